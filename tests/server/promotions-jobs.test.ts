// Promotions of the jobs on the server clock (docs/promotions.md): the VIP upgrade bonus offered once
// per level under 50 parallel reviews, the birthday bonus offered once a year (not for accounts younger
// than three months; 29 February on the 28th) under 50 parallel runs, both paid only when claimed
// (tests/server/bonus-claim.test.ts), and the monthly red packet, half offered on the 1st and half on
// the 16th, only after a deposit in the previous month, under 50 parallel runs, paid only when claimed
// within its month.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { beijingAt, beijingDate } from '../../core/time'
import { runBirthdayBonus, runMonthlyRedPacket } from '../../server/jobs/promotions'
import { runVipReview } from '../../server/jobs/vip'
import { checkLedger } from '../../server/ledger'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, balance, beijingClock, fund, moneyApp } from './money-kit'
import { activityId, idOf, newActivity, payoutsOf, rulesOffAfterAll, setRule, storm } from './promotions-kit'

let app: FastifyInstance
const at = beijingClock()

beforeAll(async () => {
  app = await moneyApp()
}, 180_000)
rulesOffAfterAll(() => app)

const DAY = 24 * 3600_000

/** The entitlements the jobs recorded (server/promotions/claims.ts). */
const claimsOf = (uid: number) =>
  app.db.query<{ kind: string; ref: string; amount_cents: string }>(
    'SELECT kind, ref, amount_cents::text FROM bonus_claims WHERE user_id = $1 ORDER BY id',
    [uid],
  )

/** 申请 every open entitlement of the player; the answers' data. */
async function claimAll(p: Registered) {
  const open = await callApi(app, calls.bonusClaims, {}, auth(p))
  const paid = []
  for (const c of open.data) {
    const env = await callApi(app, calls.claimBonus, { id: c.id }, auth(p, crypto.randomUUID()))
    expect(env.code, env.message).toBe(200)
    paid.push(env.data)
  }
  return paid
}

describe('VIP upgrade bonus', () => {
  it('offers the level bonus once under 50 parallel reviews, paid with the rule multiple when claimed', async () => {
    const vip = await activityId(app, 'VIP 晋级礼金')
    await setRule(app, vip, { kind: 'vip-upgrade', params: {}, turnover_multiple: '2' })
    const p = await registerAndLogin(app)
    const uid = await idOf(app, p)
    await app.db.query(
      'UPDATE users SET vip = 1, paysum_cents = 100000, totalgame_cents = 500000 WHERE id = $1',
      [uid],
    )
    const now = new Date()
    await storm(50, () => runVipReview(app.db, now).catch(() => null))
    const [u] = await app.db.query<{ vip: number }>('SELECT vip FROM users WHERE id = $1', [uid])
    expect(Number(u.vip)).toBe(2)
    expect(await claimsOf(uid)).toEqual([{ kind: 'vip-upgrade', ref: `${uid}:2`, amount_cents: '1800' }])
    expect(await payoutsOf(app, uid)).toEqual([])
    const paid = await claimAll(p)
    expect(paid).toEqual([{ amount: '18.00', turnover: '36.00' }])
    expect(await balance(app, p)).toBe('18.00')
    // A disabled rule offers nothing (the operator's switch), even for a new level.
    await app.db.query('UPDATE promotion_rules SET enabled = false WHERE activity_id = $1', [vip])
    await app.db.query('UPDATE users SET paysum_cents = 500000, totalgame_cents = 2500000 WHERE id = $1', [
      uid,
    ])
    await runVipReview(app.db, new Date(now.getTime() + DAY))
    expect(await claimsOf(uid)).toHaveLength(1)
    expect(await payoutsOf(app, uid)).toHaveLength(1)
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  }, 120_000)
})

describe('birthday bonus', () => {
  it('once a year on the birthday, by VIP level, not for accounts younger than three months', async () => {
    const bday = await activityId(app, 'VIP 生日礼金')
    await setRule(app, bday, {
      kind: 'birthday',
      params: {
        amounts: [
          '0.00',
          '0.00',
          '88.00',
          '188.00',
          '388.00',
          '588.00',
          '888.00',
          '1888.00',
          '2888.00',
          '5888.00',
        ],
      },
      turnover_multiple: '1',
    })
    // A day 20 days ahead of today, in a year with no other run of this suite.
    const day = beijingDate(new Date(Date.now() + 20 * DAY))
    const birthday = `1990-${day.slice(5)}`
    const old = await registerAndLogin(app, { birthday })
    const young = await registerAndLogin(app, { birthday })
    const low = await registerAndLogin(app, { birthday })
    const [oldId, youngId, lowId] = [await idOf(app, old), await idOf(app, young), await idOf(app, low)]
    await app.db.query(
      "UPDATE users SET created_at = now() - interval '4 months', vip = 3 WHERE id = ANY($1)",
      [[oldId, lowId]],
    )
    await app.db.query('UPDATE users SET vip = 1 WHERE id = $1', [lowId])
    await app.db.query('UPDATE users SET vip = 4 WHERE id = $1', [youngId])

    at(day, '00:00:05')
    const runs = await storm(50, () => runBirthdayBonus(app.db, beijingAt(day, '00:00:05')))
    expect(runs.filter((r) => r !== null)).toHaveLength(1)
    expect(await claimsOf(oldId)).toMatchObject([{ kind: 'birthday', amount_cents: '8800' }])
    expect(await claimsOf(youngId)).toEqual([])
    expect(await claimsOf(lowId)).toEqual([])
    expect(await payoutsOf(app, oldId)).toEqual([])
    expect(await claimAll(old)).toEqual([{ amount: '88.00', turnover: '88.00' }])
    expect(await payoutsOf(app, oldId)).toMatchObject([
      { kind: 'birthday', amount_cents: '8800', turnover_cents: '8800' },
    ])
    expect(await balance(app, old)).toBe('88.00')

    // The day after: nothing; the same day next year: offered again.
    expect(await runBirthdayBonus(app.db, beijingAt(day, '23:59:59'))).toBeNull()
    const nextYear = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`
    await storm(20, () => runBirthdayBonus(app.db, beijingAt(nextYear, '08:00:00')))
    expect((await claimsOf(oldId)).map((x) => x.ref)).toEqual([
      `${bday}:${oldId}:${day.slice(0, 4)}`,
      `${bday}:${oldId}:${nextYear.slice(0, 4)}`,
    ])
    // The young account is older than three months a year later.
    expect(await claimsOf(youngId)).toMatchObject([{ amount_cents: '18800' }])
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  }, 120_000)

  it('29 February pays on 28 February in other years', async () => {
    const p = await registerAndLogin(app, { birthday: '2000-02-29' })
    const uid = await idOf(app, p)
    await app.db.query("UPDATE users SET created_at = now() - interval '1 year', vip = 3 WHERE id = $1", [
      uid,
    ])
    await runBirthdayBonus(app.db, beijingAt('2031-02-28', '01:00:00'))
    await runBirthdayBonus(app.db, beijingAt('2032-02-29', '01:00:00'))
    expect((await claimsOf(uid)).map((x) => x.ref.split(':')[2])).toEqual(['2031', '2032'])
  }, 60_000)
})

describe('monthly red packet', () => {
  it('half on the 1st, half on the 16th, only after a deposit in the previous month, claimed within it', async () => {
    const act = await newActivity(app, '每月红包')
    await setRule(app, act, {
      kind: 'monthly-redpacket',
      params: {
        amounts: ['10.01', '20.00', '30.00', '40.00', '50.00', '60.00', '70.00', '80.00', '90.00', '100.00'],
      },
      turnover_multiple: '1.5',
    })
    const depositor = await registerAndLogin(app)
    const idle = await registerAndLogin(app)
    const late = await registerAndLogin(app)
    const [dId, iId, lId] = [await idOf(app, depositor), await idOf(app, idle), await idOf(app, late)]
    await app.db.query('UPDATE users SET vip = 1 WHERE id = ANY($1)', [[dId, iId, lId]])
    await fund(app, depositor, 200)
    await fund(app, late, 200)
    // The depositor's deposit in March 2033; the late one's on 1 April (Beijing), not the previous month.
    await app.db.query('UPDATE deposits SET reviewed_at = $2 WHERE user_id = $1', [
      dId,
      beijingAt('2033-03-31', '23:59:59'),
    ])
    await app.db.query('UPDATE deposits SET reviewed_at = $2 WHERE user_id = $1', [
      lId,
      beijingAt('2033-04-01', '00:00:00'),
    ])

    expect(await runMonthlyRedPacket(app.db, beijingAt('2033-04-02', '00:00:01'))).toBeNull()
    const runs = await storm(50, () => runMonthlyRedPacket(app.db, beijingAt('2033-04-01', '00:00:01')))
    expect(runs.filter((r) => r !== null)).toHaveLength(1)
    await storm(50, () => runMonthlyRedPacket(app.db, beijingAt('2033-04-16', '09:00:00')))
    // Offered, not paid: each half is claimable until April ends (Beijing).
    expect(await claimsOf(dId)).toEqual([
      { kind: 'monthly-redpacket', ref: `${act}:${dId}:2033-04:1`, amount_cents: '500' },
      { kind: 'monthly-redpacket', ref: `${act}:${dId}:2033-04:2`, amount_cents: '501' },
    ])
    expect(await payoutsOf(app, dId)).toEqual([])
    expect(await balance(app, depositor)).toBe('200.00')
    expect(await claimsOf(iId)).toEqual([])
    expect(await claimsOf(lId)).toEqual([])

    at('2033-04-30', '23:59:00')
    const open = await callApi(app, calls.bonusClaims, {}, auth(depositor))
    expect(open.data.map((c) => c.expires_at)).toEqual(['2033-05-01 00:00:00', '2033-05-01 00:00:00'])
    expect(await claimAll(depositor)).toEqual([
      { amount: '5.00', turnover: '7.50' },
      { amount: '5.01', turnover: '7.51' },
    ])
    expect(await payoutsOf(app, dId)).toEqual([
      {
        kind: 'monthly-redpacket',
        source: 'monthly-redpacket',
        ref: `${act}:${dId}:2033-04:1`,
        amount_cents: '500',
        turnover_cents: '750',
      },
      {
        kind: 'monthly-redpacket',
        source: 'monthly-redpacket',
        ref: `${act}:${dId}:2033-04:2`,
        amount_cents: '501',
        turnover_cents: '751',
      },
    ])
    expect(await balance(app, depositor)).toBe('210.01')
    // May: the late depositor's April deposit counts; left unclaimed, it is gone when May ends.
    await runMonthlyRedPacket(app.db, beijingAt('2033-05-01', '00:00:01'))
    expect(await claimsOf(lId)).toMatchObject([{ amount_cents: '500' }])
    expect(await claimsOf(dId)).toHaveLength(2)
    at('2033-06-01', '00:00:00')
    expect((await callApi(app, calls.bonusClaims, {}, auth(late))).data).toEqual([])
    expect(await payoutsOf(app, lId)).toEqual([])
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  }, 120_000)
})
