// Payouts through the provider (docs/payments.md, "Payouts"). An approved withdrawal on a channel a
// provider pays out is queued in the approval's transaction (the money has left the player's wallet
// for the channel's clearing account). Sending happens after that commits, by the approval's caller
// and by the reconciliation job, never inside a transaction. The provider keys payouts by our order
// number, so sending again is safe. Its answers: accepted or paid (reference, fee, net kept),
// refused (the money returns to the player, reason on the withdrawal and in the inbox), or unknown
// (timeout, 5xx: nothing moves; the job looks the payout up until the answer is final).
import type { Db, Query } from '../db/client'
import type { PayChannel } from '../ledger'
import { noticeRefusal } from '../services/refusal-notice'
import { returnFailedPayout } from '../services/withdrawals'
import type { Answer, Callback, PayoutState } from './port'
import { unitOf } from './port'
import { notifyUrl, payoutProvider } from './providers'

type Queued = {
  id: string
  orderNo: string
  channel: PayChannel
  amount: bigint
  debited: bigint
  account: { bank: string; number: string; owner: string }
}

/** In the approval's transaction: the payout row, when a provider pays this channel out. */
export async function queuePayout(q: Query, w: Queued) {
  const p = await payoutProvider(q, w.channel)
  if (!p) return
  await q(
    `INSERT INTO payouts (withdrawal_id, order_no, channel, provider, amount_cents, debited_cents)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [w.id, w.orderNo, w.channel, p.binding.provider, w.amount.toString(), w.debited.toString()],
  )
}

type PayoutRow = {
  withdrawal_id: string
  order_no: string
  channel: PayChannel
  provider: string
  amount_cents: string
  status: string
  attempts: number
  user_id: string
  card_bank: string
  card_no: string
  card_owner: string
}

/** Seconds until the next look at an unresolved payout: 5, 10, 20 ... at most 5 minutes. */
const backoff = (attempts: number) => Math.min(300, 5 * 2 ** Math.min(attempts, 6))

const FINAL = new Set(['paid', 'failed'])

/** One provider state applied to a locked payout row; the money moves only on a definite failure. */
async function applyState(q: Query, row: PayoutRow, s: PayoutState): Promise<string> {
  if (FINAL.has(row.status)) return 'duplicate'
  if (s.status === 'not_found') {
    // The provider never got it: send again (same order number).
    await q(
      `UPDATE payouts SET status = 'queued', next_check_at = now(), updated_at = now() WHERE order_no = $1`,
      [row.order_no],
    )
    return 'queued'
  }
  const common = [row.order_no, s.ref, s.fee?.toString() ?? null, s.net?.toString() ?? null]
  if (s.status === 'processing') {
    await q(
      `UPDATE payouts SET status = 'submitted', provider_ref = $2, fee_cents = $3, net_cents = $4,
         next_check_at = now() + $5 * interval '1 second', updated_at = now() WHERE order_no = $1`,
      [...common, backoff(row.attempts)],
    )
    return 'submitted'
  }
  if (s.status === 'paid') {
    await q(
      `UPDATE payouts SET status = 'paid', provider_ref = $2, fee_cents = $3, net_cents = $4, settled_at = now(),
         updated_at = now() WHERE order_no = $1`,
      common,
    )
    return 'paid'
  }
  return fail(q, row, s.reason || 'refused', s.ref)
}

async function fail(q: Query, row: PayoutRow, reason: string, ref = '') {
  await q(
    `UPDATE payouts SET status = 'failed', reason = $2, provider_ref = CASE WHEN $3 = '' THEN provider_ref ELSE $3 END,
       settled_at = now(), updated_at = now() WHERE order_no = $1`,
    [row.order_no, reason.slice(0, 200), ref],
  )
  await returnFailedPayout(q, row.order_no, reason)
  await noticeRefusal(q, { userId: row.user_id, kind: 'withdrawal.channel', orderNo: row.order_no, reason })
  return 'failed'
}

const lockRow = async (q: Query, orderNo: string) => {
  const [row] = await q<PayoutRow>(
    `SELECT p.*, w.user_id, w.card_bank, w.card_no, w.card_owner
       FROM payouts p JOIN withdrawals w ON w.id = p.withdrawal_id WHERE p.order_no = $1 FOR UPDATE OF p`,
    [orderNo],
  )
  return row ?? null
}

/** A payout callback, inside receiveCallback's transaction. */
export async function applyPayoutReport(
  q: Query,
  provider: string,
  cb: Extract<Callback, { type: 'payout' }>,
) {
  const row = await lockRow(q, cb.orderNo)
  if (!row || row.provider !== provider) return 'unknown_order'
  return applyState(q, row, { status: cb.status, ref: cb.ref, fee: cb.fee, net: cb.net, reason: cb.reason })
}

/** Apply an answer of the provider to the payout, in its own transaction. */
async function settle(db: Db, orderNo: string, a: Answer<PayoutState>) {
  return db.tx(async (q) => {
    const row = await lockRow(q, orderNo)
    if (!row) return 'unknown_order'
    if (a.outcome === 'ok') return applyState(q, row, a.value)
    if (a.outcome === 'refused') return FINAL.has(row.status) ? 'duplicate' : fail(q, row, a.reason)
    if (FINAL.has(row.status)) return 'duplicate'
    await q(
      `UPDATE payouts SET status = 'unknown', reason = $2, next_check_at = now() + $3 * interval '1 second',
         updated_at = now() WHERE order_no = $1`,
      [orderNo, a.reason.slice(0, 200), backoff(row.attempts)],
    )
    return 'unknown'
  })
}

/**
 * Take a due payout for this pass (one sender at a time: the claim moves its next look forward) and
 * send it or look it up. Returns what it came to, or null when it was not due.
 */
export async function workPayout(db: Db, orderNo: string): Promise<string | null> {
  const [row] = await db.query<PayoutRow>(
    `UPDATE payouts p SET attempts = attempts + 1, next_check_at = now() + interval '30 seconds'
       FROM withdrawals w
      WHERE p.order_no = $1 AND w.id = p.withdrawal_id AND p.status IN ('queued', 'submitted', 'unknown')
        AND p.next_check_at <= now()
      RETURNING p.*, w.user_id, w.card_bank, w.card_no, w.card_owner`,
    [orderNo],
  )
  if (!row) return null
  const p = await payoutProvider(db.query, row.channel)
  if (!p) return null
  const a =
    row.status === 'queued'
      ? await p.adapter.requestPayout({
          orderNo,
          channel: row.channel,
          amount: BigInt(row.amount_cents),
          unit: unitOf(row.channel),
          account: { bank: row.card_bank, number: row.card_no, owner: row.card_owner },
          notifyUrl: notifyUrl(p.binding.provider),
        })
      : await p.adapter.lookupPayout(orderNo)
  // A refusal of a lookup is no verdict on the payout itself: look again later.
  if (row.status !== 'queued' && a.outcome === 'refused')
    return settle(db, orderNo, { outcome: 'unknown', reason: a.reason })
  return settle(db, orderNo, a)
}

/** Every payout due now (the reconciliation job's pass). */
export async function workPayouts(db: Db, limit = 50) {
  const due = await db.query<{ order_no: string }>(
    `SELECT order_no FROM payouts WHERE status IN ('queued', 'submitted', 'unknown') AND next_check_at <= now()
      ORDER BY next_check_at LIMIT $1`,
    [limit],
  )
  const out: Record<string, number> = {}
  for (const { order_no } of due) {
    const r = await workPayout(db, order_no)
    if (r) out[r] = (out[r] ?? 0) + 1
  }
  return out
}

/**
 * Right after an approval commits: send its payout now rather than at the job's next pass. Nothing
 * here may undo the approval, so a failure is left to the job.
 */
export async function sendApprovedPayout(db: Db, orderNo: string) {
  try {
    await workPayout(db, orderNo)
  } catch {
    // The payout stays queued or unknown; the reconciliation job takes it from there.
  }
}
