// 抢庄牛牛's rules and return (docs/qiangzhuang.md). The exact figures come from
// scripts/qiangzhuang-edge.ts (minutes of exact combinatorics); this test ties them to the engine:
// the chance of banking for each grab, enumerated exactly over the computer seats' grabs and the tie
// order with the engine's own banker rule, is the one the script's exposures use; the deal's draws
// follow the stated weights; and 300,000 simulated rounds of the cautious strategy (不抢, bet ×1) land
// within 4 standard errors of its exact expected result, and the boldest strategy's rounds return its
// valid bet at the exact 97.5 % every strategy returns (the player chooses before seeing a card, so no
// choice can follow the cards). Every documented strategy expects a loss.
import { describe, expect, it } from 'vitest'
import {
  bankerOf,
  drawQz,
  QZ_BEST_PER_ANTE,
  QZ_BOLD_PER_ANTE,
  QZ_CAUTIOUS_PER_ANTE,
  QZ_COMMISSION_BP,
  QZ_GRABS,
  QZ_RETURN_BP,
  QZ_SEAT_GRAB_WEIGHTS,
  type QzDeal,
  type QzGrab,
  settleQz,
} from '../../core/games/engines/qiangzhuang'

const src = { int: (n: number) => Math.floor(Math.random() * n) }
const PERMS: number[][] = []
const permute = (p: number[], rest: number[]) => {
  if (!rest.length) PERMS.push(p)
  for (const [i, r] of rest.entries())
    permute(
      [...p, r],
      rest.filter((_, j) => j !== i),
    )
}
permute([], [0, 1, 2, 3])

describe('抢庄牛牛 rules and return', () => {
  it('banks with the exact chance the return is computed with', () => {
    // P(player banks | grab), as the script's exposures X(g) = bank / 240000 imply them
    // (bank = P × max(g, 1) × 3 seats × E[seat bet] 2.1 × 240000).
    const documented = [24_192 / 1_512_000, 270_270 / 1_512_000, 1_572_480 / 3_024_000, 3_899_826 / 4_536_000]
    const w = QZ_SEAT_GRAB_WEIGHTS
    for (const g of QZ_GRABS) {
      let p = 0
      for (let a = 0; a < 4; a++)
        for (let b = 0; b < 4; b++)
          for (let c = 0; c < 4; c++)
            for (const order of PERMS) {
              const deal = { cards: [], grabs: [a, b, c], bets: [1, 1, 1], order } as unknown as QzDeal
              if (bankerOf(deal, g).seat === 0) p += (w[a] * w[b] * w[c]) / 1000 / 24
            }
      expect(p).toBeCloseTo(documented[g], 12)
    }
  })

  it('draws the computer seats at the stated weights and every tie order alike', () => {
    const n = 100_000
    const grabs = [0, 0, 0, 0]
    const firsts = [0, 0, 0, 0]
    for (let i = 0; i < n; i++) {
      const d = drawQz(src)
      grabs[d.grabs[0]]++
      firsts[d.order[0]]++
      expect(new Set(d.cards).size).toBe(20)
    }
    // Weights 4:3:2:1 of 10 and a uniform first seat, each within 5 standard errors.
    for (const [i, x] of grabs.entries()) {
      const p = QZ_SEAT_GRAB_WEIGHTS[i] / 10
      expect(Math.abs(x / n - p)).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / n))
    }
    for (const x of firsts) expect(Math.abs(x / n - 0.25)).toBeLessThan(5 * Math.sqrt(0.1875 / n))
  })

  it('the cautious strategy expects its exact result; every documented strategy loses', () => {
    const n = 300_000
    let sum = 0
    let sq = 0
    for (let i = 0; i < n; i++) {
      const net = Number(settleQz(100n, drawQz(src), 0 as QzGrab, 1).net) / 100
      sum += net
      sq += net * net
    }
    const mean = sum / n
    const se = Math.sqrt((sq / n - mean * mean) / n)
    expect(Math.abs(mean - QZ_CAUTIOUS_PER_ANTE), `mean ${mean}, se ${se}`).toBeLessThan(4 * se)
    // With no card seen, the best strategy is the least exposure: always 不抢 with ×1.
    expect(QZ_BEST_PER_ANTE).toBe(QZ_CAUTIOUS_PER_ANTE)
    expect(QZ_BEST_PER_ANTE).toBeLessThan(0)
    expect(QZ_BOLD_PER_ANTE).toBeLessThan(QZ_CAUTIOUS_PER_ANTE)
  })

  it('every strategy returns 1 − commission / 2 of its valid bet: the boldest within 4 standard errors', () => {
    expect(QZ_RETURN_BP).toBe(10_000 - QZ_COMMISSION_BP / 2)
    const n = 200_000
    let net = 0
    let sq = 0
    let valid = 0
    const xs: number[] = []
    for (let i = 0; i < n; i++) {
      const s = settleQz(100n, drawQz(src), 3 as QzGrab, 5)
      net += Number(s.net)
      sq += (Number(s.net) / 100) ** 2
      valid += Number(s.valid)
      xs.push(Number(s.net) + (1 - QZ_RETURN_BP / 10_000) * Number(s.valid))
    }
    const perAnte = net / n / 100
    const seAnte = Math.sqrt((sq / n - perAnte ** 2) / n)
    expect(Math.abs(perAnte - QZ_BOLD_PER_ANTE), `per ante ${perAnte}, se ${seAnte}`).toBeLessThan(4 * seAnte)
    // The ratio estimate's error: the spread of net − (r − 1)·valid per round, over the mean valid bet.
    const mean = xs.reduce((a, b) => a + b, 0) / n
    const sd = Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / n)
    const se = sd / Math.sqrt(n) / (valid / n)
    expect(Math.abs(1 + net / valid - QZ_RETURN_BP / 10_000), `return ${1 + net / valid}`).toBeLessThan(
      4 * se,
    )
  })
})
