// Recompute any in-house round from its seeds: the fairness page runs this in the browser, the server
// runs it to play. One function per game kind, on the shared fair stream and the shared engines.

import { dealShoe, firstHandPosition, shuffleShoe } from './engines/baccarat'
import { type BullDeal, drawBull } from './engines/bullbull'
import { type Dice, rollDice } from './engines/dice'
import { dealDtShoe } from './engines/dragontiger'
import { drawEbg, type EbgDeal } from './engines/erbagang'
import { drawPk10, type Pk10Draw } from './engines/pk10'
import { drawQz, type QzDeal } from './engines/qiangzhuang'
import { drawRoulette } from './engines/roulette'
import { drawSangong, type SangongDeal } from './engines/sangong'
import { type SlotResult, spin } from './engines/slot'
import { SLOT_CONFIGS } from './engines/slot-themes'
import { SLOT_MACHINES } from './engines/slots/index'
import { spinMachine } from './engines/slots/play'
import type { MachineResult } from './engines/slots/types'
import { drawSsc, type SscDigits } from './engines/ssc'
import { drawZjh, type ZjhDeal } from './engines/zhajinhua'
import { drawFair, type HmacSha256, type RandomSource, type Seeds } from './fair'

export type GameKind = 'slot' | 'sicbo' | 'fast3'

/** A slot round's `venue` is a machine code (engines/slots), or a venue for the classic game of older rounds. */
export type Outcome =
  | { kind: 'slot'; venue: string; slot: SlotResult | MachineResult }
  | { kind: 'sicbo' | 'fast3'; dice: Dice }

/** Bull-bull's outcome: the two hands of one deal (engines/bullbull.ts). */
export type BullOutcome = { kind: 'bullbull'; deal: BullDeal }
/** 炸金花's outcome: the two hands of one deal (engines/zhajinhua.ts). */
export type ZjhOutcome = { kind: 'zhajinhua'; deal: ZjhDeal }
/** 二八杠's outcome: the two hands of one deal (engines/erbagang.ts). */
export type EbgOutcome = { kind: 'erbagang'; deal: EbgDeal }
/** 抢庄牛牛's outcome: the four seats' cards and the computer seats' draws (engines/qiangzhuang.ts). */
export type QzOutcome = { kind: 'qiangzhuang'; deal: QzDeal }
/** Every game the verifier replays from a player's seed pair. */
/** 时时彩's outcome: the five digits of a shared draw (engines/ssc.ts). */
export type SscOutcome = { kind: 'ssc'; digits: SscDigits }
/** PK10's outcome: the ten cars of a shared draw in finishing order (engines/pk10.ts). */
export type Pk10Outcome = { kind: 'pk10'; cars: Pk10Draw }
/** Roulette's outcome: the spin's number as a one-element list, like the draw stores it (engines/roulette.ts). */
export type RouletteOutcome = { kind: 'roulette'; numbers: number[] }
/** 三公's outcome: the six cards of a shared deal in dealing order (engines/sangong.ts). */
export type SangongOutcome = { kind: 'sangong'; cards: SangongDeal }
export type ReplayKind =
  | GameKind
  | 'bullbull'
  | 'zhajinhua'
  | 'erbagang'
  | 'ssc'
  | 'pk10'
  | 'roulette'
  | 'sangong'
  | 'qiangzhuang'
type CardOutcome =
  | BullOutcome
  | ZjhOutcome
  | EbgOutcome
  | SscOutcome
  | Pk10Outcome
  | RouletteOutcome
  | SangongOutcome
  | QzOutcome

export function drawOutcome(kind: 'bullbull', venue: string, src: RandomSource): BullOutcome
export function drawOutcome(kind: 'zhajinhua', venue: string, src: RandomSource): ZjhOutcome
export function drawOutcome(kind: 'erbagang', venue: string, src: RandomSource): EbgOutcome
export function drawOutcome(kind: 'ssc', venue: string, src: RandomSource): SscOutcome
export function drawOutcome(kind: 'pk10', venue: string, src: RandomSource): Pk10Outcome
export function drawOutcome(kind: 'qiangzhuang', venue: string, src: RandomSource): QzOutcome
export function drawOutcome(kind: 'roulette', venue: string, src: RandomSource): RouletteOutcome
export function drawOutcome(kind: 'sangong', venue: string, src: RandomSource): SangongOutcome
export function drawOutcome(kind: GameKind, venue: string, src: RandomSource): Outcome
export function drawOutcome(kind: ReplayKind, venue: string, src: RandomSource): Outcome | CardOutcome
export function drawOutcome(kind: ReplayKind, venue: string, src: RandomSource): Outcome | CardOutcome {
  if (kind === 'bullbull') return { kind, deal: drawBull(src) }
  if (kind === 'zhajinhua') return { kind, deal: drawZjh(src) }
  if (kind === 'erbagang') return { kind, deal: drawEbg(src) }
  if (kind === 'ssc') return { kind, digits: drawSsc(src) }
  if (kind === 'pk10') return { kind, cars: drawPk10(src) }
  if (kind === 'qiangzhuang') return { kind, deal: drawQz(src) }
  if (kind === 'roulette') return { kind, numbers: drawRoulette(src) }
  if (kind === 'sangong') return { kind, cards: drawSangong(src) }
  if (kind === 'slot') {
    const machine = SLOT_MACHINES[venue]
    if (machine) return { kind, venue, slot: spinMachine(machine, src) }
    const cfg = SLOT_CONFIGS[venue]
    if (!cfg) throw new RangeError(`no slot configuration for ${venue}`)
    return { kind, venue, slot: spin(cfg, src) }
  }
  return { kind, dice: rollDice(src) }
}

export function replayRound(
  hmac: HmacSha256,
  kind: 'bullbull',
  venue: string,
  seeds: Seeds,
): Promise<BullOutcome>
export function replayRound(
  hmac: HmacSha256,
  kind: 'zhajinhua',
  venue: string,
  seeds: Seeds,
): Promise<ZjhOutcome>
export function replayRound(
  hmac: HmacSha256,
  kind: 'erbagang',
  venue: string,
  seeds: Seeds,
): Promise<EbgOutcome>
export function replayRound(hmac: HmacSha256, kind: 'ssc', venue: string, seeds: Seeds): Promise<SscOutcome>
export function replayRound(hmac: HmacSha256, kind: 'pk10', venue: string, seeds: Seeds): Promise<Pk10Outcome>
export function replayRound(
  hmac: HmacSha256,
  kind: 'qiangzhuang',
  venue: string,
  seeds: Seeds,
): Promise<QzOutcome>
export function replayRound(
  hmac: HmacSha256,
  kind: 'roulette',
  venue: string,
  seeds: Seeds,
): Promise<RouletteOutcome>
export function replayRound(
  hmac: HmacSha256,
  kind: 'sangong',
  venue: string,
  seeds: Seeds,
): Promise<SangongOutcome>
export function replayRound(hmac: HmacSha256, kind: GameKind, venue: string, seeds: Seeds): Promise<Outcome>
export function replayRound(
  hmac: HmacSha256,
  kind: ReplayKind,
  venue: string,
  seeds: Seeds,
): Promise<Outcome | CardOutcome>
export function replayRound(hmac: HmacSha256, kind: ReplayKind, venue: string, seeds: Seeds) {
  return drawFair(hmac, seeds, (src) => drawOutcome(kind, venue, src))
}

/**
 * A baccarat shoe from its seeds (nonce 0 of the shoe's seed pair): the shuffled cards, where the
 * first hand starts after the burn, and every hand to the cut card. The server deals from exactly this.
 */
export async function replayShoe(hmac: HmacSha256, seeds: { serverSeed: string; clientSeed: string }) {
  const cards = await drawFair(hmac, { ...seeds, nonce: 0 }, shuffleShoe)
  return { cards, first: firstHandPosition(cards), hands: dealShoe(cards) }
}

/** A dragon-tiger shoe from its seeds: shuffled as baccarat's, then two cards a round to its cut card. */
export async function replayDtShoe(hmac: HmacSha256, seeds: { serverSeed: string; clientSeed: string }) {
  const cards = await drawFair(hmac, { ...seeds, nonce: 0 }, shuffleShoe)
  return { cards, first: firstHandPosition(cards), rounds: dealDtShoe(cards) }
}
