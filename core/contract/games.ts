// The in-house game calls (GAMES, issue 7): not calls of the original API,
// added for the game pages on this site.
// Money is a decimal string on the wire like everywhere else; rounds carry their fairness data.
import { z } from 'zod'
import { amountField, call, money, wireTime } from './core'
import { qiangzhuangCalls } from './qiangzhuang'
import { DragonTigerRound, shoeTableCalls } from './shoe-table'

const venue = z.string({ error: 'v.platform' }).regex(/^[a-z0-9]{2,32}$/, { error: 'v.platform' })
const seedKind = z.enum(['slot', 'sicbo', 'bullbull', 'zhajinhua', 'erbagang', 'qiangzhuang'], {
  error: 'v.type',
})
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
/** A 时时彩 draw (docs/ssc.md): five digits 0-9, first to fifth position. */
export const SscDraw = Fast3Draw.omit({ dice: true }).extend({ digits: z.array(z.number().int()) })
export type SscDraw = z.infer<typeof SscDraw>
const sscIssue = z.string({ error: 'v.id' }).regex(/^\d{8}-\d{3}$/, { error: 'v.id' })
/** A PK10 draw (docs/pk10.md): the ten cars in finishing order, first place first. */
export const Pk10Draw = Fast3Draw.omit({ dice: true }).extend({ cars: z.array(z.number().int()) })
export type Pk10Draw = z.infer<typeof Pk10Draw>
const pk10Issue = z.string({ error: 'v.id' }).regex(/^\d{7}$/, { error: 'v.id' })
/** A 三公 deal (docs/sangong.md): six card numbers in dealing order, 闲 1, 庄 1, 闲 2, 庄 2, 闲 3, 庄 3. */
export const SangongDraw = Fast3Draw.omit({ dice: true }).extend({ cards: z.array(z.number().int()) })
export type SangongDraw = z.infer<typeof SangongDraw>
const sangongIssue = z.string({ error: 'v.id' }).regex(/^SG\d{8}-\d{4}$/, { error: 'v.id' })
/** A roulette spin (docs/roulette.md): one number 0-36, as a one-element list like every draw. */
export const RouletteDraw = Fast3Draw.omit({ dice: true }).extend({ numbers: z.array(z.number().int()) })
export type RouletteDraw = z.infer<typeof RouletteDraw>
const rouletteIssue = z.string({ error: 'v.id' }).regex(/^\d{8}$/, { error: 'v.id' })

/** A shared lottery page's state (fast-3, 时时彩): the open issue, its countdown anchors, the last draws. */
const lotteryState = <D extends z.ZodTypeAny>(draw: D) =>
  z.object({
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
    draws: z.array(draw),
    rounds: z.array(GameRound),
  })
const lotteryBet = z.object({ round: GameRound, balance: money, issue: z.string() })
const lotterySeed = z.object({
  issue: z.string(),
  client_seed: z.string(),
  contributions: z.number().int(),
  my_seed: z.string(),
})
/** A draw for the verifier: its contributions, and the server seed only once drawn. */
const lotteryDrawDetail = z.object({
  issue: z.string(),
  server_seed: z.string().nullable(),
  server_hash: z.string(),
  client_seed: z.string(),
  contributions: z.array(z.string()),
})

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

export { QzOpenRound } from './qiangzhuang'
export { DragonTigerRound, RevealedShoe } from './shoe-table'

/** The shared shoe tables (shoe-table.ts): baccarat at jdlive, dragon-tiger at hxlive. */
const baccarat = shoeTableCalls('baccarat', BaccaratHand, GameRound)
const dragonTiger = shoeTableCalls('dragontiger', DragonTigerRound, GameRound)
/** 抢庄牛牛 at lhchess (docs/qiangzhuang.md): a round in steps on the player's seed pair. */
const qiangzhuang = qiangzhuangCalls(GameRound, PublicSeed)

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
  /** 炸金花 against the banker: one round on the player's seed pair (the ante in yuan). */
  zhajinhuaPlay: call({
    method: 'POST',
    path: '/api/games/zhajinhua/play',
    auth: true,
    idempotent: true,
    request: z.object({ venue, ante: amount }),
    response: Played,
  }),
  /** 炸金花's paytable: what a win pays beyond the ante per hand (basis points), the antes, the return. */
  zhajinhuaRules: call({
    method: 'POST',
    path: '/api/games/zhajinhua/rules',
    auth: false,
    request: z.object({}).passthrough(),
    response: z.object({
      paytable: z.record(z.string(), z.number().int()),
      antes: z.array(money),
      /** The exact return per unit of ante (docs/zhajinhua.md). */
      rtp: z.number(),
    }),
  }),
  /** 二八杠 against the banker: one round on the player's seed pair (the ante in yuan). */
  erbagangPlay: call({
    method: 'POST',
    path: '/api/games/erbagang/play',
    auth: true,
    idempotent: true,
    request: z.object({ venue, ante: amount }),
    response: Played,
  }),
  /** 二八杠's paytable (basis points beyond the ante per player hand), the antes, the exact return. */
  erbagangRules: call({
    method: 'POST',
    path: '/api/games/erbagang/rules',
    auth: false,
    request: z.object({}).passthrough(),
    response: z.object({
      paytable: z.record(z.string(), z.number().int()),
      antes: z.array(money),
      /** The exact return per unit of ante (docs/erbagang.md). */
      rtp: z.number(),
      /** The same return as an exact fraction. */
      rtp_fraction: z.tuple([z.number().int(), z.number().int()]),
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
    response: lotteryState(Fast3Draw),
  }),
  fast3Bet: call({
    method: 'POST',
    path: '/api/games/fast3/bet',
    auth: true,
    idempotent: true,
    request: z.object({ bets: slip }),
    response: lotteryBet,
  }),
  /** Contribute to the open issue's client seed (replaces the caller's earlier one) until bets close. */
  fast3Seed: call({
    method: 'POST',
    path: '/api/games/fast3/seed',
    auth: true,
    request: z.object({ client_seed: clientSeed }),
    response: lotterySeed,
  }),
  /** A fast-3 draw with its contributions, for the verifier (the server seed only once drawn). */
  fast3Draw: call({
    method: 'POST',
    path: '/api/games/fast3/draw',
    auth: true,
    request: z.object({ issue }),
    response: lotteryDrawDetail.extend({ dice: z.array(z.number().int()) }),
  }),
  /** 时时彩 at qxlottery (docs/ssc.md): the same shared-draw calls as fast-3. */
  sscState: call({
    method: 'POST',
    path: '/api/games/ssc/state',
    auth: true,
    request: z.object({}).passthrough(),
    response: lotteryState(SscDraw),
  }),
  sscBet: call({
    method: 'POST',
    path: '/api/games/ssc/bet',
    auth: true,
    idempotent: true,
    request: z.object({ bets: slip }),
    response: lotteryBet,
  }),
  sscSeed: call({
    method: 'POST',
    path: '/api/games/ssc/seed',
    auth: true,
    request: z.object({ client_seed: clientSeed }),
    response: lotterySeed,
  }),
  sscDraw: call({
    method: 'POST',
    path: '/api/games/ssc/draw',
    auth: true,
    request: z.object({ issue: sscIssue }),
    response: lotteryDrawDetail.extend({ digits: z.array(z.number().int()) }),
  }),
  /** 微澜赛车 (PK10) at vrbet (docs/pk10.md): the same shared-draw calls as fast-3. */
  pk10State: call({
    method: 'POST',
    path: '/api/games/pk10/state',
    auth: true,
    request: z.object({}).passthrough(),
    response: lotteryState(Pk10Draw),
  }),
  pk10Bet: call({
    method: 'POST',
    path: '/api/games/pk10/bet',
    auth: true,
    idempotent: true,
    request: z.object({ bets: slip }),
    response: lotteryBet,
  }),
  pk10Seed: call({
    method: 'POST',
    path: '/api/games/pk10/seed',
    auth: true,
    request: z.object({ client_seed: clientSeed }),
    response: lotterySeed,
  }),
  pk10Draw: call({
    method: 'POST',
    path: '/api/games/pk10/draw',
    auth: true,
    request: z.object({ issue: pk10Issue }),
    response: lotteryDrawDetail.extend({ cars: z.array(z.number().int()) }),
  }),
  /** 三公 at ymlive (docs/sangong.md): a shared deal every 40 s, the same calls as the lottery draws. */
  sangongState: call({
    method: 'POST',
    path: '/api/games/sangong/state',
    auth: true,
    request: z.object({}).passthrough(),
    response: lotteryState(SangongDraw),
  }),
  sangongBet: call({
    method: 'POST',
    path: '/api/games/sangong/bet',
    auth: true,
    idempotent: true,
    request: z.object({ bets: slip }),
    response: lotteryBet,
  }),
  sangongSeed: call({
    method: 'POST',
    path: '/api/games/sangong/seed',
    auth: true,
    request: z.object({ client_seed: clientSeed }),
    response: lotterySeed,
  }),
  sangongDraw: call({
    method: 'POST',
    path: '/api/games/sangong/draw',
    auth: true,
    request: z.object({ issue: sangongIssue }),
    response: lotteryDrawDetail.extend({ cards: z.array(z.number().int()) }),
  }),
  /** 琉璃轮盘 (European roulette) at lylive (docs/roulette.md): shared spins every 45 s. */
  rouletteState: call({
    method: 'POST',
    path: '/api/games/roulette/state',
    auth: true,
    request: z.object({}).passthrough(),
    /** `history`: the last 100 numbers, newest first (hot and cold counts). */
    response: lotteryState(RouletteDraw).extend({ history: z.array(z.number().int()) }),
  }),
  rouletteBet: call({
    method: 'POST',
    path: '/api/games/roulette/bet',
    auth: true,
    idempotent: true,
    request: z.object({ bets: slip }),
    response: lotteryBet,
  }),
  rouletteSeed: call({
    method: 'POST',
    path: '/api/games/roulette/seed',
    auth: true,
    request: z.object({ client_seed: clientSeed }),
    response: lotterySeed,
  }),
  rouletteDraw: call({
    method: 'POST',
    path: '/api/games/roulette/draw',
    auth: true,
    request: z.object({ issue: rouletteIssue }),
    response: lotteryDrawDetail.extend({ numbers: z.array(z.number().int()) }),
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
      /** Shared draws (fast-3, 时时彩): the contributions its client seed combines (else empty). */
      contributions: z.array(z.string()),
    }),
  }),
  baccaratState: baccarat.state,
  baccaratBet: baccarat.bet,
  baccaratSeed: baccarat.seed,
  baccaratShoe: baccarat.shoe,
  /** Dragon-tiger at hxlive (docs/dragon-tiger.md): the same calls as baccarat's table. */
  dragonTigerState: dragonTiger.state,
  dragonTigerBet: dragonTiger.bet,
  dragonTigerSeed: dragonTiger.seed,
  dragonTigerShoe: dragonTiger.shoe,
  ...qiangzhuang,
}
