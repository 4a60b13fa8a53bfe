// One database handle for both engines: embedded PGlite (data under ./data, the default) or
// PostgreSQL when DATABASE_URL is set. Both speak the same SQL; Drizzle sits on top of either.
// `sql` is the raw escape hatch for the ledger's row locks and for migrations.
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { migrate } from './migrate'

export type Engine = 'pglite' | 'postgres'

export type DbOptions = {
  /** postgres://… to use PostgreSQL; otherwise PGlite. */
  url?: string
  /** PGlite data directory; `memory://` for a throwaway database. Default ./data/pglite. */
  dataDir?: string
  /** PostgreSQL schema to use (tests give each run its own). */
  schema?: string
  poolSize?: number
}

export type Db = Awaited<ReturnType<typeof openDb>>
export type Drizzle = Db['orm']

/** Rows of a raw query. Params are $1, $2… on both engines. */
export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>

export async function openDb(opts: DbOptions = {}) {
  const url = opts.url ?? process.env.DATABASE_URL
  if (url) {
    if (opts.schema) {
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${opts.schema}"`)
      await admin.end()
    }
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? 20,
      ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    })
    // Money columns are BIGINT; keep them as strings from pg and convert explicitly where read.
    const orm = drizzlePg(pool)
    const query: Query = async (text, params) => (await pool.query(text, params as unknown[])).rows
    const db = {
      engine: 'postgres' as Engine,
      orm,
      query,
      /** Run fn in one transaction on one connection; fn gets a query bound to it. */
      async tx<T>(fn: (q: Query) => Promise<T>): Promise<T> {
        const client = await pool.connect()
        try {
          await client.query('BEGIN')
          const q: Query = async (text, params) => (await client.query(text, params as unknown[])).rows
          const out = await fn(q)
          await client.query('COMMIT')
          return out
        } catch (e) {
          await client.query('ROLLBACK').catch(() => {})
          throw e
        } finally {
          client.release()
        }
      },
      async close() {
        await pool.end()
      },
    }
    await migrate(db.query, db.tx)
    return db
  }

  const dataDir = opts.dataDir ?? process.env.PGLITE_DIR ?? './data/pglite'
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true })
  const lite = await PGlite.create(dataDir)
  const orm = drizzlePglite(lite)
  // Without params a text may hold several statements (migrations): PGlite's exec runs those.
  const run = async (t: Pick<PGlite, 'query' | 'exec'>, text: string, params?: unknown[]) =>
    (params?.length ? (await t.query(text, params)).rows : ((await t.exec(text)).at(-1)?.rows ?? [])) as never
  const query: Query = (text, params) => run(lite, text, params)
  const db = {
    engine: 'pglite' as Engine,
    orm,
    query,
    async tx<T>(fn: (q: Query) => Promise<T>): Promise<T> {
      // PGlite has one connection; its transaction() serialises callers, which is what we want.
      return lite.transaction(async (t) => fn((text, params) => run(t, text, params)))
    },
    async close() {
      await lite.close()
    },
  }
  await migrate(db.query, db.tx)
  return db
}
