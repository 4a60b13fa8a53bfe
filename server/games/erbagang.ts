// 二八杠 against the banker at the chess/cards venue bfchess, played instantly on the player's seed pair
// (kind 'erbagang', seeded-round.ts): the ante is the stake, a win pays ante + the paytable's multiple
// of the player's hand, a loss or an equal hand pays nothing. The deal depends only on the seeds and
// the nonce, never on the ante. The paytable is the engine's (fixed, with its exact return); the round
// keeps the one it was settled with. Rules: docs/erbagang.md.

import { EBG_ANTES, EBG_PAYTABLE, type EbgHand, settleEbg } from '../../core/games/engines/erbagang'
import { drawOutcome } from '../../core/games/replay'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { playOnSeed } from './seeded-round'
import { ERBAGANG_VENUE, venueKind } from './venues'

const handView = (h: EbgHand) => ({ tiles: h.tiles, kind: h.kind, half: h.half })

/** `ante` arrives as exact cents (the contract's money parser). */
export async function playErbagang(q: Query, userId: number, input: { venue: string; ante: bigint }) {
  if (venueKind(input.venue) !== 'erbagang') throw new BizError(1000, 'v.platform')
  const ante = input.ante
  if (!EBG_ANTES.some((a) => BigInt(a) === ante)) throw new BizError(1000, 'g.zjhAnte')
  return playOnSeed(q, userId, {
    kind: 'erbagang',
    venue: input.venue,
    stake: ante,
    prefix: 'EB',
    gameCode: 'erbagang',
    gameName: '二八杠',
    deal: (src) => drawOutcome('erbagang', ERBAGANG_VENUE, src).deal,
    settle: (deal) => {
      const s = settleEbg(ante, deal)
      return {
        payout: s.payout,
        valid: ante,
        result: {
          player: handView(deal.player),
          banker: handView(deal.banker),
          winner: deal.winner,
          tie: deal.tie,
          // Cents as JSON numbers, as rounds store them (exact: far below 2^53).
          ante: Number(ante),
          bp: s.bp,
          net: Number(s.net),
        },
        detail: { ante: Number(ante), paytable: EBG_PAYTABLE },
      }
    },
  })
}
