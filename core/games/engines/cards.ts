// One 52-card deck (no jokers), shared by the card games dealt on a player's own seed pair (bull-bull,
// 炸金花). Card n in [0, 52): rank = n % 13 + 1 (1 = A … 11 = J, 12 = Q, 13 = K), suit = floor(n / 13)
// (0 ♦, 1 ♣, 2 ♥, 3 ♠). Cards are dealt without replacement by a partial Fisher-Yates shuffle on the
// fair stream: draw i takes position j = i + int(52 - i), so the first n cards of a deal do not depend
// on how many more are drawn (docs/fairness.md).
import type { RandomSource } from '../fair'

export type Card = number

export const cardRank = (c: Card) => (c % 13) + 1
export const cardSuit = (c: Card) => Math.floor(c / 13)

/** `count` distinct cards from the fair stream, in dealing order. */
export function dealCards(src: RandomSource, count: number): Card[] {
  const deck = Array.from({ length: 52 }, (_, i) => i)
  for (let i = 0; i < count; i++) {
    const j = i + src.int(52 - i)
    const t = deck[i]
    deck[i] = deck[j]
    deck[j] = t
  }
  return deck.slice(0, count)
}

const RANK_LABEL = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
const SUIT_LABEL = ['♦', '♣', '♥', '♠']
/** "♠K", "♦10", … for records and the verifier. */
export const cardLabel = (c: Card) => `${SUIT_LABEL[cardSuit(c)]}${RANK_LABEL[cardRank(c)]}`

/** The two-character code the SVG card draws ("KS", "TD"): rank A23456789TJQK, suit SHCD. */
export const cardCode = (c: Card) => `${'A23456789TJQK'[cardRank(c) - 1]}${'DCHS'[cardSuit(c)]}`
