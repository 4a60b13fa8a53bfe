// Server-side sessions (standards §3): a random 256-bit token goes to the client once; the database
// keeps only its SHA-256. A session dies on logoff, on a login-password change, after the idle timeout
// or at its absolute lifetime. The lookup is a prepared statement: it runs on every authenticated call.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import type { Db, Query } from '../db/client'
import { sessions, users } from '../db/schema/accounts'

export type SessionUser = { id: number; username: string; sessionId: number }

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createSession(q: Query, userId: number, ip: string, userAgent: string) {
  const token = randomBytes(32).toString('base64url')
  await q('INSERT INTO sessions (user_id, token_hash, ip, user_agent) VALUES ($1, $2, $3, $4)', [
    userId,
    hashToken(token),
    ip.slice(0, 64),
    userAgent.slice(0, 256),
  ])
  return token
}

export const revokeSession = (q: Query, sessionId: number) =>
  q('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId])

export const revokeAllSessions = (q: Query, userId: number) =>
  q('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId])

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>()

function prepareLookup(db: Db) {
  const orm = db.orm as unknown as PgDatabase<PgQueryResultHKT>
  return orm
    .select({
      sessionId: sessions.id,
      userId: users.id,
      username: users.username,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
        gt(sessions.createdAt, sql.placeholder('absoluteCutoff')),
        eq(users.status, 1),
      ),
    )
    .limit(1)
    .prepare('session_lookup')
}

/** The live session's user for a bearer token, or null. Refreshes last_seen_at at most once a minute. */
export async function resolveSession(
  app: FastifyInstance,
  token: string | null,
): Promise<SessionUser | null> {
  if (!token) return null
  const db = app.db
  let lookup = lookups.get(db)
  if (!lookup) {
    lookup = prepareLookup(db)
    lookups.set(db, lookup)
  }
  const { idleMs, absoluteMs, touchEveryMs } = app.config.session
  const now = Date.now()
  const rows = await lookup.execute({
    hash: hashToken(token),
    idleCutoff: new Date(now - idleMs).toISOString(),
    absoluteCutoff: new Date(now - absoluteMs).toISOString(),
  })
  const row = rows[0]
  if (!row) return null
  if (now - new Date(row.lastSeenAt).getTime() > touchEveryMs) {
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [row.sessionId])
  }
  return { id: Number(row.userId), username: row.username, sessionId: Number(row.sessionId) }
}
