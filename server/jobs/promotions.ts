// The promotions offered on a date (docs/promotions.md), run by the scheduler's tick:
// - the VIP birthday bonus, on the player's birthday (Beijing calendar; 29 February on 28 February in
//   other years), once a year, not for accounts younger than three months, amount by VIP level: the
//   player becomes eligible and claims it that day with 申请 (server/promotions/claims.ts);
// - the monthly red packet on the 1st and the 16th (Beijing), half of the level's monthly amount each,
//   only for players with an approved deposit in the previous Beijing month: the player becomes
//   eligible and claims each half with 申请 until the month ends.
// Neither pays anything itself. Each run claims its day or half-month in job_runs in the same
// transaction as its entitlements (runOnce), and every entitlement is also claimed by its own unique
// (kind, ref), so a run offers once across processes.
import { beijingAt, beijingDate } from '../../core/time'
import type { Db } from '../db/client'
import { entitleBirthday, entitleMonthlyRedPacket } from '../promotions/claims'
import { cents, rulesOfKind } from '../promotions/engine'
import { runOnce } from './run-once'

type Candidate = { id: string | number; vip: number }

/** The level's amount (VIP1 first in the rule's list); nothing below VIP1. */
const levelAmount = (amounts: readonly string[], vip: number) =>
  vip >= 1 && vip <= amounts.length ? cents(amounts[vip - 1]) : 0n

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0

/** Birthday bonuses of the Beijing day of `now`. Returns how many were offered (null: already run). */
export async function runBirthdayBonus(db: Db, now: Date) {
  const day = beijingDate(now)
  return runOnce(db, 'promo-birthday', day, async (q) => {
    const rules = await rulesOfKind(q, 'birthday')
    if (!rules.length) return 0
    const [year, month, date] = day.split('-').map(Number)
    const days = [`${day.slice(5)}`]
    if (month === 2 && date === 28 && !isLeap(year)) days.push('02-29')
    const players = await q<Candidate>(
      `SELECT id, vip FROM users
        WHERE birthday IS NOT NULL AND to_char(birthday, 'MM-DD') = ANY($1)
          AND created_at <= $2::timestamptz - interval '3 months'
        ORDER BY id`,
      [days, now],
    )
    let offered = 0
    for (const rule of rules)
      for (const p of players) {
        const amount = levelAmount(rule.params.amounts, Number(p.vip))
        if (await entitleBirthday(q, rule, { userId: Number(p.id), year, amount, now })) offered++
      }
    return offered
  })
}

/**
 * The red packet half of the 1st or the 16th (Beijing): offered, claimable until the month ends.
 * Returns how many were offered; null on other days or when already run.
 */
export async function runMonthlyRedPacket(db: Db, now: Date) {
  const day = beijingDate(now)
  const date = Number(day.slice(8))
  if (date !== 1 && date !== 16) return null
  const half = date === 1 ? 1 : 2
  const month = day.slice(0, 7)
  const [y, m] = month.split('-').map(Number)
  const previous = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
  return runOnce(db, 'promo-monthly-redpacket', `${month}-${half}`, async (q) => {
    const rules = await rulesOfKind(q, 'monthly-redpacket')
    if (!rules.length) return 0
    const players = await q<Candidate>(
      `SELECT u.id, u.vip FROM users u
        WHERE EXISTS (SELECT 1 FROM deposits d WHERE d.user_id = u.id AND d.state = 2
                        AND d.reviewed_at >= $1 AND d.reviewed_at < $2)
        ORDER BY u.id`,
      [beijingAt(`${previous}-01`), beijingAt(`${month}-01`)],
    )
    let offered = 0
    for (const rule of rules)
      for (const p of players) {
        // On odd cents the first half is the smaller one.
        const total = levelAmount(rule.params.amounts, Number(p.vip))
        const amount = half === 1 ? total / 2n : total - total / 2n
        const userId = Number(p.id)
        if (await entitleMonthlyRedPacket(q, rule, { userId, month, half, amount, now })) offered++
      }
    return offered
  })
}

/** Both date-bound promotions at `now` (the scheduler's tick). */
export async function runPromotionJobs(db: Db, now: Date) {
  await runBirthdayBonus(db, now)
  await runMonthlyRedPacket(db, now)
}
