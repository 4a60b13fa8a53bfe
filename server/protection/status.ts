// Player protection as the player, the game clock and the operator read it (docs/protection.md): the
// status the 责任博彩 page and the reality dialog show (limits with what is left of them, the exclusion,
// the play session, the reality check, the previous login), the history of limit changes and
// exclusions, and totals over a period. The changes themselves are service.ts.
import { COOLING_OFF_HOURS, type LimitPeriod, type ProtectionStatus } from '../../core/contract'
import { centsToWire } from '../../core/money'
import { beijingMidnight } from '../../core/time'
import { clock } from '../clock'
import type { Query } from '../db/client'
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
