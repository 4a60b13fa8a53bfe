// Bets of one or more legs (docs/sportsbook.md, Bets). A single is a bet of one leg; a parlay (串关)
// multiplies 2 to 8 legs on different matches. Each leg settles on its own (markets.ts) and contributes
// a factor: a win its odds, a push 1, a half-win (1 + odds) / 2, a half-lose 1/2, a loss 0. The return
// is the stake times the product, rounded down to the cent once at the end, in integers throughout.
import { isOdds, type Outcome } from './markets'

export const PARLAY_MIN_LEGS = 2
export const PARLAY_MAX_LEGS = 8

/** Each leg's factor in 2000ths (a half-win of odds 1.950 is 2950 / 2000). */
function factor2000(odds: number, outcome: Outcome): bigint {
  const o = BigInt(odds)
  switch (outcome) {
    case 'win':
      return 2n * o
    case 'half-win':
      return o + 1000n
    case 'push':
      return 2000n
    case 'half-lose':
      return 1000n
    case 'lose':
      return 0n
  }
}

/** What a bet of these legs returns, stake included, in cents (a single is one leg). */
export function betPayoutCents(stake: bigint, legs: readonly { odds: number; outcome: Outcome }[]): bigint {
  if (stake < 0n || !legs.length || legs.some((l) => !isOdds(l.odds))) throw new RangeError('betPayoutCents')
  let num = stake
  let den = 1n
  for (const l of legs) {
    num *= factor2000(l.odds, l.outcome)
    den *= 2000n
  }
  return num / den
}

/** The combined price of a parlay in thousandths, rounded down (what the slip shows). */
export function combinedOdds(odds: readonly number[]): number {
  let num = 1n
  let den = 1n
  for (const o of odds) {
    num *= BigInt(o)
    den *= 1000n
  }
  return Number((num * 1000n) / den)
}

/** The potential return of a stake at these odds if every leg wins, in cents. */
export const potentialReturnCents = (stake: bigint, odds: readonly number[]) =>
  betPayoutCents(
    stake,
    odds.map((o) => ({ odds: o, outcome: 'win' as const })),
  )

/**
 * The valid bet (有效投注) of a settled bet: the stake, none when it returned exactly the stake (every
 * leg pushed or void), half for a single's half result. A parlay with any lost or won leg counts whole.
 */
export function betValidCents(stake: bigint, outcomes: readonly Outcome[]): bigint {
  if (outcomes.every((o) => o === 'push')) return 0n
  if (outcomes.length === 1 && (outcomes[0] === 'half-win' || outcomes[0] === 'half-lose')) return stake / 2n
  return stake
}
