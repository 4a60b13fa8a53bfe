// The member's own data: balance, user and refreshusermoney, login and pay passwords, profile,
// agent applications. Every answer goes through callApi (contract schema, never a 5xx).
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { callApi, makeApp, newIp, registerAndLogin, rowCounts, testDb } from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  app = await makeApp()
})

const q = async <T = Record<string, unknown>>(text: string, params?: unknown[]) =>
  (await testDb()).query<T>(text, params)
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
    expect((await callApi(app, calls.balance, {}, { token: r.token })).data).toEqual({
      balance: '123.45',
      bonus: '0.00',
    })
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
