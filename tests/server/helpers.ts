// Server test kit: one database per test worker (PGlite in memory by default; with DATABASE_URL a fresh
// PostgreSQL schema per run, dropped at the end), the app built on it (and the operator app beside it),
// and a call helper that checks every successful answer against the call's contract schema. No secret
// has a default in the server: the kit passes its own (TEST_SECRETS) everywhere.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { expect, inject } from 'vitest'
import { type Call, calls, type Envelope, type RequestOf, type ResponseOf } from '../../core/contract'
import { buildAdminApp } from '../../server/admin/app'
import { configureAudit } from '../../server/admin/audit-mac'
import { buildApp } from '../../server/app'
import { openCaptcha } from '../../server/auth/captcha'
import { type Db, openDb } from '../../server/db/client'
import { setProviderSecrets } from '../../server/games/seamless'
import type { ConfigOverrides } from '../../server/http/config'
import type { Secrets } from '../../server/secrets'
import { type SeedOptions, seed } from '../../server/seed'
import { installSandboxPartner } from './sandbox-kit'

/** The test suite's secrets (a running site generates or requires its own: server/secrets.ts). */
export const TEST_SECRETS: Secrets = {
  adminPassword: 'test-operator-pass-1',
  payPepper: 'test-pay-pepper-0123456789',
  providerSandboxSecret: 'test-sandbox-secret-0123456789',
  auditKey: 'test-audit-key-0123456789abcdef0123456789',
}
setProviderSecrets({ sandbox: TEST_SECRETS.providerSandboxSecret })
// The audit chain's key; no checkpoint file unless a test names one (tests/server/audit-mac.test.ts).
configureAudit({ key: TEST_SECRETS.auditKey, checkpointFile: null })

/** The authenticator secret of the test database's `admin` (enrolled by the seed, like the demo's owner). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/** The seed of the test database: the operator `admin` with the test password, and the demo players. */
export const TEST_SEED: SeedOptions = {
  payPepper: TEST_SECRETS.payPepper,
  operator: { username: 'admin', password: TEST_SECRETS.adminPassword, totpSecret: TEST_TOTP_SECRET },
  demoPlayers: true,
  // Money tests assume no bonus; tests/server/promotions-*.test.ts switch the rules on themselves.
  promotionsPay: false,
}

let dbPromise: Promise<Db> | null = null
let schema: string | null = null
let uploadsDir: string | null = null
const apps: FastifyInstance[] = []

/** The per-IP sign-up limit in the test database (high: only its own test lowers it). */
export const REGISTRATIONS_PER_HOUR_IN_TESTS = 1_000_000

/** The worker's database, migrated and seeded on first use. */
export function testDb(): Promise<Db> {
  dbPromise ??= (async () => {
    const url = process.env.DATABASE_URL
    if (url) {
      schema = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
      await dropStaleSchemas(url)
    }
    const db = url
      ? await openDb({ url, schema: schema!, poolSize: 10 })
      : await openDb({ dataDir: 'memory://', loadDataDir: migratedCopy() })
    await seed(db, TEST_SEED)
    // Tests register many players from one address: the per-IP sign-up limit (an operator setting)
    // is lifted here; tests/server/captcha-register.test.ts sets it back to check it.
    await db.query(
      `UPDATE settings SET value = jsonb_set(value, '{per_ip_per_hour}', to_jsonb($1::int)) WHERE key = 'registration'`,
      [REGISTRATIONS_PER_HOUR_IN_TESTS],
    )
    return db
  })()
  return dbPromise
}

/** The run's migrated database (tests/setup/server-db.ts), when the project made one. */
function migratedCopy(): Blob | undefined {
  const file = inject('pgliteMigrated')
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined
}

/** Schemas of runs that died before their cleanup (older than 6 hours) are dropped by the next run. */
async function dropStaleSchemas(url: string) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    const { rows } = await admin.query<{ nspname: string }>(
      "SELECT nspname FROM pg_namespace WHERE nspname ~ '^t_[0-9]+_[0-9]+_[0-9]+$'",
    )
    const cutoff = Date.now() - 6 * 3600_000
    for (const { nspname } of rows) {
      if (Number(nspname.split('_')[2]) < cutoff)
        await admin.query(`DROP SCHEMA IF EXISTS "${nspname}" CASCADE`).catch(() => {})
    }
  } finally {
    await admin.end()
  }
}

/**
 * Test defaults: a private uploads directory, a rate limit no test hits unless it asks to (counted in
 * memory: the shared stores have their own suite, ratelimit-shared.test.ts), no load
 * shedding (a loaded test machine must not answer 503) and the captcha off (the captcha's own tests
 * turn it on and solve it with solveCaptcha below).
 */
export async function makeApp(config: ConfigOverrides = {}): Promise<FastifyInstance> {
  const db = await testDb()
  uploadsDir ??= mkdtempSync(join(tmpdir(), 'jd-uploads-'))
  const app = buildApp({
    db,
    config: {
      uploadsDir,
      payPepper: TEST_SECRETS.payPepper,
      captcha: false,
      ...config,
      pressure: { maxEventLoopDelayMs: 0, ...config.pressure },
      rateLimit: { capacity: 1_000_000, refillPerSecond: 1_000_000, store: 'memory', ...config.rateLimit },
    },
  })
  apps.push(app)
  await app.ready()
  // Partner venues need their partner: the sandbox, in-process (a test may install its own after).
  installSandboxPartner(app)
  return app
}

/** The operator instance on the worker's database (main.ts listens with it on ADMIN_PORT). */
export async function makeAdminApp(config: ConfigOverrides = {}): Promise<FastifyInstance> {
  const db = await testDb()
  const app = buildAdminApp({ db, config: { payPepper: TEST_SECRETS.payPepper, ...config } })
  apps.push(app)
  await app.ready()
  return app
}

/** Close apps and the database; drop the PostgreSQL schema. Called by tests/setup/server.ts. */
export async function closeTestDb() {
  for (const a of apps.splice(0)) await a.close()
  if (!dbPromise) return
  const db = await dbPromise
  dbPromise = null
  await db.close()
  if (schema && process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
    await admin.end()
    schema = null
  }
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true })
  uploadsDir = null
}

export type CallOptions = {
  token?: string
  headers?: Record<string, string>
  query?: Record<string, string>
  /** Client address (login limits and the rate limit are per IP). */
  ip?: string
}

/** Row counts of the tables a refused call must not touch. */
export async function rowCounts(tables: string[]) {
  const db = await testDb()
  const out: Record<string, number> = {}
  for (const t of tables)
    out[t] = Number((await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${t}`))[0].n)
  return out
}

/**
 * Send a contract call through app.inject. Asserts the answer is an envelope; when code is 200 its
 * data must match the call's response schema. Never a 5xx.
 */
/** What a URL can carry is text: strings as they are, anything else as its JSON text. */
const asUrlText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))

export async function callApi<C extends Call>(
  app: FastifyInstance,
  call: C,
  body?: RequestOf<C> | Record<string, unknown>,
  opts: CallOptions = {},
): Promise<Envelope<ResponseOf<C>>> {
  const headers: Record<string, string> = { ...opts.headers }
  if (opts.token) headers.authorization = `Bearer ${opts.token}`
  let url: string = call.path
  const payload = { ...(body as Record<string, unknown> | undefined) }
  url = url.replace(/:(\w+)/g, (_, k: string) => {
    const v = encodeURIComponent(asUrlText(payload[k]))
    delete payload[k]
    return v
  })
  const res =
    call.method === 'GET'
      ? await app.inject({
          method: 'GET',
          url,
          query: {
            ...opts.query,
            ...Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, asUrlText(v)])),
          },
          headers,
          remoteAddress: opts.ip,
        })
      : await app.inject({ method: 'POST', url, payload, headers, remoteAddress: opts.ip })
  expect(res.statusCode, res.body).toBeLessThan(500)
  const env = res.json() as Envelope<ResponseOf<C>>
  expect(typeof env.code).toBe('number')
  expect(typeof env.message).toBe('string')
  if (env.code === 200) {
    const parsed = call.response.safeParse(env.data)
    expect(
      parsed.success,
      `${call.path} answer violates its schema: ${JSON.stringify(parsed.error?.issues)}`,
    ).toBe(true)
  }
  return env
}

/**
 * Test-only: fetch a captcha through the API and read its answer by opening the sealed id with the
 * test's site secret, as a person reads the picture. No answer of the server ever reveals one.
 */
export async function solveCaptcha(app: FastifyInstance, opts: CallOptions = {}) {
  const env = await callApi(app, calls.captcha, {}, opts)
  expect(env.code).toBe(200)
  const opened = openCaptcha(TEST_SECRETS.payPepper, env.data.captcha_id)
  if (!opened) throw new Error('solveCaptcha: the captcha id does not open under the test secret')
  return { captcha_id: env.data.captcha_id, code: opened.answer, image: env.data.image }
}

let seq = 0
let ipSeq = 0
/** A client address of its own, so per-IP limits of one test do not touch another. */
export const newIp = () => `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${++ipSeq % 250}`

/** A fresh username that satisfies the rules (letters and digits mixed, 6-32). */
export const newUsername = (prefix = 'u') =>
  `${prefix}${process.pid % 1000}x${Date.now() % 1e7}${++seq}`.slice(0, 32)

export type Registered = { username: string; password: string; payPassword: string; token: string }

/** Register a new player (which logs in) and return the credentials and token. */
export async function registerAndLogin(
  app: FastifyInstance,
  over: Partial<{
    username: string
    password: string
    payPassword: string
    realname: string
    pid: number
    /** A solved captcha (solveCaptcha), for an app with the captcha on. */
    captcha: { captcha_id: string; code: string }
    /** Date of birth sent at registration; null registers without one (asked before money moves). */
    birthday: string | null
  }> = {},
): Promise<Registered> {
  const username = over.username ?? newUsername()
  const password = over.password ?? 'abc12345'
  const payPassword = over.payPassword ?? '123456'
  const env = await callApi(app, calls.register, {
    name: username,
    password,
    confirmPass: password,
    realname: over.realname ?? '张三',
    paypassword: payPassword,
    ...(over.birthday === null ? {} : { birthday: over.birthday ?? '1990-01-01' }),
    ...(over.pid ? { pid: over.pid } : {}),
    ...(over.captcha ? { captcha_id: over.captcha.captcha_id, code: over.captcha.code } : {}),
  })
  expect(env.code, env.message).toBe(200)
  return { username, password, payPassword, token: env.data.api_token }
}

type OpAnswer = { code: number; message: string; data: never }

/**
 * An operator's two-step sign-in on the operator instance (docs/operator-console.md): the password,
 * then the authenticator's code computed from `secret`. A code is accepted once, so when this step's
 * was taken by an earlier sign-in the next step's is sent, then the next step is waited for.
 */
export async function operatorSignIn(
  ops: FastifyInstance,
  username: string,
  password: string,
  secret: string,
  ip = '127.0.0.1',
): Promise<string> {
  const { currentStep, totpCode, TOTP_PERIOD_S } = await import('../../server/admin/totp')
  const post = (url: string, payload: unknown) =>
    ops
      .inject({ method: 'POST', url, payload: payload as never, remoteAddress: ip })
      .then((r) => r.json() as OpAnswer)
  const first = await post('/admin/api/login', { username, password })
  expect(first.code, first.message).toBe(200)
  const { ticket } = first.data as { ticket: string }
  for (let round = 0; round < 3; round++) {
    const now = currentStep()
    for (const step of [now, now + 1]) {
      const r = await post('/admin/api/login/totp', { ticket, code: totpCode(secret, step) })
      if (r.code === 200) return (r.data as { token: string }).token
      expect(r.code, r.message).toBe(402)
    }
    await new Promise((res) => setTimeout(res, (now + 1) * TOTP_PERIOD_S * 1000 - Date.now() + 100))
  }
  throw new Error('no authenticator code was accepted')
}

const adminTokens = new WeakMap<FastifyInstance, Promise<string>>()
/** The seeded owner `admin`'s session on this operator instance (signed in once per instance). */
export function adminToken(ops: FastifyInstance): Promise<string> {
  let t = adminTokens.get(ops)
  if (!t) {
    t = operatorSignIn(ops, 'admin', TEST_SECRETS.adminPassword, TEST_TOTP_SECRET)
    adminTokens.set(ops, t)
  }
  return t
}
