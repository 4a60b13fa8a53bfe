// What player protection knows about one player at one moment: their limits (with a matured raise
// already applied), their time-out or self-exclusion, the play session and the reality check, the
// date of birth. One read serves both the gate (gate.ts) and the status the player sees (service.ts).
// docs/protection.md describes the rules.
import { COOLING_OFF_HOURS, type LimitPeriod, PERIOD_HOURS } from '../../core/contract'
import type { Query } from '../db/client'

const HOUR = 3_600_000
/**
 * One minute of the reality-check interval. REALITY_MINUTE_SECONDS shortens it for the browser suite
 * only (tests/e2e/run.mjs), the way BACCARAT_BET_SECONDS shortens the baccarat table.
 */
const REALITY_MINUTE_MS = (Number(process.env.REALITY_MINUTE_SECONDS) || 60) * 1000

export type LimitKind = 'deposit' | 'loss' | 'session'
export type LimitRow = {
  kind: LimitKind
  period: LimitPeriod | 'session'
  amount: bigint | null
  pendingSet: boolean
  pendingAmount: bigint | null
  pendingAt: Date | null
}

export type ExclusionRow = {
  kind: 'timeout' | 'self_exclusion'
  duration: string
  startsAt: Date
  endsAt: Date
  reopenRequestedAt: Date | null
}

export type PlayerState = {
  userId: number
  birthDate: string | null
  realityMinutes: number
  realityChosen: boolean
  sessionId: number | null
  sessionStartedAt: Date | null
  realityAnsweredAt: Date | null
  limits: LimitRow[]
  exclusion: ExclusionRow | null
}

/** The value a limit has at `now`: a pending raise or removal counts once its cooling-off is over. */
export const effectiveAmount = (l: LimitRow, now: Date): bigint | null =>
  l.pendingSet && l.pendingAt && l.pendingAt.getTime() <= now.getTime() ? l.pendingAmount : l.amount

/** A self-exclusion stays in force after its end until a reopen was asked for 24 hours ago. */
export function exclusionInForce(e: ExclusionRow, now: Date): boolean {
  if (e.endsAt.getTime() > now.getTime()) return true
  if (e.kind === 'timeout') return false
  return !e.reopenRequestedAt || e.reopenRequestedAt.getTime() + COOLING_OFF_HOURS * HOUR > now.getTime()
}

export type Raw = {
  birthday: string | null
  reality_check_minutes: number | null
  session_id: string | number | null
  session_created_at: Date | string | null
  answered_at: Date | string | null
  limits: string | LimitJson[] | null
  exclusion: string | ExclusionJson | null
  reality_default: unknown
}
type LimitJson = {
  kind: LimitKind
  period: LimitRow['period']
  amount: string | number | null
  pending_set: boolean
  pending_amount: string | number | null
  pending_at: string | null
}
type ExclusionJson = {
  kind: ExclusionRow['kind']
  duration: string
  starts_at: string
  ends_at: string
  reopen_requested_at: string | null
}

const json = <T>(v: string | T | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v)
const big = (v: string | number | null) => (v === null ? null : BigInt(v))
const date = (v: string | Date | null) => (v === null ? null : new Date(v))

/**
 * One statement: the user, their newest live login session (the play session), the reality answer
 * of that session, every limit row and the exclusion that reaches furthest. `userId` is a parameter
 * (`$1`) or a column of an outer query that reads the state with its own rows (a payment callback).
 */
export const playerStateSql = (userId: string) =>
  `SELECT u.birthday::text AS birthday, u.reality_check_minutes,
          s.id AS session_id, s.created_at AS session_created_at, sr.answered_at,
          (SELECT json_agg(json_build_object('kind', l.kind, 'period', l.period, 'amount', l.amount,
                  'pending_set', l.pending_set, 'pending_amount', l.pending_amount, 'pending_at', l.pending_at))
             FROM player_limits l WHERE l.user_id = u.id) AS limits,
          (SELECT json_build_object('kind', e.kind, 'duration', e.duration, 'starts_at', e.starts_at,
                  'ends_at', e.ends_at, 'reopen_requested_at', e.reopen_requested_at)
             FROM player_exclusions e WHERE e.user_id = u.id
             ORDER BY (e.kind = 'self_exclusion' AND e.reopen_requested_at IS NULL) DESC, e.ends_at DESC
             LIMIT 1) AS exclusion,
          (SELECT value FROM settings WHERE key = 'protection') AS reality_default
     FROM users u
     LEFT JOIN LATERAL (SELECT id, created_at FROM sessions
                         WHERE user_id = u.id AND revoked_at IS NULL ORDER BY id DESC LIMIT 1) s ON true
     LEFT JOIN session_reality sr ON sr.session_id = s.id
    WHERE u.id = ${userId}`

const READ_STATE = playerStateSql('$1')

export async function readPlayerState(q: Query, userId: number): Promise<PlayerState> {
  const [r] = await q<Raw>(READ_STATE, [userId])
  return playerStateOf(userId, r)
}

/** The state from a row of playerStateSql (as columns, or as the row's JSON); undefined: no such user. */
export function playerStateOf(userId: number, r: Raw | undefined): PlayerState {
  const defaults = json<{ reality_check_minutes?: number }>(r?.reality_default as string | null) ?? {}
  const limits = (json<LimitJson[]>(r?.limits ?? null) ?? []).map(
    (l): LimitRow => ({
      kind: l.kind,
      period: l.period,
      amount: big(l.amount),
      pendingSet: l.pending_set,
      pendingAmount: big(l.pending_amount),
      pendingAt: date(l.pending_at),
    }),
  )
  const e = json<ExclusionJson>(r?.exclusion ?? null)
  return {
    userId,
    birthDate: r?.birthday ?? null,
    realityMinutes: r?.reality_check_minutes ?? defaults.reality_check_minutes ?? 0,
    realityChosen: r?.reality_check_minutes != null,
    sessionId: r?.session_id == null ? null : Number(r.session_id),
    sessionStartedAt: date(r?.session_created_at ?? null),
    realityAnsweredAt: date(r?.answered_at ?? null),
    limits,
    exclusion: e
      ? {
          kind: e.kind,
          duration: e.duration,
          startsAt: new Date(e.starts_at),
          endsAt: new Date(e.ends_at),
          reopenRequestedAt: date(e.reopen_requested_at),
        }
      : null,
  }
}

/**
 * Whether a time-out or self-exclusion of the player was in force at `at`, strictly after its start
 * (any of them, not only the one that reaches furthest now): what a round a partner settled at that
 * moment was played under.
 */
export async function excludedAt(q: Query, userId: number, at: Date): Promise<boolean> {
  const [r] = await q(
    `SELECT 1 FROM player_exclusions
      WHERE user_id = $1 AND starts_at < $2
        AND (ends_at > $2 OR (kind = 'self_exclusion'
             AND (reopen_requested_at IS NULL OR reopen_requested_at + make_interval(hours => $3) > $2)))
      LIMIT 1`,
    [userId, at, COOLING_OFF_HOURS],
  )
  return r !== undefined
}

/** When the reality check of the play session falls due (null: no check, or no session). */
export function realityDueAt(s: PlayerState): Date | null {
  if (!s.realityMinutes || !s.sessionStartedAt) return null
  const from = s.realityAnsweredAt ?? s.sessionStartedAt
  return new Date(from.getTime() + s.realityMinutes * REALITY_MINUTE_MS)
}

/** When the play session ends under the player's session-time limit (null: no limit or no session). */
export function sessionEndsAt(s: PlayerState, now: Date): Date | null {
  const l = s.limits.find((x) => x.kind === 'session')
  const minutes = l ? effectiveAmount(l, now) : null
  if (minutes === null || !s.sessionStartedAt) return null
  return new Date(s.sessionStartedAt.getTime() + Number(minutes) * 60_000)
}

export const windowStart = (period: LimitPeriod, now: Date) =>
  new Date(now.getTime() - PERIOD_HOURS[period] * HOUR)

/** Deposits counted against a limit: every order from its creation (pending or paid), never refused ones. */
export async function depositedSince(q: Query, userId: number, since: Date) {
  const [r] = await q<{ total: string | number | null; oldest: Date | string | null }>(
    `SELECT sum(amount_cents) AS total, min(created_at) AS oldest FROM deposits
      WHERE user_id = $1 AND state IN (1, 2) AND created_at > $2`,
    [userId, since],
  )
  return { total: BigInt(r?.total ?? 0), oldest: date(r?.oldest ?? null) }
}

/** Net loss over game rounds since `since`: stakes of open rounds count as lost until they settle. */
export async function netLossSince(q: Query, userId: number, since: Date) {
  const [r] = await q<{ loss: string | number | null; oldest: Date | string | null }>(
    `SELECT sum(stake_cents - payout_cents) AS loss, min(created_at) AS oldest FROM game_rounds
      WHERE user_id = $1 AND status IN (1, 2) AND created_at > $2`,
    [userId, since],
  )
  return { loss: BigInt(r?.loss ?? 0), oldest: date(r?.oldest ?? null) }
}

export const PERIOD_MS = (p: LimitPeriod) => PERIOD_HOURS[p] * HOUR
