// Prices against the rules that pay them. Football exactly: every market priced from the model equals
// the sum, over every full-time and half-time score the model allows, of its probability times how
// settleSelection settles that score. The fast paths (bisection for handicaps and totals, one pass
// for one-winner markets) equal the plain evaluation of the rule. Every market's effective
// probabilities add up to 1, and the rounded book keeps its overround at the setting.
import { describe, expect, it } from 'vitest'
import { BASKETBALL_PARAMS, type BasketballMatch, basketballModel } from '../../core/sportsbook/basketball'
import { binomialPmf, Q16 } from '../../core/sportsbook/dist'
import { MOBA_PARAMS, SHOOTER_PARAMS, shooterMapModel } from '../../core/sportsbook/esports'
import {
  dcTau,
  dixonColesMatrix,
  FOOTBALL_PARAMS,
  type FootballMatch,
  type FootballTimeline,
  MAX_GOALS,
  scoreCell,
  scoreProbabilities,
} from '../../core/sportsbook/football'
import { LEAGUES, matchSpec } from '../../core/sportsbook/league'
import { MARKETS, type Market, settleSelection } from '../../core/sportsbook/markets'
import type { MatchSpec } from '../../core/sportsbook/match'
import { DEFAULT_MARGINS_BP, offeredMarkets, priceMatch } from '../../core/sportsbook/pricing'
import {
  effectiveProbability,
  marketProbabilities,
  type OutcomeProbs,
  outcomesOf,
  statDistribution,
} from '../../core/sportsbook/probabilities'

const fbMatch = (ha: number, hd: number, aa: number, ad: number): FootballMatch => ({
  sport: 'football',
  home: { attack: ha, defence: hd },
  away: { attack: aa, defence: ad },
  params: FOOTBALL_PARAMS,
})

/** Every league's strongest at home to its weakest, and the reverse. */
const sample: MatchSpec[] = LEAGUES.flatMap((l) => {
  const a = l.teams[0].rating
  const b = l.teams[l.teams.length - 1].rating
  return [matchSpec(l, a, b), matchSpec(l, b, a)]
})

describe('football: prices equal the settlement summed over the model', () => {
  it('every market, quarter lines included, to 1e-12', () => {
    for (const m of [fbMatch(0.2, 0.1, -0.1, 0), fbMatch(-0.3, -0.2, 0.3, 0.25)]) {
      const p = scoreProbabilities(m)
      const q = m.params.firstHalf / Q16
      const markets: Market[] = [
        ...offeredMarkets(m).map((x) => x.market),
        ...Array.from({ length: 25 }, (_, i) => ({ kind: 'fb.ah' as const, line: (i - 12) / 4 })),
        ...Array.from({ length: 24 }, (_, i) => ({ kind: 'fb.ou' as const, line: (i + 1) / 4 })),
      ]
      const sums = markets.map(() => new Map<string, OutcomeProbs>())
      const timeline = (ft: [number, number], ht: [number, number]): FootballTimeline => ({
        sport: 'football',
        halves: [2700, 2700],
        duration: 5400,
        events: [],
        result: { ft, ht, yellow: [0, 0], red: [0, 0] },
      })
      for (let h = 0; h <= MAX_GOALS; h++)
        for (let a = 0; a <= MAX_GOALS; a++) {
          const pc = p[scoreCell(h, a)]
          if (pc === 0) continue
          const bh = binomialPmf(h, q)
          const ba = binomialPmf(a, q)
          for (let x = 0; x <= h; x++)
            for (let y = 0; y <= a; y++) {
              const w = pc * bh[x] * ba[y]
              const t = timeline([h, a], [x, y])
              markets.forEach((market, k) => {
                for (const s of MARKETS[market.kind].selections) {
                  const o = sums[k].get(s) ?? { win: 0, lose: 0, push: 0, 'half-win': 0, 'half-lose': 0 }
                  o[settleSelection(market, s, t)] += w
                  sums[k].set(s, o)
                }
              })
            }
        }
      markets.forEach((market, k) => {
        const priced = marketProbabilities(m, market)
        for (const [s, o] of sums[k])
          for (const key of Object.keys(o) as (keyof OutcomeProbs)[])
            expect(
              Math.abs(priced[s][key] - o[key]),
              `${market.kind} ${market.line} ${s} ${key}`,
            ).toBeLessThan(1e-12)
      })
    }
  })
  it('the Dixon-Coles matrix: tau only touches the four low scores, and rho 0 is two Poissons', () => {
    expect(dcTau(0, 0, 1.5, 1.2, -0.1)).toBeCloseTo(1 + 0.18, 12)
    expect(dcTau(1, 1, 1.5, 1.2, -0.1)).toBeCloseTo(1.1, 12)
    expect(dcTau(2, 0, 1.5, 1.2, -0.1)).toBe(1)
    const m = fbMatch(0.1, 0, 0, 0.1)
    const indep = dixonColesMatrix({ ...m, params: { ...m.params, rho: 0 } })
    const dc = dixonColesMatrix(m)
    expect(dc.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12)
    // Away from the low scores the cells only differ by the renormalization, a common factor.
    const ratio = dc[scoreCell(2, 3)] / indep[scoreCell(2, 3)]
    expect(dc[scoreCell(4, 1)] / indep[scoreCell(4, 1)]).toBeCloseTo(ratio, 12)
    expect(dc[scoreCell(0, 0)] / indep[scoreCell(0, 0)]).toBeGreaterThan(ratio)
    expect(dc[scoreCell(1, 0)] / indep[scoreCell(1, 0)]).toBeLessThan(ratio)
  })
})

describe('fast paths equal the rule evaluated value by value', () => {
  it('for every offered market of every league', () => {
    for (const m of sample)
      for (const { market, dist } of offeredMarkets(m)) {
        const def = MARKETS[market.kind]
        const fast = marketProbabilities(m, market, dist)
        for (const s of def.selections) {
          const slow = outcomesOf(dist, (v) => def.rule(s, v, market.line ?? 0))
          for (const key of Object.keys(slow) as (keyof OutcomeProbs)[])
            expect(Math.abs(fast[s][key] - slow[key]), `${market.kind} ${s} ${key}`).toBeLessThan(1e-12)
        }
      }
  })
})

describe('books', () => {
  it('effective probabilities add up to 1; odds on the step, in range; overround at the setting', () => {
    for (const m of sample)
      for (const pm of priceMatch(m)) {
        const sum = pm.selections.reduce((a, s) => a + effectiveProbability(s.outcomes), 0)
        expect(Math.abs(sum - 1), pm.id).toBeLessThan(1e-9)
        const open = pm.selections.filter((s) => s.odds !== null)
        for (const s of open) {
          expect(s.odds! % 10, pm.id).toBe(0)
          expect(s.odds!).toBeGreaterThanOrEqual(1010)
          expect(s.odds!).toBeLessThanOrEqual(1_000_000)
          // No selection is offered above its fair price.
          expect(s.odds! / 1000, `${pm.id} ${s.selection}`).toBeLessThanOrEqual(1 / s.probability + 1e-9)
        }
        if (open.length === pm.selections.length && open.every((s) => s.odds! < 1_000_000)) {
          const over = open.reduce((a, s) => a + 1000 / s.odds!, 0) - 1
          expect(Math.abs(over - DEFAULT_MARGINS_BP[pm.market.kind] / 10_000), pm.id).toBeLessThan(0.005)
        }
      }
  })
  it('the main handicap and total lines sit nearest even money', () => {
    for (const m of sample)
      for (const pm of priceMatch(m)) {
        if (!['fb.ah', 'fb.ou', 'bk.spread', 'bk.ou'].includes(pm.market.kind)) continue
        const p = pm.selections[0].probability
        expect(p, pm.id).toBeGreaterThan(0.15)
        expect(p, pm.id).toBeLessThan(0.85)
      }
  })
})

describe('models', () => {
  it('basketball: distributions sum to 1, no final tie, equal teams on neutral ground are even', () => {
    const even: BasketballMatch = {
      sport: 'basketball',
      home: { offence: 0, defence: 0, pace: 0 },
      away: { offence: 0, defence: 0, pace: 0 },
      params: BASKETBALL_PARAMS,
      neutral: true,
    }
    const b = basketballModel(even)
    for (const d of [b.margin, b.total, b.quarterMargin])
      expect(Math.abs(Array.from(d.p).reduce((a, x) => a + x, 0) - 1)).toBeLessThan(1e-12)
    expect(b.margin.p[-b.margin.min]).toBe(0)
    const ml = marketProbabilities(even, { kind: 'bk.ml' })
    expect(ml.home.win).toBeCloseTo(0.5, 12)
    const q = marketProbabilities(even, { kind: 'bk.quarter', period: 1 })
    expect(q.home.win).toBeCloseTo(q.away.win, 12)
    expect(q.home.push).toBeGreaterThan(0.03)
  })
  it('e-sports: equal teams split maps evenly; the third map is void half the time', () => {
    const even = { home: { rating: 1500, aggression: 0 }, away: { rating: 1500, aggression: 0 } }
    for (const m of [
      { sport: 'moba' as const, ...even, params: MOBA_PARAMS },
      { sport: 'shooter' as const, ...even, params: SHOOTER_PARAMS },
    ]) {
      expect(marketProbabilities(m, { kind: 'es.winner' }).home.win).toBeCloseTo(0.5, 12)
      expect(statDistribution(m, { kind: 'es.maps', line: 2.5 }).p).toEqual([0.5, 0.5])
    }
    const s = shooterMapModel({ sport: 'shooter', ...even, params: SHOOTER_PARAMS })
    expect(s.home).toBeCloseTo(0.5, 12)
    expect(Array.from(s.rounds).reduce((a, x) => a + x, 0)).toBeCloseTo(1, 12)
    const fb3 = marketProbabilities(
      { sport: 'moba', ...even, params: MOBA_PARAMS },
      { kind: 'es.fb', period: 3 },
    )
    expect(fb3.home.push).toBeCloseTo(0.5, 12)
  })
})
