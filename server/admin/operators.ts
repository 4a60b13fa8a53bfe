// Operators (docs/operator-console.md): accounts with a role, separate from players; the owner creates
// operators, changes roles, disables them, resets their second factor or their password (a generated
// one, changed at the next sign-in), sets their address allow-list and ends their sessions. Sign-in
// is operator-signin.ts, sessions operator-sessions.ts, the operator's own account operator-account.ts.
// Every change is audited in its own transaction (audit.ts).
import { randomInt } from 'node:crypto'
import {
  type OperatorInfo,
  type OperatorRole,
  operatorPasswordProblem,
  ROLE_PERMISSIONS,
} from '../../core/contract/admin'
import { hashPassword } from '../auth/password'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { toWireTime } from '../wire'
import { appendAudit } from './audit'
import { ipAllowed, normaliseAllowList } from './operator-ips'
import type { Operator, SessionLimits } from './operator-sessions'
import { sealSecret } from './totp'

export const operatorInfo = (
  o: { id: number; username: string; role: OperatorRole },
  mustChangePassword: boolean,
): OperatorInfo => ({
  id: o.id,
  username: o.username,
  role: o.role,
  permissions: [...ROLE_PERMISSIONS[o.role]],
  must_change_password: mustChangePassword,
})

const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789'
/** A password for someone else to change: 3 groups of 5, letters and digits, e.g. `k7mq2-xp4ra-9hdw3`. */
export function generatedPassword(username: string): string {
  for (;;) {
    const groups = Array.from({ length: 3 }, () =>
      Array.from({ length: 5 }, () => READABLE[randomInt(READABLE.length)]).join(''),
    )
    const p = groups.join('-')
    if (operatorPasswordProblem(p, username) === null) return p
  }
}

/**
 * Create an operator (or, for an existing name, set a new password and role: the command line's way
 * back in, which also clears the address allow-list and a pending password change). A new operator,
 * and one whose password is reset here, enrols an authenticator at the next sign-in unless
 * `totpSecret` enrols them now (the embedded demo's owner: docs/operator-console.md).
 */
export async function createOperator(
  q: Query,
  username: string,
  password: string,
  role: OperatorRole = 'owner',
  totp?: { secret: string; siteSecret: string },
) {
  if (!/^[A-Za-z0-9_]{3,32}$/.test(username)) throw new BizError(1000, 'a.operatorName')
  if (password.length < 10) throw new BizError(1000, 'a.operatorPassword')
  const hash = await hashPassword(password)
  const sealed = totp ? sealSecret(totp.siteSecret, totp.secret) : null
  const [row] = await q<{ id: string | number }>(
    `INSERT INTO operators (username, password_hash, role, totp_secret_enc, must_enrol) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role,
       failed_logins = 0, locked_until = NULL, disabled_at = NULL,
       must_change_password = false, allowed_ips = '[]'::jsonb,
       totp_secret_enc = coalesce(EXCLUDED.totp_secret_enc, operators.totp_secret_enc),
       must_enrol = CASE WHEN EXCLUDED.totp_secret_enc IS NOT NULL THEN false ELSE operators.must_enrol END
     RETURNING id`,
    [username, hash, role, sealed, sealed === null],
  )
  return Number(row.id)
}

/** The embedded demo's owner enrolled with the authenticator secret its secrets file holds. */
export async function enrolWithSecret(q: Query, username: string, secret: string, siteSecret: string) {
  await q(
    `UPDATE operators SET totp_secret_enc = $2, must_enrol = false, totp_last_step = 0
      WHERE username = $1 AND (must_enrol OR totp_secret_enc IS NULL)`,
    [username, sealSecret(siteSecret, secret)],
  )
}

// ---------------------------------------------------------------- the owner's management

type ListRow = {
  id: string | number
  username: string
  role: OperatorRole
  disabled_at: Date | null
  must_enrol: boolean
  totp_secret_enc: string | null
  created_at: Date
  last_login_at: Date | null
  active_sessions: number | string
  must_change_password: boolean
  allowed_ips: string[]
}

const LIST_SQL = `SELECT o.id, o.username, o.role, o.disabled_at, o.must_enrol, o.totp_secret_enc, o.created_at, o.last_login_at,
    o.must_change_password, o.allowed_ips,
    (SELECT count(*) FROM operator_sessions s WHERE s.operator_id = o.id AND s.revoked_at IS NULL
       AND s.last_seen_at > now() - ($1::int * interval '1 millisecond')
       AND s.created_at > now() - ($2::bigint * interval '1 millisecond'))::int AS active_sessions
  FROM operators o`

const toRow = (r: ListRow) => ({
  id: Number(r.id),
  username: r.username,
  role: r.role,
  disabled: r.disabled_at !== null,
  enrolled: !r.must_enrol && r.totp_secret_enc !== null,
  created_at: toWireTime(r.created_at),
  last_login_at: r.last_login_at ? toWireTime(r.last_login_at) : null,
  active_sessions: Number(r.active_sessions),
  must_change_password: r.must_change_password,
  allowed_ips: r.allowed_ips ?? [],
})
export type OperatorListRow = ReturnType<typeof toRow>

export async function listOperators(q: Query, limits: SessionLimits) {
  const rows = await q<ListRow>(`${LIST_SQL} ORDER BY o.id`, [limits.idleMs, limits.absoluteMs])
  return rows.map(toRow)
}

async function operatorRow(q: Query, limits: SessionLimits, id: number, lock = false) {
  const [r] = await q<ListRow>(`${LIST_SQL} WHERE o.id = $3${lock ? ' FOR UPDATE OF o' : ''}`, [
    limits.idleMs,
    limits.absoluteMs,
    id,
  ])
  if (!r) throw new BizError(202, 'a.noSuchOperator')
  return toRow(r)
}

const revokeAll = async (q: Query, operatorId: number) =>
  (
    await q(
      'UPDATE operator_sessions SET revoked_at = now() WHERE operator_id = $1 AND revoked_at IS NULL RETURNING id',
      [operatorId],
    )
  ).length

/** At least one enabled owner must remain (nobody could manage operators otherwise). */
async function keepAnOwner(q: Query, exceptId: number) {
  await q("SELECT id FROM operators WHERE role = 'owner' FOR UPDATE")
  const [{ n }] = await q<{ n: number }>(
    "SELECT count(*)::int AS n FROM operators WHERE role = 'owner' AND disabled_at IS NULL AND id <> $1",
    [exceptId],
  )
  if (Number(n) === 0) throw new BizError(409, 'a.lastOwner')
}

export async function addOperator(
  db: Db,
  limits: SessionLimits,
  who: Operator,
  input: { username: string; password?: string; role: OperatorRole },
) {
  const generated = input.password === undefined ? generatedPassword(input.username) : null
  const password = input.password ?? (generated as string)
  return db.tx(async (q) => {
    const [taken] = await q('SELECT 1 FROM operators WHERE username = $1', [input.username])
    if (taken) throw new BizError(409, 'a.operatorExists')
    const id = await createOperator(q, input.username, password, input.role)
    // The owner knows this password: the new operator replaces it before anything else.
    await q('UPDATE operators SET must_change_password = true WHERE id = $1', [id])
    const after = await operatorRow(q, limits, id)
    await appendAudit(q, who, {
      action: 'operator.create',
      target: input.username,
      detail: generated ? '生成的初始密码' : '所有者设定的初始密码',
      after,
    })
    return generated ? { ...after, password: generated } : after
  })
}

/**
 * A new generated password (answered once), to be changed at the next sign-in; the operator's sessions
 * and open sign-in tickets end. Not for one's own account (that is the change of one's own password).
 */
export async function resetOperatorPassword(db: Db, limits: SessionLimits, who: Operator, id: number) {
  if (id === who.id) throw new BizError(409, 'a.notYourself')
  return db.tx(async (q) => {
    const before = await operatorRow(q, limits, id, true)
    const password = generatedPassword(before.username)
    await q(
      `UPDATE operators SET password_hash = $2, must_change_password = true, password_changed_at = now(),
         failed_logins = 0, locked_until = NULL WHERE id = $1`,
      [id, await hashPassword(password)],
    )
    await q('UPDATE operator_login_tickets SET used_at = now() WHERE operator_id = $1 AND used_at IS NULL', [
      id,
    ])
    const ended = await revokeAll(q, id)
    const after = await operatorRow(q, limits, id)
    await appendAudit(q, who, {
      action: 'operator.password.reset',
      target: before.username,
      detail: `结束会话 ${ended} 个`,
      before,
      after,
    })
    return { ...after, password }
  })
}

/**
 * The operator's address allow-list (empty: any address). The owner cannot save a list for their own
 * account that leaves out the address of this very request: they would lock themselves out.
 */
export async function setOperatorIps(
  db: Db,
  limits: SessionLimits,
  who: Operator,
  id: number,
  entries: readonly string[],
) {
  const list = normaliseAllowList(entries)
  if (id === who.id && !ipAllowed(list, who.ip)) throw new BizError(409, 'a.acct.selfLockout', { ip: who.ip })
  return db.tx(async (q) => {
    const before = await operatorRow(q, limits, id, true)
    await q('UPDATE operators SET allowed_ips = $2::jsonb WHERE id = $1', [id, JSON.stringify(list)])
    const after = await operatorRow(q, limits, id)
    await appendAudit(q, who, {
      action: 'operator.ips',
      target: before.username,
      detail: list.length ? list.join(', ') : '不限地址',
      before: { allowed_ips: before.allowed_ips },
      after: { allowed_ips: after.allowed_ips },
    })
    return after
  })
}

export async function setOperatorRole(
  db: Db,
  limits: SessionLimits,
  who: Operator,
  id: number,
  role: OperatorRole,
) {
  return db.tx(async (q) => {
    const before = await operatorRow(q, limits, id, true)
    if (before.role === 'owner' && role !== 'owner') await keepAnOwner(q, id)
    await q('UPDATE operators SET role = $2 WHERE id = $1', [id, role])
    const after = await operatorRow(q, limits, id)
    await appendAudit(q, who, { action: 'operator.role', target: before.username, before, after })
    return after
  })
}

/** Disable (every session revoked, sign-in refused) or enable again. */
export async function setOperatorDisabled(
  db: Db,
  limits: SessionLimits,
  who: Operator,
  id: number,
  disabled: boolean,
) {
  if (id === who.id) throw new BizError(409, 'a.notYourself')
  return db.tx(async (q) => {
    const before = await operatorRow(q, limits, id, true)
    if (disabled && before.role === 'owner') await keepAnOwner(q, id)
    await q(
      `UPDATE operators SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) ELSE NULL END WHERE id = $1`,
      [id, disabled],
    )
    if (disabled) await revokeAll(q, id)
    const after = await operatorRow(q, limits, id)
    await appendAudit(q, who, {
      action: disabled ? 'operator.disable' : 'operator.enable',
      target: before.username,
      before,
      after,
    })
    return after
  })
}

/**
 * Forget the authenticator and the recovery codes: the next sign-in enrols again. Sessions and open
 * sign-in tickets end (a ticket from before the reset never enrols: operator-signin.ts).
 */
export async function resetTwoFactor(db: Db, limits: SessionLimits, who: Operator, id: number) {
  return db.tx(async (q) => {
    const before = await operatorRow(q, limits, id, true)
    await q(
      'UPDATE operators SET totp_secret_enc = NULL, must_enrol = true, totp_last_step = 0 WHERE id = $1',
      [id],
    )
    await q('DELETE FROM operator_recovery_codes WHERE operator_id = $1', [id])
    await q('UPDATE operator_login_tickets SET used_at = now() WHERE operator_id = $1 AND used_at IS NULL', [
      id,
    ])
    await revokeAll(q, id)
    const after = await operatorRow(q, limits, id)
    await appendAudit(q, who, { action: 'operator.reset2fa', target: before.username, before, after })
    return after
  })
}

export async function revokeOperatorSessions(db: Db, limits: SessionLimits, who: Operator, id: number) {
  return db.tx(async (q) => {
    const before = await operatorRow(q, limits, id)
    const revoked = await revokeAll(q, id)
    await appendAudit(q, who, {
      action: 'operator.sessions.revoke',
      target: before.username,
      detail: String(revoked),
    })
    return { revoked }
  })
}
