// The 8-deck shoe shared by the live card tables (baccarat, dragon-tiger): the cards, the shuffle on
// the fair stream, the text whose SHA-256 is published before the first deal, the burn, and the
// client seed combined from the players' contributions. Each table deals its own rounds from it
// (engines/baccarat.ts, engines/dragontiger.ts); docs/fairness.md (Baccarat) and docs/dragon-tiger.md
// describe the commitment.
//
// Cards are numbers 0-51: rank = c % 13 (0 = A, 1 = 2, …, 9 = 10, 10 = J, 11 = Q, 12 = K), suit =
// floor(c / 13) (0 ♠, 1 ♥, 2 ♣, 3 ♦). A shoe is the 416 cards of 8 decks in the order Fisher-Yates
// leaves them on the fair stream. The first card is turned and as many cards as its value
// (A = 1, 10/J/Q/K = 10) are burnt.
import type { RandomSource } from '../fair'

export const DECKS = 8
export const SHOE_CARDS = DECKS * 52

const RANKS = 'A23456789TJQK'
const SUITS = 'SHCD'
export const cardRank = (c: number) => c % 13
export const cardSuit = (c: number) => Math.floor(c / 13)
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

/** Position of the first round's first card: after the turned card and the cards it burns. */
export const firstHandPosition = (cards: readonly number[]) => {
  const v = cards[0] % 13 < 9 ? (cards[0] % 13) + 1 : 10
  return 1 + v
}

/** A card drawer over a shoe from `pos` on; `at()` is the position of the next card. */
export function shoeReader(cards: readonly number[], pos: number) {
  let at = pos
  return {
    draw: () => {
      if (at >= cards.length) throw new RangeError('the shoe ran out of cards')
      return cards[at++]
    },
    at: () => at,
  }
}

// --- the shared shoe's client seed ------------------------------------------------------------------

/** The tables that deal from a committed shoe; each numbers its shoes on its own. */
export type ShoeGame = 'baccarat' | 'dragontiger'

/** The client seed of a shoe nobody contributed to. */
export const shoeDefaultSeed = (shoe: number | string, game: ShoeGame = 'baccarat') => `${game}-shoe-${shoe}`

/** Like fast-3: SHA-256 (hex) of the JSON array of the default seed and the sorted contributions. */
export const shoeSeedMaterial = (
  shoe: number | string,
  contributions: readonly string[],
  game: ShoeGame = 'baccarat',
) => JSON.stringify([shoeDefaultSeed(shoe, game), ...[...contributions].sort()])

export async function shoeCombinedSeed(
  sha256Hex: (text: string) => Promise<string>,
  shoe: number | string,
  contributions: readonly string[],
  game: ShoeGame = 'baccarat',
) {
  return contributions.length
    ? sha256Hex(shoeSeedMaterial(shoe, contributions, game))
    : shoeDefaultSeed(shoe, game)
}
