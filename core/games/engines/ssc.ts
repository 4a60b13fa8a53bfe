// 时时彩 (SSC): a shared draw of five digits 0-9 every two minutes (docs/ssc.md). Positions are numbered
// 1-5 from the left (万 千 百 十 个). Every bet is a key the slip carries as it is:
//   d<p>:<digit>                  定位: that digit at position p
//   d<p>:big|small|odd|even       大小单双 of position p (big 5-9, small 0-4)
//   sum:big|small|odd|even        大小单双 of the sum of the five (0-45; big 23-45, small 0-22)
//   q3:<abc> / h3:<abc>           前三 / 后三 直选: the first / last three digits exactly, in order
//   q3z3:<aab> / h3z3:<aab>       组三: those three digits, one repeated, in any order (digits sorted)
//   q3z6:<abc> / h3z6:<abc>       组六: three different digits in any order (digits sorted)
//   lh:dragon|tiger|tie           龙虎: the first digit above / below / equal to the fifth
// Odds are decimal multipliers in hundredths that include the stake, each set from the bet's exact
// probability and a stated house edge and rounded down to the hundredth (so no bet beats its edge).
import { BEIJING_OFFSET_MS } from '../../time'
import type { RandomSource } from '../fair'

export const SSC_DRAW_SECONDS = 120
/** Bets close this many seconds before the draw. */
export const SSC_CLOSE_SECONDS = 5
export const SSC_DIGITS = 5
export type SscDigits = number[]

export const drawSsc = (src: RandomSource): SscDigits => Array.from({ length: SSC_DIGITS }, () => src.int(10))

export type SscBetType =
  | 'digit'
  | 'digitSide'
  | 'sumSide'
  | 'straight3'
  | 'group3'
  | 'group6'
  | 'dragonTiger'
  | 'tie'

/** The house edge of each bet type in basis points (the odds below follow from it). */
export const SSC_EDGE_BP: Record<SscBetType, number> = {
  digit: 300,
  digitSide: 200,
  sumSide: 200,
  straight3: 300,
  group3: 300,
  group6: 300,
  dragonTiger: 280,
  tie: 300,
}
/** Chance of a win per bet type as ways out of 10 000 (exact: each is a whole number of outcomes). */
const WAYS_IN_10K: Record<SscBetType, number> = {
  digit: 1000,
  digitSide: 5000,
  sumSide: 5000,
  straight3: 10,
  group3: 30,
  group6: 60,
  dragonTiger: 4500,
  tie: 1000,
}
/** Multiplier in hundredths: floor((1 - edge) / p), to the hundredth. */
export const SSC_ODDS: Record<SscBetType, number> = Object.fromEntries(
  Object.entries(SSC_EDGE_BP).map(([type, bp]) => [
    type,
    Math.floor(((10_000 - bp) * 100) / WAYS_IN_10K[type as SscBetType]),
  ]),
) as Record<SscBetType, number>

export const SSC_SIDES = ['big', 'small', 'odd', 'even'] as const
export const SSC_POSITIONS = [1, 2, 3, 4, 5] as const
const TRIPLE = /^(q3|h3)(z3|z6)?:(\d)(\d)(\d)$/

const sorted = (s: string) => [...s].sort().join('')
const distinct = (s: string) => new Set(s).size

/** The type of a well-formed bet key, or null (the server refuses anything else). */
export function sscBetType(bet: string): SscBetType | null {
  const [kind, arg] = bet.split(':')
  if (/^d[1-5]$/.test(kind)) {
    if (/^\d$/.test(arg ?? '')) return 'digit'
    return (SSC_SIDES as readonly string[]).includes(arg) ? 'digitSide' : null
  }
  if (kind === 'sum') return (SSC_SIDES as readonly string[]).includes(arg) ? 'sumSide' : null
  if (kind === 'lh') return arg === 'tie' ? 'tie' : arg === 'dragon' || arg === 'tiger' ? 'dragonTiger' : null
  const m = TRIPLE.exec(bet)
  if (!m) return null
  const digits = m[3] + m[4] + m[5]
  if (!m[2]) return 'straight3'
  // Group bets are named by their digits in ascending order, so one set has one key.
  if (digits !== sorted(digits)) return null
  if (m[2] === 'z3') return distinct(digits) === 2 ? 'group3' : null
  return distinct(digits) === 3 ? 'group6' : null
}
export const isSscBet = (bet: string) => sscBetType(bet) !== null

const side = (value: number, bigFrom: number, arg: string) =>
  arg === 'big' ? value >= bigFrom : arg === 'small' ? value < bigFrom : (value % 2 === 1) === (arg === 'odd')

/** The test of one bet, built once (the RTP enumeration runs it on every draw). */
export function sscMatcher(bet: string): (d: SscDigits) => boolean {
  const type = sscBetType(bet)
  const [kind, arg] = bet.split(':')
  const at = Number(kind[1]) - 1
  switch (type) {
    case 'digit': {
      const digit = Number(arg)
      return (d) => d[at] === digit
    }
    case 'digitSide':
      return (d) => side(d[at], 5, arg)
    case 'sumSide':
      return (d) => side(d[0] + d[1] + d[2] + d[3] + d[4], 23, arg)
    case 'dragonTiger':
      return arg === 'dragon' ? (d) => d[0] > d[4] : (d) => d[0] < d[4]
    case 'tie':
      return (d) => d[0] === d[4]
    case 'straight3':
    case 'group3':
    case 'group6': {
      const from = kind.startsWith('q3') ? 0 : 2
      const three = (d: SscDigits) => `${d[from]}${d[from + 1]}${d[from + 2]}`
      return type === 'straight3' ? (d) => three(d) === arg : (d) => sorted(three(d)) === arg
    }
    default:
      throw new RangeError(`unknown 时时彩 bet ${bet}`)
  }
}

/** Does `bet` win on `digits`? */
export const sscWins = (bet: string, d: SscDigits) => sscMatcher(bet)(d)

/** Multiplier in hundredths that `bet` earns on `digits` (0 when it loses). */
export const sscOdds = (bet: string, d: SscDigits) => (sscWins(bet, d) ? SSC_ODDS[sscBetType(bet)!] : 0)

/** Payout in cents, rounded down (the one rounding of this game). */
export const sscPayout = (bet: string, stake: bigint, d: SscDigits): bigint =>
  (stake * BigInt(sscOdds(bet, d))) / 100n

/** Every one of the 100 000 equally likely draws, for exact RTP by enumeration. */
export const allSscDraws = function* (): Generator<SscDigits> {
  for (let n = 0; n < 100_000; n++)
    yield [
      Math.floor(n / 10_000),
      Math.floor(n / 1000) % 10,
      Math.floor(n / 100) % 10,
      Math.floor(n / 10) % 10,
      n % 10,
    ]
}

/** Exact RTP of one bet by enumeration, as a fraction: hundredths returned over 100 x 100 000 staked. */
export function sscRtp(bet: string): { returned: number; staked: number; rtp: number } {
  const wins = sscMatcher(bet)
  const odds = SSC_ODDS[sscBetType(bet)!]
  let returned = 0
  for (const d of allSscDraws()) if (wins(d)) returned += odds
  const staked = 100 * 100_000
  return { returned, staked, rtp: returned / staked }
}

/** A representative bet of each type (every bet of a type has the same RTP: the test shows it). */
export const SSC_SAMPLE_BETS: Record<SscBetType, string> = {
  digit: 'd1:7',
  digitSide: 'd3:big',
  sumSide: 'sum:odd',
  straight3: 'q3:123',
  group3: 'h3z3:112',
  group6: 'q3z6:123',
  dragonTiger: 'lh:dragon',
  tie: 'lh:tie',
}

/** Valid turnover (core/games/turnover.ts rule): opposite sides of one position or of the sum cover each other. */
export function sscNetExposure(bets: readonly { bet: string; amount: number }[]): number {
  const by = new Map(bets.map((b) => [b.bet, b.amount]))
  let total = bets.reduce((a, b) => a + b.amount, 0)
  for (const scope of ['d1', 'd2', 'd3', 'd4', 'd5', 'sum'])
    for (const [a, b] of [
      ['big', 'small'],
      ['odd', 'even'],
    ])
      total -= 2 * Math.min(by.get(`${scope}:${a}`) ?? 0, by.get(`${scope}:${b}`) ?? 0)
  return total
}

const DAY_DRAWS = (24 * 3600) / SSC_DRAW_SECONDS

/** The draw time (ms) of the issue open at `nowMs`: the next even minute. */
export const sscNextDrawAt = (nowMs: number) =>
  (Math.floor(nowMs / (SSC_DRAW_SECONDS * 1000)) + 1) * SSC_DRAW_SECONDS * 1000

/**
 * The issue (期号) of a draw: the Beijing date and the draw's number that day, 001-720, e.g.
 * 20250101-001 is drawn at 00:02 and 20250101-720 at midnight ending that day.
 */
export function sscIssue(drawAtMs: number): string {
  const bj = new Date(drawAtMs + BEIJING_OFFSET_MS - 1)
  const p = (n: number, w = 2) => String(n).padStart(w, '0')
  const minute = bj.getUTCHours() * 60 + bj.getUTCMinutes()
  const n = Math.floor((minute * 60) / SSC_DRAW_SECONDS) + 1
  if (n > DAY_DRAWS) throw new RangeError('draw outside the day')
  return `${bj.getUTCFullYear()}${p(bj.getUTCMonth() + 1)}${p(bj.getUTCDate())}-${p(n, 3)}`
}
export const SSC_ISSUE_PATTERN = /^\d{8}-\d{3}$/
