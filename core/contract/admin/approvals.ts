// Four eyes on money (docs/operator-console.md, "Four eyes"): an action above its threshold answers
// code 250 (AdminCode.approvalPending) with the request it created and moves nothing; another
// operator holding the action's permission approves it (the action then runs once) or refuses it with
// a reason. The owner sets the thresholds, the expiry and the per-operator daily caps.
import { z } from 'zod'
import { money, wireTime } from '../core'
import { amountsInOrder, listFilterFields, page, perPage } from './base-shapes'
import type { AdminCall } from './calls'
import type { Permission } from './roles'
import { pageOf } from './shapes'

export const APPROVAL_KINDS = [
  'adjust',
  'withdrawal',
  'receiving-account',
  'pay-channel',
  /** A channel's payment provider and credentials (docs/payments.md), with `receiving_changes`. */
  'pay-provider',
  /** A bonus rule of an activity (优惠规则), when `promotion_changes` is on. */
  'promotion-rule',
  /** The money rules (rates, fees, withdrawal limits and hours), when `money_changes` is on. */
  'money-rules',
  /** Opening or closing the site for maintenance, when `maintenance_changes` is on. */
  'maintenance',
] as const
export type ApprovalKind = (typeof APPROVAL_KINDS)[number]
/** `expired`: still pending in storage, past its expiry; it can only be refused. */
export const APPROVAL_STATES = ['pending', 'approved', 'refused', 'expired'] as const
export type ApprovalState = (typeof APPROVAL_STATES)[number]

export const approvalRow = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  /** The player, the order number, the receiving account or the channel the action is about. */
  target: z.string(),
  /** The amount for money actions (signed for an adjustment), else null. */
  amount: money.nullable(),
  /** What will be done, as the maker sent it (the change's fields, the adjustment's reason). */
  payload: z.record(z.string(), z.unknown()),
  maker: z.string(),
  created_at: wireTime,
  expires_at: wireTime,
  state: z.enum(APPROVAL_STATES),
  checker: z.string().nullable(),
  decided_at: wireTime.nullable(),
  reason: z.string(),
  /** The signed-in operator made it (they may refuse it, never approve it). */
  mine: z.boolean(),
})
export type ApprovalRow = z.infer<typeof approvalRow>

/**
 * What the list shows: `pending` (default, the expired ones still open included), `decided` (every
 * closed one), one state, or `all`.
 */
export const APPROVAL_LIST_STATES = ['pending', 'decided', 'approved', 'refused', 'expired', 'all'] as const
/**
 * The list's filters (docs/operator-console.md, "Four eyes"): state, Beijing days of the request, an
 * amount range in cents (the size of the amount: a debit of 500.00 is 500.00), `q` (the request's
 * number, its target such as the player or the order number, or its maker) and `format=csv`.
 */
export const approvalQuery = z
  .object({
    state: z.enum(APPROVAL_LIST_STATES).default('pending'),
    page,
    per_page: perPage,
    ...listFilterFields,
  })
  .refine(amountsInOrder, { path: ['max_amount'] })
export type ApprovalQuery = z.output<typeof approvalQuery>

/** Approve (an optional note) or refuse (a reason, required: the maker reads it). */
export const approvalDecision = z.object({ reason: z.string().max(200).optional() })

export const approvalSettings = z.object({
  /** Adjustments whose amount (credit or debit) is above this wait for a second operator. */
  adjust_threshold: money,
  /** Withdrawal approvals above this wait for a second operator. */
  withdrawal_threshold: money,
  /** Every change of a receiving account or of a channel's address waits for a second operator. */
  receiving_changes: z.boolean(),
  /** Every change of a bonus rule waits for a second operator. */
  promotion_changes: z.boolean().default(false),
  /** Every change of the money rules waits for a second operator. */
  money_changes: z.boolean().default(false),
  /** Switching maintenance mode on or off waits for a second operator. */
  maintenance_changes: z.boolean().default(false),
  /** A request not decided within this many hours can no longer be approved (1-168). */
  expiry_hours: z.number().int(),
  /** What one operator may approve per Beijing day, summed over the requests' amounts. */
  approve_daily_max: money,
  /** The cap of one manual adjustment, and each operator's adjustments per Beijing day. */
  adjust_max: money,
  adjust_daily_max: money,
})
export type ApprovalSettings = z.infer<typeof approvalSettings>

/** The answer's `data` with code 250: the request waiting for a second operator. */
export const approvalPendingData = z.object({ approval: approvalRow })

const call = <Req extends z.ZodType, Res extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  permission: Permission,
  request: Req,
  response: Res,
): AdminCall<Req, Res> => ({ method, path, permission, request, response })

const none = z.object({})

export const approvalCalls = {
  approvals: call('GET', '/admin/api/approvals', 'approvals.decide', approvalQuery, pageOf(approvalRow)),
  decideApproval: call(
    'POST',
    '/admin/api/approvals/:id/:action',
    'approvals.decide',
    approvalDecision,
    approvalRow,
  ),
  approvalSettings: call(
    'GET',
    '/admin/api/approvals/settings',
    'approvals.settings',
    none,
    approvalSettings,
  ),
  saveApprovalSettings: call(
    'POST',
    '/admin/api/approvals/settings',
    'approvals.settings',
    approvalSettings,
    approvalSettings,
  ),
}
