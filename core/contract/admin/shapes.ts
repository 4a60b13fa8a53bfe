// The shapes the operator calls carry: pages, sign-in, operators, audit, review queues and the
// dashboard, each a zod schema; the players' shapes are in player-shapes.ts (re-exported here).
import { z } from 'zod'
import { money, wireTime } from '../core'
import { amountsInOrder, day, listFilterFields, page, perPage } from './base-shapes'
import { operatorRole, PERMISSIONS } from './roles'

// ---------------------------------------------------------------- shared shapes

export { type PageOf, pageOf, pageQuery } from './base-shapes'

export const operatorInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRole,
  permissions: z.array(z.enum(PERMISSIONS)),
  /** A password someone else chose: every other call answers 428 until it is changed (account.ts). */
  must_change_password: z.boolean(),
})
export type OperatorInfo = z.infer<typeof operatorInfo>

// ---------------------------------------------------------------- sign-in (two steps)

export const loginRequest = z.object({
  username: z.string().min(1).max(64),
  password: z.string().min(1).max(128),
})
/**
 * Step one's answer: a ticket (valid 5 minutes) for step two. `totp`: send a code of the
 * authenticator (or a recovery code) to login/totp. `enrol`: first sign-in (or after a 2FA reset):
 * scan the QR (or type the secret), then send a code of it to login/enrol.
 */
export const loginResponse = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totp'), ticket: z.string() }),
  z.object({
    step: z.literal('enrol'),
    ticket: z.string(),
    otpauth_uri: z.string(),
    qr_svg: z.string(),
    secret: z.string(),
  }),
])
export const totpRequest = z.object({
  ticket: z.string().min(16).max(128),
  /** Six digits of the authenticator, or one recovery code (xxxxx-xxxxx). */
  code: z.string().min(6).max(32),
})
export const sessionResponse = z.object({ token: z.string(), operator: operatorInfo })
/** Enrolment's answer also carries the ten recovery codes, shown this once (stored hashed). */
export const enrolResponse = sessionResponse.extend({ recovery_codes: z.array(z.string()) })

export const sessionRow = z.object({
  id: z.number().int(),
  created_at: wireTime,
  last_seen_at: wireTime,
  expires_at: wireTime,
  ip: z.string(),
  user_agent: z.string(),
  current: z.boolean(),
})

// ---------------------------------------------------------------- operators (owner)

export const operatorRow = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRole,
  disabled: z.boolean(),
  enrolled: z.boolean(),
  created_at: wireTime,
  last_login_at: wireTime.nullable(),
  active_sessions: z.number().int(),
  must_change_password: z.boolean(),
  /** Addresses and CIDR blocks the operator may sign in and work from; empty: anywhere. */
  allowed_ips: z.array(z.string()),
})
/** Without `password` the server generates one; either way it must be changed at the first sign-in. */
export const createOperatorRequest = z.object({
  username: z.string().regex(/^[A-Za-z0-9_]{3,32}$/),
  password: z.string().min(10).max(128).optional(),
  role: operatorRole,
})
/** A generated password is answered this once. */
export const createdOperator = operatorRow.extend({ password: z.string().optional() })
export const roleRequest = z.object({ role: operatorRole })
export const disableRequest = z.object({ disabled: z.boolean() })

// ---------------------------------------------------------------- audit

export const auditQuery = z.object({
  page,
  per_page: perPage,
  operator: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  target: z.string().max(128).optional(),
  from: day.optional(),
  to: day.optional(),
  format: z.enum(['json', 'csv']).default('json'),
})
export const auditRow = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  at: wireTime,
  operator: z.string(),
  ip: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  hash: z.string(),
})
export const auditVerify = z.object({
  ok: z.boolean(),
  rows: z.number().int(),
  /** The first row that does not match its hash or its predecessor (null when the chain holds). */
  broken: z.object({ seq: z.number().int(), id: z.number().int().nullable(), reason: z.string() }).nullable(),
})

// ---------------------------------------------------------------- review queues

export const queueCounts = z.object({
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  agents: z.number().int(),
  activities: z.number().int(),
  transfers: z.number().int(),
  /** Open partner transfers older than the configured age (an alert). */
  transfers_old: z.number().int(),
  /** Four-eyes requests waiting for a second operator, not yet expired. */
  approvals: z.number().int(),
  /** Players whose identity documents wait for review (身份认证). */
  kyc: z.number().int(),
})
/** The agent and activity application queues: state 0 every state, 1 pending (default), 2 approved,
 * 3 refused. */
export const queueQuery = z
  .object({
    page,
    per_page: perPage,
    state: z.coerce.number().int().min(0).max(3).default(1),
    ...listFilterFields,
  })
  .refine(amountsInOrder, { path: ['max_amount'] })
/**
 * The deposit and withdrawal queues' filters (docs/operator-console.md, "Working the queues"): state
 * (0 every state), Beijing days of creation, an amount range in cents, and `q`, an exact order number
 * or player name. `format=csv` answers every matching row as an audited CSV file instead of a page.
 */
export const moneyQueueQuery = z
  .object({
    page,
    per_page: perPage,
    state: z.coerce.number().int().min(0).max(3).default(1),
    ...listFilterFields,
  })
  .refine(amountsInOrder, { path: ['max_amount'] })
export type MoneyQueueQuery = z.output<typeof moneyQueueQuery>
export const reviewAction = z.enum(['approve', 'refuse'])
export const reviewRequest = z.object({ note: z.string().max(200).optional() })
/** Refusing an agent or activity application: the reason goes to the player's inbox. */
export const reasonRequest = z.object({ reason: z.string().max(200).optional() })

export const depositRow = z.object({
  order_no: z.string(),
  username: z.string(),
  realname: z.string(),
  amount: money,
  paytype: z.string(),
  state: z.number().int(),
  created_at: wireTime,
  reviewed_at: wireTime.nullable(),
  reviewed_by: z.string(),
  note: z.string(),
  /**
   * Who paid. Bank: the depositor's name, bank, card or account number and branch as the player entered
   * them. USDT (else null): the protocol, the amount in USDT at the order's rate (CNY per USDT), and the
   * chain's sending address, transaction hash and confirmations as the payment provider reported them
   * (empty until it has).
   */
  payer: z.object({
    bank: z.string(),
    bank_no: z.string(),
    bank_owner: z.string(),
    branch: z.string(),
    usdt: z
      .object({
        protocol: z.string(),
        amount: money,
        rate: z.string(),
        from_address: z.string(),
        tx_hash: z.string(),
        confirmations: z.number().int(),
      })
      .nullable(),
  }),
  /** Same player and amount within 10 minutes, or the same payer name on another pending order. */
  duplicate: z.boolean(),
  duplicate_of: z.array(z.string()),
  /** What the provider reported paid, in CNY, when it differs from the order (held for review). */
  paid: money.nullable(),
})
export const withdrawalRow = z.object({
  order_no: z.string(),
  username: z.string(),
  realname: z.string(),
  amount: money,
  state: z.number().int(),
  created_at: wireTime,
  reviewed_at: wireTime.nullable(),
  reviewed_by: z.string(),
  note: z.string(),
  destination: z.object({
    kind: z.string(),
    bank: z.string(),
    card_no: z.string(),
    owner: z.string(),
    usdt_address: z.string(),
  }),
  risk: z.object({
    wagering_required: money,
    wagering_done: money,
    wagering_met: z.boolean(),
    deposits_30d: money,
    withdrawals_30d: money,
    bets_30d: money,
    payout_30d: money,
    /** 存提差: deposits minus withdrawals (approved and pending) over the player's life; not a result. */
    net_position: money,
    /** The player's real result at the games from the ledger: payouts minus stakes (positive: won). */
    win_loss: money,
    /** Other players whose card number or USDT address is the same as this destination. */
    shared_with: z.array(z.string()),
  }),
  /** The payout at the provider (docs/payments.md); null when the channel is paid by hand. Fee and
   * net in `unit` (USDT hundredths for the USDT channels). */
  payout: z
    .object({
      status: z.enum(['queued', 'submitted', 'unknown', 'paid', 'failed']),
      provider: z.string(),
      ref: z.string(),
      unit: z.enum(['CNY', 'USDT']),
      fee: money.nullable(),
      net: money.nullable(),
      reason: z.string(),
    })
    .nullable(),
})
export const agentApplicationRow = z.object({
  id: z.number().int(),
  username: z.string(),
  realname: z.string(),
  mobile: z.string(),
  apply_info: z.string(),
  state: z.number().int(),
  created_at: wireTime,
  reviewed_at: wireTime.nullable(),
  /** Who decided and their note (the refusal's reason); empty while pending. */
  reviewed_by: z.string(),
  note: z.string(),
})
export const activityApplicationRow = z.object({
  id: z.number().int(),
  username: z.string(),
  activity_id: z.number().int(),
  activity: z.string(),
  /** The bonus approval pays ('0.00': none defined, approval only marks it) and its turnover multiple. */
  bonus: money,
  turnover_multiple: z.number(),
  state: z.number().int(),
  created_at: wireTime,
  reviewed_at: wireTime.nullable(),
  /** Who decided and their note (the refusal's reason); empty while pending. */
  reviewed_by: z.string(),
  note: z.string(),
})
/** A partner transfer's state: open (default), settled, refused by the partner, or all. */
export const TRANSFER_QUEUE_STATES = ['pending', 'done', 'refused', 'all'] as const
/**
 * The partner transfer queue's filters (docs/operator-console.md, "Working the lists"): state, Beijing
 * days of creation, an amount range in cents, `q` (the exact transfer id or a player) and `format=csv`.
 */
export const transferQueueQuery = z
  .object({
    page,
    per_page: perPage,
    state: z.enum(TRANSFER_QUEUE_STATES).default('pending'),
    ...listFilterFields,
  })
  .refine(amountsInOrder, { path: ['max_amount'] })
export type TransferQueueQuery = z.output<typeof transferQueueQuery>
export const transferRow = z.object({
  id: z.string(),
  username: z.string(),
  venue: z.string(),
  direction: z.string(),
  amount: money,
  state: z.string(),
  attempts: z.number().int(),
  created_at: wireTime,
  age_minutes: z.number().int(),
  old: z.boolean(),
  last_error: z.string(),
  /** When the partner's answer settled it (done or refused); null while open. */
  settled_at: wireTime.nullable(),
})
export const reviewResult = z.object({ id: z.string(), state: z.number().int(), amount: money.optional() })

// ---------------------------------------------------------------- dashboard

export const dashboardDay = z.object({
  day,
  deposits: money,
  withdrawals: money,
  net_cash: money,
  /** Gross gaming revenue per venue code (stakes minus payouts). */
  ggr: z.record(z.string(), money),
  ggr_total: money,
  bonuses: money,
  rebates: money,
  new_players: z.number().int(),
  active_players: z.number().int(),
})
/** Sums over the 30 days, made by the server in cents (the console adds no money itself). */
export const dashboardTotals = dashboardDay.omit({ day: true, active_players: true })
export const dashboard = z.object({
  today: dashboardDay,
  /** The last 30 days (Beijing calendar days), oldest first, today last. */
  days: z.array(dashboardDay),
  month: dashboardTotals,
  pending: queueCounts,
})

export * from './player-shapes'
