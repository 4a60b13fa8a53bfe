// The in-house game calls (GAMES, issue 7): not calls of the original API,
// added for the game pages on this site.
// Money is a decimal string on the wire like everywhere else; rounds carry their fairness data.
import { z } from 'zod'
import { amountField, call, money, wireTime } from './core'

const venue = z.string({ error: 'v.platform' }).regex(/^[a-z0-9]{2,32}$/, { error: 'v.platform' })
const seedKind = z.enum(['slot', 'sicbo', 'bullbull'], { error: 'v.type' })
const clientSeed = z.string({ error: 'g.clientSeed' }).regex(/^[\x21-\x7e]{1,64}$/, { error: 'g.clientSeed' })
const issue = z.string({ error: 'v.id' }).regex(/^\d{8}-\d{4}$/, { error: 'v.id' })
/** A stake of one bet: 0.01 to 50,000.00, exact (each game checks its own table limits). */
const amount = amountField('g.betAmount', { max: 5_000_000n })
const slip = z
  .array(z.object({ bet: z.string({ error: 'g.slip' }).max(16, { error: 'g.slip' }), amount }), {
    error: 'g.slip',
  })
  .min(1, { error: 'g.slip' })
  .max(40, { error: 'g.slip' })

export const PublicSeed = z.object({
  server_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
})
export const RevealedSeed = z.object({
  server_seed: z.string(),
  server_hash: z.string(),
  client_seed: z.string(),
  rounds: z.number().int(),
  revealed_at: z.string(),
})
export const GameRound = z.object({
  round_id: z.string(),
  venue: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  kind: z.string(),
  stake: money,
  payout: money,
  status: z.number().int(),
  result: z.unknown(),
  bets: z.array(z.object({ bet: z.string(), amount: money })),
  balance_before: money,
  balance_after: money,
  nonce: z.number().int().nullable(),
  issue: z.string().nullable(),
  server_hash: z.string(),
  client_seed: z.string(),
  created_at: wireTime,
})
export type GameRound = z.infer<typeof GameRound>
const Played = z.object({ round: GameRound, balance: money, seed: PublicSeed })
export const Fast3Draw = z.object({
  issue: z.string(),
  dice: z.array(z.number().int()),
  server_seed: z.string(),
  server_hash: z.string(),
  /** The combination of the players' contributions (engines/fast3.ts), fixed at the close. */
  client_seed: z.string(),
  contributions: z.number().int(),
  draw_at: wireTime,
})
export type Fast3Draw = z.infer<typeof Fast3Draw>

/** A dealt baccarat hand: card codes (rank A23456789TJQK, suit SHCD) in dealing order. */
export const BaccaratHand = z.object({
  player: z.array(z.string()),
  banker: z.array(z.string()),
  player_total: z.number().int(),
  banker_total: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  player_pair: z.boolean(),
  banker_pair: z.boolean(),
  natural: z.boolean(),
})
export type BaccaratHand = z.infer<typeof BaccaratHand>
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

export const gameCalls = {
  gameTable: call({
    method: 'POST',
    path: '/api/games/table',
    auth: true,
    request: z.object({ venue, kind: seedKind }),
    response: z.object({
      venue: z.string(),
      venue_name: z.string(),
      balance: money,
      /** central: seamless mode plays from the central wallet; venue: from this venue's wallet. */
      wallet: z.enum(['central', 'venue']),
      seed: PublicSeed,
      previous_seed: RevealedSeed.nullable(),
      rounds: z.array(GameRound),
    }),
  }),
  slotSpin: call({
    method: 'POST',
    path: '/api/games/slot/spin',
    auth: true,
    idempotent: true,
    request: z.object({ venue, game: z.string().max(64).default(''), stake: amount }),
    response: Played,
  }),
  sicboBet: call({
    method: 'POST',
    path: '/api/games/sicbo/bet',
    auth: true,
    idempotent: true,
    request: z.object({ venue, bets: slip }),
    response: Played,
  }),
  /** Bull-bull: one round against the banker on the player's seed pair (base bet in yuan). */
  bullbullPlay: call({
    method: 'POST',
    path: '/api/games/bullbull/play',
    auth: true,
    idempotent: true,
    request: z.object({ venue, base: amount }),
    response: Played,
  }),
  /** Bull-bull's table: the operator's multiple per hand, the commission and the base bets offered. */
  bullbullRules: call({
    method: 'POST',
    path: '/api/games/bullbull/rules',
    auth: false,
    request: z.object({}).passthrough(),
    response: z.object({
      multiples: z.record(z.string(), z.number().int()),
      commission_bp: z.number().int(),
      bases: z.array(money),
      max_multiple: z.number().int(),
    }),
  }),
  seedRotate: call({
    method: 'POST',
    path: '/api/games/seed/rotate',
    auth: true,
    request: z.object({ kind: seedKind, client_seed: clientSeed.optional() }),
    response: z.object({ previous: RevealedSeed, current: PublicSeed }),
  }),
  fast3State: call({
    method: 'POST',
    path: '/api/games/fast3/state',
    auth: true,
    request: z.object({}).passthrough(),
    response: z.object({
      issue: z.string(),
      server_hash: z.string(),
      /** The open issue's client seed from the contributions so far: final at close_at. */
      client_seed: z.string(),
      contributions: z.number().int(),
      /** The caller's own contribution to the open issue ('' when none). */
      my_seed: z.string(),
      draw_at: wireTime,
      close_at: wireTime,
      server_time: wireTime,
      seconds_left: z.number().int(),
      balance: money,
      wallet: z.enum(['central', 'venue']),
      draws: z.array(Fast3Draw),
      rounds: z.array(GameRound),
    }),
  }),
  fast3Bet: call({
    method: 'POST',
    path: '/api/games/fast3/bet',
    auth: true,
    idempotent: true,
    request: z.object({ bets: slip }),
    response: z.object({ round: GameRound, balance: money, issue: z.string() }),
  }),
  /** Contribute to the open issue's client seed (replaces the caller's earlier one) until bets close. */
  fast3Seed: call({
    method: 'POST',
    path: '/api/games/fast3/seed',
    auth: true,
    request: z.object({ client_seed: clientSeed }),
    response: z.object({
      issue: z.string(),
      client_seed: z.string(),
      contributions: z.number().int(),
      my_seed: z.string(),
    }),
  }),
  /** A fast-3 draw with its contributions, for the verifier (the server seed only once drawn). */
  fast3Draw: call({
    method: 'POST',
    path: '/api/games/fast3/draw',
    auth: true,
    request: z.object({ issue }),
    response: z.object({
      issue: z.string(),
      server_seed: z.string().nullable(),
      server_hash: z.string(),
      client_seed: z.string(),
      contributions: z.array(z.string()),
      dice: z.array(z.number().int()),
    }),
  }),
  /** A past round with everything needed to recompute it (the server seed only once revealed). */
  gameRound: call({
    method: 'POST',
    path: '/api/games/round',
    auth: true,
    request: z.object({
      round_id: z.string({ error: 'v.id' }).regex(/^[A-Za-z0-9_.:-]{1,80}$/, { error: 'v.id' }),
    }),
    response: z.object({
      round: GameRound,
      server_seed: z.string().nullable(),
      server_hash: z.string(),
      client_seed: z.string(),
      nonce: z.number().int(),
      /** Fast-3: the contributions its client seed combines (empty for the other games). */
      contributions: z.array(z.string()),
    }),
  }),
  /** The shared baccarat table: the current hand, its countdown anchors, the shoe and the road. */
  baccaratState: call({
    method: 'POST',
    path: '/api/games/baccarat/state',
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
        result: BaccaratHand.nullable(),
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
      /** The hands of the current shoe, in order (the road maps). */
      history: z.array(BaccaratHand.extend({ hand: z.number().int() })),
      /** The caller's stakes on the current hand, per bet. */
      my_bets: z.array(z.object({ bet: z.string(), amount: money })),
      revealed: z.array(RevealedShoe),
      balance: money,
      wallet: z.enum(['central', 'venue']),
      rounds: z.array(GameRound),
    }),
  }),
  baccaratBet: call({
    method: 'POST',
    path: '/api/games/baccarat/bet',
    auth: true,
    idempotent: true,
    request: z.object({ bets: slip }),
    response: z.object({ round_id: z.string(), round_no: z.string(), balance: money }),
  }),
  /** Contribute to the next shoe's client seed (replaces the caller's earlier one) until it starts. */
  baccaratSeed: call({
    method: 'POST',
    path: '/api/games/baccarat/seed',
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
  baccaratShoe: call({
    method: 'POST',
    path: '/api/games/baccarat/shoe',
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
      hands: z.array(BaccaratHand.extend({ hand: z.number().int(), card_pos: z.number().int() })),
    }),
  }),
}
