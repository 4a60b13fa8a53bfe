// Player protection, enforced by the server whatever the client sends (docs/protection.md): the
// session limit, the reality check, the age check, totals over a period, the previous login. Time moves
// through the server clock. Limits, breaks and the operator's side have files of their own
// (protection-limits, protection-breaks, protection-operator).
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { calls, ProtectionCode, protectionCalls as pc } from '../../core/contract'
import { approveDeposit } from '../../server/services/deposits'
import { callApi, newIp, type Registered, registerAndLogin } from './helpers'
import { auth, moneyApp } from './money-kit'
import { deposit, HOUR, limit, player, resetClock, sicbo, status, travel } from './protection-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
})
afterEach(resetClock)

describe('session limit and reality check', () => {
  it('the session limit ends play when its time is used; a new login starts a new session', async () => {
    const p = await player(app, 100)
    expect((await limit(app, p, { kind: 'session', period: 'session', amount: 15 })).code).toBe(200)
    expect((await sicbo(app, p, 5)).code).toBe(200)
    travel(16 * 60_000)
    const ended = await sicbo(app, p, 5)
    expect(ended.code).toBe(ProtectionCode.sessionLimit)
    expect(ended.message).toMatch(/15 分钟/)
    expect((await callApi(app, calls.getGameUrl, { plat_name: 'jdslot', game_code: '' }, auth(p))).code).toBe(
      ProtectionCode.sessionLimit,
    )
    // The deposit page still works: the limit ends play, not the account.
    expect((await deposit(app, p, 100)).code).toBe(200)
    const again = await callApi(app, calls.login, { name: p.username, password: p.password }, { ip: newIp() })
    expect(again.code, again.message).toBe(200)
    // The new session starts on the database's clock: bring the server clock back to it.
    resetClock()
    expect((await sicbo(app, { ...p, token: again.data.api_token }, 5)).code).toBe(200)
  })

  it('a due reality check pauses bets until the player answers 继续; the status shows time and net result', async () => {
    const p = await player(app, 100)
    const set = await callApi(app, pc.protectionReality, { interval: 15 }, auth(p))
    expect(set.data.reality).toMatchObject({ interval_minutes: 15, chosen: true, due: false })
    expect((await sicbo(app, p, 5)).code).toBe(200)
    travel(15 * 60_000 + 1000)
    const due = await status(app, p)
    expect(due.reality.due).toBe(true)
    expect(due.session.started_at).not.toBeNull()
    expect(due.session.net).toMatch(/^-?\d+\.\d\d$/)
    expect((await sicbo(app, p, 5)).code).toBe(ProtectionCode.realityCheckDue)
    const ok = await callApi(app, pc.protectionRealityAnswer, {}, auth(p))
    expect(ok.data.reality.due).toBe(false)
    expect((await sicbo(app, p, 5)).code).toBe(200)
    expect((await callApi(app, pc.protectionReality, { interval: 20 }, auth(p))).code).toBe(1000)
  })
})

describe('age', () => {
  const register = (birthday?: string) =>
    callApi(
      app,
      calls.register,
      {
        name: `age${Date.now() % 1e7}${Math.floor(Math.random() * 1000)}`,
        password: 'abc12345',
        confirmPass: 'abc12345',
        realname: '张三',
        paypassword: '123456',
        ...(birthday === undefined ? {} : { birthday }),
      },
      { ip: newIp() },
    )

  it('refuses under-18 registration on the server', async () => {
    const today = new Date(Date.now() + 8 * HOUR)
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`
    const env = await register(seventeen)
    expect(env.code).toBe(ProtectionCode.underAge)
    expect(env.message).toBe('未满 18 周岁不能注册')
    expect((await register('2999-01-01')).code).not.toBe(200)
    expect((await register('1990-02-30')).code).toBe(1000)
  })

  it('an account without a date of birth is asked before its first deposit or bet, once, and never changes it', async () => {
    const env = await register()
    expect(env.code).toBe(200)
    const p = { token: env.data.api_token } as Registered
    expect((await status(app, p)).birth_date_required).toBe(true)
    const refused = await deposit(app, p, 100)
    expect(refused.code).toBe(ProtectionCode.birthDateRequired)
    expect(refused.message).toBe('请先填写您的出生日期（须年满 18 周岁）')
    expect((await sicbo(app, p, 5)).code).toBe(ProtectionCode.birthDateRequired)
    const today = new Date(Date.now() + 8 * HOUR)
    expect(
      (
        await callApi(
          app,
          pc.protectionBirthDate,
          { birth_date: `${today.getUTCFullYear() - 10}-05-05` },
          auth(p),
        )
      ).code,
    ).toBe(ProtectionCode.underAge)
    expect((await callApi(app, pc.protectionBirthDate, { birth_date: '1988-05-05' }, auth(p))).code).toBe(200)
    expect((await callApi(app, pc.protectionBirthDate, { birth_date: '1970-05-05' }, auth(p))).code).toBe(
      1000,
    )
    const profile = await callApi(
      app,
      calls.updateuserinfo,
      { email: '', mobile: '', birthday: '1970-01-01' },
      auth(p),
    )
    expect(profile.message).toBe('出生日期已确认，不能修改')
    expect((await deposit(app, p, 100)).code).toBe(200)
  })
})

describe('history and logins', () => {
  it('totals over a period come from the ledger and the rounds', async () => {
    const p = await player(app, 500)
    const no = (await deposit(app, p, 300)).message
    await app.db.tx((q) => approveDeposit(q, no, 'test'))
    for (let i = 0; i < 3; i++) await sicbo(app, p, 10)
    const today = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10)
    const env = await callApi(app, pc.protectionTotals, { start: today, end: today }, auth(p))
    expect(env.code, env.message).toBe(200)
    const [g] = await app.db.query<{ s: string | number; w: string | number }>(
      `SELECT sum(stake_cents) AS s, sum(payout_cents) AS w FROM game_rounds g JOIN users u ON u.id = g.user_id WHERE u.username = $1`,
      [p.username],
    )
    expect(env.data).toMatchObject({
      deposits: '800.00',
      withdrawals: '0.00',
      stakes: '30.00',
      payouts: (Number(g.w) / 100).toFixed(2),
      net_deposits_lifetime: '800.00',
    })
    expect(Number(g.s)).toBe(3000)
    expect((await callApi(app, pc.protectionTotals, { start: '2000-01-01', end: today }, auth(p))).code).toBe(
      1000,
    )
  })

  it('the status names the previous login (time and address)', async () => {
    const p = await registerAndLogin(app)
    // Registration is the first login: nothing before it.
    expect((await status(app, p)).previous_login).toBeNull()
    const again = await callApi(
      app,
      calls.login,
      { name: p.username, password: p.password },
      { ip: '10.9.8.7' },
    )
    const s = await status(app, { ...p, token: again.data.api_token })
    expect(s.previous_login?.at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    const third = await callApi(app, calls.login, { name: p.username, password: p.password }, { ip: newIp() })
    expect((await status(app, { ...p, token: third.data.api_token })).previous_login?.ip).toBe('10.9.8.7')
  })
})
