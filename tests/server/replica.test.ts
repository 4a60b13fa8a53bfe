// Record lists read through `db.read` (docs/scaling.md, "read replicas"): with DATABASE_REPLICA_URL
// they come from the replica, without it from the primary. The replica here is a stand-in: a copy of
// the run's schema restored into a new database (server/ops/backup.ts) that, unlike a streaming
// replica, never catches up, which makes visible where a list was read. Money calls and balances on the
// same app still go to the primary.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { buildApp } from '../../server/app'
import { type Db, openDb } from '../../server/db/client'
import { dumpPostgres, restorePostgres } from '../../server/ops/backup'
import { callApi, registerAndLogin, TEST_SECRETS, testDb } from './helpers'
import { auth, balance, fund, moneyApp } from './money-kit'

const pgUrl = process.env.DATABASE_URL

describe('without a replica', () => {
  it('lagging reads are the primary', async () => {
    const db = await testDb()
    expect(db.hasReplica).toBe(false)
    expect(db.read).toBe(db.query)
  })
})

describe.runIf(pgUrl)('with DATABASE_REPLICA_URL', () => {
  const dbName = `replica_${process.pid}_${Date.now()}`
  const work = mkdtempSync(join(tmpdir(), 'jd-replica-'))
  const replicaUrl = () => {
    const u = new URL(pgUrl!)
    u.pathname = `/${dbName}`
    return u.toString()
  }
  let app: FastifyInstance
  let withReplica: FastifyInstance | undefined
  let db: Db | undefined

  beforeAll(async () => {
    app = await moneyApp()
    const c = new pg.Client({ connectionString: pgUrl })
    await c.connect()
    await c.query(`CREATE DATABASE "${dbName}"`)
    await c.end()
  }, 120_000)
  afterAll(async () => {
    await withReplica?.close()
    await db?.close()
    const c = new pg.Client({ connectionString: pgUrl })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
    await c.end()
    rmSync(work, { recursive: true, force: true })
  })

  it('record lists come from the replica, money from the primary', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 100)
    const [{ schema }] = await app.db.query<{ schema: string }>('SELECT current_schema() AS schema')
    const file = join(work, 'copy.pgdump')
    await dumpPostgres(pgUrl!, file, schema)
    await restorePostgres(file, replicaUrl())
    // After the copy: a second deposit, on the primary only.
    await fund(app, p, 200)

    db = await openDb({ url: pgUrl, schema, replicaUrl: replicaUrl(), migrate: false, poolSize: 2 })
    expect(db.hasReplica).toBe(true)
    withReplica = buildApp({
      db,
      config: {
        uploadsDir: work,
        payPepper: TEST_SECRETS.payPepper,
        captcha: false,
        pressure: { maxEventLoopDelayMs: 0 },
        rateLimit: { capacity: 1_000_000, refillPerSecond: 1_000_000, store: 'memory' },
      },
    })
    await withReplica.ready()

    const deposits = async (a: FastifyInstance) => {
      const env = await callApi(a, calls.gettransrecord, { type: 1 }, auth(p))
      expect(env.code, env.message).toBe(200)
      return env.data.total
    }
    expect(await deposits(app)).toBe(2)
    expect(await deposits(withReplica)).toBe(1)
    // The balance is read on the primary: both deposits.
    expect(await balance(withReplica, p)).toBe('300.00')
    const [{ n }] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name LIKE '%:replica' AND datname = $1",
      [dbName],
    )
    expect(n).toBeGreaterThan(0)
  }, 180_000)
})
