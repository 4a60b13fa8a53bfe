// The calls of 抢庄牛牛 at lhchess (docs/qiangzhuang.md): the rules with the exact return, the player's
// open round, and the three steps of a round (open with an ante, grab, bet), each a money call with an
// Idempotency-Key. games.ts lists them with the round record and the seed shapes it defines.
import { z } from 'zod'
import { amountField, call, money } from './core'

const venue = z.string({ error: 'v.platform' }).regex(/^[a-z0-9]{2,32}$/, { error: 'v.platform' })
const roundId = z.string({ error: 'v.id' }).regex(/^QZ\d{1,18}-\d{1,10}$/, { error: 'v.id' })
const choice = z.number({ error: 'g.qzChoice' }).int({ error: 'g.qzChoice' })

/** An open round as the player may see it: the cards its rule shows (none now), then the grabs and the banker. */
export const QzOpenRound = z.object({
  round_id: z.string(),
  step: z.enum(['grab', 'bet']),
  ante: money,
  /** The largest possible loss, staked when the round opened; the unused part comes back. */
  reserve: money,
  visible: z.array(z.number().int()),
  /** Seat 0 is the player's; null until the player has grabbed. */
  grabs: z.array(z.number().int()).nullable(),
  banker: z.number().int().nullable(),
  banker_multiple: z.number().int().nullable(),
})
export type QzOpenRound = z.infer<typeof QzOpenRound>

export function qiangzhuangCalls<R extends z.ZodTypeAny, S extends z.ZodTypeAny>(round: R, seed: S) {
  /** After every step: the open round, or the settled round record; the balance; the seed pair. */
  const step = z.object({ open: QzOpenRound.nullable(), round: round.nullable(), balance: money, seed })
  return {
    qiangzhuangRules: call({
      method: 'POST',
      path: '/api/games/qiangzhuang/rules',
      auth: false,
      request: z.object({}).passthrough(),
      response: z.object({
        antes: z.array(money),
        grabs: z.array(z.number().int()),
        bets: z.array(z.number().int()),
        /** 3 for 牛牛 and above, 2 for 牛7-牛9, else 1, by hand kind. */
        multiples: z.record(z.string(), z.number().int()),
        commission_bp: z.number().int(),
        max_loss_antes: z.number().int(),
        /** Minutes a round waits for a choice before the defaults close it. */
        idle_minutes: z.number().int(),
        /** The computer seats' grab and bet weights (out of 10). */
        seat_grab_weights: z.array(z.number().int()),
        seat_bet_weights: z.array(z.number().int()),
        /** Expected result per ante of the best strategy and of always 不抢 ×1 (exact, docs/qiangzhuang.md). */
        best_per_ante: z.number(),
        cautious_per_ante: z.number(),
        /** … and of always grabbing ×3 and betting ×5 (the largest exposure). */
        bold_per_ante: z.number(),
        /** What every strategy returns of its valid bet, in basis points (exact). */
        return_bp: z.number().int(),
        /** How many of the player's cards are face up while choosing (0: all five shown at the end). */
        visible_cards: z.number().int(),
      }),
    }),
    qiangzhuangOpen: call({
      method: 'POST',
      path: '/api/games/qiangzhuang/open',
      auth: true,
      idempotent: true,
      request: z.object({ venue, ante: amountField('g.betAmount', { max: 5_000_000n }) }),
      response: step,
    }),
    qiangzhuangGrab: call({
      method: 'POST',
      path: '/api/games/qiangzhuang/grab',
      auth: true,
      idempotent: true,
      request: z.object({ round_id: roundId, grab: choice }),
      response: step,
    }),
    qiangzhuangBet: call({
      method: 'POST',
      path: '/api/games/qiangzhuang/bet',
      auth: true,
      idempotent: true,
      request: z.object({ round_id: roundId, bet: choice }),
      response: step,
    }),
    /** The player's open round, if any (a round idle too long is closed with the defaults first). */
    qiangzhuangState: call({
      method: 'POST',
      path: '/api/games/qiangzhuang/state',
      auth: true,
      request: z.object({}).passthrough(),
      response: z.object({ open: QzOpenRound.nullable() }),
    }),
  }
}
