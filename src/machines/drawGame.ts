// Pieces every shared-draw lottery page's machine needs (docs/ssc.md "Shared draws"; PK10 uses them,
// and they are written so 时时彩's machine can too): what the player has placed on the open issue, read
// from their unsettled rounds; staging a chip; the slip as the bet call sends it; and the odds classes'
// exact returns, computed in the browser without freezing the page.
import { centsToWire, sumWire, yuan } from '../../core/money'
import type { GameRound } from '../api/games'

/** One odds class of a rules panel: odds in hundredths, the house edge, its exact return as a fraction. */
export type DrawRule<R extends string> = {
  type: R
  odds: number
  edgeBp: number
  returned: number
  staked: number
}

/**
 * The bets on the open issue from the player's unsettled rounds (status 2) in the state, which carries
 * the latest 20 rounds: a slip placed here or in another tab shows as placed.
 */
export function placedOn(state: { issue: string; rounds: readonly GameRound[] }): Record<string, string> {
  const placed: Record<string, string> = {}
  for (const r of state.rounds)
    if (r.issue === state.issue && r.status === 2)
      for (const b of r.bets) placed[b.bet] = sumWire([placed[b.bet] ?? '0.00', b.amount])
  return placed
}

/** The slip with one more chip (whole yuan) on `bet`. */
export const withChip = (slip: Record<string, number>, bet: string, chip: number) => ({
  ...slip,
  [bet]: (slip[bet] ?? 0) + chip,
})

/** The slip without `bet`. */
export function withoutBet(slip: Record<string, number>, bet: string) {
  const { [bet]: _, ...rest } = slip
  return rest
}

/** What was placed once a slip is accepted: the staged yuan added to the placed wire amounts. */
export function placedWith(placed: Record<string, string>, slip: Record<string, number>) {
  const next = { ...placed }
  for (const [bet, amount] of Object.entries(slip))
    next[bet] = sumWire([next[bet] ?? '0.00', centsToWire(yuan(amount))])
  return next
}

/** The slip as the bet call takes it. */
export const slipLines = (slip: Record<string, number>) =>
  Object.entries(slip).map(([bet, amount]) => ({ bet, amount }))

/** Every class's exact return, yielding to the page between classes (the rules dialog computes it once). */
export async function computeDrawRules<R extends string>(
  classes: readonly R[],
  figures: (type: R) => Omit<DrawRule<R>, 'type'>,
): Promise<DrawRule<R>[]> {
  const rules: DrawRule<R>[] = []
  for (const type of classes) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    rules.push({ type, ...figures(type) })
  }
  return rules
}
