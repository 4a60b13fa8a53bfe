// The operator's side of player protection: a player's limits, breaks and their history; a break
// applied at the player's request (never lifted, never shortened: the service refuses it); the
// players who have used up a limit now; the active exclusions as an export. docs/protection.md.
import {
  EXCLUSION_DURATIONS,
  type ExclusionDuration,
  type LimitPeriod,
  TIMEOUT_DURATIONS,
} from '../../core/contract'
import { centsToWire } from '../../core/money'
import type { Db, Query } from '../db/client'
import { toWireTime } from '../http/format'
import { BizError } from '../http/route'
import { clock } from '../ledger/time'
import { exclude, protectionStatus } from '../protection/service'
import { depositedSince, effectiveAmount, netLossSince, windowStart } from '../protection/state'
import { type Actor, appendAudit } from './audit'

async function playerId(q: Query, username: string) {
  const [u] = await q<{ id: string | number }>('SELECT id FROM users WHERE lower(username) = lower($1)', [
    username,
  ])
  if (!u) throw new BizError(202, '没有这个玩家')
  return Number(u.id)
}

export async function playerProtection(q: Query, username: string) {
  const id = await playerId(q, username)
  return { username, ...(await protectionStatus(q, id)) }
}

/** A time-out or self-exclusion the player asked the operator for (by phone, e-mail, chat). */
export async function excludeOnRequest(
  db: Db,
  who: Actor,
  username: string,
  duration: string,
  reason: string,
) {
  const all: readonly string[] = [...TIMEOUT_DURATIONS, ...EXCLUSION_DURATIONS]
  if (!all.includes(duration)) throw new BizError(1000, `暂停时长须为 ${all.join(' / ')} 之一`)
  if (!reason.trim()) throw new BizError(1000, '请填写玩家申请的方式和时间')
  return db.tx(async (q) => {
    const id = await playerId(q, username)
    const before = await protectionStatus(q, id)
    await exclude(q, id, duration as ExclusionDuration, `operator:${who.username} (${reason.trim()})`)
    const after = await protectionStatus(q, id)
    await appendAudit(q, who, {
      action: 'protection.exclude',
      target: username,
      detail: `${duration} ${reason.trim()}`,
      before,
      after,
    })
    return { username, ...after }
  })
}

/** Players whose deposits or net loss in a window have reached a limit they set. */
export async function limitsReached(q: Query, now = clock.now()) {
  const rows = await q<{
    user_id: string | number
    username: string
    kind: 'deposit' | 'loss'
    period: LimitPeriod
    amount: string | number | null
    pending_set: boolean
    pending_amount: string | number | null
    pending_at: Date | string | null
  }>(
    `SELECT l.user_id, u.username, l.kind, l.period, l.amount, l.pending_set, l.pending_amount, l.pending_at
       FROM player_limits l JOIN users u ON u.id = l.user_id WHERE l.kind IN ('deposit', 'loss') ORDER BY l.user_id`,
  )
  const out: { username: string; limit: string; amount: string; used: string }[] = []
  for (const r of rows) {
    const limit = effectiveAmount(
      {
        kind: r.kind,
        period: r.period,
        amount: r.amount === null ? null : BigInt(r.amount),
        pendingSet: r.pending_set,
        pendingAmount: r.pending_amount === null ? null : BigInt(r.pending_amount),
        pendingAt: r.pending_at === null ? null : new Date(r.pending_at),
      },
      now,
    )
    if (limit === null) continue
    const since = windowStart(r.period, now)
    const used =
      r.kind === 'deposit'
        ? (await depositedSince(q, Number(r.user_id), since)).total
        : (await netLossSince(q, Number(r.user_id), since)).loss
    if (used >= limit)
      out.push({
        username: r.username,
        limit: `${r.kind}:${r.period}`,
        amount: centsToWire(limit),
        used: centsToWire(used),
      })
  }
  return out
}

/** Every time-out and self-exclusion in force now (a self-exclusion stays until reopened + 24 h). */
export async function activeExclusions(q: Query, now = clock.now()) {
  const rows = await q<{
    username: string
    kind: string
    duration: string
    starts_at: Date | string
    ends_at: Date | string
    reopen_requested_at: Date | string | null
    created_by: string
  }>(
    `SELECT u.username, e.kind, e.duration, e.starts_at, e.ends_at, e.reopen_requested_at, e.created_by
       FROM player_exclusions e JOIN users u ON u.id = e.user_id
      WHERE e.ends_at > $1
         OR (e.kind = 'self_exclusion' AND (e.reopen_requested_at IS NULL OR e.reopen_requested_at > $1 - interval '24 hours'))
      ORDER BY e.ends_at DESC`,
    [now],
  )
  return rows.map((r) => ({
    username: r.username,
    kind: r.kind,
    duration: r.duration,
    starts_at: toWireTime(r.starts_at),
    ends_at: toWireTime(r.ends_at),
    reopen_requested_at: r.reopen_requested_at === null ? '' : toWireTime(r.reopen_requested_at),
    created_by: r.created_by,
  }))
}

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v)
export const toCsv = (rows: Record<string, string>[]) =>
  rows.length
    ? [Object.keys(rows[0]).join(','), ...rows.map((r) => Object.values(r).map(csvCell).join(','))].join('\n')
    : ''
