// Accounts: registration, login and its limits, sessions (logoff, expiry, password change), balance,
// the member's profile, passwords and agent applications. Every answer goes through callApi, which
// checks it against the call's contract schema and that it is never a 5xx.
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
const registerBody = (name = newUsername('reg')) => ({
  name,
  password: 'abc12345',
  confirmPass: 'abc12345',
  realname: '李四',
  paypassword: '654321',
})

describe('register', () => {
  it('creates the account with wallets, answers {username, api_token} only, and the token works at once', async () => {
    const body = registerBody()
    const env = await callApi(app, calls.register, body)
    expect(env.code).toBe(200)
    expect(env.message).toBe('注册成功')
    expect(Object.keys(env.data).sort()).toEqual(['api_token', 'username'])
    expect(env.data.api_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const bal = await callApi(app, calls.balance, {}, { token: env.data.api_token })
    expect(bal).toMatchObject({ code: 200, data: { balance: '0.00' } })
    const user = await callApi(app, calls.user, {}, { token: env.data.api_token })
    expect(user.data).toMatchObject({
      username: body.name,
      realname: '李四',
      balance: '0.00',
      vip: 1,
      isagent: 0,
      current_vip: 'VIP1',
      next_vip: 'VIP2',
    })
    const [u] = await q<{ id: string }>('SELECT id FROM users WHERE username = $1', [body.name])
    const wallets = await q('SELECT code FROM ledger_accounts WHERE user_id = $1', [u.id])
    expect(wallets.length).toBe(1 + 23)
  })

  it('stores only hashes: Argon2id (m=19456, t=2, p=1) for both passwords, SHA-256 for the session', async () => {
    const r = await registerAndLogin(app)
    const [u] = await q<{ password_hash: string; pay_password_hash: string; id: number }>(
      'SELECT id, password_hash, pay_password_hash FROM users WHERE username = $1',
      [r.username],
    )
    expect(u.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(u.pay_password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    const sessions = await q<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [
      u.id,
    ])
    expect(sessions.map((s) => s.token_hash)).not.toContain(r.token)
    expect(sessions[0].token_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses a taken username, whatever its case, and writes nothing', async () => {
    const r = await registerAndLogin(app)
    const before = await rowCounts(['users', 'sessions', 'ledger_accounts'])
    const env = await callApi(app, calls.register, registerBody(r.username.toUpperCase()))
    expect(env).toMatchObject({ code: 201, message: '此用户名已被注册' })
    expect(await rowCounts(['users', 'sessions', 'ledger_accounts'])).toEqual(before)
  })

  it.each([
    [{ name: 'abcdef' }, '用户名长度不得低于6位，以字母和数字组合！'],
    [{ name: 'ab12' }, '用户名长度不得低于6位，以字母和数字组合！'],
    [{ name: 'abc_123' }, '用户名长度不得低于6位，以字母和数字组合！'],
    [{ password: 'abcdefgh', confirmPass: 'abcdefgh' }, '密码长度最少8位！以字母和数字组合！'],
    [{ password: 'abc1234', confirmPass: 'abc1234' }, '密码长度最少8位！以字母和数字组合！'],
    [{ confirmPass: 'abc12399' }, '两次密码不一致！'],
    [{ realname: '张三1' }, '姓名格式不正确，可以是中，英文名称！'],
    [{ realname: '' }, '姓名格式不正确，可以是中，英文名称！'],
    [{ paypassword: '12345' }, '支付密码长度需是6位！'],
    [{ paypassword: '12345a' }, '支付密码长度需是6位！'],
    [{ pid: -3 }, '参数错误'],
  ])('refuses %j with code 1000 and the rule text, writing nothing', async (over, message) => {
    const before = await rowCounts(['users', 'sessions'])
    const env = await callApi(app, calls.register, { ...registerBody(), ...over })
    expect(env).toMatchObject({ code: 1000, message })
    expect(await rowCounts(['users', 'sessions'])).toEqual(before)
  })

  it('parallel sign-ups with one name create exactly one account', async () => {
    const name = newUsername('race')
    const codes = await Promise.all(
      Array.from({ length: 6 }, () => callApi(app, calls.register, registerBody(name)).then((e) => e.code)),
    )
    expect(codes.filter((c) => c === 200).length).toBe(1)
    expect(codes.filter((c) => c === 201).length).toBe(5)
    expect((await q('SELECT 1 FROM users WHERE lower(username) = lower($1)', [name])).length).toBe(1)
  })

  it('answers the rule in English with header Lang: en', async () => {
    const env = await callApi(
      app,
      calls.register,
      { ...registerBody(), name: 'abcdef' },
      { headers: { lang: 'en' } },
    )
    expect(env).toMatchObject({
      code: 1000,
      message: 'The username needs at least 6 characters, mixing letters and digits!',
    })
  })

  it('keeps an agent referrer and ignores an unknown one; extra fields are never written', async () => {
    const ref = await registerAndLogin(app)
    const [r] = await q<{ id: string }>('SELECT id FROM users WHERE username = $1', [ref.username])
    await q('UPDATE users SET isagent = 1 WHERE id = $1', [r.id])
    const a = await registerAndLogin(app, { pid: Number(r.id) })
    const b = await callApi(app, calls.register, {
      ...registerBody(),
      pid: 99_999_999,
      isagent: 1,
      vip: 10,
      balance: '9999.00',
      status: 0,
    })
    expect(b.code).toBe(200)
    const rows = await q<{
      username: string
      pid: string | null
      isagent: number
      vip: number
      status: number
    }>('SELECT username, pid, isagent, vip, status FROM users WHERE username = ANY($1)', [
      [a.username, b.data.username],
    ])
    const byName = Object.fromEntries(rows.map((x) => [x.username, x]))
    expect(Number(byName[a.username].pid)).toBe(Number(r.id))
    expect(byName[b.data.username]).toMatchObject({ pid: null, isagent: 0, vip: 1, status: 1 })
  })
})

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

  it('locks the account for 15 minutes after 5 failures in 15 minutes (423), even with the right password', async () => {
    const r = await registerAndLogin(app)
    const msgs: string[] = []
    for (let i = 0; i < 5; i++) {
      const env = await callApi(
        app,
        calls.login,
        { name: r.username, password: `wrong${i}abc` },
        { ip: newIp() },
      )
      msgs.push(`${env.code} ${env.message}`)
    }
    expect(msgs.slice(0, 4).every((m) => m.startsWith('203'))).toBe(true)
    expect(msgs[0]).toContain('再错4次')
    expect(msgs[4]).toMatch(/^423 登录失败次数过多，账号已锁定，请15分钟后再试$/)
    const locked = await callApi(
      app,
      calls.login,
      { name: r.username, password: r.password },
      { ip: newIp() },
    )
    expect(locked.code).toBe(423)
    // 16 minutes later the lock is over.
    await q(
      `UPDATE auth_counters SET window_start = window_start - interval '16 minutes', locked_until = locked_until - interval '16 minutes'
        WHERE scope = 'login.account' AND subject = $1`,
      [r.username.toLowerCase()],
    )
    const ok = await callApi(app, calls.login, { name: r.username, password: r.password }, { ip: newIp() })
    expect(ok.code).toBe(200)
  })

  it('a success gives back only its own attempt: earlier failures stay counted in the window', async () => {
    const r = await registerAndLogin(app)
    for (let i = 0; i < 4; i++)
      await callApi(app, calls.login, { name: r.username, password: 'bad1bad1' }, { ip: newIp() })
    expect(
      (await callApi(app, calls.login, { name: r.username, password: r.password }, { ip: newIp() })).code,
    ).toBe(200)
    const again = await callApi(app, calls.login, { name: r.username, password: 'bad1bad1' }, { ip: newIp() })
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

  it('a disabled account loses its sessions and cannot log in', async () => {
    const r = await registerAndLogin(app)
    await q('UPDATE users SET status = 0 WHERE username = $1', [r.username])
    expect((await callApi(app, calls.balance, {}, { token: r.token })).code).toBe(401)
    expect(
      (await callApi(app, calls.login, { name: r.username, password: r.password }, { ip: newIp() })).code,
    ).toBe(423)
  })
})

describe('session cache', () => {
  /** Calls balance until it answers 401 (the change notice travels on its own connection). */
  const until401 = async (token: string) => {
    const deadline = Date.now() + 3000
    let code = 0
    while (Date.now() < deadline) {
      code = (await callApi(app, calls.balance, {}, { token })).code
      if (code === 401) return code
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
    expect(await until401(r.token)).toBe(401)
  })

  it('a cached session of an account disabled afterwards stops working', async () => {
    const r = await registerAndLogin(app)
    expect((await callApi(app, calls.balance, {}, { token: r.token })).code).toBe(200)
    await q('UPDATE users SET status = 0 WHERE username = $1', [r.username])
    expect(await until401(r.token)).toBe(401)
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
    expect(await until401(idle.token)).toBe(401)
    expect(await until401(old.token)).toBe(401)
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

describe('balance, user, refreshusermoney', () => {
  it('reads the balance from the ledger', async () => {
    const r = await registerAndLogin(app)
    const [u] = await q<{ id: string }>('SELECT id FROM users WHERE username = $1', [r.username])
    const db = await testDb()
    const { transfer, acct } = await import('../../server/ledger')
    await db.tx((tq) =>
      transfer(tq, {
        debit: acct.clearing('bank'),
        credit: acct.central(Number(u.id)),
        amount: 12_345n,
        kind: 'deposit',
        userId: Number(u.id),
      }),
    )
    expect((await callApi(app, calls.balance, {}, { token: r.token })).data).toEqual({ balance: '123.45' })
    const user = await callApi(app, calls.user, {}, { token: r.token })
    expect(user.data.balance).toBe('123.45')
    const refreshed = await callApi(app, calls.refreshusermoney, {}, { token: r.token })
    expect(refreshed).toMatchObject({
      code: 200,
      message: '刷新成功',
      data: { balance: '123.45', username: r.username },
    })
  })

  it('fanshui is the sum of unclaimed rebates; VIP progress follows the level; money settings give the rates', async () => {
    const r = await registerAndLogin(app)
    const where = '(SELECT id FROM users WHERE username = $1)'
    await q(
      `INSERT INTO rebates (user_id, venue_code, amount_cents, state) VALUES (${where}, 'jdslot', 1234, 0), (${where}, 'jdlive', 66, 0), (${where}, 'jdlive', 5000, 1)`,
      [r.username],
    )
    await q('UPDATE users SET vip = 3, paysum_cents = 600000 WHERE username = $1', [r.username])
    const user = await callApi(app, calls.user, {}, { token: r.token })
    expect(user.data).toMatchObject({
      fanshui: '13.00',
      vip: 3,
      current_vip: 'VIP3',
      next_vip: 'VIP4',
      next_vip_recharge: '20000.00',
      next_vip_flow: '100000.00',
      paysum: '6000.00',
      vipname: '/img/vip/vip3.svg',
      withdrawcashfee: '5.00',
      withdrawfeeusdttrc: '1.00',
    })
    await q('UPDATE users SET vip = 10 WHERE username = $1', [r.username])
    const top = await callApi(app, calls.user, {}, { token: r.token })
    expect(top.data).toMatchObject({
      current_vip: 'VIP10',
      next_vip: '',
      next_vip_recharge: '0.00',
      next_vip_flow: '0.00',
    })
  })

  it('gives the VIP progress, rates and the demo player seeded deposit', async () => {
    const login = await callApi(app, calls.login, { name: 'demo888', password: 'demo8888' }, { ip: newIp() })
    const user = await callApi(app, calls.user, {}, { token: login.data.api_token })
    expect(user.data).toMatchObject({
      vipname: '/img/vip/vip1.svg',
      next_vip_recharge: '1000.00',
      next_vip_flow: '5000.00',
      usdtrate: '7.20',
    })
    expect(Number(user.data.balance)).toBeGreaterThan(0)
  })
})

describe('editPassword', () => {
  const change = (token: string, password: string, next: string, confirm = next) =>
    callApi(app, calls.editPassword, { password, paypassword: next, newpasword: confirm }, { token })

  it('changes the password and ends every session of the user', async () => {
    const r = await registerAndLogin(app)
    const second = await callApi(
      app,
      calls.login,
      { name: r.username, password: r.password },
      { ip: newIp() },
    )
    const env = await change(r.token, r.password, 'newpass123')
    expect(env).toMatchObject({ code: 200, message: '密码修改成功！', data: null })
    expect((await callApi(app, calls.balance, {}, { token: r.token })).code).toBe(401)
    expect((await callApi(app, calls.balance, {}, { token: second.data.api_token })).code).toBe(401)
    expect(
      (await callApi(app, calls.login, { name: r.username, password: r.password }, { ip: newIp() })).code,
    ).toBe(203)
    expect(
      (await callApi(app, calls.login, { name: r.username, password: 'newpass123' }, { ip: newIp() })).code,
    ).toBe(200)
  })

  it.each([
    [['', 'newpass123', 'newpass123'], 1000, '请输入旧密码'],
    [['abc12345', 'abc', 'abc'], 1000, '密码长度最少8位！以字母和数字组合！'],
    [['abc12345', 'newpass123', ''], 1000, '请输入确认密码'],
    [['abc12', 'newpass123', 'newpass123'], 1000, '请输入正确的旧密码长度'],
    [['abc12345', 'newpass123', 'newpass124'], 1000, '两次密码不一致！'],
    [['abc12345', 'abc12345', 'abc12345'], 1000, '新旧密码不能一致！'],
    [['wrong1234', 'newpass123', 'newpass123'], 205, '原密码不正确'],
  ])('refuses %j (%i) and keeps the password and sessions', async ([old, next, confirm], code, message) => {
    const r = await registerAndLogin(app)
    const env = await change(r.token, old, next, confirm)
    expect(env).toMatchObject({ code, message })
    expect((await callApi(app, calls.balance, {}, { token: r.token })).code).toBe(200)
  })

  it('401 without a session', async () => {
    expect((await change('', 'abc12345', 'newpass123')).code).toBe(401)
  })
})

describe('editPayPassword', () => {
  const change = (token: string, password: string, next: string, confirm = next) =>
    callApi(app, calls.editPayPassword, { password, paypassword: next, newpasword: confirm }, { token })

  it('changes the pay password (old one checked), sessions stay', async () => {
    const r = await registerAndLogin(app)
    expect(await change(r.token, r.payPassword, '112233')).toMatchObject({
      code: 200,
      message: '支付密码修改成功',
    })
    expect((await change(r.token, r.payPassword, '445566')).code).toBe(205)
    expect((await change(r.token, '112233', '445566')).code).toBe(200)
    expect((await callApi(app, calls.balance, {}, { token: r.token })).code).toBe(200)
  })

  it('locks for 30 minutes after 5 wrong pay passwords (520), then unlocks', async () => {
    const r = await registerAndLogin(app)
    const codes: number[] = []
    for (let i = 0; i < 5; i++) codes.push((await change(r.token, '000000', '112233')).code)
    expect(codes).toEqual([205, 205, 205, 205, 520])
    const locked = await change(r.token, r.payPassword, '112233')
    expect(locked.code).toBe(520)
    expect(locked.message).toMatch(/支付密码错误次数过多，已锁定，请(30|29)分钟后再试/)
    await q(
      `UPDATE auth_counters SET locked_until = now() - interval '1 second'
        WHERE scope = 'pay' AND subject = (SELECT id::text FROM users WHERE username = $1)`,
      [r.username],
    )
    expect((await change(r.token, r.payPassword, '112233')).code).toBe(200)
  })

  it.each([
    [['123456', '12345', '12345'], '支付密码长度需是6位！'],
    [['123456', 'abcdef', 'abcdef'], '支付密码长度需是6位！'],
    [['123456', '112233', '112234'], '两次密码不一致！'],
    [['123456', '123456', '123456'], '新旧密码不能一致！'],
    [['', '112233', '112233'], '请输入旧密码'],
  ])('refuses %j with 1000', async ([old, next, confirm], message) => {
    const r = await registerAndLogin(app)
    expect(await change(r.token, old, next, confirm)).toMatchObject({ code: 1000, message })
  })
})

describe('updateuserinfo', () => {
  it('saves email, mobile and a first birthday; the user shows them; unknown fields are ignored', async () => {
    const r = await registerAndLogin(app, { birthday: null })
    const env = await callApi(
      app,
      calls.updateuserinfo,
      {
        email: 'li.si@example.com',
        mobile: '13812345678',
        birthday: '1990-05-17',
        isagent: 1,
        realname: '王五',
        vip: 9,
      },
      { token: r.token },
    )
    expect(env).toMatchObject({ code: 200, message: '操作成功', data: null })
    const user = await callApi(app, calls.user, {}, { token: r.token })
    expect(user.data).toMatchObject({
      email: 'li.si@example.com',
      mobile: '13812345678',
      birthday: '1990-05-17',
      isagent: 0,
      realname: '张三',
      vip: 1,
    })
    // Empty strings clear the contact fields; the date of birth is the age check and stays as given.
    await callApi(app, calls.updateuserinfo, { email: '', mobile: '', birthday: '' }, { token: r.token })
    expect((await callApi(app, calls.user, {}, { token: r.token })).data).toMatchObject({
      email: '',
      mobile: '',
      birthday: '1990-05-17',
    })
    const changed = await callApi(
      app,
      calls.updateuserinfo,
      { email: '', mobile: '', birthday: '1980-01-01' },
      { token: r.token },
    )
    expect([changed.code, changed.message]).toEqual([1000, '出生日期已确认，不能修改'])
  })

  it.each([
    [{ mobile: '12345678901' }, '请输入正确手机号'],
    [{ mobile: '15412345678' }, '请输入正确手机号'],
    [{ email: 'no-at-sign' }, '请输入正确邮箱号'],
    [{ birthday: '1990-02-30' }, '请输入正确的日期格式：YYYY-MM-DD'],
    [{ birthday: '19900101' }, '请输入正确的日期格式：YYYY-MM-DD'],
    [{ birthday: '2999-01-01' }, '出生日期不能晚于今天'],
  ])('refuses %j and writes nothing', async (over, message) => {
    const r = await registerAndLogin(app)
    const env = await callApi(
      app,
      calls.updateuserinfo,
      { email: '', mobile: '', birthday: '', ...over },
      { token: r.token },
    )
    expect(env).toMatchObject({ code: 1000, message })
    const [u] = await q<{ updated: boolean }>(
      'SELECT updated_at = created_at AS updated FROM users WHERE username = $1',
      [r.username],
    )
    expect(u.updated).toBe(true)
  })
})

describe('applyagentdo', () => {
  it('records one application per member', async () => {
    const r = await registerAndLogin(app)
    const env = await callApi(
      app,
      calls.applyagentdo,
      { mobile: '13912345678', apply_info: '有推广资源，希望成为代理' },
      { token: r.token },
    )
    expect(env).toMatchObject({ code: 200, message: '申请成功，请等待审核', data: null })
    const again = await callApi(
      app,
      calls.applyagentdo,
      { mobile: '13912345678', apply_info: '再次申请' },
      { token: r.token },
    )
    expect(again).toMatchObject({ code: 226, message: '您已申请过代理，请等待审核' })
    const rows = await q(
      'SELECT state FROM agent_applications WHERE user_id = (SELECT id FROM users WHERE username = $1)',
      [r.username],
    )
    expect(rows).toEqual([{ state: 1 }])
  })

  it('an agent need not apply (226)', async () => {
    const a = await callApi(app, calls.login, { name: 'agent888', password: 'agent8888' }, { ip: newIp() })
    const env = await callApi(
      app,
      calls.applyagentdo,
      { mobile: '13912345678', apply_info: '申请' },
      { token: a.data.api_token },
    )
    expect(env).toMatchObject({ code: 226, message: '您已经是代理，无需再次申请' })
  })

  it.each([
    [{ mobile: '123', apply_info: '理由' }, '请输入正确手机号'],
    [{ mobile: '13912345678', apply_info: '   ' }, '请输入申请理由'],
    [{ mobile: '13912345678', apply_info: '长'.repeat(501) }, '请输入申请理由'],
  ])('refuses %j', async (body, message) => {
    const r = await registerAndLogin(app)
    const before = await rowCounts(['agent_applications'])
    expect(await callApi(app, calls.applyagentdo, body, { token: r.token })).toMatchObject({
      code: 1000,
      message,
    })
    expect(await rowCounts(['agent_applications'])).toEqual(before)
  })
})
