// The markets of the sportsbook and how they settle. Every market settles on one statistic of the
// match's result (the final margin, the total, a map's kills, …) by one rule per selection; the pricing
// (probabilities.ts) evaluates the very same rule over the model's distribution of that statistic, so
// what is priced and what is paid cannot drift apart. Asian lines: a handicap or total on a whole or
// half number wins, loses or (on a whole number) pushes; a quarter line (-0.25, 2.75, …) is two bets
// of half the stake on the two neighbouring half-lines, which gives half-win and half-lose.
// docs/sportsbook.md (Markets, Settlement).
import type { FootballResult } from './football'
import type { Sport, Timeline } from './match'

export type Outcome = 'win' | 'lose' | 'push' | 'half-win' | 'half-lose'

export const MARKET_KINDS = [
  'fb.1x2',
  'fb.ah',
  'fb.ou',
  'fb.cs',
  'fb.btts',
  'fb.ht1x2',
  'fb.htft',
  'bk.ml',
  'bk.spread',
  'bk.ou',
  'bk.quarter',
  'es.winner',
  'es.maphcp',
  'es.maps',
  'es.fb',
  'es.kills',
  'es.rounds',
] as const
export type MarketKind = (typeof MARKET_KINDS)[number]
export const isMarketKind = (k: string): k is MarketKind => (MARKET_KINDS as readonly string[]).includes(k)

/** A market: its kind, the line of a handicap or total, the period (quarter 1-4, map 1-3). */
export type Market = { kind: MarketKind; line?: number; period?: number }

const SIDES = ['home', 'away'] as const
const THREE = ['home', 'draw', 'away'] as const
const OVER_UNDER = ['over', 'under'] as const
const YES_NO = ['yes', 'no'] as const
/** Correct-score selections (波胆): every score up to 4 goals a side, and other (any other score). */
export const CORRECT_SCORES = [
  ...['1-0', '2-0', '2-1', '3-0', '3-1', '3-2', '4-0', '4-1', '4-2', '4-3'],
  ...['0-0', '1-1', '2-2', '3-3', '4-4'],
  ...['0-1', '0-2', '1-2', '0-3', '1-3', '2-3', '0-4', '1-4', '2-4', '3-4'],
  'other',
] as const
const HTFT = THREE.flatMap((h) => THREE.map((f) => `${h}-${f}`))

/** Football scores are encoded as h * 13 + a (football.ts scoreCell; at most 12 goals a side). */
const CELL = 13
const csCell = (sel: string) => {
  const [h, a] = sel.split('-').map(Number)
  return h * CELL + a
}
const CELL_SCORES = new Map<number, string>(
  CORRECT_SCORES.filter((s) => s !== 'other').map((s) => [csCell(s), s]),
)

type LineRule = { step: number; min: number; max: number }
type KindDef = {
  zh: string
  en: string
  sports: readonly Sport[]
  selections: readonly string[]
  line?: LineRule
  /** Periods 1..n: quarters or maps. */
  periods?: number
  /** The statistic the market settles on; null when it never happened (a map not played). */
  statistic: (t: Timeline, m: Market) => number | null
  rule: (selection: string, value: number, line: number) => Outcome
  /** The rule's outcome only moves one way as the value grows (handicaps, totals): priced by bisection. */
  monotone?: true
  /** One-winner markets: the selection a value makes win (every other loses); the rule is built on it. */
  winner?: (value: number) => string
}

const win = (b: boolean): Outcome => (b ? 'win' : 'lose')
const sign = (x: number) => (x > 0 ? 0 : x === 0 ? 1 : 2)

/** A handicap or total line: value + line > 0 wins; quarter lines split into two half-stakes. */
export function handicapOutcome(value: number, line: number): Outcome {
  if (Number.isInteger(2 * line)) {
    const x = value + line
    return x > 0 ? 'win' : x < 0 ? 'lose' : 'push'
  }
  const lo = handicapOutcome(value, line - 0.25)
  const hi = handicapOutcome(value, line + 0.25)
  if (lo === hi) return lo
  return lo === 'win' || hi === 'win' ? 'half-win' : 'half-lose'
}

const sideRule = (sel: string, v: number, line: number) =>
  handicapOutcome(sel === 'home' ? v : -v, sel === 'home' ? line : -line)
const totalRule = (sel: string, v: number, line: number) =>
  handicapOutcome(sel === 'over' ? v : -v, sel === 'over' ? -line : line)
/** A market where each value makes exactly one selection win. */
const oneWinner = (winner: (value: number) => string) => ({
  winner,
  rule: (sel: string, v: number) => win(winner(v) === sel),
})
const threeWay = oneWinner((v) => THREE[sign(v)])
/** Two-way winner of a period that can be level: a level period returns the stakes. */
const twoWayPush = (sel: string, v: number): Outcome => (v === 0 ? 'push' : win(v > 0 === (sel === 'home')))

const fb = (t: Timeline): FootballResult => {
  if (t.sport !== 'football') throw new RangeError('not a football timeline')
  return t.result
}
const bk = (t: Timeline) => {
  if (t.sport !== 'basketball') throw new RangeError('not a basketball timeline')
  return t.result
}
const es = (t: Timeline) => {
  if (t.sport !== 'moba' && t.sport !== 'shooter') throw new RangeError('not an e-sports timeline')
  return t.result
}
const margin = ([h, a]: readonly number[]) => h - a
const total = ([h, a]: readonly number[]) => h + a
const mapOf = (t: Timeline, m: Market) => es(t).maps[(m.period ?? 1) - 1]
const ESPORTS = ['moba', 'shooter'] as const

export const MARKETS: Record<MarketKind, KindDef> = {
  'fb.1x2': {
    zh: '独赢',
    en: '1X2',
    sports: ['football'],
    selections: THREE,
    statistic: (t) => margin(fb(t).ft),
    ...threeWay,
  },
  'fb.ah': {
    zh: '让球',
    en: 'Asian handicap',
    sports: ['football'],
    selections: SIDES,
    line: { step: 0.25, min: -6, max: 6 },
    statistic: (t) => margin(fb(t).ft),
    rule: sideRule,
    monotone: true,
  },
  'fb.ou': {
    zh: '大小',
    en: 'Total goals',
    sports: ['football'],
    selections: OVER_UNDER,
    line: { step: 0.25, min: 0.25, max: 12 },
    statistic: (t) => total(fb(t).ft),
    rule: totalRule,
    monotone: true,
  },
  'fb.cs': {
    zh: '波胆',
    en: 'Correct score',
    sports: ['football'],
    selections: CORRECT_SCORES,
    statistic: (t) => fb(t).ft[0] * CELL + fb(t).ft[1],
    ...oneWinner((v) => CELL_SCORES.get(v) ?? 'other'),
  },
  'fb.btts': {
    zh: '双方进球',
    en: 'Both teams to score',
    sports: ['football'],
    selections: YES_NO,
    statistic: (t) => (Math.min(...fb(t).ft) > 0 ? 1 : 0),
    ...oneWinner((v) => (v === 1 ? 'yes' : 'no')),
  },
  'fb.ht1x2': {
    zh: '半场独赢',
    en: 'Half-time 1X2',
    sports: ['football'],
    selections: THREE,
    statistic: (t) => margin(fb(t).ht),
    ...threeWay,
  },
  'fb.htft': {
    zh: '半场/全场',
    en: 'Half-time/full-time',
    sports: ['football'],
    selections: HTFT,
    statistic: (t) => 3 * sign(margin(fb(t).ht)) + sign(margin(fb(t).ft)),
    ...oneWinner((v) => HTFT[v]),
  },
  'bk.ml': {
    zh: '独赢',
    en: 'Moneyline',
    sports: ['basketball'],
    selections: SIDES,
    statistic: (t) => margin(bk(t).final),
    rule: (sel, v) => sideRule(sel, v, 0),
    monotone: true,
  },
  'bk.spread': {
    zh: '让分',
    en: 'Point spread',
    sports: ['basketball'],
    selections: SIDES,
    line: { step: 0.5, min: -60, max: 60 },
    statistic: (t) => margin(bk(t).final),
    rule: sideRule,
    monotone: true,
  },
  'bk.ou': {
    zh: '总分大小',
    en: 'Total points',
    sports: ['basketball'],
    selections: OVER_UNDER,
    line: { step: 0.5, min: 100, max: 350 },
    statistic: (t) => total(bk(t).final),
    rule: totalRule,
    monotone: true,
  },
  'bk.quarter': {
    zh: '单节独赢',
    en: 'Quarter winner',
    sports: ['basketball'],
    selections: SIDES,
    periods: 4,
    statistic: (t, m) => margin(bk(t).periods[(m.period ?? 1) - 1]),
    rule: twoWayPush,
    monotone: true,
  },
  'es.winner': {
    zh: '全场独赢',
    en: 'Match winner',
    sports: ESPORTS,
    selections: SIDES,
    statistic: (t) => margin(es(t).score),
    rule: (sel, v) => sideRule(sel, v, 0),
    monotone: true,
  },
  'es.maphcp': {
    zh: '地图让分',
    en: 'Map handicap',
    sports: ESPORTS,
    selections: SIDES,
    line: { step: 0.5, min: -1.5, max: 1.5 },
    statistic: (t) => margin(es(t).score),
    rule: sideRule,
    monotone: true,
  },
  'es.maps': {
    zh: '总地图数',
    en: 'Total maps',
    sports: ESPORTS,
    selections: OVER_UNDER,
    line: { step: 0.5, min: 2.5, max: 2.5 },
    statistic: (t) => es(t).maps.length,
    rule: totalRule,
    monotone: true,
  },
  'es.fb': {
    zh: '一血',
    en: 'First blood',
    sports: ['moba'],
    selections: SIDES,
    periods: 3,
    statistic: (t, m) => {
      const map = mapOf(t, m)
      return map ? (map.firstBlood === 'home' ? 1 : -1) : null
    },
    rule: (sel, v) => sideRule(sel, v, 0),
    monotone: true,
  },
  'es.kills': {
    zh: '总击杀',
    en: 'Total kills',
    sports: ['moba'],
    selections: OVER_UNDER,
    periods: 3,
    line: { step: 0.5, min: 0.5, max: 89.5 },
    statistic: (t, m) => {
      const map = mapOf(t, m)
      return map?.kills ? total(map.kills) : null
    },
    rule: totalRule,
    monotone: true,
  },
  'es.rounds': {
    zh: '总回合',
    en: 'Total rounds',
    sports: ['shooter'],
    selections: OVER_UNDER,
    periods: 3,
    line: { step: 0.5, min: 12.5, max: 60.5 },
    statistic: (t, m) => {
      const map = mapOf(t, m)
      return map?.rounds ? total(map.rounds) : null
    },
    rule: totalRule,
    monotone: true,
  },
}

/** Is the market well formed: a line on its grid and range where it takes one, a period in range? */
export function isValidMarket(m: Market): boolean {
  const def = MARKETS[m.kind]
  if (!def) return false
  if (def.line) {
    const { step, min, max } = def.line
    if (m.line === undefined || m.line < min || m.line > max || !Number.isInteger(m.line / step)) return false
    // Half-point grids (basketball, e-sports) take whole and half lines; kills and rounds only halves.
    if ((m.kind === 'es.kills' || m.kind === 'es.rounds') && Number.isInteger(m.line)) return false
  } else if (m.line !== undefined) return false
  if (def.periods)
    return m.period !== undefined && Number.isInteger(m.period) && m.period >= 1 && m.period <= def.periods
  return m.period === undefined
}

/** The wire id of a market: kind, then `:period`, then `@line`, e.g. `fb.ah@-0.75`, `es.kills:2@27.5`. */
export const marketId = (m: Market) =>
  `${m.kind}${m.period !== undefined ? `:${m.period}` : ''}${m.line !== undefined ? `@${m.line}` : ''}`

export function parseMarketId(id: string): Market | null {
  const match = /^([a-z]+\.[a-z0-9]+)(?::(\d))?(?:@(-?\d+(?:\.\d+)?))?$/.exec(id)
  if (!match || !isMarketKind(match[1])) return null
  const m: Market = { kind: match[1] }
  if (match[2] !== undefined) m.period = Number(match[2])
  if (match[3] !== undefined) m.line = Number(match[3])
  return isValidMarket(m) && marketId(m) === id ? m : null
}

export const selectionsOf = (m: Market) => MARKETS[m.kind].selections
export const isSelection = (m: Market, selection: string) => MARKETS[m.kind].selections.includes(selection)

/** How `selection` of `market` settles on a finished match's timeline. */
export function settleSelection(market: Market, selection: string, timeline: Timeline): Outcome {
  const def = MARKETS[market.kind]
  if (!isValidMarket(market)) throw new RangeError(`invalid market ${marketId(market)}`)
  if (!def.sports.includes(timeline.sport))
    throw new RangeError(`${market.kind} does not settle ${timeline.sport}`)
  if (!def.selections.includes(selection)) throw new RangeError(`no selection ${selection} in ${market.kind}`)
  const v = def.statistic(timeline, market)
  return v === null ? 'push' : def.rule(selection, v, market.line ?? 0)
}

// --- money ---------------------------------------------------------------------------------------

/** Odds are integers in thousandths of the decimal price: 1.950 is 1950 (stake included). */
export const MIN_ODDS = 1010
export const MAX_ODDS = 1_000_000
export const isOdds = (o: number) => Number.isInteger(o) && o >= MIN_ODDS && o <= MAX_ODDS

/**
 * What a bet returns, stake included, in cents, rounded down once at the end: win stake × odds;
 * half-win half the stake at the odds and half returned; push the stake; half-lose half the stake;
 * lose nothing. E.g. 100.01 yuan at 1.950 winning: floor(10001 × 1950 / 1000) = 19501 cents.
 */
export function payoutCents(stake: bigint, odds: number, outcome: Outcome): bigint {
  if (stake < 0n || !isOdds(odds)) throw new RangeError('payoutCents: bad stake or odds')
  const o = BigInt(odds)
  switch (outcome) {
    case 'win':
      return (stake * o) / 1000n
    case 'half-win':
      return (stake * (o + 1000n)) / 2000n
    case 'push':
      return stake
    case 'half-lose':
      return stake / 2n
    case 'lose':
      return 0n
  }
}

/** The part of the stake that was wagered (有效投注): none on a push, half on a half result. */
export function validStakeCents(stake: bigint, outcome: Outcome): bigint {
  if (outcome === 'push') return 0n
  return outcome === 'half-win' || outcome === 'half-lose' ? stake / 2n : stake
}
