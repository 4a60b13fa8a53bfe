// 炸金花 by the numbers, on the pure engine (no database). The exact return: every player hand (22,100)
// against every banker hand of the 49 cards left (18,424 each), counted by inclusion-exclusion over the
// sorted hand scores instead of 407 million comparisons; it must equal the documented ZJH_RTP. Then
// 10^6 rounds dealt on the real fair stream (fixed seeds, so reproducible), settled by the engine:
// within 0.5 pp of the exact value (one standard error is about 0.1 pp), every kind dealt as often as
// its combinatorial share, and a chi-square of the cards dealt.
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  drawZjh,
  evaluateZjh,
  settleZjh,
  ZJH_HANDS,
  ZJH_PAYTABLE,
  ZJH_RTP,
  type ZjhHandKind,
} from '../../core/games/engines/zhajinhua'
import { drawFairSync } from '../../core/games/fair'

const hmac = (key: string, msg: string) => new Uint8Array(createHmac('sha256', key).update(msg).digest())
const pct = (x: number) => `${(x * 100).toFixed(4)}%`
const ROUNDS = 1_000_000
const BANKER_HANDS = 18_424

/** Every three-card hand and a score lookup by any ordering of its cards. */
function allHands() {
  const score = new Int32Array(52 ** 3)
  const hands: { cards: number[]; kind: ZjhHandKind; score: number }[] = []
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        const h = evaluateZjh([a, b, c])
        for (const [x, y, z] of [
          [a, b, c],
          [a, c, b],
          [b, a, c],
          [b, c, a],
          [c, a, b],
          [c, b, a],
        ])
          score[x * 2704 + y * 52 + z] = h.score
        hands.push(h)
      }
  return { hands, score }
}

/** How many entries of a sorted array are below s. */
const below = (sorted: Int32Array, s: number) => {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const m = (lo + hi) >> 1
    if (sorted[m] < s) lo = m + 1
    else hi = m
  }
  return lo
}

/** Per player hand kind: how many (player, banker) deals the player wins, and the ties. */
function enumerate() {
  const { hands, score } = allHands()
  const all = Int32Array.from(hands.map((h) => h.score)).sort()
  const withCard = Array.from({ length: 52 }, (_, c) =>
    Int32Array.from(hands.filter((h) => h.cards.includes(c)).map((h) => h.score)).sort(),
  )
  // Hands holding both c and d with a score below s (the third card is any of the other 50).
  const withPair = (c: number, d: number, s: number) => {
    let n = 0
    for (let e = 0; e < 52; e++) if (e !== c && e !== d && score[c * 2704 + d * 52 + e] < s) n++
    return n
  }
  // Banker hands disjoint from `cards` scoring below s: all, minus those sharing a card (inclusion-
  // exclusion over the three cards; the hand itself never scores below its own score).
  const disjointBelow = (cards: number[], s: number) => {
    const [a, b, c] = cards
    return (
      below(all, s) -
      below(withCard[a], s) -
      below(withCard[b], s) -
      below(withCard[c], s) +
      withPair(a, b, s) +
      withPair(a, c, s) +
      withPair(b, c, s)
    )
  }
  const wins = Object.fromEntries(ZJH_HANDS.map((k) => [k, 0])) as Record<ZjhHandKind, number>
  const dealt = { ...wins }
  let ties = 0
  for (const h of hands) {
    const w = disjointBelow(h.cards, h.score)
    // At or below the score, less the hand itself (which is no banker hand).
    ties += disjointBelow(h.cards, h.score + 1) - 1 - w
    wins[h.kind] += w
    dealt[h.kind]++
  }
  return { wins, dealt, ties, deals: hands.length * BANKER_HANDS }
}

describe('炸金花 return', () => {
  it('is exactly the documented return by enumeration of every deal', () => {
    const { wins, dealt, ties, deals } = enumerate()
    expect(dealt).toEqual({
      high: 16440,
      pair: 3744,
      straight: 720,
      flush: 1096,
      straightFlush: 48,
      trips: 52,
    })
    const won = ZJH_HANDS.reduce((a, k) => a + wins[k], 0)
    // Player and banker hands are exchangeable: the player wins as often as the banker wins outright.
    expect(deals - won - ties).toBe(won)
    let paid = 0n
    for (const k of ZJH_HANDS) paid += BigInt(wins[k]) * BigInt(10_000 + ZJH_PAYTABLE[k])
    expect(paid).toBe(3_898_050_344_000n)
    expect(BigInt(deals) * 10_000n).toBe(4_071_704_000_000n)
    const rtp = Number(paid) / (deals * 10_000)
    console.log(
      `炸金花 exact return ${pct(rtp)}; player wins ${pct(won / deals)}, ties ${pct(ties / deals)}; ` +
        ZJH_HANDS.map((k) => `${k} wins ${pct(wins[k] / deals)}`).join(', '),
    )
    expect(Math.abs(rtp - ZJH_RTP)).toBeLessThan(1e-8)
  })

  it(`${ROUNDS} rounds on the fair stream: the return within 0.5 pp, kinds and cards as often as they should`, {
    timeout: 180_000,
  }, () => {
    const ANTE = 10_000n
    let paid = 0n
    const kinds = Object.fromEntries(ZJH_HANDS.map((k) => [k, 0])) as Record<ZjhHandKind, number>
    const cards = new Array<number>(52).fill(0)
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const deal = drawFairSync(
        hmac,
        { serverSeed: 'zjh-rtp-server-seed', clientSeed: 'sim', nonce },
        drawZjh,
      )
      paid += settleZjh(ANTE, deal).payout
      kinds[deal.player.kind]++
      for (const c of [...deal.player.cards, ...deal.banker.cards]) cards[c]++
    }
    const rtp = Number(paid) / Number(ANTE) / ROUNDS
    console.log(`炸金花 simulated return ${pct(rtp)} (exact ${pct(ZJH_RTP)}, ${ROUNDS} rounds)`)
    expect(Math.abs(rtp - ZJH_RTP)).toBeLessThan(0.005)
    // Each kind within five standard errors of its share of the 22,100 hands.
    const share = { high: 16440, pair: 3744, straight: 720, flush: 1096, straightFlush: 48, trips: 52 }
    for (const k of ZJH_HANDS) {
      const p = share[k] / 22_100
      expect(Math.abs(kinds[k] / ROUNDS - p), k).toBeLessThan(5 * Math.sqrt((p * (1 - p)) / ROUNDS))
    }
    const expected = (ROUNDS * 6) / 52
    const chi2 = cards.reduce((a, n) => a + (n - expected) ** 2 / expected, 0)
    console.log(`炸金花 card chi-square: ${chi2.toFixed(1)} (51 degrees of freedom)`)
    // The 99.9th percentile of chi-square with 51 degrees of freedom is 86.7.
    expect(chi2).toBeLessThan(86.7)
  })
})
