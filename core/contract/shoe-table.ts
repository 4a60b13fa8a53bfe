// The calls of a shared live card table dealt from a committed shoe (baccarat, dragon-tiger): its
// state with the countdown anchors and the road, a bet slip on the open round, a seed contribution to
// the next shoe, and one shoe for the verifier. Each game names its round record; games.ts lists the
// calls of each table.
import { z } from 'zod'
import { amountField, call, money, wireTime } from './core'

const clientSeed = z.string({ error: 'g.clientSeed' }).regex(/^[\x21-\x7e]{1,64}$/, { error: 'g.clientSeed' })
const amount = amountField('g.betAmount', { max: 5_000_000n })
const slip = z
  .array(z.object({ bet: z.string({ error: 'g.slip' }).max(16, { error: 'g.slip' }), amount }), {
    error: 'g.slip',
  })
  .min(1, { error: 'g.slip' })
  .max(40, { error: 'g.slip' })

/** A shoe once it has ended: everything its verification needs. */
export const RevealedShoe = z.object({
  shoe: z.number().int(),
  server_seed: z.string(),
  server_hash: z.string(),
  client_seed: z.string(),
  shoe_hash: z.string(),
  hands: z.number().int(),
  ended_at: wireTime,
})
export type RevealedShoe = z.infer<typeof RevealedShoe>

/** The four calls of the table at /api/games/<game>/…; `round` is a dealt round, `record` a player's round. */
export function shoeTableCalls<G extends string, Shape extends z.ZodRawShape, Played extends z.ZodTypeAny>(
  game: G,
  record: z.ZodObject<Shape>,
  played: Played,
) {
  return {
    /** The shared table: the current round, its countdown anchors, the shoe and the road. */
    state: call({
      method: 'POST',
      path: `/api/games/${game}/state` as const,
      auth: true,
      request: z.object({}).passthrough(),
      response: z.object({
        venue: z.string(),
        venue_name: z.string(),
        round: z.object({
          round_no: z.string(),
          shoe: z.number().int(),
          hand: z.number().int(),
          /** betting until closes_at, dealing until the deal, result until next_at. */
          phase: z.enum(['betting', 'dealing', 'result']),
          opens_at: wireTime,
          closes_at: wireTime,
          next_at: wireTime.nullable(),
          result: record.nullable(),
        }),
        server_time: wireTime,
        /** Seconds to the end of the current phase (0 while dealing). */
        seconds_left: z.number().int(),
        bet_seconds: z.number().int(),
        shoe: z.object({
          shoe: z.number().int(),
          server_hash: z.string(),
          client_seed: z.string(),
          shoe_hash: z.string(),
          cards_left: z.number().int(),
          hands: z.number().int(),
        }),
        /** The shoe after this one: its committed hash and the contributions to its shuffle so far. */
        next_shoe: z.object({
          shoe: z.number().int(),
          server_hash: z.string(),
          client_seed: z.string(),
          contributions: z.number().int(),
          my_seed: z.string(),
        }),
        /** The rounds of the current shoe, in order (the road maps). */
        history: z.array(record.extend({ hand: z.number().int() })),
        /** The caller's stakes on the current round, per bet. */
        my_bets: z.array(z.object({ bet: z.string(), amount: money })),
        revealed: z.array(RevealedShoe),
        balance: money,
        wallet: z.enum(['central', 'venue']),
        rounds: z.array(played),
      }),
    }),
    bet: call({
      method: 'POST',
      path: `/api/games/${game}/bet` as const,
      auth: true,
      idempotent: true,
      request: z.object({ bets: slip }),
      response: z.object({ round_id: z.string(), round_no: z.string(), balance: money }),
    }),
    /** Contribute to the next shoe's client seed (replaces the caller's earlier one) until it starts. */
    seed: call({
      method: 'POST',
      path: `/api/games/${game}/seed` as const,
      auth: true,
      request: z.object({ client_seed: clientSeed }),
      response: z.object({
        shoe: z.number().int(),
        client_seed: z.string(),
        contributions: z.number().int(),
        my_seed: z.string(),
      }),
    }),
    /** One shoe for the verifier: the server seed and the order only once it has ended. */
    shoe: call({
      method: 'POST',
      path: `/api/games/${game}/shoe` as const,
      auth: true,
      request: z.object({
        shoe: z.number({ error: 'v.id' }).int({ error: 'v.id' }).positive({ error: 'v.id' }),
      }),
      response: z.object({
        shoe: z.number().int(),
        server_seed: z.string().nullable(),
        server_hash: z.string(),
        client_seed: z.string(),
        contributions: z.array(z.string()),
        shoe_hash: z.string(),
        started: z.boolean(),
        ended: z.boolean(),
        hands: z.array(record.extend({ hand: z.number().int(), card_pos: z.number().int() })),
      }),
    }),
  }
}

/** A dealt dragon-tiger round: the card codes (rank A23456789TJQK, suit SHCD) and their ranks 1-13. */
export const DragonTigerRound = z.object({
  dragon: z.string(),
  tiger: z.string(),
  dragon_point: z.number().int(),
  tiger_point: z.number().int(),
  winner: z.enum(['dragon', 'tiger', 'tie']),
})
export type DragonTigerRound = z.infer<typeof DragonTigerRound>
