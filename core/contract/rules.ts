// Validation rules, as predicates, in the order each form checks them (docs/contract.md). The SPA's
// machines use them as guards and the server's
// request schemas use them as refinements, so the UI and the server can never disagree on a rule.
import { beijingDate } from '../time'
export const LIMITS = {
  nameMax: 32,
  passwordMax: 32,
  loginCaptchaMax: 6,
  registerCaptchaMax: 4,
  payPasswordLength: 6,
  changePasswordMin: 6,
  depositFieldMax: 24,
  /** Offers one deposit may opt into (a first-deposit match and channel bonuses). */
  depositOffersMax: 8,
  bindCardNoMin: 8,
  bindPayPassMin: 6,
  bindPayPassMax: 18,
  withdrawMin: 100,
  maxBindings: 5,
  pageSize: 10,
  defaultDepositMin: 100,
  defaultDepositMax: 10000,
  avatarMaxBytes: 2 * 1024 * 1024,
} as const

const mixedLettersDigits = (min: number) => new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${min},32}$`)

export const isUsername = (s: string) => mixedLettersDigits(6).test(s)
export const isRegisterPassword = (s: string) => mixedLettersDigits(8).test(s)
/** Chinese or other letters, English letters, the middle dot, & or spaces. */
export const isRealName = (s: string) => s.trim().length > 0 && s.length <= 32 && /^[\p{L}·&\s]+$/u.test(s)
export const isPayPassword = (s: string) => /^\d{6}$/.test(s)
/** Register captcha: at least 4 characters mixing letters and digits. */
export const isCaptchaShape = (s: string) => s.length >= 4 && /[A-Za-z]/.test(s) && /\d/.test(s)
/** Mainland mobile: optional 0, 86 or 17951, then 13x, 15x (not 154), 17[678], 18x, 14[57], then 8 digits. */
export const isMobile = (s: string) => /^(?:0|86|17951)?(?:13\d|15[0-35-9]|17[678]|18\d|14[57])\d{8}$/.test(s)
export const isEmail = (s: string) =>
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(s)
/** A real calendar day written YYYY-MM-DD. */
export const isIsoDay = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}
export const isBirthday = isIsoDay
export const USDT_PROTOCOLS = ['TRC20', 'ERC20'] as const
export type UsdtProtocol = (typeof USDT_PROTOCOLS)[number]
/** Shape check only; the server also verifies the Base58Check / EIP-55 checksum. */
export const looksLikeUsdtAddress = (protocol: UsdtProtocol, s: string) =>
  protocol === 'TRC20' ? /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(s) : /^0x[0-9a-fA-F]{40}$/.test(s)

// ---------------------------------------------------------------- record date ranges
/** How far back an explicit record range may start: 12 months on the server and in the SPA alike
 *  (player protection: a player can see a year of history, docs/protection.md). */
export const RECORD_RANGE_MONTHS = { server: 12, ui: 12 } as const

/** The same day `months` calendar months earlier, clamped to the month's end (05-31 minus 3 = 02-28). */
export const monthsBefore = (day: string, months: number) => {
  const [y, m, d] = day.split('-').map(Number)
  const index = y * 12 + (m - 1) - months
  const year = Math.floor(index / 12)
  const month = index - year * 12
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/**
 * The first rule an explicit record range breaks, as a catalog key (code 1000), or null when it is
 * fine. Both ends are Beijing days and inclusive; the range may not end after today (Beijing) nor
 * start more than `months` months before it. One function for the server, the mocks and the SPA.
 */
export const recordRangeError = (start: string, end: string, now: Date, months: number) => {
  if (!start || !end) return 'v.rangeIncomplete'
  if (!isIsoDay(start) || !isIsoDay(end)) return 'v.rangeDate'
  if (end < start) return 'v.rangeOrder'
  const today = beijingDate(now)
  if (end > today) return 'v.rangeFuture'
  if (start < monthsBefore(today, months)) return 'v.rangeTooOld'
  return null
}
