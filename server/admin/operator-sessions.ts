// Operator sessions (docs/operator-console.md): the token of a request resolved to its operator, with an
// idle and an absolute lifetime; sign-out, and the operator's own list of live sessions to revoke.
import { createHash } from 'node:crypto'
import type { OperatorRole } from '../../core/contract/admin'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import type { AppConfig } from '../http/config'
import { toWireTime } from '../wire'
import { type Actor, appendAudit } from './audit'

export type SessionLimits = AppConfig['operatorSession']
/** The signed-in operator of a request. */
export type Operator = Actor & { id: number; role: OperatorRole; sessionId: number }

/** A session's operator with what the account guard checks (operator-account.ts). */
export type SignedIn = Operator & { mustChangePassword: boolean; allowedIps: string[] }

/** Session tokens and sign-in tickets are kept only as this hash. */
export const tokenHash = (t: string) => createHash('sha256').update(t).digest('hex')

/** The operator of a session token, or null (unknown, revoked, idle too long, too old, disabled). */
export async function operatorFromToken(
  db: Db,
  limits: SessionLimits,
  token: string | null,
  ip = '',
): Promise<SignedIn | null> {
  if (!token) return null
  const [row] = await db.query<{
    id: string | number
    username: string
    role: OperatorRole
    sid: string | number
    must_change_password: boolean
    allowed_ips: string[]
  }>(
    `UPDATE operator_sessions s SET last_seen_at = now() FROM operators o
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND o.id = s.operator_id AND o.disabled_at IS NULL
       AND s.last_seen_at > now() - ($2::int * interval '1 millisecond')
       AND s.created_at > now() - ($3::bigint * interval '1 millisecond')
     RETURNING o.id, o.username, o.role, s.id AS sid, o.must_change_password, o.allowed_ips`,
    [tokenHash(token), limits.idleMs, limits.absoluteMs],
  )
  if (!row) return null
  return {
    id: Number(row.id),
    username: row.username,
    role: row.role,
    sessionId: Number(row.sid),
    ip,
    mustChangePassword: row.must_change_password,
    allowedIps: row.allowed_ips ?? [],
  }
}

export async function operatorLogout(db: Db, who: Operator) {
  await db.tx(async (q) => {
    await q('UPDATE operator_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
      who.sessionId,
    ])
    await appendAudit(q, who, { action: 'operator.signout', target: who.username })
  })
}

type SessionRow = {
  id: string | number
  created_at: Date
  last_seen_at: Date
  ip: string
  user_agent: string
}

/** Live sessions of an operator, newest first. */
export async function sessionsOf(q: Query, limits: SessionLimits, operatorId: number, currentId = 0) {
  const rows = await q<SessionRow>(
    `SELECT id, created_at, last_seen_at, ip, user_agent FROM operator_sessions
      WHERE operator_id = $1 AND revoked_at IS NULL
        AND last_seen_at > now() - ($2::int * interval '1 millisecond')
        AND created_at > now() - ($3::bigint * interval '1 millisecond')
      ORDER BY created_at DESC`,
    [operatorId, limits.idleMs, limits.absoluteMs],
  )
  return rows.map((r) => {
    const idleEnd = new Date(r.last_seen_at).getTime() + limits.idleMs
    const absEnd = new Date(r.created_at).getTime() + limits.absoluteMs
    return {
      id: Number(r.id),
      created_at: toWireTime(r.created_at),
      last_seen_at: toWireTime(r.last_seen_at),
      expires_at: toWireTime(new Date(Math.min(idleEnd, absEnd))),
      ip: r.ip,
      user_agent: r.user_agent,
      current: Number(r.id) === currentId,
    }
  })
}

export async function revokeOwnSession(db: Db, who: Operator, sessionId: number) {
  await db.tx(async (q) => {
    const [row] = await q(
      `UPDATE operator_sessions SET revoked_at = now() WHERE id = $1 AND operator_id = $2 AND revoked_at IS NULL RETURNING id`,
      [sessionId, who.id],
    )
    if (!row) throw new BizError(202, 'a.noSuchSession')
    await appendAudit(q, who, {
      action: 'operator.session.revoke',
      target: who.username,
      detail: String(sessionId),
    })
  })
}
