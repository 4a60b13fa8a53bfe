// The cluster run's machinery (run.ts, docs/scaling.md): its schema, ports and environment, the three
// instances and haproxy in front of them, calls through the balancer with the money call's retries,
// the checks' tally, and the cleanup that kills the processes and drops the schema.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'

export const root = resolve(import.meta.dirname, '../..')
export const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
export const schema = `cluster_${randomBytes(4).toString('hex')}`
export const dbUrl = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
const portBase = 19_000 + Math.floor(Math.random() * 400) * 2
export const ports = [0, 1, 2].map((i) => ({ api: portBase + 1000 + i * 2, admin: portBase + 1001 + i * 2 }))
const lbPort = portBase + 900
export const lb = `http://127.0.0.1:${lbPort}`
const work = mkdtempSync(join(tmpdir(), 'jd-cluster-'))
// The rate limit under test: a burst of 80 and 20 per second per client address, in the shared store.
export const BURST = 80
export const REFILL = 20
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: dbUrl,
  PAY_PEPPER: 'cluster-pay-pepper-0123456789',
  PROVIDER_SANDBOX_SECRET: 'cluster-sandbox-secret-0123456789',
  ADMIN_PASSWORD: 'cluster-operator-pass-1',
  AUDIT_KEY: 'cluster-audit-key-0123456789abcdef0123',
  ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  TRUST_PROXY: '1',
  RATE_LIMIT_BURST: String(BURST),
  RATE_LIMIT_PER_SECOND: String(REFILL),
  MONEY_LIMIT_MAX: '100000',
  CAPTCHA: 'off',
  ALLOW_CAPTCHA_OFF: '1',
  DRAIN_DELAY_MS: '0',
  LOG_LEVEL: 'error',
  REDIS_URL: '',
  // The demo's promotion rules off: a first-deposit match would attach turnover and hold the withdrawals.
  SEED_PROMOTIONS: '0',
}
Object.assign(process.env, { ADMIN_PASSWORD: env.ADMIN_PASSWORD, ADMIN_TOTP_SECRET: env.ADMIN_TOTP_SECRET })

export const failures: string[] = []
export const check = (ok: boolean, what: string) => {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`)
  if (!ok) failures.push(what)
}
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

// ---------------------------------------------------------------- processes

export const instances: (ChildProcess | null)[] = [null, null, null]
let haproxy: ChildProcess | null = null

export function startInstance(i: number) {
  instances[i] = spawn(process.execPath, ['dist-server/main.js'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(ports[i].api),
      ADMIN_PORT: String(ports[i].admin),
      DATA_DIR: join(work, `i${i}`),
      // One instance runs the scheduled jobs' loop too; all of them could (job_runs keeps them once).
      JOBS: i === 0 ? '1' : '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

export async function ready(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) })).ok) return
    } catch {}
    await sleep(200)
  }
  throw new Error(`${url} did not become ready`)
}

export function startHaproxy() {
  const cfg = join(work, 'haproxy.cfg')
  writeFileSync(
    cfg,
    `global
  maxconn 4000
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  retries 2
  option redispatch
frontend site
  bind 127.0.0.1:${lbPort}
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  timeout check 2s
  default-server inter 300ms fall 1 rise 2
${ports.map((p, i) => `  server s${i} 127.0.0.1:${p.api} check`).join('\n')}
`,
  )
  haproxy = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'inherit'] })
}

// ---------------------------------------------------------------- calls

export type Answer = { code: number; message: string; data: Record<string, unknown> | null }

export async function call(
  base: string,
  path: string,
  body: unknown,
  opts: { token?: string; key?: string; ip?: string } = {},
): Promise<{ status: number; answer: Answer | null }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
      // Each load client is its own address (the balancer passes it on; the servers trust it).
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
    },
    body: JSON.stringify(body ?? {}),
    signal: AbortSignal.timeout(15_000),
  })
  const text = await res.text()
  try {
    return { status: res.status, answer: JSON.parse(text) as Answer }
  } catch {
    return { status: res.status, answer: null }
  }
}

/** JSON with object keys sorted (a stored answer comes back from jsonb with its keys reordered). */
export const canonical = (v: unknown): string =>
  JSON.stringify(v, (_, x) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  )

export const randomIp = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

let retried = 0
/** How many times a money call was asked again so far. */
export const retries = () => retried
/**
 * A money call through the balancer, retried with the same key until the server answers it (a dropped
 * connection, a 502/503 from the balancer, a 503 envelope while an instance dies). 409 = the first
 * attempt is still running somewhere: asked again. Answers the envelope.
 */
export async function money(path: string, body: unknown, token: string, key: string): Promise<Answer> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      const r = await call(lb, path, body, { token, key, ip: randomIp() })
      if (r.answer && r.answer.code !== 503 && r.answer.code !== 409) return r.answer
    } catch {}
    retried++
    await sleep(250)
  }
  throw new Error(`${path} ${key}: no answer after 30 s of retries`)
}

export async function cleanup() {
  for (const c of instances) c?.kill('SIGKILL')
  haproxy?.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
  try {
    const c = new pg.Client({ connectionString: baseUrl })
    await c.connect()
    await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
    await c.end()
  } catch {}
}
