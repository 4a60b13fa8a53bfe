// The match engines against their own prices. For each engine, 10^5 matches on the real fair stream
// (fixed seeds: reproducible), over a pool of league fixtures of every strength gap; every selection of
// every market offered on each match is settled on the timeline and its outcomes counted against the
// probabilities the pricing states for that match (tests/server/sportsbook-kit.ts).
// - Headline probabilities (1X2, correct scores, quarter pushes, first blood, …): each within 3
//   standard errors.
// - Every outcome of every selection (hundreds of comparisons): none beyond 4.5 standard errors (at
//   3 SE a few would stray by chance alone), and the count beyond 3 SE is printed.
// - The whole distribution of each settling statistic (score cells, margins, totals, kills, rounds):
//   Pearson chi-square, summed over the fixtures, below its 99.9th percentile.
import { describe, it } from 'vitest'
import { checkFrequencies, simulateAgainstPrices } from './sportsbook-kit'

const MATCHES = 100_000
const SLOW = 120_000

describe('sportsbook engines: simulated frequencies against the stated probabilities', () => {
  it(
    'basketball (possessions)',
    () => {
      const r = simulateAgainstPrices('basketball', 'vbl', MATCHES)
      checkFrequencies('basketball', r, ['bk.ml|home|win', 'bk.quarter:1|home|push', 'bk.quarter:4|away|win'])
    },
    SLOW,
  )
  it(
    'MOBA (best of three)',
    () => {
      const r = simulateAgainstPrices('moba', 'moba', MATCHES)
      checkFrequencies('moba', r, [
        'es.winner|home|win',
        'es.maphcp@-1.5|home|win',
        'es.maps@2.5|over|win',
        'es.fb:1|home|win',
        'es.fb:3|home|push',
        'es.kills:1@26.5|over|win',
      ])
    },
    SLOW,
  )
  it(
    'tactical shooter (rounds)',
    () => {
      const r = simulateAgainstPrices('shooter', 'fps', MATCHES)
      checkFrequencies('shooter', r, [
        'es.winner|home|win',
        'es.maphcp@1.5|away|win',
        'es.maps@2.5|over|win',
        'es.rounds:1@22.5|over|win',
        'es.rounds:3@22.5|over|push',
      ])
    },
    SLOW,
  )
})
