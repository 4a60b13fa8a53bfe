// The risk picture beside a withdrawal in review (docs/operator-console.md): what the player still has
// to wager, money in and out and play over 30 days, the net position, and who else used the destination.
import { centsToWire } from '../../core/money'
import type { Query } from '../db/client'
import { wagering } from '../services/withdrawals'
import { money } from '../wire'
import { playerMoney } from './player-money'

/** The risk picture beside a withdrawal: wagering, the last 30 days, the net position, shared destinations. */
export async function withdrawalRisk(q: Query, userId: number, cardNo: string) {
  const w = await wagering(q, userId)
  const [r] = await q<Record<string, string>>(
    `SELECT
       (SELECT coalesce(sum(amount_cents), 0) FROM deposits WHERE user_id = $1 AND state = 2 AND reviewed_at > now() - interval '30 days')::text AS dep30,
       (SELECT coalesce(sum(amount_cents), 0) FROM withdrawals WHERE user_id = $1 AND state IN (1, 2) AND created_at > now() - interval '30 days')::text AS wd30,
       (SELECT coalesce(sum(stake_cents), 0) FROM game_rounds WHERE user_id = $1 AND status <> 0 AND created_at > now() - interval '30 days')::text AS bets30,
       (SELECT coalesce(sum(payout_cents), 0) FROM game_rounds WHERE user_id = $1 AND status <> 0 AND created_at > now() - interval '30 days')::text AS payout30`,
    [userId],
  )
  const m = await playerMoney(q, userId)
  const shared = await q<{ username: string }>(
    `SELECT DISTINCT u.username FROM user_cards c JOIN users u ON u.id = c.user_id
      WHERE c.bank_no = $2 AND c.user_id <> $1 AND c.deleted_at IS NULL
     UNION
     SELECT DISTINCT u.username FROM withdrawals o JOIN users u ON u.id = o.user_id
      WHERE o.card_no = $2 AND o.user_id <> $1
     ORDER BY 1 LIMIT 20`,
    [userId, cardNo],
  )
  return {
    wagering_required: centsToWire(w.required),
    wagering_done: centsToWire(w.wagered),
    wagering_met: w.left === 0n,
    deposits_30d: money(r.dep30),
    withdrawals_30d: money(r.wd30),
    bets_30d: money(r.bets30),
    payout_30d: money(r.payout30),
    // 存提差 (deposits − withdrawals, lifetime) beside the real result at the games (player-money.ts).
    net_position: m.deposits_less_withdrawals,
    win_loss: m.win_loss,
    shared_with: shared.map((s) => s.username),
  }
}
