import { delay, HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { calls } from '../../core/contract'
import { login, user } from '../../src/api/account'
import { ApiError, getToken, request, setLang, setToken, setUnauthorizedHandler } from '../../src/api/client'
import { endpoints } from '../../src/api/endpoints'
import { gameTable } from '../../src/api/games'
import { server } from '../../src/api/mocks/node'
import { app } from '../../src/api/site'
import { transfer } from '../../src/api/wallet'

const seen = () => {
  const requests: Request[] = []
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone())
  })
  return requests
}

describe('API client', () => {
  it('knows exactly the calls of the contract, with the same method, path and flags', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(calls).sort())
    for (const [name, c] of Object.entries(calls)) {
      const ep = endpoints[name as keyof typeof endpoints] as {
        method: string
        path: string
        idempotent?: boolean
        messageIsData?: boolean
      }
      expect([name, ep.method, ep.path]).toEqual([name, c.method, c.path])
      expect([name, !!ep.idempotent, !!ep.messageIsData]).toEqual([name, !!c.idempotent, !!c.messageIsData])
    }
  })

  it('unwraps the envelope to data on code 200', async () => {
    const settings = await app()
    expect(settings.title).toBe('金鼎娱乐')
    expect(settings.site_state).toBe(1)
  })

  it('throws a typed ApiError with the code and message on any other code', async () => {
    const e = await login({ name: 'nobody01', password: 'whatever1' }).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ApiError)
    expect(e).toMatchObject({ code: 202, message: '用户不存在' })
  })

  it('sends the bearer token, or an empty Authorization header without one', async () => {
    const requests = seen()
    await app()
    expect(requests[0].headers.get('authorization')).toBe('')
    const { api_token } = await login({ name: 'demo888', password: 'demo8888' })
    setToken(api_token)
    expect(getToken()).toBe(api_token)
    await user()
    expect(requests.at(-1)?.headers.get('authorization')).toBe(`Bearer ${api_token}`)
    expect(requests.at(-1)?.headers.get('content-type')).toContain('application/json')
  })

  it('sends the Lang header and gets refusals in that language', async () => {
    const requests = seen()
    setLang('en')
    try {
      const e = await request('register', {
        name: 'ab',
        password: 'x',
        confirmPass: 'x',
        realname: 'x',
        paypassword: '1',
      }).catch((x: unknown) => x)
      expect(requests[0].headers.get('lang')).toBe('en')
      expect(e).toMatchObject({
        code: 1000,
        message: 'The username needs at least 6 characters, mixing letters and digits!',
      })
    } finally {
      setLang('zh')
    }
    const e = await request('register', {
      name: 'ab',
      password: 'x',
      confirmPass: 'x',
      realname: 'x',
      paypassword: '1',
    }).catch((x: unknown) => x)
    expect(e).toMatchObject({ code: 1000, message: '用户名长度不得低于6位，以字母和数字组合！' })
  })

  it('calls the unauthorized handler on body code 401 from ANY call, and never retries', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    setToken('mock-1-gone')
    let hits = 0
    server.events.on('request:start', () => {
      hits++
    })
    await expect(user()).rejects.toMatchObject({ code: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    // A public call answering 401 in its body takes the same path.
    server.use(
      http.post('*/api/app', () => HttpResponse.json({ code: 401, message: '认证失败', data: null })),
    )
    await expect(app()).rejects.toMatchObject({ code: 401, message: '认证失败' })
    expect(onUnauthorized).toHaveBeenCalledTimes(2)
    // The in-house game calls (outside the original API) go through the same client and the same path.
    server.use(
      http.post('*/api/games/table', () => HttpResponse.json({ code: 401, message: '认证失败', data: null })),
    )
    await expect(gameTable({ venue: 'jdslot', game: 'jdslot-01' } as never)).rejects.toMatchObject({
      code: 401,
    })
    expect(onUnauthorized).toHaveBeenCalledTimes(3)
    // An HTTP 401 status too.
    server.use(
      http.post('*/api/app', () =>
        HttpResponse.json({ code: 401, message: 'authentication failed' }, { status: 401 }),
      ),
    )
    await expect(app()).rejects.toMatchObject({ code: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(4)
    expect(hits).toBe(4)
  })

  it('does not retry a POST that failed on the server (HTTP 500)', async () => {
    let hits = 0
    server.use(
      http.post('*/api/transfer', () => {
        hits++
        return HttpResponse.json({ code: 500, message: '服务器异常', data: null }, { status: 500 })
      }),
    )
    setToken('t')
    await expect(
      transfer({ amount: 10, sourcetype: 'userbalance', targettype: 'jdlive' }),
    ).rejects.toMatchObject({
      code: 500,
      message: '服务器异常',
    })
    expect(hits).toBe(1)
  })

  it('sends the Idempotency-Key header when given, and a replay gets the first answer', async () => {
    const requests = seen()
    const { api_token } = await login({ name: 'demo888', password: 'demo8888' })
    setToken(api_token)
    const body = { amount: 100, sourcetype: 'userbalance', targettype: 'jdlive' }
    const first = await transfer(body, { idempotencyKey: 'key-1' })
    const replay = await transfer(body, { idempotencyKey: 'key-1' })
    expect(requests.at(-1)?.headers.get('idempotency-key')).toBe('key-1')
    expect(replay).toEqual(first)
    expect(first.balance).toBe('12788.00')
    await transfer(body)
    expect(requests.at(-1)?.headers.has('idempotency-key')).toBe(false)
  })

  it('times out after the configured time with code 408 (60 s by default)', async () => {
    server.use(
      http.post('*/api/app', async () => {
        await delay(500)
        return HttpResponse.json({ code: 200, message: 'ok', data: null })
      }),
    )
    await expect(request('app', undefined, { timeout: 50 })).rejects.toMatchObject({ code: ApiError.TIMEOUT })
  })

  it('reports a network failure as code 0', async () => {
    server.use(http.post('*/api/app', () => HttpResponse.error()))
    await expect(app()).rejects.toMatchObject({ code: ApiError.NETWORK, message: '网络异常，请稍后再试' })
  })
})

describe('shared reads (fnShared) and the answers that came with the page (seedShared)', () => {
  it('callers at the same time share one request; a failure is not kept', async () => {
    const { fnShared } = await import('../../src/api/client')
    const notices = fnShared('homenotice', 60_000)
    const requests = seen()
    const [a, b] = await Promise.all([notices(), notices()])
    expect(a).toEqual(b)
    expect(requests.filter((r) => r.url.includes('/api/homenotice'))).toHaveLength(1)

    const failing = fnShared('article', 60_000)
    server.use(
      http.post('*/api/article', () => HttpResponse.json({ code: 500, message: '暂无内容', data: null })),
    )
    await expect(failing({ type: 1 })).rejects.toBeInstanceOf(ApiError)
    server.resetHandlers()
    await expect(failing({ type: 1 })).resolves.toBeDefined()
  })

  it('a seeded answer is used once fresh, only for its own body and language', async () => {
    const { fnShared, seedShared } = await import('../../src/api/client')
    const banners = fnShared('bannerList', 60_000)
    const seeded = [{ src: '/img/seeded.svg', url: '', title: '来自页面' }]
    seedShared('bannerList', { type: 7 }, seeded, 'zh')
    seedShared('bannerList', { type: 8 }, seeded, 'en')
    const requests = seen()
    expect(await banners({ type: 7 })).toEqual(seeded)
    expect(requests).toHaveLength(0)
    // Another language's page block is not an answer for this one.
    expect(await banners({ type: 8 })).not.toEqual(seeded)
    expect(requests).toHaveLength(1)
  })
})

describe('peekRead: an answered shared read drawn in the first render', () => {
  it('gives the answer only once it has arrived, only to its own session, and not after a write', async () => {
    const { peekRead } = await import('../../src/api/client')
    const { answeredProtectionStatus, protectionStatus } = await import('../../src/api/protection')
    const { bindcard } = await import('../../src/api/cashier')
    const { api_token } = await login({ name: 'demo888', password: 'demo8888' })
    setToken(api_token)
    expect(answeredProtectionStatus()).toBeUndefined()
    const asked = protectionStatus()
    // Under way: nothing to draw yet.
    expect(answeredProtectionStatus()).toBeUndefined()
    const status = await asked
    expect(answeredProtectionStatus()).toEqual(status)
    expect(peekRead('protectionStatus', null, false)).toBeUndefined()
    // Another session's answer is not this one's.
    setToken('another-session')
    expect(answeredProtectionStatus()).toBeUndefined()
    setToken(api_token)
    expect(answeredProtectionStatus()).toEqual(status)
    // A write forgets the member's reads: the next view asks again.
    await bindcard({
      bank: '东岳商业银行',
      bank_no: '6222020000000009',
      bank_owner: '张三',
      bank_address: '演示支行',
      pay_pass: '123456',
    }).catch(() => {})
    expect(answeredProtectionStatus()).toBeUndefined()
  })
})

describe("a member's shared reads", () => {
  it('are shared for one session only, and forgotten after any call that is not a declared read', async () => {
    const { getcard, bindcard } = await import('../../src/api/cashier')
    const { protectionStatus } = await import('../../src/api/protection')
    const { balance } = await import('../../src/api/account')
    const { api_token } = await login({ name: 'demo888', password: 'demo8888' })
    setToken(api_token)
    const requests = seen()
    const cards = () => requests.filter((r) => r.url.includes('/api/getcard')).length
    const statuses = () => requests.filter((r) => r.url.includes('/api/protection')).length

    // The parts of one page asking at once: one request each.
    await Promise.all([getcard({ type: 1 }), getcard({ type: 1 }), protectionStatus(), protectionStatus()])
    expect([cards(), statuses()]).toEqual([1, 1])
    // Another body is another read; a declared read (the balance poll) keeps them.
    await getcard({ type: 2 })
    await balance()
    await getcard({ type: 1 })
    expect(cards()).toBe(2)

    // Another session never gets this player's answers.
    setToken('another-session-token')
    await getcard({ type: 1 }).catch(() => {})
    expect(cards()).toBe(3)
    setToken(api_token)

    // A write (binding a card) makes them stale: the next read asks the server.
    await bindcard({
      bank: '东岳商业银行',
      bank_no: '6222000012349876',
      bank_owner: '演示玩家',
      bank_address: '演示分行',
      pay_pass: '123456',
    }).catch(() => {})
    await getcard({ type: 1 })
    await protectionStatus()
    expect([cards(), statuses()]).toEqual([4, 2])
  })
})

describe('warmRoute: the opened page starts its code and its first reads at boot', () => {
  it('home: banners, notices and the game list; a member page only its own reads', async () => {
    const { warmRoute } = await import('../../src/routes/table')
    const requests = seen()
    const paths = () => requests.map((r) => new URL(r.url).pathname).sort()
    await warmRoute('/', { loggedIn: false })
    await new Promise((r) => setTimeout(r, 50))
    expect(paths()).toEqual(['/api/bannerList', '/api/game/list', '/api/homenotice'])

    // A member page without a session: the guard sends the visitor to the login page, nothing is asked.
    requests.splice(0)
    await warmRoute('/mine/recharge', { loggedIn: false })
    await new Promise((r) => setTimeout(r, 50))
    expect(paths()).toEqual([])

    const { api_token } = await login({ name: 'demo888', password: 'demo8888' })
    requests.splice(0)
    setToken(api_token)
    await warmRoute('/mine/recharge?from=header', { loggedIn: true })
    await new Promise((r) => setTimeout(r, 50))
    expect(paths()).toEqual([
      '/api/banklist',
      '/api/get_pay_way',
      '/api/getcard',
      '/api/getcard',
      '/api/getpaybank',
      '/api/protection',
    ])

    requests.splice(0)
    await warmRoute('/login', { loggedIn: false })
    await warmRoute('/no-such-page', { loggedIn: false })
    await new Promise((r) => setTimeout(r, 50))
    expect(paths()).toEqual([])
  })
})
