// Money, in one place (docs/money.md). On the wire money is a decimal string with exactly two
// decimals ("100.00", "-5.20"), `WireMoney`; inside the programs it is integer cents, a bigint branded
// `Cents` with its currency, so no amount ever passes through a float. The conversions:
//   parseMoney    a wire or typed amount -> cents, or the reason it is refused (validation code 1000)
//   decimalCents  a decimal string the programs themselves wrote (settings, database text) -> cents
//   centsToWire   cents -> the wire string
//   displayMoney  a wire string or cents -> what a player reads ("¥1,234.50")
//   sumWire, multiplyWire  the arithmetic a page does on wire amounts, in cents

/** The currencies an amount can be in: the wallets' yuan and the USDT of crypto deposits and payouts. */
export type Currency = 'CNY' | 'USDT'

declare const centsOf: unique symbol
declare const wireForm: unique symbol

/**
 * Integer cents of one currency (yuan unless tagged USDT). Only this module brands a bigint as cents;
 * arithmetic on them gives a plain bigint, which `centsToWire` and the helpers below still take.
 */
export type Cents<C extends Currency = 'CNY'> = bigint & { readonly [centsOf]: C }

/** The contract's form of an amount: exactly two decimals, a leading minus where a sign is allowed. */
export type WireMoney = string & { readonly [wireForm]: true }

/** The shape of WireMoney; the contract's `money` field checks answers against it. */
export const WIRE_MONEY = /^-?\d+\.\d{2}$/

export const isWireMoney = (s: unknown): s is WireMoney => typeof s === 'string' && WIRE_MONEY.test(s)

/** The largest amount any money call accepts unless its rule says less: 100,000,000.00 yuan. */
export const MONEY_MAX_CENTS = 10_000_000_000n

/** Catalog keys (core/i18n/validation.ts) of the reasons an amount is refused. */
export type MoneyRefusal =
  | 'v.moneyShape'
  | 'v.moneyDecimals'
  | 'v.moneyExponent'
  | 'v.moneySign'
  | 'v.moneyMin'
  | 'v.moneyMax'

export type MoneyRule = {
  /** A leading minus is allowed (a debit, e.g. the back office's adjustment); zero never is. */
  signed?: boolean
  /** Largest absolute amount in cents (default MONEY_MAX_CENTS). */
  max?: bigint
  /** Smallest absolute amount in cents (default 1: one cent). */
  min?: bigint
  /** Only the wire form: a string with exactly two decimals (what a partner's server sends). */
  wire?: boolean
}

export type MoneyParse = { ok: true; cents: Cents } | { ok: false; error: MoneyRefusal }

const PLAIN = /^([+-]?)(\d+)(?:\.(\d+))?$/
const EXPONENT = /^[+-]?(\d+\.?\d*|\.\d+)[eE][+-]?\d+$/

/**
 * The one parser of amounts that come from outside (the wire, a form, the command line). A string
 * must be digits with at most two decimals ("100", "100.5", "100.50"); a number is read by its
 * shortest decimal form (String(n)), so 1.005 is refused for its third decimal instead of being
 * rounded and 1e-9 for its exponent. Nothing is rounded: an amount is taken exactly or refused.
 */
export function parseMoney(input: unknown, rule: MoneyRule = {}): MoneyParse {
  let s: string
  if (typeof input === 'string') s = input
  else if (typeof input === 'number' && !rule.wire) {
    if (!Number.isFinite(input)) return { ok: false, error: 'v.moneyShape' }
    s = String(input)
  } else return { ok: false, error: 'v.moneyShape' }
  if (EXPONENT.test(s)) return { ok: false, error: 'v.moneyExponent' }
  const m = PLAIN.exec(s)
  if (!m) return { ok: false, error: 'v.moneyShape' }
  const [, sign, int, frac = ''] = m
  if (frac.length > 2) return { ok: false, error: 'v.moneyDecimals' }
  if (rule.wire && frac.length !== 2) return { ok: false, error: 'v.moneyShape' }
  if (sign === '+' || (sign === '-' && !rule.signed)) return { ok: false, error: 'v.moneySign' }
  if (int.replace(/^0+/, '').length > 15) return { ok: false, error: 'v.moneyMax' }
  const abs = BigInt(int) * 100n + BigInt(`${frac}00`.slice(0, 2))
  if (abs < (rule.min ?? 1n)) return { ok: false, error: 'v.moneyMin' }
  if (abs > (rule.max ?? MONEY_MAX_CENTS)) return { ok: false, error: 'v.moneyMax' }
  return { ok: true, cents: (sign === '-' ? -abs : abs) as Cents }
}

/**
 * Cents of either currency (a number must be whole) -> the wire string: 12345n -> "123.45",
 * -5n -> "-0.05".
 */
export const centsToWire = (cents: bigint | number): WireMoney => {
  const n = BigInt(cents)
  const neg = n < 0n
  const abs = neg ? -n : n
  return `${neg ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}` as WireMoney
}

/**
 * A decimal string the programs wrote themselves (a setting such as "100.00", a NUMERIC as text, an
 * answer of our own server) -> cents. Not for outside input: that goes through parseMoney. Throws on a
 * malformed value, which is a bug or corrupt data, never a player's mistake. `currency` only tags the
 * result's type: `decimalCents(fee, 'USDT')` is `Cents<'USDT'>`.
 */
export const decimalCents = <C extends Currency = 'CNY'>(s: string, _currency?: C): Cents<C> => {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s.trim())
  if (!m) throw new Error(`not a money value: ${JSON.stringify(s)}`)
  const abs = BigInt(m[2]) * 100n + BigInt(`${m[3] ?? ''}00`.slice(0, 2))
  return (m[1] ? -abs : abs) as Cents<C>
}

/** The sum of wire amounts our own server sent (a slip's bets, a month of days), added in cents. */
export const sumWire = (amounts: readonly string[]): WireMoney =>
  centsToWire(amounts.reduce((total, a) => total + decimalCents(a), 0n))

/** A wire amount times a whole count (a base bet times the largest multiple); a fraction throws. */
export const multiplyWire = (amount: string, count: number | bigint): WireMoney =>
  centsToWire(decimalCents(amount) * BigInt(count))

/**
 * What a player reads: "1234.5" or 123450n -> "¥1,234.50". Works on the digits themselves, so
 * "12345678901234.56" stays exact. Anything that is not an amount shows as zero.
 */
export const displayMoney = (value: string | bigint, symbol = '¥'): string => {
  const s = typeof value === 'bigint' ? centsToWire(value) : value.trim()
  if (!/^-?\d+(\.\d*)?$/.test(s)) return `${symbol}0.00`
  const neg = s.startsWith('-')
  const [int, frac = ''] = (neg ? s.slice(1) : s).split('.')
  const grouped = (int.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${neg ? '-' : ''}${symbol}${grouped}.${`${frac}00`.slice(0, 2)}`
}

/** Whole yuan -> cents (configured limits written in yuan, e.g. LIMITS.withdrawMin). */
export const yuan = (n: number): Cents => (BigInt(n) * 100n) as Cents

/**
 * A rate or other decimal setting with up to six decimals ("7.20") in millionths: 7_200_000n. The
 * only reader of such strings; they come from operator settings, never from a player.
 */
export const toMicros = (s: string): bigint => {
  const m = /^(\d*)(?:\.(\d{1,6}))?$/.exec(s.trim())
  if (!m) throw new Error(`not a decimal setting: ${JSON.stringify(s)}`)
  return BigInt(m[1] || '0') * 1_000_000n + BigInt(`${m[2] ?? ''}000000`.slice(0, 6))
}

/** USDT equivalent of a CNY amount at a rate (CNY per USDT), rounded DOWN to the cent. Integer math. */
export const cnyToUsdtCents = (cnyCents: bigint, rate: string): Cents<'USDT'> => {
  const micros = toMicros(rate)
  return (micros === 0n ? 0n : (cnyCents * 1_000_000n) / micros) as Cents<'USDT'>
}
