// In-house rounds: the slot and sic bo play instantly on the player's seed pair; fast-3 bets wait for
// the minute's draw (fast3.ts). Each round is one transaction: the wager kernel's checks
// (server/wagering/kernel.ts), lock the seed pair (so nonces never repeat), draw on the fair stream,
// the kernel moves the stake and the payout, and the round is recorded.

import type { Dice } from '../../core/games/engines/dice'
import { isSicboBet, sicboPayout } from '../../core/games/engines/sicbo'
import { SLOT_STAKES, slotPayout } from '../../core/games/engines/slot'
import { SLOT_CONFIGS } from '../../core/games/engines/slot-themes'
import { machineFor } from '../../core/games/engines/slots/index'
import { machinePayout } from '../../core/games/engines/slots/play'
import { drawFair } from '../../core/games/fair'
import { drawOutcome } from '../../core/games/replay'
import { netExposure } from '../../core/games/turnover'
import { centsToWire } from '../../core/money'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { heldBonusSql } from '../wagering/bonus'
import { bookTurnover, openStake, playRound } from '../wagering/kernel'
import { toWireTime } from '../wire'
import { spinJackpot } from './jackpot'
import { activeSeed, publicSeed, type SeedKind, serverHmac } from './seeds'
import { openVenue, SICBO_VENUE, venueOffers } from './venues'

/** One line of a bet slip as the contract parses it: the stake in cents. */
export type SlipLine = { bet: string; amount: bigint }

/** Smallest and largest single bet of the dice games, in cents. */
export const DICE_BET_MIN = 100
export const DICE_BET_MAX = 5_000_000
export const SLIP_MAX_LINES = 40

/** One wallet's cash, as the ledger holds it. What a game answers as its balance is playBalance (bonus.ts). */
export async function walletBalance(q: Query, account: string): Promise<bigint> {
  const [row] = await q<{ balance: string | number }>('SELECT balance FROM ledger_accounts WHERE code = $1', [
    account,
  ])
  return BigInt(row?.balance ?? 0)
}

type RoundRecord = {
  roundId: string
  userId: number
  venue: string
  gameCode: string
  gameName: string
  kind: string
  stake: bigint
  /** The valid bet when it is not the stake (bull-bull: the amount won or lost, not the deposit held). */
  valid?: bigint
  payout: bigint
  status: 0 | 1 | 2
  result: unknown
  before: bigint
  after: bigint
  wallet: string
  seedId?: string | number | null
  nonce?: number | null
  issue?: string | null
  detail?: unknown
}

export async function insertRound(q: Query, r: RoundRecord) {
  const [row] = await q<{ id: string | number; created_at: Date }>(
    `INSERT INTO game_rounds (round_id, user_id, venue_code, game_code, game_name, stake_cents, valid_cents, payout_cents, status,
       result, balance_before, balance_after, settled_at, kind, wallet_account, fair_seed_id, nonce, draw_issue, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::smallint, $10, $11, $12, CASE WHEN $9::smallint = 1 THEN now() END, $13, $14, $15, $16, $17, $18)
     RETURNING id, created_at`,
    [
      r.roundId,
      r.userId,
      r.venue,
      r.gameCode,
      r.gameName,
      r.stake.toString(),
      r.status === 1 ? (r.valid ?? r.stake).toString() : '0',
      r.payout.toString(),
      r.status,
      JSON.stringify(r.result ?? null),
      r.before.toString(),
      r.after.toString(),
      r.kind,
      r.wallet,
      r.seedId?.toString() ?? null,
      r.nonce ?? null,
      r.issue ?? null,
      r.detail === undefined ? null : JSON.stringify(r.detail),
    ],
  )
  return row
}

function parseSlip(slip: SlipLine[], valid: (bet: string) => boolean) {
  if (!slip.length || slip.length > SLIP_MAX_LINES) throw new BizError(1000, 'g.slip')
  const seen = new Set<string>()
  return slip.map((l) => {
    if (!valid(l.bet) || seen.has(l.bet)) throw new BizError(1000, 'g.slip')
    if (l.amount < BigInt(DICE_BET_MIN) || l.amount > BigInt(DICE_BET_MAX))
      throw new BizError(1000, 'g.betAmount')
    const cents = Number(l.amount)
    seen.add(l.bet)
    return { bet: l.bet, amount: cents }
  })
}

export type RoundView = ReturnType<typeof roundView>

export function roundView(r: {
  round_id: string
  venue_code: string
  game_code: string
  game_name: string
  kind: string
  stake_cents: string | number
  payout_cents: string | number
  status: number
  result: string
  balance_before: string | number | null
  balance_after: string | number | null
  nonce: number | null
  draw_issue: string | null
  detail: unknown
  created_at: Date | string
  server_hash?: string | null
  client_seed?: string | null
}) {
  const detail = typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail
  return {
    round_id: r.round_id,
    venue: r.venue_code,
    game_code: r.game_code,
    game_name: r.game_name,
    kind: r.kind,
    stake: centsToWire(BigInt(r.stake_cents)),
    payout: centsToWire(BigInt(r.payout_cents)),
    status: Number(r.status),
    result: r.result ? (JSON.parse(r.result) as unknown) : null,
    bets: ((detail?.bets ?? []) as { bet: string; amount: number }[]).map((b) => ({
      bet: b.bet,
      amount: centsToWire(b.amount),
    })),
    balance_before: centsToWire(BigInt(r.balance_before ?? 0)),
    balance_after: centsToWire(BigInt(r.balance_after ?? 0)),
    nonce: r.nonce === null ? null : Number(r.nonce),
    issue: r.draw_issue,
    server_hash: r.server_hash ?? '',
    client_seed: r.client_seed ?? '',
    created_at: toWireTime(r.created_at),
  }
}

export const ROUND_COLS = `g.round_id, g.venue_code, g.game_code, g.game_name, g.kind, g.stake_cents, g.payout_cents, g.status, g.result,
  g.balance_before, g.balance_after, g.nonce, g.draw_issue, g.detail, g.created_at, s.server_hash, s.client_seed`

/** The player's latest rounds of one in-house game kind at one venue. */
export async function recentRounds(q: Query, userId: number, venue: string, kind: string, limit = 20) {
  const rows = await q<Parameters<typeof roundView>[0]>(
    `SELECT ${ROUND_COLS} FROM game_rounds g LEFT JOIN fair_seeds s ON s.id = g.fair_seed_id
     WHERE g.user_id = $1 AND g.venue_code = $2 AND g.kind = $3 ORDER BY g.id DESC LIMIT ${limit}`,
    [userId, venue, kind],
  )
  return rows.map(roundView)
}

async function gameName(q: Query, venue: string, gameCode: string, fallback: string) {
  if (!gameCode) return fallback
  const [g] = await q<{ name: string }>(
    'SELECT name FROM slot_games WHERE game_code = $1 AND venue_code = $2',
    [gameCode, venue],
  )
  if (!g) throw new BizError(1000, 'v.gameRequired')
  return g.name
}

type Played = { round: RoundView; balance: string; seed: ReturnType<typeof publicSeed> }

async function playInstant(
  q: Query,
  userId: number,
  a: {
    kind: Exclude<SeedKind, 'bullbull' | 'zhajinhua' | 'erbagang' | 'qiangzhuang'>
    venue: string
    gameCode: string
    name: string
    stake: bigint
    bets?: { bet: string; amount: number }[]
    /** The slot machine played (engines/slots); its code is what the round replays with. */
    machine?: string
  },
): Promise<Played> {
  const { wallet } = await openStake(q, { path: a.kind, userId, venue: a.venue, amount: a.stake })
  const seed = await activeSeed(q, userId, a.kind, true)
  const nonce = Number(seed.nonce)
  const outcome = await drawFair(
    serverHmac,
    { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce },
    (src) => drawOutcome(a.kind, a.machine ?? a.venue, src),
  )
  let payout: bigint
  let result: unknown
  if (outcome.kind === 'slot' && 'machine' in outcome.slot) {
    // A machine's round (engines/slots): its whole record, paid in credits of the stake.
    payout = machinePayout(a.stake, outcome.slot)
    result = outcome.slot
  } else if (outcome.kind === 'slot' && 'totalMultiplier' in outcome.slot) {
    payout = slotPayout(a.stake, outcome.slot)
    result = {
      stops: outcome.slot.stops,
      grid: outcome.slot.grid,
      wins: outcome.slot.wins,
      multiplier: outcome.slot.totalMultiplier,
    }
  } else if (outcome.kind !== 'slot') {
    const dice = outcome.dice as Dice
    payout = (a.bets ?? []).reduce((s, b) => s + sicboPayout(b.bet, BigInt(b.amount), dice), 0n)
    result = { dice }
  } else throw new RangeError('unknown slot outcome')
  await q('UPDATE fair_seeds SET nonce = nonce + 1 WHERE id = $1', [seed.id])
  const roundId = `${a.kind === 'slot' ? 'SL' : 'SB'}${seed.id}-${nonce}`
  const { before, after } = await playRound(q, {
    userId,
    venue: a.venue,
    wallet: wallet.account,
    amount: a.stake,
    payout,
    ref: roundId,
  })
  const valid = a.bets ? BigInt(netExposure(a.bets)) : a.stake
  await insertRound(q, {
    roundId,
    userId,
    venue: a.venue,
    gameCode: a.gameCode,
    gameName: a.name,
    kind: a.kind,
    stake: a.stake,
    valid,
    payout,
    status: 1,
    result,
    before,
    after,
    wallet: wallet.account,
    seedId: seed.id,
    nonce,
    detail: a.bets ? { bets: a.bets } : { stake: Number(a.stake) },
  })
  await bookTurnover(q, userId, valid)
  return playedAnswer(q, a.venue, roundId, after, seed)
}

/**
 * A played round's answer: the round as recorded, the balance after it, the seed pair's next nonce.
 * `after` is the wallet's cash; the balance adds the bonus beside a central wallet (bonus.ts,
 * heldBonusSql; a venue wallet in transfer mode is cash only), read in the statement that reads the
 * round back, so the spin costs no extra query.
 */
export async function playedAnswer(
  q: Query,
  venue: string,
  roundId: string,
  after: bigint,
  seed: Parameters<typeof publicSeed>[0],
): Promise<Played> {
  const [row] = await q<Parameters<typeof roundView>[0] & { held_bonus: string }>(
    `SELECT ${ROUND_COLS}, ${heldBonusSql('g.wallet_account')}::text AS held_bonus
       FROM game_rounds g LEFT JOIN fair_seeds s ON s.id = g.fair_seed_id WHERE g.venue_code = $1 AND g.round_id = $2`,
    [venue, roundId],
  )
  return {
    round: roundView(row),
    balance: centsToWire(after + BigInt(row.held_bonus)),
    seed: { ...publicSeed(seed), nonce: Number(seed.nonce) + 1 },
  }
}

/** One spin in the caller's transaction (the route's, which stores its answer under the Idempotency-Key). */
export async function spinSlot(
  q: Query,
  userId: number,
  input: { venue: string; game: string; stake: bigint },
) {
  if (!SLOT_CONFIGS[input.venue]) throw new BizError(1000, 'v.platform')
  // The machine the game code names (docs/games.md, "Slots"); no code plays the venue's first machine.
  const machine = machineFor(input.venue, input.game)
  if (!machine) throw new BizError(1000, 'v.gameRequired')
  const stake = Number(input.stake)
  if (!(SLOT_STAKES as readonly number[]).includes(stake)) throw new BizError(1000, 'g.slotStake')
  const name = await gameName(q, input.venue, input.game, machine.title)
  const played = await playInstant(q, userId, {
    kind: 'slot',
    venue: input.venue,
    gameCode: input.game || machine.code,
    name,
    stake: BigInt(stake),
    machine: machine.code,
  })
  return spinJackpot(q, userId, played, BigInt(stake))
}

export async function betSicbo(q: Query, userId: number, input: { venue: string; bets: SlipLine[] }) {
  if (!venueOffers(input.venue, 'sicbo')) throw new BizError(1000, 'v.platform')
  await openVenue(q, input.venue)
  const bets = parseSlip(input.bets, isSicboBet)
  const stake = BigInt(bets.reduce((s, b) => s + b.amount, 0))
  return playInstant(q, userId, {
    kind: 'sicbo',
    venue: SICBO_VENUE,
    gameCode: 'sicbo',
    name: '骰宝（RNG）',
    stake,
    bets,
  })
}

export { parseSlip }
