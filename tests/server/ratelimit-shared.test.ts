// The API rate limit held across instances (server/http/ratelimit.ts): two app instances over the same
// PostgreSQL database, or the same Redis, count one client's burst as one. PGlite is a single process
// and counts in memory: there the cross-instance part is skipped.
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { callApi, makeApp, registerAndLogin } from './helpers'

const onPostgres = Boolean(process.env.DATABASE_URL)
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'

async function redisAnswers() {
  const r = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 })
  try {
    await r.connect()
    return (await r.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    r.disconnect()
  }
}
const withRedis = await redisAnswers()

/** An address no earlier run has counted (Redis keeps its counters between runs). */
const freshIp = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

const LIMIT = { capacity: 10, refillPerSecond: 0.01, store: 'shared' as const }

/** 24 requests of one client spread over both instances, half of them at once. */
async function burst(a: FastifyInstance, b: FastifyInstance, ip: string) {
  const codes: number[] = []
  for (let i = 0; i < 6; i++) codes.push((await callApi(i % 2 ? a : b, calls.homenotice, {}, { ip })).code)
  const parallel = await Promise.all(
    Array.from({ length: 18 }, (_, i) => callApi(i % 2 ? a : b, calls.homenotice, {}, { ip })),
  )
  codes.push(...parallel.map((e) => e.code))
  return codes
}

describe('rate limit shared by instances', () => {
  it.skipIf(!onPostgres)('in PostgreSQL: a burst split over two instances is limited as one', async () => {
    const a = await makeApp({ rateLimit: LIMIT, redisUrl: '' })
    const b = await makeApp({ rateLimit: LIMIT, redisUrl: '' })
    const ip = freshIp()
    const codes = await burst(a, b, ip)
    expect(codes.filter((c) => c === 200)).toHaveLength(10)
    expect(codes.filter((c) => c === 429)).toHaveLength(14)
    // Another client is not affected, on either instance.
    expect((await callApi(a, calls.homenotice, {}, { ip: freshIp() })).code).toBe(200)
    const [row] = await a.db.query<{ hits: number }>('SELECT hits FROM rate_limit_hits WHERE key = $1', [
      `api:${ip}`,
    ])
    expect(Number(row.hits)).toBe(24)
  })

  it.skipIf(!withRedis)(
    'in Redis (REDIS_URL): a burst split over two instances is limited as one',
    async () => {
      const a = await makeApp({ rateLimit: LIMIT, redisUrl })
      const b = await makeApp({ rateLimit: LIMIT, redisUrl })
      const codes = await burst(a, b, freshIp())
      expect(codes.filter((c) => c === 200)).toHaveLength(10)
      expect(codes.filter((c) => c === 429)).toHaveLength(14)
    },
  )

  it.skipIf(!onPostgres)('money calls per player: 60 per window over both instances together', async () => {
    const a = await makeApp({ rateLimit: { store: 'shared' }, redisUrl: '' })
    const b = await makeApp({ rateLimit: { store: 'shared' }, redisUrl: '' })
    const p = await registerAndLogin(a)
    const codes: number[] = []
    // Refused calls count too (a wrong pay password): the limit is on attempts, not on successes.
    for (let i = 0; i < 66; i++) {
      const env = await callApi(
        i % 2 ? a : b,
        calls.bindcard,
        {
          bank: '东岳商业银行',
          bank_address: '',
          bank_no: '6222000011110000',
          bank_owner: '张三',
          pay_pass: '000000',
        },
        { token: p.token, headers: { 'idempotency-key': `rl-${p.username}-${i}` }, ip: freshIp() },
      )
      codes.push(env.code)
    }
    expect(codes.filter((c) => c === 429)).toHaveLength(6)
    expect(codes.slice(0, 60)).not.toContain(429)
  })

  it('a refused request gets the envelope with code 429 and a Retry-After', async () => {
    const a = await makeApp({
      rateLimit: { capacity: 2, refillPerSecond: 0.01, store: 'shared' },
      redisUrl: '',
    })
    const ip = freshIp()
    await callApi(a, calls.homenotice, {}, { ip })
    await callApi(a, calls.homenotice, {}, { ip })
    const res = await a.inject({ method: 'POST', url: '/api/homenotice', remoteAddress: ip })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ code: 429, message: '请求过于频繁，请稍后再试', data: null })
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })

  it.skipIf(!onPostgres)(
    'in PostgreSQL, a large limit is claimed in blocks: one write per block, never more than the limit over both instances',
    async () => {
      const limit = { capacity: 200, refillPerSecond: 0.01, store: 'shared' as const }
      const a = await makeApp({ rateLimit: limit, redisUrl: '' })
      const b = await makeApp({ rateLimit: limit, redisUrl: '' })
      const ip = freshIp()
      const codes = (
        await Promise.all(
          Array.from({ length: 260 }, (_, i) => callApi(i % 2 ? a : b, calls.homenotice, {}, { ip })),
        )
      ).map((e) => e.code)
      const passed = codes.filter((c) => c === 200).length
      // Each instance may hold back at most one unused block of 20: refused a little early, never late.
      expect(passed).toBeLessThanOrEqual(200)
      expect(passed).toBeGreaterThanOrEqual(200 - 2 * 20)
      expect(codes.filter((c) => c !== 200 && c !== 429)).toEqual([])
      // The counter moved by whole blocks (20 slots a claim), about one write per 20 requests.
      const [row] = await a.db.query<{ hits: number }>('SELECT hits FROM rate_limit_hits WHERE key = $1', [
        `api:${ip}`,
      ])
      expect(Number(row.hits) % 20).toBe(0)
      expect(Number(row.hits)).toBeGreaterThanOrEqual(260)
      expect(Number(row.hits)).toBeLessThan(260 + 2 * 20)
    },
  )
})
