// 微澜赛车 (PK10, vrbet): a shared draw every three minutes in which ten cars, numbered 1-10, finish in
// an order drawn by a fair shuffle (docs/pk10.md). A draw is the finishing order: draw[0] is the car
// in first place (冠军), draw[1] second (亚军), … draw[9] tenth. Every bet is a key the slip carries:
//   p<k>:<car>                  定位: that car finishes at position k (k 1-10, car 1-10)
//   p<k>:big|small|odd|even     大小单双 of the car at position k (big 6-10, small 1-5)
//   gy:<sum>                    冠亚和: the sum of the first two cars is that value (3-19)
//   gy:big|small|odd|even       冠亚和 大小单双 (big 12-19, small 3-11)
//   lh<k>:dragon|tiger          龙虎 for k 1-5: the car at position k beats / loses to the one at 11-k
// Any bet looks at one or two positions, and the cars at two positions are one of the 90 ordered
// pairs of different cars, all equally likely: every probability is a whole number of ways out of 90.
// Odds are decimal multipliers in hundredths that include the stake, floor((1 - edge) / p).
import type { RandomSource } from '../fair'

export const PK10_DRAW_SECONDS = 180
/** Bets close this many seconds before the draw. */
export const PK10_CLOSE_SECONDS = 10
export const PK10_CARS = 10
export const PK10_POSITIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const
export const PK10_DUELS = [1, 2, 3, 4, 5] as const
export const PK10_SIDES = ['big', 'small', 'odd', 'even'] as const
export const PK10_SUMS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] as const
export type Pk10Draw = number[]

/** Fisher-Yates on the fair stream from the last place down: every one of the 10! orders is as likely. */
export function drawPk10(src: RandomSource): Pk10Draw {
  const cars = Array.from({ length: PK10_CARS }, (_, i) => i + 1)
  for (let i = PK10_CARS - 1; i > 0; i--) {
    const j = src.int(i + 1)
    const t = cars[i]
    cars[i] = cars[j]
    cars[j] = t
  }
  return cars
}

/**
 * The odds classes: bets of one class share their probability (ways out of 90) and house edge, so
 * their odds and return. The 冠亚和 values pair up by their number of ways (3 and 19 have two each).
 */
export type Pk10Rule =
  | 'car'
  | 'side'
  | 'dragonTiger'
  | 'sumBigEven'
  | 'sumSmallOdd'
  | 'sum3'
  | 'sum5'
  | 'sum7'
  | 'sum9'
  | 'sum11'
export const PK10_RULES: readonly Pk10Rule[] = [
  'car',
  'side',
  'dragonTiger',
  'sumBigEven',
  'sumSmallOdd',
  'sum3',
  'sum5',
  'sum7',
  'sum9',
  'sum11',
]
/** Ways out of the 90 ordered pairs of the positions the bet reads. */
export const PK10_WAYS: Record<Pk10Rule, number> = {
  car: 9,
  side: 45,
  dragonTiger: 45,
  sumBigEven: 40,
  sumSmallOdd: 50,
  sum3: 2,
  sum5: 4,
  sum7: 6,
  sum9: 8,
  sum11: 10,
}
/** The house edge of each class in basis points. */
export const PK10_EDGE_BP: Record<Pk10Rule, number> = {
  car: 300,
  side: 200,
  dragonTiger: 200,
  sumBigEven: 200,
  sumSmallOdd: 200,
  sum3: 300,
  sum5: 300,
  sum7: 300,
  sum9: 300,
  sum11: 300,
}
/** Multiplier in hundredths: floor((1 - edge) x 90 / ways), to the hundredth. */
export const PK10_ODDS = Object.fromEntries(
  PK10_RULES.map((r) => [r, Math.floor(((10_000 - PK10_EDGE_BP[r]) * 90) / (100 * PK10_WAYS[r]))]),
) as Record<Pk10Rule, number>

/** A representative bet of each class (the rules test shows every bet of a class returns the same). */
export const PK10_SAMPLE_BETS: Record<Pk10Rule, string> = {
  car: 'p1:7',
  side: 'p4:big',
  dragonTiger: 'lh1:dragon',
  sumBigEven: 'gy:big',
  sumSmallOdd: 'gy:small',
  sum3: 'gy:3',
  sum5: 'gy:5',
  sum7: 'gy:7',
  sum9: 'gy:9',
  sum11: 'gy:11',
}

const isSide = (arg: string) => (PK10_SIDES as readonly string[]).includes(arg)
const sumRule = (s: number): Pk10Rule => {
  const ways = (s <= 11 ? s - 1 : 21 - s) - (s % 2 === 0 ? 1 : 0)
  return `sum${ways + 1}` as Pk10Rule
}

/** The odds class of a well-formed bet key, or null (the server refuses anything else). */
export function pk10Rule(bet: string): Pk10Rule | null {
  const [kind, arg = ''] = bet.split(':')
  if (/^p([1-9]|10)$/.test(kind)) {
    if (/^([1-9]|10)$/.test(arg)) return 'car'
    return isSide(arg) ? 'side' : null
  }
  if (/^lh[1-5]$/.test(kind)) return arg === 'dragon' || arg === 'tiger' ? 'dragonTiger' : null
  if (kind !== 'gy') return null
  if (arg === 'big' || arg === 'even') return 'sumBigEven'
  if (arg === 'small' || arg === 'odd') return 'sumSmallOdd'
  if (!/^\d{1,2}$/.test(arg)) return null
  const s = Number(arg)
  return s >= 3 && s <= 19 && String(s) === arg ? sumRule(s) : null
}
export const isPk10Bet = (bet: string) => pk10Rule(bet) !== null

const side = (value: number, bigFrom: number, arg: string) =>
  arg === 'big' ? value >= bigFrom : arg === 'small' ? value < bigFrom : (value % 2 === 1) === (arg === 'odd')

/** The positions (0-based) a bet reads: one for a position bet, two for 冠亚和 and 龙虎. */
export function pk10Reads(bet: string): [number] | [number, number] {
  const [kind] = bet.split(':')
  if (kind === 'gy') return [0, 1]
  if (kind.startsWith('lh')) {
    const k = Number(kind.slice(2))
    return [k - 1, 10 - k]
  }
  return [Number(kind.slice(1)) - 1]
}

/** The test of one bet on a finishing order, built once. */
export function pk10Matcher(bet: string): (d: Pk10Draw) => boolean {
  const rule = pk10Rule(bet)
  if (!rule) throw new RangeError(`unknown PK10 bet ${bet}`)
  const arg = bet.split(':')[1]
  const [a, b] = pk10Reads(bet)
  if (rule === 'car') return (d) => d[a] === Number(arg)
  if (rule === 'side') return (d) => side(d[a], 6, arg)
  if (rule === 'dragonTiger') return arg === 'dragon' ? (d) => d[a] > d[b!] : (d) => d[a] < d[b!]
  if (isSide(arg)) return (d) => side(d[0] + d[1], 12, arg)
  return (d) => d[0] + d[1] === Number(arg)
}

export const pk10Wins = (bet: string, d: Pk10Draw) => pk10Matcher(bet)(d)

/** Multiplier in hundredths of one bet (its class's odds). */
export const pk10BetOdds = (bet: string) => PK10_ODDS[pk10Rule(bet)!]

/** Payout in cents, rounded down (the one rounding of this game). */
export const pk10Payout = (bet: string, stake: bigint, d: Pk10Draw): bigint =>
  pk10Wins(bet, d) ? (stake * BigInt(pk10BetOdds(bet))) / 100n : 0n

/**
 * Exact RTP of one bet, as hundredths returned over 100 x 90 staked: the cars at the positions it reads
 * run over all 90 ordered pairs of different cars (the rest of the order does not matter to it).
 */
export function pk10Rtp(bet: string): { returned: number; staked: number; rtp: number } {
  const wins = pk10Matcher(bet)
  const reads = pk10Reads(bet)
  const odds = pk10BetOdds(bet)
  const d = new Array<number>(PK10_CARS).fill(0)
  let returned = 0
  for (let x = 1; x <= PK10_CARS; x++)
    for (let y = 1; y <= PK10_CARS; y++) {
      if (x === y) continue
      d[reads[0]] = x
      // A one-position bet sees each of its cars 9 times, as a two-position one sees each pair once.
      if (reads.length === 2) d[reads[1]] = y
      if (wins(d)) returned += odds
    }
  const staked = 100 * 90
  return { returned, staked, rtp: returned / staked }
}

/**
 * Valid turnover (core/games/turnover.ts rule): big and small, or odd and even, of one position or of
 * 冠亚和, and dragon and tiger of one duel, cover each other.
 */
export function pk10NetExposure(bets: readonly { bet: string; amount: number }[]): number {
  const by = new Map<string, number>()
  let total = 0
  for (const b of bets) {
    by.set(b.bet, (by.get(b.bet) ?? 0) + b.amount)
    total += b.amount
  }
  const pairs: [string, string][] = []
  for (const scope of [...PK10_POSITIONS.map((p) => `p${p}`), 'gy'])
    pairs.push([`${scope}:big`, `${scope}:small`], [`${scope}:odd`, `${scope}:even`])
  for (const k of PK10_DUELS) pairs.push([`lh${k}:dragon`, `lh${k}:tiger`])
  for (const [a, b] of pairs) total -= 2 * Math.min(by.get(a) ?? 0, by.get(b) ?? 0)
  return total
}

/** The draw time (ms) of the issue open at `nowMs`: the next multiple of three minutes (epoch time). */
export const pk10NextDrawAt = (nowMs: number) =>
  (Math.floor(nowMs / (PK10_DRAW_SECONDS * 1000)) + 1) * PK10_DRAW_SECONDS * 1000

/** Milliseconds until bets are open again at `nowMs` (0 while they are): past the draw in the close. */
export function pk10CloseWait(nowMs: number): number {
  const left = pk10NextDrawAt(nowMs) - nowMs
  return left <= PK10_CLOSE_SECONDS * 1000 ? left + 50 : 0
}

/** Issue numbers run on from 0000001, the draw at 2024-01-01 00:03 Beijing time (2023-12-31 16:03 UTC). */
const FIRST_DRAW_MS = Date.UTC(2023, 11, 31, 16, 3)

/** The issue (期号) of a draw: its running number, seven digits. */
export function pk10Issue(drawAtMs: number): string {
  const n = (drawAtMs - FIRST_DRAW_MS) / (PK10_DRAW_SECONDS * 1000) + 1
  if (!Number.isInteger(n) || n < 1 || n > 9_999_999) throw new RangeError('not a PK10 draw time')
  return String(n).padStart(7, '0')
}
export const PK10_ISSUE_PATTERN = /^\d{7}$/
