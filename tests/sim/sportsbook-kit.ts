// Shared by the sportsbook simulations: the real fair stream over Node's HMAC, a pool of league
// fixtures per engine (the leagues' own teams, strongest against weakest and everything between), and
// the statistics helpers the frequency and margin tests use.
import { createHmac } from 'node:crypto'
import { expect } from 'vitest'
import { type RandomSource, streamSourceSync } from '../../core/games/fair'
import { LEAGUES, type LeagueDef, matchSpec } from '../../core/sportsbook/league'
import { MARKETS, type Market, type Outcome, settleSelection } from '../../core/sportsbook/markets'
import { type MatchSpec, simulateMatch, type Timeline } from '../../core/sportsbook/match'
import { type PricedMarket, priceMatch } from '../../core/sportsbook/pricing'
import { statDistribution } from '../../core/sportsbook/probabilities'

export const hmacSync = (key: string, msg: string) =>
  new Uint8Array(createHmac('sha256', key).update(msg).digest())

/** The fair stream of match `i` of a simulation: server seed per run, nonce per match. */
export const matchSource = (run: string, i: number): RandomSource =>
  streamSourceSync(hmacSync, { serverSeed: `sportsbook-sim-${run}`, clientSeed: 'simulation', nonce: i })

export const league = (id: string): LeagueDef => {
  const l = LEAGUES.find((x) => x.id === id)
  if (!l) throw new Error(id)
  return l
}

/** `count` fixtures of a league spread evenly over all its ordered pairs (every strength gap, both ways). */
export function fixturePool(id: string, count: number): MatchSpec[] {
  const l = league(id)
  const pairs = l.teams.flatMap((h) => l.teams.filter((a) => a !== h).map((a) => [h, a] as const))
  return Array.from({ length: count }, (_, j) => {
    const [home, away] = pairs[Math.floor(((j + 0.5) * pairs.length) / count)]
    return matchSpec(l, home.rating, away.rating)
  })
}

/** Wilson-Hilferty: the chi-square quantile of `df` degrees of freedom at the normal quantile z. */
export const chiSquareQuantile = (df: number, z = 3.09) =>
  df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3

/**
 * Pearson's chi-square of observed counts against expected counts, adjacent bins pooled until each
 * expected count is at least 5.
 */
export function chiSquare(observed: number[], expected: number[]) {
  let stat = 0
  let bins = 0
  let o = 0
  let e = 0
  for (let i = 0; i < expected.length; i++) {
    o += observed[i]
    e += expected[i]
    if (e >= 5 && expected.slice(i + 1).reduce((a, b) => a + b, 0) >= 5) {
      stat += (o - e) ** 2 / e
      bins++
      o = 0
      e = 0
    }
  }
  if (e > 0) {
    stat += (o - e) ** 2 / e
    bins++
  }
  return { stat, df: bins - 1 }
}

// --- engines against their prices (sportsbook-football/-engines tests) --------------------------

const FIXTURES = 24
const OUTCOMES: Outcome[] = ['win', 'lose', 'push', 'half-win', 'half-lose']

/** Markets settling on the statistic of another (the final margin of 1X2, moneyline, match winner). */
const SAME_STATISTIC = new Set(['fb.ah', 'bk.spread', 'es.maphcp'])

type Tally = { observed: number; expected: number; variance: number }

export function simulateAgainstPrices(name: string, leagueId: string, MATCHES: number) {
  const pool = fixturePool(leagueId, FIXTURES)
  const books: PricedMarket[][] = pool.map((m) => priceMatch(m))
  const tallies = new Map<string, Tally>()
  const stats = new Map<string, { market: Market; counts: Map<number, number>[] }>()
  for (const b of books)
    for (const pm of b) {
      const key = `${pm.market.kind}:${pm.market.period ?? 0}`
      if (!SAME_STATISTIC.has(pm.market.kind) && !stats.has(key))
        stats.set(key, { market: pm.market, counts: pool.map(() => new Map()) })
    }
  const tally = (key: string, hit: boolean, p: number) => {
    let t = tallies.get(key)
    if (!t) {
      t = { observed: 0, expected: 0, variance: 0 }
      tallies.set(key, t)
    }
    t.observed += hit ? 1 : 0
    t.expected += p
    t.variance += p * (1 - p)
  }
  for (let i = 0; i < MATCHES; i++) {
    const j = i % FIXTURES
    const tl: Timeline = simulateMatch(pool[j], matchSource(name, i))
    for (const pm of books[j])
      for (const s of pm.selections) {
        const got = settleSelection(pm.market, s.selection, tl)
        for (const o of OUTCOMES)
          if (s.outcomes[o] > 0 || got === o) tally(`${pm.id}|${s.selection}|${o}`, got === o, s.outcomes[o])
      }
    for (const { market, counts } of stats.values()) {
      const v = MARKETS[market.kind].statistic(tl, market) ?? Number.NaN
      counts[j].set(v, (counts[j].get(v) ?? 0) + 1)
    }
  }
  return { pool, tallies, stats, matches: MATCHES }
}

const z = (t: Tally) =>
  t.variance > 0 ? (t.observed - t.expected) / Math.sqrt(t.variance) : t.observed - t.expected

export function checkFrequencies(
  name: string,
  r: ReturnType<typeof simulateAgainstPrices>,
  headline: string[],
) {
  const MATCHES = r.matches
  const rows: string[] = []
  for (const key of headline) {
    const t = r.tallies.get(key)
    expect(t, key).toBeDefined()
    rows.push(
      `${key.padEnd(32)} stated ${(t!.expected / MATCHES).toFixed(4)} seen ${(t!.observed / MATCHES).toFixed(4)} z ${z(t!).toFixed(2)}`,
    )
    expect(Math.abs(z(t!)), key).toBeLessThan(3)
  }
  let beyond3 = 0
  let worst = { key: '', z: 0 }
  for (const [key, t] of r.tallies) {
    if (t.expected < 5 && t.observed < 5) continue
    const zz = Math.abs(z(t))
    if (zz > 3) beyond3++
    if (zz > worst.z) worst = { key, z: zz }
  }
  const chi: string[] = []
  for (const [key, { market, counts }] of r.stats) {
    let stat = 0
    let df = 0
    r.pool.forEach((m: MatchSpec, j) => {
      const d = statDistribution(m, market)
      const n = [...counts[j].values()].reduce((a, b) => a + b, 0)
      const obs = Array.from(d.p, (_, i) => counts[j].get(d.min + i) ?? 0)
      const exp = Array.from(d.p, (p) => p * n)
      if (d.none) {
        obs.push(counts[j].get(Number.NaN) ?? 0)
        exp.push(d.none * n)
      }
      const c = chiSquare(obs, exp)
      stat += c.stat
      df += c.df
    })
    chi.push(`${key} χ² ${stat.toFixed(0)}/${df} (99.9% ${chiSquareQuantile(df).toFixed(0)})`)
    expect(stat, key).toBeLessThan(chiSquareQuantile(df))
  }
  console.log(
    `${name}: ${MATCHES} matches, ${r.tallies.size} outcome tallies, ${beyond3} beyond 3 SE, worst ${worst.key} z ${worst.z.toFixed(2)}\n  ${rows.join('\n  ')}\n  ${chi.join('\n  ')}`,
  )
  expect(worst.z).toBeLessThan(4.5)
}
