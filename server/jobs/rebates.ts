// The daily rebate: for one Beijing day, each player's valid bets per venue times the player's VIP
// rebate rate for the venue's category, rounded down to the cent, capped per player and day (operator
// setting), written as unclaimed rebate rows that become claimable the next day from 15:00 Beijing
// (configurable). The job key rebate:<day> in job_runs and the unique (user, venue, day) index make it
// run once however many processes try.
import { decimalCents } from '../../core/money'
import { beijingAt, beijingDate, beijingMidnight } from '../../core/time'
import type { Db } from '../db/client'
import { runOnce } from './run-once'

export type GameSettings = {
  /** Cap on one player's rebate per Beijing day, in yuan. */
  rebate_daily_cap: string
  /** Beijing time of the next day from which a day's rebate may be claimed. */
  rebate_claim_time: string
}
export const GAME_DEFAULTS: GameSettings = { rebate_daily_cap: '5000.00', rebate_claim_time: '15:00:00' }

export async function gameSettings(db: Pick<Db, 'query'>): Promise<GameSettings> {
  const [row] = await db.query<{ value: unknown }>("SELECT value FROM settings WHERE key = 'games'")
  return {
    ...GAME_DEFAULTS,
    ...((row?.value && typeof row.value === 'object' ? row.value : {}) as Partial<GameSettings>),
  }
}

/** vip_levels column of each venue category's rebate rate. */
export const RATE_COLUMN: Record<string, string> = {
  realbet: 'realperson',
  concise: 'electron',
  joker: 'joker',
  sport: 'sport',
  lottery: 'lottery',
  gaming: 'e_sport',
}

/** Compute day `day` (YYYY-MM-DD, Beijing). Returns the rows written, or null when it already ran. */
export async function runDailyRebate(db: Db, day: string) {
  const settings = await gameSettings(db)
  const cap = decimalCents(settings.rebate_daily_cap)
  const from = beijingAt(day)
  const to = beijingMidnight(from, 1)
  const claimableAt = beijingAt(beijingDate(to), settings.rebate_claim_time)
  return runOnce(db, 'rebate', day, async (q) => {
    // Rate in basis points of a percent: NUMERIC 0.80 (= 0.8 %) -> 80; rebate = valid * bp / 10000.
    const rows = await q<{ user_id: string; venue_code: string; valid: string; bp: string | null }>(
      `SELECT g.user_id, g.venue_code, sum(g.valid_cents)::text AS valid,
         (CASE v.category WHEN 'realbet' THEN l.realperson WHEN 'concise' THEN l.electron WHEN 'joker' THEN l.joker
            WHEN 'sport' THEN l.sport WHEN 'lottery' THEN l.lottery ELSE l.e_sport END * 100)::bigint::text AS bp
       FROM game_rounds g
       JOIN venues v ON v.code = g.venue_code
       JOIN users u ON u.id = g.user_id
       LEFT JOIN vip_levels l ON l.level = u.vip
       WHERE g.status = 1 AND g.valid_cents > 0 AND g.settled_at >= $1 AND g.settled_at < $2
       GROUP BY g.user_id, g.venue_code, v.category, v.sort, l.realperson, l.electron, l.joker, l.sport, l.lottery, l.e_sport
       ORDER BY g.user_id, v.sort, g.venue_code`,
      [from, to],
    )
    const given = new Map<string, bigint>()
    let written = 0
    for (const r of rows) {
      const full = (BigInt(r.valid) * BigInt(r.bp ?? '0')) / 10000n
      const left = cap - (given.get(r.user_id) ?? 0n)
      const amount = full < left ? full : left
      if (amount <= 0n) continue
      given.set(r.user_id, (given.get(r.user_id) ?? 0n) + amount)
      const ins = await q(
        `INSERT INTO rebates (user_id, venue_code, bet_day, amount_cents, state, claimable_at, created_at)
         VALUES ($1, $2, $3, $4, 0, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
        [r.user_id, r.venue_code, day, amount.toString(), claimableAt, to],
      )
      written += ins.length
    }
    return written
  })
}
