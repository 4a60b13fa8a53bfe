// Player protection as the player and the operator change it: limits (a lowering at once, a raise or
// a removal after a 24-hour cooling-off), time-outs and self-exclusions (never shortened, never lifted
// early; each records what the partners holding the player's money then owe), the reality-check
// interval and its answer, and the date of birth. docs/protection.md. What the page and the console
// read (the status, the history of changes, totals over a period) is status.ts.
import {
  ageOn,
  COOLING_OFF_HOURS,
  EXCLUSION_DURATIONS,
  type ExclusionDuration,
  exclusionEnd,
  type LimitPeriod,
  MIN_AGE,
  ProtectionCode,
} from '../../core/contract'
import { beijingDate } from '../../core/time'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { forfeitBonuses } from '../wagering/requirements'
import { toWireTime } from '../wire'
import { effectiveAmount, exclusionInForce, type LimitKind, readPlayerState } from './state'

const HOUR = 3_600_000

export { history, protectionStatus, totals } from './status'

/**
 * Set a limit. Lower than now (or a first limit): at once, and any waiting raise is dropped. Higher,
 * or removed: waits COOLING_OFF_HOURS; the current value holds meanwhile.
 */
export async function setLimit(
  q: Query,
  userId: number,
  input: { kind: LimitKind; period: LimitPeriod | 'session'; amount: bigint | null },
  actor = 'player',
  now = clock.now(),
) {
  await q(`INSERT INTO player_limits (user_id, kind, period) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
    userId,
    input.kind,
    input.period,
  ])
  const [row] = await q<{
    amount: string | number | null
    pending_set: boolean
    pending_amount: string | number | null
    pending_at: Date | string | null
  }>(
    'SELECT amount, pending_set, pending_amount, pending_at FROM player_limits WHERE user_id = $1 AND kind = $2 AND period = $3 FOR UPDATE',
    [userId, input.kind, input.period],
  )
  const current = effectiveAmount(
    {
      kind: input.kind,
      period: input.period,
      amount: row.amount === null ? null : BigInt(row.amount),
      pendingSet: row.pending_set,
      pendingAmount: row.pending_amount === null ? null : BigInt(row.pending_amount),
      pendingAt: row.pending_at === null ? null : new Date(row.pending_at),
    },
    now,
  )
  const next = input.amount
  const tighter = next !== null && (current === null || next <= current)
  const effective = tighter ? now : new Date(now.getTime() + COOLING_OFF_HOURS * HOUR)
  if (tighter) {
    await q(
      `UPDATE player_limits SET amount = $4, pending_set = false, pending_amount = NULL, pending_at = NULL, updated_at = $5
        WHERE user_id = $1 AND kind = $2 AND period = $3`,
      [userId, input.kind, input.period, next.toString(), now],
    )
  } else {
    await q(
      `UPDATE player_limits SET amount = $4, pending_set = true, pending_amount = $5, pending_at = $6, updated_at = $7
        WHERE user_id = $1 AND kind = $2 AND period = $3`,
      [
        userId,
        input.kind,
        input.period,
        current?.toString() ?? null,
        next?.toString() ?? null,
        effective,
        now,
      ],
    )
  }
  await q(
    `INSERT INTO player_limit_log (user_id, kind, period, old_amount, new_amount, effective_at, actor, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      userId,
      input.kind,
      input.period,
      current?.toString() ?? null,
      next?.toString() ?? null,
      effective,
      actor,
      now,
    ],
  )
}

/**
 * A time-out or a self-exclusion, in force at once. One that would end before the break already in
 * force is refused: nobody can shorten a break, and nothing here ever lifts one.
 */
export async function exclude(
  q: Query,
  userId: number,
  duration: ExclusionDuration,
  actor = 'player',
  now = clock.now(),
) {
  await q('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
  const s = await readPlayerState(q, userId)
  const ends = exclusionEnd(now, duration)
  const current = s.exclusion && exclusionInForce(s.exclusion, now) ? s.exclusion : null
  if (current && (current.endsAt.getTime() >= ends.getTime() || current.endsAt.getTime() <= now.getTime())) {
    throw new BizError(ProtectionCode.excluded, 'p.exclusionLonger', {
      until: toWireTime(current.endsAt.getTime() > now.getTime() ? current.endsAt : now),
    })
  }
  const kind = (EXCLUSION_DURATIONS as readonly string[]).includes(duration) ? 'self_exclusion' : 'timeout'
  const [row] = await q<{ id: string | number }>(
    `INSERT INTO player_exclusions (user_id, kind, duration, starts_at, ends_at, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $4) RETURNING id`,
    [userId, kind, duration, now, ends, actor],
  )
  await owePartnerSweeps(q, userId, Number(row.id))
  // A break ends every active bonus: its money goes back (docs/promotions.md, "Forfeiture").
  await forfeitBonuses(q, userId, kind === 'timeout' ? 'time-out' : 'self-exclusion', now)
}

/**
 * Every partner the player has used in transfer mode owes us the end of the player's sessions there
 * and the wallet it keeps, swept back to the central wallet. Both call the partner, so they cannot
 * run in the break's transaction: the debt is written here, with the break, and `partner_sweep` is
 * announced when it commits (server/jobs/partner-sweeps.ts does the work, the reconciler retries it).
 */
async function owePartnerSweeps(q: Query, userId: number, exclusionId: number) {
  await q(
    `INSERT INTO partner_sweeps (user_id, provider, exclusion_id)
     SELECT DISTINCT user_id, provider, $2::bigint FROM venue_transfers WHERE user_id = $1
     ON CONFLICT (user_id, provider) WHERE done_at IS NULL DO NOTHING`,
    [userId, exclusionId],
  )
  await q(
    `SELECT pg_notify('partner_sweep', $1::bigint::text)
      WHERE EXISTS (SELECT 1 FROM partner_sweeps WHERE user_id = $1 AND done_at IS NULL)`,
    [userId],
  )
}

/** After a self-exclusion has ended, the player asks to reopen; the account opens 24 hours later. */
export async function requestReopen(q: Query, userId: number, now = clock.now()) {
  const s = await readPlayerState(q, userId)
  const e = s.exclusion
  if (e?.kind !== 'self_exclusion' || !exclusionInForce(e, now) || e.endsAt.getTime() > now.getTime())
    throw new BizError(ProtectionCode.excluded, 'p.reopenNotYet')
  if (e.reopenRequestedAt)
    throw new BizError(ProtectionCode.excluded, 'p.reopenAlready', {
      at: toWireTime(new Date(e.reopenRequestedAt.getTime() + COOLING_OFF_HOURS * HOUR)),
    })
  await q(
    `UPDATE player_exclusions SET reopen_requested_at = $3
      WHERE user_id = $1 AND kind = 'self_exclusion' AND ends_at = $2 AND reopen_requested_at IS NULL`,
    [userId, e.endsAt, now],
  )
}

export async function setRealityInterval(q: Query, userId: number, minutes: number) {
  await q('UPDATE users SET reality_check_minutes = $2 WHERE id = $1', [userId, minutes])
}

/** The player answered 继续 to the reality check of their play session. */
export async function answerReality(q: Query, userId: number, now = clock.now()) {
  const s = await readPlayerState(q, userId)
  if (!s.sessionId) return
  await q(
    `INSERT INTO session_reality (session_id, answered_at) VALUES ($1, $2)
     ON CONFLICT (session_id) DO UPDATE SET answered_at = EXCLUDED.answered_at`,
    [s.sessionId, now],
  )
}

/** Birth dates are given once (at registration or before the first deposit or bet), never changed. */
export async function setBirthDate(q: Query, userId: number, birth: string, now = clock.now()) {
  assertAdultBirth(birth, now)
  const rows = await q(
    'UPDATE users SET birthday = $2::date WHERE id = $1 AND birthday IS NULL RETURNING id',
    [userId, birth],
  )
  if (!rows.length) throw new BizError(1000, 'p.birthDateSet')
}

export function assertAdultBirth(birth: string, now = clock.now()) {
  if (ageOn(birth, beijingDate(now)) < MIN_AGE)
    throw new BizError(ProtectionCode.underAge, 'p.underAgeRegister')
}
