// Bonuses the player claims with 申请 (docs/promotions.md, "Opt-in"): a VIP level reached, a birthday
// or a half-month's red packet makes the player eligible and pays nothing; POST /api/claimBonus pays
// it once through the engine (bonus account, wagering) under parallel claims, sharing an
// Idempotency-Key or not; it is refused during a time-out or self-exclusion, after the expiry, and
// for another player's entitlement.
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { calls, ProtectionCode, protectionCalls as pc } from '../../core/contract'
import { beijingAt } from '../../core/time'
import { clock } from '../../server/clock'
import { runBirthdayBonus, runMonthlyRedPacket } from '../../server/jobs/promotions'
import { runVipReview } from '../../server/jobs/vip'
import { checkLedger } from '../../server/ledger'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, balance, fund, moneyApp, userId } from './money-kit'
import { activityId, newActivity, payoutsOf, rulesOffAfterAll, setRule, storm } from './promotions-kit'

let app: FastifyInstance
const realNow = clock.now
afterEach(() => {
  clock.now = realNow
})
const HOUR = 3_600_000
const DAY = 24 * HOUR

beforeAll(async () => {
  app = await moneyApp({ moneyLimit: { max: 1_000_000 } })
}, 180_000)
rulesOffAfterAll(() => app)

/** A Beijing day no other run of this suite uses (job_runs claims are per day and database). */
const freshDay = (monthDay: string) => `${2300 + Math.floor(Math.random() * 600)}-${monthDay}`

const list = async (p: Registered) => {
  const env = await callApi(app, calls.bonusClaims, {}, auth(p))
  expect(env.code, env.message).toBe(200)
  return env.data
}
const claim = (p: Registered, id: number, key = crypto.randomUUID(), lang = 'zh') =>
  callApi(app, calls.claimBonus, { id }, { token: p.token, headers: { 'idempotency-key': key, lang } })

async function promoted(multiple = '2') {
  const vip = await activityId(app, 'VIP 晋级礼金')
  await setRule(app, vip, { kind: 'vip-upgrade', params: {}, turnover_multiple: multiple })
  const p = await registerAndLogin(app)
  const uid = await userId(app, p)
  await app.db.query(
    'UPDATE users SET vip = 1, paysum_cents = 100000, totalgame_cents = 500000 WHERE id = $1',
    [uid],
  )
  await runVipReview(app.db, clock.now())
  return { p, uid, vip }
}

describe('VIP level-up bonus', () => {
  it('makes the player eligible, pays nothing until 申请, then pays once under 50 parallel claims', async () => {
    const { p, uid, vip } = await promoted('2')
    expect(await payoutsOf(app, uid)).toEqual([])
    expect(await balance(app, p)).toBe('0.00')
    const open = await list(p)
    expect(open).toMatchObject([{ kind: 'vip-upgrade', amount: '18.00', multiple: '2', turnover: '36.00' }])
    const { id, expires_at } = open[0]
    const days = (beijingAt(expires_at.slice(0, 10), expires_at.slice(11)).getTime() - Date.now()) / DAY
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)

    // Half the storm shares one key (a retried click), the other half are separate clicks.
    const shared = crypto.randomUUID()
    const answers = await storm(50, (i) => claim(p, id, i % 2 ? shared : undefined))
    const paid = answers.filter((a) => a.code === 200)
    expect(paid.length).toBeGreaterThanOrEqual(1)
    for (const a of paid) expect(a.data).toEqual({ amount: '18.00', turnover: '36.00' })
    for (const a of answers.filter((x) => x.code !== 200)) expect([202, 409]).toContain(a.code)
    expect(await payoutsOf(app, uid)).toEqual([
      {
        kind: 'vip-upgrade',
        source: 'vip-upgrade',
        ref: `${uid}:2`,
        amount_cents: '1800',
        turnover_cents: '3600',
      },
    ])
    const [{ n }] = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wagering_requirements WHERE source = 'vip-upgrade' AND ref = $1`,
      [`${uid}:2`],
    )
    expect(n).toBe(1)
    expect(await balance(app, p)).toBe('18.00')
    expect(await list(p)).toEqual([])

    const again = await claim(p, id)
    expect(again.code).toBe(202)
    expect(again.message).toBe('该礼金已领取，请勿重复申请')
    // A replay of the shared key answers as its first request did and pays nothing more.
    expect([200, 202]).toContain((await claim(p, id, shared)).code)
    expect(await payoutsOf(app, uid)).toHaveLength(1)

    // A disabled rule offers nothing for the next level.
    await app.db.query('UPDATE promotion_rules SET enabled = false WHERE activity_id = $1', [vip])
    await app.db.query('UPDATE users SET paysum_cents = 500000, totalgame_cents = 2500000 WHERE id = $1', [
      uid,
    ])
    await runVipReview(app.db, new Date(Date.now() + DAY))
    expect(await list(p)).toEqual([])
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  }, 120_000)

  it('is refused during a time-out, stays open, and pays once the time-out has ended', async () => {
    const { p, uid } = await promoted('1')
    const [{ id }] = await list(p)
    const env = await callApi(app, pc.protectionExclude, { duration: '24h', confirm: true }, auth(p))
    expect(env.code, env.message).toBe(200)
    const refused = await claim(p, id)
    expect(refused.code).toBe(ProtectionCode.excluded)
    expect(refused.message).toMatch(/^您已暂停游戏至 \d{4}-/)
    expect(await payoutsOf(app, uid)).toEqual([])

    const later = new Date(Date.now() + 25 * HOUR)
    clock.now = () => later
    const ok = await claim(p, id)
    expect(ok.code, ok.message).toBe(200)
    expect(await balance(app, p)).toBe('18.00')
  }, 60_000)

  it("refuses another player's entitlement", async () => {
    const { p } = await promoted('1')
    const [{ id }] = await list(p)
    const other = await registerAndLogin(app)
    const refused = await claim(other, id, undefined, 'en')
    expect(refused.code).toBe(202)
    expect(refused.message).toBe('This bonus does not exist, please refresh the page')
    expect(await list(p)).toHaveLength(1)
  }, 60_000)
})

describe('birthday bonus', () => {
  it('is claimable on the birthday only, and refused once the day has passed', async () => {
    const bday = await activityId(app, 'VIP 生日礼金')
    await setRule(app, bday, {
      kind: 'birthday',
      params: {
        amounts: ['10.00', '20.00', '30.00', '40.00', '50.00', '60.00', '70.00', '80.00', '90.00', '99.00'],
      },
      turnover_multiple: '3',
    })
    const day = freshDay('09-21')
    const late = freshDay('09-22').replace(/^\d+/, day.slice(0, 4))
    const kept = await registerAndLogin(app, { birthday: `1990-${day.slice(5)}` })
    const missed = await registerAndLogin(app, { birthday: `1990-${day.slice(5)}` })
    const [keptId, missedId] = [await userId(app, kept), await userId(app, missed)]
    await app.db.query(
      "UPDATE users SET created_at = now() - interval '1 year', vip = 2 WHERE id = ANY($1)",
      [[keptId, missedId]],
    )
    expect(await runBirthdayBonus(app.db, beijingAt(day, '00:00:05'))).toBeGreaterThanOrEqual(2)
    expect(await payoutsOf(app, keptId)).toEqual([])

    const noon = beijingAt(day, '12:00:00')
    clock.now = () => noon
    const [open] = await list(kept)
    expect(open).toMatchObject({ kind: 'birthday', amount: '20.00', multiple: '3', turnover: '60.00' })
    expect(open.expires_at).toBe(`${late} 00:00:00`)
    const ok = await claim(kept, open.id)
    expect(ok.code, ok.message).toBe(200)
    expect(await payoutsOf(app, keptId)).toMatchObject([
      { kind: 'birthday', ref: `${bday}:${keptId}:${day.slice(0, 4)}`, turnover_cents: '6000' },
    ])

    const [{ id }] = await list(missed)
    const after = beijingAt(late, '00:00:01')
    clock.now = () => after
    expect(await list(missed)).toEqual([])
    const refused = await claim(missed, id)
    expect(refused.code).toBe(202)
    expect(refused.message).toBe('该礼金已过申请期限')
    expect(await payoutsOf(app, missedId)).toEqual([])
    expect(await balance(app, missed)).toBe('0.00')
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  }, 60_000)
})

describe('monthly red packet', () => {
  it('is claimable within its month only: once under parallel claims, refused during a self-exclusion', async () => {
    const act = await newActivity(app, '每月红包')
    await setRule(app, act, {
      kind: 'monthly-redpacket',
      params: { amounts: Array.from({ length: 10 }, (_, i) => `${(i + 1) * 20}.00`) },
      turnover_multiple: '2',
    })
    const month = freshDay('07-01').slice(0, 7)
    const year = month.slice(0, 4)
    const players = [await registerAndLogin(app), await registerAndLogin(app), await registerAndLogin(app)]
    const ids = []
    for (const p of players) {
      await fund(app, p, 100)
      ids.push(await userId(app, p))
    }
    await app.db.query('UPDATE users SET vip = 1 WHERE id = ANY($1)', [ids])
    await app.db.query('UPDATE deposits SET reviewed_at = $2 WHERE user_id = ANY($1)', [
      ids,
      beijingAt(`${year}-06-15`, '12:00:00'),
    ])
    expect(await runMonthlyRedPacket(app.db, beijingAt(`${month}-01`, '00:00:05'))).toBeGreaterThanOrEqual(3)
    const [kept, excluded, missed] = players
    for (const id of ids) expect(await payoutsOf(app, id)).toEqual([])

    const late = beijingAt(`${month}-31`, '23:59:00')
    clock.now = () => late
    const [open] = await list(kept)
    expect(open).toMatchObject({
      kind: 'monthly-redpacket',
      amount: '10.00',
      multiple: '2',
      turnover: '20.00',
    })
    expect(open.expires_at).toBe(`${year}-08-01 00:00:00`)
    const shared = crypto.randomUUID()
    const answers = await storm(20, (i) => claim(kept, open.id, i % 2 ? shared : undefined))
    for (const a of answers) expect([200, 202, 409], a.message).toContain(a.code)
    expect(await payoutsOf(app, ids[0])).toMatchObject([
      { kind: 'monthly-redpacket', ref: `${act}:${ids[0]}:${month}:1`, amount_cents: '1000' },
    ])
    expect(await balance(app, kept)).toBe('110.00')

    const [{ id: excludedClaim }] = await list(excluded)
    const env = await callApi(app, pc.protectionExclude, { duration: '6m', confirm: true }, auth(excluded))
    expect(env.code, env.message).toBe(200)
    const refused = await claim(excluded, excludedClaim)
    expect(refused.code).toBe(ProtectionCode.excluded)
    expect(await payoutsOf(app, ids[1])).toEqual([])

    const [{ id: missedClaim }] = await list(missed)
    const after = beijingAt(`${year}-08-01`, '00:00:00')
    clock.now = () => after
    expect(await list(missed)).toEqual([])
    const expired = await claim(missed, missedClaim)
    expect(expired.code).toBe(202)
    expect(expired.message).toBe('该礼金已过申请期限')
    expect(await payoutsOf(app, ids[2])).toEqual([])
    expect(await balance(app, missed)).toBe('100.00')
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  }, 60_000)
})
