// What players read of a shared shoe table (shoe-table.ts deals and settles): the page state with its
// countdown anchors on the server clock, the road of the current shoe, the next shoe's contributions,
// and a shoe's verification data (server seed and order only once the shoe has ended).
import { shoeCombinedSeed } from '../../core/games/engines/shoe'
import { centsToWire } from '../../core/money'
import { clock } from '../clock'
import type { Db } from '../db/client'
import { BizError } from '../errors'
import { playBalance } from '../wagering/bonus'
import { toWireTime } from '../wire'
import { ROUND_COLS, roundView } from './play'
import {
  currentRound,
  nextOpensAt,
  nextShoe,
  type RoundRow,
  roundNo,
  type ShoeRow,
  type ShoeTable,
  sha256,
  shoeContributions,
  slipOf,
  tableTiming,
} from './shoe-table'
import { openVenue, playWallet } from './venues'

const json = <T>(v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as T

/** A player's rounds at the table, newest first, with the table's round number as their issue. */
export async function tableRounds<R, Rec>(t: ShoeTable<R, Rec>, q: Db['query'], userId: number, limit = 20) {
  const rows = await q<Parameters<typeof roundView>[0]>(
    `SELECT ${ROUND_COLS} FROM game_rounds g LEFT JOIN fair_seeds s ON s.id = g.fair_seed_id
     WHERE g.user_id = $1 AND g.kind = $2 ORDER BY g.id DESC LIMIT ${limit}`,
    [userId, t.game],
  )
  return rows.map((r) => ({ ...roundView(r), issue: json<{ round?: string }>(r.detail)?.round ?? null }))
}

export async function tableState<R, Rec>(t: ShoeTable<R, Rec>, db: Db, userId: number, now = clock.now()) {
  const v = await openVenue(db.query, t.venue)
  const { round, shoe, next } = await db.tx(async (q) => {
    const round = await currentRound(t, q, now)
    const [shoe] = await q<ShoeRow>(`SELECT * FROM ${t.shoes} WHERE id = $1`, [round.shoe_id])
    return { round, shoe, next: await nextShoe(t, q) }
  })
  const history = await db.query<{ hand_no: number; result: unknown }>(
    `SELECT hand_no, result FROM ${t.rounds} WHERE shoe_id = $1 AND dealt_at IS NOT NULL ORDER BY hand_no`,
    [shoe.id],
  )
  const seeds = await shoeContributions(t, db.query, next.id)
  const [mine] = await db.query<{ seed: string }>(
    `SELECT seed FROM ${t.contributions} WHERE shoe_id = $1 AND user_id = $2`,
    [next.id, userId],
  )
  const myBets = await db.query<{ detail: unknown }>(
    `SELECT detail FROM game_rounds WHERE user_id = $1 AND ${t.link} = $2`,
    [userId, round.id],
  )
  const stakes = new Map<string, number>()
  for (const r of myBets)
    for (const b of slipOf(r.detail)) stakes.set(b.bet, (stakes.get(b.bet) ?? 0) + b.amount)
  const revealed = await db.query<ShoeRow>(
    `SELECT * FROM ${t.shoes} WHERE venue_code = $1 AND ended_at IS NOT NULL ORDER BY id DESC LIMIT 5`,
    [t.venue],
  )
  const wallet = await playWallet(db.query, userId, t.venue)
  const nextAt = nextOpensAt(t, round)
  const closes = new Date(round.closes_at).getTime()
  const phase = round.dealt_at ? 'result' : now.getTime() < closes ? 'betting' : 'dealing'
  const until = phase === 'betting' ? closes : phase === 'result' ? (nextAt ?? 0) : now.getTime()
  return {
    venue: v.code,
    venue_name: v.name,
    round: {
      round_no: roundNo(round),
      shoe: Number(round.shoe_id),
      hand: Number(round.hand_no),
      phase: phase as 'betting' | 'dealing' | 'result',
      opens_at: toWireTime(round.opens_at),
      closes_at: toWireTime(round.closes_at),
      next_at: nextAt === null ? null : toWireTime(new Date(nextAt)),
      result: round.result ? json<Rec>(round.result) : null,
    },
    server_time: toWireTime(now),
    seconds_left: Math.max(0, Math.ceil((until - now.getTime()) / 1000)),
    bet_seconds: tableTiming(t).betMs / 1000,
    shoe: {
      shoe: Number(shoe.id),
      server_hash: shoe.server_hash,
      client_seed: shoe.client_seed ?? '',
      shoe_hash: shoe.shoe_hash ?? '',
      cards_left: Math.max(0, t.cutCard - Number(shoe.next_pos ?? 0)),
      hands: Number(shoe.hands),
    },
    next_shoe: {
      shoe: Number(next.id),
      server_hash: next.server_hash,
      client_seed: await shoeCombinedSeed(sha256, next.id, seeds, t.game),
      contributions: seeds.length,
      my_seed: mine?.seed ?? '',
    },
    history: history.map((h) => ({ hand: Number(h.hand_no), ...json<Rec>(h.result) })),
    my_bets: [...stakes].map(([bet, cents]) => ({ bet, amount: centsToWire(cents) })),
    revealed: revealed.map((s) => ({
      shoe: Number(s.id),
      server_seed: s.server_seed,
      server_hash: s.server_hash,
      client_seed: s.client_seed ?? '',
      shoe_hash: s.shoe_hash ?? '',
      hands: Number(s.hands),
      ended_at: toWireTime(s.ended_at as Date),
    })),
    balance: centsToWire(await playBalance(db.query, wallet.account)),
    wallet: wallet.seamless ? ('central' as const) : ('venue' as const),
    rounds: await tableRounds(t, db.query, userId),
  }
}

/**
 * A player's contribution to the next shoe's client seed (replacing their earlier one), accepted until
 * that shoe starts. The shoe row is locked, as the start locks it before reading the contributions.
 */
export async function contributeSeed<R, Rec>(t: ShoeTable<R, Rec>, db: Db, userId: number, seed: string) {
  await openVenue(db.query, t.venue)
  return db.tx(async (q) => {
    await playWallet(q, userId, t.venue)
    const next = await nextShoe(t, q)
    const [s] = await q<ShoeRow>(`SELECT * FROM ${t.shoes} WHERE id = $1 FOR UPDATE`, [next.id])
    if (s.started_at) throw new BizError(203, 'g.baccaratShoeStarted')
    await q(
      `INSERT INTO ${t.contributions} (shoe_id, user_id, seed) VALUES ($1, $2, $3)
       ON CONFLICT (shoe_id, user_id) DO UPDATE SET seed = EXCLUDED.seed, updated_at = now()`,
      [s.id, userId, seed],
    )
    const seeds = await shoeContributions(t, q, s.id)
    return {
      shoe: Number(s.id),
      client_seed: await shoeCombinedSeed(sha256, s.id, seeds, t.game),
      contributions: seeds.length,
      my_seed: seed,
    }
  })
}

/** One shoe with what its verification needs; the server seed only once it has ended. */
export async function shoeDetail<R, Rec>(t: ShoeTable<R, Rec>, db: Db, shoeId: number) {
  const [s] = await db.query<ShoeRow>(`SELECT * FROM ${t.shoes} WHERE id = $1 AND venue_code = $2`, [
    shoeId,
    t.venue,
  ])
  if (!s) throw new BizError(202, 'g.noShoe')
  const seeds = await shoeContributions(t, db.query, s.id)
  const hands = await db.query<Pick<RoundRow, 'hand_no' | 'card_pos' | 'result'>>(
    `SELECT hand_no, card_pos, result FROM ${t.rounds} WHERE shoe_id = $1 AND dealt_at IS NOT NULL ORDER BY hand_no`,
    [s.id],
  )
  return {
    shoe: Number(s.id),
    server_seed: s.ended_at ? s.server_seed : null,
    server_hash: s.server_hash,
    client_seed: s.client_seed ?? (await shoeCombinedSeed(sha256, s.id, seeds, t.game)),
    contributions: seeds,
    shoe_hash: s.shoe_hash ?? '',
    started: !!s.started_at,
    ended: !!s.ended_at,
    hands: hands.map((h) => ({
      hand: Number(h.hand_no),
      card_pos: Number(h.card_pos),
      ...json<Rec>(h.result),
    })),
  }
}
