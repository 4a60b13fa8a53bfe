// Football (and e-football) match engine: a Dixon-Coles goal model. Each side's goals are Poisson with a
// mean from the teams' attack and defence ratings and the home advantage; Dixon and Coles' factor tau
// corrects the four low scores (0-0, 1-0, 0-1, 1-1) with the dependence rho. The final score is drawn
// from the quantized score matrix that the prices read (dist.ts), then each goal is given a half (a
// fixed share in the first) and a second inside it, and cards are added. docs/sportsbook.md (Football).
import type { RandomSource } from '../games/fair'
import { binomialPmf, chance, pick, poissonPmf, Q16, Q32, quantize, share16 } from './dist'

export type Side = 'home' | 'away'
/** [home, away] */
export type Score = [number, number]

/** Log-scale ratings: a side's goal mean is exp(base + home + attack - opponent's defence). */
export type FootballRating = { attack: number; defence: number }

export type FootballParams = {
  /** Log of the goals a rating-0 side scores against a rating-0 defence on neutral ground. */
  base: number
  /** Home advantage on the log scale (added to the home side's mean only). */
  home: number
  /** Dixon-Coles dependence of low scores (negative: more 0-0 and 1-1 than independence gives). */
  rho: number
  /** Chance, of 2^16, that a goal falls in the first half. */
  firstHalf: number
  /** Yellow cards per side per match (Poisson mean). */
  yellowMean: number
  /** Chance, of 2^16, that a side gets a straight red card. */
  straightRed: number
}

export const FOOTBALL_PARAMS: FootballParams = {
  base: Math.log(1.3),
  home: 0.25,
  rho: -0.08,
  firstHalf: share16(0.45),
  yellowMean: 1.8,
  straightRed: share16(0.04),
}

/** E-football: the same engine, more goals, a smaller home edge, less low-score dependence, fewer cards. */
export const EFOOTBALL_PARAMS: FootballParams = {
  base: Math.log(1.55),
  home: 0.1,
  rho: -0.03,
  firstHalf: share16(0.5),
  yellowMean: 0.7,
  straightRed: share16(0.01),
}

export type FootballMatch = {
  sport: 'football'
  home: FootballRating
  away: FootballRating
  params: FootballParams
  /** Neutral ground: no home advantage (cup finals). */
  neutral?: boolean
}

/** Goals per side are capped here; the matrix is renormalized over 0..MAX_GOALS. */
export const MAX_GOALS = 12
const SIDE = MAX_GOALS + 1
const MEAN_MIN = 0.15
const MEAN_MAX = 4.5
export const HALF_SECONDS = 45 * 60

export function expectedGoals(m: FootballMatch): { home: number; away: number } {
  const { base, home } = m.params
  const clamp = (x: number) => Math.min(MEAN_MAX, Math.max(MEAN_MIN, x))
  return {
    home: clamp(Math.exp(base + (m.neutral ? 0 : home) + m.home.attack - m.away.defence)),
    away: clamp(Math.exp(base + m.away.attack - m.home.defence)),
  }
}

/** Dixon-Coles tau: the correction of the low scores (1 elsewhere). */
export function dcTau(h: number, a: number, lambda: number, mu: number, rho: number): number {
  if (h === 0 && a === 0) return 1 - lambda * mu * rho
  if (h === 0 && a === 1) return 1 + lambda * rho
  if (h === 1 && a === 0) return 1 + mu * rho
  if (h === 1 && a === 1) return 1 - rho
  return 1
}

/** rho is kept where every tau stays non-negative. */
const validRho = (rho: number, lambda: number, mu: number) =>
  Math.min(Math.max(rho, Math.max(-1 / lambda, -1 / mu)), Math.min(1 / (lambda * mu), 1))

/** The model before quantization: P(h, a) at index h * (MAX_GOALS + 1) + a, summing to 1. */
export function dixonColesMatrix(m: FootballMatch): number[] {
  const { home: lambda, away: mu } = expectedGoals(m)
  const rho = validRho(m.params.rho, lambda, mu)
  const ph = poissonPmf(lambda, MAX_GOALS)
  const pa = poissonPmf(mu, MAX_GOALS)
  const out: number[] = []
  for (let h = 0; h < SIDE; h++)
    for (let a = 0; a < SIDE; a++) out.push(ph[h] * pa[a] * dcTau(h, a, lambda, mu, rho))
  const sum = out.reduce((x, y) => x + y, 0)
  return out.map((x) => x / sum)
}

const weightCache = new WeakMap<FootballMatch, number[]>()

/** The score matrix as integer weights of 2^32: what the engine draws from and the prices read. */
export function scoreWeights(m: FootballMatch): number[] {
  let w = weightCache.get(m)
  if (!w) {
    w = quantize(dixonColesMatrix(m), Q32)
    weightCache.set(m, w)
  }
  return w
}

export const scoreCell = (h: number, a: number) => h * SIDE + a
export const cellScore = (cell: number): Score => [Math.floor(cell / SIDE), cell % SIDE]

/** The exact probabilities the prices use: P(h, a) = weight / 2^32. */
export const scoreProbabilities = (m: FootballMatch) => scoreWeights(m).map((w) => w / Q32)

/**
 * P(half-time score x-y and full-time score h-a) summed into what the markets need: the half-time score
 * matrix and the 3 x 3 table of (half-time result, full-time result), results as 0 home, 1 draw, 2 away.
 * Given the final score, each goal is in the first half independently with the engine's share.
 */
export function halfTimeTables(m: FootballMatch): { ht: number[]; htft: number[] } {
  const cached = halfTimeCache.get(m)
  if (cached) return cached
  const p = scoreProbabilities(m)
  const q = m.params.firstHalf / Q16
  const bin = Array.from({ length: SIDE }, (_, n) => binomialPmf(n, q))
  const ht = new Array<number>(SIDE * SIDE).fill(0)
  const htft = new Array<number>(9).fill(0)
  for (let h = 0; h < SIDE; h++)
    for (let a = 0; a < SIDE; a++) {
      const pc = p[scoreCell(h, a)]
      if (pc === 0) continue
      const ft = h > a ? 0 : h === a ? 1 : 2
      for (let x = 0; x <= h; x++)
        for (let y = 0; y <= a; y++) {
          const w = pc * bin[h][x] * bin[a][y]
          ht[scoreCell(x, y)] += w
          htft[3 * (x > y ? 0 : x === y ? 1 : 2) + ft] += w
        }
    }
  const tables = { ht, htft }
  halfTimeCache.set(m, tables)
  return tables
}
const halfTimeCache = new WeakMap<FootballMatch, { ht: number[]; htft: number[] }>()

// --- the timeline --------------------------------------------------------------------------------

export type FootballEvent =
  | { t: number; kind: 'kickoff' | 'half-time' | 'second-half' | 'full-time'; score: Score }
  | { t: number; kind: 'goal'; team: Side; score: Score }
  | { t: number; kind: 'yellow' | 'red'; team: Side; player: number; secondYellow?: boolean }

export type FootballResult = { ft: Score; ht: Score; yellow: Score; red: Score }

export type FootballTimeline = {
  sport: 'football'
  /** Match-clock seconds of each half, stoppage included; the second half starts at halves[0]. */
  halves: [number, number]
  /** Match-clock seconds from kickoff to the final whistle. */
  duration: number
  events: FootballEvent[]
  result: FootballResult
}

const yellowCache = new Map<number, number[]>()
function yellowWeights(mean: number) {
  let w = yellowCache.get(mean)
  if (!w) {
    w = quantize(poissonPmf(mean, 8), Q32)
    yellowCache.set(mean, w)
  }
  return w
}

/**
 * Play a match on the fair stream. Draw order (fixed, so a verifier replays it): the final score (one
 * int(2^32) against the score weights); first-half stoppage 1-4 minutes, second-half 2-6; each home
 * goal then each away goal: its half (int(2^16) < firstHalf) and its second in that half; then for home
 * and away: the yellow-card count, each card's player (1-11) and second, the straight red (chance,
 * player, second). Cards to a player already sent off are dropped; a second yellow is shown as a red.
 */
export function simulateFootball(m: FootballMatch, src: RandomSource): FootballTimeline {
  const [fh, fa] = cellScore(pick(scoreWeights(m), src))
  const halves: [number, number] = [
    HALF_SECONDS + 60 * (1 + src.int(4)),
    HALF_SECONDS + 60 * (2 + src.int(5)),
  ]
  const at = (half: number) => (half === 0 ? src.int(halves[0]) : halves[0] + src.int(halves[1]))
  const goals: { t: number; team: Side }[] = []
  for (const [team, n] of [['home', fh] as const, ['away', fa] as const])
    for (let i = 0; i < n; i++) goals.push({ t: at(chance(m.params.firstHalf, src) ? 0 : 1), team })
  const duration = halves[0] + halves[1]
  const cards: { t: number; kind: 'yellow' | 'red'; team: Side; player: number }[] = []
  for (const team of ['home', 'away'] as const) {
    const yellows = pick(yellowWeights(m.params.yellowMean), src)
    for (let i = 0; i < yellows; i++)
      cards.push({ kind: 'yellow', team, player: 1 + src.int(11), t: src.int(duration) })
    if (chance(m.params.straightRed, src))
      cards.push({ kind: 'red', team, player: 1 + src.int(11), t: src.int(duration) })
  }
  // Sorting is stable (ES2019): at the same second goals come before cards, home before away.
  const timed = [
    ...goals.map((g) => ({ ...g, goal: true as const })),
    ...cards.map((c) => ({ ...c, goal: false as const })),
  ].sort((p, q) => p.t - q.t)
  const events: FootballEvent[] = [{ t: 0, kind: 'kickoff', score: [0, 0] }]
  const score: Score = [0, 0]
  let second = false
  const halfTime = () => {
    second = true
    events.push(
      { t: halves[0], kind: 'half-time', score: [score[0], score[1]] },
      { t: halves[0], kind: 'second-half', score: [score[0], score[1]] },
    )
  }
  const booked = new Set<string>()
  const off = new Set<string>()
  for (const e of timed) {
    if (!second && e.t >= halves[0]) halfTime()
    if (e.goal) {
      score[e.team === 'home' ? 0 : 1]++
      events.push({ t: e.t, kind: 'goal', team: e.team, score: [score[0], score[1]] })
      continue
    }
    const who = `${e.team}:${e.player}`
    if (off.has(who)) continue
    if (e.kind === 'yellow' && !booked.has(who)) {
      booked.add(who)
      events.push({ t: e.t, kind: 'yellow', team: e.team, player: e.player })
    } else {
      off.add(who)
      events.push({
        t: e.t,
        kind: 'red',
        team: e.team,
        player: e.player,
        ...(e.kind === 'yellow' ? { secondYellow: true } : {}),
      })
    }
  }
  if (!second) halfTime()
  events.push({ t: duration, kind: 'full-time', score: [score[0], score[1]] })
  return { sport: 'football', halves, duration, events, result: footballResult(events) }
}

/** The result, read back from the events (what settlement uses: the timeline is the record). */
export function footballResult(events: readonly FootballEvent[]): FootballResult {
  const ft: Score = [0, 0]
  const ht: Score = [0, 0]
  const yellow: Score = [0, 0]
  const red: Score = [0, 0]
  let second = false
  for (const e of events) {
    if (e.kind === 'half-time') second = true
    if (e.kind !== 'goal' && e.kind !== 'yellow' && e.kind !== 'red') continue
    const s = e.team === 'home' ? 0 : 1
    if (e.kind === 'goal') {
      ft[s]++
      if (!second) ht[s]++
    } else (e.kind === 'yellow' ? yellow : red)[s]++
  }
  return { ft, ht, yellow, red }
}

/** The minute a browser shows for match-clock second t: 1'-45', 45+n', 46'-90', 90+n'. */
export function footballMinute(tl: Pick<FootballTimeline, 'halves'>, t: number): string {
  const second = t >= tl.halves[0]
  const m = Math.floor((second ? t - tl.halves[0] : t) / 60) + 1
  const base = second ? 45 : 0
  return m > 45 ? `${base + 45}+${m - 45}'` : `${base + m}'`
}
