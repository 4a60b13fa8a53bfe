// An operator's own account (docs/operator-console.md, "Own account"): the password rule shared by the
// server and the console, the change of one's own password, the owner's password reset and the
// optional address allow-list per operator. A password someone else chose (a new operator, a reset)
// must be changed before any other call: until then the server answers AdminCode.passwordChange.
import { z } from 'zod'
import type { AdminCall } from './calls'
import type { Permission } from './roles'
import { operatorRow } from './shapes'

export const OPERATOR_PASSWORD_MIN = 10
export const OPERATOR_PASSWORD_MAX = 128
/** At most this many entries in one operator's allow-list. */
export const ALLOW_LIST_MAX = 32

/** Why a new password is refused, or null: long enough, letters and digits, not the account's name. */
export type PasswordProblem = 'short' | 'long' | 'letterDigit' | 'hasName'
export function operatorPasswordProblem(password: string, username: string): PasswordProblem | null {
  if (password.length < OPERATOR_PASSWORD_MIN) return 'short'
  if (password.length > OPERATOR_PASSWORD_MAX) return 'long'
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'letterDigit'
  if (username.length >= 3 && password.toLowerCase().includes(username.toLowerCase())) return 'hasName'
  return null
}

export const changePasswordRequest = z.object({
  current: z.string().min(1).max(OPERATOR_PASSWORD_MAX),
  password: z.string().min(1).max(OPERATOR_PASSWORD_MAX),
})
/** How many of the operator's other sessions the change ended (the current one stays). */
export const changePasswordResult = z.object({ ended_sessions: z.number().int() })

/** One entry: an IPv4 or IPv6 address, or a CIDR block (`10.0.0.0/8`, `2001:db8::/32`). */
export const allowListRequest = z.object({ ips: z.array(z.string().max(64)).max(ALLOW_LIST_MAX) })

/** The owner's reset answers the generated password once (it is stored only hashed). */
export const passwordResetResult = operatorRow.extend({ password: z.string() })

const call = <Req extends z.ZodType, Res extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  permission: Permission,
  request: Req,
  response: Res,
): AdminCall<Req, Res> => ({ method, path, permission, request, response })

export const accountCalls = {
  /** The one call (with `me` and sign-out) answered while a password change is due. */
  changeMyPassword: call(
    'POST',
    '/admin/api/me/password',
    'self',
    changePasswordRequest,
    changePasswordResult,
  ),
  resetOperatorPassword: call(
    'POST',
    '/admin/api/operators/:id/reset-password',
    'operators.manage',
    z.object({}),
    passwordResetResult,
  ),
  setOperatorIps: call(
    'POST',
    '/admin/api/operators/:id/ips',
    'operators.manage',
    allowListRequest,
    operatorRow,
  ),
}
