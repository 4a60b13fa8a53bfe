// The restore drill (docs/operations.md, "Backup and restore"): a backup taken while players move
// money (deposits approved, transfers to a venue, withdrawals), restored into a fresh database, holds
// the state of one moment: the ledger checks, every call acknowledged before the backup began is in
// it, no call begun after it ended is, every transfer in it is the live one with the same entries,
// and the operators' audit chain verifies and ends with the backup's own row.
// PGlite: through the operator endpoint (the process holding the database takes it). PostgreSQL:
// pg_dump of the run's schema, pg_restore into a database created here and dropped after.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { verifyAudit } from '../../server/admin/audit'
import { type Db, openDb } from '../../server/db/client'
import { checkLedger } from '../../server/ledger'
import { auditBackup, dumpPostgres, restorePglite, restorePostgres } from '../../server/ops/backup'
import { makeOperator, type TestOperator } from './console-kit'
import { callApi, makeAdminApp, type Registered, registerAndLogin } from './helpers'
import { auth, bindBank, fund, moneyApp, setMoney } from './money-kit'

const pgUrl = process.env.DATABASE_URL
let app: FastifyInstance
let ops: FastifyInstance
let owner: TestOperator
const work = mkdtempSync(join(tmpdir(), 'jd-backup-'))

type Player = Registered & { card: number }
/** A money call the server acknowledged: when it was sent and answered, and how to find it again. */
type Ack = { sent: number; acked: number; kind: 'deposit' | 'keyed'; ref: string; user: string }

beforeAll(async () => {
  // A load generator: each player's loop makes money calls as fast as the server answers, which on a
  // quiet machine is past the per-player money limit (60 per 6 s) that a player's browser meets.
  app = await moneyApp({ moneyLimit: { max: 1_000_000 } })
  ops = await makeAdminApp()
  owner = await makeOperator(ops, 'owner')
  await setMoney(app, { daily_withdraw_times: 100_000 })
}, 180_000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

async function players(n: number): Promise<Player[]> {
  const out: Player[] = []
  for (let i = 0; i < n; i++) {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    out.push({ ...p, card: await bindBank(app, p) })
  }
  return out
}

/**
 * Every player in a loop until `stop()`: a deposit of 200 approved, 50 to a venue, a withdrawal of
 * 100 (both keyed), recording what the server acknowledged.
 */
function load(ps: Player[]) {
  const acks: Ack[] = []
  let running = true
  let n = 0
  const loop = async (p: Player) => {
    while (running) {
      let sent = performance.now()
      const order = await fund(app, p, 200)
      acks.push({ sent, acked: performance.now(), kind: 'deposit', ref: order, user: p.username })
      for (const [call, body] of [
        [calls.transfer, { amount: 50, sourcetype: 'userbalance', targettype: 'jdslot' }],
        [calls.withdraw, { amount: 100, bank: p.card, password: p.payPassword }],
      ] as const) {
        const key = `bk-${p.username}-${++n}`
        sent = performance.now()
        const env = await callApi(app, call as typeof calls.transfer, body as never, auth(p, key))
        expect(env.code, env.message).toBe(200)
        acks.push({ sent, acked: performance.now(), kind: 'keyed', ref: key, user: p.username })
      }
    }
  }
  const all = Promise.all(ps.map(loop))
  return {
    acks,
    stop: async () => {
      running = false
      await all
    },
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The drill's checks on a restored database against the live one. */
async function checkRestored(restored: Db, acks: Ack[], began: number, ended: number) {
  const ledger = await checkLedger(restored.query)
  expect(
    ledger.ok,
    JSON.stringify(ledger, (_, v) => (typeof v === 'bigint' ? `${v}` : v)),
  ).toBe(true)

  const present = async (a: Ack) => {
    if (a.kind === 'deposit') {
      const [d] = await restored.query<{ state: number }>('SELECT state FROM deposits WHERE order_no = $1', [
        a.ref,
      ])
      return d?.state === 2
    }
    const [k] = await restored.query<{ code: number }>(
      'SELECT i.code FROM api_idempotency i JOIN users u ON u.id = i.user_id WHERE u.username = $1 AND i.key = $2',
      [a.user, a.ref],
    )
    return k?.code === 200
  }
  const before = acks.filter((a) => a.acked < began)
  const after = acks.filter((a) => a.sent > ended)
  expect(before.length).toBeGreaterThan(10)
  for (const a of before) expect(await present(a), `acknowledged before the backup: ${a.ref}`).toBe(true)
  for (const a of after) expect(await present(a), `begun after the backup: ${a.ref}`).toBe(false)

  // What the backup holds is a piece of the live history: each of its transfers is the live one,
  // entry for entry (account, amount, balance after).
  const entries = `SELECT e.transfer_id::text AS t, a.code, e.amount::text AS amount, e.balance_after::text AS after
                     FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id ORDER BY e.id`
  const live = new Map<string, string[]>()
  for (const e of await app.db.query<{ t: string; code: string; amount: string; after: string }>(entries))
    live.set(e.t, [...(live.get(e.t) ?? []), `${e.code} ${e.amount} ${e.after}`])
  const mine = new Map<string, string[]>()
  for (const e of await restored.query<{ t: string; code: string; amount: string; after: string }>(entries))
    mine.set(e.t, [...(mine.get(e.t) ?? []), `${e.code} ${e.amount} ${e.after}`])
  expect(mine.size).toBeGreaterThan(before.length)
  for (const [t, lines] of mine) expect(live.get(t), `transfer ${t}`).toEqual(lines)

  // The players' balances are those of that moment: each equals its last entry's balance after.
  const wallets = await restored.query<{ code: string; balance: string; last: string | null }>(
    `SELECT a.code, a.balance::text AS balance,
            (SELECT e.balance_after::text FROM ledger_entries e WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1) AS last
       FROM ledger_accounts a WHERE a.user_id IS NOT NULL`,
  )
  for (const w of wallets) expect(w.balance, w.code).toBe(w.last ?? '0')

  const audit = await verifyAudit(restored.query)
  expect(audit.ok, JSON.stringify(audit.broken)).toBe(true)
  const [last] = await restored.query<{ action: string }>(
    'SELECT action FROM operator_audit ORDER BY seq DESC LIMIT 1',
  )
  expect(last.action).toBe('backup.create')
}

describe.skipIf(pgUrl)('PGlite: backup through the operator endpoint while money moves', () => {
  it('only an owner may take one', async () => {
    const finance = await makeOperator(ops, 'finance')
    const res = await ops.inject({
      method: 'POST',
      url: '/admin/api/backup',
      payload: {},
      headers: { authorization: `Bearer ${finance.token}` },
    })
    expect(res.json()).toMatchObject({ code: 403 })
  })

  it('restores into an empty directory the state of the moment of the backup', async () => {
    const ps = await players(6)
    const run = load(ps)
    await sleep(1500)
    const began = performance.now()
    const res = await ops.inject({
      method: 'POST',
      url: '/admin/api/backup',
      payload: {},
      headers: { authorization: `Bearer ${owner.token}` },
    })
    const ended = performance.now()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/gzip')
    await sleep(800)
    await run.stop()
    expect(run.acks.filter((a) => a.sent > ended).length).toBeGreaterThan(0)

    const file = join(work, 'site.pglite.tar.gz')
    writeFileSync(file, res.rawPayload)
    const dir = join(work, 'restored')
    await restorePglite(file, dir)
    // A second restore into the same (now full) directory is refused and changes nothing.
    const files = readdirSync(dir).length
    await expect(restorePglite(file, dir)).rejects.toThrow(/not empty/)
    expect(readdirSync(dir).length).toBe(files)

    const restored = await openDb({ dataDir: dir, migrate: false })
    try {
      await checkRestored(restored, run.acks, began, ended)
      const [row] = await restored.query<{ operator: string }>(
        "SELECT operator FROM operator_audit WHERE action = 'backup.create'",
      )
      expect(row.operator).toBe(owner.username)
    } finally {
      await restored.close()
    }
  }, 240_000)
})

describe.runIf(pgUrl)('PostgreSQL: pg_dump while money moves, pg_restore into a new database', () => {
  const dbName = `restore_${process.pid}_${Date.now()}`
  const admin = () => new pg.Client({ connectionString: pgUrl })
  const target = () => {
    const u = new URL(pgUrl!)
    u.pathname = `/${dbName}`
    return u.toString()
  }

  beforeAll(async () => {
    const c = admin()
    await c.connect()
    await c.query(`CREATE DATABASE "${dbName}"`)
    await c.end()
  })
  afterAll(async () => {
    const c = admin()
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
    await c.end()
  })

  it('the endpoint refuses: PostgreSQL is backed up with pg_dump', async () => {
    const res = await ops.inject({
      method: 'POST',
      url: '/admin/api/backup',
      payload: {},
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(res.json()).toMatchObject({ code: 1000, message: expect.stringContaining('pg_dump') })
  })

  it('restores into an empty database the state of the moment of the backup', async () => {
    const [{ schema }] = await app.db.query<{ schema: string }>('SELECT current_schema() AS schema')
    const ps = await players(6)
    const run = load(ps)
    await sleep(1500)
    const began = performance.now()
    // As `npm run backup` does: the backup's audit row, then the dump.
    await auditBackup(
      app.db,
      { id: null, username: 'cli:test', ip: 'local' },
      {
        engine: 'postgres',
        at: new Date().toISOString(),
        file: 'site.pgdump',
      },
    )
    const file = join(work, 'site.pgdump')
    await dumpPostgres(pgUrl!, file, schema)
    const ended = performance.now()
    await sleep(800)
    await run.stop()
    expect(run.acks.filter((a) => a.sent > ended).length).toBeGreaterThan(0)

    await restorePostgres(file, target())
    // The database now holds tables: a second restore is refused.
    await expect(restorePostgres(file, target())).rejects.toThrow(/not empty/)

    const restored = await openDb({ url: target(), schema, migrate: false, poolSize: 2 })
    try {
      await checkRestored(restored, run.acks, began, ended)
    } finally {
      await restored.close()
    }
  }, 240_000)
})
