// The payments reconciliation pass (server/jobs/payments.ts runs it every few seconds; docs/payments.md,
// "Reconciliation"). Pay-ins: provider orders not created yet are created; open orders not heard of
// for a minute (a callback lost, or never sent) are looked up, and a paid answer is applied exactly as
// a callback would be. Payouts: queued ones are sent, unresolved ones looked up (payouts.ts). The
// receiving bank's statement: new lines read and matched to bank-transfer orders (statement.ts).
import type { Db } from '../db/client'
import { applyPayIn } from './credit'
import { ensureProviderOrder } from './orders'
import { workPayouts } from './payouts'
import { unitOf } from './port'
import { payInProvider } from './providers'
import { workStatement } from './statement'

const LOOKUP_AFTER_S = Number(process.env.PAY_LOOKUP_AFTER_S ?? 60)

export async function workPayIns(db: Db, limit = 50) {
  const out: Record<string, number> = {}
  const count = (k: string) => {
    out[k] = (out[k] ?? 0) + 1
  }
  const fresh = await db.query<{ order_no: string }>(
    `SELECT order_no FROM pay_orders WHERE status = 'new' ORDER BY created_at LIMIT $1`,
    [limit],
  )
  for (const { order_no } of fresh) {
    const o = await ensureProviderOrder(db, order_no)
    if (o?.status === 'created') count('created')
  }
  const quiet = await db.query<{ order_no: string; channel: string; provider: string }>(
    `UPDATE pay_orders SET updated_at = now()
      WHERE order_no IN (SELECT order_no FROM pay_orders
                          WHERE status IN ('created', 'expired') AND updated_at < now() - $1 * interval '1 second'
                            AND created_at > now() - interval '2 days'
                          ORDER BY updated_at LIMIT $2)
      RETURNING order_no, channel, provider`,
    [LOOKUP_AFTER_S, limit],
  )
  for (const o of quiet) {
    const p = await payInProvider(db.query, o.channel)
    if (!p || p.binding.provider !== o.provider) continue
    const a = await p.adapter.lookupPayIn(o.order_no)
    if (a.outcome !== 'ok') continue
    const v = a.value
    const status = v.status
    if (status === 'not_found') continue
    const outcome = await db.tx((q) =>
      applyPayIn(q, o.provider, {
        type: 'payin',
        eventId: `lookup:${o.order_no}`,
        orderNo: o.order_no,
        ref: v.ref,
        status,
        paid: v.paid,
        unit: unitOf(o.channel),
        confirmations: v.confirmations,
        txHash: v.txHash,
        fromAddress: v.fromAddress,
      }),
    )
    count(outcome)
  }
  return out
}

export async function reconcilePayments(db: Db) {
  return {
    payins: await workPayIns(db),
    payouts: await workPayouts(db),
    statement: await workStatement(db),
  }
}
