// Registration (POST /api/register): validation order, names, the agent referrer, what is stored.
// Every answer goes through callApi, which checks it against the call's contract schema and that it is
// never a 5xx.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { callApi, makeApp, newUsername, registerAndLogin, rowCounts, testDb } from './helpers'

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
