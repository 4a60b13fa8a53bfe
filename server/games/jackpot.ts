// The slot venues' progressive jackpot (docs/jackpot.md). Every spin, in its own transaction after the
// kernel played the round: a stated share of the stake goes into the pool, and the round's jackpot draw
// (core/games/jackpot.ts: its own block of the spin's seed stream, so the fairness page re-computes it)
// decides whether this spin wins the whole pool. The money moves only through the kernel
// (server/wagering/jackpot.ts). The pool's row lock makes the win exclusive across instances: spins
// that do not trigger hold it FOR SHARE while they contribute, a triggering spin takes it FOR UPDATE,
// so it drains the pool alone, after every contribution in flight, and re-seeds it before any other
// spin reads it.
import { jackpotContribution, jackpotTriggered } from '../../core/games/jackpot'
import { centsToWire, decimalCents } from '../../core/money'
import type { Query } from '../db/client'
import { big } from '../ledger'
import { contributeJackpot, payJackpot, seedJackpot } from '../wagering/jackpot'
import { toWireTime } from '../wire'
import type { playedAnswer } from './play'
import { serverHmac } from './seeds'

/** The one pool the five slot venues share. */
export const SLOT_POOL = 'slots'

type Played = Awaited<ReturnType<typeof playedAnswer>>

type PoolRow = { rate_bp: number; odds: number; seed_cents: string | number; funded: boolean }

/**
 * The jackpot part of a played spin, in the spin's transaction: contribute, fund the pool the first
 * time, and pay it when this round's draw triggers. Answers the spin as played, with the jackpot won
 * added to the round's payout and the balance.
 */
export async function spinJackpot(q: Query, userId: number, played: Played, stake: bigint): Promise<Played> {
  const venue = played.round.venue
  const ref = played.round.round_id
  const [row] = await q<
    PoolRow & { server_seed: string; client_seed: string; nonce: number; wallet_account: string }
  >(
    `SELECT s.server_seed, s.client_seed, g.nonce, g.wallet_account, p.rate_bp, p.odds, p.seed_cents, p.funded
       FROM game_rounds g JOIN fair_seeds s ON s.id = g.fair_seed_id CROSS JOIN jackpot_pools p
      WHERE g.venue_code = $1 AND g.round_id = $2 AND p.code = $3`,
    [venue, ref, SLOT_POOL],
  )
  if (!row) return played
  const hit = await jackpotTriggered(
    serverHmac,
    { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: Number(row.nonce) },
    stake,
    Number(row.odds),
  )
  const exclusive = hit || !row.funded
  const [pool] = await q<PoolRow>(
    `SELECT rate_bp, odds, seed_cents, funded FROM jackpot_pools WHERE code = $1 FOR ${exclusive ? 'UPDATE' : 'SHARE'}`,
    [SLOT_POOL],
  )
  const round = { userId, venue, ref }
  await contributeJackpot(q, SLOT_POOL, round, jackpotContribution(stake, Number(pool.rate_bp)))
  const seed = big(pool.seed_cents)
  if (!pool.funded) {
    await seedJackpot(q, SLOT_POOL, round, seed)
    await q('UPDATE jackpot_pools SET funded = true WHERE code = $1', [SLOT_POOL])
  }
  if (!hit) return played
  const shards = await q<{ code: string; balance: string | number }>(
    `SELECT code, balance FROM ledger_accounts WHERE kind = 'jackpot' AND (code = $1 OR code LIKE $2) ORDER BY id`,
    [`sys:jackpot:${SLOT_POOL}`, `sys:jackpot:${SLOT_POOL}:%`],
  )
  const paid = await payJackpot(
    q,
    SLOT_POOL,
    { ...round, wallet: row.wallet_account },
    shards.map((s) => ({ code: s.code, balance: big(s.balance) })),
    seed,
  )
  const [won] = await q<{ wins: number }>(
    `UPDATE jackpot_pools SET wins = wins + 1, last_win_cents = $2, last_win_at = now(), last_win_user = $3,
        last_win_round = $4 WHERE code = $1 RETURNING wins`,
    [SLOT_POOL, paid.amount.toString(), userId, ref],
  )
  const jackpot = { odds: Number(pool.odds), amount: centsToWire(paid.amount), win: Number(won.wins) }
  const result = { ...(played.round.result as Record<string, unknown>), jackpot }
  const payout = decimalCents(played.round.payout) + paid.amount
  const after = paid.cashAfter ?? decimalCents(played.round.balance_after)
  await q(
    `UPDATE game_rounds SET payout_cents = $3, balance_after = $4, result = $5 WHERE venue_code = $1 AND round_id = $2`,
    [venue, ref, payout.toString(), after.toString(), JSON.stringify(result)],
  )
  return {
    ...played,
    round: { ...played.round, payout: centsToWire(payout), balance_after: centsToWire(after), result },
    balance: centsToWire(decimalCents(played.balance) + paid.amount),
  }
}

/** The pool as the lobby shows it: the money in it now, the stated share and odds, the last win. */
export async function jackpotView(q: Query) {
  const [p] = await q<
    PoolRow & {
      wins: number
      last_win_cents: string | null
      last_win_at: Date | null
      pool: string | null
    }
  >(
    `SELECT p.rate_bp, p.odds, p.seed_cents, p.funded, p.wins, p.last_win_cents, p.last_win_at,
            (SELECT sum(balance) FROM ledger_accounts WHERE kind = 'jackpot' AND (code = $2 OR code LIKE $3))::text AS pool
       FROM jackpot_pools p WHERE p.code = $1`,
    [SLOT_POOL, `sys:jackpot:${SLOT_POOL}`, `sys:jackpot:${SLOT_POOL}:%`],
  )
  // Before the first spin the seed is promised, not yet moved: the first spin moves it.
  const pool = big(p.pool) + (p.funded ? 0n : big(p.seed_cents))
  return {
    pool: centsToWire(pool),
    rate_bp: Number(p.rate_bp),
    odds: Number(p.odds),
    seed: centsToWire(big(p.seed_cents)),
    wins: Number(p.wins),
    last_win:
      p.last_win_cents === null || p.last_win_at === null
        ? null
        : { amount: centsToWire(big(p.last_win_cents)), at: toWireTime(p.last_win_at) },
  }
}
