// Rebates and the bonuses paid by jobs under a time-out or self-exclusion (docs/protection.md): the
// rebate claim (POST /api/dofanshui) is refused with 233 and leaves the rebates unclaimed until the
// break ends; the daily rebate job only writes unclaimed rows (it pays nobody); the birthday bonus and
// the VIP upgrade bonus pay nobody by themselves (the player claims them, docs/promotions.md "Opt-in"),
// and an excluded player's claim is refused while the others of the same run are paid.
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { calls, ProtectionCode, protectionCalls as pc } from '../../core/contract'
import { beijingAt } from '../../core/time'
import { clock } from '../../server/clock'
import { runBirthdayBonus } from '../../server/jobs/promotions'
import { runDailyRebate } from '../../server/jobs/rebates'
import { runVipReview } from '../../server/jobs/vip'
import { checkLedger } from '../../server/ledger'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, balance, moneyApp, userId } from './money-kit'
import { activityId, payoutsOf, rulesOffAfterAll, setRule } from './promotions-kit'

let app: FastifyInstance
const realNow = clock.now
afterEach(() => {
  clock.now = realNow
})
const HOUR = 3_600_000

beforeAll(async () => {
  app = await moneyApp()
})
rulesOffAfterAll(() => app)

/** A Beijing day no other suite runs its jobs for (job_runs claims are per day and database). */
const freshDay = (monthDay: string) => `${2300 + Math.floor(Math.random() * 600)}-${monthDay}`

const exclude = async (p: Registered, duration: string) => {
  const env = await callApi(app, pc.protectionExclude, { duration, confirm: true }, auth(p))
  expect(env.code, env.message).toBe(200)
}
const claim = (p: Registered) => callApi(app, calls.dofanshui, {}, auth(p))
/** 申请 the player's one open bonus (server/promotions/claims.ts); the answer's code. */
async function claimOpen(p: Registered) {
  const [open] = await claimsOf(p)
  return (await callApi(app, calls.claimBonus, { id: open.id }, auth(p, crypto.randomUUID()))).code
}
const claimsOf = async (p: Registered) =>
  app.db.query<{ id: number }>('SELECT id::int FROM bonus_claims WHERE user_id = $1 AND claimed_at IS NULL', [
    await userId(app, p),
  ])
async function claimableRebate(uid: number, cents: number) {
  await app.db.query(
    `INSERT INTO rebates (user_id, venue_code, bet_day, amount_cents, state, claimable_at, created_at)
     VALUES ($1, 'jdslot', '2020-01-01', $2, 0, now() - interval '1 hour', now() - interval '1 day')`,
    [uid, cents],
  )
}
const unclaimed = async (uid: number) =>
  (
    await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rebates WHERE user_id = $1 AND state = 0',
      [uid],
    )
  )[0].n

describe('the rebate claim', () => {
  it('is refused during a time-out and works again once it has ended', async () => {
    const p = await registerAndLogin(app)
    const uid = await userId(app, p)
    await claimableRebate(uid, 1234)
    await exclude(p, '24h')
    const refused = await claim(p)
    expect(refused.code, refused.message).toBe(ProtectionCode.excluded)
    expect(refused.message).toMatch(/^您已暂停游戏至 \d{4}-/)
    expect(await unclaimed(uid)).toBe(1)
    expect(await balance(app, p)).toBe('0.00')

    const later = new Date(Date.now() + 25 * HOUR)
    clock.now = () => later
    const paid = await claim(p)
    expect(paid.code, paid.message).toBe(200)
    expect(await unclaimed(uid)).toBe(0)
    expect(await balance(app, p)).toBe('12.34')
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  })

  it('is refused during a self-exclusion, in English too', async () => {
    const p = await registerAndLogin(app)
    await claimableRebate(await userId(app, p), 500)
    await exclude(p, '6m')
    const refused = await callApi(app, calls.dofanshui, {}, { ...auth(p), headers: { lang: 'en' } })
    expect(refused.code).toBe(ProtectionCode.excluded)
    expect(refused.message).toMatch(/self-exclu/i)
    expect(await balance(app, p)).toBe('0.00')
  })
})

describe('jobs that pay', () => {
  it('the daily rebate job writes an excluded player an unclaimed row and pays nothing', async () => {
    const p = await registerAndLogin(app)
    const uid = await userId(app, p)
    const day = freshDay('05-10')
    await app.db.query(
      `INSERT INTO game_rounds (round_id, user_id, venue_code, game_name, stake_cents, valid_cents, payout_cents, status, created_at, settled_at)
       VALUES ($1, $2, 'jdslot', 'fixture', 100000, 100000, 0, 1, $3, $3)`,
      [`PR${uid}-${Date.now()}`, uid, beijingAt(day, '12:00:00')],
    )
    await exclude(p, '7d')
    expect(await runDailyRebate(app.db, day)).toBeGreaterThanOrEqual(1)
    expect(await unclaimed(uid)).toBe(1)
    const [{ n }] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transfers WHERE user_id = $1 AND kind = 'rebate'",
      [uid],
    )
    expect(n).toBe(0)
    expect(await balance(app, p)).toBe('0.00')
  })

  it('the birthday bonus pays the others of the run when claimed, never an excluded player', async () => {
    const bday = await activityId(app, 'VIP 生日礼金')
    await setRule(app, bday, {
      kind: 'birthday',
      params: {
        amounts: ['10.00', '20.00', '30.00', '40.00', '50.00', '60.00', '70.00', '80.00', '90.00', '99.00'],
      },
      turnover_multiple: '1',
    })
    const day = freshDay('07-15')
    const birthday = `1990-${day.slice(5)}`
    const kept = await registerAndLogin(app, { birthday })
    const excluded = await registerAndLogin(app, { birthday })
    const [keptId, excludedId] = [await userId(app, kept), await userId(app, excluded)]
    await app.db.query(
      "UPDATE users SET created_at = now() - interval '1 year', vip = 1 WHERE id = ANY($1)",
      [[keptId, excludedId]],
    )
    await exclude(excluded, '1y')
    const run = beijingAt(day, '00:00:05')
    expect(await runBirthdayBonus(app.db, run)).toBeGreaterThanOrEqual(2)
    clock.now = () => run
    expect(await claimOpen(kept)).toBe(200)
    expect(await claimOpen(excluded)).toBe(ProtectionCode.excluded)
    expect(await payoutsOf(app, keptId)).toMatchObject([{ kind: 'birthday', amount_cents: '1000' }])
    expect(await payoutsOf(app, excludedId)).toEqual([])
    expect(await balance(app, excluded)).toBe('0.00')
  })

  it('the VIP upgrade bonus pays the others when claimed, never an excluded player', async () => {
    const vip = await activityId(app, 'VIP 晋级礼金')
    await setRule(app, vip, { kind: 'vip-upgrade', params: {}, turnover_multiple: '1' })
    const kept = await registerAndLogin(app)
    const excluded = await registerAndLogin(app)
    const [keptId, excludedId] = [await userId(app, kept), await userId(app, excluded)]
    await app.db.query(
      'UPDATE users SET vip = 1, paysum_cents = 100000, totalgame_cents = 500000 WHERE id = ANY($1)',
      [[keptId, excludedId]],
    )
    await exclude(excluded, '30d')
    await runVipReview(app.db, new Date())
    expect(await payoutsOf(app, keptId)).toEqual([])
    expect(await claimOpen(kept)).toBe(200)
    expect(await claimOpen(excluded)).toBe(ProtectionCode.excluded)
    expect(await payoutsOf(app, keptId)).toMatchObject([{ kind: 'vip-upgrade' }])
    expect(await payoutsOf(app, excludedId)).toEqual([])
    expect(await balance(app, excluded)).toBe('0.00')
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  })
})
