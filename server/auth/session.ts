// Server-side sessions (docs/security.md): a random 256-bit token goes to the client once; the database
// keeps only its SHA-256. A session dies on logoff, on a login-password change, after the idle timeout
// or at its absolute lifetime; both are longer for a session the player asked to keep (记住密码,
// `remember`), whatever the client does with its token. The lookup is a prepared statement; its answers are kept in memory for
// a short while (the balance is polled every 4.3 s), and every change that can end a session reaches
// every process at once: a database trigger announces it on `session_changed` (migration 0004), and
// this process also forgets a session it revokes itself before answering.
import { createHash, randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import type { Db, Listener, Query } from '../db/client'
import { sessions, users } from '../db/schema/accounts'

/**
 * mustChangePassword: an operator reset the password; only the calls that change it answer (route.ts).
 * locked: an operator locked the account (users.status not 1); every call but sign-out answers 203.
 */
export type SessionUser = {
  id: number
  username: string
  sessionId: number
  mustChangePassword?: boolean
  locked?: boolean
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** `remember`: the player asked to stay signed in (the longer lifetimes of config.session.remembered). */
export async function createSession(
  q: Query,
  userId: number,
  ip: string,
  userAgent: string,
  remember = false,
) {
  const token = randomBytes(32).toString('base64url')
  await q(
    'INSERT INTO sessions (user_id, token_hash, ip, user_agent, remember) VALUES ($1, $2, $3, $4, $5)',
    [userId, hashToken(token), ip.slice(0, 64), userAgent.slice(0, 256), remember],
  )
  return token
}

type Lifetime = { idleMs: number; absoluteMs: number }
type Times = { createdAt: number; lastSeenAt: number; life: Lifetime }

/** The idle timeout and the absolute lifetime of a session of this kind (config.session). */
export const lifetimeOf = (config: Lifetime & { remembered: Lifetime }, remember: boolean): Lifetime =>
  remember ? config.remembered : { idleMs: config.idleMs, absoluteMs: config.absoluteMs }

const expired = (t: Times, now: number) =>
  now - t.lastSeenAt > t.life.idleMs || now - t.createdAt > t.life.absoluteMs

export const revokeSession = (q: Query, sessionId: number) =>
  q('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId])

export const revokeAllSessions = (q: Query, userId: number) =>
  q('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId])

type Cached = Times & { user: SessionUser; cachedAt: number }

const MAX_CACHED = 100_000

/**
 * Live sessions by token hash. A cached answer is used only while the change channel is live; a gap
 * in the channel empties the cache. `epoch` counts invalidations, so a lookup that raced one is not
 * stored (its row may predate the change).
 */
class SessionCache {
  private byHash = new Map<string, Cached>()
  private byUser = new Map<number, Set<string>>()
  epoch = 0
  listener: Listener | null = null

  constructor(readonly ttlMs: number) {}

  get usable() {
    return this.ttlMs > 0 && this.listener?.live === true
  }

  get(hash: string, now: number) {
    const c = this.byHash.get(hash)
    if (c && now - c.cachedAt > this.ttlMs) {
      this.drop(hash, c.user.id)
      return undefined
    }
    return c
  }

  put(hash: string, c: Cached, epochAtLookup: number) {
    if (!this.usable || epochAtLookup !== this.epoch) return
    if (this.byHash.size >= MAX_CACHED) {
      const [oldest, o] = this.byHash.entries().next().value as [string, Cached]
      this.drop(oldest, o.user.id)
    }
    this.byHash.set(hash, c)
    const set = this.byUser.get(c.user.id) ?? new Set<string>()
    set.add(hash)
    this.byUser.set(c.user.id, set)
  }

  private waiting = new Map<number, Set<() => void>>()

  /**
   * Resolves when the change channel brings a notice for this user (or after `timeoutMs`, or at once
   * when the channel is not live). Asked before the change commits.
   */
  nextNotice(userId: number, timeoutMs: number): Promise<void> {
    if (!this.usable) return Promise.resolve()
    return new Promise((resolve) => {
      const set = this.waiting.get(userId) ?? new Set<() => void>()
      const done = () => {
        clearTimeout(timer)
        set.delete(done)
        if (set.size === 0) this.waiting.delete(userId)
        resolve()
      }
      const timer = setTimeout(done, timeoutMs)
      set.add(done)
      this.waiting.set(userId, set)
    })
  }

  /** A notice from the channel: drop the user's sessions, then wake whoever waits for it. */
  noticed(userId: number) {
    this.forgetUser(userId)
    for (const done of [...(this.waiting.get(userId) ?? [])]) done()
  }

  forgetUser(userId: number) {
    this.epoch++
    for (const hash of this.byUser.get(userId) ?? []) this.byHash.delete(hash)
    this.byUser.delete(userId)
  }

  clear() {
    this.epoch++
    this.byHash.clear()
    this.byUser.clear()
  }

  private drop(hash: string, userId: number) {
    this.byHash.delete(hash)
    const set = this.byUser.get(userId)
    set?.delete(hash)
    if (set?.size === 0) this.byUser.delete(userId)
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache
  }
}

/** Starts the session cache and its change channel with the app; stops both when it closes. */
export function installSessionCache(app: FastifyInstance) {
  const cache = new SessionCache(app.config.session.cacheMs)
  // A decoration, so the route plugins' encapsulated instances share it.
  app.decorate('sessionCache', cache)
  if (cache.ttlMs <= 0) return
  app.addHook('onReady', async () => {
    cache.listener = await app.db.listen(
      'session_changed',
      (payload) => cache.noticed(Number(payload)),
      () => cache.clear(),
    )
  })
  app.addHook('onClose', async () => {
    cache.clear()
    await cache.listener?.close()
  })
}

/** Drops a user's cached sessions in this process now (the trigger's notice follows for the others). */
export const forgetSessions = (app: FastifyInstance, userId: number) => app.sessionCache?.forgetUser(userId)

/**
 * Runs a change that ends a user's sessions (sign-out, a new password), drops them from this process's
 * cache, then waits for the change's own notice to come back over the channel (at most 1 s). PostgreSQL
 * sends a notice to every listening instance at once, so by the time the player is answered the other
 * instances have had it too: the old token is refused everywhere "at once", not a few milliseconds
 * later (npm run test:cluster checks it across three instances).
 */
export async function endSessions<T>(app: FastifyInstance, userId: number, change: () => Promise<T>) {
  const notice = app.sessionCache?.nextNotice(userId, 1_000)
  const result = await change()
  forgetSessions(app, userId)
  await notice
  return result
}

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>()

function prepareLookup(db: Db) {
  const orm = db.orm as unknown as PgDatabase<PgQueryResultHKT>
  return orm
    .select({
      sessionId: sessions.id,
      userId: users.id,
      username: users.username,
      mustChangePassword: users.mustChangePassword,
      status: users.status,
      revokedAt: sessions.revokedAt,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      remember: sessions.remember,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('session_lookup')
}

/**
 * The live session's user for a bearer token, or null: past its kind's idle timeout or absolute
 * lifetime (lifetimeOf) it is over. Refreshes last_seen_at at most once a minute.
 * A locked account's session (the operator's lock revokes it too: docs/operator-console.md) answers
 * its user marked `locked`, until its idle or absolute limit, so the player is told the account is
 * locked instead of "signed out"; it is never cached or refreshed, and unlocking does not revive a
 * session the lock revoked.
 */
export async function resolveSession(
  app: FastifyInstance,
  token: string | null,
): Promise<SessionUser | null> {
  if (!token) return null
  const db = app.db
  const { touchEveryMs } = app.config.session
  const now = Date.now()
  const hash = hashToken(token)
  const cache = app.sessionCache as SessionCache | undefined
  // One turn of the event loop before the cache is read: a change notice that reached this process
  // with (or before) the request is handled first. The instance that ended the sessions answered only
  // once its own notice came back (endSessions), so by then every instance's notice is on its way in.
  if (cache?.usable) await new Promise<void>((resolve) => setImmediate(resolve))
  const epoch = cache?.epoch ?? 0
  let hit = cache?.usable ? cache.get(hash, now) : undefined
  if (hit && expired(hit, now)) hit = undefined
  if (!hit) {
    let lookup = lookups.get(db)
    if (!lookup) {
      lookup = prepareLookup(db)
      lookups.set(db, lookup)
    }
    const [row] = await lookup.execute({ hash })
    if (!row) return null
    const times: Times = {
      createdAt: new Date(row.createdAt).getTime(),
      lastSeenAt: new Date(row.lastSeenAt).getTime(),
      life: lifetimeOf(app.config.session, row.remember),
    }
    if (expired(times, now)) return null
    if (Number(row.status) !== 1)
      return {
        id: Number(row.userId),
        username: row.username,
        sessionId: Number(row.sessionId),
        locked: true,
      }
    if (row.revokedAt !== null) return null
    hit = {
      user: {
        id: Number(row.userId),
        username: row.username,
        sessionId: Number(row.sessionId),
        mustChangePassword: row.mustChangePassword,
      },
      ...times,
      cachedAt: now,
    }
    cache?.put(hash, hit, epoch)
  }
  if (now - hit.lastSeenAt > touchEveryMs) {
    hit.lastSeenAt = now
    await db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [hit.user.sessionId])
  }
  return hit.user
}
