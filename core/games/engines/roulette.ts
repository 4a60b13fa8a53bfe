// 琉璃轮盘, European roulette at lylive (docs/roulette.md): one wheel of 37 pockets (0-36, a single
// zero) spun for every player every 45 seconds on the shared draws (core/games/draws.ts). A draw is
// one number, drawn uniformly on the fair stream. Every bet is a key the slip carries:
//   n:<k>          straight up on k (0-36)                      35:1
//   sp:<a>-<b>     split, two numbers next to each other        17:1 (a < b; 0 splits with 1, 2, 3)
//   st:<r>         street, row r (1-12) = 3r-2, 3r-1, 3r        11:1
//   co:<a>         corner, a, a+1, a+3, a+4 (a not in column 3) 8:1
//   ln:<r>         six line, rows r and r+1 (r 1-11)            5:1
//   dz:<d>         dozen d (1-3)  ·  col:<c> column c (1-3)     2:1
//   red | black | odd | even | low | high                       1:1 (0 loses them)
//   nb:<k>         racetrack "neighbours": k and two wheel neighbours each side, five straight-ups
//                  for one stake (a fifth on each), paying 35:1 on the one that wins: 7.2 x the stake
// Payouts are multipliers in hundredths that include the stake; every one is 36 / (numbers covered),
// so every bet returns exactly 36/37 of its stake (house edge 1/37 = 2.7027 %).
import type { RandomSource } from '../fair'

export const ROULETTE_DRAW_SECONDS = 45
/** Bets close this many seconds before the spin (the wheel turns in them). */
export const ROULETTE_CLOSE_SECONDS = 10
export const ROULETTE_POCKETS = 37
/** The pockets in wheel order, clockwise from 0 (the single-zero European wheel). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
])
export type RouletteColour = 'red' | 'black' | 'green'
export const colourOf = (n: number): RouletteColour =>
  n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black'

export const drawRoulette = (src: RandomSource): number[] => [src.int(ROULETTE_POCKETS)]

export type RouletteRule =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'dozen'
  | 'column'
  | 'even'
  | 'neighbours'
export const ROULETTE_RULES: readonly RouletteRule[] = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'even',
  'neighbours',
]
/** A representative bet of each class (the rules test enumerates every bet of every class). */
export const ROULETTE_SAMPLE_BETS: Record<RouletteRule, string> = {
  straight: 'n:17',
  split: 'sp:17-20',
  street: 'st:6',
  corner: 'co:17',
  line: 'ln:6',
  dozen: 'dz:2',
  column: 'col:2',
  even: 'red',
  neighbours: 'nb:17',
}
export const EVEN_BETS = ['red', 'black', 'odd', 'even', 'low', 'high'] as const

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const int = (s: string, lo: number, hi: number) =>
  /^\d{1,2}$/.test(s) && String(Number(s)) === s && Number(s) >= lo && Number(s) <= hi ? Number(s) : null

/** The two numbers of a split if they touch on the layout (same row side by side, or one row apart). */
function splitPair(arg: string): [number, number] | null {
  const [a, b, ...rest] = arg.split('-').map((x) => int(x, 0, 36))
  if (rest.length || a === null || b === null || a === undefined || b === undefined || a >= b) return null
  if (a === 0) return b <= 3 ? [a, b] : null
  if (b === a + 3) return [a, b]
  return b === a + 1 && a % 3 !== 0 ? [a, b] : null
}

/** The wheel neighbours bet: k and two pockets each side of it on the wheel. */
export function neighboursOf(k: number): number[] {
  const i = WHEEL_ORDER.indexOf(k as (typeof WHEEL_ORDER)[number])
  return [-2, -1, 0, 1, 2].map((d) => WHEEL_ORDER[(i + d + ROULETTE_POCKETS) % ROULETTE_POCKETS])
}

/** The numbers a well-formed bet covers and its class, or null (the server refuses anything else). */
export function rouletteCover(bet: string): { rule: RouletteRule; numbers: number[] } | null {
  const [kind, arg = '', extra] = bet.split(':')
  if (extra !== undefined) return null
  const n = (lo: number, hi: number) => int(arg, lo, hi)
  switch (kind) {
    case 'n':
      return n(0, 36) === null ? null : { rule: 'straight', numbers: [Number(arg)] }
    case 'sp': {
      const pair = splitPair(arg)
      return pair && { rule: 'split', numbers: pair }
    }
    case 'st': {
      const r = n(1, 12)
      return r === null ? null : { rule: 'street', numbers: range(3 * r - 2, 3 * r) }
    }
    case 'co': {
      const a = n(1, 32)
      return a === null || a % 3 === 0 ? null : { rule: 'corner', numbers: [a, a + 1, a + 3, a + 4] }
    }
    case 'ln': {
      const r = n(1, 11)
      return r === null ? null : { rule: 'line', numbers: range(3 * r - 2, 3 * r + 3) }
    }
    case 'dz': {
      const d = n(1, 3)
      return d === null ? null : { rule: 'dozen', numbers: range(12 * d - 11, 12 * d) }
    }
    case 'col': {
      const c = n(1, 3)
      return c === null ? null : { rule: 'column', numbers: range(0, 11).map((r) => 3 * r + c) }
    }
    case 'nb':
      return n(0, 36) === null ? null : { rule: 'neighbours', numbers: neighboursOf(Number(arg)) }
  }
  if (arg !== '' || !(EVEN_BETS as readonly string[]).includes(kind)) return null
  const all = range(1, 36)
  const pick: Record<string, (x: number) => boolean> = {
    red: (x) => RED_NUMBERS.has(x),
    black: (x) => !RED_NUMBERS.has(x),
    odd: (x) => x % 2 === 1,
    even: (x) => x % 2 === 0,
    low: (x) => x <= 18,
    high: (x) => x >= 19,
  }
  return { rule: 'even', numbers: all.filter(pick[kind]) }
}

export const rouletteRule = (bet: string) => rouletteCover(bet)?.rule ?? null
export const isRouletteBet = (bet: string) => rouletteCover(bet) !== null

/** Multiplier in hundredths (stake included): 36 / numbers covered; 7.2 for neighbours (a fifth per number). */
export function rouletteOdds(bet: string): number {
  const c = rouletteCover(bet)
  if (!c) throw new RangeError(`unknown roulette bet ${bet}`)
  return c.rule === 'neighbours' ? 720 : 3600 / c.numbers.length
}
export const ROULETTE_ODDS = Object.fromEntries(
  ROULETTE_RULES.map((r) => [r, rouletteOdds(ROULETTE_SAMPLE_BETS[r])]),
) as Record<RouletteRule, number>
/** The house edge in basis points: 1/37, the same for every bet (shown rounded). */
export const ROULETTE_EDGE_BP = 270

export const rouletteWins = (bet: string, number: number) =>
  rouletteCover(bet)?.numbers.includes(number) ?? false

/** Payout in cents of one bet on the drawn number ([number], as the draw stores it), rounded down. */
export const roulettePayout = (bet: string, stake: bigint, outcome: readonly number[]): bigint =>
  rouletteWins(bet, outcome[0]) ? (stake * BigInt(rouletteOdds(bet))) / 100n : 0n

/** Exact return of one bet as hundredths returned over 100 x 37 staked: every pocket once. */
export function rouletteRtp(bet: string): { returned: number; staked: number; rtp: number } {
  const odds = rouletteOdds(bet)
  let returned = 0
  for (let x = 0; x < ROULETTE_POCKETS; x++) if (rouletteWins(bet, x)) returned += odds
  const staked = 100 * ROULETTE_POCKETS
  return { returned, staked, rtp: returned / staked }
}

/** Valid turnover (core/games/turnover.ts rule): red/black, odd/even and low/high cover each other. */
export function rouletteNetExposure(bets: readonly { bet: string; amount: number }[]): number {
  const by = new Map<string, number>()
  let total = 0
  for (const b of bets) {
    by.set(b.bet, (by.get(b.bet) ?? 0) + b.amount)
    total += b.amount
  }
  for (const [a, b] of [
    ['red', 'black'],
    ['odd', 'even'],
    ['low', 'high'],
  ])
    total -= 2 * Math.min(by.get(a) ?? 0, by.get(b) ?? 0)
  return total
}

/** The spin time (ms) of the round open at `nowMs`: the next multiple of 45 seconds (epoch time). */
export const rouletteNextDrawAt = (nowMs: number) =>
  (Math.floor(nowMs / (ROULETTE_DRAW_SECONDS * 1000)) + 1) * ROULETTE_DRAW_SECONDS * 1000

/** Milliseconds until bets are open again at `nowMs` (0 while they are). */
export function rouletteCloseWait(nowMs: number): number {
  const left = rouletteNextDrawAt(nowMs) - nowMs
  return left <= ROULETTE_CLOSE_SECONDS * 1000 ? left + 50 : 0
}

/** Issue numbers run on from 00000001, the spin at 2024-01-01 00:00:45 Beijing time. */
const FIRST_DRAW_MS = Date.UTC(2023, 11, 31, 16, 0, 45)

/** The issue (期号) of a spin: its running number, eight digits. */
export function rouletteIssue(drawAtMs: number): string {
  const n = (drawAtMs - FIRST_DRAW_MS) / (ROULETTE_DRAW_SECONDS * 1000) + 1
  if (!Number.isInteger(n) || n < 1 || n > 99_999_999) throw new RangeError('not a roulette spin time')
  return String(n).padStart(8, '0')
}
export const ROULETTE_ISSUE_PATTERN = /^\d{8}$/

/** Hot and cold numbers of a history: counts of every pocket, the five most and least frequent. */
export function hotCold(history: readonly number[], size = 5) {
  const counts = Array.from({ length: ROULETTE_POCKETS }, () => 0)
  for (const n of history) counts[n]++
  const byCount = range(0, 36).sort((a, b) => counts[b] - counts[a] || a - b)
  return {
    counts,
    hot: byCount.slice(0, size),
    cold: [...byCount].reverse().slice(0, size),
  }
}
