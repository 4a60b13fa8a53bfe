// The record-range rule the server, the mocks and the SPA share (rules.ts), and the fake backend
// honouring start/end on every record list like the server does.
import { afterEach, describe, expect, it } from 'vitest'
import { monthsBefore, RECORD_RANGE_MONTHS, recordRangeError } from '../../core/contract'
import { beijingDate } from '../../core/time'
import { activityApplyLog, doactivityapply, login } from '../../src/api/account'
import { ApiError, setLang, setToken } from '../../src/api/client'
import * as records from '../../src/api/records'
import { redpacket } from '../../src/api/redpacket'

const DAY = 86_400_000
const day = (offset: number) => beijingDate(new Date(Date.now() + offset * DAY))

describe('recordRangeError', () => {
  const now = new Date('2026-05-31T04:00:00Z') // 12:00 in Beijing
  const check = (start: string, end: string, months = 12) => recordRangeError(start, end, now, months)

  it('accepts an inclusive range from `months` back up to today (Beijing)', () => {
    expect(check('2025-05-31', '2026-05-31')).toBeNull()
    expect(check('2026-05-31', '2026-05-31')).toBeNull()
    expect(check('2026-02-28', '2026-03-01', 3)).toBeNull()
  })

  it('names the first broken rule', () => {
    expect(check('', '2026-05-01')).toBe('v.rangeIncomplete')
    expect(check('2026-05-01', '')).toBe('v.rangeIncomplete')
    expect(check('2026-02-30', '2026-05-01')).toBe('v.rangeDate')
    expect(check('2026-5-1', '2026-05-01')).toBe('v.rangeDate')
    expect(check('2026-05-02', '2026-05-01')).toBe('v.rangeOrder')
    expect(check('2026-05-01', '2026-06-01')).toBe('v.rangeFuture')
    expect(check('2025-05-30', '2026-05-01')).toBe('v.rangeTooOld')
    expect(check('2026-02-27', '2026-05-01', 3)).toBe('v.rangeTooOld')
  })

  it("today is the Beijing day: 16:00 UTC is already tomorrow's 00:00", () => {
    const late = new Date('2026-05-31T16:00:00Z')
    expect(beijingDate(late)).toBe('2026-06-01')
    expect(recordRangeError('2026-06-01', '2026-06-01', late, 12)).toBeNull()
    expect(recordRangeError('2026-06-01', '2026-06-01', new Date('2026-05-31T15:59:59Z'), 12)).toBe(
      'v.rangeFuture',
    )
  })

  it('monthsBefore clamps to the end of a shorter month', () => {
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28')
    expect(monthsBefore('2024-05-31', 3)).toBe('2024-02-29')
    expect(monthsBefore('2026-01-15', 12)).toBe('2025-01-15')
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28')
    expect(monthsBefore('2026-01-31', 2)).toBe('2025-11-30')
    expect(RECORD_RANGE_MONTHS).toEqual({ server: 12, ui: 12 })
  })
})

describe('mock backend with a range', () => {
  afterEach(() => setLang('zh'))
  const signIn = async () => setToken((await login({ name: 'demo888', password: 'demo8888' })).api_token)

  it('filters bets, fund records, rebates and red packets by Beijing days; no range keeps the preset', async () => {
    await signIn()
    // Demo data: 14 bets within the last 12 hours (two of them sportsbook bets), a deposit 10 days
    // ago, rebates 1 and 3 days ago, a red packet 5 days ago.
    expect((await records.betrecord({ api_type: '', date: 4 })).total).toBe(14)
    expect((await records.betrecord({ api_type: '', start: day(-30), end: day(-2) })).total).toBe(0)
    expect(
      (await records.gettransrecord({ api_type: '', type: 1, start: day(-10), end: day(-10) })).total,
    ).toBe(1)
    expect((await records.gettransrecord({ api_type: '', type: 1, start: day(-9), end: day(0) })).total).toBe(
      0,
    )
    expect((await records.gettransrecord({ api_type: '', type: 1, date: 1 })).total).toBe(0)
    const rebates = await records.getfanshui({ api_type: '', start: day(-3), end: day(-3) })
    expect(rebates.list.data.map((r) => r.money)).toEqual(['20.50'])
    expect(rebates.nojisuan).toBe('12.88')
    expect((await redpacket({ page: 1, start: day(-5), end: day(-5) })).total).toBe(1)
    expect((await redpacket({ page: 1, start: day(-4), end: day(0) })).total).toBe(0)
  })

  it('activity applications by application day', async () => {
    await signIn()
    await doactivityapply({ activityid: 1 })
    expect((await activityApplyLog({ page: 1, start: day(0), end: day(0) })).total).toBe(1)
    expect((await activityApplyLog({ page: 1, start: day(-7), end: day(-1) })).total).toBe(0)
  })

  it('refuses a bad range with code 1000 and the catalog message, in the request language', async () => {
    await signIn()
    const refusal = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e)
    expect(await refusal(records.betrecord({ api_type: '', start: day(0), end: day(1) }))).toMatchObject({
      code: 1000,
      message: '结束日期不能晚于今天',
    })
    const e = await refusal(
      records.gettransrecord({ api_type: '', type: 1, start: '2026-13-01', end: day(0) }),
    )
    expect(e).toBeInstanceOf(ApiError)
    expect(e).toMatchObject({ code: 1000, message: '请输入正确的日期格式：YYYY-MM-DD' })
    const oldest = monthsBefore(day(0), 12)
    const older = beijingDate(new Date(Date.parse(`${oldest}T00:00:00+08:00`) - DAY))
    expect(await refusal(records.getfanshui({ api_type: '', start: older, end: day(0) }))).toMatchObject({
      code: 1000,
      message: '只能查询最近12个月内的记录',
    })
    setLang('en')
    expect(await refusal(redpacket({ page: 1, start: day(-1) }))).toMatchObject({
      code: 1000,
      message: 'Please choose both a start date and an end date',
    })
  })
})
