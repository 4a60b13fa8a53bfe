// 三公's rules (core/games/engines/sangong.ts, docs/sangong.md): the ways each bet wins, counted by
// rank (sangongCounts) and again over every pair of three-card hands of real cards, the odds and exact
// return of every bet within its stated edge and as docs/sangong.md prints them, the hand ranking on
// worked cases, the deal, the bet keys, turnover, and issue numbers and schedule.
import { randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cardLabel } from '../../core/games/engines/cards'
import {
  drawSangong,
  handOfRanks,
  isSangongBet,
  SANGONG_BETS,
  SANGONG_CLOSE_SECONDS,
  SANGONG_EDGE_BP,
  SANGONG_ODDS,
  SANGONG_TOTAL,
  SANGONG_WAYS,
  sangongCloseWait,
  sangongCounts,
  sangongIssue,
  sangongNetExposure,
  sangongNextDrawAt,
  sangongOddsOf,
  sangongResult,
  sangongRtp,
  sangongWins,
} from '../../core/games/engines/sangong'

const pct = (returned: number, staked: number) => `${((returned / staked) * 100).toFixed(4)}%`
/** A card from its rank (1 = A … 13 = K) and suit (0 ♦, 1 ♣, 2 ♥, 3 ♠). */
const C = (rank: number, suit = 0) => suit * 13 + rank - 1
/** A deal from 闲's and 庄's three cards (dealt alternately, 闲 first). */
const deal = (p: number[], b: number[]) => [p[0], b[0], p[1], b[1], p[2], b[2]]

describe('三公 exact chances', () => {
  it('the rank count gives the stated ways', () => {
    const n = sangongCounts()
    expect(n.total).toBe(SANGONG_TOTAL)
    for (const b of ['banker', 'player', 'tie', 'banker3', 'player3'] as const)
      expect(SANGONG_WAYS[b].win, b).toBe(n[b])
    expect(SANGONG_WAYS.banker.push).toBe(n.tie)
    expect(SANGONG_WAYS.player.push).toBe(n.tie)
    expect(n.banker + n.player + n.tie).toBe(n.total)
  })

  it('every pair of real three-card hands agrees (407 170 400 pairs)', () => {
    const lo: number[] = []
    const hi: number[] = []
    const key: number[] = []
    const sg: boolean[] = []
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++) {
          let l = 0
          let h = 0
          for (const x of [a, b, c])
            if (x < 26) l |= 1 << x
            else h |= 1 << (x - 26)
          const hand = handOfRanks([a, b, c].map((x) => (x % 13) + 1))
          lo.push(l)
          hi.push(h)
          key.push(hand.key)
          sg.push(hand.sangong)
        }
    const L = Int32Array.from(lo)
    const H = Int32Array.from(hi)
    const K = Int32Array.from(key)
    let total = 0
    let banker = 0
    let tie = 0
    let player3 = 0
    for (let i = 0; i < L.length; i++) {
      const [l, h, k] = [L[i], H[i], K[i]]
      let here = 0
      for (let j = 0; j < L.length; j++) {
        if ((L[j] & l) | (H[j] & h)) continue
        here++
        if (K[j] > k) banker++
        else if (K[j] === k) tie++
      }
      total += here
      if (sg[i]) player3 += here
    }
    expect([total, banker, tie, player3]).toEqual([
      SANGONG_TOTAL,
      SANGONG_WAYS.banker.win,
      SANGONG_WAYS.tie.win,
      SANGONG_WAYS.player3.win,
    ])
  }, 120_000)

  it('闲对子 over every ordered pair of 闲 first two cards', () => {
    let pairs = 0
    let all = 0
    for (let a = 0; a < 52; a++)
      for (let b = 0; b < 52; b++) {
        if (a === b) continue
        all++
        if (a % 13 === b % 13) pairs++
      }
    expect({ win: pairs, push: 0, total: all }).toEqual(SANGONG_WAYS.playerPair)
  })
})

describe('三公 odds and return', () => {
  it.each(
    SANGONG_BETS,
  )('%s: odds from the exact chance, return at most 1 - edge, less only by rounding', (bet) => {
    const w = SANGONG_WAYS[bet]
    expect(SANGONG_ODDS[bet]).toBe(sangongOddsOf(w, SANGONG_EDGE_BP[bet]))
    const { returned, staked, rtp } = sangongRtp(bet)
    expect(returned).toBe(w.win * SANGONG_ODDS[bet] + w.push * 100)
    expect(staked).toBe(100 * w.total)
    const target = 1 - SANGONG_EDGE_BP[bet] / 10_000
    expect(rtp).toBeLessThanOrEqual(target)
    // Odds are floored to the hundredth: at most 0.01 x p(win) of return is lost to it.
    expect(target - rtp).toBeLessThan(w.win / w.total / 100)
  })

  it('prints the exact figures of docs/sangong.md', () => {
    const doc = readFileSync(new URL('../../docs/sangong.md', import.meta.url), 'utf8')
    for (const bet of SANGONG_BETS) {
      const w = SANGONG_WAYS[bet]
      const { returned, staked } = sangongRtp(bet)
      const row = `| \`${bet}\` | ${w.win}/${w.total} | ${w.push}/${w.total} | ${(SANGONG_ODDS[bet] / 100).toFixed(2)} | ${SANGONG_EDGE_BP[bet] / 100}% | ${returned}/${staked} = ${pct(returned, staked)} |`
      expect(doc, row).toContain(row)
    }
  })
})

describe('三公 hand ranking', () => {
  const cases: [string, number[], number[], 'banker' | 'player' | 'tie'][] = [
    ['三公 beats 9 points', [13, 12, 11], [9, 10, 13], 'player'],
    ['9 points beats 8', [4, 5, 10], [8, 13, 12], 'player'],
    ['points are the sum mod 10 (7+8+9 = 4)', [7, 8, 9], [3, 10, 13], 'player'],
    ['10 is 0 points but not 公', [10, 10, 10], [11, 12, 13], 'banker'],
    ['equal points: more 公 wins', [5, 10, 13], [5, 12, 11], 'banker'],
    ['equal points and 公: the top card wins (K over Q)', [1, 2, 13], [1, 2, 12], 'player'],
    ['两个三公: the top card decides (KKK over QQJ)', [13, 13, 13], [12, 12, 11], 'player'],
    ['equal points, 公 and top card: 和', [3, 4, 12], [3, 4, 12], 'tie'],
    ['0 points with no 公 loses to 1 point', [10, 10, 10], [1, 10, 10], 'banker'],
  ]
  it.each(cases)('%s', (_, p, b, winner) => {
    const d = deal(
      p.map((r, i) => C(r, i % 2)),
      b.map((r, i) => C(r, 2 + (i % 2))),
    )
    expect(sangongResult(d).winner).toBe(winner)
  })

  it('三公 hands win their side bets whoever wins; 和 returns 庄 and 闲', () => {
    const d = deal([C(11), C(12), C(13)], [C(11, 1), C(13, 1), C(13, 2)])
    expect(sangongResult(d).winner).toBe('tie')
    expect(sangongWins('player3', d)).toBe('win')
    expect(sangongWins('banker3', d)).toBe('win')
    expect(sangongWins('tie', d)).toBe('win')
    expect(sangongWins('banker', d)).toBe('push')
    expect(sangongWins('player', d)).toBe('push')
    // 闲's first two cards (J, Q) are no pair; the pair reads dealing positions 1 and 3 only.
    expect(sangongWins('playerPair', d)).toBe('lose')
    expect(sangongWins('playerPair', deal([C(5), C(5, 3), C(1)], [C(2), C(3), C(4)]))).toBe('win')
    expect(sangongWins('playerPair', deal([C(5), C(1), C(5, 3)], [C(2), C(3), C(4)]))).toBe('lose')
  })
})

describe('三公 deal, bets and schedule', () => {
  it('deals six different cards, each card about as often first', () => {
    const src = { int: (n: number) => randomInt(n) }
    const first = new Array(52).fill(0)
    for (let i = 0; i < 26_000; i++) {
      const d = drawSangong(src)
      expect(new Set(d).size, d.map(cardLabel).join(' ')).toBe(6)
      first[d[0]]++
    }
    for (const n of first) expect(Math.abs(n - 500)).toBeLessThan(120)
  })

  it('accepts the documented keys only; 庄 and 闲 cover each other for turnover', () => {
    for (const b of SANGONG_BETS) expect(isSangongBet(b)).toBe(true)
    for (const b of ['Banker', 'pair', 'bankerPair', '', 'tie ']) expect(isSangongBet(b), b).toBe(false)
    expect(
      sangongNetExposure([
        { bet: 'banker', amount: 500 },
        { bet: 'player', amount: 300 },
        { bet: 'tie', amount: 100 },
      ]),
    ).toBe(300)
  })

  it('deals every 40 seconds, numbered by the Beijing day', () => {
    const midnight = Date.UTC(2024, 11, 31, 16, 0) // 2025-01-01 00:00 Beijing
    expect(sangongNextDrawAt(midnight)).toBe(midnight + 40_000)
    expect(sangongNextDrawAt(midnight + 39_999)).toBe(midnight + 40_000)
    expect(sangongIssue(midnight + 40_000)).toBe('SG20250101-0001')
    expect(sangongIssue(midnight + 86_400_000)).toBe('SG20250101-2160')
    expect(sangongIssue(midnight + 86_440_000)).toBe('SG20250102-0001')
    expect(() => sangongIssue(midnight + 1000)).toThrow(RangeError)
    const deal = midnight + 400_000
    expect(sangongCloseWait(deal - SANGONG_CLOSE_SECONDS * 1000 - 1)).toBe(0)
    expect(sangongCloseWait(deal - 1000)).toBe(1050)
  })
})
