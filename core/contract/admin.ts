// The operator console's wire format (docs/operator-console.md): every call of the operator API
// (served on ADMIN_PORT under /admin/api) as data, like the player calls in calls.ts: method, path,
// the permission it needs, and a zod schema for the request and for `data` in the answer. Answers
// use the player envelope `{ code, message, data }`; `message` is always Chinese (or English with
// `lang: en`) text, never a key. The server checks every permission itself; the console reads
// ROLE_PERMISSIONS only to hide what the signed-in operator may not do.
import { z } from 'zod'
import { money, wireTime } from './core'

// ---------------------------------------------------------------- roles and permissions

export const OPERATOR_ROLES = ['owner', 'finance', 'risk', 'support', 'content'] as const
export type OperatorRole = (typeof OPERATOR_ROLES)[number]
export const operatorRole = z.enum(OPERATOR_ROLES)

/** What a call may need. `self` = any signed-in operator (their own sessions, sign-out). */
export const PERMISSIONS = [
  'self',
  'dashboard',
  'queue.deposits',
  'queue.withdrawals',
  'queue.agents',
  'queue.activities',
  'queue.transfers',
  'players.read',
  'players.lock',
  'players.unlock',
  'players.notes',
  'players.password',
  'players.realname',
  'players.message',
  'players.adjust',
  'protection.read',
  'protection.exclude',
  'settings',
  'audit.read',
  'operators.manage',
  'ledger.check',
  'backup',
] as const
export type Permission = (typeof PERMISSIONS)[number]

/**
 * The role table. The owner may do everything. Finance moves money (deposits, withdrawals, activity
 * bonuses, manual adjustments, partner transfers); risk looks at players before money leaves (detail,
 * locks, notes, limits, agent applications); support answers players (lookup, unlock, passwords, real
 * name, inbox); content edits the site's content and settings.
 */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  finance: [
    'self',
    'dashboard',
    'queue.deposits',
    'queue.withdrawals',
    'queue.activities',
    'queue.transfers',
    'players.read',
    'players.adjust',
    'ledger.check',
  ],
  risk: [
    'self',
    'dashboard',
    'queue.agents',
    'players.read',
    'players.lock',
    'players.unlock',
    'players.notes',
    'protection.read',
    'protection.exclude',
  ],
  support: [
    'self',
    'players.read',
    'players.unlock',
    'players.notes',
    'players.password',
    'players.realname',
    'players.message',
    'protection.read',
  ],
  content: ['self', 'settings'],
}

export const roleMay = (role: OperatorRole, p: Permission) => ROLE_PERMISSIONS[role].includes(p)

/** Answer codes of the operator API (beside 200 ok and 1000 validation). */
export const AdminCode = {
  ok: 200,
  notFound: 202,
  unauthorized: 401,
  /** A wrong or reused second factor; the ticket stays usable until it expires or fails 5 times. */
  secondFactor: 402,
  forbidden: 403,
  alreadyProcessed: 409,
  disabled: 423,
  tooManyRequests: 429,
  validation: 1000,
} as const

// ---------------------------------------------------------------- shared shapes

const page = z.coerce.number().int().min(1).max(100_000).default(1)
const perPage = z.coerce.number().int().min(1).max(200).default(20)
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const pageQuery = z.object({ page, per_page: perPage })

export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
export type PageOf<T> = { rows: T[]; total: number; page: number; per_page: number }

export const operatorInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  role: operatorRole,
  permissions: z.array(z.enum(PERMISSIONS)),
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
})
export const createOperatorRequest = z.object({
  username: z.string().regex(/^[A-Za-z0-9_]{3,32}$/),
  password: z.string().min(10).max(128),
  role: operatorRole,
})
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
})
export const queueQuery = z.object({
  page,
  per_page: perPage,
  /** 1 pending (default), 2 approved, 3 refused. */
  state: z.coerce.number().int().min(1).max(3).default(1),
})
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
  /** Bank: the payer's bank, card, name; USDT: network and payer address; as the player entered them. */
  payer: z.object({
    bank: z.string(),
    bank_no: z.string(),
    bank_owner: z.string(),
    usdt_address: z.string(),
    usdt_protocol: z.string(),
  }),
  /** Same player and amount within 10 minutes, or the same payer name on another pending order. */
  duplicate: z.boolean(),
  duplicate_of: z.array(z.string()),
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
    /** Deposits minus withdrawals (approved and pending) over the player's life. */
    net_position: money,
    /** Other players whose card number or USDT address is the same as this destination. */
    shared_with: z.array(z.string()),
  }),
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
})
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
})
export const reviewResult = z.object({ id: z.string(), state: z.number().int(), amount: money.optional() })

// ---------------------------------------------------------------- players

export const PLAYER_SEARCH_FIELDS = ['username', 'realname', 'card', 'usdt', 'ip'] as const
export const PLAYER_SORTS = ['id', 'username', 'created_at', 'last_login_at', 'balance'] as const
export const playerSearchQuery = z.object({
  page,
  per_page: perPage,
  q: z.string().max(128).default(''),
  field: z.enum(PLAYER_SEARCH_FIELDS).default('username'),
  sort: z.enum(PLAYER_SORTS).default('id'),
  dir: z.enum(['asc', 'desc']).default('desc'),
})
export const playerRow = z.object({
  id: z.number().int(),
  username: z.string(),
  realname: z.string(),
  balance: money,
  venues: money,
  paysum: money,
  vip: z.number().int(),
  isagent: z.number().int(),
  locked: z.boolean(),
  created_at: wireTime,
  last_login_at: wireTime.nullable(),
  last_login_ip: z.string(),
})
export const playerDetail = z.object({
  profile: playerRow.extend({
    mobile: z.string(),
    email: z.string(),
    register_ip: z.string(),
    login_count: z.number().int(),
    must_change_password: z.boolean(),
    locked_reason: z.string(),
    cards: z.array(
      z.object({
        kind: z.string(),
        bank: z.string(),
        card_no: z.string(),
        owner: z.string(),
        address: z.string(),
      }),
    ),
  }),
  /** Central wallet and each venue wallet, read from the ledger now. */
  balances: z.object({
    central: money,
    venues: z.array(z.object({ venue: z.string(), balance: money })),
  }),
  wagering: z.object({ required: money, done: money }),
})
export const ledgerRow = z.object({
  id: z.number().int(),
  at: wireTime,
  kind: z.string(),
  memo: z.string(),
  amount: money,
  /** The central wallet right after this entry. */
  balance_after: money,
})
export const betRow = z.object({
  id: z.string(),
  at: wireTime,
  venue: z.string(),
  game: z.string(),
  stake: money,
  payout: money,
})
export const loginRow = z.object({ at: wireTime, ip: z.string(), device: z.string(), ok: z.boolean() })
export const noteRow = z.object({
  id: z.number().int(),
  at: wireTime,
  operator: z.string(),
  text: z.string(),
})
export const noteRequest = z.object({ text: z.string().trim().min(1).max(1000) })
export const lockRequest = z.object({ reason: z.string().trim().min(1).max(200) })
export const realnameRequest = z.object({
  realname: z.string().trim().min(2).max(32),
  reason: z.string().trim().min(1).max(200),
})
export const messageRequest = z.object({
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(2000),
})
/** A reset answers the new temporary password once; the player must change it at the next login. */
export const passwordResetResponse = z.object({ username: z.string(), temporary_password: z.string() })
export const adjustRequest = z.object({
  username: z.string().min(1).max(64),
  amount: z.union([z.number(), z.string()]),
  reason: z.string().min(1).max(200),
})

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
export const dashboard = z.object({
  today: dashboardDay,
  /** The last 30 days (Beijing calendar days), oldest first, today last. */
  days: z.array(dashboardDay),
  pending: queueCounts,
})

// ---------------------------------------------------------------- the call table

type Method = 'GET' | 'POST'
export type AdminCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  method: Method
  /** Fastify path (`:name` parameters). */
  path: string
  permission: Permission | 'public' | 'ticket'
  request: Req
  response: Res
}
const call = <Req extends z.ZodType, Res extends z.ZodType>(
  method: Method,
  path: string,
  permission: AdminCall['permission'],
  request: Req,
  response: Res,
): AdminCall<Req, Res> => ({ method, path, permission, request, response })

const none = z.object({})
const nothing = z.null()

export const adminCalls = {
  login: call('POST', '/admin/api/login', 'public', loginRequest, loginResponse),
  loginTotp: call('POST', '/admin/api/login/totp', 'ticket', totpRequest, sessionResponse),
  loginEnrol: call('POST', '/admin/api/login/enrol', 'ticket', totpRequest, enrolResponse),
  logout: call('POST', '/admin/api/logout', 'self', none, nothing),
  me: call('GET', '/admin/api/me', 'self', none, operatorInfo),
  mySessions: call('GET', '/admin/api/me/sessions', 'self', none, z.array(sessionRow)),
  revokeMySession: call('POST', '/admin/api/me/sessions/:id/revoke', 'self', none, nothing),

  operators: call('GET', '/admin/api/operators', 'operators.manage', none, z.array(operatorRow)),
  createOperator: call(
    'POST',
    '/admin/api/operators',
    'operators.manage',
    createOperatorRequest,
    operatorRow,
  ),
  setRole: call('POST', '/admin/api/operators/:id/role', 'operators.manage', roleRequest, operatorRow),
  setDisabled: call(
    'POST',
    '/admin/api/operators/:id/disable',
    'operators.manage',
    disableRequest,
    operatorRow,
  ),
  resetTwoFactor: call('POST', '/admin/api/operators/:id/reset-2fa', 'operators.manage', none, operatorRow),
  operatorSessions: call(
    'GET',
    '/admin/api/operators/:id/sessions',
    'operators.manage',
    none,
    z.array(sessionRow),
  ),
  revokeOperatorSessions: call(
    'POST',
    '/admin/api/operators/:id/sessions/revoke',
    'operators.manage',
    none,
    z.object({ revoked: z.number().int() }),
  ),

  audit: call('GET', '/admin/api/audit', 'audit.read', auditQuery, pageOf(auditRow)),
  auditVerify: call('GET', '/admin/api/audit/verify', 'audit.read', none, auditVerify),
  /**
   * A consistent backup of the embedded database (owner only, audited). A success answers the archive
   * itself (application/gzip, a PGlite data directory), not the JSON envelope; a refusal answers the
   * envelope. `npm run backup` calls it (docs/operations.md, "Backup and restore").
   */
  backup: call('POST', '/admin/api/backup', 'backup', none, z.unknown()),

  queueCounts: call('GET', '/admin/api/queues/counts', 'self', none, queueCounts),
  depositQueue: call('GET', '/admin/api/queues/deposits', 'queue.deposits', queueQuery, pageOf(depositRow)),
  reviewDeposit: call(
    'POST',
    '/admin/api/deposits/:order/:action',
    'queue.deposits',
    reviewRequest,
    reviewResult,
  ),
  withdrawalQueue: call(
    'GET',
    '/admin/api/queues/withdrawals',
    'queue.withdrawals',
    queueQuery,
    pageOf(withdrawalRow),
  ),
  reviewWithdrawal: call(
    'POST',
    '/admin/api/withdrawals/:order/:action',
    'queue.withdrawals',
    reviewRequest,
    reviewResult,
  ),
  agentQueue: call(
    'GET',
    '/admin/api/queues/agents',
    'queue.agents',
    queueQuery,
    pageOf(agentApplicationRow),
  ),
  reviewAgent: call('POST', '/admin/api/agents/:id/:action', 'queue.agents', reasonRequest, reviewResult),
  activityQueue: call(
    'GET',
    '/admin/api/queues/activities',
    'queue.activities',
    queueQuery,
    pageOf(activityApplicationRow),
  ),
  reviewActivity: call(
    'POST',
    '/admin/api/activities/:id/:action',
    'queue.activities',
    reasonRequest,
    reviewResult,
  ),
  transferQueue: call(
    'GET',
    '/admin/api/queues/transfers',
    'queue.transfers',
    pageQuery,
    pageOf(transferRow),
  ),
  retryTransfer: call('POST', '/admin/api/transfers/:id/retry', 'queue.transfers', none, transferRow),

  players: call('GET', '/admin/api/players/search', 'players.read', playerSearchQuery, pageOf(playerRow)),
  player: call('GET', '/admin/api/players/:username/detail', 'players.read', none, playerDetail),
  playerLedger: call(
    'GET',
    '/admin/api/players/:username/ledger',
    'players.read',
    pageQuery,
    pageOf(ledgerRow),
  ),
  playerDeposits: call(
    'GET',
    '/admin/api/players/:username/deposits',
    'players.read',
    pageQuery,
    pageOf(depositRow),
  ),
  playerWithdrawals: call(
    'GET',
    '/admin/api/players/:username/withdrawals',
    'players.read',
    pageQuery,
    pageOf(withdrawalRow),
  ),
  playerBets: call('GET', '/admin/api/players/:username/bets', 'players.read', pageQuery, pageOf(betRow)),
  playerLogins: call(
    'GET',
    '/admin/api/players/:username/logins',
    'players.read',
    pageQuery,
    pageOf(loginRow),
  ),
  playerNotes: call('GET', '/admin/api/players/:username/notes', 'players.read', none, z.array(noteRow)),
  addNote: call('POST', '/admin/api/players/:username/notes', 'players.notes', noteRequest, noteRow),
  lockPlayer: call('POST', '/admin/api/players/:username/lock', 'players.lock', lockRequest, playerRow),
  unlockPlayer: call('POST', '/admin/api/players/:username/unlock', 'players.unlock', lockRequest, playerRow),
  resetPassword: call(
    'POST',
    '/admin/api/players/:username/reset-password',
    'players.password',
    none,
    passwordResetResponse,
  ),
  resetPayPassword: call(
    'POST',
    '/admin/api/players/:username/reset-pay-password',
    'players.password',
    none,
    passwordResetResponse,
  ),
  changeRealname: call(
    'POST',
    '/admin/api/players/:username/realname',
    'players.realname',
    realnameRequest,
    playerRow,
  ),
  sendMessage: call(
    'POST',
    '/admin/api/players/:username/message',
    'players.message',
    messageRequest,
    z.object({ id: z.number().int() }),
  ),
  adjust: call(
    'POST',
    '/admin/api/adjust',
    'players.adjust',
    adjustRequest,
    z.object({ username: z.string(), amount: money, balance: money }),
  ),

  dashboard: call('GET', '/admin/api/dashboard', 'dashboard', none, dashboard),
} as const

export type AdminCalls = typeof adminCalls
export type AdminRequestOf<C extends AdminCall> = z.input<C['request']>
export type AdminResponseOf<C extends AdminCall> = z.output<C['response']>
