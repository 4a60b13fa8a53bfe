// PK10's rules (core/games/engines/pk10.ts, docs/pk10.md): the exact RTP of every odds class from the
// 90 ordered pairs of cars the bet reads, checked against all 3 628 800 finishing orders for one bet
// of each class, equal for every bet of a class, within the stated house edge and as docs/pk10.md
// prints it; the draw is a fair shuffle; the bet keys the server accepts; issue numbers and schedule.
import { randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  drawPk10,
  isPk10Bet,
  PK10_DRAW_SECONDS,
  PK10_EDGE_BP,
  PK10_ODDS,
  PK10_RULES,
  PK10_SAMPLE_BETS,
  PK10_SUMS,
  PK10_WAYS,
  type Pk10Rule,
  pk10CloseWait,
  pk10Issue,
  pk10Matcher,
  pk10NetExposure,
  pk10NextDrawAt,
  pk10Payout,
  pk10Rtp,
  pk10Rule,
} from '../../core/games/engines/pk10'

/** Every bet of a class (a sample: positions, duels and sums across the board). */
const SOME_OF: Record<Pk10Rule, string[]> = {
  car: ['p1:1', 'p2:10', 'p5:5', 'p10:3'],
  side: ['p1:big', 'p3:small', 'p7:odd', 'p10:even'],
  dragonTiger: ['lh1:dragon', 'lh2:tiger', 'lh5:dragon'],
  sumBigEven: ['gy:big', 'gy:even'],
  sumSmallOdd: ['gy:small', 'gy:odd'],
  sum3: ['gy:3', 'gy:4', 'gy:18', 'gy:19'],
  sum5: ['gy:5', 'gy:6', 'gy:16', 'gy:17'],
  sum7: ['gy:7', 'gy:8', 'gy:14', 'gy:15'],
  sum9: ['gy:9', 'gy:10', 'gy:12', 'gy:13'],
  sum11: ['gy:11'],
}
const pct = (x: number) => `${(x * 100).toFixed(4)}%`

/** Every finishing order of ten cars (Heap's algorithm, one array mutated in place). */
function* allOrders(): Generator<number[]> {
  const a = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
  const c = new Array(10).fill(0)
  yield a
  let i = 0
  while (i < 10) {
    if (c[i] < i) {
      const j = i % 2 === 0 ? 0 : c[i]
      ;[a[j], a[i]] = [a[i], a[j]]
      yield a
      c[i]++
      i = 0
    } else c[i++] = 0
  }
}

describe('PK10 RTP', () => {
  it.each(
    PK10_RULES,
  )('%s: every bet returns the same, at most 1 - edge, less only by the odds rounding', (rule) => {
    const rtps = SOME_OF[rule].map((b) => pk10Rtp(b).rtp)
    for (const [i, b] of SOME_OF[rule].entries()) {
      expect(pk10Rule(b), b).toBe(rule)
      expect(rtps[i], b).toBe(rtps[0])
    }
    const target = 1 - PK10_EDGE_BP[rule] / 10_000
    expect(rtps[0]).toBeLessThanOrEqual(target)
    // Odds are floored to the hundredth: at most 0.01 x p of return is lost to it.
    expect(target - rtps[0]).toBeLessThan(PK10_WAYS[rule] / 90 / 100)
    expect(pk10Rtp(PK10_SAMPLE_BETS[rule]).rtp).toBe(rtps[0])
  })

  it('every 冠亚和 value has its class', () => {
    const ways = new Map<number, number>()
    for (let a = 1; a <= 10; a++)
      for (let b = 1; b <= 10; b++) if (a !== b) ways.set(a + b, (ways.get(a + b) ?? 0) + 1)
    for (const s of PK10_SUMS) expect(PK10_WAYS[pk10Rule(`gy:${s}`)!], `gy:${s}`).toBe(ways.get(s))
  })

  it('the pair count agrees with all 3 628 800 finishing orders', () => {
    const bets = PK10_RULES.map((r) => PK10_SAMPLE_BETS[r])
    const tests = bets.map(pk10Matcher)
    const wins = new Array(bets.length).fill(0)
    let orders = 0
    for (const d of allOrders()) {
      orders++
      for (let i = 0; i < tests.length; i++) if (tests[i](d)) wins[i]++
    }
    expect(orders).toBe(3_628_800)
    for (const [i, r] of PK10_RULES.entries()) expect(wins[i] / orders, r).toBeCloseTo(PK10_WAYS[r] / 90, 12)
  }, 30_000)

  it('prints the exact figures of docs/pk10.md', () => {
    const doc = readFileSync(new URL('../../docs/pk10.md', import.meta.url), 'utf8')
    for (const rule of PK10_RULES) {
      const { returned, staked, rtp } = pk10Rtp(PK10_SAMPLE_BETS[rule])
      const row = `| \`${rule}\` | ${PK10_WAYS[rule]}/90 | ${(PK10_ODDS[rule] / 100).toFixed(2)} | ${PK10_EDGE_BP[rule] / 100}% | ${returned}/${staked} = ${pct(rtp)} |`
      expect(doc, row).toContain(row)
    }
  })
})

describe('PK10 draws, bets and schedule', () => {
  it('draws a permutation of the ten cars, each car in each place about as often', () => {
    const src = { int: (n: number) => randomInt(n) }
    const first = new Array(11).fill(0)
    for (let i = 0; i < 20_000; i++) {
      const d = drawPk10(src)
      expect([...d].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
      first[d[0]]++
    }
    for (let car = 1; car <= 10; car++) expect(Math.abs(first[car] - 2000)).toBeLessThan(200)
  })

  it('accepts the documented keys only', () => {
    for (const b of ['p1:1', 'p10:10', 'p6:odd', 'gy:3', 'gy:19', 'gy:big', 'lh5:tiger'])
      expect(isPk10Bet(b), b).toBe(true)
    for (const b of [
      'p0:1',
      'p11:1',
      'p1:0',
      'p1:11',
      'p1:01',
      'gy:2',
      'gy:20',
      'gy:03',
      'lh6:dragon',
      'lh1:tie',
      'x',
      '',
    ])
      expect(isPk10Bet(b), b).toBe(false)
  })

  it('pays by the class odds, rounded down', () => {
    const d = [3, 9, 1, 2, 4, 5, 6, 7, 8, 10]
    expect(pk10Payout('p1:3', 100n, d)).toBe(970n)
    expect(pk10Payout('p2:3', 100n, d)).toBe(0n)
    expect(pk10Payout('gy:12', 100n, d)).toBe((100n * BigInt(PK10_ODDS.sum9)) / 100n)
    expect(pk10Payout('gy:big', 333n, d)).toBe((333n * BigInt(PK10_ODDS.sumBigEven)) / 100n)
    expect(pk10Payout('lh1:dragon', 100n, d)).toBe(0n) // 3 against 10
    expect(pk10Payout('lh2:dragon', 100n, d)).toBe(196n) // 9 against 8
  })

  it('counts opposite sides of one scope and dragon/tiger of one duel once', () => {
    expect(
      pk10NetExposure([
        { bet: 'p1:big', amount: 100 },
        { bet: 'p1:small', amount: 60 },
        { bet: 'gy:odd', amount: 50 },
        { bet: 'gy:even', amount: 50 },
        { bet: 'lh3:dragon', amount: 10 },
        { bet: 'lh3:tiger', amount: 10 },
        { bet: 'p2:small', amount: 7 },
      ]),
    ).toBe(47)
  })

  it('numbers issues from 0000001 every three minutes and closes bets 10 s before a draw', () => {
    const first = Date.parse('2024-01-01T00:03:00+08:00')
    expect(pk10Issue(first)).toBe('0000001')
    expect(pk10Issue(first + PK10_DRAW_SECONDS * 1000)).toBe('0000002')
    expect(pk10Issue(Date.parse('2025-01-01T00:00:00+08:00'))).toBe(String(366 * 480).padStart(7, '0'))
    expect(() => pk10Issue(first + 60_000)).toThrow(RangeError)
    const t = Date.parse('2025-06-01T12:01:30+08:00')
    expect(pk10NextDrawAt(t)).toBe(Date.parse('2025-06-01T12:03:00+08:00'))
    expect(pk10CloseWait(t)).toBe(0)
    expect(pk10CloseWait(Date.parse('2025-06-01T12:02:55+08:00'))).toBe(5050)
  })
})
