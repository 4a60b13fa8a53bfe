// DATABASE_REPLICA_URL against a real streaming replica (docs/scaling.md): two local clusters of
// their own (never the one the other suites use), a primary and a hot standby made from it with
// pg_basebackup -R, created here when missing (Debian's pg_createcluster, trust on localhost) and
// stopped at the end. A record written through the app on the primary is listed through the replica
// once it has streamed there; the list's reads reach the standby, the money calls the primary.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { buildApp } from '../../server/app'
import { type Db, openDb } from '../../server/db/client'
import { seed } from '../../server/seed'
import { seedMoney } from '../../server/seed/money'
import { approveDeposit } from '../../server/services/deposits'
import {
  callApi,
  REGISTRATIONS_PER_HOUR_IN_TESTS,
  registerAndLogin,
  TEST_SECRETS,
  TEST_SEED,
} from './helpers'
import { auth, balance } from './money-kit'

const usable = Boolean(process.env.DATABASE_URL) && existsSync('/usr/bin/pg_createcluster')
const PRIMARY_PORT = process.env.PG_PRIMARY_PORT || '18156'
const REPLICA_PORT = process.env.PG_REPLICA_PORT || '18157'

const clusters = () =>
  execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
const ctl = (version: string, name: string, action: string) =>
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, action], { stdio: 'ignore' })

/** The primary and its standby, created and started when needed; answers their versions and names. */
function ensureClusters() {
  const version = clusters()[0]?.[0] || '15'
  const find = (name: string) => clusters().find((c) => c[0] === version && c[1] === name)
  const create = (name: string, port: string) =>
    execFileSync(
      'pg_createcluster',
      [version, name, '--port', port, '--', '--auth-local=trust', '--auth-host=trust'],
      { stdio: 'ignore' },
    )
  if (!find('jdprimary')) create('jdprimary', PRIMARY_PORT)
  if (find('jdprimary')?.[3] !== 'online') ctl(version, 'jdprimary', 'start')
  if (!find('jdreplica')) {
    create('jdreplica', REPLICA_PORT)
    const dir = find('jdreplica')![5]
    for (const f of readdirSync(dir)) rmSync(join(dir, f), { recursive: true, force: true })
    execFileSync(
      'runuser',
      [
        '-u',
        'postgres',
        '--',
        'pg_basebackup',
        '-h',
        '127.0.0.1',
        '-p',
        PRIMARY_PORT,
        '-U',
        'postgres',
      ].concat(['-D', dir, '-R', '-X', 'stream']),
      { stdio: 'ignore' },
    )
  }
  if (find('jdreplica')?.[3] !== 'online') ctl(version, 'jdreplica', 'start')
  return { version, primaryPort: find('jdprimary')![2], replicaPort: find('jdreplica')![2] }
}

const eventually = async (probe: () => Promise<boolean>, ms: number, what: string) => {
  const end = Date.now() + ms
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe.runIf(usable)('a streaming replica behind DATABASE_REPLICA_URL', () => {
  const schema = `r_${process.pid}_${Date.now()}`
  let spec: ReturnType<typeof ensureClusters>
  let primaryUrl: string
  let db: Db
  let app: FastifyInstance
  const work = mkdtempSync(join(tmpdir(), 'jd-stream-'))

  beforeAll(async () => {
    spec = ensureClusters()
    primaryUrl = `postgres://postgres@127.0.0.1:${spec.primaryPort}/postgres`
    const replicaUrl = `postgres://postgres@127.0.0.1:${spec.replicaPort}/postgres`
    await eventually(
      async () => {
        const c = new pg.Client({ connectionString: replicaUrl })
        try {
          await c.connect()
          const r = await c.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r')
          return r.rows[0].r
        } catch {
          return false
        } finally {
          await c.end().catch(() => {})
        }
      },
      30_000,
      'the standby accepts reads',
    )
    db = await openDb({ url: primaryUrl, schema, replicaUrl, poolSize: 4 })
    await seed(db, TEST_SEED)
    await db.tx((q) => seedMoney(q, TEST_SEED))
    app = buildApp({
      db,
      config: {
        uploadsDir: work,
        payPepper: TEST_SECRETS.payPepper,
        captcha: false,
        pressure: { maxEventLoopDelayMs: 0 },
        rateLimit: { capacity: 1_000_000, refillPerSecond: 1_000_000, store: 'memory' },
      },
    })
    await app.ready()
    await db.query(
      `UPDATE settings SET value = jsonb_set(value, '{per_ip_per_hour}', to_jsonb($1::int)) WHERE key = 'registration'`,
      [REGISTRATIONS_PER_HOUR_IN_TESTS],
    )
  }, 240_000)

  afterAll(async () => {
    await app?.close()
    await db?.close().catch(() => {})
    if (primaryUrl) {
      const c = new pg.Client({ connectionString: primaryUrl })
      await c.connect()
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
      await c.end()
    }
    rmSync(work, { recursive: true, force: true })
    // Leave the machine as it was for the other suites: both clusters stopped (kept for the next run).
    if (spec) {
      ctl(spec.version, 'jdreplica', 'stop')
      ctl(spec.version, 'jdprimary', 'stop')
    }
  }, 60_000)

  it('lists what the primary committed once it has streamed; reads reach the standby', async () => {
    expect(db.hasReplica).toBe(true)
    const [{ standby }] = await db.read<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby')
    expect(standby).toBe(true)

    const p = await registerAndLogin(app)
    const dep = await callApi(
      app,
      calls.recharge,
      {
        paytype: 'bank',
        amount: 300,
        bank: '东岳商业银行',
        bank_no: '6222000012345678',
        bank_owner: '张三',
        bank_address: '演示分行',
      },
      auth(p),
    )
    expect(dep.code, dep.message).toBe(200)
    await db.tx((q) => approveDeposit(q, dep.message, 'test'))
    // The balance is the primary's at once.
    expect(await balance(app, p)).toBe('300.00')
    // The list is the standby's: the deposit appears once replayed there.
    await eventually(
      async () => {
        const env = await callApi(app, calls.gettransrecord, { type: 1 }, auth(p))
        expect(env.code, env.message).toBe(200)
        return env.data.total === 1
      },
      10_000,
      'the deposit listed through the replica',
    )
  }, 120_000)
})
