// The one gate every protected action passes, called where the money moves, inside the caller's
// transaction: every stake of every game, seamless bets from partners and transfers into venues
// through the wager kernel (server/wagering/kernel.ts openStake, the only stake path), and deposit
// orders, venue launches, promotions, rebates and red packets by their services. docs/protection.md
// lists what each action checks.
//
// Limits that add up (deposits, net loss) take a per-player advisory lock first, so two parallel
// requests cannot both fit under the same remaining amount; a player without such a limit pays one
// read and nothing else.
import { ageOn, type LimitPeriod, MIN_AGE, ProtectionCode } from '../../core/contract'
import { centsToWire } from '../../core/money'
import { beijingDate } from '../../core/time'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { toWireTime } from '../wire'
import {
  depositedSince,
  effectiveAmount,
  exclusionInForce,
  netLossSince,
  PERIOD_MS,
  type PlayerState,
  readPlayerState,
  realityDueAt,
  sessionEndsAt,
  windowStart,
} from './state'

/**
 * deposit: a deposit order. wager: a stake (in-house rounds, partner bets). transferIn: money into a
 * venue wallet. launch: opening a game. promotion: a bonus, an activity application or a red packet.
 */
export type Action = 'deposit' | 'wager' | 'transferIn' | 'launch' | 'promotion'

const LOCK_SPACE = { deposit: 7301, wager: 7302 } as const

export function assertNotExcluded(s: PlayerState, now: Date) {
  const e = s.exclusion
  if (!e || !exclusionInForce(e, now)) return
  if (e.endsAt.getTime() > now.getTime())
    throw new BizError(ProtectionCode.excluded, e.kind === 'timeout' ? 'p.timeout' : 'p.selfExclusion', {
      until: toWireTime(e.endsAt),
    })
  if (e.reopenRequestedAt)
    throw new BizError(ProtectionCode.excluded, 'p.selfExclusionReopening', {
      at: toWireTime(new Date(e.reopenRequestedAt.getTime() + 24 * 3_600_000)),
    })
  throw new BizError(ProtectionCode.excluded, 'p.selfExclusionClosed')
}

function assertAdult(s: PlayerState, now: Date) {
  if (!s.birthDate) throw new BizError(ProtectionCode.birthDateRequired, 'p.birthDateRequired')
  if (ageOn(s.birthDate, beijingDate(now)) < MIN_AGE)
    throw new BizError(ProtectionCode.underAge, 'p.underAge')
}

function assertSessionOpen(s: PlayerState, now: Date) {
  const ends = sessionEndsAt(s, now)
  if (ends && ends.getTime() <= now.getTime()) {
    const minutes = Math.round((ends.getTime() - s.sessionStartedAt!.getTime()) / 60_000)
    throw new BizError(ProtectionCode.sessionLimit, 'p.sessionLimit', { minutes })
  }
  const due = realityDueAt(s)
  if (due && due.getTime() <= now.getTime())
    throw new BizError(ProtectionCode.realityCheckDue, 'p.realityCheckDue')
}

type Used = { total: bigint; oldest: Date | null }

/** Refuse when `amount` on top of what the window already holds passes the limit. */
function assertUnder(
  kind: 'deposit' | 'loss',
  period: LimitPeriod,
  limit: bigint,
  used: Used,
  amount: bigint,
) {
  if (used.total + amount <= limit) return
  const left = limit - used.total
  const remaining = centsToWire(left > 0n ? left : 0n)
  const code = kind === 'deposit' ? ProtectionCode.depositLimit : ProtectionCode.lossLimit
  if (!used.oldest || used.total <= 0n)
    throw new BizError(code, `p.${kind}LimitFull.${period}`, { limit: centsToWire(limit), remaining })
  const at = toWireTime(new Date(used.oldest.getTime() + PERIOD_MS(period)))
  throw new BizError(code, `p.${kind}Limit.${period}`, { remaining, at })
}

async function checkLimits(q: Query, s: PlayerState, kind: 'deposit' | 'loss', amount: bigint, now: Date) {
  const limits = s.limits.filter((l) => l.kind === kind && effectiveAmount(l, now) !== null)
  if (!limits.length) return
  await q('SELECT pg_advisory_xact_lock($1, $2)', [
    kind === 'deposit' ? LOCK_SPACE.deposit : LOCK_SPACE.wager,
    s.userId,
  ])
  for (const l of limits) {
    const period = l.period as LimitPeriod
    const since = windowStart(period, now)
    const used =
      kind === 'deposit'
        ? await depositedSince(q, s.userId, since)
        : await netLossSince(q, s.userId, since).then((r) => ({ total: r.loss, oldest: r.oldest }))
    assertUnder(kind, period, effectiveAmount(l, now)!, used, amount)
  }
}

/**
 * Refuse `action` for this player now, with the protection code and a message that says why and
 * what is still possible. `amount` is the deposit, the stake or the transfer (cents).
 */
export async function guard(q: Query, userId: number, action: Action, amount = 0n, now = clock.now()) {
  return guardState(q, await readPlayerState(q, userId), action, amount, now)
}

/** guard on a state the caller read with its own statement (playerStateSql). */
export async function guardState(q: Query, s: PlayerState, action: Action, amount = 0n, now = clock.now()) {
  assertNotExcluded(s, now)
  if (action === 'promotion') return s
  assertAdult(s, now)
  if (action === 'deposit') {
    await checkLimits(q, s, 'deposit', amount, now)
    return s
  }
  assertSessionOpen(s, now)
  if (action === 'wager' || action === 'transferIn') await checkLimits(q, s, 'loss', amount, now)
  return s
}
