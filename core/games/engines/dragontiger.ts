// Dragon-tiger (龙虎) dealt from the shared 8-deck shoe (engines/shoe.ts). Pure: the server deals with
// it, the verifier re-deals a revealed shoe with it, the tests compute its exact return. The rules and
// the figures are in docs/dragon-tiger.md.
//
// A round is two cards: the first to 龙 (dragon), the second to 虎 (tiger). The higher rank wins, A low
// and K high, suits never count; equal ranks are a tie (和). The shoe's first card is turned and burns
// as in baccarat; the cut card lies in the middle of the shoe, so a shoe holds about a hundred rounds.
import { cardCode, cardRank, cardSuit, firstHandPosition, SHOE_CARDS, shoeReader } from './shoe'

/** No round starts once this many cards have left the shoe (half of it). */
export const DT_CUT_CARD = SHOE_CARDS / 2

/** A card's rank for the comparison: A = 1 … K = 13. */
export const dtPoint = (c: number) => cardRank(c) + 1
/** Hearts and diamonds are red (suits 1 and 3). */
export const isRed = (c: number) => cardSuit(c) % 2 === 1
/** Odd ranks: A 3 5 7 9 J K (seven of the thirteen). */
export const isOdd = (c: number) => dtPoint(c) % 2 === 1

export type DtWinner = 'dragon' | 'tiger' | 'tie'
export type DtRound = { dragon: number; tiger: number; winner: DtWinner }

export const dtWinner = (dragon: number, tiger: number): DtWinner =>
  dtPoint(dragon) > dtPoint(tiger) ? 'dragon' : dtPoint(tiger) > dtPoint(dragon) ? 'tiger' : 'tie'

/** The round the cards `draw()` gives: dragon first, then tiger. */
export function playDtRound(draw: () => number): DtRound {
  const dragon = draw()
  const tiger = draw()
  return { dragon, tiger, winner: dtWinner(dragon, tiger) }
}

/** The recorded form of a round (the table's result, what the verifier compares). */
export const dtRecord = (r: DtRound) => ({
  dragon: cardCode(r.dragon),
  tiger: cardCode(r.tiger),
  dragon_point: dtPoint(r.dragon),
  tiger_point: dtPoint(r.tiger),
  winner: r.winner,
})
export type DtRecord = ReturnType<typeof dtRecord>

/** Deal the round starting at `pos`; returns it and the position of the next card. */
export function dealDtRound(cards: readonly number[], pos: number): { round: DtRound; next: number } {
  const reader = shoeReader(cards, pos)
  const round = playDtRound(reader.draw)
  return { round, next: reader.at() }
}

/** Can another round start at `pos`? (the cut card has not come out) */
export const dtRoundFits = (pos: number) => pos < DT_CUT_CARD

/** Every round of a shoe, from the burn to the cut card. */
export function dealDtShoe(cards: readonly number[]): DtRound[] {
  const rounds: DtRound[] = []
  for (let pos = firstHandPosition(cards); dtRoundFits(pos); ) {
    const { round, next } = dealDtRound(cards, pos)
    rounds.push(round)
    pos = next
  }
  return rounds
}

// --- bets -----------------------------------------------------------------------------------------

export const DT_MAIN_BETS = ['dragon', 'tie', 'tiger'] as const
export const DT_SIDE_BETS = [
  'dragon_odd',
  'dragon_even',
  'dragon_red',
  'dragon_black',
  'tiger_odd',
  'tiger_even',
  'tiger_red',
  'tiger_black',
] as const
export const DT_BETS = [...DT_MAIN_BETS, ...DT_SIDE_BETS] as const
export type DtBet = (typeof DT_BETS)[number]
export const isDtBet = (k: string): k is DtBet => (DT_BETS as readonly string[]).includes(k)

/** Winnings per 100 staked (1:1 is 100, 0.75:1 is 75). */
export const DT_ODDS: Record<DtBet, number> = {
  dragon: 100,
  tiger: 100,
  tie: 800,
  dragon_odd: 75,
  dragon_even: 105,
  dragon_red: 90,
  dragon_black: 90,
  tiger_odd: 75,
  tiger_even: 105,
  tiger_red: 90,
  tiger_black: 90,
}

/** Does a side bet (`dragon_red`, `tiger_odd`, …) win on `round`? */
function sideWins(bet: string, round: DtRound) {
  const [side, kind] = bet.split('_')
  const card = side === 'dragon' ? round.dragon : round.tiger
  switch (kind) {
    case 'odd':
      return isOdd(card)
    case 'even':
      return !isOdd(card)
    case 'red':
      return isRed(card)
    default:
      return !isRed(card)
  }
}

/**
 * What a stake (bigint cents) on `bet` returns on `round`, stake included, in cents: a win returns the
 * stake and its winnings (rounded down to the cent). On a tie a dragon or tiger bet loses half: half
 * its stake comes back (rounded down to the cent).
 */
export function dtPayout(bet: DtBet | string, stake: bigint, round: DtRound): bigint {
  if (!isDtBet(bet)) throw new RangeError(`unknown dragon-tiger bet ${bet}`)
  const win = stake + (stake * BigInt(DT_ODDS[bet])) / 100n
  if (bet === 'dragon' || bet === 'tiger')
    return round.winner === bet ? win : round.winner === 'tie' ? stake / 2n : 0n
  if (bet === 'tie') return round.winner === 'tie' ? win : 0n
  return sideWins(bet, round) ? win : 0n
}

/** The return to player of each bet, 8 decks (exact values: docs/dragon-tiger.md, checked by a test). */
export const DT_RTP: Record<DtBet, number> = {
  dragon: 0.962651,
  tiger: 0.962651,
  tie: 0.672289,
  dragon_odd: 0.942308,
  dragon_even: 0.946154,
  dragon_red: 0.95,
  dragon_black: 0.95,
  tiger_odd: 0.942308,
  tiger_even: 0.946154,
  tiger_red: 0.95,
  tiger_black: 0.95,
}

/**
 * The exact return of `bet` for two cards from a full 8-deck shoe, as a fraction: every ordered pair of
 * the 52 card kinds weighted by how many ways the shoe deals it (8 × 8, or 8 × 7 for the same card),
 * paid by dtPayout on a stake of 100 cents. Each round's two cards have exactly this distribution,
 * wherever in the shoe they lie (docs/dragon-tiger.md).
 */
export function exactDtReturn(bet: DtBet): { num: bigint; den: bigint } {
  const per = BigInt(SHOE_CARDS / 52)
  let num = 0n
  for (let d = 0; d < 52; d++)
    for (let t = 0; t < 52; t++) {
      const ways = per * (d === t ? per - 1n : per)
      num += ways * dtPayout(bet, 100n, { dragon: d, tiger: t, winner: dtWinner(d, t) })
    }
  return { num, den: BigInt(SHOE_CARDS) * BigInt(SHOE_CARDS - 1) * 100n }
}
