// Time travel over the games jobs: the Beijing rebate day (a bet settled at 23:59:59 counts for that
// day, one at 00:00:00 for the next), the claim time (claimable from 15:00 Beijing the next day), the
// daily cap, run-once under concurrent runs, VIP promotion at the day boundary (one level per day, no
// skipping) and demotion after 90 days without the retention turnover.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { beijingAt, beijingDate } from '../../core/time'
import { runDailyRebate } from '../../server/jobs/rebates'
import { runOnce } from '../../server/jobs/run-once'
import { runVipReview } from '../../server/jobs/vip'
import { callApi, registerAndLogin } from './helpers'
import { auth, moneyApp, userId } from './money-kit'

let app: FastifyInstance
let day = '2031-03-10'
let seq = 0

beforeAll(async () => {
  app = await moneyApp()
})

async function player() {
  const p = await registerAndLogin(app)
  return { p, id: await userId(app, p) }
}
/** A settled round (the fixture of the jobs: its money side is covered by the other suites). */
async function round(uid: number, venue: string, validCents: number, settledAt: Date) {
  await app.db.query(
    `INSERT INTO game_rounds (round_id, user_id, venue_code, game_name, stake_cents, valid_cents, payout_cents, status, created_at, settled_at)
     VALUES ($1, $2, $3, 'fixture', $4, $4, 0, 1, $5, $5)`,
    [`T${Date.now()}-${++seq}`, uid, venue, validCents, settledAt],
  )
}
async function rebates(uid: number) {
  return app.db.query<{ venue_code: string; bet_day: string; amount_cents: string; claimable_at: Date }>(
    `SELECT venue_code, to_char(bet_day, 'YYYY-MM-DD') AS bet_day, amount_cents::text, claimable_at FROM rebates WHERE user_id = $1 ORDER BY bet_day, venue_code`,
    [uid],
  )
}
const rate = async (level: number, col: string) =>
  Number(
    (
      await app.db.query<{ r: string }>(`SELECT ${col}::text AS r FROM vip_levels WHERE level = $1`, [level])
    )[0].r,
  )

describe('daily rebate', () => {
  it('counts 23:59:59 Beijing for the day and 00:00:00 for the next; claimable from 15:00 the next day', async () => {
    const { id } = await player()
    await round(id, 'jdslot', 100_000, new Date(beijingAt(day, '23:59:59').getTime() + 999))
    await round(id, 'jdslot', 40_000, beijingAt(day, '00:00:00'))
    await round(id, 'jdlive', 70_000, beijingAt('2031-03-11', '00:00:00'))
    expect(await runDailyRebate(app.db, day)).toBeGreaterThanOrEqual(1)
    expect(await runDailyRebate(app.db, day)).toBeNull()
    const electron = await rate(1, 'electron')
    let rows = await rebates(id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ venue_code: 'jdslot', bet_day: day })
    // Rate NUMERIC percent (0.80 = 0.8 %) in basis points of a percent, rounded down to the cent.
    expect(Number(rows[0].amount_cents)).toBe(Math.floor((140_000 * Math.round(electron * 100)) / 10000))
    expect(new Date(rows[0].claimable_at).toISOString()).toBe('2031-03-11T07:00:00.000Z')
    await runDailyRebate(app.db, '2031-03-11')
    rows = await rebates(id)
    expect(rows.map((r) => `${r.venue_code}@${r.bet_day}`)).toEqual([
      'jdslot@2031-03-10',
      'jdlive@2031-03-11',
    ])
  })

  it('is claimable only from its claim time, and the daily cap applies per player', async () => {
    const { p, id } = await player()
    const past = beijingDate(new Date(Date.now() - 3 * 86_400_000))
    const today = beijingDate(new Date())
    await round(id, 'jdslot', 50_000_000, beijingAt(past, '12:00:00'))
    await round(id, 'jdslot', 20_000, beijingAt(today, '00:00:01'))
    await app.db.query(
      `INSERT INTO settings (key, value) VALUES ('games', '{"rebate_daily_cap": "100.00"}') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    )
    try {
      await app.db.query('DELETE FROM job_runs WHERE job = $1 AND run_key IN ($2, $3)', [
        'rebate',
        past,
        today,
      ])
      await runDailyRebate(app.db, past)
      await runDailyRebate(app.db, today)
    } finally {
      await app.db.query(`DELETE FROM settings WHERE key = 'games'`)
    }
    const rows = await rebates(id)
    expect(rows.find((r) => r.bet_day === past)?.amount_cents).toBe('10000')
    const claim = await callApi(app, calls.dofanshui, {}, auth(p))
    expect(claim.code, claim.message).toBe(200)
    expect(claim.data.amount).toBe('100.00')
    // Today's rebate becomes claimable tomorrow at 15:00: nothing more to claim now.
    expect((await callApi(app, calls.dofanshui, {}, auth(p))).code).toBe(202)
  })

  it('runs once when several processes run it at the same moment', async () => {
    day = '2031-04-01'
    const { id } = await player()
    await round(id, 'jdsport', 300_000, beijingAt(day, '10:00:00'))
    const runs = await Promise.all(Array.from({ length: 5 }, () => runDailyRebate(app.db, day)))
    expect(runs.filter((r) => r !== null)).toHaveLength(1)
    expect(await rebates(id)).toHaveLength(1)
    expect(await runOnce(app.db, 'rebate', day, async () => 'again')).toBeNull()
  })
})

describe('VIP review', () => {
  async function qualified(levels: number) {
    const { id } = await player()
    const [lv] = await app.db.query<{ recharge: string; flow: string }>(
      'SELECT recharge_cents::text AS recharge, flow_cents::text AS flow FROM vip_levels WHERE level = $1',
      [1 + levels],
    )
    await app.db.query('UPDATE users SET paysum_cents = $2, totalgame_cents = $3 WHERE id = $1', [
      id,
      lv.recharge,
      lv.flow,
    ])
    return id
  }
  const vip = async (id: number) =>
    Number((await app.db.query<{ vip: number }>('SELECT vip FROM users WHERE id = $1', [id]))[0].vip)

  it('promotes one level per Beijing day, never skipping: 23:59:59 then 00:00:00', async () => {
    const id = await qualified(3)
    await runVipReview(app.db, beijingAt('2031-05-01', '23:59:59'))
    expect(await vip(id)).toBe(2)
    await runVipReview(app.db, new Date(beijingAt('2031-05-01', '23:59:59').getTime() + 999))
    expect(await vip(id)).toBe(2)
    await runVipReview(app.db, beijingAt('2031-05-02', '00:00:00'))
    expect(await vip(id)).toBe(3)
    await runVipReview(app.db, beijingAt('2031-05-03', '00:00:00'))
    expect(await vip(id)).toBe(4)
    await runVipReview(app.db, beijingAt('2031-05-04', '00:00:00'))
    expect(await vip(id)).toBe(4)
  })

  it('demotes one level after 90 days without the retention turnover, not before', async () => {
    const id = await qualified(0)
    const [lv] = await app.db.query<{ r: string }>(
      'SELECT retention_flow_cents::text AS r FROM vip_levels WHERE level = 3',
    )
    expect(BigInt(lv.r)).toBeGreaterThan(0n)
    const changed = beijingAt('2031-06-01', '12:00:00')
    await app.db.query(
      'UPDATE users SET vip = 3, vip_changed_at = $2, paysum_cents = 0, totalgame_cents = 0 WHERE id = $1',
      [id, changed],
    )
    await runVipReview(app.db, new Date(changed.getTime() + 90 * 86_400_000 - 1000))
    expect(await vip(id)).toBe(3)
    await runVipReview(app.db, new Date(changed.getTime() + 90 * 86_400_000))
    expect(await vip(id)).toBe(2)
  })
})
