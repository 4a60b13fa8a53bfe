// The payments reconciliation report (docs/payments.md, "Reconciliation"): for one Beijing day, per
// channel and provider, the pay-in orders and payouts and how each ended, with every difference
// listed. `format=csv` answers the same as a CSV file (audited, like the other exports).
import { z } from 'zod'
import { money } from '../core'
import type { AdminCall } from './calls'

export const reconciliationQuery = z.object({
  /** A Beijing day; default today. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  format: z.enum(['json', 'csv']).default('json'),
})

const count = z.number().int()

/** One channel at one provider. Amounts are in `unit`: CNY, or USDT for the USDT channels. */
export const reconciliationChannel = z.object({
  channel: z.string(),
  provider: z.string(),
  unit: z.enum(['CNY', 'USDT']),
  orders: count,
  ordered: money,
  credited: count,
  credited_amount: money,
  /** In the review queue: another amount, a protection limit, a payment after refusal. */
  held: count,
  /** Paid with another amount than ordered (held, or credited after an operator's review). */
  mismatched: count,
  expired: count,
  /** Still waiting for the payer. */
  open: count,
  payouts_sent: count,
  payouts_amount: money,
  payouts_paid: count,
  payouts_net: money,
  payouts_fees: money,
  payouts_failed: count,
  /** Queued, accepted, or unknown (being looked up). */
  payouts_open: count,
})

export const RECONCILIATION_DIFFERENCES = [
  'amount_mismatch',
  'held',
  'late_payment',
  'payout_failed',
  'payout_open',
  'net_differs',
] as const

export const reconciliationDifference = z.object({
  kind: z.enum(RECONCILIATION_DIFFERENCES),
  order_no: z.string(),
  channel: z.string(),
  provider: z.string(),
  unit: z.enum(['CNY', 'USDT']),
  /** What we asked (a pay-in's amount, a payout's amount). */
  expected: money,
  /** What the provider reported (paid, or the payout's net); null when it reported nothing. */
  actual: money.nullable(),
  status: z.string(),
  reason: z.string(),
})

export const reconciliationReport = z.object({
  day: z.string(),
  channels: z.array(reconciliationChannel),
  differences: z.array(reconciliationDifference),
})
export type ReconciliationReport = z.infer<typeof reconciliationReport>

export const paymentAdminCalls = {
  reconciliation: {
    method: 'GET',
    path: '/admin/api/payments/reconciliation',
    permission: 'payments.reconcile',
    request: reconciliationQuery,
    response: reconciliationReport,
  } satisfies AdminCall<typeof reconciliationQuery, typeof reconciliationReport>,
} as const
