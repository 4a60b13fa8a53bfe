// Crash test (PostgreSQL only): SIGKILL the server in the middle of a load of transfers, restart it,
// then the ledger audit is clean (npm run ledger:check exits 0) and every acknowledged transfer is
// there: its idempotency record committed with it, and replaying its key returns the same answer.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { openDb } from '../../server/db/client'
import { approveDeposit, createDeposit } from '../../server/services/deposits'
import { TEST_SECRETS } from './helpers'
import { signUp } from './signup'

const url = process.env.DATABASE_URL
const schema = `crash_${randomBytes(4).toString('hex')}`
const port = 18_000 + Math.floor(Math.random() * 1000)
const base = `http://127.0.0.1:${port}`
const dbUrl = url
  ? `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`
  : ''
let server: ChildProcess | null = null
const dataDir = mkdtempSync(join(tmpdir(), 'jd-crash-'))

function start() {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      // A PostgreSQL start needs its secrets; the operator API takes any free port.
      PAY_PEPPER: TEST_SECRETS.payPepper,
      PROVIDER_SANDBOX_SECRET: TEST_SECRETS.providerSandboxSecret,
      ADMIN_PASSWORD: TEST_SECRETS.adminPassword,
      AUDIT_KEY: TEST_SECRETS.auditKey,
      ADMIN_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_BURST: '100000',
      RATE_LIMIT_PER_SECOND: '100000',
      // The per-player money limit lives in the database and outlasts the kill: the replays after the
      // restart would meet the count the load left (tests/server/ratelimit-shared.test.ts tests it).
      MONEY_LIMIT_MAX: '100000',
      // The load registers its players through the API: no captcha (allowed on PostgreSQL only so).
      CAPTCHA: 'off',
      ALLOW_CAPTCHA_OFF: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
async function ready() {
  for (let i = 0; i < 150; i++) {
    try {
      const r = await fetch(`${base}/api/app`, { method: 'POST' })
      if (r.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('server did not start')
}
const post = async (path: string, body: unknown, token?: string, key?: string) => {
  const r = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  })
  return (await r.json()) as { code: number; message: string; data: { balance?: string; api_token?: string } }
}

afterAll(async () => {
  server?.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
  if (!url) return
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
  await c.end()
})

describe.skipIf(!url)('crash (PostgreSQL)', () => {
  it('SIGKILL during a transfer load loses no acknowledged transfer and leaves the ledger balanced', async () => {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`CREATE SCHEMA "${schema}"`)
    await admin.end()
    start()
    await ready()

    const players: { token: string; id: number }[] = []
    const db = await openDb({ url, schema, poolSize: 4 })
    // Eight players from one address: the per-address sign-up limit (an operator setting) is lifted here.
    await db.query(
      `UPDATE settings SET value = jsonb_set(value, '{per_ip_per_hour}', '1000000'::jsonb) WHERE key = 'registration'`,
    )
    for (let i = 0; i < 8; i++) {
      const name = `crash${i}x${schema.slice(-4)}`
      const r = await post('/api/register', signUp(name))
      expect(r.code, r.message).toBe(200)
      const [u] = await db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [name])
      const id = Number(u.id)
      await db.tx(async (q) => {
        const d = await createDeposit(q, id, {
          paytype: 'bank',
          amount: 1_000_000n,
          bank: '东岳商业银行',
          bank_no: '1',
          bank_owner: '张三',
          bank_address: 'x',
        })
        await approveDeposit(q, d.out_trade_no, 'crash-test')
      })
      players.push({ token: r.data.api_token!, id })
    }

    const acked: { token: string; key: string; body: unknown; answer: unknown }[] = []
    let stop = false
    const worker = async (p: { token: string }, w: number) => {
      for (let n = 0; !stop; n++) {
        const body =
          n % 2
            ? { amount: 1.01, sourcetype: 'jdlive', targettype: 'userbalance' }
            : { amount: 1.01, sourcetype: 'userbalance', targettype: 'jdlive' }
        const key = `crash-${w}-${n}-${schema}`
        try {
          const r = await post('/api/transfer', body, p.token, key)
          if (r.code === 200) acked.push({ token: p.token, key, body, answer: r })
        } catch {
          return // the server is gone
        }
      }
    }
    const load = players.flatMap((p, i) => [worker(p, i * 2), worker(p, i * 2 + 1)])
    await new Promise((r) => setTimeout(r, 2500))
    server!.kill('SIGKILL')
    stop = true
    await Promise.all(load)
    expect(acked.length).toBeGreaterThan(20)

    start()
    await ready()
    // Every acknowledged transfer committed with its idempotency record…
    const keys = acked.map((a) => a.key)
    const [{ n }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM api_idempotency WHERE key = ANY($1) AND code = 200',
      [keys],
    )
    expect(n).toBe(acked.length)
    // …and replaying it returns the first answer, moving nothing.
    const [{ before }] = await db.query<{ before: number }>(
      'SELECT count(*)::int AS before FROM ledger_transfers',
    )
    for (const a of acked.slice(-20))
      expect(await post('/api/transfer', a.body, a.token, a.key)).toEqual(a.answer)
    const [{ after }] = await db.query<{ after: number }>(
      'SELECT count(*)::int AS after FROM ledger_transfers',
    )
    expect(after).toBe(before)
    await db.close()
    server!.kill('SIGTERM')

    const check = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/ledger-check.ts'], {
      env: { ...process.env, DATABASE_URL: dbUrl },
      encoding: 'utf8',
    })
    expect(check.stdout).toContain('ledger OK')
    expect(check.status).toBe(0)
  }, 120_000)
})
