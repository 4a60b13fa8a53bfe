// Login (login_pc) and its limits, sessions (logoff, expiry, password change) and the session cache.
// Every answer goes through callApi (contract schema, never a 5xx).
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { callApi, makeApp, newIp, newUsername, registerAndLogin, rowCounts, testDb } from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  app = await makeApp()
})

const q = async <T = Record<string, unknown>>(text: string, params?: unknown[]) =>
  (await testDb()).query<T>(text, params)
describe('login_pc', () => {
  it('logs in with a fresh session per login and shows the previous login time', async () => {
    const r = await registerAndLogin(app)
    const ip = newIp()
    const a = await callApi(
      app,
      calls.login,
      { name: r.username, password: r.password, code: 'ab12' },
      { ip },
    )
    expect(a.code).toBe(200)
    expect(a.message).toBe('登录成功')
    expect(a.data.username).toBe(r.username)
    expect(a.data.last_login_at).not.toBeNull()
    expect(a.data.api_token).not.toBe(r.token)
    const b = await callApi(
      app,
      calls.login,
      { name: r.username.toUpperCase(), password: r.password },
      { ip },
    )
    expect(b.code).toBe(200)
    // Both sessions stay valid: a login elsewhere does not end this one.
    for (const token of [r.token, a.data.api_token, b.data.api_token]) {
      expect((await callApi(app, calls.balance, {}, { token })).code).toBe(200)
    }
  })

  it('answers the same 203 for a wrong password and an unknown account', async () => {
    const r = await registerAndLogin(app)
    const wrong = await callApi(
      app,
      calls.login,
      { name: r.username, password: 'nope12345' },
      { ip: newIp() },
    )
    const unknown = await callApi(
      app,
      calls.login,
      { name: newUsername('ghost'), password: 'nope12345' },
      { ip: newIp() },
    )
    expect(wrong).toMatchObject({ code: 203, data: null })
    expect(unknown).toMatchObject({ code: 203, data: null })
    expect(wrong.message).toBe(unknown.message)
    expect(wrong.message).toContain('用户名或密码错误')
  })

  it('5 failures from one address lock that address for 15 minutes (423), even with the right password; the owner at home signs in', async () => {
    const r = await registerAndLogin(app)
    const stranger = { ip: newIp(), headers: { 'user-agent': 'guesser/1.0' } }
    const msgs: string[] = []
    for (let i = 0; i < 5; i++) {
      const env = await callApi(app, calls.login, { name: r.username, password: `wrong${i}abc` }, stranger)
      msgs.push(`${env.code} ${env.message}`)
    }
    expect(msgs.slice(0, 4).every((m) => m.startsWith('203'))).toBe(true)
    expect(msgs[0]).toContain('再错4次')
    expect(msgs[4]).toMatch(/^423 登录失败次数过多，账号已锁定，请15分钟后再试$/)
    const locked = await callApi(app, calls.login, { name: r.username, password: r.password }, stranger)
    expect(locked.code).toBe(423)
    // The address the owner registered from (a successful sign-in) is not locked.
    expect((await callApi(app, calls.login, { name: r.username, password: r.password })).code).toBe(200)
    // 16 minutes later the lock is over.
    await q(
      `UPDATE auth_counters SET window_start = window_start - interval '16 minutes', locked_until = locked_until - interval '16 minutes'
        WHERE scope = 'login.pair' AND subject = $1`,
      [`${r.username.toLowerCase()}\n${stranger.ip}`],
    )
    const ok = await callApi(app, calls.login, { name: r.username, password: r.password }, stranger)
    expect(ok.code).toBe(200)
  })

  it('a success gives back only its own attempt: earlier failures stay counted in the window', async () => {
    const r = await registerAndLogin(app)
    const ip = newIp()
    for (let i = 0; i < 4; i++)
      await callApi(app, calls.login, { name: r.username, password: 'bad1bad1' }, { ip })
    expect((await callApi(app, calls.login, { name: r.username, password: r.password }, { ip })).code).toBe(
      200,
    )
    const again = await callApi(app, calls.login, { name: r.username, password: 'bad1bad1' }, { ip })
    expect(again.code).toBe(423)
  })

  it('limits failures per IP across accounts (429)', async () => {
    const limited = await makeApp({ login: { ipMaxFails: 3 } })
    const ip = newIp()
    const codes: number[] = []
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await callApi(limited, calls.login, { name: newUsername('ipx'), password: 'bad1bad1' }, { ip }))
          .code,
      )
    }
    expect(codes).toEqual([203, 203, 203, 429])
    const r = await registerAndLogin(limited)
    const env = await callApi(limited, calls.login, { name: r.username, password: r.password }, { ip })
    expect(env.code).toBe(429)
    expect(env.message).toContain('该网络登录失败次数过多')
    // Another address is not affected.
    expect(
      (await callApi(limited, calls.login, { name: r.username, password: r.password }, { ip: newIp() })).code,
    ).toBe(200)
  })

  it.each([
    [{ name: '', password: 'abc12345' }, '请输入您的账号和密码！'],
    [{ name: 'demo888', password: '' }, '请输入您的账号和密码！'],
    [{ name: 'demo888' }, '请输入您的账号和密码！'],
    [{ name: 'x'.repeat(33), password: 'abc12345' }, '请输入您的账号和密码！'],
    [{ name: 'demo888', password: 'a'.repeat(33) }, '请输入您的账号和密码！'],
    [{ name: 'demo888', password: 'demo8888', code: '1234567' }, '请输入验证码！'],
  ])('refuses %j with 1000 before counting anything', async (body, message) => {
    const before = await rowCounts(['login_attempts', 'sessions'])
    expect(await callApi(app, calls.login, body, { ip: newIp() })).toMatchObject({ code: 1000, message })
    expect(await rowCounts(['login_attempts', 'sessions'])).toEqual(before)
  })

  it('logs in the seeded demo player and agent', async () => {
    const p = await callApi(app, calls.login, { name: 'demo888', password: 'demo8888' }, { ip: newIp() })
    const a = await callApi(app, calls.login, { name: 'agent888', password: 'agent8888' }, { ip: newIp() })
    expect(p.code).toBe(200)
    expect(a.code).toBe(200)
    const agent = await callApi(app, calls.user, {}, { token: a.data.api_token })
    expect(agent.data.isagent).toBe(1)
  })
})

describe('sessions', () => {
  it('401 without a token, with a malformed or unknown token', async () => {
    const variants: Record<string, string>[] = [
      {},
      { authorization: 'Bearer ' },
      { authorization: 'Bearer x' },
      { authorization: `Bearer ${'A'.repeat(43)}` },
      { authorization: 'Basic abc' },
    ]
    for (const headers of variants) {
      const env = await callApi(app, calls.balance, {}, { headers })
      expect(env).toMatchObject({ code: 401, data: null, message: '登录已失效，请重新登录' })
    }
  })

  it('logoff revokes only this session', async () => {
    const r = await registerAndLogin(app)
    const other = await callApi(app, calls.login, { name: r.username, password: r.password }, { ip: newIp() })
    const off = await callApi(app, calls.logoff, {}, { token: r.token })
    expect(off).toMatchObject({ code: 200, data: null })
    expect((await callApi(app, calls.balance, {}, { token: r.token })).code).toBe(401)
    expect((await callApi(app, calls.logoff, {}, { token: r.token })).code).toBe(401)
    expect((await callApi(app, calls.balance, {}, { token: other.data.api_token })).code).toBe(200)
  })

  it('expires after 2 hours idle and after 7 days in any case', async () => {
    const idle = await registerAndLogin(app)
    const old = await registerAndLogin(app)
    await q(
      "UPDATE sessions SET last_seen_at = now() - interval '2 hours 1 minute' WHERE user_id = (SELECT id FROM users WHERE username = $1)",
      [idle.username],
    )
    await q(
      "UPDATE sessions SET created_at = now() - interval '7 days 1 minute', last_seen_at = now() WHERE user_id = (SELECT id FROM users WHERE username = $1)",
      [old.username],
    )
    expect((await callApi(app, calls.user, {}, { token: idle.token })).code).toBe(401)
    expect((await callApi(app, calls.user, {}, { token: old.token })).code).toBe(401)
  })

  it('activity keeps a session alive (last_seen_at is refreshed)', async () => {
    const r = await registerAndLogin(app)
    await q(
      "UPDATE sessions SET last_seen_at = now() - interval '1 hour 59 minutes' WHERE user_id = (SELECT id FROM users WHERE username = $1)",
      [r.username],
    )
    expect((await callApi(app, calls.balance, {}, { token: r.token })).code).toBe(200)
    const [s] = await q<{ age: number }>(
      'SELECT extract(epoch FROM now() - last_seen_at)::int AS age FROM sessions WHERE user_id = (SELECT id FROM users WHERE username = $1)',
      [r.username],
    )
    expect(Number(s.age)).toBeLessThan(60)
  })

  it('a disabled account is refused with its reason and cannot log in', async () => {
    const r = await registerAndLogin(app)
    await q('UPDATE users SET status = 0 WHERE username = $1', [r.username])
    expect(await callApi(app, calls.balance, {}, { token: r.token })).toMatchObject({
      code: 203,
      message: '账号已被停用，请联系客服',
    })
    expect(
      (await callApi(app, calls.login, { name: r.username, password: r.password }, { ip: newIp() })).code,
    ).toBe(423)
  })
})

describe('session cache', () => {
  /** Calls balance until it is refused (the change notice travels on its own connection). */
  const untilRefused = async (token: string) => {
    const deadline = Date.now() + 3000
    let code = 0
    while (Date.now() < deadline) {
      code = (await callApi(app, calls.balance, {}, { token })).code
      if (code !== 200) return code
      await new Promise((r) => setTimeout(r, 20))
    }
    return code
  }

  it('a cached session revoked by someone else (another process, an operator) stops working', async () => {
    const r = await registerAndLogin(app)
    expect((await callApi(app, calls.balance, {}, { token: r.token })).code).toBe(200)
    await q(
      'UPDATE sessions SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE username = $1)',
      [r.username],
    )
    expect(await untilRefused(r.token)).toBe(401)
  })

  it('a cached session of an account disabled afterwards stops working', async () => {
    const r = await registerAndLogin(app)
    expect((await callApi(app, calls.balance, {}, { token: r.token })).code).toBe(200)
    await q('UPDATE users SET status = 0 WHERE username = $1', [r.username])
    expect(await untilRefused(r.token)).toBe(203)
  })

  it('a cached session moved past its idle or absolute expiry stops working', async () => {
    const idle = await registerAndLogin(app)
    const old = await registerAndLogin(app)
    for (const r of [idle, old])
      expect((await callApi(app, calls.user, {}, { token: r.token })).code).toBe(200)
    await q(
      "UPDATE sessions SET last_seen_at = now() - interval '2 hours 1 minute' WHERE user_id = (SELECT id FROM users WHERE username = $1)",
      [idle.username],
    )
    await q(
      "UPDATE sessions SET created_at = now() - interval '7 days 1 minute' WHERE user_id = (SELECT id FROM users WHERE username = $1)",
      [old.username],
    )
    expect(await untilRefused(idle.token)).toBe(401)
    expect(await untilRefused(old.token)).toBe(401)
  })

  it('a password change ends every cached session of the user at once', async () => {
    const r = await registerAndLogin(app)
    const other = await callApi(app, calls.login, { name: r.username, password: r.password }, { ip: newIp() })
    for (const token of [r.token, other.data.api_token])
      expect((await callApi(app, calls.balance, {}, { token })).code).toBe(200)
    const env = await callApi(
      app,
      calls.editPassword,
      { password: r.password, paypassword: 'xyz98765', newpasword: 'xyz98765' },
      { token: r.token },
    )
    expect(env.code, env.message).toBe(200)
    for (const token of [r.token, other.data.api_token])
      expect((await callApi(app, calls.balance, {}, { token })).code).toBe(401)
  })

  it.skipIf(!process.env.DATABASE_URL)(
    'a lost change channel empties the cache: nothing revoked meanwhile is answered from memory',
    async () => {
      const r = await registerAndLogin(app)
      expect((await callApi(app, calls.balance, {}, { token: r.token })).code).toBe(200)
      // Cut this process's LISTEN connection, revoke while it is down, and wait for it to come back:
      // the session must not be answered from what the cache held before the gap.
      const listeners = async () =>
        Number(
          (
            await q<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1', [
              `jinding:${process.pid}:listen`,
            ])
          )[0].n,
        )
      const before = await listeners()
      expect(before).toBeGreaterThan(0)
      await q('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
        `jinding:${process.pid}:listen`,
      ])
      await new Promise((res) => setTimeout(res, 100))
      await q(
        'UPDATE sessions SET revoked_at = now() WHERE user_id = (SELECT id FROM users WHERE username = $1)',
        [r.username],
      )
      const deadline = Date.now() + 10_000
      while ((await listeners()) < before && Date.now() < deadline)
        await new Promise((res) => setTimeout(res, 50))
      expect(await listeners()).toBe(before)
      expect((await callApi(app, calls.balance, {}, { token: r.token })).code).toBe(401)
    },
  )
})
