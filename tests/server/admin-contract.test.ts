// The operator API and its contract are one list (docs/operator-console.md, "How routes are
// declared"): every admin call of core/contract has a route, every route the operator app registers
// under /admin/api has a call, and each route guards the call's permission. `contractGaps` is the
// comparison; its own checks below feed it deliberately broken tables so it is known to catch them.
import Fastify from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type AdminCall, adminCalls, allAdminCalls } from '../../core/contract/admin'
import { supportDeskCalls } from '../../core/contract/support-desk'
import { adminRouter, guardOf, type RouteEntry } from '../../server/admin/route'
import { registeredAdminRoutes, routeTable } from '../../server/admin/routes'
import { makeAdminApp } from './helpers'

type Registered = { method: string; url: string }

/** Every disagreement between the contract's calls and the routes, one line each (empty when equal). */
function contractGaps(
  calls: readonly AdminCall[],
  table: readonly Pick<RouteEntry, 'method' | 'url' | 'permission'>[],
  registered: readonly Registered[],
): string[] {
  const key = (m: string, u: string) => `${m} ${u}`
  const gaps: string[] = []
  const byKey = new Map<string, AdminCall>()
  for (const c of calls) {
    const k = key(c.method, c.path)
    const seen = byKey.get(k)
    if (seen && seen.permission !== c.permission)
      gaps.push(`${k}: two contract calls, permissions ${seen.permission} and ${c.permission}`)
    byKey.set(k, c)
  }
  const routes = new Map(table.map((r) => [key(r.method, r.url), r]))
  for (const [k, c] of byKey) {
    const r = routes.get(k)
    if (!r) gaps.push(`${k}: contract call without a route`)
    else if (r.permission !== guardOf(c))
      gaps.push(`${k}: route guards ${r.permission}, contract says ${c.permission}`)
  }
  for (const r of table)
    if (!byKey.has(key(r.method, r.url))) gaps.push(`${key(r.method, r.url)}: route without a contract call`)
  for (const r of registered)
    if (r.url.startsWith('/admin/api') && !byKey.has(key(r.method, r.url)))
      gaps.push(`${key(r.method, r.url)}: registered outside the contract`)
  return [...new Set(gaps)].sort()
}

describe('contractGaps', () => {
  const a = adminCalls.audit
  const b = adminCalls.lockPlayer
  const entry = (c: AdminCall) => ({ method: c.method, url: c.path, permission: guardOf(c) })

  it('is empty when calls and routes agree (a ticket call is guarded as public)', () => {
    const calls = [a, b, adminCalls.loginTotp]
    const table = calls.map(entry)
    expect(table[2].permission).toBe('public')
    expect(contractGaps(calls, table, table)).toEqual([])
  })

  it('catches a route whose permission differs from its call', () => {
    const table = [entry(a), { ...entry(b), permission: 'players.read' as const }]
    expect(contractGaps([a, b], table, table)).toEqual([
      'POST /admin/api/players/:username/lock: route guards players.read, contract says players.lock',
    ])
  })

  it('catches a call without a route and a route without a call', () => {
    const table = [
      entry(a),
      { method: 'GET' as const, url: '/admin/api/nowhere', permission: 'self' as const },
    ]
    expect(contractGaps([a, b], table, [])).toEqual([
      'GET /admin/api/nowhere: route without a contract call',
      'POST /admin/api/players/:username/lock: contract call without a route',
    ])
  })

  it('catches a route registered beside `route` (straight on the app)', () => {
    const table = [entry(a)]
    expect(contractGaps([a], table, [...table, { method: 'GET', url: '/admin/api/support/stream' }])).toEqual(
      ['GET /admin/api/support/stream: registered outside the contract'],
    )
  })
})

describe('the operator app against the contract', () => {
  beforeAll(async () => {
    await makeAdminApp()
  }, 180_000)

  it('every admin call has its route, every /admin/api route its call, with the same permission', () => {
    expect(allAdminCalls.length).toBeGreaterThan(100)
    // The tables kept beside the call table are in the list too.
    expect(allAdminCalls).toContain(supportDeskCalls.stream)
    expect(allAdminCalls).toContain(adminCalls.ledgerCheck)
    expect(registeredAdminRoutes.length).toBeGreaterThanOrEqual(routeTable.length)
    expect(contractGaps(allAdminCalls, routeTable, registeredAdminRoutes)).toEqual([])
  })
})

describe('an answer against its call', () => {
  it('is sent when it matches the response schema, answered 500 when it does not', async () => {
    const app = Fastify({ logger: false })
    app.decorate('config', { validateResponses: true } as never)
    const route = adminRouter(app)
    const call = (path: string): AdminCall => ({
      method: 'GET',
      path,
      permission: 'public',
      request: z.object({}),
      response: z.object({ total_cents: z.string() }),
    })
    route(call('/probe/right'), async () => ({ total_cents: '100' }))
    route(call('/probe/wrong'), async () => ({ total_cents: 1.5 }))
    const right = await app.inject({ method: 'GET', url: '/probe/right' })
    expect(right.json()).toMatchObject({ code: 200, data: { total_cents: '100' } })
    const wrong = await app.inject({ method: 'GET', url: '/probe/wrong' })
    expect(wrong.statusCode).toBe(500)
    expect(wrong.body).not.toContain('1.5')
    await app.close()
    // The probes are not operator routes: out of the shared route table again.
    for (let i = routeTable.length - 1; i >= 0; i--)
      if (routeTable[i].url.startsWith('/probe/')) routeTable.splice(i, 1)
  })
})
