// The operator surface is closed by default: the operator API exists only on the operator instance
// (the public app answers 404 there, also when it serves the SPA), operator logins are reserved before
// the password is checked (parallel guesses cannot all be evaluated), a stranger's guesses never lock
// the operator out at their own address, and a manual adjustment above the operator cap is refused.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { adminToken, makeAdminApp, makeApp, newIp, registerAndLogin, TEST_SECRETS, testDb } from './helpers'

let pub: FastifyInstance
let ops: FastifyInstance
const spaDir = mkdtempSync(join(tmpdir(), 'jd-spa-'))
writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>spa</title>')

beforeAll(async () => {
  pub = await makeApp()
  ops = await makeAdminApp({
    operatorLogin: { accountDelayAfter: 1000 }, // the delay has its own test below
  })
}, 180_000)
afterAll(() => rmSync(spaDir, { recursive: true, force: true }))

const login = (app: FastifyInstance, username: string, password: string, ip: string) =>
  app
    .inject({ method: 'POST', url: '/admin/api/login', payload: { username, password }, remoteAddress: ip })
    .then((r) => ({
      status: r.statusCode,
      ...(r.json() as { code: number; message: string; data: unknown }),
    }))

describe('the operator API has its own instance', () => {
  it('is not reachable on the public app: 404 envelope, with and without the SPA', async () => {
    const withSpa = buildApp({
      db: await testDb(),
      staticDir: spaDir,
      config: { payPepper: TEST_SECRETS.payPepper, uploadsDir: spaDir },
    })
    try {
      for (const app of [pub, withSpa]) {
        const post = await app.inject({
          method: 'POST',
          url: '/admin/api/login',
          payload: { username: 'admin', password: TEST_SECRETS.adminPassword },
        })
        expect(post.statusCode).toBe(404)
        expect(post.json()).toMatchObject({ code: 404, message: '接口不存在', data: null })
        for (const url of ['/admin/api/players', '/admin/api/deposits?state=1', '/admin', '/admin/']) {
          const get = await app.inject({ method: 'GET', url })
          expect(get.statusCode, url).toBe(404)
          expect(get.headers['content-type']).toMatch(/application\/json/)
          expect(get.json().code).toBe(404)
        }
      }
    } finally {
      await withSpa.close()
    }
  })

  it('answers on the operator instance, in Chinese, and not the player API there', async () => {
    const ok = await login(ops, 'admin', TEST_SECRETS.adminPassword, newIp())
    expect(ok).toMatchObject({ code: 200, data: { step: 'totp' } })
    const players = await ops.inject({
      method: 'GET',
      url: '/admin/api/players',
      headers: { authorization: `Bearer ${await adminToken(ops)}` },
    })
    expect(players.json().code).toBe(200)
    expect((await ops.inject({ method: 'GET', url: '/admin/api/players' })).json()).toMatchObject({
      code: 401,
      message: '请先登录运营后台',
    })
    expect((await ops.inject({ method: 'POST', url: '/api/login', payload: {} })).statusCode).toBe(404)
  })
})

describe('operator logins', () => {
  it('of 40 parallel guesses with the right one among them, at most 5 are evaluated', async () => {
    const ip = newIp()
    const right = 17
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login(ops, 'admin', i === right ? TEST_SECRETS.adminPassword : `wrong-guess-${i}`, ip),
      ),
    )
    const evaluated = answers.filter((a) => a.code === 401 || a.code === 200)
    const refused = answers.filter((a) => a.code === 429)
    expect(evaluated.length).toBeLessThanOrEqual(5)
    expect(evaluated.length + refused.length).toBe(40)
    expect(refused[0].message).toMatch(/^此地址登录该运营账号失败次数过多，请\d+分钟后再试$/)
    // The database holds every reservation: 40 attempts of this (operator, address), 5 of them allowed.
    const [pair] = await ops.db.query<{ attempts: number }>(
      "SELECT attempts FROM operator_login_attempts WHERE scope = 'pair' AND key = $1",
      [`admin\n${ip}`],
    )
    expect(Number(pair.attempts)).toBe(40 - answers.filter((a) => a.code === 200).length)
    // Now the right password from that address is refused without a check...
    expect((await login(ops, 'admin', TEST_SECRETS.adminPassword, ip)).code).toBe(429)
    // ...while the operator at their own address logs in: a stranger cannot lock them out.
    expect((await login(ops, 'admin', TEST_SECRETS.adminPassword, newIp())).code).toBe(200)
  })

  it('limits one address over every operator name (unknown names included)', async () => {
    const ip = newIp()
    const answers = []
    for (let i = 0; i < 21; i++) answers.push(await login(ops, `nobody${i}`, 'wrong-password', ip))
    expect(answers.slice(0, 20).every((a) => a.code === 401 && a.message === '运营账号或密码错误')).toBe(true)
    expect(answers[20]).toMatchObject({ code: 429 })
    expect(answers[20].message).toMatch(/^此地址登录失败次数过多/)
    expect((await login(ops, 'admin', TEST_SECRETS.adminPassword, ip)).code).toBe(429)
  })

  it('slows down checks of an operator failing from many addresses, and never locks the operator', async () => {
    const slow = await makeAdminApp({
      operatorLogin: { accountDelayAfter: 7, accountDelayStepMs: 500, accountDelayMaxMs: 1000 },
    })
    const username = `op${Date.now() % 1e6}`
    await slow.db.tx(async (q) => {
      const { createOperator } = await import('../../server/admin/service')
      await createOperator(q, username, 'operator-pass-42')
    })
    const timed = async (password: string) => {
      const t0 = performance.now()
      const r = await login(slow, username, password, newIp())
      return { code: r.code, ms: performance.now() - t0 }
    }
    const first = await timed('wrong-1')
    for (let i = 2; i <= 8; i++) await timed(`wrong-${i}`)
    const later = await timed('wrong-9')
    expect(first.code).toBe(401)
    expect(later.code).toBe(401)
    // 9th attempt, 2 past the threshold: 1000 ms (the cap) of waiting before the check.
    expect(later.ms).toBeGreaterThanOrEqual(1000)
    expect(first.ms).toBeLessThan(later.ms)
    const right = await timed('operator-pass-42')
    expect(right.code).toBe(200)
  })
})

describe('manual adjustments', () => {
  it('need a reason and are capped by the operator setting, refused above it in Chinese', async () => {
    const p = await registerAndLogin(pub)
    const [{ value }] = await ops.db.query<{ value: { adjust_max: string } }>(
      "SELECT value FROM settings WHERE key = 'admin'",
    )
    expect(value.adjust_max).toBe('10000.00')
    const t = { token: await adminToken(ops) }
    const adjust = (amount: number, reason: string) =>
      ops
        .inject({
          method: 'POST',
          url: '/admin/api/adjust',
          payload: { username: p.username, amount, reason },
          headers: { authorization: `Bearer ${t.token}` },
        })
        .then((r) => r.json() as { code: number; message: string })
    expect(await adjust(100, '   ')).toEqual({ code: 1000, message: '人工调整必须填写原因', data: null })
    const above = await adjust(10000.01, '活动补发')
    expect(above.code).toBe(1000)
    expect(above.message).toContain('单笔人工调整不能超过10000.00元')
    expect((await adjust(-10000.01, '冲正')).code).toBe(1000)
    expect((await adjust(10000, '活动补发')).code).toBe(200)
    await ops.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{adjust_max}', '"500.00"') WHERE key = 'admin'`,
    )
    try {
      expect((await adjust(500.01, '活动补发')).message).toContain('不能超过500.00元')
      expect((await adjust(500, '活动补发')).code).toBe(200)
    } finally {
      await ops.db.query(
        `UPDATE settings SET value = jsonb_set(value, '{adjust_max}', '"10000.00"') WHERE key = 'admin'`,
      )
    }
    const [row] = await ops.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit WHERE action = 'adjust' AND target = $1",
      [p.username],
    )
    expect(Number(row.n)).toBe(2)
  })
})
