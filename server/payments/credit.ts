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
import { guard, guardState } from '../protection/gate'
import { type PlayerState, playerStateOf, playerStateSql, type Raw as StateRow } from '../protection/state'
import {
  CREDITABLE_COLUMNS,
  type CreditableDeposit,
  type CreditReport,
  creditDeposit,
} from '../services/deposits'
import { applyPayoutReport } from './payouts'
import type { Callback } from './port'
import { unitOf } from './port'
import type { Binding } from './providers'

export type PayInCallback = Extract<Callback, { type: 'payin' }>
export type PayInOutcome =
  | 'credited'
  | 'held'
  | 'duplicate'
  | 'progress'
  | 'stale'
  | 'expired'
  | 'unknown_order'

type Row = CreditableDeposit & {
  note: string
  usdt_rate_micros: string | null
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

/** The order a pay-in report is about, its deposit row locked (order_no is `$n`; `and`: more conditions). */
const lockedOrder = (n: number, and = '') =>
  `SELECT ${CREDITABLE_COLUMNS}, d.note, d.usdt_rate_micros, p.provider, p.status AS pay_status, p.amount_cents AS asked
     FROM deposits d JOIN pay_orders p ON p.deposit_id = d.id
    WHERE d.order_no = $${n} ${and} FOR UPDATE OF d`

/** Apply one pay-in report inside the caller's transaction. */
export async function applyPayIn(q: Query, provider: string, cb: PayInCallback): Promise<PayInOutcome> {
  const [d] = await q<Row>(lockedOrder(1), [cb.orderNo])
  return applyToOrder(q, provider, cb, d, null, null)
}

/** What the provider reported with a payment, on its provider order (a hold writes its status after). */
const writeReport = (q: Query, d: Row, r: CreditReport) =>
  q(
    `UPDATE pay_orders SET confirmations = GREATEST(confirmations, $2), tx_hash = CASE WHEN $3 = '' THEN tx_hash ELSE $3 END,
       provider_ref = CASE WHEN provider_ref = '' THEN $4 ELSE provider_ref END, paid_cents = $5, late = $6,
       updated_at = now() WHERE deposit_id = $1`,
    [d.id, r.confirmations, r.txHash, r.ref, r.paid.toString(), r.late],
  )

/**
 * A pay-in report applied to its order (`d` locked by the caller; undefined when there is none).
 * `callbackId`: the recorded callback, whose outcome the crediting statement writes when it credits;
 * `state`: the player's protection state when the caller read it with the order (else read here).
 */
async function applyToOrder(
  q: Query,
  provider: string,
  cb: PayInCallback,
  d: Row | undefined,
  callbackId: string | null,
  state: PlayerState | null,
): Promise<PayInOutcome> {
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
  const asked = BigInt(d.asked)
  const paid = cb.paid ?? 0n
  const unit = unitOf(d.channel)
  const late = Number(d.state) === 3
  const report: CreditReport = {
    confirmations: cb.confirmations,
    txHash: cb.txHash,
    ref: cb.ref,
    paid,
    late,
    callbackId,
  }
  await recordChain(q, d, cb)
  if (late && d.note !== 'expired') {
    await writeReport(q, d, report)
    return hold(q, d, `paid after refusal: ${centsToWire(paid)} ${unit}`, paid, null, late)
  }
  if (cb.unit !== unit || paid !== asked) {
    const credit = cb.unit === unit && paid > 0n ? creditFor(d, paid) : null
    const reason = `amount differs: paid ${centsToWire(paid)} ${cb.unit}, ordered ${centsToWire(asked)} ${unit}`
    await writeReport(q, d, report)
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
    if (state) await guardState(q, state, 'deposit', 0n)
    else await guard(q, Number(d.user_id), 'deposit', 0n)
  } catch (e) {
    if (!(e instanceof BizError)) throw e
    await writeReport(q, d, report)
    return hold(q, d, `protection: ${translate('zh', e.key, e.params)}`, paid, null, late)
  }
  // The plain case: the report is written by the crediting statement itself.
  await creditDeposit(q, { ...d, state: 1 }, `provider:${provider}`, report)
  return 'credited'
}

/**
 * The first statement of a callback: the binding it was verified with still stored (else nothing
 * happens), the event recorded unless its id was seen before, and then only, for a new pay-in, its
 * order locked (the lateral reads the recorded row, so the lock always comes second and a repeated
 * event id never touches it), with its player's protection state (crediting checks it).
 */
const RECEIVE = `WITH b AS (
    SELECT 1 FROM pay_channel_providers
     WHERE provider = $1 AND merchant_id = $6 AND secret_ref = $7 AND secret_sealed = $8 LIMIT 1
  ), c AS (
    INSERT INTO pay_callbacks (provider, event_id, kind, order_no, body)
    SELECT $1, $2, $3, $4, $5::jsonb FROM b
    ON CONFLICT (provider, event_id) DO NOTHING RETURNING id, kind
  )
  SELECT EXISTS (SELECT 1 FROM b) AS bound, c.id AS callback_id, o.*, to_json(ps) AS player
    FROM (SELECT 1) AS one LEFT JOIN c ON true
    LEFT JOIN LATERAL (${lockedOrder(4, "AND c.kind = 'payin'")}) o ON true
    LEFT JOIN LATERAL (${playerStateSql('o.user_id')}) ps ON true`

/** PGlite answers a json column as text, node-postgres as the value. */
const parsed = (v: StateRow | string): StateRow => (typeof v === 'string' ? (JSON.parse(v) as StateRow) : v)

type Received = Partial<Row> & {
  bound: boolean
  callback_id: string | null
  player: StateRow | string | null
}

/**
 * A verified callback, in one transaction: recorded once per provider event id (a resent event is
 * answered as a duplicate without a second look), then applied. 'unbound' (nothing written) when
 * the binding it was verified with has changed since: the caller verifies it again.
 */
export async function receiveCallback(
  db: Db,
  binding: Pick<Binding, 'provider' | 'merchant_id' | 'secret_ref' | 'secret_sealed'>,
  cb: Callback,
  raw: string,
) {
  const { provider } = binding
  return db.tx(async (q) => {
    const [row] = await q<Received>(RECEIVE, [
      provider,
      cb.eventId,
      cb.type,
      cb.orderNo,
      raw,
      binding.merchant_id,
      binding.secret_ref,
      binding.secret_sealed,
    ])
    if (!row.bound) return 'unbound' as const
    if (!row.callback_id) return 'duplicate' as const
    const outcome =
      cb.type === 'payin'
        ? await applyToOrder(
            q,
            provider,
            cb,
            row.id ? (row as Row) : undefined,
            row.callback_id,
            row.id && row.player ? playerStateOf(Number(row.user_id), parsed(row.player)) : null,
          )
        : await applyPayoutReport(q, provider, cb)
    // A credit wrote its callback's outcome in its own statement.
    if (outcome !== 'credited' || cb.type !== 'payin')
      await q('UPDATE pay_callbacks SET outcome = $2 WHERE id = $1', [row.callback_id, outcome])
    return outcome
  })
}
