// The operator console's wire format (docs/operator-console.md): every call of the operator API
// (served on ADMIN_PORT under /admin/api) as data, like the player calls in calls.ts: method, path,
// the permission it needs, and a zod schema for the request and for `data` in the answer. Answers
// use the player envelope `{ code, message, data }`; `message` is always Chinese (or English with
// `lang: en`) text, never a key. The server checks every permission itself; the console reads
// ROLE_PERMISSIONS only to hide what the signed-in operator may not do.
import { z } from 'zod'
import { money } from '../core'
import { EXCLUSION_DURATIONS, ProtectionStatus, TIMEOUT_DURATIONS } from '../protection'
import { accountCalls } from './account'
import { agentAdminCalls } from './agents'
import { approvalCalls } from './approvals'
import { legacyAdminCalls } from './legacy'
import { paymentAdminCalls } from './payments'
import { recoveryAdminCalls } from './recovery'
import { reportCalls } from './reports'
import type { Permission } from './roles'
import { settingsCalls } from './settings'
import {
  activityApplicationRow,
  adjustRequest,
  agentApplicationRow,
  auditQuery,
  auditRow,
  auditVerify,
  betRow,
  createdOperator,
  createOperatorRequest,
  dashboard,
  depositRow,
  disableRequest,
  enrolResponse,
  ledgerRow,
  lockRequest,
  loginRequest,
  loginResponse,
  loginRow,
  messageRequest,
  moneyQueueQuery,
  noteRequest,
  noteRow,
  operatorInfo,
  operatorRow,
  pageOf,
  pageQuery,
  passwordResetResponse,
  playerDetail,
  playerRow,
  playerSearchQuery,
  queueCounts,
  queueQuery,
  realnameRequest,
  reasonRequest,
  reviewRequest,
  reviewResult,
  roleRequest,
  sessionResponse,
  sessionRow,
  totpRequest,
  transferQueueQuery,
  transferRow,
  withdrawalRow,
} from './shapes'

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
  ...settingsCalls,
  ...accountCalls,
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
    createdOperator,
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
  depositQueue: call(
    'GET',
    '/admin/api/queues/deposits',
    'queue.deposits',
    moneyQueueQuery,
    pageOf(depositRow),
  ),
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
    moneyQueueQuery,
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
    transferQueueQuery,
    pageOf(transferRow),
  ),
  retryTransfer: call('POST', '/admin/api/transfers/:id/retry', 'queue.transfers', none, transferRow),

  players: call('GET', '/admin/api/players/search', 'players.read', playerSearchQuery, pageOf(playerRow)),
  player: call('GET', '/admin/api/players/:username/detail', 'players.read', none, playerDetail),
  /** The player's limits, the break in force, the session and the history (docs/protection.md). */
  playerProtection: call(
    'GET',
    '/admin/api/players/:username/protection',
    'protection.read',
    none,
    ProtectionStatus.extend({ username: z.string() }),
  ),
  /** Players whose deposits or net loss in a window have reached a limit they set, now. */
  limitsReached: call(
    'GET',
    '/admin/api/protection/limits-reached',
    'protection.read',
    none,
    z.array(
      z.object({ username: z.string(), limit: z.string(), what: z.string(), amount: money, used: money }),
    ),
  ),
  /** Every time-out and self-exclusion in force; `?format=csv` answers the same rows as a CSV file. */
  activeExclusions: call(
    'GET',
    '/admin/api/protection/exclusions',
    'protection.read',
    none,
    z.array(
      z.object({
        username: z.string(),
        kind: z.string(),
        duration: z.string(),
        starts_at: z.string(),
        ends_at: z.string(),
        reopen_requested_at: z.string(),
        created_by: z.string(),
      }),
    ),
  ),
  /** The reality-check interval of players who have not picked one (0 = off). */
  protectionSettings: call(
    'GET',
    '/admin/api/protection/settings',
    'protection.read',
    none,
    z.object({ reality_check_minutes: z.number().int() }),
  ),
  setProtectionSettings: call(
    'POST',
    '/admin/api/protection/settings',
    'protection.settings',
    z.object({ reality_check_minutes: z.number().int() }),
    z.object({ reality_check_minutes: z.number().int() }),
  ),
  /** A time-out or self-exclusion the player asked for; nothing lifts or shortens one. */
  excludePlayer: call(
    'POST',
    '/admin/api/players/:username/exclude',
    'protection.exclude',
    z.object({
      duration: z.enum([...TIMEOUT_DURATIONS, ...EXCLUSION_DURATIONS]),
      reason: z.string().trim().min(1).max(200),
    }),
    ProtectionStatus.extend({ username: z.string() }),
  ),
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
  ...agentAdminCalls,
  ...reportCalls,
  ...paymentAdminCalls,
  ...recoveryAdminCalls,
  ...approvalCalls,
  ...legacyAdminCalls,
} as const

export type AdminCalls = typeof adminCalls
export type AdminRequestOf<C extends AdminCall> = z.input<C['request']>
export type AdminResponseOf<C extends AdminCall> = z.output<C['response']>
