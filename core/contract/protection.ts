// Player protection calls (docs/protection.md): limits the player sets on themselves, time-outs and
// self-exclusions, the reality check, the date of birth and totals over a period. The server enforces
// every rule where the money moves; these calls only set and show them.
import { z } from 'zod'
import { amountField, call, money, optionalDay, wireTime } from './core'
import { isIsoDay } from './rules'

/** Refusal codes of player protection (the numbers follow the contract's 2xx business codes). */
export const ProtectionCode = {
  depositLimit: 230,
  lossLimit: 231,
  sessionLimit: 232,
  excluded: 233,
  realityCheckDue: 234,
  birthDateRequired: 235,
  underAge: 236,
} as const

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const
export type LimitPeriod = (typeof LIMIT_PERIODS)[number]
/** Rolling windows: 24 hours, 7 days, 30 days. */
export const PERIOD_HOURS: Record<LimitPeriod, number> = { day: 24, week: 168, month: 720 }

/** Session-time limits the player may pick, in minutes. */
export const SESSION_MINUTES = [15, 30, 60, 120, 180, 240, 360, 480] as const
export const REALITY_MINUTES = [0, 15, 30, 60] as const

export const TIMEOUT_DURATIONS = ['24h', '7d', '30d', '6w'] as const
export const EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y'] as const
export type ExclusionDuration = (typeof TIMEOUT_DURATIONS)[number] | (typeof EXCLUSION_DURATIONS)[number]

/** A raise or a removal of a limit waits this long; a lowering applies at once. */
export const COOLING_OFF_HOURS = 24
/** Players must be at least this old to deposit or play. */
export const MIN_AGE = 18

/** The end of a time-out or self-exclusion that starts at `from` (calendar months and years in UTC). */
export function exclusionEnd(from: Date, d: ExclusionDuration): Date {
  const t = new Date(from.getTime())
  const hours: Partial<Record<ExclusionDuration, number>> = { '24h': 24, '7d': 168, '30d': 720, '6w': 1008 }
  const h = hours[d]
  if (h !== undefined) return new Date(t.getTime() + h * 3_600_000)
  const months = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 }[d as (typeof EXCLUSION_DURATIONS)[number]]
  t.setUTCMonth(t.getUTCMonth() + months)
  return t
}

/** Whole years between a `YYYY-MM-DD` birth date and the day `today` (`YYYY-MM-DD`). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number)
  const [ty, tm, td] = today.split('-').map(Number)
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

export const birthDate = z
  .string({ error: 'v.birthday' })
  .refine((s) => isIsoDay(s) && s >= '1900-01-01', { error: 'v.birthday' })

const LimitState = z.object({
  kind: z.enum(['deposit', 'loss', 'session']),
  period: z.enum(['day', 'week', 'month', 'session']),
  /** Deposit and loss limits in money; the session limit in minutes as a plain number string. */
  amount: z.string().nullable(),
  /** A raise or removal waiting for its cooling-off: the value it will take (null = removed) and when. */
  pending: z.object({ amount: z.string().nullable(), at: wireTime }).nullable(),
  /** Deposit and loss limits: what is still available in the window now. */
  remaining: money.nullable(),
  /** When the oldest amount counted in the window leaves it (null when nothing counts). */
  frees_at: wireTime.nullable(),
})
export type LimitState = z.infer<typeof LimitState>

const Exclusion = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  duration: z.string(),
  starts_at: wireTime,
  ends_at: wireTime,
  /** Self-exclusion after its end: closed until the player asks to reopen and 24 h pass. */
  reopen_at: wireTime.nullable(),
  can_request_reopen: z.boolean(),
})

export const ProtectionStatus = z.object({
  server_time: wireTime,
  birth_date_required: z.boolean(),
  limits: z.array(LimitState),
  exclusion: Exclusion.nullable(),
  history: z.array(
    z.object({
      what: z.string(),
      old_amount: z.string().nullable(),
      new_amount: z.string().nullable(),
      effective_at: wireTime,
      actor: z.string(),
      created_at: wireTime,
    }),
  ),
  session: z.object({
    started_at: wireTime.nullable(),
    /** Net result (payouts minus stakes) since the session started. */
    net: money,
    limit_minutes: z.number().int().nullable(),
    ends_at: wireTime.nullable(),
  }),
  reality: z.object({
    interval_minutes: z.number().int(),
    chosen: z.boolean(),
    due_at: wireTime.nullable(),
    due: z.boolean(),
  }),
  previous_login: z.object({ at: wireTime, ip: z.string() }).nullable(),
})
export type ProtectionStatus = z.infer<typeof ProtectionStatus>

const limitAmount = z.preprocess((v) => (v === '' ? null : v), amountField('v.limitAmount').nullable())

export const ProtectionTotals = z.object({
  start: z.string(),
  end: z.string(),
  deposits: money,
  withdrawals: money,
  stakes: money,
  payouts: money,
  win_loss: money,
  bonuses: money,
  /** Deposits minus withdrawals since the account was opened. */
  net_deposits_lifetime: money,
})
export type ProtectionTotals = z.infer<typeof ProtectionTotals>

export const protectionCalls = {
  protectionStatus: call({
    method: 'GET',
    path: '/api/protection',
    auth: true,
    request: z.object({}),
    response: ProtectionStatus,
  }),
  protectionLimit: call({
    method: 'POST',
    path: '/api/protection/limit',
    auth: true,
    request: z.discriminatedUnion(
      'kind',
      [
        z.object({ kind: z.enum(['deposit', 'loss']), period: z.enum(LIMIT_PERIODS), amount: limitAmount }),
        z.object({
          kind: z.literal('session'),
          period: z.literal('session'),
          amount: z.preprocess(
            (v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v),
            z
              .number({ error: 'v.sessionMinutes' })
              .refine((n) => (SESSION_MINUTES as readonly number[]).includes(n), {
                error: 'v.sessionMinutes',
              })
              .nullable(),
          ),
        }),
      ],
      { error: 'v.limitKind' },
    ),
    response: ProtectionStatus,
  }),
  protectionExclude: call({
    method: 'POST',
    path: '/api/protection/exclude',
    auth: true,
    request: z.object({
      duration: z.enum([...TIMEOUT_DURATIONS, ...EXCLUSION_DURATIONS], { error: 'v.exclusionDuration' }),
      /** The confirmation step: the player confirmed in a dialog that names the end date. */
      confirm: z.literal(true, { error: 'v.confirmExclusion' }),
    }),
    response: ProtectionStatus,
  }),
  protectionReopen: call({
    method: 'POST',
    path: '/api/protection/reopen',
    auth: true,
    request: z.object({}),
    response: ProtectionStatus,
  }),
  protectionReality: call({
    method: 'POST',
    path: '/api/protection/reality',
    auth: true,
    request: z.object({
      interval: z.preprocess(
        (v) => (typeof v === 'string' ? Number(v) : v),
        z
          .number({ error: 'v.realityInterval' })
          .refine((n) => (REALITY_MINUTES as readonly number[]).includes(n), { error: 'v.realityInterval' }),
      ),
    }),
    response: ProtectionStatus,
  }),
  protectionRealityAnswer: call({
    method: 'POST',
    path: '/api/protection/reality/continue',
    auth: true,
    request: z.object({}),
    response: ProtectionStatus,
  }),
  protectionBirthDate: call({
    method: 'POST',
    path: '/api/protection/birthdate',
    auth: true,
    request: z.object({ birth_date: birthDate }),
    response: ProtectionStatus,
  }),
  protectionTotals: call({
    method: 'GET',
    path: '/api/protection/totals',
    auth: true,
    request: z.object({ start: optionalDay('v.rangeDate'), end: optionalDay('v.rangeDate') }),
    response: ProtectionTotals,
  }),
} as const
