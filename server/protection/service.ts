// Player protection as the player and the operator change it: limits (a lowering at once, a raise or
// a removal after a 24-hour cooling-off), time-outs and self-exclusions (never shortened, never lifted
// early; each records what the partners holding the player's money then owe), the reality-check
// interval and its answer, the date of birth, and totals over a period. docs/protection.md.
import {
  ageOn,
  COOLING_OFF_HOURS,
  EXCLUSION_DURATIONS,
  type ExclusionDuration,
  exclusionEnd,
  type LimitPeriod,
  MIN_AGE,
  ProtectionCode,
  type ProtectionStatus,
} from '../../core/contract'
import { centsToWire } from '../../core/money'
import { beijingDate, beijingMidnight } from '../../core/time'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { forfeitBonuses } from '../wagering/requirements'
import { toWireTime } from '../wire'
import {
  depositedSince,
  effectiveAmount,
  exclusionInForce,
  type LimitKind,
  netLossSince,
  PERIOD_MS,
  readPlayerState,
  realityDueAt,
  sessionEndsAt,
  windowStart,
} from './state'

const HOUR = 3_600_000

const limitText = (kind: LimitKind, v: bigint | null) =>
  v === null ? null : kind === 'session' ? v.toString() : centsToWire(v)

/** Everything the 责任博彩 page, the game clock and the reality dialog show. */
export async function protectionStatus(
  q: Query,
  userId: number,
  now = clock.now(),
): Promise<ProtectionStatus> {
  const s = await readPlayerState(q, userId)
  const limits: ProtectionStatus['limits'] = []
  for (const l of s.limits) {
    const amount = effectiveAmount(l, now)
    const pendingOpen = l.pendingSet && l.pendingAt !== null && l.pendingAt.getTime() > now.getTime()
    let remaining: string | null = null
    let freesAt: string | null = null
    if (amount !== null && l.kind !== 'session') {
      const since = windowStart(l.period as LimitPeriod, now)
      const used =
        l.kind === 'deposit'
          ? await depositedSince(q, userId, since)
          : await netLossSince(q, userId, since).then((r) => ({ total: r.loss, oldest: r.oldest }))
      const left = amount - used.total
      remaining = centsToWire(left > 0n ? left : 0n)
      freesAt =
        used.oldest && used.total > 0n
          ? toWireTime(new Date(used.oldest.getTime() + PERIOD_MS(l.period as LimitPeriod)))
          : null
    }
    if (amount === null && !pendingOpen) continue
    limits.push({
      kind: l.kind,
      period: l.period,
      amount: limitText(l.kind, amount),
      pending: pendingOpen
        ? { amount: limitText(l.kind, l.pendingAmount), at: toWireTime(l.pendingAt!) }
        : null,
      remaining,
      frees_at: freesAt,
    })
  }
  const e = s.exclusion && exclusionInForce(s.exclusion, now) ? s.exclusion : null
  const ended = e !== null && e.endsAt.getTime() <= now.getTime()
  const started = s.sessionStartedAt
  const [net] = started
    ? await q<{ net: string | number | null }>(
        `SELECT sum(payout_cents - stake_cents) AS net FROM game_rounds
          WHERE user_id = $1 AND status IN (1, 2) AND created_at >= $2`,
        [userId, started],
      )
    : [{ net: 0 }]
  const due = realityDueAt(s)
  const ends = sessionEndsAt(s, now)
  const sessionLimit = s.limits.find((l) => l.kind === 'session')
  return {
    server_time: toWireTime(now),
    birth_date_required: s.birthDate === null,
    limits,
    exclusion: e
      ? {
          kind: e.kind,
          duration: e.duration,
          starts_at: toWireTime(e.startsAt),
          ends_at: toWireTime(e.endsAt),
          reopen_at: e.reopenRequestedAt
            ? toWireTime(new Date(e.reopenRequestedAt.getTime() + COOLING_OFF_HOURS * HOUR))
            : null,
          can_request_reopen: ended && e.kind === 'self_exclusion' && !e.reopenRequestedAt,
        }
      : null,
    history: await history(q, userId),
    session: {
      started_at: started ? toWireTime(started) : null,
      net: centsToWire(BigInt(net?.net ?? 0)),
      limit_minutes: sessionLimit ? Number(effectiveAmount(sessionLimit, now) ?? 0) || null : null,
      ends_at: ends ? toWireTime(ends) : null,
    },
    reality: {
      interval_minutes: s.realityMinutes,
      chosen: s.realityChosen,
      due_at: due ? toWireTime(due) : null,
      due: due !== null && due.getTime() <= now.getTime(),
    },
    previous_login: await previousLogin(q, userId, s.sessionId),
  }
}

/** The login before the current one (the newest live session is the current one). */
async function previousLogin(q: Query, userId: number, current: number | null) {
  const [p] = await q<{ created_at: Date | string; ip: string }>(
    `SELECT created_at, ip FROM sessions WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT 1`,
    [userId, current],
  )
  return p ? { at: toWireTime(p.created_at), ip: p.ip } : null
}

const WHAT: Record<string, string> = {
  'deposit:day': '24小时存款限额',
  'deposit:week': '7天存款限额',
  'deposit:month': '30天存款限额',
  'loss:day': '24小时亏损限额',
  'loss:week': '7天亏损限额',
  'loss:month': '30天亏损限额',
  'session:session': '单次游戏时长（分钟）',
}

/** Limit changes and exclusions, newest first (the page and the operator console show the same). */
export async function history(q: Query, userId: number) {
  const rows = await q<{
    what: string
    kind: LimitKind
    old_amount: string | number | null
    new_amount: string | number | null
    effective_at: Date | string
    actor: string
    created_at: Date | string
  }>(
    `SELECT kind || ':' || period AS what, kind, old_amount, new_amount, effective_at, actor, created_at
       FROM player_limit_log WHERE user_id = $1
     UNION ALL
     SELECT 'exclusion:' || kind || ':' || duration, 'session', NULL, NULL, ends_at, created_by, created_at
       FROM player_exclusions WHERE user_id = $1
     ORDER BY created_at DESC LIMIT 50`,
    [userId],
  )
  const big = (v: string | number | null) => (v === null ? null : BigInt(v))
  return rows.map((r) => ({
    what: WHAT[r.what] ?? exclusionLabel(r.what),
    old_amount: limitText(r.kind, big(r.old_amount)),
    new_amount: limitText(r.kind, big(r.new_amount)),
    effective_at: toWireTime(r.effective_at),
    actor: r.actor,
    created_at: toWireTime(r.created_at),
  }))
}

const DURATION_TEXT: Record<string, string> = {
  '24h': '24小时',
  '7d': '7天',
  '30d': '30天',
  '6w': '6周',
  '6m': '6个月',
  '1y': '1年',
  '2y': '2年',
  '5y': '5年',
}
const exclusionLabel = (what: string) => {
  const [, kind, duration] = what.split(':')
  return `${kind === 'timeout' ? '暂停游戏' : '自我排除'} ${DURATION_TEXT[duration] ?? duration}`
}

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

/**
 * Totals over Beijing days [start, end] (inclusive): deposits, withdrawals, stakes, payouts, bonuses,
 * all from the ledger and the round records; net deposits since the account was opened.
 */
export async function totals(q: Query, userId: number, start: string, end: string) {
  const from = beijingMidnight(new Date(`${start}T12:00:00+08:00`))
  const to = beijingMidnight(new Date(`${end}T12:00:00+08:00`), 1)
  // A withdrawal whose payout the provider refused came back (withdrawal_return, same ref): it never
  // left, so it is not counted at all, on its day or later (docs/payments.md, "Payouts").
  const [m] = await q<Record<string, string | number | null>>(
    `WITH t AS (
       SELECT kind, amount, created_at,
              kind IN ('withdrawal_post', 'withdrawal_fee') AND NOT EXISTS (
                SELECT 1 FROM ledger_transfers r
                 WHERE r.user_id = l.user_id AND r.kind = 'withdrawal_return' AND r.ref = l.ref) AS withdrawn
         FROM ledger_transfers l WHERE user_id = $1)
     SELECT
       sum(amount) FILTER (WHERE kind = 'deposit' AND created_at >= $2 AND created_at < $3) AS deposits,
       sum(amount) FILTER (WHERE withdrawn AND created_at >= $2 AND created_at < $3) AS withdrawals,
       sum(amount) FILTER (WHERE kind IN ('bonus', 'rebate', 'redpacket') AND created_at >= $2 AND created_at < $3) AS bonuses,
       sum(amount) FILTER (WHERE kind = 'deposit') AS all_deposits,
       sum(amount) FILTER (WHERE withdrawn) AS all_withdrawals
     FROM t`,
    [userId, from, to],
  )
  const [g] = await q<Record<string, string | number | null>>(
    `SELECT sum(stake_cents) AS stakes, sum(payout_cents) AS payouts FROM game_rounds
      WHERE user_id = $1 AND status = 1 AND created_at >= $2 AND created_at < $3`,
    [userId, from, to],
  )
  const c = (v: string | number | null | undefined) => BigInt(v ?? 0)
  return {
    start,
    end,
    deposits: centsToWire(c(m.deposits)),
    withdrawals: centsToWire(c(m.withdrawals)),
    stakes: centsToWire(c(g.stakes)),
    payouts: centsToWire(c(g.payouts)),
    win_loss: centsToWire(c(g.payouts) - c(g.stakes)),
    bonuses: centsToWire(c(m.bonuses)),
    net_deposits_lifetime: centsToWire(c(m.all_deposits) - c(m.all_withdrawals)),
  }
}
