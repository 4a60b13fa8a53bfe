// Sic bo for the live-casino venues, played on an RNG table (labelled as such on the page): three
// dice, a bet slip of several bets settled on one roll. Odds are "to 1" (a win returns the stake plus
// stake x odds), the standard Macau table. Big/small and odd/even lose on any triple: that is where
// their 2.78% house edge comes from. Every bet's RTP is exact by enumeration of the 216 outcomes.
import { ALL_DICE, type Dice, diceSum, isTriple } from './dice'

export const SICBO_SUM_ODDS: Record<number, number> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
}
export const SICBO_TRIPLE_ODDS = 180
export const SICBO_ANY_TRIPLE_ODDS = 30
export const SICBO_DOUBLE_ODDS = 10

const faces = [1, 2, 3, 4, 5, 6]
export const SICBO_BETS: readonly string[] = [
  'big',
  'small',
  'odd',
  'even',
  ...Object.keys(SICBO_SUM_ODDS).map((s) => `sum:${s}`),
  ...faces.map((f) => `triple:${f}`),
  'anytriple',
  ...faces.map((f) => `double:${f}`),
  ...faces.map((f) => `single:${f}`),
]
export const isSicboBet = (k: string) => SICBO_BETS.includes(k)

/** What a unit stake on `bet` returns on `dice` (0 when it loses; includes the stake when it wins). */
export function sicboReturn(bet: string, dice: Dice): number {
  const sum = diceSum(dice)
  const triple = isTriple(dice)
  const [kind, arg] = bet.split(':')
  const n = Number(arg)
  switch (kind) {
    case 'big':
      return !triple && sum >= 11 && sum <= 17 ? 2 : 0
    case 'small':
      return !triple && sum >= 4 && sum <= 10 ? 2 : 0
    case 'odd':
      return !triple && sum % 2 === 1 ? 2 : 0
    case 'even':
      return !triple && sum % 2 === 0 ? 2 : 0
    case 'sum':
      return sum === n ? SICBO_SUM_ODDS[n] + 1 : 0
    case 'triple':
      return triple && dice[0] === n ? SICBO_TRIPLE_ODDS + 1 : 0
    case 'anytriple':
      return triple ? SICBO_ANY_TRIPLE_ODDS + 1 : 0
    case 'double':
      return dice.filter((d) => d === n).length >= 2 ? SICBO_DOUBLE_ODDS + 1 : 0
    case 'single': {
      const hits = dice.filter((d) => d === n).length
      return hits ? hits + 1 : 0
    }
    default:
      throw new RangeError(`unknown sic bo bet ${bet}`)
  }
}

/** Payout in cents (bigint, exact: every return is a whole multiple of the stake). */
export const sicboPayout = (bet: string, stake: bigint, dice: Dice): bigint =>
  stake * BigInt(sicboReturn(bet, dice))

/** Exact RTP of one bet: its average return over the 216 outcomes. */
export const sicboRtp = (bet: string) => ALL_DICE.reduce((a, d) => a + sicboReturn(bet, d), 0) / 216

/** The documented RTP of the table's headline bet (big/small, odd/even): 1 - 6/216. */
export const SICBO_HEADLINE_RTP = 210 / 216
