// 抢庄牛牛 (banker-grab bull-bull) at lhchess: the player and three computer seats, one 52-card deck,
// five cards each. Everything random is drawn at the start of a round from the fair stream, before the
// player chooses anything: the twenty cards (seat 0 is the player's, seats 1-3 the computer seats'; the
// player chooses with none of them face up under the current rule, QZ_RULES), the computer seats' grabs
// and bet multiples (blind, by published weights), and the seat order that breaks ties. The player's
// choices (a grab, then a bet multiple when not banker) only pick who is banker and how much is at
// stake. Hands are bull-bull's (engines/bullbull.ts, evaluateBull and beats). Rules, the settlement table and the exact return: docs/qiangzhuang.md. This file is the one
// implementation, shared by the server (which plays) and the verifier (which replays).
import type { RandomSource } from '../fair'
import { type BullHand, type BullHandKind, beats, evaluateBull } from './bullbull'
import { type Card, dealCards } from './cards'

export const QZ_SEATS = 4
/** The grab multiples: 0 is 不抢. */
export const QZ_GRABS = [0, 1, 2, 3] as const
/** The bet multiples of a seat that is not banker. */
export const QZ_BETS = [1, 2, 3, 5] as const
export type QzGrab = (typeof QZ_GRABS)[number]
export type QzBet = (typeof QZ_BETS)[number]

/** How the computer seats grab (不抢, 1, 2, 3) and bet (1, 2, 3, 5): weights out of 10, drawn blind. */
export const QZ_SEAT_GRAB_WEIGHTS = [4, 3, 2, 1] as const
export const QZ_SEAT_BET_WEIGHTS = [4, 3, 2, 1] as const

/**
 * The rules a round is played under; every round records its own (qz_rounds.rule, migration 0055),
 * so a round opened under an earlier rule settles and reads back under it. The deal is drawn the same
 * way under both; only how many of the player's cards are face up while choosing and the commission
 * differ. Rule 1 (until issue 27's redesign): four cards seen, 45 % (seeing four cards is worth so much
 * against blind seats that nothing below 42.63 % stops every strategy winning). Rule 2 (now): the player
 * chooses before seeing any card, so no choice can follow the cards and every strategy returns exactly
 * 97.5 % of its valid bet at 5 % (scripts/qiangzhuang-edge.ts; one visible card would need 9.61 %).
 */
export const QZ_RULES = {
  1: { visible: 4, commissionBp: 4_500 },
  2: { visible: 0, commissionBp: 500 },
} as const
export type QzRule = keyof typeof QZ_RULES
/** The rule new rounds are opened under. */
export const QZ_RULE: QzRule = 2
export const qzRule = (n: unknown): QzRule => (n === 1 ? 1 : n === 2 ? 2 : QZ_RULE)
/** How many of the player's five cards are face up while the player chooses (current rule). */
export const QZ_VISIBLE: number = QZ_RULES[QZ_RULE].visible
/** The commission on every settlement the player wins, in basis points (current rule): 5 %. */
export const QZ_COMMISSION_BP: number = QZ_RULES[QZ_RULE].commissionBp
/**
 * The exact expected result per ante (scripts/qiangzhuang-edge.ts) of the best strategy, which with no
 * card seen is the least exposure (不抢, bet ×1) …
 */
export const QZ_BEST_PER_ANTE = -0.08108719
/** … of always 不抢 with a bet of ×1 (the same strategy) … */
export const QZ_CAUTIOUS_PER_ANTE = -0.08108719
/** … and of always grabbing ×3 and betting ×5, the largest exposure. */
export const QZ_BOLD_PER_ANTE = -0.73936566
/** What every strategy returns of its valid bet, in basis points: exactly 1 − commission / 2. */
export const QZ_RETURN_BP = 9_750
/** The antes offered, in cents (1, 2, 5, 10, 20, 50 yuan). */
export const QZ_ANTES = [100, 200, 500, 1_000, 2_000, 5_000] as const

/** A hand's multiple: 牛牛 and above ×3, 牛7-牛9 ×2, anything else ×1. */
export const qzHandMultiple = (kind: BullHandKind) =>
  kind === 'bullbull' || kind === 'fiveface' || kind === 'bomb' || kind === 'fivesmall'
    ? 3
    : kind === 'bull7' || kind === 'bull8' || kind === 'bull9'
      ? 2
      : 1

/**
 * The most a round can cost the player, in antes: banker on a grab of 3, each computer seat betting 5
 * and each winning with a ×3 hand. The whole of it is staked when the round opens.
 */
export const QZ_MAX_LOSS_ANTES = 3 * 3 * 5 * 3

export type QzDeal = {
  /** Twenty cards: seat s holds cards 5s … 5s+4 (the player's first QZ_RULES[rule].visible face up). */
  cards: Card[]
  /** The computer seats' grabs (seats 1-3). */
  grabs: [QzGrab, QzGrab, QzGrab]
  /** The computer seats' bet multiples, used when they are not banker (seats 1-3). */
  bets: [QzBet, QzBet, QzBet]
  /** The four seats in the order that breaks a tie of grabs (the first tied seat in it is banker). */
  order: number[]
}

const weighted = <T>(src: RandomSource, values: readonly T[], weights: readonly number[]) => {
  let r = src.int(weights.reduce((a, b) => a + b, 0))
  for (let i = 0; i < values.length; i++) {
    if (r < weights[i]) return values[i]
    r -= weights[i]
  }
  throw new RangeError('weights')
}

export function drawQz(src: RandomSource): QzDeal {
  const cards = dealCards(src, 5 * QZ_SEATS)
  const three = <T>(vs: readonly T[], ws: readonly number[]) =>
    [weighted(src, vs, ws), weighted(src, vs, ws), weighted(src, vs, ws)] as [T, T, T]
  const grabs = three(QZ_GRABS, QZ_SEAT_GRAB_WEIGHTS)
  const bets = three(QZ_BETS, QZ_SEAT_BET_WEIGHTS)
  const order = [0, 1, 2, 3]
  for (let i = 0; i < 3; i++) {
    const j = i + src.int(4 - i)
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  return { cards, grabs, bets, order }
}

export const seatCards = (deal: QzDeal, seat: number) => deal.cards.slice(seat * 5, seat * 5 + 5)
/** What the player sees before choosing: the first cards of their hand, as many as the rule shows. */
export const visibleCards = (deal: QzDeal, rule: QzRule = QZ_RULE) =>
  deal.cards.slice(0, QZ_RULES[rule].visible)

/** The banker once the player has grabbed: the highest grab, a tie to the first tied seat in `order`. */
export function bankerOf(deal: QzDeal, grab: QzGrab) {
  const all = [grab, ...deal.grabs]
  const top = Math.max(...all)
  const seat = deal.order.find((s) => all[s] === top) as number
  /** The banker's multiple: its grab, 1 when nobody grabbed. */
  return { seat, multiple: Math.max(1, top), grabs: all }
}

export type QzSeatResult = {
  seat: number
  hand: BullHand
  /** This seat's bet multiple against the banker (null for the banker). */
  bet: number | null
  /** Against the banker: did this seat win? (null for the banker). */
  won: boolean | null
  /** Units of ante moved between this seat and the banker (banker multiple × bet × hand multiple). */
  units: number
}

export type QzSettlement = {
  banker: number
  bankerMultiple: number
  grabs: number[]
  seats: QzSeatResult[]
  /** Cents the player won or lost before commission, summed over the player's settlements. */
  gross: bigint
  commission: bigint
  /** The player's result: gross less commission. */
  net: bigint
  /** The valid bet: every cent that changed hands in the player's settlements. */
  valid: bigint
}

/**
 * Settle a round for the player's choices. `bet` is the player's bet multiple; it is ignored when the
 * player is banker. Each seat settles with the banker only: the winner's hand sets the multiple; the
 * rule's commission is taken from each settlement the player wins (rounded down to the cent; exact
 * for every offered ante).
 */
export function settleQz(
  ante: bigint,
  deal: QzDeal,
  grab: QzGrab,
  bet: QzBet,
  rule: QzRule = QZ_RULE,
): QzSettlement {
  const commissionBp = BigInt(QZ_RULES[rule].commissionBp)
  const b = bankerOf(deal, grab)
  const hands = [0, 1, 2, 3].map((s) => evaluateBull(seatCards(deal, s)))
  const bankerHand = hands[b.seat]
  let gross = 0n
  let commission = 0n
  let valid = 0n
  const seats = hands.map((hand, seat): QzSeatResult => {
    if (seat === b.seat) return { seat, hand, bet: null, won: null, units: 0 }
    const seatBet = seat === 0 ? bet : deal.bets[seat - 1]
    const won = beats(hand, bankerHand)
    const units = b.multiple * seatBet * qzHandMultiple(won ? hand.kind : bankerHand.kind)
    if (seat === 0 || b.seat === 0) {
      const amount = ante * BigInt(units)
      const playerWon = seat === 0 ? won : !won
      valid += amount
      if (playerWon) {
        gross += amount
        commission += (amount * commissionBp) / 10_000n
      } else gross -= amount
    }
    return { seat, hand, bet: seatBet, won, units }
  })
  return {
    banker: b.seat,
    bankerMultiple: b.multiple,
    grabs: b.grabs,
    seats,
    gross,
    commission,
    net: gross - commission,
    valid,
  }
}

export const isQzGrab = (n: unknown): n is QzGrab => (QZ_GRABS as readonly unknown[]).includes(n)
export const isQzBet = (n: unknown): n is QzBet => (QZ_BETS as readonly unknown[]).includes(n)
