// Player protection (protectionCalls): limits with the 24-hour cooling-off on raises and removals,
// time-outs and self-exclusions (never shortened), the reality-check interval, the date of birth (set
// once, 18+) and totals. Seeded players have a date of birth here so the other pages' tests are not
// interrupted by the prompt; a player registered without `birthday` is asked for it (235's path).
import {
  ageOn,
  COOLING_OFF_HOURS,
  type ExclusionDuration,
  exclusionEnd,
  MIN_AGE,
  type ProtectionStatus,
} from '../../../../core/contract'
import { centsToWire, decimalCents } from '../../../../core/money'
import { beijingDate } from '../../../../core/time'
import { beijing, db, type MockProtection, type MockUser } from '../db'
import { refuse, route } from '../kit'

const HOUR = 3_600_000
const TIMEOUTS = ['24h', '7d', '30d', '6w']
/** The history labels the server answers (server/protection/service.ts). */
const WHAT: Record<string, string> = {
  'deposit:day': '24小时存款限额',
  'deposit:week': '7天存款限额',
  'deposit:month': '30天存款限额',
  'loss:day': '24小时亏损限额',
  'loss:week': '7天亏损限额',
  'loss:month': '30天亏损限额',
  'session:session': '单次游戏时长（分钟）',
}
const DURATION: Record<string, string> = {
  '24h': '24小时',
  '7d': '7天',
  '30d': '30天',
  '6w': '6周',
  '6m': '6个月',
  '1y': '1年',
  '2y': '2年',
  '5y': '5年',
}

export function protectionOf(user: MockUser): MockProtection {
  let p = db.protection.get(user.id)
  if (!p) {
    p = {
      birthDate: user.birthday || (user.id <= 2 ? '1990-01-01' : ''),
      limits: new Map(),
      exclusion: null,
      history: [],
      reality: 0,
      realityChosen: false,
      sessionStarted: Date.now(),
    }
    db.protection.set(user.id, p)
  }
  return p
}

/** Apply pending raises whose cooling-off has passed. */
function settle(p: MockProtection, now = Date.now()) {
  for (const [key, l] of p.limits) {
    if (l.pending && l.pending.at <= now) {
      if (l.pending.amount === null) p.limits.delete(key)
      else p.limits.set(key, { amount: l.pending.amount, pending: null })
    }
  }
}

function status(user: MockUser): ProtectionStatus {
  const p = protectionOf(user)
  const now = Date.now()
  settle(p, now)
  const limits = [...p.limits].map(([key, l]) => {
    const [kind, period] = key.split(':') as [
      'deposit' | 'loss' | 'session',
      'day' | 'week' | 'month' | 'session',
    ]
    return {
      kind,
      period,
      amount: l.amount,
      pending: l.pending ? { amount: l.pending.amount, at: beijing(l.pending.at) } : null,
      remaining: kind === 'session' ? null : l.amount,
      frees_at: null,
    }
  })
  const x =
    p.exclusion && (p.exclusion.ends > now || p.exclusion.kind === 'self_exclusion') ? p.exclusion : null
  const reality = p.reality
  const due = reality > 0 ? p.sessionStarted + reality * 60_000 : null
  return {
    server_time: beijing(now),
    birth_date_required: p.birthDate === '',
    limits,
    exclusion: x
      ? {
          kind: x.kind,
          duration: x.duration,
          starts_at: beijing(x.starts),
          ends_at: beijing(x.ends),
          reopen_at: x.reopenAt ? beijing(x.reopenAt) : null,
          can_request_reopen: x.kind === 'self_exclusion' && x.ends <= now && x.reopenAt === null,
        }
      : null,
    history: p.history.map((h) => ({
      what: h.what,
      old_amount: h.old,
      new_amount: h.next,
      effective_at: beijing(h.effective),
      actor: 'player',
      created_at: beijing(h.created),
    })),
    session: { started_at: beijing(p.sessionStarted), net: '0.00', limit_minutes: null, ends_at: null },
    reality: {
      interval_minutes: reality,
      chosen: p.realityChosen,
      due_at: due ? beijing(due) : null,
      due: due !== null && due <= now,
    },
    previous_login: user.lastLoginAt ? { at: beijing(user.lastLoginAt), ip: '127.0.0.1' } : null,
  }
}

/** Is `next` looser than `old` (a raise or a removal, which waits for the cooling-off)? */
const looser = (kind: string, old: string, next: string | null) =>
  next === null || (kind === 'session' ? Number(next) > Number(old) : decimalCents(next) > decimalCents(old))

export const protectionHandlers = [
  route('protectionStatus', ({ user }) => status(user)),
  route('protectionLimit', ({ user, body }) => {
    const p = protectionOf(user)
    const key = `${body.kind}:${body.period}`
    const next =
      body.amount === null
        ? null
        : body.kind === 'session'
          ? String(body.amount)
          : centsToWire(decimalCents(String(body.amount)))
    const old = p.limits.get(key)
    const now = Date.now()
    let effective = now
    if (!old) {
      if (next !== null) p.limits.set(key, { amount: next, pending: null })
    } else if (looser(body.kind, old.amount, next)) {
      effective = now + COOLING_OFF_HOURS * HOUR
      old.pending = { amount: next, at: effective }
    } else if (next !== null) {
      p.limits.set(key, { amount: next, pending: null })
    }
    p.history.unshift({ what: WHAT[key] ?? key, old: old?.amount ?? null, next, effective, created: now })
    return status(user)
  }),
  route('protectionExclude', ({ user, body }) => {
    const p = protectionOf(user)
    const now = Date.now()
    const ends = exclusionEnd(new Date(now), body.duration as ExclusionDuration).getTime()
    if (p.exclusion && p.exclusion.ends > ends)
      refuse(233, 'p.exclusionLonger', { until: beijing(p.exclusion.ends) })
    const kind = TIMEOUTS.includes(body.duration) ? 'timeout' : 'self_exclusion'
    p.exclusion = { kind, duration: body.duration, starts: now, ends, reopenAt: null }
    p.history.unshift({
      what: `${kind === 'timeout' ? '暂停游戏' : '自我排除'} ${DURATION[body.duration]}`,
      old: null,
      next: null,
      effective: now,
      created: now,
    })
    return status(user)
  }),
  route('protectionReopen', ({ user }) => {
    const p = protectionOf(user)
    const x = p.exclusion
    if (x === null || x.kind !== 'self_exclusion' || x.ends > Date.now()) return refuse(233, 'p.reopenNotYet')
    if (x.reopenAt) refuse(233, 'p.reopenAlready', { at: beijing(x.reopenAt) })
    x.reopenAt = Date.now() + COOLING_OFF_HOURS * HOUR
    return status(user)
  }),
  route('protectionReality', ({ user, body }) => {
    const p = protectionOf(user)
    p.reality = body.interval
    p.realityChosen = true
    return status(user)
  }),
  route('protectionRealityAnswer', ({ user }) => {
    const p = protectionOf(user)
    if (p.reality > 0) p.sessionStarted = Date.now()
    return status(user)
  }),
  route('protectionBirthDate', ({ user, body }) => {
    const p = protectionOf(user)
    if (p.birthDate) refuse(236, 'p.birthDateSet')
    if (ageOn(body.birth_date, beijingDate(new Date())) < MIN_AGE) refuse(236, 'p.underAge')
    p.birthDate = body.birth_date
    return status(user)
  }),
  route('protectionTotals', ({ body }) => {
    const today = beijingDate(new Date())
    return {
      start: body.start ?? today,
      end: body.end ?? today,
      deposits: '0.00',
      withdrawals: '0.00',
      stakes: '0.00',
      payouts: '0.00',
      win_loss: '0.00',
      bonuses: '0.00',
      net_deposits_lifetime: '0.00',
    }
  }),
]
