// Issue 25 item 5 (docs/auth-limits.md): the captcha writes nothing until answered (sealed and
// stateless, single use recorded on answer), and a crowd of addresses can no longer lock a player out:
// lockouts are per (account, address), strangers share an account-wide brake, and an address or device
// the owner signed in from before is never braked.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { calls } from '../../core/contract'
import { CAPTCHA_TTL_MS, sealCaptcha } from '../../server/auth/captcha'
import { clearLoginLocks } from '../../server/auth/login'
import {
  callApi,
  makeApp,
  newIp,
  newUsername,
  registerAndLogin,
  rowCounts,
  solveCaptcha,
  TEST_SECRETS,
} from './helpers'

vi.setConfig({ testTimeout: 180_000 })

let app: FastifyInstance
let open: FastifyInstance
beforeAll(async () => {
  app = await makeApp({ captcha: true })
  open = await makeApp()
}, 180_000)

const TABLES = ['captcha_answers', 'auth_counters', 'login_attempts', 'users']
const body = (over: Record<string, unknown> = {}) => ({
  name: newUsername('cst'),
  password: 'abc12345',
  confirmPass: 'abc12345',
  realname: '王五',
  paypassword: '123456',
  ...over,
})
const REFUSED = { code: 1000, message: '验证码错误或已失效，请重新输入' }

describe('stateless captcha', () => {
  it('10 000 captcha requests from 200 addresses write no row', async () => {
    const before = await rowCounts(TABLES)
    const ips = Array.from({ length: 200 }, (_, i) => `198.18.${i >> 8}.${i & 255}`)
    for (let round = 0; round < 50; round++) {
      const res = await Promise.all(
        ips.map((ip) => app.inject({ method: 'GET', url: calls.captcha.path, remoteAddress: ip })),
      )
      expect(res.every((r) => r.statusCode === 200 && r.json().code === 200)).toBe(true)
    }
    expect(await rowCounts(TABLES)).toEqual(before)
  })

  it('answers once only: the replay is refused, and only the answer wrote a row', async () => {
    const before = await rowCounts(['captcha_answers'])
    const c = await solveCaptcha(app)
    const first = await callApi(app, calls.register, body({ captcha_id: c.captcha_id, code: c.code }), {
      ip: newIp(),
    })
    expect(first.code, first.message).toBe(200)
    const replay = await callApi(app, calls.register, body({ captcha_id: c.captcha_id, code: c.code }), {
      ip: newIp(),
    })
    expect(replay).toMatchObject(REFUSED)
    expect((await rowCounts(['captcha_answers'])).captcha_answers).toBe(before.captcha_answers + 1)
  })

  it('an expired, tampered or foreign-sealed captcha is refused without writing anything', async () => {
    const c = await solveCaptcha(app)
    const flip = (id: string, at: number) => id.slice(0, at) + (id[at] === 'A' ? 'B' : 'A') + id.slice(at + 1)
    const forged = [
      sealCaptcha(TEST_SECRETS.payPepper, 'ab34', Date.now() - 1000),
      // The expiry field (bytes 13-16) moved forward, the answer, the tag: each breaks the seal.
      flip(c.captcha_id, 20),
      flip(c.captcha_id, 25),
      flip(c.captcha_id, 45),
      sealCaptcha('another-site-secret-0123456789', 'ab34', Date.now() + CAPTCHA_TTL_MS),
      c.captcha_id.slice(0, 40),
    ]
    const before = await rowCounts(TABLES)
    for (const id of forged) {
      const code = id === forged[0] || id === forged[4] ? 'ab34' : c.code
      const env = await callApi(app, calls.register, body({ captcha_id: id, code }), { ip: newIp() })
      expect(env, id).toMatchObject(REFUSED)
    }
    expect(await rowCounts(TABLES)).toEqual(before)
    // The untouched one still works: the refusals above did not use it up.
    const ok = await callApi(app, calls.register, body({ captcha_id: c.captcha_id, code: c.code }), {
      ip: newIp(),
    })
    expect(ok.code, ok.message).toBe(200)
  })

  it('answer records are pruned once their captcha has expired', async () => {
    const c = await solveCaptcha(app)
    await callApi(app, calls.register, body({ captcha_id: c.captcha_id, code: c.code }), { ip: newIp() })
    await app.db.query("UPDATE captcha_answers SET expires_at = now() - interval '1 second'")
    const next = await solveCaptcha(app)
    await callApi(app, calls.register, body({ captcha_id: next.captcha_id, code: next.code }), {
      ip: newIp(),
    })
    expect((await rowCounts(['captcha_answers'])).captcha_answers).toBe(1)
  })
})

describe('player lockouts per (account, address)', () => {
  const stranger = (ip = newIp()) => ({ ip, headers: { 'user-agent': 'guesser/1.0' } })
  const login = (r: { username: string }, password: string, opts = {}) =>
    callApi(open, calls.login, { name: r.username, password }, opts)

  it('250 wrong logins from 250 addresses leave the owner able to sign in from their own address', async () => {
    const r = await registerAndLogin(open)
    const home = { ip: newIp(), headers: { 'user-agent': 'owner-phone/2.0' } }
    expect((await login(r, r.password, home)).code).toBe(200)
    const envs = await Promise.all(
      Array.from({ length: 250 }, (_, i) =>
        login(r, `wrong${i}pw`, stranger(`203.0.${113 + (i >> 8)}.${i & 255}`)),
      ),
    )
    expect(envs.filter((e) => e.code === 200)).toHaveLength(0)
    // Strangers are braked account-wide once 20 of their guesses failed.
    expect((await login(r, r.password, stranger())).code).toBe(423)
    // The owner: from their own address, and from the device they used (on a new address).
    expect((await login(r, r.password, home)).code).toBe(200)
    expect((await login(r, r.password, { ...home, ip: newIp() })).code).toBe(200)
  })

  it('6 wrong logins from one address lock that address only', async () => {
    const r = await registerAndLogin(open)
    const bad = stranger()
    const codes: number[] = []
    for (let i = 0; i < 6; i++) codes.push((await login(r, `wrong${i}pw`, bad)).code)
    expect(codes).toEqual([203, 203, 203, 203, 423, 423])
    expect((await login(r, r.password, bad)).code).toBe(423)
    // Another address, even one never seen, is not locked; nor is the owner's.
    expect((await login(r, 'wrongAgain1', stranger())).code).toBe(203)
    expect((await login(r, r.password, stranger())).code).toBe(200)
    expect((await login(r, r.password)).code).toBe(200)
  })

  it('clearLoginLocks (a password reset) ends the address locks and the brake of that account only', async () => {
    const r = await registerAndLogin(open)
    const other = await registerAndLogin(open)
    const bad = stranger()
    for (let i = 0; i < 5; i++) {
      await login(r, 'wrong0pw', bad)
      await login(other, 'wrong0pw', bad)
    }
    expect((await login(r, r.password, bad)).code).toBe(423)
    await clearLoginLocks(open.db.query, r.username.toUpperCase())
    expect((await login(r, r.password, bad)).code).toBe(200)
    expect((await login(other, other.password, bad)).code).toBe(423)
  })

  it("strangers' failures past the per-address limit slow every further check down", async () => {
    const r = await registerAndLogin(open)
    for (let i = 0; i < 6; i++) expect((await login(r, 'wrong0pw', stranger())).code).toBe(203)
    const t0 = Date.now()
    expect((await login(r, r.password)).code).toBe(200)
    // Six failures: (6 - 5 + 1) × 500 ms.
    expect(Date.now() - t0).toBeGreaterThanOrEqual(950)
  })

  it('with the captcha on, the owner at home needs it once the account has a failure', async () => {
    const r = await registerAndLogin(app, { captcha: await solveCaptcha(app) })
    expect(
      (await callApi(app, calls.login, { name: r.username, password: 'nope1234' }, stranger())).code,
    ).toBe(203)
    expect(await callApi(app, calls.login, { name: r.username, password: r.password })).toMatchObject({
      code: 1000,
      message: '请输入验证码！',
    })
    const c = await solveCaptcha(app)
    const ok = await callApi(app, calls.login, {
      name: r.username,
      password: r.password,
      captcha_id: c.captcha_id,
      code: c.code,
    })
    expect(ok.code, ok.message).toBe(200)
  })
})
