// A shared live card table dealt from a committed 8-deck shoe (baccarat at jdlive, dragon-tiger at
// hxlive): a round every bet + deal seconds, a betting window then the deal and the result on show
// until the next round opens. Bets are staked through the wager kernel at once and wait unsettled
// (status 2); the deal job deals the round from the live shoe and settles every bet of it through the
// kernel in one transaction. The shoe is committed before it starts and revealed when it ends; the
// players' contributions go into the shuffle of the next shoe (docs/fairness.md, Baccarat).
// Exactly once across processes: a round is dealt under its row lock with a dealt_at check, a shoe
// starts and a round opens under a transaction-scoped advisory lock of the table, and bets hold a
// share lock on their round, so a deal waits for the bets in flight and no bet lands after it.
// Each game supplies a ShoeTable: its tables, its deal and its payouts (baccarat.ts, dragontiger.ts).
import { createHash } from 'node:crypto'
import {
  firstHandPosition,
  parseShoe,
  type ShoeGame,
  shoeCombinedSeed,
  shoeText,
  shuffleShoe,
} from '../../core/games/engines/shoe'
import { drawFair } from '../../core/games/fair'
import { centsToWire } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { heldBonusSql } from '../wagering/bonus'
import { bookTurnovers, openStake, type StakePath, settle, stake } from '../wagering/kernel'
import { insertRound, parseSlip, type SlipLine } from './play'
import { hashSeed, newServerSeed, serverHmac } from './seeds'
import { openVenue } from './venues'

/** One bet of a slip as recorded in a round's detail (cents). */
export type SlipBet = { bet: string; amount: number }

/** What a game brings to the shared table. `R` is its dealt round (a baccarat hand, a dragon-tiger pair). */
export type ShoeTable<R = unknown, Rec = unknown> = {
  game: ShoeGame & StakePath
  venue: string
  /** Its tables: shoes, their contributions, rounds; and the game_rounds column tying a bet to its round. */
  shoes: string
  contributions: string
  rounds: string
  link: string
  /** Default seconds of the betting window and of the result on show; `<ENV>_BET_SECONDS` / `_DEAL_SECONDS` override. */
  env: string
  betSeconds: number
  dealSeconds: number
  /** First letters of its round ids (BJ12-034-7-1): the verifier finds the shoe from them. */
  prefix: string
  /** The record's game name, e.g. 百家乐 第12靴 第34局. */
  roundName: (shoe: string | number, hand: number) => string
  isBet: (bet: string) => boolean
  /** Two bets one player may not hold on the same round. */
  opposite: readonly [string, string]
  bothSidesError: string
  /** Cards a round may start before: what the page counts as left. */
  cutCard: number
  deal: (cards: readonly number[], pos: number) => { round: R; record: Rec; next: number }
  fits: (pos: number) => boolean
  payout: (bet: string, stake: bigint, round: R) => bigint
  /** A bet's turnover (valid bet) over the whole slip. */
  valid: (bets: SlipBet[], round: R) => number
}

export type ShoeRow = {
  id: string | number
  venue_code: string
  server_seed: string
  server_hash: string
  client_seed: string | null
  shoe_hash: string | null
  cards: string | null
  next_pos: number | null
  hands: number
  created_at: Date
  started_at: Date | null
  ended_at: Date | null
}
export type RoundRow = {
  id: string | number
  venue_code: string
  shoe_id: string | number
  hand_no: number
  opens_at: Date
  closes_at: Date
  card_pos: number | null
  result: unknown
  dealt_at: Date | null
}

/** The table's pace, read at each use so tests and the browser suite can shorten it. */
export function tableTiming<R, Rec>(t: ShoeTable<R, Rec>) {
  const secs = (v: string | undefined, d: number) => {
    const n = Number(v)
    return Number.isFinite(n) && n >= 2 && n <= 600 ? n : d
  }
  return {
    betMs: secs(process.env[`${t.env}_BET_SECONDS`], t.betSeconds) * 1000,
    dealMs: secs(process.env[`${t.env}_DEAL_SECONDS`], t.dealSeconds) * 1000,
  }
}

export const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex')
const ms = (d: Date | string) => new Date(d).getTime()
/** The round number players see: shoe and hand, e.g. 12-034. */
export const roundNo = (r: Pick<RoundRow, 'shoe_id' | 'hand_no'>) =>
  `${r.shoe_id}-${String(r.hand_no).padStart(3, '0')}`

export async function shoeContributions<R, Rec>(t: ShoeTable<R, Rec>, q: Query, shoeId: string | number) {
  const rows = await q<{ seed: string }>(`SELECT seed FROM ${t.contributions} WHERE shoe_id = $1`, [shoeId])
  return rows.map((r) => r.seed).sort()
}

/** The shoe waiting to start (created, with a fresh committed seed, when missing). */
export async function nextShoe<R, Rec>(t: ShoeTable<R, Rec>, q: Query): Promise<ShoeRow> {
  const find = () =>
    q<ShoeRow>(`SELECT * FROM ${t.shoes} WHERE venue_code = $1 AND started_at IS NULL`, [t.venue])
  const [found] = await find()
  if (found) return found
  const seed = newServerSeed()
  await q(
    `INSERT INTO ${t.shoes} (venue_code, server_seed, server_hash) VALUES ($1, $2, $3)
     ON CONFLICT (venue_code) WHERE started_at IS NULL DO NOTHING`,
    [t.venue, seed, hashSeed(seed)],
  )
  return (await find())[0]
}

async function liveShoe<R, Rec>(t: ShoeTable<R, Rec>, q: Query): Promise<ShoeRow | null> {
  const [s] = await q<ShoeRow>(
    `SELECT * FROM ${t.shoes} WHERE venue_code = $1 AND started_at IS NOT NULL AND ended_at IS NULL`,
    [t.venue],
  )
  return s ?? null
}

/**
 * Start the waiting shoe: its client seed is fixed from the contributions (the row is locked, as a
 * contribution locks it), the 8 decks are shuffled on the fair stream, the order's SHA-256 published,
 * and the shoe after it is committed at once so contributions to it can begin.
 */
async function startShoe<R, Rec>(t: ShoeTable<R, Rec>, q: Query, now: Date): Promise<ShoeRow> {
  const pending = await nextShoe(t, q)
  const [shoe] = await q<ShoeRow>(`SELECT * FROM ${t.shoes} WHERE id = $1 FOR UPDATE`, [pending.id])
  const seeds = await shoeContributions(t, q, shoe.id)
  const clientSeed = await shoeCombinedSeed(sha256, shoe.id, seeds, t.game)
  const cards = await drawFair(
    serverHmac,
    { serverSeed: shoe.server_seed, clientSeed, nonce: 0 },
    shuffleShoe,
  )
  const text = shoeText(cards)
  const [started] = await q<ShoeRow>(
    `UPDATE ${t.shoes} SET client_seed = $2, cards = $3, shoe_hash = $4, next_pos = $5, started_at = $6
     WHERE id = $1 RETURNING *`,
    [shoe.id, clientSeed, text, await sha256(text), firstHandPosition(cards), now],
  )
  await nextShoe(t, q)
  return started
}

const latestRound = async <R, Rec>(t: ShoeTable<R, Rec>, q: Query) =>
  (
    await q<RoundRow>(`SELECT * FROM ${t.rounds} WHERE venue_code = $1 ORDER BY id DESC LIMIT 1`, [t.venue])
  )[0] ?? null

/** When the round after `r` opens: its result stays on show for the deal time. */
export const nextOpensAt = <R, Rec>(t: ShoeTable<R, Rec>, r: RoundRow) =>
  r.dealt_at ? ms(r.dealt_at) + tableTiming(t).dealMs : null

const isCurrent = <R, Rec>(t: ShoeTable<R, Rec>, r: RoundRow | null, now: Date): r is RoundRow =>
  !!r && (!r.dealt_at || now.getTime() < (nextOpensAt(t, r) ?? 0))

/**
 * The table's current round at `now` (inside a transaction): the open one, the one closed and waiting
 * for its deal, or the one just dealt while its result is on show; when the next round is due it is
 * opened here (a new shoe first when the last one has ended), once, under the table's advisory lock.
 */
export async function currentRound<R, Rec>(t: ShoeTable<R, Rec>, q: Query, now: Date): Promise<RoundRow> {
  const seen = await latestRound(t, q)
  if (isCurrent(t, seen, now)) return seen
  await q('SELECT pg_advisory_xact_lock(4243, hashtext($1))', [t.venue])
  const last = await latestRound(t, q)
  if (isCurrent(t, last, now)) return last
  const shoe = (await liveShoe(t, q)) ?? (await startShoe(t, q, now))
  const [round] = await q<RoundRow>(
    `INSERT INTO ${t.rounds} (venue_code, shoe_id, hand_no, opens_at, closes_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING *`,
    [t.venue, shoe.id, shoe.hands + 1, now, new Date(now.getTime() + tableTiming(t).betMs)],
  )
  return round
}

export const slipOf = (detail: unknown): SlipBet[] => {
  const d = (typeof detail === 'string' ? JSON.parse(detail) : detail) as { bets?: SlipBet[] } | null
  return d?.bets ?? []
}

/** A slip on the table's open round, in the caller's transaction (the money route's). */
export async function placeBets<R, Rec>(
  t: ShoeTable<R, Rec>,
  q: Query,
  userId: number,
  input: { bets: SlipLine[] },
  now: Date,
) {
  const bets = parseSlip(input.bets, t.isBet)
  const amount = BigInt(bets.reduce((s, b) => s + b.amount, 0))
  await openVenue(q, t.venue)
  const current = await currentRound(t, q, now)
  // Shared with every other bet of the round; the deal's FOR UPDATE waits for all of them.
  const [round] = await q<RoundRow>(`SELECT * FROM ${t.rounds} WHERE id = $1 FOR SHARE`, [current.id])
  if (round.dealt_at || now.getTime() >= ms(round.closes_at)) throw new BizError(203, 'g.baccaratClosed')
  const { wallet } = await openStake(q, { path: t.game, userId, venue: t.venue, amount, now })
  // Read under the kernel's per-player lock: parallel slips of one player see each other.
  const prior = await q<{ detail: unknown }>(
    `SELECT detail FROM game_rounds WHERE user_id = $1 AND ${t.link} = $2`,
    [userId, round.id],
  )
  const kinds = new Set([
    ...bets.map((b) => b.bet),
    ...prior.flatMap((p) => slipOf(p.detail).map((b) => b.bet)),
  ])
  if (kinds.has(t.opposite[0]) && kinds.has(t.opposite[1])) throw new BizError(1000, t.bothSidesError)
  const no = roundNo(round)
  const roundId = `${t.prefix}${no}-${userId}-${prior.length + 1}`
  const { before, after } = await stake(q, {
    userId,
    venue: t.venue,
    wallet: wallet.account,
    amount,
    ref: roundId,
  })
  await insertRound(q, {
    roundId,
    userId,
    venue: t.venue,
    gameCode: t.game,
    gameName: t.roundName(round.shoe_id, round.hand_no),
    kind: t.game,
    stake: amount,
    payout: 0n,
    status: 2,
    result: null,
    before,
    after,
    wallet: wallet.account,
    detail: { bets, round: no },
  })
  // The balance is cash + the bonus beside a central wallet (bonus.ts, heldBonusSql), returned by the
  // statement that ties the slip to its round.
  const [tied] = await q<{ held_bonus: string }>(
    `UPDATE game_rounds SET ${t.link} = $3 WHERE venue_code = $1 AND round_id = $2
     RETURNING ${heldBonusSql('game_rounds.wallet_account')}::text AS held_bonus`,
    [t.venue, roundId, round.id],
  )
  return { round_id: roundId, round_no: no, balance: centsToWire(after + BigInt(tied.held_bonus)) }
}

/**
 * Deal every round whose betting has closed (at most `limit`), each in its own transaction, then open
 * the next round when it is due. Returns the round numbers dealt.
 */
export async function dealTable<R, Rec>(t: ShoeTable<R, Rec>, db: Db, now: Date, limit = 10) {
  const dealt: string[] = []
  for (let i = 0; i < limit; i++) {
    const done = await db.tx(async (q) => {
      const [due] = await q<{ id: string }>(
        `SELECT id FROM ${t.rounds} WHERE venue_code = $1 AND dealt_at IS NULL AND closes_at <= $2 ORDER BY id LIMIT 1`,
        [t.venue, now],
      )
      if (!due) return null
      // Waits for the bets in flight (FOR SHARE); another process dealing it first leaves dealt_at set.
      const [round] = await q<RoundRow>(`SELECT * FROM ${t.rounds} WHERE id = $1 FOR UPDATE`, [due.id])
      if (round.dealt_at) return ''
      const [shoe] = await q<ShoeRow>(`SELECT * FROM ${t.shoes} WHERE id = $1 FOR UPDATE`, [round.shoe_id])
      const pos = Number(shoe.next_pos)
      const { round: dealtRound, record, next } = t.deal(parseShoe(shoe.cards ?? ''), pos)
      await q(`UPDATE ${t.rounds} SET card_pos = $2, result = $3, dealt_at = $4 WHERE id = $1`, [
        round.id,
        pos,
        JSON.stringify(record),
        now,
      ])
      // The cut card: no round starts past it, so this shoe ends (and is revealed) with this round.
      await q(
        `UPDATE ${t.shoes} SET next_pos = $2, hands = hands + 1, ended_at = CASE WHEN $3 THEN $4::timestamptz END WHERE id = $1`,
        [shoe.id, next, !t.fits(next), now],
      )
      await settleTableRound(t, q, round, dealtRound, record)
      return roundNo(round)
    })
    if (done === null) break
    if (done) dealt.push(done)
  }
  await db.tx((q) => currentRound(t, q, now))
  return dealt
}

/**
 * Settle every unsettled bet of a dealt round in one go: the payouts as one ledger call (all wallets
 * and house shards locked in one sorted statement), then the records and the turnover in one statement
 * each. Payout transfers carry the round's key, so none is ever paid twice.
 */
export async function settleTableRound<R, Rec>(
  t: ShoeTable<R, Rec>,
  q: Query,
  round: RoundRow,
  dealt: R,
  record: Rec,
) {
  const rows = await q<{
    id: string | number
    round_id: string
    user_id: string | number
    wallet_account: string
    detail: unknown
  }>(
    `SELECT id, round_id, user_id, wallet_account, detail FROM game_rounds WHERE ${t.link} = $1 AND status = 2 ORDER BY id FOR UPDATE`,
    [round.id],
  )
  if (!rows.length) return 0
  const plan = rows.map((r) => {
    const bets = slipOf(r.detail)
    const payout = bets.reduce((s, b) => s + t.payout(b.bet, BigInt(b.amount), dealt), 0n)
    return { r, userId: Number(r.user_id), payout, valid: t.valid(bets, dealt) }
  })
  const paid = await settle(
    q,
    plan.map((p) => ({
      userId: p.userId,
      venue: t.venue,
      wallet: p.r.wallet_account,
      amount: p.payout,
      ref: p.r.round_id,
      key: `${t.game}-win:${p.r.round_id}`,
    })),
  )
  const balances = new Map(
    (
      await q<{ code: string; balance: string | number }>(
        'SELECT code, balance FROM ledger_accounts WHERE code = ANY($1)',
        [[...new Set(rows.map((r) => r.wallet_account))]],
      )
    ).map((b) => [b.code, String(b.balance)]),
  )
  const after = plan.map((p, i) =>
    paid[i] ? paid[i].creditBalance.toString() : (balances.get(p.r.wallet_account) ?? '0'),
  )
  await q(
    `UPDATE game_rounds g SET status = 1, payout_cents = v.payout, valid_cents = v.valid, result = $5,
       balance_after = v.after, settled_at = now()
     FROM (SELECT unnest($1::bigint[]) AS id, unnest($2::bigint[]) AS payout, unnest($3::bigint[]) AS valid,
                  unnest($4::bigint[]) AS after) v
     WHERE g.id = v.id`,
    [
      plan.map((p) => String(p.r.id)),
      plan.map((p) => String(p.payout)),
      plan.map((p) => String(p.valid)),
      after,
      JSON.stringify(record),
    ],
  )
  const turnover = new Map<number, bigint>()
  for (const p of plan) turnover.set(p.userId, (turnover.get(p.userId) ?? 0n) + BigInt(p.valid))
  await bookTurnovers(q, turnover)
  return rows.length
}
