// Test fixtures of the money suites: a database of its own (throwaway PGlite, or a fresh schema on
// PostgreSQL when DATABASE_URL is set, dropped at the end) and minimal users and venues.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Db, openDb } from '../../server/db/client'
import { ensurePlayerAccounts } from '../../server/ledger'

export type TestDb = Db & { drop(): Promise<void> }

export async function openTestDb(poolSize = 60): Promise<TestDb> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const db = await openDb({ dataDir: 'memory://' })
    return Object.assign(db, { drop: () => db.close() })
  }
  const schema = `money_${randomBytes(5).toString('hex')}`
  const db = await openDb({ url, schema, poolSize })
  return Object.assign(db, {
    async drop() {
      await db.close()
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
      await c.end()
    },
  })
}

export const VENUES = [
  ['jdlive', '金鼎真人', 'realbet', 1],
  ['jdsport', '金鼎体育', 'sport', 5],
  ['jdslot', '金鼎电子', 'concise', 3],
] as const

export async function seedVenues(db: Db) {
  for (const [i, [code, name, category, categoryId]] of VENUES.entries()) {
    await db.query(
      `INSERT INTO venues (code, name, category, category_id, sort) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (code) DO NOTHING`,
      [code, name, category, categoryId, i],
    )
  }
}

let n = 0
/** A bare user row (no password hashes needed by the ledger) with its wallets. */
export async function makeUser(db: Db, name = `u${Date.now().toString(36)}${n++}`): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    `INSERT INTO users (username, password_hash, realname) VALUES ($1, 'x', '测试') RETURNING id`,
    [name],
  )
  const id = Number(row.id)
  await db.tx((q) => ensurePlayerAccounts(q, id))
  return id
}
