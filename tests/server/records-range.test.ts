// Record lists with an explicit start/end range of Beijing days (our addition to the contract, for the
// 3-12 months of history of docs/protection.md): inclusive at both ends, replaces the `date` preset, never
// widens ownership, and a bad range is refused with code 1000 and a clear message, on every list.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, monthsBefore } from '../../core/contract'
import { beijingAt, beijingDate } from '../../core/time'
import { clock } from '../../server/clock'
import { callApi, registerAndLogin } from './helpers'
import { auth, beijingClock, bindBank, fund, moneyApp, userId } from './money-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
})
const at = beijingClock()

const DAY = 86_400_000
/** The Beijing day `offset` days from today (negative: the past). */
const day = (offset: number) => beijingDate(new Date(Date.now() + offset * DAY))
const today = day(0)

describe('betrecord with a range', () => {
  it('is inclusive at both Beijing-day ends, replaces the preset, keeps the platform filter and ownership', async () => {
    const p = await registerAndLogin(app)
    const other = await registerAndLogin(app)
    const uid = await userId(app, p)
    const otherId = await userId(app, other)
    const rounds: [number, string, string, string][] = [
      [uid, 'jdlive', today, '00:00:00'],
      [uid, 'jdslot', day(-39), '00:00:00'],
      [uid, 'jdlive', day(-40), '23:59:59'],
      [uid, 'jdlive', day(-100), '12:00:00'],
      [uid, 'jdlive', day(-400), '12:00:00'],
      [otherId, 'jdlive', day(-40), '12:00:00'],
    ]
    for (const [i, [user, venue, date, time]] of rounds.entries()) {
      await app.db.query(
        `INSERT INTO game_rounds (round_id, user_id, venue_code, game_name, stake_cents, valid_cents, payout_cents, status, created_at)
         VALUES ($1, $2, $3, '百家乐', $4, $4, 0, 1, $5)`,
        [`range-${uid}-${i}`, user, venue, (i + 1) * 100, beijingAt(date, time)],
      )
    }
    const bets = async (body: Record<string, unknown>) => {
      const env = await callApi(app, calls.betrecord, body, auth(p))
      expect(env.code, env.message).toBe(200)
      return env.data.data.map((r) => r.bet_amount)
    }
    // No range: the preset works as before (default 4 = the last 30 days).
    expect(await bets({})).toEqual(['1.00'])
    expect(await bets({ start: '', end: '' })).toEqual(['1.00'])
    expect(await bets({ start: today, end: today })).toEqual(['1.00'])
    expect(await bets({ start: day(-40), end: day(-40) })).toEqual(['3.00'])
    expect(await bets({ start: day(-39), end: day(-39) })).toEqual(['2.00'])
    // The range wins over a preset sent beside it; newest first.
    expect(await bets({ date: 1, start: day(-100), end: day(-39) })).toEqual(['2.00', '3.00', '4.00'])
    expect(await bets({ api_type: 'jdlive', start: day(-100), end: today })).toEqual(['1.00', '3.00', '4.00'])
    // 12 months back from today is the limit: the first allowed day is accepted.
    expect(await bets({ start: monthsBefore(today, 12), end: today })).toEqual([
      '1.00',
      '2.00',
      '3.00',
      '4.00',
    ])
  })

  it('refuses a bad range with code 1000 and a clear message, in the request language', async () => {
    const p = await registerAndLogin(app)
    const refusal = async (body: Record<string, unknown>, lang?: string) => {
      const env = await callApi(app, calls.betrecord, body, {
        token: p.token,
        headers: lang ? { lang } : undefined,
      })
      expect(env.code).toBe(1000)
      return env.message
    }
    const oldest = monthsBefore(today, 12)
    const dayBefore = beijingDate(new Date(beijingAt(oldest).getTime() - DAY))
    expect(await refusal({ start: dayBefore, end: today })).toBe('只能查询最近12个月内的记录')
    expect(await refusal({ start: dayBefore, end: today }, 'en')).toBe(
      'Only the last 12 months of records can be viewed',
    )
    expect(await refusal({ start: today, end: day(1) })).toBe('结束日期不能晚于今天')
    expect(await refusal({ start: day(-3), end: day(-5) })).toBe('结束日期不能早于开始日期')
    expect(await refusal({ start: day(-3) })).toBe('请同时选择开始日期和结束日期')
    expect(await refusal({ end: day(-3) })).toBe('请同时选择开始日期和结束日期')
    expect(await refusal({ start: '2026-02-30', end: today })).toBe('请输入正确的日期格式：YYYY-MM-DD')
    expect(await refusal({ start: 20260101, end: today })).toBe('请输入正确的日期格式：YYYY-MM-DD')
    expect(await refusal({ start: [today], end: today })).toBe('请输入正确的日期格式：YYYY-MM-DD')
    expect(await refusal({ start: `${today} 00:00:00`, end: today })).toBe('请输入正确的日期格式：YYYY-MM-DD')
  })

  it('"today" is the server clock\'s Beijing day, not the UTC day', async () => {
    const p = await registerAndLogin(app)
    // 23:30 UTC is already the next day in Beijing: that Beijing day is today, not the future.
    const t = new Date('2026-03-31T23:30:00Z')
    clock.now = () => t
    const ok = await callApi(app, calls.betrecord, { start: '2026-04-01', end: '2026-04-01' }, auth(p))
    expect(ok.code, ok.message).toBe(200)
    const future = await callApi(app, calls.betrecord, { start: '2026-04-01', end: '2026-04-02' }, auth(p))
    expect(future).toMatchObject({ code: 1000, message: '结束日期不能晚于今天' })
    // 12 months back from 2026-04-01 is 2025-04-01.
    expect(
      (await callApi(app, calls.betrecord, { start: '2025-04-01', end: '2025-04-01' }, auth(p))).code,
    ).toBe(200)
    expect(
      (await callApi(app, calls.betrecord, { start: '2025-03-31', end: '2025-04-01' }, auth(p))).code,
    ).toBe(1000)
  })
})

describe('gettransrecord with a range', () => {
  it('deposits, withdrawals and transfers are cut by Beijing days', async () => {
    const p = await registerAndLogin(app)
    at(day(-50), '10:00:00')
    await fund(app, p, 100)
    at(day(-5), '23:59:59')
    await fund(app, p, 200)
    at.real()
    await fund(app, p, 300)
    const list = async (body: Record<string, unknown>) => {
      const env = await callApi(app, calls.gettransrecord, body, auth(p))
      expect(env.code, env.message).toBe(200)
      return env.data.data.map((r) => r.amount)
    }
    expect(await list({ type: 1 })).toEqual(['300.00', '200.00'])
    expect(await list({ type: 1, start: day(-60), end: day(-45) })).toEqual(['100.00'])
    expect(await list({ type: 1, start: day(-50), end: day(-5) })).toEqual(['200.00', '100.00'])
    expect(await list({ type: 1, start: day(-4), end: today })).toEqual(['300.00'])

    const card = await bindBank(app, p)
    const w = await callApi(
      app,
      calls.withdraw,
      { amount: 100, bank: card, password: p.payPassword },
      auth(p),
    )
    expect(w.code, w.message).toBe(200)
    for (const [sourcetype, targettype] of [
      ['userbalance', 'jdlive'],
      ['jdlive', 'userbalance'],
    ]) {
      const env = await callApi(app, calls.transfer, { amount: 50, sourcetype, targettype }, auth(p))
      expect(env.code, env.message).toBe(200)
    }
    for (const type of [2, 3, 4]) {
      expect(await list({ type, start: today, end: today })).toHaveLength(1)
      expect(await list({ type, start: day(-30), end: day(-1) })).toEqual([])
    }
    expect(await list({ type: 3, api_type: 'jdsport', start: today, end: today })).toEqual([])
    const bad = await callApi(app, calls.gettransrecord, { type: 3, start: today, end: day(1) }, auth(p))
    expect(bad).toMatchObject({ code: 1000, message: '结束日期不能晚于今天' })
  })
})

describe('getfanshui with a range', () => {
  it('filters the list by range; the claimable and claimed totals stay all-time', async () => {
    const p = await registerAndLogin(app)
    const uid = await userId(app, p)
    await app.db.query(
      `INSERT INTO rebates (user_id, venue_code, amount_cents, created_at) VALUES
         ($1, 'jdlive', 1000, $2), ($1, 'jdsport', 2000, $3)`,
      [uid, beijingAt(day(-20), '12:00:00'), beijingAt(day(-200), '12:00:00')],
    )
    const env = await callApi(app, calls.getfanshui, { start: day(-210), end: day(-190) }, auth(p))
    expect(env.code, env.message).toBe(200)
    expect(env.data.list.data.map((r) => r.money)).toEqual(['20.00'])
    expect(env.data).toMatchObject({ nojisuan: '30.00', jisuan: '0.00' })
    expect((await callApi(app, calls.getfanshui, {}, auth(p))).data.list.data.map((r) => r.money)).toEqual([
      '10.00',
    ])
    const bad = await callApi(app, calls.getfanshui, { start: day(-2), end: day(-3) }, auth(p))
    expect(bad).toMatchObject({ code: 1000, message: '结束日期不能早于开始日期' })
  })
})

describe('red-packet records and activity applications with a range', () => {
  it('redpacket: without a range every grab, with one only the grabs of those days', async () => {
    const p = await registerAndLogin(app)
    at(day(-1), '15:00:00')
    await fund(app, p, 6000)
    at(today, '10:30:00')
    const grab = await callApi(app, calls.douserredpacket, {}, auth(p))
    expect(grab.code, grab.message).toBe(200)
    const total = async (body: Record<string, unknown>) => {
      const env = await callApi(app, calls.redpacket, body, auth(p))
      expect(env.code, env.message).toBe(200)
      return env.data.total
    }
    expect(await total({ page: 1 })).toBe(1)
    expect(await total({ page: 1, start: today, end: today })).toBe(1)
    expect(await total({ page: 1, start: day(-30), end: day(-1) })).toBe(0)
    const bad = await callApi(app, calls.redpacket, { start: today }, auth(p))
    expect(bad).toMatchObject({ code: 1000, message: '请同时选择开始日期和结束日期' })
  })

  it('activityApplyLog: filtered by the application day', async () => {
    const p = await registerAndLogin(app)
    const uid = await userId(app, p)
    const ids = await app.db.query<{ id: string; title: string }>(
      `SELECT id, title FROM activities WHERE title IN ('新会员首存加赠 100%', 'USDT 存款额外加赠 2%') ORDER BY id`,
    )
    expect(ids).toHaveLength(2)
    for (const a of ids) {
      const env = await callApi(app, calls.doactivityapply, { activityid: Number(a.id) }, auth(p))
      expect(env.code, env.message).toBe(200)
    }
    await app.db.query(
      'UPDATE activity_applications SET created_at = $3 WHERE user_id = $1 AND activity_id = $2',
      [uid, ids[0].id, beijingAt(day(-100), '08:00:00')],
    )
    const names = async (body: Record<string, unknown>) => {
      const env = await callApi(app, calls.activityApplyLog, body, auth(p))
      expect(env.code, env.message).toBe(200)
      return env.data.data.map((r) => r.activity_name)
    }
    expect(await names({})).toEqual([ids[1].title, ids[0].title])
    expect(await names({ start: day(-100), end: day(-100) })).toEqual([ids[0].title])
    expect(await names({ start: day(-99), end: today })).toEqual([ids[1].title])
    const bad = await callApi(app, calls.activityApplyLog, { start: '2026/01/01', end: today }, auth(p))
    expect(bad).toMatchObject({ code: 1000, message: '请输入正确的日期格式：YYYY-MM-DD' })
  })
})
