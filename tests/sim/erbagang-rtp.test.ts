// 二八杠 by the numbers, on the pure engine (no database). The exact return: every ordered deal of four
// tiles of the forty (40 × 39 × 38 × 37 = 2,193,360: the player's two, then the banker's two), settled
// by the engine; it must equal the documented EBG_RTP fraction. Then 200,000 rounds dealt on the real
// fair stream (fixed seeds, so reproducible): within 0.5 pp of the exact value (one standard error is
// about 0.22 pp), each hand kind as often as its share, and a chi-square of the tile faces dealt.
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  drawEbg,
  EBG_HANDS,
  EBG_RTP,
  EBG_RTP_DEN,
  EBG_RTP_NUM,
  type EbgHandKind,
  evaluateEbg,
  settleEbg,
  TILE_COUNT,
  tileFace,
} from '../../core/games/engines/erbagang'
import { drawFairSync } from '../../core/games/fair'

const hmac = (key: string, msg: string) => new Uint8Array(createHmac('sha256', key).update(msg).digest())
const pct = (x: number) => `${(x * 100).toFixed(4)}%`
const ROUNDS = 200_000
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b))
const zero = () => Object.fromEntries(EBG_HANDS.map((k) => [k, 0])) as Record<EbgHandKind, number>

/** Every ordered deal: what the player is paid on an ante of 1 (in cents of 100), wins, ties. */
function enumerate() {
  const face = Array.from({ length: TILE_COUNT }, (_, i) => tileFace(i))
  const ANTE = 100n
  let paid = 0n
  let deals = 0
  let ties = 0
  let lost = 0
  const wins = zero()
  const hands = zero()
  for (let a = 0; a < TILE_COUNT; a++)
    for (let b = 0; b < TILE_COUNT; b++) {
      if (b === a) continue
      const player = evaluateEbg([face[a], face[b]])
      hands[player.kind]++
      for (let c = 0; c < TILE_COUNT; c++) {
        if (c === a || c === b) continue
        for (let d = 0; d < TILE_COUNT; d++) {
          if (d === a || d === b || d === c) continue
          const banker = evaluateEbg([face[c], face[d]])
          const tie = player.score === banker.score
          const winner = player.score > banker.score ? 'player' : 'banker'
          paid += settleEbg(ANTE, { player, banker, winner, tie }).payout
          deals++
          if (tie) ties++
          else if (winner === 'player') wins[player.kind]++
          else lost++
        }
      }
    }
  return { paid, deals, ties, lost, wins, hands, staked: ANTE * BigInt(deals) }
}

describe('二八杠 return', () => {
  it('is exactly the documented return by enumeration of every deal', () => {
    const { paid, deals, ties, lost, wins, hands, staked } = enumerate()
    expect(deals).toBe(2_193_360)
    // Ordered two-tile hands of 1,560: 白板对 12, 对子 108, 二八杠 32, 鳖十 96, points 1,312.
    expect(hands).toEqual({ whitePair: 12, pair: 108, erba: 32, zero: 96, points: 1312 })
    const won = EBG_HANDS.reduce((a, k) => a + wins[k], 0)
    // Player and banker hands are exchangeable: the player wins as often as the banker wins outright.
    expect([won, lost, ties]).toEqual([1_080_528, 1_080_528, 32_304])
    const g = gcd(paid, staked)
    expect([paid / g, staked / g]).toEqual([BigInt(EBG_RTP_NUM), BigInt(EBG_RTP_DEN)])
    const rtp = Number(paid) / Number(staked)
    console.log(
      `二八杠 exact return ${pct(rtp)}; player wins ${pct(won / deals)}, ties ${pct(ties / deals)}; ` +
        EBG_HANDS.map((k) => `${k} wins ${pct(wins[k] / deals)}`).join(', '),
    )
    expect(Math.abs(rtp - EBG_RTP)).toBeLessThan(1e-8)
  })

  it(`${ROUNDS} rounds on the fair stream: the return within 0.5 pp, kinds and tiles as often as they should`, {
    timeout: 120_000,
  }, () => {
    const ANTE = 10_000n
    let paid = 0n
    const kinds = zero()
    const faces = new Array<number>(10).fill(0)
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const deal = drawFairSync(
        hmac,
        { serverSeed: 'ebg-rtp-server-seed', clientSeed: 'sim', nonce },
        drawEbg,
      )
      paid += settleEbg(ANTE, deal).payout
      kinds[deal.player.kind]++
      for (const t of [...deal.player.tiles, ...deal.banker.tiles]) faces[t]++
    }
    const rtp = Number(paid) / (ROUNDS * Number(ANTE))
    console.log(`二八杠 ${ROUNDS} fair-stream rounds: return ${pct(rtp)}`)
    expect(Math.abs(rtp - EBG_RTP)).toBeLessThan(0.005)
    // Each kind within 5 standard errors of its share of the 1,560 ordered hands.
    const share = { whitePair: 12, pair: 108, erba: 32, zero: 96, points: 1312 }
    for (const k of EBG_HANDS) {
      const p = share[k] / 1560
      expect(Math.abs(kinds[k] - ROUNDS * p), k).toBeLessThan(5 * Math.sqrt(ROUNDS * p * (1 - p)))
    }
    // Every face is 4 of 40 tiles: a chi-square over the ten faces (9 d.f.; 0.1 % critical value 27.9).
    const expected = (ROUNDS * 4) / 10
    const chi = faces.reduce((a, n) => a + (n - expected) ** 2 / expected, 0)
    console.log(`tile faces chi-square ${chi.toFixed(2)} (9 d.f.)`)
    expect(chi).toBeLessThan(27.9)
  })
})
