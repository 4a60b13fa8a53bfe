// Bull-bull (牛牛), the player against the banker: one 52-card deck (no jokers), five cards each,
// dealt from the fair stream by a partial Fisher-Yates shuffle (ten draws without replacement: the
// player's five, then the banker's five). The rules, hand ranks, multiples and the house edge are
// documented in docs/bullbull.md; this file is the one implementation, shared by the server (which
// plays) and the fairness page (which replays).
//
// Cards as in cards.ts. Points: A = 1, 2-10 face value, J/Q/K = 10.
import type { RandomSource } from '../fair'
import { type Card, cardRank, cardSuit, dealCards } from './cards'

export { type Card, cardLabel, cardRank, cardSuit } from './cards'

export const BULL_HANDS = [
  'none',
  'bull1',
  'bull2',
  'bull3',
  'bull4',
  'bull5',
  'bull6',
  'bull7',
  'bull8',
  'bull9',
  'bullbull',
  'fiveface',
  'bomb',
  'fivesmall',
] as const
/** A hand's kind; its index in BULL_HANDS is its strength (higher beats lower). */
export type BullHandKind = (typeof BULL_HANDS)[number]

export type BullHand = {
  cards: Card[]
  kind: BullHandKind
  /** The three cards (indexes into `cards`) whose points sum to a multiple of ten; null without a bull. */
  bull: [number, number, number] | null
  /** The card that breaks a tie of equal kinds (the highest card; the quad's rank for a bomb). */
  top: Card
}

export type BullDeal = { player: BullHand; banker: BullHand; winner: 'player' | 'banker' }

/** The operator's table (settings row 'bullbull'): a multiple per hand and the commission on wins. */
export type BullTable = { multiples: Record<BullHandKind, number>; commission_bp: number }

export const BULL_DEFAULT_TABLE: BullTable = {
  multiples: {
    none: 1,
    bull1: 1,
    bull2: 1,
    bull3: 1,
    bull4: 1,
    bull5: 1,
    bull6: 1,
    bull7: 2,
    bull8: 2,
    bull9: 3,
    bullbull: 4,
    fiveface: 5,
    bomb: 5,
    fivesmall: 5,
  },
  commission_bp: 500,
}

/**
 * The documented return of the default table per unit of base bet (docs/bullbull.md): from 2 x 10^7
 * mirrored simulated rounds (scripts/bullbull-edge.ts), ± 0.00001. The game is symmetric, so the whole
 * edge is the commission.
 */
export const BULL_DEFAULT_RTP = 0.95315

export const cardPoints = (c: Card) => Math.min(10, cardRank(c))
/** Order of single cards: rank first (K highest), then suit (♠ > ♥ > ♣ > ♦). */
const cardOrder = (c: Card) => cardRank(c) * 4 + cardSuit(c)

/** Ten distinct cards from the fair stream: the player's five, then the banker's five. */
export const dealBull = (src: RandomSource): Card[] => dealCards(src, 10)

// The ten ways to pick three of five cards.
const TRIPLES: [number, number, number][] = []
for (let a = 0; a < 5; a++)
  for (let b = a + 1; b < 5; b++) for (let c = b + 1; c < 5; c++) TRIPLES.push([a, b, c])

export function evaluateBull(cards: Card[]): BullHand {
  if (cards.length !== 5) throw new RangeError('a bull-bull hand has five cards')
  const counts = new Array<number>(14).fill(0)
  let top = cards[0]
  let total = 0
  let small = true
  let faces = true
  for (const c of cards) {
    const r = cardRank(c)
    counts[r]++
    total += cardPoints(c)
    if (r >= 5) small = false
    if (r <= 10) faces = false
    if (cardOrder(c) > cardOrder(top)) top = c
  }
  let bull: [number, number, number] | null = null
  for (const t of TRIPLES)
    if ((cardPoints(cards[t[0]]) + cardPoints(cards[t[1]]) + cardPoints(cards[t[2]])) % 10 === 0) {
      bull = t
      break
    }
  if (small && total <= 10) return { cards, kind: 'fivesmall', bull, top }
  const quad = counts.indexOf(4)
  if (quad > 0) {
    // The highest-suited card of the four (the bomb's rank alone decides: one deck has one quad of a rank).
    const quadTop = cards.filter((c) => cardRank(c) === quad).reduce((a, b) => (b > a ? b : a))
    return { cards, kind: 'bomb', bull, top: quadTop }
  }
  if (faces) return { cards, kind: 'fiveface', bull, top }
  if (!bull) return { cards, kind: 'none', bull, top }
  const rest = total % 10
  return { cards, kind: rest === 0 ? 'bullbull' : (`bull${rest}` as BullHandKind), bull, top }
}

const STRENGTH = new Map<BullHandKind, number>(BULL_HANDS.map((h, i) => [h, i]))
export const handStrength = (h: BullHand) => STRENGTH.get(h.kind) as number

/** Does `a` beat `b`? With one deck two hands never tie: equal kinds fall to the top card. */
export const beats = (a: BullHand, b: BullHand) =>
  handStrength(a) !== handStrength(b)
    ? handStrength(a) > handStrength(b)
    : cardOrder(a.top) > cardOrder(b.top)

export function drawBull(src: RandomSource): BullDeal {
  const cards = dealBull(src)
  const player = evaluateBull(cards.slice(0, 5))
  const banker = evaluateBull(cards.slice(5))
  return { player, banker, winner: beats(player, banker) ? 'player' : 'banker' }
}

/** The highest multiple of the table: the deposit a round holds is the base bet times this. */
export const maxMultiple = (t: BullTable) => Math.max(...Object.values(t.multiples))

/**
 * A round in cents: the deposit held (base x the table's highest multiple), the multiple applied (the
 * winner's hand), the amount won or lost before commission (the valid bet), the commission, the net
 * result for the player and the payout returned from the deposit (deposit + net, never negative).
 */
export function settleBull(base: bigint, deal: BullDeal, t: BullTable) {
  const deposit = base * BigInt(maxMultiple(t))
  const winning = deal.winner === 'player' ? deal.player : deal.banker
  const multiple = t.multiples[winning.kind]
  const valid = base * BigInt(multiple)
  const commission = deal.winner === 'player' ? (valid * BigInt(t.commission_bp)) / 10_000n : 0n
  const net = deal.winner === 'player' ? valid - commission : -valid
  return { deposit, multiple, valid, commission, net, payout: deposit + net }
}

/** Is this a table an operator may set: a whole multiple 1-10 per hand, commission 0-10 %? */
export function isBullTable(v: unknown): v is BullTable {
  const t = v as BullTable
  if (!t || typeof t !== 'object' || !t.multiples || typeof t.multiples !== 'object') return false
  const ok = (n: unknown, lo: number, hi: number) =>
    Number.isInteger(n) && (n as number) >= lo && (n as number) <= hi
  return BULL_HANDS.every((h) => ok(t.multiples[h], 1, 10)) && ok(t.commission_bp, 0, 1000)
}
