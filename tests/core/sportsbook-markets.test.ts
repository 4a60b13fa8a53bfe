// Markets, settlement and money: the Asian lines (whole, half and quarter, on both sides), pushes and
// void maps, one-winner markets, the payout rule in integer cents, market ids, the book's odds and
// the display forms.
import { describe, expect, it } from 'vitest'
import type { BasketballTimeline } from '../../core/sportsbook/basketball'
import type { EsportsTimeline } from '../../core/sportsbook/esports'
import type { FootballTimeline } from '../../core/sportsbook/football'
import { asianLine, lineLabel, marketName, selectionName } from '../../core/sportsbook/labels'
import {
  handicapOutcome,
  isValidMarket,
  type Market,
  marketId,
  parseMarketId,
  payoutCents,
  settleSelection,
  validStakeCents,
} from '../../core/sportsbook/markets'
import { bookOdds, decimalOdds, formatOdds, hongKongOdds } from '../../core/sportsbook/pricing'

const football = (ft: [number, number], ht: [number, number] = [0, 0]): FootballTimeline => ({
  sport: 'football',
  halves: [2700, 2700],
  duration: 5400,
  events: [],
  result: { ft, ht, yellow: [0, 0], red: [0, 0] },
})
const basketball = (periods: [number, number][]): BasketballTimeline => ({
  sport: 'basketball',
  duration: 2400,
  events: [],
  result: {
    periods,
    final: periods.reduce<[number, number]>((s, [h, a]) => [s[0] + h, s[1] + a], [0, 0]),
  },
})
const moba = (maps: { winner: 'home' | 'away'; kills: [number, number]; firstBlood: 'home' | 'away' }[]) =>
  ({
    sport: 'moba',
    duration: 0,
    events: [],
    result: {
      maps: maps.map((m) => ({ ...m, duration: 1800, towers: [0, 0] })),
      score: [maps.filter((m) => m.winner === 'home').length, maps.filter((m) => m.winner === 'away').length],
    },
  }) as EsportsTimeline
const ah = (line: number): Market => ({ kind: 'fb.ah', line })
const ou = (line: number): Market => ({ kind: 'fb.ou', line })

describe('Asian handicap (让球)', () => {
  it('whole, half and quarter lines, home side', () => {
    // Home wins by one.
    const t = football([2, 1])
    expect(settleSelection(ah(0), 'home', t)).toBe('win')
    expect(settleSelection(ah(-0.5), 'home', t)).toBe('win')
    expect(settleSelection(ah(-0.75), 'home', t)).toBe('half-win')
    expect(settleSelection(ah(-1), 'home', t)).toBe('push')
    expect(settleSelection(ah(-1.25), 'home', t)).toBe('half-lose')
    expect(settleSelection(ah(-1.5), 'home', t)).toBe('lose')
    // A draw.
    const d = football([1, 1])
    expect(settleSelection(ah(0), 'home', d)).toBe('push')
    expect(settleSelection(ah(-0.25), 'home', d)).toBe('half-lose')
    expect(settleSelection(ah(0.25), 'home', d)).toBe('half-win')
    expect(settleSelection(ah(0.5), 'home', d)).toBe('win')
  })
  it('the away side takes the opposite line and the mirror outcome', () => {
    const pairs: [string, string][] = [
      ['win', 'lose'],
      ['half-win', 'half-lose'],
      ['push', 'push'],
      ['half-lose', 'half-win'],
      ['lose', 'win'],
    ]
    const mirror = new Map(pairs)
    for (const score of [
      [0, 0],
      [1, 0],
      [0, 2],
      [3, 1],
      [4, 4],
    ] as [number, number][])
      for (let q = -12; q <= 12; q++) {
        const t = football(score)
        expect(settleSelection(ah(q / 4), 'away', t)).toBe(mirror.get(settleSelection(ah(q / 4), 'home', t)))
      }
  })
  it('a quarter line is the two neighbouring half-lines at half stake each', () => {
    for (let v = -4; v <= 4; v++)
      for (const line of [-2.75, -1.25, -0.25, 0.25, 0.75, 1.75]) {
        const lo = handicapOutcome(v, line - 0.25)
        const hi = handicapOutcome(v, line + 0.25)
        const half = (o: string) => (o === 'win' ? 1 : o === 'push' ? 0 : -1)
        const both = half(lo) + half(hi)
        const expected = { 2: 'win', 1: 'half-win', 0: 'push', [-1]: 'half-lose', [-2]: 'lose' }[both]
        expect(handicapOutcome(v, line)).toBe(expected)
      }
  })
})

describe('totals (大小) and the other football markets', () => {
  it('over and under on whole, half and quarter lines', () => {
    const t = football([2, 1]) // 3 goals
    expect(settleSelection(ou(2.5), 'over', t)).toBe('win')
    expect(settleSelection(ou(2.75), 'over', t)).toBe('half-win')
    expect(settleSelection(ou(2.75), 'under', t)).toBe('half-lose')
    expect(settleSelection(ou(3), 'over', t)).toBe('push')
    expect(settleSelection(ou(3), 'under', t)).toBe('push')
    expect(settleSelection(ou(3.25), 'over', t)).toBe('half-lose')
    expect(settleSelection(ou(3.25), 'under', t)).toBe('half-win')
    expect(settleSelection(ou(3.5), 'under', t)).toBe('win')
  })
  it('1X2, correct score, both teams to score, half-time and half-time/full-time', () => {
    const t = football([3, 2], [0, 1])
    expect(settleSelection({ kind: 'fb.1x2' }, 'home', t)).toBe('win')
    expect(settleSelection({ kind: 'fb.1x2' }, 'draw', t)).toBe('lose')
    expect(settleSelection({ kind: 'fb.cs' }, '3-2', t)).toBe('win')
    expect(settleSelection({ kind: 'fb.cs' }, '2-3', t)).toBe('lose')
    expect(settleSelection({ kind: 'fb.cs' }, 'other', t)).toBe('lose')
    expect(settleSelection({ kind: 'fb.cs' }, 'other', football([5, 0]))).toBe('win')
    expect(settleSelection({ kind: 'fb.cs' }, 'other', football([4, 4]))).toBe('lose')
    expect(settleSelection({ kind: 'fb.btts' }, 'yes', t)).toBe('win')
    expect(settleSelection({ kind: 'fb.btts' }, 'yes', football([3, 0]))).toBe('lose')
    expect(settleSelection({ kind: 'fb.ht1x2' }, 'away', t)).toBe('win')
    expect(settleSelection({ kind: 'fb.htft' }, 'away-home', t)).toBe('win')
    expect(settleSelection({ kind: 'fb.htft' }, 'home-home', t)).toBe('lose')
  })
  it('refuses what does not fit: other sport, unknown selection, bad line', () => {
    expect(() => settleSelection({ kind: 'bk.ml' }, 'home', football([1, 0]))).toThrow(RangeError)
    expect(() => settleSelection({ kind: 'fb.1x2' }, 'over', football([1, 0]))).toThrow(RangeError)
    expect(() => settleSelection(ah(-0.3), 'home', football([1, 0]))).toThrow(RangeError)
    expect(isValidMarket({ kind: 'fb.ah' })).toBe(false)
    expect(isValidMarket({ kind: 'es.kills', period: 2, line: 27 })).toBe(false)
    expect(isValidMarket({ kind: 'es.kills', period: 4, line: 27.5 })).toBe(false)
  })
})

describe('basketball and e-sports settlement', () => {
  it('spread and total push on whole lines; a level quarter returns the stakes', () => {
    const t = basketball([
      [25, 20],
      [20, 20],
      [22, 24],
      [30, 28],
    ]) // 97-92
    expect(settleSelection({ kind: 'bk.ml' }, 'home', t)).toBe('win')
    expect(settleSelection({ kind: 'bk.spread', line: -5 }, 'home', t)).toBe('push')
    expect(settleSelection({ kind: 'bk.spread', line: -4.5 }, 'home', t)).toBe('win')
    expect(settleSelection({ kind: 'bk.spread', line: -5.5 }, 'away', t)).toBe('win') // the line is home's: away +5.5
    expect(settleSelection({ kind: 'bk.ou', line: 189 }, 'over', t)).toBe('push')
    expect(settleSelection({ kind: 'bk.ou', line: 189.5 }, 'under', t)).toBe('win')
    expect(settleSelection({ kind: 'bk.quarter', period: 2 }, 'home', t)).toBe('push')
    expect(settleSelection({ kind: 'bk.quarter', period: 3 }, 'away', t)).toBe('win')
  })
  it('overtime counts for the moneyline, spread and total but not for the quarters', () => {
    const t = basketball([
      [20, 20],
      [20, 20],
      [20, 20],
      [20, 20],
      [9, 12],
    ])
    expect(settleSelection({ kind: 'bk.ml' }, 'away', t)).toBe('win')
    expect(settleSelection({ kind: 'bk.ou', line: 180.5 }, 'over', t)).toBe('win')
    expect(settleSelection({ kind: 'bk.quarter', period: 4 }, 'away', t)).toBe('push')
  })
  it('maps: handicap, total maps, first blood and kills, void when a map is not played', () => {
    const two = moba([
      { winner: 'home', kills: [20, 10], firstBlood: 'away' },
      { winner: 'home', kills: [15, 14], firstBlood: 'home' },
    ])
    expect(settleSelection({ kind: 'es.winner' }, 'home', two)).toBe('win')
    expect(settleSelection({ kind: 'es.maphcp', line: -1.5 }, 'home', two)).toBe('win')
    expect(settleSelection({ kind: 'es.maphcp', line: 1.5 }, 'away', two)).toBe('lose')
    expect(settleSelection({ kind: 'es.maps', line: 2.5 }, 'under', two)).toBe('win')
    expect(settleSelection({ kind: 'es.fb', period: 1 }, 'away', two)).toBe('win')
    expect(settleSelection({ kind: 'es.kills', period: 2, line: 28.5 }, 'over', two)).toBe('win')
    expect(settleSelection({ kind: 'es.fb', period: 3 }, 'home', two)).toBe('push')
    expect(settleSelection({ kind: 'es.kills', period: 3, line: 28.5 }, 'under', two)).toBe('push')
    const three = moba([
      { winner: 'home', kills: [20, 10], firstBlood: 'away' },
      { winner: 'away', kills: [5, 14], firstBlood: 'home' },
      { winner: 'away', kills: [9, 19], firstBlood: 'away' },
    ])
    expect(settleSelection({ kind: 'es.maphcp', line: 1.5 }, 'home', three)).toBe('win')
    expect(settleSelection({ kind: 'es.maps', line: 2.5 }, 'over', three)).toBe('win')
    expect(settleSelection({ kind: 'es.fb', period: 3 }, 'away', three)).toBe('win')
  })
})

describe('money: odds in thousandths, stakes and payouts in cents', () => {
  it('pays stake × odds / 1000, rounded down once', () => {
    expect(payoutCents(10_001n, 1950, 'win')).toBe(19_501n) // 195.0195 yuan -> 195.01
    expect(payoutCents(10_000n, 1950, 'half-win')).toBe(14_750n) // 50 × 1.95 + 50
    expect(payoutCents(10_001n, 1950, 'half-win')).toBe(14_751n) // floor(10001 × 2950 / 2000)
    expect(payoutCents(10_000n, 1950, 'push')).toBe(10_000n)
    expect(payoutCents(10_001n, 1950, 'half-lose')).toBe(5_000n)
    expect(payoutCents(10_000n, 1950, 'lose')).toBe(0n)
    expect(payoutCents(10_000_000_000n, 1_000_000, 'win')).toBe(10_000_000_000_000n)
    expect(() => payoutCents(100n, 1005, 'win')).toThrow(RangeError)
    expect(() => payoutCents(100n, 1950.5, 'win')).toThrow(RangeError)
    expect(() => payoutCents(-1n, 1950, 'win')).toThrow(RangeError)
  })
  it('the valid stake (有效投注) leaves out what came back unwagered', () => {
    expect(validStakeCents(10_000n, 'win')).toBe(10_000n)
    expect(validStakeCents(10_000n, 'lose')).toBe(10_000n)
    expect(validStakeCents(10_000n, 'half-win')).toBe(5_000n)
    expect(validStakeCents(10_000n, 'half-lose')).toBe(5_000n)
    expect(validStakeCents(10_000n, 'push')).toBe(0n)
  })
})

describe('market ids and labels', () => {
  it('round-trips ids and refuses malformed ones', () => {
    const markets: Market[] = [
      { kind: 'fb.1x2' },
      { kind: 'fb.ah', line: -0.75 },
      { kind: 'fb.ou', line: 2.25 },
      { kind: 'bk.quarter', period: 3 },
      { kind: 'es.kills', period: 2, line: 27.5 },
      { kind: 'es.maphcp', line: -1.5 },
    ]
    for (const m of markets) expect(parseMarketId(marketId(m))).toEqual(m)
    expect(marketId({ kind: 'es.kills', period: 2, line: 27.5 })).toBe('es.kills:2@27.5')
    for (const bad of [
      'fb.ah',
      'fb.ah@-0.3',
      'fb.1x2@1',
      'bk.quarter:5',
      'xx.yy',
      'fb.ah@-0.750',
      'es.maps@3.5',
    ])
      expect(parseMarketId(bad), bad).toBeNull()
  })
  it('prints Asian lines, names and selections', () => {
    expect(asianLine(-0.75)).toBe('-0.5/1')
    expect(asianLine(0.25)).toBe('+0/0.5')
    expect(asianLine(-1)).toBe('-1')
    expect(asianLine(0)).toBe('0')
    expect(lineLabel({ kind: 'fb.ou', line: 2.75 })).toBe('2.5/3')
    expect(lineLabel({ kind: 'fb.ah', line: -0.25 })).toBe('-0/0.5')
    expect(marketName({ kind: 'bk.quarter', period: 2 })).toBe('第2节独赢')
    expect(marketName({ kind: 'es.kills', period: 1, line: 27.5 })).toBe('第1图总击杀')
    expect(marketName({ kind: 'es.kills', period: 1, line: 27.5 }, 'en')).toBe('Map 1 Total kills')
    expect(selectionName({ kind: 'fb.htft' }, 'draw-home')).toBe('和/主')
    expect(selectionName({ kind: 'fb.ou', line: 2.5 }, 'over', 'en')).toBe('Over')
    expect(selectionName({ kind: 'fb.cs' }, '2-1')).toBe('2-1')
  })
})

describe('book odds', () => {
  it('spreads the margin proportionally, rounds down to the step, keeps the overround at the setting', () => {
    const odds = bookOdds([0.5, 0.5], 500) as number[]
    expect(odds).toEqual([1900, 1900]) // 1/(0.5 × 1.05) = 1.9047… -> 1.90
    const three = bookOdds([0.47, 0.26, 0.27], 600) as number[]
    const over = three.reduce((a, o) => a + 1000 / o, 0)
    expect(Math.abs(over - 1.06)).toBeLessThan(0.004)
    for (const o of three) expect(o % 10).toBe(0)
    // Every selection pays at most its fair price.
    three.forEach((o, i) => {
      expect(o).toBeLessThanOrEqual(1000 / [0.47, 0.26, 0.27][i])
    })
  })
  it('closes a selection the margin would price under 1.01 and caps long shots at 1000', () => {
    const [fav, dog] = bookOdds([0.97, 0.03], 500)
    expect(fav).toBeNull()
    expect(dog).toBe(31_740) // 1/(0.03 × 1.05) = 31.746…, at the nominal factor, rounded down
    expect(bookOdds([0.5, 0.4999995, 0.0000005], 500)[2]).toBe(1_000_000)
  })
  it('displays decimal and Hong Kong odds', () => {
    expect(decimalOdds(1950)).toBe('1.95')
    expect(hongKongOdds(1950)).toBe('0.95')
    expect(decimalOdds(1875)).toBe('1.875')
    expect(hongKongOdds(12_500)).toBe('11.50')
    expect(formatOdds(2020, 'hk')).toBe('1.02')
  })
})
