// Prices. Each selection's fair price is the inverse of its effective probability (probabilities.ts);
// the operator's margin for the market type (basis points, settings) is spread proportionally: odds =
// 1 / (p × (1 + margin)), so the book's overround Σ 1/odds is 1 + margin. Odds are then rounded down to
// the odds step; because rounding down raises the overround, the proportional factor is re-solved (by
// bisection, at most the margin itself) so that the rounded book's overround is the one nearest the
// setting. A selection whose price would fall below 1.01 is closed; prices are capped at 1000.
// docs/sportsbook.md (Pricing and margin).
import type { StatDist } from './dist'
import { MARKETS, MAX_ODDS, type Market, type MarketKind, MIN_ODDS, marketId } from './markets'
import type { MatchSpec } from './match'
import {
  effectiveProbability,
  marketProbabilities,
  type OutcomeProbs,
  outcomesOf,
  statDistribution,
} from './probabilities'

/** Margin (overround) per market type, in basis points: 500 = 5 %. */
export type MarginSettings = Record<MarketKind, number>

export const DEFAULT_MARGINS_BP: MarginSettings = {
  'fb.1x2': 600,
  'fb.ah': 500,
  'fb.ou': 500,
  'fb.cs': 800,
  'fb.btts': 600,
  'fb.ht1x2': 700,
  'fb.htft': 800,
  'bk.ml': 500,
  'bk.spread': 500,
  'bk.ou': 500,
  'bk.quarter': 600,
  'es.winner': 600,
  'es.maphcp': 600,
  'es.maps': 600,
  'es.fb': 700,
  'es.kills': 700,
  'es.rounds': 700,
}
export const MAX_MARGIN_BP = 2500
export const isMarginBp = (bp: unknown) =>
  Number.isInteger(bp) && (bp as number) >= 0 && (bp as number) <= MAX_MARGIN_BP

/** Odds step in thousandths: 10 = prices in hundredths (1.95, 2.02, …). */
export const ODDS_STEP = 10

/**
 * Book odds (thousandths) for selections of effective probabilities `p` (summing to 1), or null for a
 * closed selection. Proportional margin, rounded down to the step, the factor re-solved so that the
 * rounded overround is nearest 1 + margin without the factor exceeding it.
 */
export function bookOdds(p: readonly number[], marginBp: number, step = ODDS_STEP): (number | null)[] {
  const target = 1 + marginBp / 10_000
  const closed = p.some((x) => x > 0 && 1000 / (x * target) < MIN_ODDS)
  const price = (x: number, f: number) =>
    Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor(1000 / (x * f) / step) * step))
  const at = (f: number) => p.map((x) => (x > 0 && 1000 / (x * target) < MIN_ODDS ? null : price(x, f)))
  if (closed) return at(target)
  const overround = (f: number) => {
    let sum = 0
    for (const x of p) sum += 1000 / price(x, f)
    return sum
  }
  let lo = Math.max(1, target - 0.05)
  let hi = target
  if (overround(lo) > target) return at(lo)
  if (overround(hi) <= target) return at(hi)
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2
    if (overround(mid) <= target) lo = mid
    else hi = mid
  }
  return target - overround(lo) <= overround(hi) - target ? at(lo) : at(hi)
}

export type PricedSelection = {
  selection: string
  /** Effective probability (1 / fair odds). */
  probability: number
  outcomes: OutcomeProbs
  /** Thousandths, or null when the selection is closed. */
  odds: number | null
}
export type PricedMarket = { id: string; market: Market; marginBp: number; selections: PricedSelection[] }

export function priceMarket(m: MatchSpec, market: Market, marginBp: number, dist?: StatDist): PricedMarket {
  const probs = marketProbabilities(m, market, dist)
  const sels = MARKETS[market.kind].selections
  const p = sels.map((s) => effectiveProbability(probs[s]))
  const odds = bookOdds(p, marginBp)
  return {
    id: marketId(market),
    market,
    marginBp,
    selections: sels.map((s, i) => ({ selection: s, probability: p[i], outcomes: probs[s], odds: odds[i] })),
  }
}

/** The line of a two-way market nearest even money, on the market's line grid. */
function mainLine(market: Market, dist: StatDist, around: number): number {
  const def = MARKETS[market.kind]
  const step = market.kind === 'fb.ah' || market.kind === 'fb.ou' ? 0.25 : 1
  const half = market.kind === 'es.kills' || market.kind === 'es.rounds' || market.kind.startsWith('bk.')
  let best = Number.NaN
  let gap = 2
  const reach = half ? 1 : 3
  for (let k = -reach; k <= reach; k++) {
    const line = (half ? Math.floor(around) + 0.5 : Math.round(around * 4) / 4) + k * step
    if (def.line && (line < def.line.min || line > def.line.max)) continue
    const first = outcomesOf(dist, (v) => def.rule(def.selections[0], v, line), def.monotone)
    const g = Math.abs(effectiveProbability(first) - 0.5)
    if (g < gap) {
      gap = g
      best = line
    }
  }
  return best
}

/** The median of a statistic's distribution (ignoring `none`). */
function median(d: StatDist): number {
  const sum = Array.from(d.p).reduce((a, b) => a + b, 0)
  let acc = 0
  for (let i = 0; i < d.p.length; i++) {
    acc += d.p[i]
    if (acc >= sum / 2) return d.min + i
  }
  return d.min + d.p.length - 1
}

/** Lines around a main line: offsets in line units, kept on the market's range. */
function around(kind: MarketKind, main: number, offsets: number[]): Market[] {
  const r = MARKETS[kind].line!
  return offsets.map((o) => ({ kind, line: main + o })).filter((x) => x.line >= r.min && x.line <= r.max)
}

/**
 * Every market offered on a match, each with its distribution: main handicap and total lines at even
 * money, with neighbours (football quarter lines, basketball whole lines that can push).
 */
export function offeredMarkets(m: MatchSpec): { market: Market; dist: StatDist }[] {
  const out: { market: Market; dist: StatDist }[] = []
  const add = (market: Market) => out.push({ market, dist: statDistribution(m, market) })
  const lines = (kind: MarketKind, offsets: number[], period?: number) => {
    const base: Market = period ? { kind, period } : { kind }
    const dist = statDistribution(m, base)
    const sign = kind === 'fb.ah' || kind === 'bk.spread' ? -1 : 1
    const main = mainLine(base, dist, sign * median(dist))
    for (const market of around(kind, main, offsets))
      out.push({ market: { ...market, ...(period ? { period } : {}) }, dist })
  }
  if (m.sport === 'football') {
    for (const kind of ['fb.1x2', 'fb.cs', 'fb.btts', 'fb.ht1x2', 'fb.htft'] as const) add({ kind })
    lines('fb.ah', [-0.5, -0.25, 0, 0.25, 0.5])
    lines('fb.ou', [-0.5, -0.25, 0, 0.25, 0.5])
  } else if (m.sport === 'basketball') {
    add({ kind: 'bk.ml' })
    lines('bk.spread', [-3, -1.5, 0, 1.5, 3])
    lines('bk.ou', [-3, -1.5, 0, 1.5, 3])
    for (let q = 1; q <= 4; q++) add({ kind: 'bk.quarter', period: q })
  } else {
    add({ kind: 'es.winner' })
    add({ kind: 'es.maphcp', line: -1.5 })
    add({ kind: 'es.maphcp', line: 1.5 })
    add({ kind: 'es.maps', line: 2.5 })
    for (let map = 1; map <= 3; map++) {
      if (m.sport === 'moba') {
        add({ kind: 'es.fb', period: map })
        lines('es.kills', [-3, 0, 3], map)
      } else lines('es.rounds', [-2, 0, 2], map)
    }
  }
  return out
}

/** Every market of a match, priced with the operator's margins. */
export function priceMatch(m: MatchSpec, margins: MarginSettings = DEFAULT_MARGINS_BP): PricedMarket[] {
  return offeredMarkets(m).map(({ market, dist }) => priceMarket(m, market, margins[market.kind], dist))
}

// --- display -------------------------------------------------------------------------------------

const fixed = (milli: number) => (milli % 10 === 0 ? (milli / 1000).toFixed(2) : (milli / 1000).toFixed(3))

/** Decimal (European) odds, stake included: 1950 -> "1.95". */
export const decimalOdds = (milli: number) => fixed(milli)

/** Hong Kong odds, the winnings per 1 staked: 1950 -> "0.95". */
export const hongKongOdds = (milli: number) => fixed(milli - 1000)

export type OddsFormat = 'decimal' | 'hk'
export const formatOdds = (milli: number, format: OddsFormat) =>
  format === 'hk' ? hongKongOdds(milli) : decimalOdds(milli)
