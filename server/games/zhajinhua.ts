// 炸金花 (three-card brag) against the banker at the chess/cards venue qxchess, played instantly on the
// player's seed pair (kind 'zhajinhua', seeded-round.ts): the ante is the stake, a win pays ante + the
// paytable's multiple of the player's hand, a loss or an equal hand pays nothing. The paytable is the
// engine's (fixed, with its exact return); the round keeps the one it was settled with. Rules:
// docs/zhajinhua.md.

import { settleZjh, ZJH_ANTES, ZJH_PAYTABLE, type ZjhHand } from '../../core/games/engines/zhajinhua'
import { drawOutcome } from '../../core/games/replay'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { playOnSeed } from './seeded-round'
import { venueKind, ZHAJINHUA_VENUE } from './venues'

const handView = (h: ZjhHand) => ({ cards: h.cards, kind: h.kind })

/** `ante` arrives as exact cents (the contract's money parser). */
export async function playZhajinhua(q: Query, userId: number, input: { venue: string; ante: bigint }) {
  if (venueKind(input.venue) !== 'zhajinhua') throw new BizError(1000, 'v.platform')
  const ante = input.ante
  if (!ZJH_ANTES.some((a) => BigInt(a) === ante)) throw new BizError(1000, 'g.zjhAnte')
  return playOnSeed(q, userId, {
    kind: 'zhajinhua',
    venue: input.venue,
    stake: ante,
    prefix: 'ZJ',
    gameCode: 'zhajinhua',
    gameName: '炸金花',
    deal: (src) => drawOutcome('zhajinhua', ZHAJINHUA_VENUE, src).deal,
    settle: (deal) => {
      const s = settleZjh(ante, deal)
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
        detail: { ante: Number(ante), paytable: ZJH_PAYTABLE },
      }
    },
  })
}
