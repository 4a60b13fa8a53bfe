// True probabilities of every selection, from the engines' own models: for each market, the exact
// distribution of the statistic it settles on (markets.ts), run through the market's settlement rule.
// Football reads the quantized Dixon-Coles matrix and its half-time split, basketball the exact possession
// convolutions, e-sports the map chances, kill weights and round programme, i.e. the very numbers the
// engines draw from. docs/sportsbook.md (Pricing).
import { basketballModel } from './basketball'
import { Q16, Q32, type StatDist } from './dist'
import {
  killWeights,
  type MobaMatch,
  mapMarginDist,
  mobaMapShare,
  shooterMapModel,
  thirdMapChance,
} from './esports'
import { type FootballMatch, halfTimeTables, MAX_GOALS, scoreCell, scoreProbabilities } from './football'
import { MARKETS, type Market, type Outcome } from './markets'
import type { MatchSpec } from './match'

/** The chance of each way a selection can settle. */
export type OutcomeProbs = Record<Outcome, number>

/**
 * The probability the fair price is the inverse of: the fair odds o make the bet break even,
 * P(win)·o + P(half-win)·(1 + o)/2 + P(push) + P(half-lose)/2 = 1, so
 * 1/o = (P(win) + P(half-win)/2) / (1 - P(push) - P(half-win)/2 - P(half-lose)/2).
 * For a plain bet it is P(win); the selections of a market's effective probabilities add up to 1.
 */
export function effectiveProbability(o: OutcomeProbs): number {
  const action = 1 - o.push - o['half-win'] / 2 - o['half-lose'] / 2
  return action > 0 ? (o.win + o['half-win'] / 2) / action : 0
}

const prefixCache = new WeakMap<StatDist, Float64Array>()
function prefix(dist: StatDist): Float64Array {
  let c = prefixCache.get(dist)
  if (!c) {
    c = new Float64Array(dist.p.length + 1)
    for (let i = 0; i < dist.p.length; i++) c[i + 1] = c[i] + dist.p[i]
    prefixCache.set(dist, c)
  }
  return c
}

/**
 * Run a settlement rule over a statistic's distribution. A monotone rule (a handicap or a total: its
 * outcome only moves one way as the value grows, so each outcome holds one run of values) is evaluated
 * only where its runs end, found by bisection, and the runs summed from prefix sums; any other rule is
 * evaluated at every value. Both give the same sums (tests/core/sportsbook-pricing.test.ts).
 */
export function outcomesOf(
  dist: StatDist,
  settle: (value: number) => Outcome,
  monotone = false,
): OutcomeProbs {
  const out: OutcomeProbs = { win: 0, lose: 0, push: dist.none ?? 0, 'half-win': 0, 'half-lose': 0 }
  const n = dist.p.length
  if (!monotone) {
    for (let i = 0; i < n; i++) if (dist.p[i] > 0) out[settle(dist.min + i)] += dist.p[i]
    return out
  }
  const c = prefix(dist)
  for (let i = 0; i < n; ) {
    const o = settle(dist.min + i)
    let lo = i
    let hi = n - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if (settle(dist.min + mid) === o) lo = mid
      else hi = mid - 1
    }
    out[o] += c[lo + 1] - c[i]
    i = lo + 1
  }
  return out
}

const SIDE = MAX_GOALS + 1

function footballStat(m: FootballMatch, kind: Market['kind']): StatDist {
  if (kind === 'fb.ht1x2' || kind === 'fb.htft') {
    const { ht, htft } = halfTimeTables(m)
    return kind === 'fb.htft' ? { min: 0, p: htft } : marginOf(ht)
  }
  const p = scoreProbabilities(m)
  if (kind === 'fb.cs') return { min: 0, p }
  if (kind === 'fb.btts') {
    let none = 0
    for (let k = 0; k < SIDE; k++) none += p[scoreCell(k, 0)] + (k ? p[scoreCell(0, k)] : 0)
    return { min: 0, p: [none, 1 - none] }
  }
  if (kind === 'fb.ou') {
    const out = new Float64Array(2 * SIDE - 1)
    for (let h = 0; h < SIDE; h++) for (let a = 0; a < SIDE; a++) out[h + a] += p[scoreCell(h, a)]
    return { min: 0, p: out }
  }
  return marginOf(p)
}

function marginOf(cells: ArrayLike<number>): StatDist {
  const out = new Float64Array(2 * SIDE - 1)
  for (let h = 0; h < SIDE; h++)
    for (let a = 0; a < SIDE; a++) out[h - a + SIDE - 1] += cells[scoreCell(h, a)]
  return { min: -(SIDE - 1), p: out }
}

/** Scale a distribution by the chance its map is played; the rest is `none` (the bet is void). */
const played = (d: StatDist, chance: number): StatDist => ({
  min: d.min,
  p: Array.from(d.p, (x) => x * chance),
  none: 1 - chance,
})

function esportsStat(m: MatchSpec & { sport: 'moba' | 'shooter' }, market: Market): StatDist {
  const third = thirdMapChance(m)
  const chance = market.period === 3 ? third : 1
  switch (market.kind) {
    case 'es.winner':
    case 'es.maphcp':
      return mapMarginDist(m)
    case 'es.maps':
      return { min: 2, p: [1 - third, third] }
    case 'es.fb': {
      const mm = m as MobaMatch
      const pm = mobaMapShare(mm) / Q16
      const c = mm.params.firstBloodToWinner / Q16
      const home = pm * c + (1 - pm) * (1 - c)
      return played({ min: -1, p: [1 - home, 0, home] }, chance)
    }
    case 'es.kills':
      return played({ min: 0, p: killWeights(m as MobaMatch).map((w) => w / Q32) }, chance)
    case 'es.rounds':
      return played({ min: 0, p: shooterMapModel(m as MatchSpec & { sport: 'shooter' }).rounds }, chance)
    default:
      throw new RangeError(`${market.kind} is not an e-sports market`)
  }
}

const statCache = new WeakMap<MatchSpec, Map<string, StatDist>>()

/** The exact distribution of the statistic `market` settles on, under the match's model. */
export function statDistribution(m: MatchSpec, market: Market): StatDist {
  let cache = statCache.get(m)
  if (!cache) {
    cache = new Map()
    statCache.set(m, cache)
  }
  const key = `${market.kind}:${market.period ?? 0}`
  let d = cache.get(key)
  if (!d) {
    d = computeStat(m, market)
    cache.set(key, d)
  }
  return d
}

function computeStat(m: MatchSpec, market: Market): StatDist {
  if (!MARKETS[market.kind].sports.includes(m.sport))
    throw new RangeError(`${market.kind} is not offered on ${m.sport}`)
  switch (m.sport) {
    case 'football':
      return footballStat(m, market.kind)
    case 'basketball': {
      const model = basketballModel(m)
      if (market.kind === 'bk.quarter') return model.quarterMargin
      return market.kind === 'bk.ou' ? model.total : model.margin
    }
    default:
      return esportsStat(m, market)
  }
}

/** Every selection's outcome probabilities for one market (`dist` when the caller already has it). */
export function marketProbabilities(
  m: MatchSpec,
  market: Market,
  dist = statDistribution(m, market),
): Record<string, OutcomeProbs> {
  const def = MARKETS[market.kind]
  const line = market.line ?? 0
  if (def.winner) {
    const win: Record<string, number> = Object.fromEntries(def.selections.map((s) => [s, 0]))
    for (let i = 0; i < dist.p.length; i++) if (dist.p[i] > 0) win[def.winner(dist.min + i)] += dist.p[i]
    const none = dist.none ?? 0
    return Object.fromEntries(
      def.selections.map((s) => [
        s,
        { win: win[s], lose: 1 - none - win[s], push: none, 'half-win': 0, 'half-lose': 0 },
      ]),
    )
  }
  return Object.fromEntries(
    def.selections.map((s) => [s, outcomesOf(dist, (v) => def.rule(s, v, line), def.monotone)]),
  )
}
