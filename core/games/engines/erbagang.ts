// 二八杠 against the banker: 40 tiles (筒子 1-9 four of each, 白板 four), two each, dealt from the fair
// stream (four draws without replacement: the player's two, then the banker's two). The player stakes
// an ante; the higher hand wins, equal hands go to the banker, and a winning player is paid by the
// paytable on the player's own hand. Rules, paytable and the exact return: docs/erbagang.md. This file
// is the one implementation, shared by the server (which plays) and the verifier (which replays).
import type { RandomSource } from '../fair'

/** A tile as dealt: 0-39; tiles 0-35 are 筒子 (id % 9 + 1), 36-39 白板. */
export type TileId = number
/** A tile's face: 1-9 筒子, 0 白板 (half a point). */
export type Tile = number

export const TILE_COUNT = 40
export const tileFace = (id: TileId): Tile => (id >= 36 ? 0 : (id % 9) + 1)

/** Hand kinds from the lowest: 鳖十 (no point), 点数, 二八杠, 对子, 白板对. */
export const EBG_HANDS = ['zero', 'points', 'erba', 'pair', 'whitePair'] as const
export type EbgHandKind = (typeof EBG_HANDS)[number]

export type EbgHand = {
  tiles: Tile[]
  kind: EbgHandKind
  /** Points in half points (0-19: 白板 + 9 is 19, i.e. 9.5); pairs and 二八杠 count 0. */
  half: number
  /** The hand's strength: a higher score beats a lower one; equal scores go to the banker. */
  score: number
}
/** `tie`: the hands were equal, which the banker wins. */
export type EbgDeal = { player: EbgHand; banker: EbgHand; winner: 'player' | 'banker'; tie: boolean }

/**
 * What a winning player is paid beyond the returned ante, basis points of the ante, by the player's
 * hand: every win pays 1 to 1 (a 鳖十 never wins: it cannot beat anything).
 */
export const EBG_PAYTABLE: Record<EbgHandKind, number> = {
  zero: 10_000,
  points: 10_000,
  erba: 10_000,
  pair: 10_000,
  whitePair: 10_000,
}

/**
 * The exact return of the paytable per unit of ante, 45,022 / 45,695 = 0.98527191…: every ordered deal
 * of four tiles of forty (2,193,360) enumerated in tests/sim/erbagang-rtp.test.ts. The player wins
 * 1,080,528 deals, the banker as many, and the 32,304 equal hands go to the banker: house edge 1.473 %.
 */
export const EBG_RTP_NUM = 45_022
export const EBG_RTP_DEN = 45_695
export const EBG_RTP = 0.98527191
/** The antes the table offers, in cents (1, 5, 10, 50, 100, 500, 1000 yuan). */
export const EBG_ANTES = [100, 500, 1_000, 5_000, 10_000, 50_000, 100_000] as const

/**
 * Score: 白板对 500; 对子 400 + face (1-9); 二八杠 300; points (half points 1-19) × 10 + the larger
 * tile's face (白板 0), so equal points are decided by the larger tile; 鳖十 (no point) is 0 whatever
 * the tiles, so two 鳖十 are equal (the banker's).
 */
export function evaluateEbg(tiles: Tile[]): EbgHand {
  if (tiles.length !== 2) throw new RangeError('an 二八杠 hand has two tiles')
  const [a, b] = tiles
  if (a === b) {
    return a === 0
      ? { tiles, kind: 'whitePair', half: 0, score: 500 }
      : { tiles, kind: 'pair', half: 0, score: 400 + a }
  }
  if ((a === 2 && b === 8) || (a === 8 && b === 2)) return { tiles, kind: 'erba', half: 0, score: 300 }
  const half = a === 0 || b === 0 ? ((a + b) % 10) * 2 + 1 : ((a + b) % 10) * 2
  if (half === 0) return { tiles, kind: 'zero', half, score: 0 }
  return { tiles, kind: 'points', half, score: half * 10 + Math.max(a, b) }
}

/** Four tiles by a partial Fisher-Yates shuffle of the forty: j = i + int(40 - i), i = 0…3. */
export function dealTiles(src: RandomSource, count: number): TileId[] {
  const wall = Array.from({ length: TILE_COUNT }, (_, i) => i)
  for (let i = 0; i < count; i++) {
    const j = i + src.int(TILE_COUNT - i)
    const t = wall[i]
    wall[i] = wall[j]
    wall[j] = t
  }
  return wall.slice(0, count)
}

export function showdownEbg(playerTiles: Tile[], bankerTiles: Tile[]): EbgDeal {
  const player = evaluateEbg(playerTiles)
  const banker = evaluateEbg(bankerTiles)
  const tie = player.score === banker.score
  return { player, banker, winner: player.score > banker.score ? 'player' : 'banker', tie }
}

export function drawEbg(src: RandomSource): EbgDeal {
  const faces = dealTiles(src, 4).map(tileFace)
  return showdownEbg(faces.slice(0, 2), faces.slice(2))
}

/**
 * A round in cents: the stake (the ante), the pay of a win (basis points of the ante, 0 on a loss), the
 * player's net and the payout (ante + win, or nothing). Every offered ante is whole yuan, so no win
 * needs rounding; a win is rounded down to the cent all the same.
 */
export function settleEbg(ante: bigint, deal: EbgDeal) {
  const bp = deal.winner === 'player' ? EBG_PAYTABLE[deal.player.kind] : 0
  const win = (ante * BigInt(bp)) / 10_000n
  const payout = deal.winner === 'player' ? ante + win : 0n
  return { stake: ante, bp, net: payout - ante, payout }
}
