// The wire format shared by the SPA, the msw fake backend and the Fastify server (docs/contract.md).
// A call is data: method, path, whether it needs a session, and one zod schema each for the request
// and for `data` in the answer. The client only imports types from here (zero bytes in the bundle);
// the mocks and the server validate with the schemas themselves.
import { z } from 'zod'
import { type MoneyRule, parseMoney, WIRE_MONEY } from '../money'
import { isIsoDay } from './rules'

// In a browser zod's compiled fast path would probe `new Function`, which the site's CSP
// (script-src 'self') refuses and Chromium logs as an issue; the browser takes the plain path. The
// server keeps the compiled one.
if (typeof document !== 'undefined') z.config({ jitless: true })

export const Code = {
  ok: 200,
  usernameTaken: 201,
  uploadRefused: 201,
  notFound: 202,
  nothingToClaim: 202,
  wrongPassword: 203,
  notEligible: 203,
  oldPasswordWrong: 205,
  bindLimit: 207,
  withdrawAboveBalance: 208,
  transferRefused: 209,
  transferAboveBalance: 210,
  depositBelowRange: 212,
  depositAboveRange: 213,
  withdrawBelowMin: 214,
  withdrawAboveMax: 215,
  withdrawDailyCount: 216,
  withdrawTooEarly: 218,
  withdrawTooLate: 219,
  noSuchActivity: 222,
  activityPending: 223,
  activityApproved: 224,
  activityRejected: 225,
  agentAlreadyApplied: 226,
  /** Sportsbook: betting on a match has closed, or the market or selection is not offered. */
  sbClosed: 241,
  /** Sportsbook: the price moved and the player's preference does not take it (data.prices). */
  sbPriceChanged: 242,
  /** Sportsbook: stake below the minimum, above the maximum, or a return above the maximum payout. */
  sbLimit: 243,
  /** Sportsbook: two legs of one parlay on the same match. */
  sbSameMatch: 244,
  payPasswordUnset: 251,
  /** Recovery: wrong, expired or used one-time code (core/contract/recovery.ts RecoveryCode). */
  recoveryCodeWrong: 270,
  /** Contact verification: no mobile or email on the profile to verify. */
  contactMissing: 271,
  /** Contact verification: already verified. */
  contactVerified: 272,
  unauthorized: 401,
  alreadyProcessed: 409,
  locked: 423,
  tooManyRequests: 429,
  serverError: 500,
  payPassword: 520,
  validation: 1000,
} as const

export type Envelope<T> = { code: number; message: string; data: T }

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data })

/** Money on the wire (core/money.ts's WireMoney): exactly two decimals, e.g. "100.00" or "-5.20". */
export const money = z.string().regex(WIRE_MONEY)
/** Time on the wire: Beijing time, `YYYY-MM-DD HH:mm:ss`. */
export const wireTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
export const flag = z.union([z.literal(0), z.literal(1)])

/** Laravel paginator, 10 per page. */
export const paginator = <T extends z.ZodType>(row: T) =>
  z.object({
    current_page: z.number().int(),
    data: z.array(row),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
  })
export type Paginator<T> = {
  current_page: number
  data: T[]
  last_page: number
  per_page: number
  total: number
  from: number | null
  to: number | null
}
export const PAGE_SIZE = 10

// Request field helpers. Clients send numbers as numbers or digit strings (form posts); anything
// else is refused with the given message (code 1000). Empty string means "not given".
const digits = /^-?\d+$/
export const intField = (error: string, min = 0, max = 2_147_483_647) =>
  z
    .union([z.number(), z.string().regex(digits, { error }).transform(Number)], { error })
    .pipe(z.number({ error }).int({ error }).min(min, { error }).max(max, { error }))

export const optionalInt = (error: string, min = 0, max = 2_147_483_647) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), intField(error, min, max).optional())

/**
 * An amount as the player typed it (string or number), read by the one money parser (core/money.ts):
 * at most two decimals, no exponent, no sign unless `rule.signed`, at least one cent, at most
 * `rule.max`. The parsed value is integer cents (bigint). A value that is not a string or a number is
 * refused with `error`; a malformed amount with the parser's own message (code 1000).
 */
export const amountField = (error: string, rule?: MoneyRule) =>
  z.union([z.string(), z.number()], { error }).transform((v, ctx): bigint => {
    const r = parseMoney(v, rule)
    if (r.ok) return r.cents
    ctx.issues.push({ code: 'custom', message: r.error, input: v })
    return z.NEVER
  })

export const text = (max: number, error: string) => z.string({ error }).max(max, { error })
export const requiredText = (max: number, error: string) =>
  z.string({ error }).trim().min(1, { error }).max(max, { error })

export const dateRange = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])

/** An optional Beijing day `YYYY-MM-DD` (record ranges). Empty or null means "not given". */
export const optionalDay = (error: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error })
      .refine((s) => isIsoDay(s), { error })
      .optional(),
  )

/** A call of the contract. `auth` calls answer code 401 without a live session. */
export type Call<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST'
  path: `/api/${string}`
  auth: boolean
  request: Req
  response: Res
  /** Money-moving calls accept an Idempotency-Key header. */
  idempotent?: boolean
  /** The answer's `message` carries a value the client uses (order number, payment kind). */
  messageIsData?: boolean
}

export const call = <Req extends z.ZodType, Res extends z.ZodType>(c: Call<Req, Res>) => c

export type RequestOf<C extends Call> = z.input<C['request']>
export type ParsedRequestOf<C extends Call> = z.output<C['request']>
export type ResponseOf<C extends Call> = z.output<C['response']>

export const none = z
  .object({})
  .passthrough()
  .transform(() => ({}))
