// The plumbing both clients share (src/api/http.ts) and the console's layer over it (src/console/api.ts,
// download.ts, the KYC document's image): envelope, 401 path, timeout, network, drift, files.
import { delay, HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createTransport, type Failures, fillPath, sameOrigin, unwrap } from '../../src/api/http'
import { server } from '../../src/api/mocks/node'
import {
  type AdminCall,
  ConsoleError,
  call,
  setApiLang,
  setToken,
  setUnauthorizedHandler,
} from '../../src/console/api'
import { downloadCsv } from '../../src/console/download'
import { documentImage } from '../../src/console/views/kyc/calls'

const thrower: Failures = {
  unauthorized: (m) => {
    throw new Error(`401 ${m ?? ''}`)
  },
  garbled: (s) => {
    throw new Error(`garbled ${s}`)
  },
  refused: (c, m) => {
    throw new Error(`${c} ${m}`)
  },
}

const ping: AdminCall<z.ZodObject<{ n: z.ZodNumber }>> = {
  method: 'GET',
  path: '/admin/api/ping/:id',
  response: z.object({ n: z.number() }),
}
const login: AdminCall = { method: 'POST', path: '/admin/api/login', response: z.unknown() }
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345'

afterEach(() => {
  vi.useRealTimers()
  setApiLang('zh')
})

describe('shared plumbing (src/api/http.ts)', () => {
  it('fills path parameters and leaves the rest for the body', () => {
    expect(
      fillPath('/admin/api/deposits/:order/:action', { order: 'D 1', action: 'pass', note: 'x' }),
    ).toEqual({ path: '/admin/api/deposits/D%201/pass', rest: { note: 'x' } })
  })

  it('unwraps code 200 to data and message; sends everything else to the failures', () => {
    expect(unwrap({ status: 200, body: { code: 200, message: 'ok', data: 7 } }, thrower)).toEqual({
      data: 7,
      message: 'ok',
    })
    expect(() => unwrap({ status: 200, body: { code: 1000, message: 'bad', data: null } }, thrower)).toThrow(
      '1000 bad',
    )
    expect(() => unwrap({ status: 200, body: { code: 401, message: 'gone', data: null } }, thrower)).toThrow(
      '401 gone',
    )
    // HTTP 401 without an envelope is still the end of the session.
    expect(() => unwrap({ status: 401, body: '<html>' }, thrower)).toThrow('401 ')
    expect(() => unwrap({ status: 502, body: '<html>' }, thrower)).toThrow('garbled 502')
  })

  it('answers whatever the HTTP status; no answer is status 0, the timeout 408, never a retry', async () => {
    let hits = 0
    server.use(
      http.post('*/x/refused', () => {
        hits++
        return HttpResponse.json({ code: 1000, message: 'no', data: null }, { status: 500 })
      }),
      http.post('*/x/down', () => HttpResponse.error()),
      http.post('*/x/slow', async () => {
        await delay(500)
        return HttpResponse.json({ code: 200, message: 'ok', data: null })
      }),
    )
    const send = createTransport(sameOrigin, 60_000)
    expect(await send('/x/refused', 'POST', {}, {})).toEqual({
      status: 500,
      body: { code: 1000, message: 'no', data: null },
    })
    expect(hits).toBe(1)
    expect((await send('/x/down', 'POST', {}, {})).status).toBe(0)
    expect((await send('/x/slow', 'POST', {}, {}, 50)).status).toBe(408)
  })
})

describe("the console's client over it (src/console/api.ts)", () => {
  it('sends token and Lang, fills the path, drops empty query values, checks the answer', async () => {
    const seen: Request[] = []
    server.use(
      http.get('*/admin/api/ping/:id', ({ request }) => {
        seen.push(request)
        return HttpResponse.json({ code: 200, message: 'ok', data: { n: 3 } })
      }),
    )
    setToken(TOKEN)
    setApiLang('en')
    expect(await call(ping, { id: 'a/b', q: '', page: 2 })).toEqual({ n: 3 })
    const url = new URL(seen[0].url)
    expect(url.pathname).toBe('/admin/api/ping/a%2Fb')
    expect(url.search).toBe('?page=2')
    expect(seen[0].headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
    expect(seen[0].headers.get('lang')).toBe('en')
  })

  it('throws the refusal with its code, message and data', async () => {
    server.use(
      http.get('*/admin/api/ping/:id', () =>
        HttpResponse.json({ code: 1000, message: '金额无效', data: { field: 'amount' } }),
      ),
    )
    const e = await call(ping, { id: 1 }).catch((x: unknown) => x)
    expect(e).toBeInstanceOf(ConsoleError)
    expect(e).toMatchObject({ code: 1000, message: '金额无效', data: { field: 'amount' } })
  })

  it('code 401 ends the session through the one handler, except on the sign-in call', async () => {
    const onOut = vi.fn()
    setUnauthorizedHandler(onOut)
    server.use(
      http.get('*/admin/api/ping/:id', () =>
        HttpResponse.json({ code: 401, message: '请重新登录', data: null }),
      ),
      http.post('*/admin/api/login', () => HttpResponse.json({ code: 401, message: '密码错误', data: null })),
    )
    await expect(call(ping, { id: 1 })).rejects.toMatchObject({ code: 401, message: '请重新登录' })
    expect(onOut).toHaveBeenCalledTimes(1)
    await expect(call(login, { username: 'a', password: 'b' })).rejects.toMatchObject({
      code: 401,
      message: '密码错误',
    })
    expect(onOut).toHaveBeenCalledTimes(1)
  })

  it('an answer that breaks the contract, or is no envelope, is drift (500)', async () => {
    server.use(
      http.get('*/admin/api/ping/1', () => HttpResponse.json({ code: 200, message: 'ok', data: { n: 'x' } })),
      http.get('*/admin/api/ping/2', () => new HttpResponse('<html>oops</html>', { status: 502 })),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(call(ping, { id: 1 })).rejects.toMatchObject({
      code: 500,
      message: '服务器返回的数据格式不符合约定，请联系技术人员',
    })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
    await expect(call(ping, { id: 2 })).rejects.toMatchObject({ code: 500 })
  })

  it('no answer in 30 s is a timeout (408); a failed network is code 0', async () => {
    server.use(
      http.get('*/admin/api/ping/1', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
      http.get('*/admin/api/ping/2', () => HttpResponse.error()),
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const slow = call(ping, { id: 1 }).catch((x: unknown) => x)
    await vi.advanceTimersByTimeAsync(30_001)
    expect(await slow).toMatchObject({ code: 408, message: '服务器响应超时，请稍后重试' })
    vi.useRealTimers()
    await expect(call(ping, { id: 2 })).rejects.toMatchObject({ code: 0 })
  })
})

describe('files through the same client: CSV exports and the KYC document image', () => {
  const csvPath = '/admin/api/reports'

  it('saves the CSV the server answers, with the token', async () => {
    const seen: Request[] = []
    server.use(
      http.get(`*${csvPath}`, ({ request }) => {
        seen.push(request)
        return new HttpResponse('\ufeffa,b\n1,2\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        })
      }),
    )
    const created = vi.fn((_b: Blob) => 'blob:x')
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() })
    setToken(TOKEN)
    await downloadCsv(`${csvPath}?format=csv`, 'r.csv', 'fallback')
    expect(seen[0].headers.get('authorization')).toBe(`Bearer ${TOKEN}`)
    expect(new URL(seen[0].url).search).toBe('?format=csv')
    expect(await created.mock.calls[0][0].text()).toContain('a,b')
    expect(click).toHaveBeenCalledTimes(1)
    click.mockRestore()
  })

  it("throws a refused export with the server's message; 401 ends the session; garbage gives the fallback", async () => {
    const onOut = vi.fn()
    setUnauthorizedHandler(onOut)
    server.use(
      http.get(`*${csvPath}`, ({ request }) => {
        const q = new URL(request.url).searchParams.get('case')
        if (q === 'refused')
          return HttpResponse.json({ code: 403, message: '您的角色（客服）无权执行此操作', data: null })
        if (q === 'expired')
          return HttpResponse.json({ code: 401, message: '请重新登录', data: null }, { status: 401 })
        return new HttpResponse('<html>', { status: 502, headers: { 'content-type': 'text/html' } })
      }),
    )
    await expect(downloadCsv(`${csvPath}?case=refused`, 'r.csv', 'fallback')).rejects.toMatchObject({
      code: 403,
      message: '您的角色（客服）无权执行此操作',
    })
    expect(onOut).not.toHaveBeenCalled()
    await expect(downloadCsv(`${csvPath}?case=expired`, 'r.csv', 'fallback')).rejects.toMatchObject({
      code: 401,
    })
    expect(onOut).toHaveBeenCalledTimes(1)
    await expect(downloadCsv(`${csvPath}?case=x`, 'r.csv', 'fallback')).rejects.toMatchObject({
      code: 500,
      message: 'fallback',
    })
  })

  it("the document's image comes as a blob; anything but an image is refused", async () => {
    server.use(
      http.get('*/admin/api/kyc/documents/41/file', () =>
        HttpResponse.arrayBuffer(new Uint8Array([137, 80, 78, 71]).buffer, {
          headers: { 'content-type': 'image/png' },
        }),
      ),
      http.get('*/admin/api/kyc/documents/42/file', () =>
        HttpResponse.json({ code: 404, message: '证件不存在', data: null }),
      ),
    )
    const blob = await documentImage(41)
    expect(blob.size).toBe(4)
    await expect(documentImage(42)).rejects.toMatchObject({ code: 404, message: '证件不存在' })
  })
})
