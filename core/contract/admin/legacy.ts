// The first back office's calls (the command line's, server/cli/admin.ts): plain lists of the
// newest deposits, withdrawals and players, the red-packet grab window, the per-IP sign-up limit
// and the ledger check. The console uses the richer calls in calls.ts; these stay for the CLI and
// are declared like every other operator call (docs/operator-console.md, "How routes are declared").
import { z } from 'zod'
import { money, wireTime } from '../core'
import type { AdminCall } from './calls'
import type { Permission } from './roles'

const call = <Req extends z.ZodType, Res extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  permission: Permission,
  request: Req,
  response: Res,
): AdminCall<Req, Res> => ({ method, path, permission, request, response })

const none = z.object({})

/** `state` filters one review state (1 pending, 2 approved, 3 refused); newest first, 50 by default. */
export const legacyListQuery = z.object({
  state: z.coerce.number().int().min(1).max(3).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
})
export const legacyDepositRow = z.object({
  order_no: z.string(),
  username: z.string(),
  channel: z.string(),
  amount: money,
  usdt: money.nullable(),
  state: z.number().int(),
  note: z.string(),
  created_at: wireTime,
})
export const legacyWithdrawalRow = z.object({
  order_no: z.string(),
  username: z.string(),
  type: z.number().int(),
  amount: money,
  real: money,
  real_unit: z.enum(['CNY', 'USDT']),
  card: z.string(),
  state: z.number().int(),
  note: z.string(),
  created_at: wireTime,
})
export const legacyPlayerRow = z.object({
  username: z.string(),
  balance: money,
  venues: money,
  paysum: money,
})
/** Beijing wall times `HH:MM[:SS]`; the service checks the format and refuses an empty window. */
export const legacyGrabWindowRequest = z.object({ begin: z.string().max(8), end: z.string().max(8) })
export const legacyGrabWindow = z.object({ grab_begin: z.string(), grab_end: z.string() })
export const registrationLimitShape = z.object({
  per_ip_per_hour: z.coerce.number().int().min(0).max(1_000_000),
})
/** The ledger audit (server/ledger/check.ts); 64-bit figures travel as decimal strings. */
export const ledgerReport = z.object({
  conservation: z.array(z.object({ currency: z.string(), sum: z.string() })),
  mismatched: z.array(
    z.object({
      code: z.string(),
      balance: z.string(),
      entries: z.string(),
      lastAfter: z.string().nullable(),
    }),
  ),
  unbalanced: z.array(z.string()),
  negative: z.array(z.object({ code: z.string(), balance: z.string() })),
  ok: z.boolean(),
})

export const legacyAdminCalls = {
  recentDeposits: call(
    'GET',
    '/admin/api/deposits',
    'queue.deposits',
    legacyListQuery,
    z.array(legacyDepositRow),
  ),
  recentWithdrawals: call(
    'GET',
    '/admin/api/withdrawals',
    'queue.withdrawals',
    legacyListQuery,
    z.array(legacyWithdrawalRow),
  ),
  recentPlayers: call('GET', '/admin/api/players', 'players.read', legacyListQuery, z.array(legacyPlayerRow)),
  redPacketWindow: call('GET', '/admin/api/redpacket/window', 'settings', none, legacyGrabWindow),
  setRedPacketWindow: call(
    'POST',
    '/admin/api/redpacket/window',
    'settings',
    legacyGrabWindowRequest,
    legacyGrabWindow,
  ),
  registrationLimit: call(
    'GET',
    '/admin/api/settings/registration',
    'settings',
    none,
    registrationLimitShape,
  ),
  setRegistrationLimit: call(
    'POST',
    '/admin/api/settings/registration',
    'settings',
    registrationLimitShape,
    registrationLimitShape,
  ),
  ledgerCheck: call('GET', '/admin/api/ledger/check', 'ledger.check', none, ledgerReport),
} as const
