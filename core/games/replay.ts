// Recompute any in-house round from its seeds: the fairness page runs this in the browser, the server
// runs it to play. One function per game kind, on the shared fair stream and the shared engines.

import { dealShoe, firstHandPosition, shuffleShoe } from './engines/baccarat'
import { type Dice, rollDice } from './engines/dice'
import { type SlotResult, spin } from './engines/slot'
import { SLOT_CONFIGS } from './engines/slot-themes'
import { drawFair, type HmacSha256, type RandomSource, type Seeds } from './fair'

export type GameKind = 'slot' | 'sicbo' | 'fast3'

export type Outcome =
  | { kind: 'slot'; venue: string; slot: SlotResult }
  | { kind: 'sicbo' | 'fast3'; dice: Dice }

export function drawOutcome(kind: GameKind, venue: string, src: RandomSource): Outcome {
  if (kind === 'slot') {
    const cfg = SLOT_CONFIGS[venue]
    if (!cfg) throw new RangeError(`no slot configuration for ${venue}`)
    return { kind, venue, slot: spin(cfg, src) }
  }
  return { kind, dice: rollDice(src) }
}

export const replayRound = (hmac: HmacSha256, kind: GameKind, venue: string, seeds: Seeds) =>
  drawFair(hmac, seeds, (src) => drawOutcome(kind, venue, src))

/**
 * A baccarat shoe from its seeds (nonce 0 of the shoe's seed pair): the shuffled cards, where the
 * first hand starts after the burn, and every hand to the cut card. The server deals from exactly this.
 */
export async function replayShoe(hmac: HmacSha256, seeds: { serverSeed: string; clientSeed: string }) {
  const cards = await drawFair(hmac, { ...seeds, nonce: 0 }, shuffleShoe)
  return { cards, first: firstHandPosition(cards), hands: dealShoe(cards) }
}
