// Bull-bull (牛牛) at the in-house chess/cards venue: the player against the banker, played instantly
// on the player's seed pair (kind 'bullbull', seeded-round.ts). One transaction per round: lock the
// seed pair, deal on the fair stream, hold the deposit (base x the table's highest multiple) and
// return deposit + net in the same ledger call, record the round. The multiples and the commission
// are the operator's table (settings row 'bullbull'); the round keeps the table it was settled with.
// Rules: docs/bullbull.md.

import {
  BULL_DEFAULT_TABLE,
  type BullHand,
  type BullTable,
  isBullTable,
  maxMultiple,
  settleBull,
} from '../../core/games/engines/bullbull'
import { drawOutcome } from '../../core/games/replay'
import { centsToWire } from '../../core/money'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { playOnSeed } from './seeded-round'
import { BULLBULL_VENUE, venueKind } from './venues'

/** Base bets the table offers, in cents (1, 5, 10, 50, 100, 500, 1000 yuan). */
export const BULL_BASES = [100, 500, 1_000, 5_000, 10_000, 50_000, 100_000] as const

/** The operator's table; the default one when the row is missing or not a valid table. */
export async function bullTable(q: Query): Promise<BullTable> {
  const [row] = await q<{ value: unknown }>("SELECT value FROM settings WHERE key = 'bullbull'")
  const v = typeof row?.value === 'string' ? JSON.parse(row.value) : row?.value
  return isBullTable(v) ? v : BULL_DEFAULT_TABLE
}

const handView = (h: BullHand) => ({ cards: h.cards, kind: h.kind, bull: h.bull })

/** `base` arrives as exact cents (the contract's money parser). */
export async function playBullbull(q: Query, userId: number, input: { venue: string; base: bigint }) {
  if (venueKind(input.venue) !== 'bullbull') throw new BizError(1000, 'v.platform')
  const base = input.base
  if (!BULL_BASES.some((b) => BigInt(b) === base)) throw new BizError(1000, 'g.bullBase')
  const table = await bullTable(q)
  const deposit = base * BigInt(maxMultiple(table))
  return playOnSeed(q, userId, {
    kind: 'bullbull',
    venue: input.venue,
    stake: deposit,
    prefix: 'NN',
    gameCode: 'bullbull',
    gameName: '牛牛',
    deal: (src) => drawOutcome('bullbull', BULLBULL_VENUE, src).deal,
    settle: (deal) => {
      const s = settleBull(base, deal, table)
      return {
        payout: s.payout,
        valid: s.valid,
        result: {
          player: handView(deal.player),
          banker: handView(deal.banker),
          winner: deal.winner,
          // Cents as JSON numbers, as rounds have always stored them (exact: far below 2^53).
          base: Number(base),
          multiple: s.multiple,
          commission: Number(s.commission),
          net: Number(s.net),
        },
        detail: { base: Number(base), table },
      }
    },
    // The kernel decides whether the deposit is there (the wallet's cash, then the player's bonus, as
    // for every stake: docs/wagering.md, "Cash first, then bonus"); its 210 is told in the table's
    // words, which name the deposit a round holds.
    short: new BizError(210, 'g.bullDeposit', { amount: centsToWire(deposit) }),
  })
}
