// 三公 San Gong (ymlive, docs/sangong.md): a shared timed round every 40 seconds in which one 52-card
// deck is shuffled on the fair stream and dealt 闲 (player) and 庄 (banker) three cards each. The
// draw is the six cards in dealing order (card numbers of cards.ts): 闲 1, 庄 1, 闲 2, 庄 2, 闲 3, 庄 3.
// J, Q and K are 公 (0 points), A is 1, 2-9 their face value, 10 is 0; a hand is worth the sum mod 10.
// Ranking: 三公 (three 公 cards) beats every points hand; then points 9 down to 0; equal points go to
// the hand with more 公 cards, then the one with the higher top card (K high … A low, suits do not
// count); still equal is 和 (tie). Bets (the slip's keys):
//   banker / player     庄赢 / 闲赢 (returned on 和)      tie          和
//   banker3 / player3   庄三公 / 闲三公 (that hand is 三公, whoever wins)
//   playerPair          闲对子: 闲's first two cards are of one rank
// Odds are decimal multipliers in hundredths that include the stake, from each bet's exact chance
// (counted over every pair of hands, sangongCounts) and a stated house edge, rounded down.
import { BEIJING_OFFSET_MS } from '../../time'
import type { RandomSource } from '../fair'
import { type Card, cardRank, dealCards } from './cards'

export const SANGONG_ROUND_SECONDS = 40
/** Bets close this many seconds before the deal. */
export const SANGONG_CLOSE_SECONDS = 5
export type SangongDeal = Card[]

export const SANGONG_BETS = ['banker', 'player', 'tie', 'banker3', 'player3', 'playerPair'] as const
export type SangongBet = (typeof SANGONG_BETS)[number]
export const isSangongBet = (bet: string): bet is SangongBet =>
  (SANGONG_BETS as readonly string[]).includes(bet)

/** Six cards off one shuffled deck (cards.ts's partial Fisher-Yates), in dealing order. */
export const drawSangong = (src: RandomSource): SangongDeal => dealCards(src, 6)
export const playerCards = (d: SangongDeal) => [d[0], d[2], d[4]]
export const bankerCards = (d: SangongDeal) => [d[1], d[3], d[5]]

/** A hand's ranking by rank only (1 = A … 13 = K): its points, 公 count, top rank and 三公. */
export function handOfRanks(ranks: readonly number[]) {
  const points = ranks.reduce((s, r) => s + (r >= 10 ? 0 : r), 0) % 10
  const gongs = ranks.filter((r) => r >= 11).length
  const top = Math.max(...ranks)
  const sangong = gongs === 3
  /** One number that orders hands: 三公 above 9 points, then 公 count, then the top card. */
  const key = (sangong ? 10 : points) * 100 + gongs * 20 + top
  return { points, gongs, top, sangong, key }
}
export type SangongHand = ReturnType<typeof handOfRanks>
export const sangongHand = (cards: readonly Card[]) => handOfRanks(cards.map(cardRank))

export type SangongWinner = 'banker' | 'player' | 'tie'
export const winnerOfKeys = (player: number, banker: number): SangongWinner =>
  banker > player ? 'banker' : player > banker ? 'player' : 'tie'

/** Everything the bets, the road and the page read from a deal. */
export function sangongResult(d: SangongDeal) {
  const player = sangongHand(playerCards(d))
  const banker = sangongHand(bankerCards(d))
  return {
    player,
    banker,
    winner: winnerOfKeys(player.key, banker.key),
    playerPair: cardRank(d[0]) === cardRank(d[2]),
  }
}

/** Does the bet win; the 庄 / 闲 bets are returned on 和 (push). */
export function sangongWins(bet: SangongBet, d: SangongDeal): 'win' | 'push' | 'lose' {
  const r = sangongResult(d)
  const yes = (b: boolean) => (b ? 'win' : 'lose')
  if (bet === 'banker' || bet === 'player') return r.winner === 'tie' ? 'push' : yes(r.winner === bet)
  if (bet === 'tie') return yes(r.winner === 'tie')
  if (bet === 'banker3') return yes(r.banker.sangong)
  if (bet === 'player3') return yes(r.player.sangong)
  return yes(r.playerPair)
}

/** Exact ways each bet wins (and pushes) out of `total` equally likely outcomes. */
export type SangongWays = { win: number; push: number; total: number }

/**
 * Every pair of hands (闲's three cards, then 庄's three of the 49 left), counted by rank: each rank
 * multiset weighs the number of ways to pick those cards from the four suits. 455 x 455 multisets
 * stand for all C(52,3) x C(49,3) = 407 170 400 pairs of hands.
 */
export function sangongCounts() {
  const left = new Array<number>(14).fill(4)
  const sets: number[][] = []
  for (let a = 1; a <= 13; a++)
    for (let b = a; b <= 13; b++) for (let c = b; c <= 13; c++) sets.push([a, b, c])
  const keys = sets.map((s) => handOfRanks(s))
  const ways = (s: number[]) => {
    let w = 1
    for (let i = 0; i < 3; i++) {
      if (i > 0 && s[i] === s[i - 1]) continue
      const k = s.filter((r) => r === s[i]).length
      w *= binom(left[s[i]], k)
    }
    return w
  }
  const n = { total: 0, banker: 0, player: 0, tie: 0, banker3: 0, player3: 0 }
  for (const [i, p] of sets.entries()) {
    const wp = ways(p)
    for (const r of p) left[r]--
    for (const [j, b] of sets.entries()) {
      const w = wp * ways(b)
      if (!w) continue
      n.total += w
      const win = winnerOfKeys(keys[i].key, keys[j].key)
      n[win] += w
      if (keys[i].sangong) n.player3 += w
      if (keys[j].sangong) n.banker3 += w
    }
    for (const r of p) left[r]++
  }
  return n
}
/** C(n, k) for the k <= 3 cards of one rank in a hand (0 when fewer than k are left). */
const binom = (n: number, k: number) => [1, n, (n * (n - 1)) / 2, (n * (n - 1) * (n - 2)) / 6][k]

/** Pairs of hands (C(52,3) x C(49,3)) and how many end each way (sangongCounts recomputes them). */
export const SANGONG_TOTAL = 407_170_400
export const SANGONG_WAYS: Record<SangongBet, SangongWays> = {
  banker: { win: 201_943_184, push: 3_284_032, total: SANGONG_TOTAL },
  player: { win: 201_943_184, push: 3_284_032, total: SANGONG_TOTAL },
  tie: { win: 3_284_032, push: 0, total: SANGONG_TOTAL },
  // C(12,3) x C(49,3): the 三公 hands of 12 court cards, whatever the other hand.
  banker3: { win: 4_053_280, push: 0, total: SANGONG_TOTAL },
  player3: { win: 4_053_280, push: 0, total: SANGONG_TOTAL },
  // 闲's first two cards: 52 x 51 ordered pairs, 52 x 3 of them of one rank.
  playerPair: { win: 156, push: 0, total: 2652 },
}
/** The house edge of each bet in basis points (the odds follow from it). */
export const SANGONG_EDGE_BP: Record<SangongBet, number> = {
  banker: 240,
  player: 240,
  tie: 400,
  banker3: 400,
  player3: 400,
  playerPair: 300,
}
/** Odds are multipliers in hundredths (1.95 is 195), not amounts. */
const HUNDREDTHS = 100
/** Multiplier in hundredths: floor(((1 - edge) x total - push) / win), to the hundredth. */
export const sangongOddsOf = (w: SangongWays, edgeBp: number) =>
  Math.floor(((10_000 - edgeBp) * w.total - 10_000 * w.push) / (HUNDREDTHS * w.win))
export const SANGONG_ODDS = Object.fromEntries(
  SANGONG_BETS.map((b) => [b, sangongOddsOf(SANGONG_WAYS[b], SANGONG_EDGE_BP[b])]),
) as Record<SangongBet, number>

/** Exact return of a bet: hundredths returned over hundredths staked (a push returns the stake). */
export function sangongRtp(bet: SangongBet) {
  const w = SANGONG_WAYS[bet]
  const returned = w.win * SANGONG_ODDS[bet] + w.push * HUNDREDTHS
  const staked = HUNDREDTHS * w.total
  return { returned, staked, rtp: returned / staked }
}

/** Payout in cents (stake included), rounded down; a pushed 庄 / 闲 bet gets its stake back. */
export function sangongPayout(bet: string, stake: bigint, d: SangongDeal): bigint {
  if (!isSangongBet(bet)) return 0n
  const r = sangongWins(bet, d)
  return r === 'win' ? (stake * BigInt(SANGONG_ODDS[bet])) / 100n : r === 'push' ? stake : 0n
}

/** Valid turnover (core/games/turnover.ts): 庄赢 and 闲赢 of one player cover each other. */
export function sangongNetExposure(bets: readonly { bet: string; amount: number }[]): number {
  let banker = 0
  let player = 0
  let total = 0
  for (const b of bets) {
    total += b.amount
    if (b.bet === 'banker') banker += b.amount
    if (b.bet === 'player') player += b.amount
  }
  return total - 2 * Math.min(banker, player)
}

/** The deal time (ms) of the round open at `nowMs`: the next multiple of 40 seconds (epoch time). */
export const sangongNextDrawAt = (nowMs: number) =>
  (Math.floor(nowMs / (SANGONG_ROUND_SECONDS * 1000)) + 1) * SANGONG_ROUND_SECONDS * 1000

/** Milliseconds until bets are open again at `nowMs` (0 while they are). */
export function sangongCloseWait(nowMs: number): number {
  const left = sangongNextDrawAt(nowMs) - nowMs
  return left <= SANGONG_CLOSE_SECONDS * 1000 ? left + 50 : 0
}

const DAY_ROUNDS = 86_400 / SANGONG_ROUND_SECONDS
/**
 * The issue (局号) of a deal: SG, the Beijing date and the deal's number that day, 0001-2160, e.g.
 * SG20250101-0001 is dealt at 00:00:40 and SG20250101-2160 at the midnight ending that day.
 */
export function sangongIssue(drawAtMs: number): string {
  if (drawAtMs % (SANGONG_ROUND_SECONDS * 1000) !== 0) throw new RangeError('not a 三公 deal time')
  const bj = new Date(drawAtMs + BEIJING_OFFSET_MS - 1)
  const p = (n: number, w = 2) => String(n).padStart(w, '0')
  const second = bj.getUTCHours() * 3600 + bj.getUTCMinutes() * 60 + bj.getUTCSeconds()
  const n = Math.floor(second / SANGONG_ROUND_SECONDS) + 1
  if (n > DAY_ROUNDS) throw new RangeError('deal outside the day')
  return `SG${bj.getUTCFullYear()}${p(bj.getUTCMonth() + 1)}${p(bj.getUTCDate())}-${p(n, 4)}`
}
export const SANGONG_ISSUE_PATTERN = /^SG\d{8}-\d{4}$/
