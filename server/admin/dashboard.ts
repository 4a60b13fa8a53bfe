// The owner's numbers (docs/operator-console.md, "Dashboard"): per Beijing calendar day over the last
// 30 days, computed from the records and the ledger on each request: approved deposits and
// withdrawals (by the day they were approved) and their difference, GGR per venue (settled stakes
// minus payouts, by the day of the bet), bonuses (activity bonuses, VIP upgrades, red packets) and
// rebates paid (ledger transfers of those kinds), new players and active players (logged in or bet).
// The 30-day sums are added here in cents, so the console shows money it never adds up itself.
import { centsToWire } from '../../core/money'
import { beijingDate, beijingMidnight } from '../../core/time'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { counts } from './queues'

const DAYS = 30
// A timestamptz's Beijing calendar day, whatever the session's time zone.
const day = (col: string) => `((${col} AT TIME ZONE 'UTC') + interval '8 hours')::date::text`

export async function dashboard(q: Query, transferOldMinutes: number) {
  const now = clock.now()
  const from = beijingMidnight(now, -(DAYS - 1))
  const sums = async (sql: string) => {
    const rows = await q<{ d: string; k: string | null; v: string }>(sql, [from])
    const out = new Map<string, Map<string, bigint>>()
    for (const r of rows) {
      const m = out.get(r.d) ?? new Map<string, bigint>()
      m.set(r.k ?? '', BigInt(r.v))
      out.set(r.d, m)
    }
    return out
  }
  const deposits = await sums(
    `SELECT ${day('reviewed_at')} AS d, NULL AS k, sum(amount_cents)::text AS v FROM deposits
      WHERE state = 2 AND reviewed_at >= $1 GROUP BY 1`,
  )
  const withdrawals = await sums(
    `SELECT ${day('reviewed_at')} AS d, NULL AS k, sum(amount_cents)::text AS v FROM withdrawals
      WHERE state = 2 AND reviewed_at >= $1 GROUP BY 1`,
  )
  const ggr = await sums(
    `SELECT ${day('created_at')} AS d, venue_code AS k, sum(stake_cents - payout_cents)::text AS v FROM game_rounds
      WHERE status = 1 AND created_at >= $1 GROUP BY 1, 2`,
  )
  const promos = await sums(
    `SELECT ${day('created_at')} AS d, CASE WHEN kind = 'rebate' THEN 'rebate' ELSE 'bonus' END AS k, sum(amount)::text AS v
       FROM ledger_transfers WHERE kind IN ('bonus', 'redpacket', 'rebate') AND created_at >= $1 GROUP BY 1, 2`,
  )
  const newPlayers = await sums(
    `SELECT ${day('created_at')} AS d, NULL AS k, count(*)::text AS v FROM users WHERE created_at >= $1 GROUP BY 1`,
  )
  const active = await sums(
    `SELECT d, NULL AS k, count(DISTINCT user_id)::text AS v FROM (
       SELECT ${day('created_at')} AS d, user_id FROM player_logins WHERE created_at >= $1
       UNION ALL SELECT ${day('created_at')} AS d, user_id FROM game_rounds WHERE created_at >= $1) x GROUP BY 1`,
  )
  const one = (m: Map<string, Map<string, bigint>>, d: string, k = '') => m.get(d)?.get(k) ?? 0n
  const month = { deposits: 0n, withdrawals: 0n, ggr: 0n, bonuses: 0n, rebates: 0n, newPlayers: 0n }
  const monthPerVenue = new Map<string, bigint>()
  const days = Array.from({ length: DAYS }, (_, i) => {
    const d = beijingDate(beijingMidnight(now, i - (DAYS - 1)))
    const dep = one(deposits, d)
    const wd = one(withdrawals, d)
    const perVenue: Record<string, string> = {}
    let total = 0n
    for (const [venue, v] of ggr.get(d) ?? []) {
      perVenue[venue] = centsToWire(v)
      total += v
      monthPerVenue.set(venue, (monthPerVenue.get(venue) ?? 0n) + v)
    }
    month.deposits += dep
    month.withdrawals += wd
    month.ggr += total
    month.bonuses += one(promos, d, 'bonus')
    month.rebates += one(promos, d, 'rebate')
    month.newPlayers += one(newPlayers, d)
    return {
      day: d,
      deposits: centsToWire(dep),
      withdrawals: centsToWire(wd),
      net_cash: centsToWire(dep - wd),
      ggr: perVenue,
      ggr_total: centsToWire(total),
      bonuses: centsToWire(one(promos, d, 'bonus')),
      rebates: centsToWire(one(promos, d, 'rebate')),
      new_players: Number(one(newPlayers, d)),
      active_players: Number(one(active, d)),
    }
  })
  const totals = {
    deposits: centsToWire(month.deposits),
    withdrawals: centsToWire(month.withdrawals),
    net_cash: centsToWire(month.deposits - month.withdrawals),
    ggr: Object.fromEntries([...monthPerVenue].map(([venue, v]) => [venue, centsToWire(v)])),
    ggr_total: centsToWire(month.ggr),
    bonuses: centsToWire(month.bonuses),
    rebates: centsToWire(month.rebates),
    new_players: Number(month.newPlayers),
  }
  return { today: days[days.length - 1], days, month: totals, pending: await counts(q, transferOldMinutes) }
}
