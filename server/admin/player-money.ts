// A player's money in two figures that are easy to confuse (docs/operator-console.md, "The player
// page"): 存提差, deposits credited minus withdrawals taken out of the wallet (a cash-flow figure that
// also moves with bonuses, rebates and adjustments), and 输赢, the player's real result at the games:
// what the venues' house accounts paid the player minus what they took in stakes, read from the
// ledger's transfers the wager kernel wrote (stake, payout and void legs; pending holds excluded).
import type { Query } from '../db/client'
import { money } from '../wire'

/** Lifetime figures in bigint cents, as wire money. `win_loss` is the player's: positive = the player won. */
export async function playerMoney(q: Query, userId: number) {
  const [r] = await q<Record<'deposits' | 'withdrawals' | 'stakes' | 'payouts', string>>(
    `SELECT
       (SELECT coalesce(sum(coalesce(paid_cents, amount_cents)), 0) FROM deposits
         WHERE user_id = $1 AND state = 2)::text AS deposits,
       (SELECT coalesce(sum(amount_cents), 0) FROM withdrawals WHERE user_id = $1 AND state IN (1, 2))::text AS withdrawals,
       coalesce(sum(t.amount) FILTER (WHERE c.kind = 'game_result'), 0)::text AS stakes,
       coalesce(sum(t.amount) FILTER (WHERE d.kind = 'game_result'), 0)::text AS payouts
     FROM ledger_transfers t
     JOIN ledger_accounts c ON c.id = t.credit_account_id
     JOIN ledger_accounts d ON d.id = t.debit_account_id
    WHERE t.user_id = $1 AND t.kind IN ('bet', 'win', 'rollback') AND NOT t.pending`,
    [userId],
  )
  const deposits = BigInt(r.deposits)
  const withdrawals = BigInt(r.withdrawals)
  const stakes = BigInt(r.stakes)
  const payouts = BigInt(r.payouts)
  return {
    deposits: money(deposits),
    withdrawals: money(withdrawals),
    deposits_less_withdrawals: money(deposits - withdrawals),
    stakes: money(stakes),
    payouts: money(payouts),
    win_loss: money(payouts - stakes),
  }
}
