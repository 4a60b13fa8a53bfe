// What a round counts as turnover (docs/promotions.md, "Net exposure"): opposite bets on one round
// cover each other, so a pair of them counts once, at most their difference. Big 100 and small 100 on
// one draw risk nothing and count 0; big 150 and small 100 count 50. Every other bet counts in full.
// Used for the valid bet of every in-house round, which feeds VIP, rebates, commissions and the
// wagering requirements.

/** Pairs of bets of which exactly one wins on any outcome that is not a push or a house number. */
export const OPPOSITE_BETS: readonly (readonly [string, string])[] = [
  ['big', 'small'],
  ['odd', 'even'],
  ['player', 'banker'],
]

/** The valid turnover of one round's bets (integer cents in, integer cents out). */
export function netExposure(bets: readonly { bet: string; amount: number }[]): number {
  const by = new Map<string, number>()
  let total = 0
  for (const b of bets) {
    by.set(b.bet, (by.get(b.bet) ?? 0) + b.amount)
    total += b.amount
  }
  for (const [a, b] of OPPOSITE_BETS) total -= 2 * Math.min(by.get(a) ?? 0, by.get(b) ?? 0)
  return total
}
