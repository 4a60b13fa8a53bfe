// 时时彩's rules (core/games/engines/ssc.ts, docs/ssc.md): the exact RTP of every bet type by
// enumerating all 100 000 draws, equal for every bet of a type, within the stated house edge and as
// printed in the rules page; the bet keys the server accepts; the issue numbers and the schedule.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  allSscDraws,
  isSscBet,
  SSC_EDGE_BP,
  SSC_ODDS,
  SSC_SAMPLE_BETS,
  type SscBetType,
  sscBetType,
  sscIssue,
  sscNetExposure,
  sscNextDrawAt,
  sscOdds,
  sscRtp,
  sscWins,
} from '../../core/games/engines/ssc'
import { BEIJING_OFFSET_MS } from '../../core/time'

const TYPES = Object.keys(SSC_EDGE_BP) as SscBetType[]
/** Every bet of a type with the same odds: one RTP stands for all (checked on the sets below). */
const SOME_OF: Record<SscBetType, string[]> = {
  digit: ['d1:0', 'd2:9', 'd5:4'],
  digitSide: ['d1:big', 'd4:small', 'd5:odd', 'd2:even'],
  sumSide: ['sum:big', 'sum:small', 'sum:odd', 'sum:even'],
  straight3: ['q3:000', 'h3:987'],
  group3: ['q3z3:001', 'h3z3:899'],
  group6: ['q3z6:012', 'h3z6:789'],
  dragonTiger: ['lh:dragon', 'lh:tiger'],
  tie: ['lh:tie'],
}
const pct = (x: number) => `${(x * 100).toFixed(4)}%`

describe('时时彩 RTP by enumeration of all 100 000 draws', () => {
  it.each(TYPES)('%s: every bet returns the same, at most 1 - edge and within 0.01 pp of it', (type) => {
    const rtps = SOME_OF[type].map((b) => sscRtp(b).rtp)
    for (const r of rtps) expect(r).toBe(rtps[0])
    const target = 1 - SSC_EDGE_BP[type] / 10_000
    expect(rtps[0]).toBeLessThanOrEqual(target)
    expect(target - rtps[0]).toBeLessThan(0.0001)
    expect(sscRtp(SSC_SAMPLE_BETS[type]).rtp).toBe(rtps[0])
  })

  it('prints the exact figures of docs/ssc.md', () => {
    const doc = readFileSync(new URL('../../docs/ssc.md', import.meta.url), 'utf8')
    for (const type of TYPES) {
      const { returned, staked, rtp } = sscRtp(SSC_SAMPLE_BETS[type])
      const row = `| \`${type}\` | ${(SSC_ODDS[type] / 100).toFixed(2)} | ${SSC_EDGE_BP[type] / 100}% | ${returned}/${staked} = ${pct(rtp)} |`
      expect(doc, row).toContain(row)
    }
  })

  it('sum big/small and dragon/tiger/tie split the draws as stated', () => {
    let big = 0
    let dragon = 0
    let tie = 0
    for (const d of allSscDraws()) {
      if (sscWins('sum:big', d)) big++
      if (sscWins('lh:dragon', d)) dragon++
      if (sscWins('lh:tie', d)) tie++
    }
    expect([big, dragon, tie]).toEqual([50_000, 45_000, 10_000])
  })
})

describe('时时彩 bets', () => {
  it('accepts the documented keys and nothing else', () => {
    for (const b of Object.values(SOME_OF).flat()) expect(isSscBet(b), b).toBe(true)
    for (const b of [
      'd0:1',
      'd6:1',
      'd1:10',
      'sum:7',
      'q3:12',
      'q3z6:321',
      'q3z6:112',
      'q3z3:123',
      'h3z3:111',
      'lh:x',
      'big',
      '',
    ])
      expect(isSscBet(b), b).toBe(false)
    expect(sscBetType('h3z6:019')).toBe('group6')
  })

  it('pays on the right digits: 前三 the first three, 后三 the last three, groups in any order', () => {
    const d = [1, 2, 3, 4, 5]
    expect(sscOdds('q3:123', d)).toBe(SSC_ODDS.straight3)
    expect(sscOdds('h3:345', d)).toBe(SSC_ODDS.straight3)
    expect(sscOdds('q3:321', d)).toBe(0)
    expect(sscOdds('q3z6:123', [3, 1, 2, 0, 0])).toBe(SSC_ODDS.group6)
    expect(sscOdds('h3z3:558', [0, 0, 5, 8, 5])).toBe(SSC_ODDS.group3)
    expect(sscOdds('lh:tiger', d)).toBe(SSC_ODDS.dragonTiger)
    expect(sscOdds('lh:dragon', [7, 0, 0, 0, 7])).toBe(0)
  })

  it('opposite sides of one position or of the sum cover each other in turnover', () => {
    expect(
      sscNetExposure([
        { bet: 'd1:big', amount: 150 },
        { bet: 'd1:small', amount: 100 },
        { bet: 'sum:odd', amount: 40 },
        { bet: 'd2:even', amount: 40 },
      ]),
    ).toBe(50 + 40 + 40)
  })
})

describe('时时彩 schedule', () => {
  it('draws on even minutes, numbered 001-720 per Beijing day', () => {
    const midnight = Date.UTC(2025, 0, 1) - BEIJING_OFFSET_MS
    expect(sscIssue(midnight + 120_000)).toBe('20250101-001')
    expect(sscIssue(midnight + 24 * 3600_000)).toBe('20250101-720')
    expect(sscNextDrawAt(midnight)).toBe(midnight + 120_000)
    expect(sscNextDrawAt(midnight + 119_999)).toBe(midnight + 120_000)
    expect(sscNextDrawAt(midnight + 120_000)).toBe(midnight + 240_000)
  })
})
