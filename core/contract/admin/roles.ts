// Operator roles, what each may do, and the console's answer codes (docs/operator-console.md). The
// server checks every permission itself; the console reads ROLE_PERMISSIONS only to hide what the
// signed-in operator may not do.
import { z } from 'zod'

// ---------------------------------------------------------------- roles and permissions

export const OPERATOR_ROLES = ['owner', 'finance', 'risk', 'support', 'content', 'treasury'] as const
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
  /** The protection defaults every player gets (reality check): risk and owner, never content. */
  'protection.settings',
  'settings',
  /** Site settings (title, maintenance, service links, licences) and the money rules: owner and finance
   * (treasury reads the payment settings and may change the money rules too). */
  'settings.site',
  'settings.money',
  /** Where players pay: receiving bank accounts and the channels' USDT addresses and merchant ids
   * (treasury and owner; never a role that approves deposits: docs/operator-console.md, "Four eyes"). */
  'settings.receiving',
  /** The pending-approvals queue: approve or refuse another operator's request (four eyes). */
  'approvals.decide',
  /** The four-eyes thresholds and the adjustment and approval caps: owner only. */
  'approvals.settings',
  'audit.read',
  'operators.manage',
  'ledger.check',
  'backup',
  'promotions.edit',
  'content.edit',
  'agents.manage',
  'reports.read',
  /** The payments reconciliation report per channel and provider (docs/payments.md): finance and owner. */
  'payments.reconcile',
  /** The sportsbook's settings (schedule, stake limits, margins) and voiding a match: owner and risk. */
  'sportsbook.trade',
  /** The outbox of sent messages, codes included (docs/messaging.md): support and owner. */
  'outbox.read',
  /** KYC: the review queue, decisions and the documents' images (docs/kyc.md): risk and owner. */
  'kyc.review',
] as const
export type Permission = (typeof PERMISSIONS)[number]

/**
 * The role table. The owner may do everything. Finance moves money (deposits, withdrawals, activity
 * bonuses, manual adjustments, partner transfers) and sets the site and payment settings (docs/settings.md); risk looks at players before money leaves and trades the sportsbook (detail,
 * locks, notes, limits, agent applications); support answers players (lookup, unlock, passwords, real
 * name, inbox); content edits the site's content and settings; treasury keeps where players pay (the
 * receiving accounts and channel addresses) and approves such changes of another treasury operator.
 * No role but the owner both changes where players pay and approves deposits (four eyes: the owner's
 * own changes above a threshold still wait for a second operator).
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
    'settings.site',
    'settings.money',
    'promotions.edit',
    'agents.manage',
    'reports.read',
    'payments.reconcile',
    'approvals.decide',
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
    'protection.settings',
    'sportsbook.trade',
    'kyc.review',
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
    'outbox.read',
  ],
  content: ['self', 'settings', 'content.edit'],
  treasury: ['self', 'dashboard', 'settings.money', 'settings.receiving', 'approvals.decide'],
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
  /** Above its four-eyes threshold: nothing done, a request waits for a second operator (data: the request). */
  approvalPending: 250,
  disabled: 423,
  /** The password was chosen by someone else: change it (accountCalls.changeMyPassword) first. */
  passwordChange: 428,
  tooManyRequests: 429,
  validation: 1000,
} as const
