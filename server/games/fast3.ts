// Fast-3 on the server: an issue opens for every minute with a committed seed (its SHA-256 public),
// bets are staked through the wager kernel at once and recorded unsettled (status 2), players may
// contribute to the issue's client seed until bets close (the combination is public all along), and the
// draw job fixes that client seed, reveals the server seed, rolls the dice on the fair stream and
// settles every bet of the issue through the kernel.
// The FOR UPDATE SKIP LOCKED on the issue row and the drawn_at check make each draw happen once even
// with several server processes.
import { createHash } from 'node:crypto'
import type { Dice } from '../../core/games/engines/dice'
import { rollDice } from '../../core/games/engines/dice'
import {
  FAST3_CLOSE_SECONDS,
  fast3ClientSeed,
  fast3CombinedSeed,
  fast3Issue,
  fast3NextDrawAt,
  fast3Payout,
  isFast3Bet,
} from '../../core/games/engines/fast3'
import { drawFair } from '../../core/games/fair'
import { netExposure } from '../../core/games/turnover'
import { centsToWire } from '../../core/money'
import { clock } from '../clock'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { heldBonusSql, playBalance } from '../wagering/bonus'
import { bookTurnovers, openStake, settle, stake } from '../wagering/kernel'
import { toWireTime } from '../wire'
import { insertRound, parseSlip, ROUND_COLS, roundView, type SlipLine, walletBalance } from './play'
import { hashSeed, newServerSeed, serverHmac } from './seeds'
import { FAST3_VENUE, openVenue, playWallet } from './venues'

type DrawRow = {
  issue: string
  draw_at: Date
  server_seed: string
  server_hash: string
  client_seed: string
  dice: string | null
  drawn_at: Date | null
}

const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex')

/** The client-seed contributions of an issue, sorted (the order the combination uses). */
export async function contributions(q: Query, issue: string): Promise<string[]> {
  const rows = await q<{ seed: string }>('SELECT seed FROM fast3_contributions WHERE issue = $1', [issue])
  return rows.map((r) => r.seed).sort()
}

/** The issue's client seed from its contributions so far (final once bets have closed). */
export const combinedSeed = async (q: Query, issue: string) =>
  fast3CombinedSeed(sha256, issue, await contributions(q, issue))

/** The issue open for bets at `now` (created on demand with a fresh committed seed). */
export async function openIssue(q: Query, now = clock.now()): Promise<DrawRow> {
  const drawAt = fast3NextDrawAt(now.getTime())
  const issue = fast3Issue(drawAt)
  const seed = newServerSeed()
  await q(
    `INSERT INTO fast3_draws (issue, venue_code, draw_at, server_seed, server_hash, client_seed) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING`,
    [issue, FAST3_VENUE, new Date(drawAt), seed, hashSeed(seed), fast3ClientSeed(issue)],
  )
  const [row] = await q<DrawRow>('SELECT * FROM fast3_draws WHERE issue = $1', [issue])
  return row
}

/** A fast-3 slip on the open issue, in the caller's transaction (the money route's). */
export async function betFast3(q: Query, userId: number, input: { bets: SlipLine[] }, now = clock.now()) {
  const bets = parseSlip(input.bets, isFast3Bet)
  const amount = BigInt(bets.reduce((s, b) => s + b.amount, 0))
  const draw = await openIssue(q, now)
  if (now.getTime() >= new Date(draw.draw_at).getTime() - FAST3_CLOSE_SECONDS * 1000)
    throw new BizError(203, 'g.fast3Closed')
  const { wallet } = await openStake(q, { path: 'fast3', userId, venue: FAST3_VENUE, amount, now })
  // Counted under the kernel's per-player lock: parallel slips of one player get distinct numbers.
  const [{ n }] = await q<{ n: number }>(
    'SELECT count(*)::int AS n FROM game_rounds WHERE user_id = $1 AND draw_issue = $2',
    [userId, draw.issue],
  )
  const roundId = `F3${draw.issue}-${userId}-${Number(n) + 1}`
  const { before, after } = await stake(q, {
    userId,
    venue: FAST3_VENUE,
    wallet: wallet.account,
    amount,
    ref: roundId,
  })
  await insertRound(q, {
    roundId,
    userId,
    venue: FAST3_VENUE,
    gameCode: 'fast3',
    gameName: `快3 第${draw.issue}期`,
    kind: 'fast3',
    stake: amount,
    payout: 0n,
    status: 2,
    result: null,
    before,
    after,
    wallet: wallet.account,
    issue: draw.issue,
    detail: { bets },
  })
  // The balance is cash + the bonus beside a central wallet (bonus.ts, heldBonusSql), read back with
  // the round in one statement.
  const [row] = await q<Parameters<typeof roundView>[0] & { held_bonus: string }>(
    `SELECT ${ROUND_COLS}, ${heldBonusSql('g.wallet_account')}::text AS held_bonus
       FROM game_rounds g LEFT JOIN fair_seeds s ON s.id = g.fair_seed_id WHERE g.venue_code = $1 AND g.round_id = $2`,
    [FAST3_VENUE, roundId],
  )
  return {
    round: roundView(row),
    balance: centsToWire(after + BigInt(row.held_bonus)),
    issue: draw.issue,
  }
}

/** Draw every due issue (at most `limit`), each in its own transaction. Returns the issues drawn. */
export async function drawDue(db: Db, now = clock.now(), limit = 10): Promise<string[]> {
  const drawn: string[] = []
  for (let i = 0; i < limit; i++) {
    const issue = await db.tx(async (q) => {
      const [d] = await q<DrawRow>(
        `SELECT * FROM fast3_draws WHERE drawn_at IS NULL AND draw_at <= $1 ORDER BY draw_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      )
      if (!d) return null
      // Contributions stop at the close (under this row's lock, see contributeFast3): the seed is final.
      const clientSeed = await combinedSeed(q, d.issue)
      const dice = await drawFair(serverHmac, { serverSeed: d.server_seed, clientSeed, nonce: 0 }, rollDice)
      await q('UPDATE fast3_draws SET client_seed = $2, dice = $3, drawn_at = now() WHERE issue = $1', [
        d.issue,
        clientSeed,
        dice.join(','),
      ])
      await settleIssue(q, d.issue, dice)
      return d.issue
    })
    if (!issue) break
    drawn.push(issue)
  }
  // Keep the next issue committed ahead of time so its hash is on the page before anyone bets.
  await db.tx((q) => openIssue(q, now))
  return drawn
}

/**
 * Settle every open slip of a drawn issue through the kernel: the payouts in one ledger call (each
 * keyed by its round, so never paid twice), then the records. A player's slips on one issue count as
 * one round for turnover: opposite bets across them cover each other (core/games/turnover.ts).
 */
async function settleIssue(q: Query, issue: string, dice: Dice) {
  const rounds = await q<{
    id: string
    round_id: string
    user_id: string | number
    wallet_account: string
    stake_cents: string
    detail: unknown
  }>(
    `SELECT id, round_id, user_id, wallet_account, stake_cents, detail FROM game_rounds WHERE draw_issue = $1 AND status = 2 ORDER BY id FOR UPDATE`,
    [issue],
  )
  if (!rounds.length) return
  const plan = rounds.map((r) => {
    const bets = slipOf(r.detail)
    return {
      r,
      bets,
      userId: Number(r.user_id),
      payout: bets.reduce((s, b) => s + fast3Payout(b.bet, BigInt(b.amount), dice), 0n),
    }
  })
  const paid = await settle(
    q,
    plan.map((p) => ({
      userId: p.userId,
      venue: FAST3_VENUE,
      wallet: p.r.wallet_account,
      amount: p.payout,
      ref: p.r.round_id,
      key: `fast3-win:${p.r.round_id}`,
      houseKey: issue,
    })),
  )
  const turnover = validByPlayer(plan)
  for (const [i, p] of plan.entries()) {
    const after = paid[i]?.creditBalance ?? (await walletBalance(q, p.r.wallet_account))
    await q(
      `UPDATE game_rounds SET status = 1, payout_cents = $2, valid_cents = $3, result = $4, balance_after = $5, settled_at = now() WHERE id = $1`,
      [
        p.r.id,
        p.payout.toString(),
        takeValid(turnover, p.userId, BigInt(p.r.stake_cents)).toString(),
        JSON.stringify({ dice }),
        after.toString(),
      ],
    )
  }
  await bookTurnovers(q, new Map([...turnover].map(([id, t]) => [id, t.total])))
}

type Slip = { bet: string; amount: number }
const slipOf = (detail: unknown): Slip[] =>
  ((typeof detail === 'string' ? JSON.parse(detail) : detail) as { bets?: Slip[] } | null)?.bets ?? []

/** Each player's net exposure over all their slips of the issue, handed out to the slips in order. */
function validByPlayer(plan: { userId: number; bets: Slip[] }[]) {
  const all = new Map<number, Slip[]>()
  for (const p of plan) all.set(p.userId, [...(all.get(p.userId) ?? []), ...p.bets])
  return new Map(
    [...all].map(([id, bets]) => {
      const total = BigInt(netExposure(bets))
      return [id, { total, left: total }]
    }),
  )
}

const takeValid = (t: Map<number, { total: bigint; left: bigint }>, userId: number, stakeCents: bigint) => {
  const v = t.get(userId)!
  const take = v.left < stakeCents ? v.left : stakeCents
  v.left -= take
  return take
}

/** Page state: the open issue (hash only), the countdown anchors, the last draws with revealed seeds. */
export async function fast3State(db: Db, userId: number, now = clock.now()) {
  const open = await db.tx((q) => openIssue(q, now))
  const recent = await db.query<DrawRow & { contributions: number }>(
    `SELECT d.*, (SELECT count(*)::int FROM fast3_contributions c WHERE c.issue = d.issue) AS contributions
     FROM fast3_draws d WHERE d.drawn_at IS NOT NULL ORDER BY d.draw_at DESC LIMIT 20`,
  )
  const seeds = await contributions(db.query, open.issue)
  const [mine] = await db.query<{ seed: string }>(
    'SELECT seed FROM fast3_contributions WHERE issue = $1 AND user_id = $2',
    [open.issue, userId],
  )
  const wallet = await playWallet(db.query, userId, FAST3_VENUE)
  const rounds = await db.query<Parameters<typeof roundView>[0]>(
    `SELECT ${ROUND_COLS} FROM game_rounds g LEFT JOIN fair_seeds s ON s.id = g.fair_seed_id
     WHERE g.user_id = $1 AND g.kind = 'fast3' ORDER BY g.id DESC LIMIT 20`,
    [userId],
  )
  return {
    issue: open.issue,
    server_hash: open.server_hash,
    client_seed: await fast3CombinedSeed(sha256, open.issue, seeds),
    contributions: seeds.length,
    my_seed: mine?.seed ?? '',
    draw_at: toWireTime(open.draw_at),
    close_at: toWireTime(new Date(new Date(open.draw_at).getTime() - FAST3_CLOSE_SECONDS * 1000)),
    server_time: toWireTime(now),
    seconds_left: Math.max(0, Math.ceil((new Date(open.draw_at).getTime() - now.getTime()) / 1000)),
    balance: centsToWire(await playBalance(db.query, wallet.account)),
    wallet: wallet.seamless ? ('central' as const) : ('venue' as const),
    draws: recent.map((d) => ({
      issue: d.issue,
      dice: (d.dice ?? '').split(',').map(Number),
      server_seed: d.server_seed,
      server_hash: d.server_hash,
      client_seed: d.client_seed,
      contributions: Number(d.contributions),
      draw_at: toWireTime(d.draw_at),
    })),
    rounds: rounds.map(roundView),
  }
}

/**
 * A player's contribution to the open issue's client seed (replacing their earlier one), accepted until
 * bets close. The issue row is locked, as the draw locks it, so a contribution cannot slip in once the
 * draw has read them.
 */
export async function contributeFast3(db: Db, userId: number, seed: string, now = clock.now()) {
  await openVenue(db.query, FAST3_VENUE)
  return db.tx(async (q) => {
    await playWallet(q, userId, FAST3_VENUE)
    const open = await openIssue(q, now)
    const [d] = await q<{ drawn_at: Date | null }>(
      'SELECT drawn_at FROM fast3_draws WHERE issue = $1 FOR UPDATE',
      [open.issue],
    )
    if (d.drawn_at || now.getTime() >= new Date(open.draw_at).getTime() - FAST3_CLOSE_SECONDS * 1000)
      throw new BizError(203, 'g.fast3Closed')
    await q(
      `INSERT INTO fast3_contributions (issue, user_id, seed) VALUES ($1, $2, $3)
       ON CONFLICT (issue, user_id) DO UPDATE SET seed = EXCLUDED.seed, updated_at = now()`,
      [open.issue, userId, seed],
    )
    const seeds = await contributions(q, open.issue)
    return {
      issue: open.issue,
      client_seed: await fast3CombinedSeed(sha256, open.issue, seeds),
      contributions: seeds.length,
      my_seed: seed,
    }
  })
}

/** One draw with everything its verification needs (the server seed only once drawn). */
export async function fast3Draw(db: Db, issue: string) {
  const [d] = await db.query<DrawRow>('SELECT * FROM fast3_draws WHERE issue = $1', [issue])
  if (!d) throw new BizError(202, 'g.noRound')
  const seeds = await contributions(db.query, issue)
  return {
    issue: d.issue,
    server_seed: d.drawn_at ? d.server_seed : null,
    server_hash: d.server_hash,
    client_seed: d.drawn_at ? d.client_seed : await fast3CombinedSeed(sha256, issue, seeds),
    contributions: seeds,
    dice: d.dice ? d.dice.split(',').map(Number) : [],
  }
}
