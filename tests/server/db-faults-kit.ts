// Database-fault suites (db-faults.test.ts): a server on a database of its own (its own PostgreSQL
// schema, every connection named by an application_name no other test uses, so terminating "every
// backend of the server" never touches anybody else's connections), a money load that keeps running
// through the fault, and the PostgreSQL cluster the stop/start test may stop: a dedicated one, created
// here when it does not exist yet (never the cluster other suites run on).
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { expect } from 'vitest'
import { calls } from '../../core/contract'
import { buildApp } from '../../server/app'
import { type Db, openDb } from '../../server/db/client'
import { acct } from '../../server/ledger'
import { seed } from '../../server/seed'
import { seedMoney } from '../../server/seed/money'
import { approveDeposit } from '../../server/services/deposits'
import { newIp, newUsername, TEST_SECRETS, TEST_SEED } from './helpers'
import { signUp } from './signup'

const run = promisify(execFile)

export type FaultServer = {
  app: FastifyInstance
  db: Db
  appName: string
  /** The PostgreSQL schema the server's tables live in. */
  schema: string
  /** Runs first when the server closes (a load that must stop before the app does). */
  onClose(fn: () => Promise<void>): void
  close(): Promise<void>
}

/** A server on a fresh schema of `url`; every connection it opens is named `appName`(…). */
export async function faultServer(url: string): Promise<FaultServer> {
  const schema = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  const appName = `jd-fault-${schema}`
  const faults: string[] = []
  const db = await openDb({
    url,
    schema,
    appName,
    poolSize: 8,
    connectTimeoutMs: 2000,
    onFault: (what) => faults.push(what),
  })
  await seed(db, TEST_SEED)
  await db.tx((q) => seedMoney(q, TEST_SEED))
  const uploadsDir = mkdtempSync(join(tmpdir(), 'jd-fault-uploads-'))
  const app = buildApp({
    db,
    config: {
      uploadsDir,
      payPepper: TEST_SECRETS.payPepper,
      captcha: false,
      rateLimit: { capacity: 1e6, refillPerSecond: 1e6, store: 'memory' },
    },
  })
  await app.ready()
  const before: (() => Promise<void>)[] = []
  return {
    app,
    db,
    appName,
    schema,
    onClose: (fn) => before.push(fn),
    async close() {
      for (const fn of before) await fn()
      await app.close()
      await db.close().catch(() => {})
      rmSync(uploadsDir, { recursive: true, force: true })
      const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
      await admin.connect()
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
      await admin.end()
    },
  }
}

export type Answer = { status: number; code: number; message: string; ms: number }

/** One call as a client makes it, whatever the answer (callApi would refuse a 503). */
export async function send(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown>,
  opts: { token?: string; key?: string } = {},
): Promise<Answer & { data: unknown }> {
  const started = Date.now()
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
    },
    remoteAddress: newIp(),
  })
  const env = res.json() as { code: number; message: string; data: unknown }
  return {
    status: res.statusCode,
    code: env.code,
    message: env.message,
    data: env.data,
    ms: Date.now() - started,
  }
}

export type Player = { name: string; token: string; funded: bigint }

/** A registered player with `yuan` deposited and approved on the central wallet. */
export async function fundedPlayer(app: FastifyInstance, yuan: number): Promise<Player> {
  const name = newUsername('f')
  const reg = await send(app, calls.register.path, signUp(name))
  expect(reg.code, reg.message).toBe(200)
  const token = (reg.data as { api_token: string }).api_token
  const dep = await send(
    app,
    calls.recharge.path,
    {
      paytype: 'bank',
      amount: yuan,
      bank: '东岳商业银行',
      bank_no: '6222000012345678',
      bank_owner: '张三',
      bank_address: '演示分行',
    },
    { token },
  )
  expect(dep.code, dep.message).toBe(200)
  await app.db.tx((q) => approveDeposit(q, dep.message, 'test'))
  return { name, token, funded: BigInt(yuan) * 100n }
}

/**
 * Money calls in a loop until `stop()`: 1.00 in and out of an in-house venue wallet, each with its own
 * idempotency key, plus balance reads. Returns every answer, and the transfers a client would retry
 * (answered 503: the client does not know whether it happened; the same key settles it).
 */
export function moneyLoad(app: FastifyInstance, players: Player[], venue = 'jdslot') {
  const answers: Answer[] = []
  const unsure: { token: string; key: string; body: Record<string, unknown> }[] = []
  let running = true
  let n = 0
  const loop = async (p: Player) => {
    while (running) {
      const inward = n++ % 2 === 0
      const body = {
        amount: 1,
        sourcetype: inward ? 'userbalance' : venue,
        targettype: inward ? venue : 'userbalance',
      }
      const key = `fault-${process.pid}-${n}-${Math.random().toString(36).slice(2)}`
      const a = await send(app, calls.transfer.path, body, { token: p.token, key })
      answers.push(a)
      if (a.status === 503) unsure.push({ token: p.token, key, body })
      answers.push(await send(app, calls.balance.path, {}, { token: p.token }))
      if (a.status === 503) await new Promise((r) => setTimeout(r, 50))
    }
  }
  const loops = players.map(loop)
  return {
    answers,
    unsure,
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}

/** Every answer is an envelope: success or a refusal (HTTP 200), or 503 with its Chinese text. Never 500. */
export function expectOnlyCleanAnswers(answers: Answer[]) {
  for (const a of answers) {
    if (a.status === 503) {
      expect(a.code).toBe(503)
      expect(a.message).toBe('服务暂时不可用，请稍后再试')
    } else expect(a.status, `${a.code} ${a.message}`).toBe(200)
  }
}

/** Central plus venue wallet of each player still equals what was deposited: nothing half-applied. */
export async function expectNothingHalfApplied(db: Db, players: Player[], venue = 'jdslot') {
  for (const p of players) {
    const [{ id }] = await db.query<{ id: string }>('SELECT id::text FROM users WHERE username = $1', [
      p.name,
    ])
    const [{ total }] = await db.query<{ total: string }>(
      'SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts WHERE code IN ($1, $2)',
      [acct.central(BigInt(id)), acct.venue(BigInt(id), venue)],
    )
    expect(BigInt(total)).toBe(p.funded)
  }
}

/** Ends every backend whose application_name starts with `appName` (this server's, nobody else's). */
export async function terminateBackends(url: string, appName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url, application_name: 'jd-fault-terminator' })
  await admin.connect()
  try {
    const rows = await admin.query<{ ok: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
       WHERE starts_with(application_name, $1) AND pid <> pg_backend_pid()`,
      [appName],
    )
    return rows.rows.filter((r) => r.ok).length
  } finally {
    await admin.end()
  }
}

/** Resolves once `probe` is true, polling every 100 ms; rejects after `ms`. */
export async function eventually(probe: () => Promise<boolean> | boolean, ms: number, what: string) {
  const until = Date.now() + ms
  while (!(await probe())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms: ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/**
 * The dedicated cluster the stop/start test stops (PG_FAULT_CLUSTER, default `<version>/jdfaults` on
 * PG_FAULT_PORT, default 18155), created and started here when needed. Null when this machine has no
 * pg_ctlcluster (Debian's postgresql-common): the test then says why it is skipped.
 */
export function faultCluster(): { url: string; stop(): Promise<void>; start(): Promise<void> } | null {
  if (!existsSync('/usr/bin/pg_ctlcluster')) return null
  const port = process.env.PG_FAULT_PORT || '18155'
  let spec = process.env.PG_FAULT_CLUSTER
  if (!spec) {
    const version = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).trim().split(/\s+/)[0]
    spec = `${version || '15'}/jdfaults`
  }
  const [version, name] = spec.split('/')
  const listed = execFileSync('pg_lsclusters', ['-h'], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find((c) => c[0] === version && c[1] === name)
  if (!listed) {
    execFileSync(
      'pg_createcluster',
      [version, name, '--port', port, '--', '--auth-local=trust', '--auth-host=trust'],
      { stdio: 'ignore' },
    )
  }
  const ctl = (action: string, ...extra: string[]) =>
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, action, ...extra]).then(() => {})
  if (listed?.[3] !== 'online')
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'start'])
  const actualPort = listed?.[2] ?? port
  return {
    url: `postgres://postgres@127.0.0.1:${actualPort}/postgres`,
    stop: () => ctl('stop', '-m', 'fast'),
    start: () => ctl('start'),
  }
}
