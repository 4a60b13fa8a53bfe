// The football engine (and e-football, the same engine on other parameters) against their own prices. For each engine, 10^5 matches on the real fair stream
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
const HEADLINE = [
  'fb.1x2|home|win',
  'fb.1x2|draw|win',
  'fb.1x2|away|win',
  'fb.btts|yes|win',
  'fb.cs|0-0|win',
  'fb.cs|1-1|win',
  'fb.cs|2-1|win',
  'fb.cs|other|win',
  'fb.ht1x2|draw|win',
  'fb.htft|draw-home|win',
  'fb.htft|home-away|win',
  'fb.ah@0|home|push',
  'fb.ah@-0.25|home|half-lose',
  'fb.ah@-0.75|home|half-win',
  'fb.ou@2.75|over|half-win',
  'fb.ou@3|under|push',
]

describe('sportsbook football: simulated frequencies against the stated probabilities', () => {
  it(
    'football (Dixon-Coles, league vfl)',
    () => {
      checkFrequencies('football', simulateAgainstPrices('football', 'vfl', MATCHES), HEADLINE)
    },
    SLOW,
  )
  it(
    'e-football (league efb)',
    () => {
      checkFrequencies('e-football', simulateAgainstPrices('efootball', 'efb', MATCHES), HEADLINE)
    },
    SLOW,
  )
})
