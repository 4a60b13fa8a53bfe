// 琉璃轮盘's rules (core/games/engines/roulette.ts, docs/roulette.md): every bet key the server
// accepts, enumerated, returns exactly 36/37 over the 37 pockets; payouts per bet type; the wheel,
// colours and neighbours; the draw is uniform; issue numbers and schedule; the figures in the doc.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  colourOf,
  drawRoulette,
  EVEN_BETS,
  hotCold,
  isRouletteBet,
  neighboursOf,
  ROULETTE_DRAW_SECONDS,
  ROULETTE_ODDS,
  ROULETTE_RULES,
  type RouletteRule,
  rouletteCloseWait,
  rouletteCover,
  rouletteIssue,
  rouletteNetExposure,
  rouletteNextDrawAt,
  roulettePayout,
  rouletteRtp,
  WHEEL_ORDER,
} from '../../core/games/engines/roulette'
import { ByteSource } from '../../core/games/fair'
import { pickCell } from '../../src/machines/roulette.machine'

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i)

/** Every bet key of the game, built from the layout rather than from the engine's parser. */
function everyBet(): Record<RouletteRule, string[]> {
  const split: string[] = ['sp:0-1', 'sp:0-2', 'sp:0-3']
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.push(`sp:${n}-${n + 1}`)
    if (n <= 33) split.push(`sp:${n}-${n + 3}`)
  }
  return {
    straight: range(0, 36).map((n) => `n:${n}`),
    split,
    street: range(1, 12).map((r) => `st:${r}`),
    corner: range(1, 32)
      .filter((a) => a % 3 !== 0)
      .map((a) => `co:${a}`),
    line: range(1, 11).map((r) => `ln:${r}`),
    dozen: [1, 2, 3].map((d) => `dz:${d}`),
    column: [1, 2, 3].map((c) => `col:${c}`),
    even: [...EVEN_BETS],
    neighbours: range(0, 36).map((n) => `nb:${n}`),
  }
}

describe('roulette rules', () => {
  const all = everyBet()

  it('has the standard count of each bet on a single-zero layout', () => {
    expect(Object.fromEntries(ROULETTE_RULES.map((r) => [r, all[r].length]))).toEqual({
      straight: 37,
      split: 60,
      street: 12,
      corner: 22,
      line: 11,
      dozen: 3,
      column: 3,
      even: 6,
      neighbours: 37,
    })
  })

  it('returns exactly 36/37 on every bet, counted over the 37 pockets with the payout function', () => {
    for (const rule of ROULETTE_RULES)
      for (const bet of all[rule]) {
        expect(rouletteCover(bet)?.rule, bet).toBe(rule)
        // 1 yuan staked on each pocket in turn: the cents paid back over 37 x 100 staked.
        let paid = 0n
        for (let n = 0; n <= 36; n++) paid += roulettePayout(bet, 100n, [n])
        expect(paid, bet).toBe(3600n)
        expect(rouletteRtp(bet), bet).toEqual({ returned: 3600, staked: 3700, rtp: 36 / 37 })
      }
  })

  it('pays each bet type its European odds (stake included) and nothing on a miss', () => {
    const cases: [string, number, bigint][] = [
      ['n:17', 17, 3600n],
      ['n:0', 0, 3600n],
      ['sp:17-20', 20, 1800n],
      ['sp:0-2', 2, 1800n],
      ['st:6', 18, 1200n],
      ['co:17', 21, 900n],
      ['ln:6', 21, 600n],
      ['dz:2', 24, 300n],
      ['col:2', 35, 300n],
      ['red', 36, 200n],
      ['black', 35, 200n],
      ['odd', 1, 200n],
      ['even', 36, 200n],
      ['low', 18, 200n],
      ['high', 19, 200n],
      ['nb:0', 26, 720n],
    ]
    for (const [bet, hit, paid] of cases) {
      expect(roulettePayout(bet, 100n, [hit]), bet).toBe(paid)
      const miss = range(0, 36).find((n) => !rouletteCover(bet)?.numbers.includes(n))!
      expect(roulettePayout(bet, 100n, [miss]), `${bet} miss`).toBe(0n)
    }
    for (const bet of EVEN_BETS) expect(roulettePayout(bet, 100n, [0])).toBe(0n)
    expect(Object.values(ROULETTE_ODDS)).toEqual([3600, 1800, 1200, 900, 600, 300, 300, 200, 720])
    // A neighbours stake of whole yuan always splits into five equal cent amounts: 7.2 x is exact.
    expect(roulettePayout('nb:17', 300n, [17])).toBe(2160n)
  })

  it('refuses keys that are not on the layout', () => {
    for (const bad of [
      'n:37',
      'n:07',
      'sp:1-3',
      'sp:3-4',
      'sp:0-4',
      'sp:2-1',
      'sp:1-2-3',
      'st:0',
      'st:13',
      'co:3',
      'co:33',
      'ln:12',
      'dz:4',
      'col:0',
      'nb:37',
      'green',
      'red:1',
      'n:1:2',
      '',
    ])
      expect(isRouletteBet(bad), bad).toBe(false)
  })

  it('is a single-zero wheel with 18 red, 18 black and the standard neighbours', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(range(0, 36))
    expect(range(1, 36).filter((n) => colourOf(n) === 'red')).toHaveLength(18)
    expect(colourOf(0)).toBe('green')
    // Red and black alternate round the wheel after 0.
    for (let i = 1; i < 36; i++) expect(colourOf(WHEEL_ORDER[i])).not.toBe(colourOf(WHEEL_ORDER[i + 1]))
    expect(neighboursOf(0)).toEqual([3, 26, 0, 32, 15])
    expect(neighboursOf(26)).toEqual([35, 3, 26, 0, 32])
  })

  it('draws every pocket alike: each byte value below the cut maps to one pocket', () => {
    const counts = Array.from({ length: 37 }, () => 0)
    for (let b = 0; b < 256; b++) {
      try {
        counts[drawRoulette(new ByteSource(new Uint8Array([b])))[0]]++
      } catch {
        // rejected (b >= 222): the draw reads another byte
      }
    }
    expect(new Set(counts)).toEqual(new Set([6]))
  })

  it('nets opposite even-money bets out of the valid turnover', () => {
    expect(
      rouletteNetExposure([
        { bet: 'red', amount: 10 },
        { bet: 'black', amount: 4 },
        { bet: 'n:1', amount: 3 },
      ]),
    ).toBe(9)
  })

  it('spins every 45 s with eight-digit running issue numbers and closes 10 s before', () => {
    const at = Date.UTC(2026, 0, 1, 0, 0, 10)
    const next = rouletteNextDrawAt(at)
    expect(next % (ROULETTE_DRAW_SECONDS * 1000)).toBe(0)
    expect(next - at).toBeLessThanOrEqual(45_000)
    expect(rouletteIssue(Date.UTC(2023, 11, 31, 16, 0, 45))).toBe('00000001')
    expect(Number(rouletteIssue(next + 45_000)) - Number(rouletteIssue(next))).toBe(1)
    expect(rouletteCloseWait(next - 9000)).toBe(9050)
    expect(rouletteCloseWait(next - 20_000)).toBe(0)
  })

  it('counts hot and cold numbers of a history', () => {
    const { hot, cold, counts } = hotCold([7, 7, 7, 3, 3, 12], 2)
    expect(hot).toEqual([7, 3])
    expect(counts[12]).toBe(1)
    expect(cold).toEqual([36, 35])
  })

  it('picks inside bets from taps on the grid', () => {
    expect(pickCell('straight', null, 5)).toEqual({ bet: 'n:5', pending: null })
    expect(pickCell('street', null, 5)).toEqual({ bet: 'st:2', pending: null })
    expect(pickCell('line', null, 36)).toEqual({ bet: 'ln:11', pending: null })
    expect(pickCell('split', null, 5)).toEqual({ bet: null, pending: 5 })
    expect(pickCell('split', 5, 8)).toEqual({ bet: 'sp:5-8', pending: null })
    expect(pickCell('split', 5, 9)).toEqual({ bet: null, pending: 9 })
    expect(pickCell('corner', 2, 4)).toEqual({ bet: 'co:1', pending: null })
    expect(pickCell('corner', 6, 2)).toEqual({ bet: 'co:2', pending: null })
    expect(pickCell('corner', 1, 3)).toEqual({ bet: null, pending: 3 })
    expect(pickCell('corner', 4, 4)).toEqual({ bet: null, pending: null })
  })

  it('docs/roulette.md prints the odds and the exact return', () => {
    const doc = readFileSync(new URL('../../docs/roulette.md', import.meta.url), 'utf8')
    expect(doc).toContain('36/37')
    expect(doc).toContain('97.2973')
    for (const rule of ROULETTE_RULES) expect(doc, rule).toContain(`| ${rule} |`)
  })
})
