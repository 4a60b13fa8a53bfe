// Baccarat (百家乐, punto banco) dealt from a shared 8-deck shoe. Pure: the server deals with it, the
// verifier page re-deals a revealed shoe with it, the simulations measure it. docs/fairness.md
// (Baccarat) describes the shoe, its commitment and the players' part in its shuffle.
//
// The shoe, its cards and its burn are shared with dragon-tiger (engines/shoe.ts). Hands are dealt
// player, banker, player, banker, then the third cards by the standard tableau; the cut card lies 14
// cards from the end, and no hand starts past it.
import { cardCode, cardRank, DECKS, firstHandPosition, SHOE_CARDS, shoeReader } from './shoe'

export {
  cardCode,
  cardRank,
  cardSuit,
  DECKS,
  firstHandPosition,
  parseCard,
  parseShoe,
  SHOE_CARDS,
  shoeCombinedSeed,
  shoeDefaultSeed,
  shoeSeedMaterial,
  shoeText,
  shuffleShoe,
} from './shoe'

/** The cut card: a hand starts only while fewer than this many cards have left the shoe. */
export const CUT_CARD = SHOE_CARDS - 14

/** Baccarat value: A = 1, 2-9 face value, 10/J/Q/K = 0. */
export const cardPoint = (c: number) => (c % 13 < 9 ? (c % 13) + 1 : 0)

export const handTotal = (cards: readonly number[]) => cards.reduce((a, c) => a + cardPoint(c), 0) % 10

/** The player draws a third card on 0-5 (stands on 6-7; 8-9 are naturals, dealt with before). */
export const playerDraws = (total: number) => total <= 5

/**
 * Does the banker draw? `playerThird` is the point of the player's third card, or null when the
 * player stood (the banker then draws on 0-5 like the player).
 */
export function bankerDraws(total: number, playerThird: number | null): boolean {
  if (playerThird === null) return total <= 5
  switch (total) {
    case 0:
    case 1:
    case 2:
      return true
    case 3:
      return playerThird !== 8
    case 4:
      return playerThird >= 2 && playerThird <= 7
    case 5:
      return playerThird >= 4 && playerThird <= 7
    case 6:
      return playerThird === 6 || playerThird === 7
    default:
      return false
  }
}

export type Winner = 'player' | 'banker' | 'tie'
export type Hand = {
  player: number[]
  banker: number[]
  playerTotal: number
  bankerTotal: number
  winner: Winner
  playerPair: boolean
  bankerPair: boolean
  natural: boolean
}

/** The hand the cards `draw()` gives, in dealing order. */
export function playHand(draw: () => number): Hand {
  const player = [draw()]
  const banker = [draw()]
  player.push(draw())
  banker.push(draw())
  let p = handTotal(player)
  let b = handTotal(banker)
  const natural = p >= 8 || b >= 8
  if (!natural) {
    let third: number | null = null
    if (playerDraws(p)) {
      const c = draw()
      player.push(c)
      third = cardPoint(c)
      p = handTotal(player)
    }
    if (bankerDraws(b, third)) {
      banker.push(draw())
      b = handTotal(banker)
    }
  }
  return {
    player,
    banker,
    playerTotal: p,
    bankerTotal: b,
    winner: p > b ? 'player' : b > p ? 'banker' : 'tie',
    playerPair: cardRank(player[0]) === cardRank(player[1]),
    bankerPair: cardRank(banker[0]) === cardRank(banker[1]),
    natural,
  }
}

/** The recorded form of a hand (the table's round result, what the verifier compares). */
export const handRecord = (h: Hand) => ({
  player: h.player.map(cardCode),
  banker: h.banker.map(cardCode),
  player_total: h.playerTotal,
  banker_total: h.bankerTotal,
  winner: h.winner,
  player_pair: h.playerPair,
  banker_pair: h.bankerPair,
  natural: h.natural,
})
export type HandRecord = ReturnType<typeof handRecord>

/** Deal the hand starting at `pos`; returns it and the position of the next card. */
export function dealHand(cards: readonly number[], pos: number): { hand: Hand; next: number } {
  const reader = shoeReader(cards, pos)
  const hand = playHand(reader.draw)
  return { hand, next: reader.at() }
}

/** Can another hand start at `pos`? (the cut card has not come out) */
export const handFits = (pos: number) => pos < CUT_CARD

/** Every hand of a shoe, from the burn to the cut card. */
export function dealShoe(cards: readonly number[]): Hand[] {
  const hands: Hand[] = []
  for (let pos = firstHandPosition(cards); handFits(pos); ) {
    const { hand, next } = dealHand(cards, pos)
    hands.push(hand)
    pos = next
  }
  return hands
}

// --- bets -----------------------------------------------------------------------------------------

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const
export type BaccaratBet = (typeof BACCARAT_BETS)[number]
export const isBaccaratBet = (k: string): k is BaccaratBet => (BACCARAT_BETS as readonly string[]).includes(k)

/** Odds (winnings per 1 staked): banker 0.95 after the 5% commission. */
export const BACCARAT_ODDS: Record<BaccaratBet, number> = {
  player: 1,
  banker: 0.95,
  tie: 8,
  player_pair: 11,
  banker_pair: 11,
}

/**
 * What a stake (bigint cents) on `bet` returns on `hand`, stake included, in cents. A tie returns player
 * and banker bets (a push); banker winnings are 95% of the stake rounded down to the cent.
 */
export function baccaratPayout(bet: BaccaratBet | string, stake: bigint, hand: Hand): bigint {
  switch (bet) {
    case 'player':
      return hand.winner === 'player' ? stake * 2n : hand.winner === 'tie' ? stake : 0n
    case 'banker':
      return hand.winner === 'banker' ? stake + (stake * 95n) / 100n : hand.winner === 'tie' ? stake : 0n
    case 'tie':
      return hand.winner === 'tie' ? stake * 9n : 0n
    case 'player_pair':
      return hand.playerPair ? stake * 12n : 0n
    case 'banker_pair':
      return hand.bankerPair ? stake * 12n : 0n
    default:
      throw new RangeError(`unknown baccarat bet ${bet}`)
  }
}

/** A bet returned on a tie (player/banker) was no wager: it does not count as a valid bet (洗码). */
export const isPush = (bet: string, hand: Hand) =>
  hand.winner === 'tie' && (bet === 'player' || bet === 'banker')

/** The published return to player of each bet, 8 decks (percent of the stake). */
export const BACCARAT_RTP: Record<BaccaratBet, number> = {
  banker: 0.98942,
  player: 0.98765,
  tie: 0.8564,
  player_pair: 0.89639,
  banker_pair: 0.89639,
}

/**
 * Exact probabilities of a banker win, player win and tie for the first hand of a fresh 8-deck shoe,
 * by enumerating every card sequence by value with the cards removed as they are dealt, through the
 * same drawing rules the dealer uses (playerDraws, bankerDraws).
 */
export function exactOutcomeProbabilities(): Record<Winner, number> {
  const counts = [16 * DECKS, ...Array.from({ length: 9 }, () => 4 * DECKS)] // by value 0-9
  const out = { player: 0, banker: 0, tie: 0 }
  let left = SHOE_CARDS
  // Recursive draw with removal: each step takes one value with weight count/left.
  const take = (fn: (v: number, w: number) => void) => {
    for (let v = 0; v < 10; v++) {
      if (!counts[v]) continue
      const w = counts[v] / left
      counts[v]--
      left--
      fn(v, w)
      counts[v]++
      left++
    }
  }
  const finish = (p: number, b: number, w: number) => {
    out[p > b ? 'player' : b > p ? 'banker' : 'tie'] += w
  }
  take((p1, w1) =>
    take((b1, w2) =>
      take((p2, w3) =>
        take((b2, w4) => {
          const w = w1 * w2 * w3 * w4
          const p = (p1 + p2) % 10
          const b = (b1 + b2) % 10
          if (p >= 8 || b >= 8) return finish(p, b, w)
          if (playerDraws(p)) {
            take((p3, w5) => {
              const pt = (p + p3) % 10
              if (bankerDraws(b, p3)) take((b3, w6) => finish(pt, (b + b3) % 10, w * w5 * w6))
              else finish(pt, b, w * w5)
            })
          } else if (bankerDraws(b, null)) take((b3, w6) => finish(p, (b + b3) % 10, w * w6))
          else finish(p, b, w)
        }),
      ),
    ),
  )
  return out
}

/** Probability that the first two cards of a side are a pair (same rank), 8 decks: 31/415. */
export const PAIR_PROBABILITY = (4 * DECKS - 1) / (SHOE_CARDS - 1)
