// Crediting a pay-in from the provider's word (docs/payments.md, "Crediting rules"). A callback (or a
// lookup by the reconciliation job) that says paid credits the deposit through the same approval the
// console uses (services/deposits.ts approveDeposit), inside one transaction that holds the deposit's
// row lock, so any number of copies, in any order, credit it once. Everything that is not the plain
// case goes to the operator's review queue with its reason instead: another amount than ordered, a
// protection limit reached since the order, a payment after an operator refused the order.
import { translate } from '../../core/i18n'
import { centsToWire } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { guard } from '../protection/gate'
import { approveDeposit } from '../services/deposits'
import { applyPayoutReport } from './payouts'
import type { Callback } from './port'
import { unitOf } from './port'

export type PayInCallback = Extract<Callback, { type: 'payin' }>
export type PayInOutcome =
  | 'credited'
  | 'held'
  | 'duplicate'
  | 'progress'
  | 'stale'
  | 'expired'
  | 'unknown_order'

type Row = {
  id: string
  user_id: string
  state: number
  note: string
  amount_cents: string
  usdt_rate_micros: string | null
  channel: string
  provider: string
  pay_status: string
  asked: string
}

const hold = async (q: Query, d: Row, reason: string, paid: bigint, credit: bigint | null, late: boolean) => {
  await q(
    `UPDATE deposits SET state = 1, note = $2, paid_cents = $3, expires_at = NULL, reviewed_by = NULL, reviewed_at = NULL
      WHERE id = $1`,
    [d.id, reason, credit?.toString() ?? null],
  )
  await q(
    `UPDATE pay_orders SET status = 'held', paid_cents = $2, reason = $3, late = $4, updated_at = now() WHERE deposit_id = $1`,
    [d.id, paid.toString(), reason, late],
  )
  return 'held' as const
}

/** A USDT payment's transaction hash and sending address, as reported, on the deposit (the review shows them). */
const recordChain = async (q: Query, d: Row, cb: PayInCallback) => {
  if (unitOf(d.channel) !== 'USDT' || (!cb.txHash && !cb.fromAddress)) return
  await q(
    `UPDATE deposits SET usdt_tx_hash = CASE WHEN $2 = '' THEN usdt_tx_hash ELSE $2 END,
       usdt_from_address = CASE WHEN $3 = '' THEN usdt_from_address ELSE $3 END WHERE id = $1`,
    [d.id, cb.txHash.slice(0, 100), (cb.fromAddress ?? '').slice(0, 100)],
  )
}

/** What to credit in CNY cents for `paid` in the order's unit (USDT at the order's own rate, rounded down). */
const creditFor = (d: Row, paid: bigint) =>
  unitOf(d.channel) === 'USDT' ? (paid * BigInt(d.usdt_rate_micros ?? 0)) / 1_000_000n : paid

/** Apply one pay-in report inside the caller's transaction. */
export async function applyPayIn(q: Query, provider: string, cb: PayInCallback): Promise<PayInOutcome> {
  const [d] = await q<Row>(
    `SELECT d.id, d.user_id, d.state, d.note, d.amount_cents, d.usdt_rate_micros, d.channel,
            p.provider, p.status AS pay_status, p.amount_cents AS asked
       FROM deposits d JOIN pay_orders p ON p.deposit_id = d.id
      WHERE d.order_no = $1 FOR UPDATE OF d`,
    [cb.orderNo],
  )
  if (!d || d.provider !== provider) return 'unknown_order'
  const open = d.pay_status === 'new' || d.pay_status === 'created' || d.pay_status === 'expired'
  if (cb.status === 'pending') {
    // Progress reported after the payment was settled came out of order: nothing to change.
    if (!open) return 'stale'
    await q(
      `UPDATE pay_orders SET confirmations = GREATEST(confirmations, $2), tx_hash = CASE WHEN $3 = '' THEN tx_hash ELSE $3 END,
           provider_ref = CASE WHEN provider_ref = '' THEN $4 ELSE provider_ref END, updated_at = now()
          WHERE deposit_id = $1`,
      [d.id, cb.confirmations, cb.txHash, cb.ref],
    )
    await recordChain(q, d, cb)
    return 'progress'
  }
  if (cb.status === 'expired') {
    if (d.pay_status === 'new' || d.pay_status === 'created')
      await q(`UPDATE pay_orders SET status = 'expired', updated_at = now() WHERE deposit_id = $1`, [d.id])
    return 'expired'
  }
  // Paid, possibly again, possibly after our own expiry closed the order.
  if (!open || Number(d.state) === 2) return 'duplicate'
  await q(
    `UPDATE pay_orders SET confirmations = GREATEST(confirmations, $2), tx_hash = CASE WHEN $3 = '' THEN tx_hash ELSE $3 END,
       provider_ref = CASE WHEN provider_ref = '' THEN $4 ELSE provider_ref END WHERE deposit_id = $1`,
    [d.id, cb.confirmations, cb.txHash, cb.ref],
  )
  await recordChain(q, d, cb)
  const asked = BigInt(d.asked)
  const paid = cb.paid ?? 0n
  const unit = unitOf(d.channel)
  const late = Number(d.state) === 3
  if (late && d.note !== 'expired')
    return hold(q, d, `paid after refusal: ${centsToWire(paid)} ${unit}`, paid, null, late)
  if (cb.unit !== unit || paid !== asked) {
    const credit = cb.unit === unit && paid > 0n ? creditFor(d, paid) : null
    const reason = `amount differs: paid ${centsToWire(paid)} ${cb.unit}, ordered ${centsToWire(asked)} ${unit}`
    return hold(q, d, reason, paid, credit && credit > 0n ? credit : null, late)
  }
  // A late payment of the exact amount is credited: the order is reopened first, so that it counts
  // against the player's deposit limits like any order, then checked as at the order's creation.
  if (late)
    await q(
      `UPDATE deposits SET state = 1, note = '', reviewed_by = NULL, reviewed_at = NULL WHERE id = $1`,
      [d.id],
    )
  try {
    await guard(q, Number(d.user_id), 'deposit', 0n)
  } catch (e) {
    if (!(e instanceof BizError)) throw e
    return hold(q, d, `protection: ${translate('zh', e.key, e.params)}`, paid, null, late)
  }
  const orderNo = cb.orderNo
  await approveDeposit(q, orderNo, `provider:${provider}`)
  await q(`UPDATE pay_orders SET paid_cents = $2, late = $3, updated_at = now() WHERE deposit_id = $1`, [
    d.id,
    paid.toString(),
    late,
  ])
  return 'credited'
}

/**
 * A verified callback: recorded once per provider event id (a resent event is answered as a
 * duplicate without a second look), then applied, in one transaction.
 */
export async function receiveCallback(db: Db, provider: string, cb: Callback, body: unknown) {
  return db.tx(async (q) => {
    const [row] = await q<{ id: string }>(
      `INSERT INTO pay_callbacks (provider, event_id, kind, order_no, body) VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
      [provider, cb.eventId, cb.type, cb.orderNo, JSON.stringify(body)],
    )
    if (!row) return 'duplicate' as const
    const outcome =
      cb.type === 'payin' ? await applyPayIn(q, provider, cb) : await applyPayoutReport(q, provider, cb)
    await q('UPDATE pay_callbacks SET outcome = $2 WHERE id = $1', [row.id, outcome])
    return outcome
  })
}
