// Reads in one request (src/api/client.ts readBatch, docs/delivery.md): the reads a page starts in the
// same moment travel as one POST /api/batch and each caller gets exactly what it would have got alone.
// The batch handler here answers each part from the mock backend, as the server answers each part
// from its own routes.
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { balance, login, user } from '../../src/api/account'
import { getcard } from '../../src/api/cashier'
import { forgetSharedReads, setReadBatching, setToken, setUnauthorizedHandler } from '../../src/api/client'
import { server } from '../../src/api/mocks/node'
import { app, getPayWay } from '../../src/api/site'
import { transfer } from '../../src/api/wallet'

type Part = { method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> }

/** Every request the page sends, by path; batches answered part by part from the mock backend. */
function watch() {
  const paths: string[] = []
  const batches: Part[][] = []
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname)
  })
  server.use(
    http.post('*/api/batch', async ({ request }) => {
      const { calls } = (await request.json()) as { calls: Part[] }
      batches.push(calls)
      const origin = new URL(request.url).origin
      const headers = { authorization: request.headers.get('authorization') ?? '', lang: 'zh' }
      const answers = await Promise.all(
        calls.map(async (c) => {
          const url = new URL(c.path, origin)
          if (c.method === 'GET')
            for (const [k, v] of Object.entries(c.body ?? {})) url.searchParams.set(k, String(v))
          const res = await fetch(url, {
            method: c.method,
            headers: { ...headers, 'content-type': 'application/json' },
            body: c.method === 'POST' ? JSON.stringify(c.body ?? {}) : undefined,
          })
          return { status: res.status, body: await res.json() }
        }),
      )
      return HttpResponse.json({ code: 200, message: '成功', data: answers })
    }),
  )
  return { paths, batches }
}

async function member() {
  const { api_token } = await login({ name: 'demo888', password: 'demo8888' })
  setToken(api_token)
}

describe('reads started in the same moment', () => {
  it('travel as one request, each caller with its own answer', async () => {
    await member()
    const alone = await Promise.all([user(), balance(), getcard({ type: 1 }), getPayWay()])
    forgetSharedReads()
    setReadBatching(true)
    const w = watch()
    const together = await Promise.all([user(), balance(), getcard({ type: 2 }), getPayWay()])
    expect(w.batches).toHaveLength(1)
    expect(w.batches[0].map((p) => `${p.method} ${p.path}`)).toEqual([
      'POST /api/user',
      'POST /api/balance',
      'POST /api/getcard',
      'GET /api/get_pay_way',
    ])
    expect(w.batches[0][2].body).toEqual({ type: 2 })
    expect(together[0]).toEqual(alone[0])
    expect(together[1]).toEqual(alone[1])
    expect(together[3]).toEqual(alone[3])
    // Only the batch left the page (the parts seen after it are the handler's own).
    expect(w.paths[0]).toBe('/api/batch')
  })

  it('a read started alone goes alone; a call that changes something never joins', async () => {
    await member()
    setReadBatching(true)
    const w = watch()
    await balance()
    expect(w.paths).toEqual(['/api/balance'])
    await Promise.all([
      balance(),
      transfer({ platname: 'jdlive', type: 1, money: 1 } as never).catch(() => {}),
    ])
    expect(w.batches).toHaveLength(0)
    expect(w.paths.slice(1).sort()).toEqual(['/api/balance', '/api/transfer'])
  })

  it('a 401 inside takes the 401 path for its own read only', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    setToken('mock-1-gone')
    setReadBatching(true)
    const w = watch()
    const [site, money] = await Promise.allSettled([app(), balance()])
    expect(w.batches).toHaveLength(1)
    expect(site.status).toBe('fulfilled')
    expect(money).toMatchObject({ status: 'rejected', reason: { code: 401 } })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('a refused batch is every read’s refusal; a server without batches answers each alone', async () => {
    await member()
    const money = await balance()
    setReadBatching(true)
    server.use(
      http.post('*/api/batch', () =>
        HttpResponse.json({ code: 503, message: '系统繁忙，请稍后再试', data: null }),
      ),
    )
    const busy = await Promise.allSettled([user(), balance()])
    for (const r of busy)
      expect(r).toMatchObject({ status: 'rejected', reason: { code: 503, message: '系统繁忙，请稍后再试' } })

    server.use(http.post('*/api/batch', () => new HttpResponse('not found', { status: 404 })))
    const paths: string[] = []
    server.events.on('request:start', ({ request }) => {
      paths.push(new URL(request.url).pathname)
    })
    const [u, b] = await Promise.all([user(), balance()])
    expect(u.username).toBe('demo888')
    expect(b).toEqual(money)
    expect(paths).toEqual(['/api/batch', '/api/user', '/api/balance'])
  })

  it('reads under another session do not join the ones waiting', async () => {
    await member()
    setReadBatching(true)
    const w = watch()
    const first = balance()
    setToken('another-session-token')
    const second = balance().catch((e: unknown) => e)
    await first
    await second
    expect(w.batches).toHaveLength(0)
    expect(w.paths).toEqual(['/api/balance', '/api/balance'])
  })
})
