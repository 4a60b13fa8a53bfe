// The margin the operator sets is the margin the book makes. For each sport, 10^5 matches on the real
// fair stream (fixed seeds) over league fixtures priced with the default margins; on every match, for
// every market type, one of its offered markets is picked at random and bet two ways, then settled on
// the timeline with settleSelection and paid with payoutCents (integer cents):
// - A book: every open selection backed in proportion to its price's implied probability (1/odds), the
//   money a bookmaker balances to; at least 10^5 bets per market type. Its realised margin, valid stake
//   over winnings on the valid stake less 1 (pushes and returned halves are no wager), is within 0.5 pp
//   of the setting.
// - A single bet: one selection at random, a random stake of 10-1000 yuan. A bettor picking blindly
//   meets the full variance of the prices (a correct score at 40.00 wins one time in forty), so 10^5
//   such bets resolve the margin only to about ±(1-10) pp; instead their winnings are checked against
//   what the stated probabilities expect for exactly those bets, within 3.5 standard errors (17 market
//   types), and the realised margin is printed with its standard error.
import { describe, expect, it } from 'vitest'
import {
  MARKET_KINDS,
  type MarketKind,
  type Outcome,
  payoutCents,
  settleSelection,
  validStakeCents,
} from '../../core/sportsbook/markets'
import { simulateMatch } from '../../core/sportsbook/match'
import { DEFAULT_MARGINS_BP, type PricedMarket, priceMatch } from '../../core/sportsbook/pricing'
import { fixturePool, matchSource } from './sportsbook-kit'

const MATCHES = 100_000
const FIXTURES = 48
const SLOW = 120_000

/** A small seeded generator for the bettors' choices (the matches use the fair stream). */
function mulberry32(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

type Book = { bets: number; valid: number; won: number }
type Single = Book & { expected: number; variance: number }

/** Winnings on the valid stake: the payout less the part of the stake returned without a wager. */
const winnings = (stake: bigint, odds: number, o: Outcome) =>
  Number(payoutCents(stake, odds, o) - (stake - validStakeCents(stake, o)))

function run(sport: string, leagueId: string) {
  const pool = fixturePool(leagueId, FIXTURES)
  const books: Map<MarketKind, PricedMarket[]>[] = pool.map((m) => {
    const byKind = new Map<MarketKind, PricedMarket[]>()
    for (const pm of priceMatch(m)) byKind.set(pm.market.kind, [...(byKind.get(pm.market.kind) ?? []), pm])
    return byKind
  })
  const book = new Map<MarketKind, Book>()
  const single = new Map<MarketKind, Single>()
  const rnd = mulberry32(24)
  for (let i = 0; i < MATCHES; i++) {
    const j = i % FIXTURES
    const tl = simulateMatch(pool[j], matchSource(`margin-${sport}`, i))
    for (const [kind, markets] of books[j]) {
      const pm = markets[Math.floor(rnd() * markets.length)]
      const open = pm.selections.filter((s) => s.odds !== null)
      const b = book.get(kind) ?? { bets: 0, valid: 0, won: 0 }
      for (const s of open) {
        const stake = 2n * BigInt(Math.round(5_000_000 / s.odds!))
        const o = settleSelection(pm.market, s.selection, tl)
        b.bets++
        b.valid += Number(validStakeCents(stake, o))
        b.won += winnings(stake, s.odds!, o)
      }
      book.set(kind, b)
      const s = open[Math.floor(rnd() * open.length)]
      const stake = BigInt(1000 + Math.floor(rnd() * 99_001))
      const o = settleSelection(pm.market, s.selection, tl)
      const x = single.get(kind) ?? { bets: 0, valid: 0, won: 0, expected: 0, variance: 0 }
      x.bets++
      x.valid += Number(validStakeCents(stake, o))
      x.won += winnings(stake, s.odds!, o)
      let mean = 0
      let square = 0
      for (const k of Object.keys(s.outcomes) as Outcome[]) {
        const w = winnings(stake, s.odds!, k)
        mean += s.outcomes[k] * w
        square += s.outcomes[k] * w * w
      }
      x.expected += mean
      x.variance += square - mean * mean
      single.set(kind, x)
    }
  }
  return { book, single }
}

function check(sport: string, r: ReturnType<typeof run>) {
  const lines: string[] = []
  for (const kind of MARKET_KINDS) {
    const b = r.book.get(kind)
    const s = r.single.get(kind)
    if (!b || !s) continue
    const setting = DEFAULT_MARGINS_BP[kind] / 10_000
    const margin = b.valid / b.won - 1
    const singleMargin = s.valid / s.won - 1
    const z = (s.won - s.expected) / Math.sqrt(s.variance)
    // The single bets' margin to first order: d(valid/won) = valid/won^2 · d(won).
    const se = (s.valid / s.won ** 2) * Math.sqrt(s.variance)
    lines.push(
      `${kind.padEnd(11)} setting ${(100 * setting).toFixed(2)}% book ${(100 * margin).toFixed(3)}% (${b.bets} bets, hold ${(100 * (1 - b.won / b.valid)).toFixed(3)}%) | single ${(100 * singleMargin).toFixed(2)}% ± ${(100 * se).toFixed(2)} pp, winnings z ${z.toFixed(2)}`,
    )
    expect(b.bets, kind).toBeGreaterThanOrEqual(100_000)
    expect(Math.abs(margin - setting), kind).toBeLessThan(0.005)
    expect(Math.abs(z), kind).toBeLessThan(3.5)
  }
  console.log(`${sport}:\n  ${lines.join('\n  ')}`)
}

describe('sportsbook margins: realised against the settings', () => {
  it('football', () => check('football', run('football', 'vfl')), SLOW)
  it('basketball', () => check('basketball', run('basketball', 'vbl')), SLOW)
  it('MOBA', () => check('moba', run('moba', 'moba')), SLOW)
  it('tactical shooter', () => check('shooter', run('shooter', 'fps')), SLOW)
})
