// The payments reconciliation report (docs/payments.md, "Reconciliation"): for one Beijing day, per
// channel and provider, the pay-in orders and payouts and how each ended, with every difference
// listed. `format=csv` answers the same as a CSV file (audited, like the other exports).
// Also: the receiving bank's statement lines and their matching to bank-transfer orders (review and
// unmatched), and each channel's provider with its credentials (the secret only ever masked).
import { z } from 'zod'
import { money, wireTime } from '../core'
import type { AdminCall } from './calls'
import { PAY_CHANNEL_CODES } from './settings'

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

/** A receiving-bank statement line no order matched (listed for the operator to look into). */
export const unmatchedLine = z.object({
  line_id: z.string(),
  provider: z.string(),
  account: z.string(),
  amount: money,
  payer: z.string(),
  booked_at: wireTime,
  /** unmatched (no order), or review (waiting for an operator's choice). */
  status: z.string(),
  reason: z.string(),
})

export const reconciliationReport = z.object({
  day: z.string(),
  channels: z.array(reconciliationChannel),
  differences: z.array(reconciliationDifference),
  /** The day's statement lines not credited to an order (unmatched or in review). */
  unmatched: z.array(unmatchedLine),
})
export type ReconciliationReport = z.infer<typeof reconciliationReport>

// ---------------------------------------------------------------- bank statement matching

export const STATEMENT_STATUSES = ['review', 'unmatched', 'matched', 'dismissed'] as const
export const statementQuery = z.object({ status: z.enum(STATEMENT_STATUSES).default('review') })

/** An open bank-transfer order shown beside a line: what the player said they sent. */
export const statementCandidate = z.object({
  order_no: z.string(),
  username: z.string(),
  amount: money,
  depositor_name: z.string(),
  created_at: wireTime,
  state: z.number().int(),
})

export const statementLineRow = z.object({
  id: z.number().int(),
  line_id: z.string(),
  provider: z.string(),
  account: z.string(),
  amount: money,
  payer: z.string(),
  booked_at: wireTime,
  status: z.enum(STATEMENT_STATUSES),
  /** several orders match | name differs | amount differs | amount or name differs | no order | … */
  reason: z.string(),
  /** The orders the line may belong to (review), or the one it credited (matched). */
  candidates: z.array(statementCandidate),
  decided_by: z.string().nullable(),
})
export type StatementLineRow = z.infer<typeof statementLineRow>

/** Credit the line to one of its orders (the amount that arrived), or dismiss it with a reason. */
export const statementDecision = z.object({
  action: z.enum(['match', 'dismiss']),
  order_no: z.string().max(40).default(''),
  reason: z.string().max(200).default(''),
})

// ---------------------------------------------------------------- providers and credentials

export const payProviderSetting = z.object({
  channel: z.enum(PAY_CHANNEL_CODES),
  provider: z.string(),
  merchant_id: z.string(),
  /** The environment variable (or demo secrets-file key) holding the secret; '' when typed in. */
  secret_ref: z.string(),
  /** reference (named), sealed (typed in the console, stored encrypted), missing (resolves to nothing). */
  secret_source: z.enum(['reference', 'sealed', 'missing']),
  /** A fingerprint of the secret (••••••3fa9c1), never the secret; '' when missing. */
  secret_mask: z.string(),
  payin: z.boolean(),
  payout: z.boolean(),
  statement: z.boolean(),
  /** This server can reach the provider (its URL is configured and the secret resolves). */
  reachable: z.boolean(),
  updated_by: z.string(),
  updated_at: wireTime,
})
export type PayProviderSetting = z.infer<typeof payProviderSetting>

export const payProviderInput = z.object({
  provider: z.string(),
  merchant_id: z.string(),
  secret_ref: z.string(),
  /** A new secret typed in ('' keeps the current secret); sealed before it is stored. */
  secret: z.string().max(200).default(''),
  payin: z.boolean(),
  payout: z.boolean(),
  statement: z.boolean(),
})

const noFields = z.object({})

export const paymentAdminCalls = {
  reconciliation: {
    method: 'GET',
    path: '/admin/api/payments/reconciliation',
    permission: 'payments.reconcile',
    request: reconciliationQuery,
    response: reconciliationReport,
  } satisfies AdminCall<typeof reconciliationQuery, typeof reconciliationReport>,
  statementLines: {
    method: 'GET',
    path: '/admin/api/payments/statement',
    permission: 'queue.deposits',
    request: statementQuery,
    response: z.array(statementLineRow),
  } satisfies AdminCall<typeof statementQuery, z.ZodArray<typeof statementLineRow>>,
  decideStatementLine: {
    method: 'POST',
    path: '/admin/api/payments/statement/:id',
    permission: 'queue.deposits',
    request: statementDecision,
    response: statementLineRow,
  } satisfies AdminCall<typeof statementDecision, typeof statementLineRow>,
  payProviders: {
    method: 'GET',
    path: '/admin/api/payments/providers',
    permission: 'settings.money',
    request: noFields,
    response: z.array(payProviderSetting),
  } satisfies AdminCall<typeof noFields, z.ZodArray<typeof payProviderSetting>>,
  savePayProvider: {
    method: 'POST',
    path: '/admin/api/payments/providers/:channel',
    permission: 'settings.receiving',
    request: payProviderInput,
    response: payProviderSetting,
  } satisfies AdminCall<typeof payProviderInput, typeof payProviderSetting>,
} as const
