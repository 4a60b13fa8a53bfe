// Basketball match engine: a possession model. Each quarter both sides have the same whole number of
// possessions (the pace); each possession scores 0, 1, 2 or 3 points with probabilities set by the
// offence's rating against the defence's (and the home edge). A tie after four quarters plays five-minute
// overtimes until it is broken. Pricing is exact, not simulated: a side's quarter points are the
// possession distribution convolved with itself, the game the quarter's four-fold convolution, and the
// overtimes a geometric series (to 10^-13); the possession probabilities are quantized to 2^16 and the
// engine draws from those same weights. docs/sportsbook.md (Basketball).
import type { RandomSource } from '../games/fair'
import { combine, type Dense, dense, pick, power, Q16, quantize, trim } from './dist'
import type { Score, Side } from './football'

/** Log-scale ratings: offence raises a side's scoring chances, defence lowers the opponent's. */
export type BasketballRating = { offence: number; defence: number; pace: number }

export type BasketballParams = {
  /** Possessions per side per quarter for two pace-0 teams. */
  possessions: number
  /** Home edge on the log scale of the scoring chances. */
  home: number
  /** A possession's chances of 0, 1, 2, 3 points between rating-0 teams. */
  base: [number, number, number, number]
  quarterSeconds: number
  overtimeSeconds: number
}

export const BASKETBALL_PARAMS: BasketballParams = {
  possessions: 24,
  home: 0.03,
  base: [0.47, 0.05, 0.33, 0.15],
  quarterSeconds: 600,
  overtimeSeconds: 300,
}

export type BasketballMatch = {
  sport: 'basketball'
  home: BasketballRating
  away: BasketballRating
  params: BasketballParams
  neutral?: boolean
}

/** Chances of 0-3 points on one possession, as weights of 2^16. */
export function possessionWeights(offence: number, defence: number, edge: number, p: BasketballParams) {
  const f = Math.min(1.35, Math.max(0.65, Math.exp(offence - defence + edge)))
  const scoring = p.base.slice(1).map((b) => b * f)
  return quantize([1 - scoring.reduce((a, b) => a + b, 0), ...scoring], Q16)
}

export type BasketballModel = {
  /** Possessions per side per quarter and per overtime. */
  possessions: number
  overtimePossessions: number
  weights: { home: number[]; away: number[] }
  /** Margin (home - away) of one quarter: the same for each of the four. */
  quarterMargin: Dense
  /** Final margin and total, overtime included. */
  margin: Dense
  total: Dense
}

const valueAt = (d: Dense, v: number) => (v >= d.min && v < d.min + d.p.length ? d.p[v - d.min] : 0)

/** The margin (X - Y) and total (X + Y) of independent X, Y in one pass over their products. */
function marginAndTotal(x: Dense, y: Dense): { margin: Dense; total: Dense } {
  const n = y.p.length
  const margin = new Float64Array(x.p.length + n - 1)
  const total = new Float64Array(x.p.length + n - 1)
  for (let i = 0; i < x.p.length; i++) {
    const xi = x.p[i]
    for (let j = 0; j < n; j++) {
      const w = xi * y.p[j]
      margin[i - j + n - 1] += w
      total[i + j] += w
    }
  }
  return {
    margin: trim({ min: x.min - (y.min + n - 1), p: margin }),
    total: trim({ min: x.min + y.min, p: total }),
  }
}

/**
 * The points scored over a run of overtimes: tied ones (totals `tied`) until one that is not (totals
 * `decided`). G = decided + tied * G, solved total by total from 0 (tied(0) is two scoreless overtime
 * sides, so G(t) = (decided(t) + sum over s >= 1 of tied(s) G(t - s)) / (1 - tied(0))), until G holds all
 * but 10^-14 of its mass.
 */
function overtimeChain(tied: Dense, decided: Dense): Dense {
  const g: number[] = []
  const t0 = valueAt(tied, 0)
  let sum = 0
  for (let t = 0; t < 4096 && (sum < 1 - 1e-14 || t <= decided.min + decided.p.length); t++) {
    let x = valueAt(decided, t)
    for (let s = Math.max(1, tied.min); s < tied.min + tied.p.length && s <= t; s++)
      x += tied.p[s - tied.min] * g[t - s]
    g.push(x / (1 - t0))
    sum += g[t]
  }
  return trim({ min: 0, p: Float64Array.from(g) })
}

/** A weighted sum of distributions over the union of their ranges. */
function mix(parts: [Dense, number][]): Dense {
  const lo = Math.min(...parts.map(([d]) => d.min))
  const hi = Math.max(...parts.map(([d]) => d.min + d.p.length - 1))
  const p = new Float64Array(hi - lo + 1)
  for (const [d, w] of parts) for (let i = 0; i < d.p.length; i++) p[d.min - lo + i] += w * d.p[i]
  return { min: lo, p }
}

/** P(X = Y = k) placed at the total 2k: the chance of a tie, by total. */
function tiedTotals(x: Dense, y: Dense): Dense {
  const lo = Math.max(x.min, y.min)
  const hi = Math.min(x.min + x.p.length, y.min + y.p.length) - 1
  if (hi < lo) return { min: 0, p: new Float64Array(1) }
  const p = new Float64Array(2 * (hi - lo) + 1)
  for (let k = lo; k <= hi; k++) p[2 * (k - lo)] = x.p[k - x.min] * y.p[k - y.min]
  return { min: 2 * lo, p }
}

const modelCache = new WeakMap<BasketballMatch, BasketballModel>()

export function basketballModel(m: BasketballMatch): BasketballModel {
  const cached = modelCache.get(m)
  if (cached) return cached
  const p = m.params
  const edge = m.neutral ? 0 : p.home
  const weights = {
    home: possessionWeights(m.home.offence, m.away.defence, edge, p),
    away: possessionWeights(m.away.offence, m.home.defence, 0, p),
  }
  const n = Math.min(35, Math.max(15, Math.round(p.possessions + (m.home.pace + m.away.pace) / 2)))
  const nOt = Math.max(1, Math.round((n * p.overtimeSeconds) / p.quarterSeconds))
  const pmf = { home: dense(weights.home.map((w) => w / Q16)), away: dense(weights.away.map((w) => w / Q16)) }
  const qh = power(pmf.home, n)
  const qa = power(pmf.away, n)
  const rh = power(qh, 4)
  const ra = power(qa, 4)
  const oh = power(pmf.home, nOt)
  const oa = power(pmf.away, nOt)
  // Margin: a regulation tie is replaced by the first overtime that is not tied.
  const reg = marginAndTotal(rh, ra)
  const dReg = reg.margin
  const dOt = combine(oh, oa, -1)
  const otTie = valueAt(dOt, 0)
  const margin = mix([
    [dReg, 1],
    [dOt, valueAt(dReg, 0) / (1 - otTie)],
  ])
  margin.p[-margin.min] = 0
  // Total: regulation points; after a regulation tie, add tied overtimes and then one that is not.
  const otTies = tiedTotals(oh, oa)
  const chain = overtimeChain(
    otTies,
    mix([
      [combine(oh, oa), 1],
      [otTies, -1],
    ]),
  )
  const regTies = tiedTotals(rh, ra)
  const total = mix([
    [reg.total, 1],
    [regTies, -1],
    [combine(regTies, chain), 1],
  ])
  const model: BasketballModel = {
    possessions: n,
    overtimePossessions: nOt,
    weights,
    quarterMargin: combine(qh, qa, -1),
    margin: trim(margin, 1e-14),
    total: trim(total, 1e-14),
  }
  modelCache.set(m, model)
  return model
}

// --- the timeline --------------------------------------------------------------------------------

export type BasketballEvent =
  | { t: number; kind: 'tip-off'; score: Score }
  | { t: number; kind: 'score'; team: Side; points: 1 | 2 | 3; score: Score }
  /** End of period `period`: 1-4 the quarters, 5 and on the overtimes. */
  | { t: number; kind: 'period-end'; period: number; score: Score }
  | { t: number; kind: 'full-time'; score: Score }

export type BasketballResult = {
  final: Score
  /** Points scored in each period: the four quarters, then any overtimes. */
  periods: Score[]
}

export type BasketballTimeline = {
  sport: 'basketball'
  duration: number
  events: BasketballEvent[]
  result: BasketballResult
}

/**
 * Play a game on the fair stream. Each period, possession by possession, home then away: one int(2^16)
 * against that side's possession weights gives its points. Possessions are evenly spaced on the game
 * clock (a period of P possessions per side has 2P slots); a scoring possession is an event at the end
 * of its slot. Overtimes follow while the score is level.
 */
export function simulateBasketball(m: BasketballMatch, src: RandomSource): BasketballTimeline {
  const model = basketballModel(m)
  const events: BasketballEvent[] = [{ t: 0, kind: 'tip-off', score: [0, 0] }]
  const score: Score = [0, 0]
  let start = 0
  let period = 0
  const play = (n: number, seconds: number) => {
    period++
    for (let j = 0; j < 2 * n; j++) {
      const team: Side = j % 2 === 0 ? 'home' : 'away'
      const points = pick(model.weights[team], src, Q16)
      if (points === 0) continue
      score[team === 'home' ? 0 : 1] += points
      const t = start + Math.round(((j + 1) * seconds) / (2 * n))
      events.push({ t, kind: 'score', team, points: points as 1 | 2 | 3, score: [score[0], score[1]] })
    }
    start += seconds
    events.push({ t: start, kind: 'period-end', period, score: [score[0], score[1]] })
  }
  for (let q = 0; q < 4; q++) play(model.possessions, m.params.quarterSeconds)
  while (score[0] === score[1]) play(model.overtimePossessions, m.params.overtimeSeconds)
  events.push({ t: start, kind: 'full-time', score: [score[0], score[1]] })
  return { sport: 'basketball', duration: start, events, result: basketballResult(events) }
}

/** The result, read back from the events. */
export function basketballResult(events: readonly BasketballEvent[]): BasketballResult {
  const periods: Score[] = []
  let cur: Score = [0, 0]
  for (const e of events) {
    if (e.kind === 'score') cur[e.team === 'home' ? 0 : 1] += e.points
    if (e.kind === 'period-end') {
      periods.push(cur)
      cur = [0, 0]
    }
  }
  const final: Score = [0, 0]
  for (const [h, a] of periods) {
    final[0] += h
    final[1] += a
  }
  return { final, periods }
}
