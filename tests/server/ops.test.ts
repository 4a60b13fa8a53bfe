// Health, readiness and metrics (server/ops, server/admin/ops.ts; docs/operations.md): /healthz and
// /readyz on both ports, readiness naming each failing part, Prometheus metrics on the operator port
// only, labelled by route pattern and envelope code, never by a raw URL.
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { lifecycle } from '../../server/ops/health'
import { callApi, makeAdminApp, makeApp, registerAndLogin } from './helpers'
import { auth, fund, moneyApp } from './money-kit'

let app: FastifyInstance
let admin: FastifyInstance

beforeAll(async () => {
  app = await moneyApp()
  admin = await makeAdminApp()
})

afterEach(() => {
  lifecycle.draining = false
})

const get = (a: FastifyInstance, url: string) => a.inject({ method: 'GET', url })

describe('health', () => {
  it('/healthz answers on both ports', async () => {
    for (const a of [app, admin]) {
      const res = await get(a, '/healthz')
      expect(res.statusCode).toBe(200)
      expect(res.json().status).toBe('alive')
    }
  })

  it('/readyz is 200 with every check passing on both ports', async () => {
    const pub = await get(app, '/readyz')
    expect(pub.statusCode, pub.body).toBe(200)
    expect(pub.json()).toMatchObject({
      status: 'ready',
      failing: [],
      checks: { db: 'ok', migrations: 'ok', listen: 'ok', shutdown: 'no' },
    })
    const op = await get(admin, '/readyz')
    expect(op.statusCode, op.body).toBe(200)
    expect(op.json().checks).toMatchObject({ db: 'ok', migrations: 'ok' })
  })

  it('a shutting-down instance is not ready (503) but still alive', async () => {
    lifecycle.draining = true
    const res = await get(app, '/readyz')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: 'not ready', failing: ['shutdown'] })
    expect((await get(app, '/healthz')).statusCode).toBe(200)
    expect((await get(admin, '/readyz')).statusCode).toBe(503)
  })

  it('a migration the database lacks makes it not ready, naming the migration', async () => {
    const [last] = await app.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
    )
    await app.db.query('DELETE FROM schema_migrations WHERE name = $1', [last.name])
    try {
      const res = await get(app, '/readyz')
      expect(res.statusCode).toBe(503)
      expect(res.json().failing).toEqual(['migrations'])
      expect(res.json().checks.migrations).toBe(`pending: ${last.name}`)
    } finally {
      await app.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last.name])
    }
    expect((await get(app, '/readyz')).statusCode).toBe(200)
  })

  it('under load shedding /readyz is refused (503) but /healthz still answers', async () => {
    const busy = await makeApp({ pressure: { maxEventLoopDelayMs: 1, sampleIntervalMs: 5 } })
    const until = Date.now() + 300
    while (Date.now() < until) {
      // hold the event loop: the next sample sees the delay
    }
    await new Promise((r) => setTimeout(r, 20))
    expect((await get(busy, '/readyz')).statusCode).toBe(503)
    expect((await get(busy, '/healthz')).statusCode).toBe(200)
  })

  it('a lost LISTEN channel makes the instance not ready', async () => {
    const other = await makeApp()
    await other.sessionCache.listener?.close()
    const res = await get(other, '/readyz')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ failing: ['listen'], checks: { listen: 'down' } })
  })
})

describe('metrics', () => {
  it('are served on the operator port only', async () => {
    expect((await get(app, '/metrics')).statusCode).toBe(404)
    const res = await get(admin, '/metrics')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
  })

  it('count requests per route pattern and envelope code, logins, ledger transfers, pool and partners', async () => {
    const p = await registerAndLogin(app)
    const wrong = await callApi(app, calls.login, { name: p.username, password: 'wrong-pass-1' })
    expect(wrong.code).toBe(203)
    expect((await callApi(app, calls.login, { name: p.username, password: p.password })).code).toBe(200)
    await fund(app, p, 100)
    expect((await callApi(app, calls.balance, {}, auth(p))).code).toBe(200)
    await app.inject({ method: 'GET', url: '/api/no-such-call/private-path-xyz' })

    const text = (await get(admin, '/metrics')).body
    const line = (prefix: string) => text.split('\n').find((l) => l.startsWith(prefix))
    expect(
      line(
        'jinding_http_request_duration_seconds_count{surface="public",method="POST",route="/api/login_pc",status="200",code="203"}',
      ),
    ).toBeDefined()
    expect(
      line(
        'jinding_http_request_duration_seconds_count{surface="public",method="POST",route="/api/login_pc",status="200",code="200"}',
      ),
    ).toBeDefined()
    expect(
      line(
        'jinding_http_request_duration_seconds_bucket{le="0.005",surface="public",method="POST",route="/api/balance"',
      ),
    ).toBeDefined()
    expect(text).toContain('route="(unmatched)"')
    expect(text).not.toContain('private-path-xyz')
    expect(Number(line('jinding_logins_total{outcome="ok"}')?.split(' ')[1])).toBeGreaterThanOrEqual(1)
    expect(Number(line('jinding_logins_total{outcome="failed"}')?.split(' ')[1])).toBeGreaterThanOrEqual(1)
    expect(
      Number(line('jinding_ledger_transfers_total{outcome="applied"}')?.split(' ')[1]),
    ).toBeGreaterThanOrEqual(1)
    expect(Number(line('jinding_ledger_transfer_duration_seconds_count')?.split(' ')[1])).toBeGreaterThan(0)
    expect(line('jinding_db_connections{state="in_use"}')).toBeDefined()
    expect(line('jinding_db_connections{state="waiting"}')).toBeDefined()
    expect(line('jinding_partner_transfers_pending ')).toBeDefined()
    expect(text).toContain('# HELP jinding_job_runs_total')
    expect(text).toContain('# HELP jinding_lockouts_total')
    // The operator port times its own routes too.
    expect(text).toContain('surface="operator",method="GET",route="/readyz"')
  })

  it('count a lockout when failed logins lock an account', async () => {
    const p = await registerAndLogin(app)
    const before = (await get(admin, '/metrics')).body
    const value = (t: string) =>
      Number(
        t
          .split('\n')
          .find((l) => l.startsWith('jinding_lockouts_total{scope="login"}'))
          ?.split(' ')[1] ?? 0,
      )
    for (let i = 0; i < 5; i++)
      await callApi(app, calls.login, { name: p.username, password: 'wrong-pass-1' })
    expect(value((await get(admin, '/metrics')).body)).toBe(value(before) + 1)
  })
})
