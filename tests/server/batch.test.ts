// POST /api/batch (docs/delivery.md, "Reads in one request"): each part answers exactly as the same
// call sent alone (session, refusal, language), only the reads of BATCH_READS are carried, a batch
// is bounded, and the rate limit counts every part at the caller's own address.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { BATCH_MAX, BATCH_READS, batchCalls, type Call, calls, protectionCalls } from '../../core/contract'
import { callApi, makeApp, newIp, registerAndLogin } from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  app = await makeApp()
})

type Part = { method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> }
const part = (c: Call, body?: Record<string, unknown>): Part => ({ method: c.method, path: c.path, body })
const batch = (parts: Part[], token?: string, headers: Record<string, string> = {}) =>
  callApi(app, batchCalls.batch, { calls: parts }, { token, headers })

/** An answer without the server's clock reading (two requests may fall in different seconds). */
const untimed = (data: unknown) =>
  data && typeof data === 'object' && 'server_time' in data ? { ...data, server_time: null } : data

describe('POST /api/batch', () => {
  it('answers each read as it answers alone, in the order asked', async () => {
    const p = await registerAndLogin(app)
    const parts = [
      part(calls.user),
      part(calls.balance),
      part(calls.getcard, { type: 1 }),
      part(calls.getPayWay),
      part(calls.gameList, { category: '' }),
      part(protectionCalls.protectionStatus),
    ]
    const env = await batch(parts, p.token)
    expect(env.code).toBe(200)
    expect(env.data).toHaveLength(parts.length)
    const alone = [
      await callApi(app, calls.user, {}, { token: p.token }),
      await callApi(app, calls.balance, {}, { token: p.token }),
      await callApi(app, calls.getcard, { type: 1 }, { token: p.token }),
      await callApi(app, calls.getPayWay, {}, { token: p.token }),
      await callApi(app, calls.gameList, { category: '' }, { token: p.token }),
      await callApi(app, protectionCalls.protectionStatus, {}, { token: p.token }),
    ]
    for (const [i, a] of env.data.entries()) {
      expect(a.status, parts[i].path).toBe(200)
      const body = a.body as { code: number; data: unknown }
      expect(body.code, parts[i].path).toBe(200)
      // The user read and the protection status carry the time of their request; everything else is
      // the same answer.
      if (parts[i].path === calls.user.path) expect(body.data).toMatchObject({ username: p.username })
      else expect(untimed(body.data), parts[i].path).toEqual(untimed(alone[i].data))
    }
  })

  it('checks each part’s own session: public reads answer, member reads refuse with 401', async () => {
    const env = await batch([part(calls.app), part(calls.balance)])
    expect(env.code).toBe(200)
    const [site, money] = env.data.map((a) => a.body as { code: number; message: string })
    expect(site.code).toBe(200)
    expect(money.code).toBe(401)
    expect(money.message).toMatch(/登录/)
  })

  it('answers each part in the caller’s language', async () => {
    const env = await batch([part(calls.balance)], undefined, { lang: 'en' })
    expect((env.data[0].body as { message: string }).message).toMatch(/log/i)
  })

  it('carries only the reads it lists, and a bounded number of them', async () => {
    const p = await registerAndLogin(app)
    for (const refused of [
      part(calls.withdraw, { money: 100, paypassword: '123456', cardid: 1 }),
      part(calls.login, { name: p.username, password: p.password }),
      part(calls.transall),
      part(batchCalls.batch, { calls: [part(calls.balance)] }),
      { method: 'POST' as const, path: '/api/balance/../withdraw' },
      { method: 'GET' as const, path: '/api/balance' },
    ]) {
      const env = await batch([part(calls.balance), refused], p.token)
      expect(env.code, refused.path).toBe(1000)
      expect(env.message).toBe('请求格式不正确')
    }
    const many = Array.from({ length: BATCH_MAX + 1 }, () => part(calls.balance))
    expect((await batch(many, p.token)).code).toBe(1000)
    expect((await batch([], p.token)).code).toBe(1000)
    expect((await callApi(app, batchCalls.batch, { calls: 'x' })).code).toBe(1000)
  })

  it('lists only calls of the contract', () => {
    const known = new Set(
      [...Object.values(calls), ...Object.values(protectionCalls)].map((c) => `${c.method} ${c.path}`),
    )
    for (const entry of BATCH_READS) expect(known.has(entry), entry).toBe(true)
  })
})

describe('the rate limit counts the batch and every part', () => {
  it('at the caller’s address, not the server’s', async () => {
    const limited = await makeApp({ rateLimit: { capacity: 5, refillPerSecond: 0.001, store: 'memory' } })
    const send = (ip: string, parts: number) =>
      limited.inject({
        method: 'POST',
        url: batchCalls.batch.path,
        remoteAddress: ip,
        payload: { calls: Array.from({ length: parts }, () => part(calls.app)) },
      })
    const alone = async (ip: string) =>
      (await limited.inject({ method: 'POST', url: calls.app.path, remoteAddress: ip })).json().code
    const codes = (res: { json: () => { data: { body: { code: number } }[] } }) =>
      res.json().data.map((a) => a.body.code)
    const a = newIp()
    // The batch and its two parts are three requests of this address; two more alone make the five
    // allowed, the next is refused.
    expect(codes(await send(a, 2))).toEqual([200, 200])
    for (let i = 0; i < 2; i++) expect(await alone(a)).toBe(200)
    expect(await alone(a)).toBe(429)
    expect((await send(a, 1)).json().code).toBe(429)
    // Another address is not touched by those.
    expect(codes(await send(newIp(), 2))).toEqual([200, 200])
  })
})
