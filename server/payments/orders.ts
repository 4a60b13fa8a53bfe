// Pay-in orders at the provider (docs/payments.md, "Pay-ins"). A deposit on a channel served by a
// provider gets its pay_orders row in the deposit's own transaction (status new); the provider order
// is created after that commits, outside any transaction, by the first look at the order's payment
// state (the /payInfo page asks at once) or by the reconciliation job, and again until the provider
// answers (the provider keys orders by our order number, so asking twice creates one order).
import { centsToWire } from '../../core/money'
import { beijingWireTime } from '../../core/time'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { unitOf } from './port'
import { notifyUrl, payInProvider } from './providers'

type OrderRow = {
  deposit_id: string
  order_no: string
  channel: string
  provider: string
  amount_cents: string
  status: string
  provider_ref: string
  pay_url: string
  paid_cents: string | null
  confirmations: number
  tx_hash: string
  reason: string
  late: boolean
  user_id: string
  state: number
  note: string
  expires_at: Date | string | null
}

/** In the deposit's transaction: the provider's half of the order, when its channel has a provider. */
export async function openPayOrder(q: Query, orderNo: string) {
  const [d] = await q<{ id: string; channel: string; amount_cents: string; usdt_cents: string | null }>(
    'SELECT id, channel, amount_cents, usdt_cents FROM deposits WHERE order_no = $1',
    [orderNo],
  )
  const p = d ? await payInProvider(q, d.channel) : null
  if (!d || !p) return
  const asked = unitOf(d.channel) === 'USDT' ? d.usdt_cents : d.amount_cents
  await q(
    `INSERT INTO pay_orders (deposit_id, order_no, channel, provider, amount_cents) VALUES ($1, $2, $3, $4, $5)`,
    [d.id, orderNo, d.channel, p.binding.provider, asked],
  )
}

const orderOf = async (q: Query, orderNo: string) => {
  const [o] = await q<OrderRow>(
    `SELECT p.*, d.user_id, d.state, d.note, d.expires_at FROM pay_orders p JOIN deposits d ON d.id = p.deposit_id
      WHERE p.order_no = $1`,
    [orderNo],
  )
  return o ?? null
}

/** Create the provider order of a new pay order (no transaction held while the provider answers). */
export async function ensureProviderOrder(db: Db, orderNo: string) {
  const o = await orderOf(db.query, orderNo)
  if (o?.status !== 'new' || Number(o.state) !== 1 || !o.expires_at) return o
  const p = await payInProvider(db.query, o.channel)
  if (!p) return o
  const a = await p.adapter.createPayIn({
    orderNo,
    channel: o.channel as never,
    amount: BigInt(o.amount_cents),
    unit: unitOf(o.channel),
    notifyUrl: notifyUrl(p.binding.provider),
    expiresAt: new Date(o.expires_at),
  })
  if (a.outcome !== 'ok') {
    await db.query('UPDATE pay_orders SET reason = $2, updated_at = now() WHERE order_no = $1', [
      orderNo,
      `${a.outcome}: ${a.reason}`.slice(0, 200),
    ])
    return o
  }
  await db.query(
    `UPDATE pay_orders SET status = 'created', provider_ref = $2, pay_url = $3, reason = '', updated_at = now()
      WHERE order_no = $1 AND status = 'new'`,
    [orderNo, a.value.ref, a.value.payUrl],
  )
  return orderOf(db.query, orderNo)
}

/**
 * The payment state the player's /payInfo page follows: awaiting (not paid yet), confirming (a chain
 * transfer seen, not yet confirmed enough), review (paid, held for an operator), credited, expired,
 * refused; `manual` for an order without a provider (bank, or no provider reachable).
 */
export async function payStatus(db: Db, userId: number, orderNo: string) {
  const [mine] = await db.query<{
    state: number
    note: string
    reviewed_at: Date | null
    credited_cents: string | number
  }>(
    `SELECT state, note, reviewed_at, coalesce(paid_cents, amount_cents) AS credited_cents
       FROM deposits WHERE order_no = $1 AND user_id = $2`,
    [orderNo, userId],
  )
  if (!mine) throw new BizError(202, 'm.noSuchOrder')
  const o = await ensureProviderOrder(db, orderNo)
  const state = Number(mine.state)
  const status =
    state === 2
      ? 'credited'
      : state === 3
        ? mine.note === 'expired'
          ? 'expired'
          : 'refused'
        : !o
          ? 'manual'
          : o.status === 'held'
            ? 'review'
            : o.confirmations > 0
              ? 'confirming'
              : 'awaiting'
  return {
    deposit_no: orderNo,
    status: status as PayStatus,
    pay_url: o?.pay_url ?? '',
    paid: o?.paid_cents ? centsToWire(BigInt(o.paid_cents)) : null,
    unit: unitOf(o?.channel ?? 'bank'),
    confirmations: o?.confirmations ?? 0,
    credited: state === 2 ? centsToWire(BigInt(mine.credited_cents)) : null,
    settled_at: state !== 1 && mine.reviewed_at ? beijingWireTime(mine.reviewed_at) : null,
  }
}

export type PayStatus = 'awaiting' | 'confirming' | 'review' | 'credited' | 'expired' | 'refused' | 'manual'
