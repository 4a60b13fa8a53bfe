// 炸金花 (three-card brag) against the banker: one 52-card deck (cards.ts), three cards each, dealt from
// the fair stream (six draws without replacement: the player's three, then the banker's three). The
// player stakes an ante; the higher hand wins, equal hands go to the banker, and a winning player is
// paid by the paytable on the player's own hand. Rules, paytable and the exact return: docs/zhajinhua.md.
// This file is the one implementation, shared by the server (which plays) and the verifier (which
// replays).
import type { RandomSource } from '../fair'
import { type Card, cardRank, cardSuit, dealCards } from './cards'

/** Hand kinds from the lowest: 散牌, 对子, 顺子, 同花 (金花), 同花顺 (顺金), 豹子. */
export const ZJH_HANDS = ['high', 'pair', 'straight', 'flush', 'straightFlush', 'trips'] as const
export type ZjhHandKind = (typeof ZJH_HANDS)[number]

export type ZjhHand = {
  cards: Card[]
  kind: ZjhHandKind
  /** The hand's strength: a higher score beats a lower one, equal scores are equal hands. */
  score: number
}
/** `tie`: the hands were equal, which the banker wins. */
export type ZjhDeal = { player: ZjhHand; banker: ZjhHand; winner: 'player' | 'banker'; tie: boolean }

/**
 * What a winning player is paid beyond the returned ante, in basis points of the ante, by the player's
 * hand (a win with 散牌 pays 0.8 to 1; 同花顺 3 to 1; 豹子 5 to 1).
 */
export const ZJH_PAYTABLE: Record<ZjhHandKind, number> = {
  high: 8_000,
  pair: 10_000,
  straight: 10_000,
  flush: 10_000,
  straightFlush: 30_000,
  trips: 50_000,
}

/**
 * The exact return of the paytable per unit of ante, 3,898,050,344 / 4,071,704,000 = 0.95735111…:
 * every pair of disjoint hands enumerated (tests/sim/zhajinhua-rtp.test.ts), 22,100 player hands
 * against 18,424 banker hands each. House edge 4.265 %.
 */
export const ZJH_RTP = 0.95735111
/** The antes the table offers, in cents (1, 5, 10, 50, 100, 500, 1000 yuan). */
export const ZJH_ANTES = [100, 500, 1_000, 5_000, 10_000, 50_000, 100_000] as const

/** A card's value for comparing: 2 … 13 as ranked, the ace 14 (high; low only in A-2-3). */
const value = (c: Card) => (cardRank(c) === 1 ? 14 : cardRank(c))
const KIND_INDEX = new Map<ZjhHandKind, number>(ZJH_HANDS.map((k, i) => [k, i]))
/** Kind first, then up to three values, each below 15. */
const scoreOf = (kind: ZjhHandKind, a: number, b = 0, c = 0) =>
  (KIND_INDEX.get(kind) as number) * 3375 + a * 225 + b * 15 + c

export function evaluateZjh(cards: Card[]): ZjhHand {
  if (cards.length !== 3) throw new RangeError('a 炸金花 hand has three cards')
  const [a, b, c] = cards.map(value).sort((x, y) => y - x)
  const flush = cardSuit(cards[0]) === cardSuit(cards[1]) && cardSuit(cards[1]) === cardSuit(cards[2])
  // Q-K-A is the highest straight, A-2-3 the lowest (its top card is the 3); K-A-2 is no straight.
  const top = a === b + 1 && b === c + 1 ? a : a === 14 && b === 3 && c === 2 ? 3 : 0
  if (a === c) return { cards, kind: 'trips', score: scoreOf('trips', a) }
  if (top) {
    const kind = flush ? 'straightFlush' : 'straight'
    return { cards, kind, score: scoreOf(kind, top) }
  }
  if (flush) return { cards, kind: 'flush', score: scoreOf('flush', a, b, c) }
  if (a === b || b === c) return { cards, kind: 'pair', score: scoreOf('pair', b, a === b ? c : a) }
  return { cards, kind: 'high', score: scoreOf('high', a, b, c) }
}

export function drawZjh(src: RandomSource): ZjhDeal {
  const cards = dealCards(src, 6)
  const player = evaluateZjh(cards.slice(0, 3))
  const banker = evaluateZjh(cards.slice(3))
  const tie = player.score === banker.score
  return { player, banker, winner: player.score > banker.score ? 'player' : 'banker', tie }
}

/**
 * A round in cents: the stake (the ante), the multiple paid on a win (basis points of the ante, 0 on a
 * loss), the net result for the player and the payout (ante + win, or nothing). A win is rounded down
 * to the cent; every offered ante is whole yuan, so none is.
 */
export function settleZjh(ante: bigint, deal: ZjhDeal) {
  const bp = deal.winner === 'player' ? ZJH_PAYTABLE[deal.player.kind] : 0
  const win = (ante * BigInt(bp)) / 10_000n
  const payout = deal.winner === 'player' ? ante + win : 0n
  return { stake: ante, bp, net: payout - ante, payout }
}
