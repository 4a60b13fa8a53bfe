// Dragon-tiger by the numbers, on the pure engine (no database). The return of every bet is computed
// exactly: every ordered pair of the 52 card kinds, weighted by how many ways an 8-deck shoe deals it,
// paid by the engine's own payout function, must equal the closed form (docs/dragon-tiger.md) and the
// figure the rules page shows. Then shoes shuffled on the real fair stream (fixed seeds) are dealt
// round by round: the burn and the cut card as stated, and the observed tie rate and dragon return
// within four standard errors of the exact values.
import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  DT_BETS,
  DT_CUT_CARD,
  DT_RTP,
  type DtBet,
  dealDtShoe,
  dtPayout,
  dtPoint,
  dtWinner,
  exactDtReturn,
  isOdd,
  isRed,
} from '../../core/games/engines/dragontiger'
import { firstHandPosition, parseCard, SHOE_CARDS, shuffleShoe } from '../../core/games/engines/shoe'
import { streamSourceSync } from '../../core/games/fair'

const hmac = (key: string, msg: string) => new Uint8Array(createHmac('sha256', key).update(msg).digest())

/** The closed forms: a tie is 31/415 (same rank: 31 of the 415 cards left); odd ranks are 7 of 13. */
const EXACT: Record<DtBet, [bigint, bigint]> = {
  dragon: [799n, 830n], // 1 - (31/415) / 2: a tie gives half back
  tiger: [799n, 830n],
  tie: [279n, 415n], // 9 × 31/415
  dragon_odd: [49n, 52n], // 7/13 × 1.75
  dragon_even: [123n, 130n], // 6/13 × 2.05
  dragon_red: [19n, 20n], // 1/2 × 1.9
  dragon_black: [19n, 20n],
  tiger_odd: [49n, 52n],
  tiger_even: [123n, 130n],
  tiger_red: [19n, 20n],
  tiger_black: [19n, 20n],
}

describe('dragon-tiger rules', () => {
  it('pays 1:1, 8:1 and loses half of dragon and tiger on a tie, rounded down to the cent', () => {
    const r = (d: string, t: string) => ({
      dragon: parseCard(d),
      tiger: parseCard(t),
      winner: dtWinner(parseCard(d), parseCard(t)),
    })
    expect(dtPayout('dragon', 1_000n, r('KS', 'QH'))).toBe(2_000n)
    expect(dtPayout('tiger', 1_000n, r('KS', 'QH'))).toBe(0n)
    expect(dtPayout('dragon', 1_001n, r('7S', '7D'))).toBe(500n)
    expect(dtPayout('tiger', 1_000n, r('7S', '7D'))).toBe(500n)
    expect(dtPayout('tie', 1_000n, r('7S', '7D'))).toBe(9_000n)
    expect(dtPayout('tie', 1_000n, r('AS', '2D'))).toBe(0n)
    expect(dtPoint(parseCard('AS'))).toBe(1)
    expect(dtPoint(parseCard('KD'))).toBe(13)
    // Dragon's ace loses to tiger's two: A is low.
    expect(r('AS', '2D').winner).toBe('tiger')
    // Side bets look at one card: K♥ is odd and red (1.75 and 1.9 back), Q♠ even and black.
    expect(isOdd(parseCard('KH')) && isRed(parseCard('KH'))).toBe(true)
    expect(dtPayout('dragon_odd', 1_000n, r('KH', 'QS'))).toBe(1_750n)
    expect(dtPayout('dragon_red', 1_000n, r('KH', 'QS'))).toBe(1_900n)
    expect(dtPayout('tiger_even', 1_000n, r('KH', 'QS'))).toBe(2_050n)
    expect(dtPayout('tiger_black', 1_000n, r('KH', 'QS'))).toBe(1_900n)
    expect(dtPayout('tiger_red', 1_000n, r('KH', 'QS'))).toBe(0n)
    expect(() => dtPayout('banker', 1_000n, r('KH', 'QS'))).toThrow(RangeError)
  })

  it.each(
    DT_BETS,
  )('%s: the exact return by enumeration is the closed form and the published figure', (bet) => {
    const { num, den } = exactDtReturn(bet)
    const [n, d] = EXACT[bet]
    expect(num * d).toBe(n * den)
    expect(Math.abs(Number(n) / Number(d) - DT_RTP[bet])).toBeLessThan(5e-7)
  })

  it('deals shoes from the fair stream: burn, two cards a round, the cut card at half the shoe', () => {
    let rounds = 0
    let ties = 0
    let dragonBack = 0n
    for (let s = 0; s < 300; s++) {
      const cards = shuffleShoe(
        streamSourceSync(hmac, { serverSeed: `dt-sim-${s}`, clientSeed: 'rules', nonce: 0 }),
      )
      expect(cards).toHaveLength(SHOE_CARDS)
      const dealt = dealDtShoe(cards)
      const first = firstHandPosition(cards)
      expect(dealt.length).toBe(Math.ceil((DT_CUT_CARD - first) / 2))
      expect(dealt[0]).toMatchObject({ dragon: cards[first], tiger: cards[first + 1] })
      rounds += dealt.length
      for (const r of dealt) {
        if (r.winner === 'tie') ties++
        dragonBack += dtPayout('dragon', 100n, r)
      }
    }
    const pTie = 31 / 415
    const se = Math.sqrt((pTie * (1 - pTie)) / rounds)
    expect(Math.abs(ties / rounds - pTie)).toBeLessThan(4 * se)
    // A dragon bet returns 2, 0.5 or 0: its standard deviation is under 1.
    expect(Math.abs(Number(dragonBack) / 100 / rounds - 799 / 830)).toBeLessThan(4 / Math.sqrt(rounds))
  })
})
