// Shared lottery draws on the server (fast-3, 时时彩; docs/ssc.md "Shared draws"): an issue opens
// for every draw time with a committed seed (its SHA-256 public), bets are staked through the wager
// kernel at once and recorded unsettled (status 2), players may contribute to the issue's client seed
// until bets close (the combination is public all along), and the draw job fixes that client seed,
// reveals the server seed, draws the numbers on the fair stream and settles every bet of the issue
// through the kernel. A game supplies its schedule, issue numbers, bets, draw and payouts (LotteryGame).
// The FOR UPDATE SKIP LOCKED on the issue row and the drawn_at check make each draw happen once even
// with several server processes; the settlement reads only unsettled rounds under their row locks.
import { createHash } from 'node:crypto'
import { drawClientSeed, drawCombinedSeed } from '../../core/games/draws'
import { drawFair, type RandomSource } from '../../core/games/fair'
import { centsToWire } from '../../core/money'
import { clock } from '../clock'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { heldBonusSql, playBalance } from '../wagering/bonus'
import { bookTurnovers, openStake, type StakePath, settle, stake } from '../wagering/kernel'
import { toWireTime } from '../wire'
import { insertRound, parseSlip, ROUND_COLS, roundView, type SlipLine, walletBalance } from './play'
import { hashSeed, newServerSeed, serverHmac } from './seeds'
import { openVenue, playWallet } from './venues'

export type LotteryGame<F extends string> = {
  /** The draws' game, the rounds' kind and game code, and the stake path. */
  game: StakePath & string
  venue: string
  /** Round ids are <prefix><issue>-<player>-<n>. */
  roundPrefix: string
  roundName: (issue: string) => string
  closeSeconds: number
  /** The draw time (ms) of the issue open at `nowMs`, and that draw's issue number. */
  nextDrawAt: (nowMs: number) => number
  issueOf: (drawAtMs: number) => string
  isBet: (bet: string) => boolean
  draw: (src: RandomSource) => number[]
  payout: (bet: string, stake: bigint, outcome: number[]) => bigint
  /** The valid turnover of one player's bets on one issue (opposite bets cover each other). */
  exposure: (bets: readonly Slip[]) => number
  /** What the rounds' result and the draw lists call the numbers: { dice } or { digits }. */
  field: F
  closedError: string
}

type DrawRow = {
  issue: string
  game: string
  draw_at: Date
  server_seed: string
  server_hash: string
  client_seed: string
  outcome: string | null
  drawn_at: Date | null
}
type Slip = { bet: string; amount: number }

const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex')
const numbers = (outcome: string | null) => (outcome ? outcome.split(',').map(Number) : [])

/** The client-seed contributions of an issue, sorted (the order the combination uses). */
export async function contributions(q: Query, issue: string): Promise<string[]> {
  const rows = await q<{ seed: string }>('SELECT seed FROM lottery_contributions WHERE issue = $1', [issue])
  return rows.map((r) => r.seed).sort()
}

const slipOf = (detail: unknown): Slip[] =>
  ((typeof detail === 'string' ? JSON.parse(detail) : detail) as { bets?: Slip[] } | null)?.bets ?? []

/** Each player's valid turnover over all their slips of the issue, handed out to the slips in order. */
function validByPlayer(plan: { userId: number; bets: Slip[] }[], exposure: (bets: Slip[]) => number) {
  const all = new Map<number, Slip[]>()
  for (const p of plan) all.set(p.userId, [...(all.get(p.userId) ?? []), ...p.bets])
  return new Map(
    [...all].map(([id, bets]) => {
      const total = BigInt(exposure(bets))
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

/** The issue, draws, settlement and page reads of one lottery game. */
export function lottery<F extends string>(g: LotteryGame<F>) {
  const named = (outcome: string | null) => ({ [g.field]: numbers(outcome) }) as Record<F, number[]>
  const combinedSeed = async (q: Query, issue: string) =>
    drawCombinedSeed(sha256, g.game, issue, await contributions(q, issue))
  const closesAt = (drawAt: Date) => new Date(new Date(drawAt).getTime() - g.closeSeconds * 1000)

  /** The issue open for bets at `now` (created on demand with a fresh committed seed). */
  async function openIssue(q: Query, now = clock.now()): Promise<DrawRow> {
    const drawAt = g.nextDrawAt(now.getTime())
    const issue = g.issueOf(drawAt)
    const seed = newServerSeed()
    await q(
      `INSERT INTO lottery_draws (issue, game, venue_code, draw_at, server_seed, server_hash, client_seed)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
      [issue, g.game, g.venue, new Date(drawAt), seed, hashSeed(seed), drawClientSeed(g.game, issue)],
    )
    const [row] = await q<DrawRow>('SELECT * FROM lottery_draws WHERE issue = $1', [issue])
    return row
  }

  /** A slip on the open issue, in the caller's transaction (the money route's). */
  async function bet(q: Query, userId: number, input: { bets: SlipLine[] }, now = clock.now()) {
    const bets = parseSlip(input.bets, g.isBet)
    const amount = BigInt(bets.reduce((s, b) => s + b.amount, 0))
    const draw = await openIssue(q, now)
    if (now.getTime() >= closesAt(draw.draw_at).getTime()) throw new BizError(203, g.closedError)
    const { wallet } = await openStake(q, { path: g.game, userId, venue: g.venue, amount, now })
    // Counted under the kernel's per-player lock: parallel slips of one player get distinct numbers.
    const [{ n }] = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM game_rounds WHERE user_id = $1 AND draw_issue = $2',
      [userId, draw.issue],
    )
    const roundId = `${g.roundPrefix}${draw.issue}-${userId}-${Number(n) + 1}`
    const { before, after } = await stake(q, {
      userId,
      venue: g.venue,
      wallet: wallet.account,
      amount,
      ref: roundId,
    })
    await insertRound(q, {
      roundId,
      userId,
      venue: g.venue,
      gameCode: g.game,
      gameName: g.roundName(draw.issue),
      kind: g.game,
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
      [g.venue, roundId],
    )
    return { round: roundView(row), balance: centsToWire(after + BigInt(row.held_bonus)), issue: draw.issue }
  }

  /**
   * Settle every open slip of a drawn issue through the kernel: the payouts in one ledger call (each
   * keyed by its round, so never paid twice), then the records. A player's slips on one issue count as
   * one round for turnover.
   */
  async function settleIssue(q: Query, issue: string, outcome: number[]) {
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
        payout: bets.reduce((s, b) => s + g.payout(b.bet, BigInt(b.amount), outcome), 0n),
      }
    })
    const paid = await settle(
      q,
      plan.map((p) => ({
        userId: p.userId,
        venue: g.venue,
        wallet: p.r.wallet_account,
        amount: p.payout,
        ref: p.r.round_id,
        key: `${g.game}-win:${p.r.round_id}`,
        houseKey: issue,
      })),
    )
    const turnover = validByPlayer(plan, g.exposure)
    for (const [i, p] of plan.entries()) {
      const after = paid[i]?.creditBalance ?? (await walletBalance(q, p.r.wallet_account))
      await q(
        `UPDATE game_rounds SET status = 1, payout_cents = $2, valid_cents = $3, result = $4, balance_after = $5, settled_at = now() WHERE id = $1`,
        [
          p.r.id,
          p.payout.toString(),
          takeValid(turnover, p.userId, BigInt(p.r.stake_cents)).toString(),
          JSON.stringify({ [g.field]: outcome }),
          after.toString(),
        ],
      )
    }
    await bookTurnovers(q, new Map([...turnover].map(([id, t]) => [id, t.total])))
  }

  /** Draw this game's due issues (at most `limit`), each in its own transaction. Returns the issues drawn. */
  async function drawDue(db: Db, now = clock.now(), limit = 10): Promise<string[]> {
    const drawn: string[] = []
    for (let i = 0; i < limit; i++) {
      const issue = await db.tx(async (q) => {
        const [d] = await q<DrawRow>(
          `SELECT * FROM lottery_draws WHERE game = $2 AND drawn_at IS NULL AND draw_at <= $1
           ORDER BY draw_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [now, g.game],
        )
        if (!d) return null
        // Contributions stop at the close (under this row's lock, see contribute): the seed is final.
        const clientSeed = await combinedSeed(q, d.issue)
        const outcome = await drawFair(
          serverHmac,
          { serverSeed: d.server_seed, clientSeed, nonce: 0 },
          g.draw,
        )
        await q(
          'UPDATE lottery_draws SET client_seed = $2, outcome = $3, drawn_at = now() WHERE issue = $1',
          [d.issue, clientSeed, outcome.join(',')],
        )
        await settleIssue(q, d.issue, outcome)
        return d.issue
      })
      if (!issue) break
      drawn.push(issue)
    }
    // Keep the next issue committed ahead of time so its hash is on the page before anyone bets.
    await db.tx((q) => openIssue(q, now))
    return drawn
  }

  /** Page state: the open issue (hash only), the countdown anchors, the last draws with revealed seeds. */
  async function state(db: Db, userId: number, now = clock.now()) {
    const open = await db.tx((q) => openIssue(q, now))
    const recent = await db.query<DrawRow & { contributions: number }>(
      `SELECT d.*, (SELECT count(*)::int FROM lottery_contributions c WHERE c.issue = d.issue) AS contributions
       FROM lottery_draws d WHERE d.game = $1 AND d.drawn_at IS NOT NULL ORDER BY d.draw_at DESC LIMIT 20`,
      [g.game],
    )
    const seeds = await contributions(db.query, open.issue)
    const [mine] = await db.query<{ seed: string }>(
      'SELECT seed FROM lottery_contributions WHERE issue = $1 AND user_id = $2',
      [open.issue, userId],
    )
    const wallet = await playWallet(db.query, userId, g.venue)
    const rounds = await db.query<Parameters<typeof roundView>[0]>(
      `SELECT ${ROUND_COLS} FROM game_rounds g LEFT JOIN fair_seeds s ON s.id = g.fair_seed_id
       WHERE g.user_id = $1 AND g.kind = $2 ORDER BY g.id DESC LIMIT 20`,
      [userId, g.game],
    )
    return {
      issue: open.issue,
      server_hash: open.server_hash,
      client_seed: await drawCombinedSeed(sha256, g.game, open.issue, seeds),
      contributions: seeds.length,
      my_seed: mine?.seed ?? '',
      draw_at: toWireTime(open.draw_at),
      close_at: toWireTime(closesAt(open.draw_at)),
      server_time: toWireTime(now),
      seconds_left: Math.max(0, Math.ceil((new Date(open.draw_at).getTime() - now.getTime()) / 1000)),
      balance: centsToWire(await playBalance(db.query, wallet.account)),
      wallet: wallet.seamless ? ('central' as const) : ('venue' as const),
      draws: recent.map((d) => ({
        issue: d.issue,
        ...named(d.outcome),
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
   * A player's contribution to the open issue's client seed (replacing their earlier one), accepted
   * until bets close. The issue row is locked, as the draw locks it, so a contribution cannot slip in
   * once the draw has read them.
   */
  async function contribute(db: Db, userId: number, seed: string, now = clock.now()) {
    await openVenue(db.query, g.venue)
    return db.tx(async (q) => {
      await playWallet(q, userId, g.venue)
      const open = await openIssue(q, now)
      const [d] = await q<{ drawn_at: Date | null }>(
        'SELECT drawn_at FROM lottery_draws WHERE issue = $1 FOR UPDATE',
        [open.issue],
      )
      if (d.drawn_at || now.getTime() >= closesAt(open.draw_at).getTime())
        throw new BizError(203, g.closedError)
      await q(
        `INSERT INTO lottery_contributions (issue, user_id, seed) VALUES ($1, $2, $3)
         ON CONFLICT (issue, user_id) DO UPDATE SET seed = EXCLUDED.seed, updated_at = now()`,
        [open.issue, userId, seed],
      )
      const seeds = await contributions(q, open.issue)
      return {
        issue: open.issue,
        client_seed: await drawCombinedSeed(sha256, g.game, open.issue, seeds),
        contributions: seeds.length,
        my_seed: seed,
      }
    })
  }

  /** One draw with everything its verification needs (the server seed only once drawn). */
  async function drawDetail(db: Db, issue: string) {
    const [d] = await db.query<DrawRow>('SELECT * FROM lottery_draws WHERE issue = $1 AND game = $2', [
      issue,
      g.game,
    ])
    if (!d) throw new BizError(202, 'g.noRound')
    const seeds = await contributions(db.query, issue)
    return {
      issue: d.issue,
      server_seed: d.drawn_at ? d.server_seed : null,
      server_hash: d.server_hash,
      client_seed: d.drawn_at ? d.client_seed : await drawCombinedSeed(sha256, g.game, issue, seeds),
      contributions: seeds,
      ...named(d.outcome),
    }
  }

  return { openIssue, combinedSeed, bet, drawDue, state, contribute, drawDetail }
}

/** The round kinds played on shared draws: their seeds are the draw's (lottery_draws), not the player's. */
export const DRAW_KINDS: readonly string[] = ['fast3', 'ssc', 'pk10', 'roulette', 'sangong']
