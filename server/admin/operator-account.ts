// The operator's own account (docs/operator-console.md, "Own account"): the guard every signed-in call
// passes after its session is found (the address allow-list, then a pending password change), and the
// change of one's own password. Refusals are audited.
import {
  accountCalls,
  adminCalls,
  type OperatorRole,
  operatorPasswordProblem,
} from '../../core/contract/admin'
import { hashPassword, verifyPassword } from '../auth/password'
import type { Db } from '../db/client'
import { BizError } from '../errors'
import { appendAudit, auditAlone } from './audit'
import { ipAllowed } from './operator-ips'
import type { SignedIn } from './operator-sessions'

/** Answered while a password change is due: reading oneself, signing out, and the change itself. */
const WHILE_CHANGE_DUE = new Set(
  [adminCalls.me, adminCalls.logout, accountCalls.changeMyPassword].map((c) => `${c.method} ${c.path}`),
)

/** Wrong current passwords within this window end in a pause (a stolen session cannot guess on). */
const WRONG_CURRENT_MAX = 5
const WRONG_CURRENT_WINDOW_MIN = 15

/**
 * The account's own rules for a signed-in call (`route` is `METHOD /path` as registered): refused from
 * an address outside the operator's allow-list (403, audited), and while a password someone else chose
 * is still in use, every call but those above answers 428.
 */
export async function admitOperator(db: Db, who: SignedIn, route: string) {
  if (!ipAllowed(who.allowedIps, who.ip)) {
    await auditAlone(db, who, {
      action: 'operator.ip.refused',
      target: who.username,
      detail: `${who.ip} ${route}`.slice(0, 200),
    })
    throw new BizError(403, 'a.acct.ipRefused', { ip: who.ip })
  }
  if (who.mustChangePassword && !WHILE_CHANGE_DUE.has(route)) throw new BizError(428, 'a.acct.mustChange')
}

const problemKey = {
  short: 'a.acct.pwShort',
  long: 'a.acct.pwLong',
  letterDigit: 'a.acct.pwLetterDigit',
  hasName: 'a.acct.pwHasName',
} as const

/**
 * Change one's own password: the current one is checked against the row locked for the change, so of
 * parallel changes with the same current password one succeeds and the others find it changed. Every
 * other session of the operator and any open sign-in ticket end; the current session stays.
 */
export async function changeOwnPassword(
  db: Db,
  who: SignedIn & { role: OperatorRole },
  current: string,
  next: string,
) {
  const problem = operatorPasswordProblem(next, who.username)
  if (problem) throw new BizError(1000, problemKey[problem])
  if (next === current) throw new BizError(1000, 'a.acct.pwSame')
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM operator_audit WHERE operator_id = $1 AND action = 'operator.password.failed'
        AND created_at > now() - ($2::int * interval '1 minute')`,
    [who.id, WRONG_CURRENT_WINDOW_MIN],
  )
  if (Number(n) >= WRONG_CURRENT_MAX)
    throw new BizError(429, 'a.acct.pwPaused', { minutes: WRONG_CURRENT_WINDOW_MIN })
  const nextHash = await hashPassword(next)
  const out = await db.tx(async (q) => {
    const [row] = await q<{ password_hash: string }>(
      'SELECT password_hash FROM operators WHERE id = $1 FOR UPDATE',
      [who.id],
    )
    if (!row || !(await verifyPassword(row.password_hash, current))) {
      await appendAudit(q, who, {
        action: 'operator.password.failed',
        target: who.username,
        detail: '当前密码不正确',
      })
      return new BizError(1000, 'a.acct.currentWrong')
    }
    await q(
      `UPDATE operators SET password_hash = $2, must_change_password = false, password_changed_at = now()
        WHERE id = $1`,
      [who.id, nextHash],
    )
    const ended = await q(
      `UPDATE operator_sessions SET revoked_at = now()
        WHERE operator_id = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id`,
      [who.id, who.sessionId],
    )
    await q('UPDATE operator_login_tickets SET used_at = now() WHERE operator_id = $1 AND used_at IS NULL', [
      who.id,
    ])
    await appendAudit(q, who, {
      action: 'operator.password.change',
      target: who.username,
      detail: `${who.mustChangePassword ? '首次登录更换密码，' : ''}结束其他会话 ${ended.length} 个`,
    })
    return { ended_sessions: ended.length }
  })
  // A wrong current password is kept (audited, counted) and then refused.
  if (out instanceof BizError) throw out
  return out
}
