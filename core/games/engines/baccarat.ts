// Baccarat (百家乐, punto banco) dealt from a shared 8-deck shoe. Pure: the server deals with it, the
// verifier page re-deals a revealed shoe with it, the simulations measure it. docs/fairness.md
// (Baccarat) describes the shoe, its commitment and the players' part in its shuffle.
//
// Cards are numbers 0-51: rank = c % 13 (0 = A, 1 = 2, …, 9 = 10, 10 = J, 11 = Q, 12 = K), suit =
// floor(c / 13) (0 ♠, 1 ♥, 2 ♣, 3 ♦). A shoe is the 416 cards of 8 decks in the order Fisher-Yates
// leaves them on the fair stream. Dealing: the first card is turned and as many cards as its value
// (A = 1, 10/J/Q/K = 10) are burnt; hands are dealt player, banker, player, banker, then the third
// cards by the standard tableau; the cut card lies 14 cards from the end, and no hand starts past it.
import type { RandomSource } from '../fair'

export const DECKS = 8
export const SHOE_CARDS = DECKS * 52
/** The cut card: a hand starts only while fewer than this many cards have left the shoe. */
export const CUT_CARD = SHOE_CARDS - 14

const RANKS = 'A23456789TJQK'
const SUITS = 'SHCD'
export const cardRank = (c: number) => c % 13
export const cardSuit = (c: number) => Math.floor(c / 13)
/** Baccarat value: A = 1, 2-9 face value, 10/J/Q/K = 0. */
export const cardPoint = (c: number) => (c % 13 < 9 ? (c % 13) + 1 : 0)
/** Two characters: rank (T for 10) and suit, e.g. "TD", "AS". */
export const cardCode = (c: number) => RANKS[c % 13] + SUITS[Math.floor(c / 13)]
export function parseCard(code: string): number {
  const r = RANKS.indexOf(code[0])
  const s = SUITS.indexOf(code[1])
  if (code.length !== 2 || r < 0 || s < 0) throw new RangeError(`not a card: ${code}`)
  return s * 13 + r
}

/**
 * Shuffle the 8 decks (in order: deck by deck, each ♠A…♠K ♥A… ♣A… ♦A…K) with Fisher-Yates from the
 * last position down: position i swaps with src.int(i + 1).
 */
export function shuffleShoe(src: RandomSource): number[] {
  const cards = Array.from({ length: SHOE_CARDS }, (_, i) => i % 52)
  for (let i = SHOE_CARDS - 1; i > 0; i--) {
    const j = src.int(i + 1)
    const t = cards[i]
    cards[i] = cards[j]
    cards[j] = t
  }
  return cards
}

/** SHA-256 input of a shoe: the card codes in order, no separators (832 characters). */
export const shoeText = (cards: readonly number[]) => cards.map(cardCode).join('')
export const parseShoe = (text: string) =>
  Array.from({ length: text.length / 2 }, (_, i) => parseCard(text.slice(2 * i, 2 * i + 2)))

/** Position of the first hand's first card: after the turned card and the cards it burns. */
export const firstHandPosition = (cards: readonly number[]) => {
  const v = cards[0] % 13 < 9 ? (cards[0] % 13) + 1 : 10
  return 1 + v
}

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
  let at = pos
  const hand = playHand(() => {
    if (at >= cards.length) throw new RangeError('the shoe ran out of cards')
    return cards[at++]
  })
  return { hand, next: at }
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

// --- the shared shoe's client seed ------------------------------------------------------------------

/** The client seed of a shoe nobody contributed to. */
export const shoeDefaultSeed = (shoe: number | string) => `baccarat-shoe-${shoe}`

/** Like fast-3: SHA-256 (hex) of the JSON array of the default seed and the sorted contributions. */
export const shoeSeedMaterial = (shoe: number | string, contributions: readonly string[]) =>
  JSON.stringify([shoeDefaultSeed(shoe), ...[...contributions].sort()])

export async function shoeCombinedSeed(
  sha256Hex: (text: string) => Promise<string>,
  shoe: number | string,
  contributions: readonly string[],
) {
  return contributions.length ? sha256Hex(shoeSeedMaterial(shoe, contributions)) : shoeDefaultSeed(shoe)
}
