// Fast-3 (快3): a shared lottery draw of three dice every 60 seconds. Bets: the sum (3-18), big
// (11-18) / small (3-10), odd / even. Odds follow the Chinese lottery convention of a decimal
// multiplier that includes the stake (1.96 returns 1.96 per 1.00). Big/small/odd/even each win on
// exactly 108 of 216 outcomes, so their RTP is 98%; a sum bet pays floor(0.96 x 216 / ways) to the
// cent, so its RTP is just under 96%.
import { BEIJING_OFFSET_MS } from '../../time'
import { drawClientSeed, drawCombinedSeed, drawSeedMaterial } from '../draws'
import { ALL_DICE, type Dice, diceSum } from './dice'

export const FAST3_DRAW_SECONDS = 60
/** Bets close this many seconds before the draw. */
export const FAST3_CLOSE_SECONDS = 5

const ways = (s: number) => ALL_DICE.filter((d) => diceSum(d) === s).length
/** Multipliers in hundredths, e.g. 196 = 1.96. */
export const FAST3_SUM_ODDS: Record<number, number> = Object.fromEntries(
  Array.from({ length: 16 }, (_, i) => i + 3).map((s) => [s, Math.floor((96 * 216) / ways(s))]),
)
export const FAST3_EVEN_MONEY_ODDS = 196

export const FAST3_BETS: readonly string[] = [
  'big',
  'small',
  'odd',
  'even',
  ...Object.keys(FAST3_SUM_ODDS).map((s) => `sum:${s}`),
]
export const isFast3Bet = (k: string) => FAST3_BETS.includes(k)

/** Multiplier in hundredths that `bet` earns on `dice` (0 when it loses). */
export function fast3Odds(bet: string, dice: Dice): number {
  const sum = diceSum(dice)
  const [kind, arg] = bet.split(':')
  switch (kind) {
    case 'big':
      return sum >= 11 ? FAST3_EVEN_MONEY_ODDS : 0
    case 'small':
      return sum <= 10 ? FAST3_EVEN_MONEY_ODDS : 0
    case 'odd':
      return sum % 2 === 1 ? FAST3_EVEN_MONEY_ODDS : 0
    case 'even':
      return sum % 2 === 0 ? FAST3_EVEN_MONEY_ODDS : 0
    case 'sum':
      return sum === Number(arg) ? FAST3_SUM_ODDS[Number(arg)] : 0
    default:
      throw new RangeError(`unknown fast-3 bet ${bet}`)
  }
}

/** Payout in cents (bigint), rounded down (the one rounding of this game). */
export const fast3Payout = (bet: string, stake: bigint, dice: Dice): bigint =>
  (stake * BigInt(fast3Odds(bet, dice))) / 100n

export const fast3Rtp = (bet: string) => ALL_DICE.reduce((a, d) => a + fast3Odds(bet, d), 0) / 100 / 216

/** The documented RTP of the headline bets (big/small/odd/even). */
export const FAST3_HEADLINE_RTP = 0.98

/** The issue (期号) of a draw: Beijing date and minute of its draw time, e.g. 20250101-1431. */
export function fast3Issue(drawAtMs: number): string {
  const bj = new Date(drawAtMs + BEIJING_OFFSET_MS)
  const p = (n: number) => String(n).padStart(2, '0')
  return `${bj.getUTCFullYear()}${p(bj.getUTCMonth() + 1)}${p(bj.getUTCDate())}-${p(bj.getUTCHours())}${p(bj.getUTCMinutes())}`
}

/** The draw time (ms) of the issue open at `nowMs`: the next whole minute. */
export const fast3NextDrawAt = (nowMs: number) => (Math.floor(nowMs / 60_000) + 1) * 60_000

/** The client seed of a draw nobody contributed to: the issue number. */
export const fast3ClientSeed = (issue: string) => drawClientSeed('fast3', issue)

/** The shared draws' seed combination (core/games/draws.ts) for a fast-3 issue. */
export const fast3SeedMaterial = (issue: string, contributions: readonly string[]) =>
  drawSeedMaterial('fast3', issue, contributions)

export const fast3CombinedSeed = (
  sha256Hex: (text: string) => Promise<string>,
  issue: string,
  contributions: readonly string[],
) => drawCombinedSeed(sha256Hex, 'fast3', issue, contributions)
