// The wager kernel's jackpot moves (docs/jackpot.md): the only code that moves the slot jackpot's money.
// The pool (server/games/jackpot.ts decides when) is 16 ledger shards of kind 'jackpot'. A spin's
// contribution moves from the round's house shard into the player's pool shard; a win drains every
// shard into the round's house shard, which pays the player through the kernel's settle (so a round
// staked partly with bonus money pays its grants their share, as any payout), and the house re-seeds
// the pool from the same shard. All in the spin's transaction.
import type { Query } from '../db/client'
import { houseFor } from '../games/house'
import { type TransferInput, transfer, transferMany } from '../ledger'
import { settle } from './kernel'

export const JACKPOT_SHARDS = 16

export const jackpotShard = (pool: string, n: number) =>
  n === 0 ? `sys:jackpot:${pool}` : `sys:jackpot:${pool}:${n}`

/** The pool shard a player's contributions go to (spread like the house shards). */
export const jackpotShardFor = (pool: string, userId: number) => jackpotShard(pool, userId % JACKPOT_SHARDS)

type Round = { userId: number; venue: string; ref: string }

/** A spin's share of its stake, from the house side of the round into the pool. */
export async function contributeJackpot(q: Query, pool: string, r: Round, amount: bigint) {
  if (amount <= 0n) return
  await transfer(q, {
    debit: houseFor(r.venue, r.userId),
    credit: jackpotShardFor(pool, r.userId),
    amount,
    kind: 'jackpot_contribution',
    userId: r.userId,
    venueCode: r.venue,
    ref: r.ref,
  })
}

/** The house puts the seed in the pool (the first time, and after every win). */
export const seedLeg = (pool: string, r: Round, amount: bigint): TransferInput => ({
  debit: houseFor(r.venue, r.userId),
  credit: jackpotShard(pool, 0),
  amount,
  kind: 'jackpot_seed',
  userId: r.userId,
  venueCode: r.venue,
  ref: r.ref,
})

export async function seedJackpot(q: Query, pool: string, r: Round, amount: bigint) {
  if (amount > 0n) await transfer(q, seedLeg(pool, r, amount))
}

/**
 * Pay the whole pool to the round's player: each shard's balance (read by the caller under the pool's
 * row lock) to the round's house shard, the house re-seeds, and the kernel pays the sum into `wallet`
 * once (ledger key `jackpot:<venue>:<ref>`). Returns the wallet's cash after the payout (null when it
 * all went to bonus grants).
 */
export async function payJackpot(
  q: Query,
  pool: string,
  r: Round & { wallet: string },
  shards: { code: string; balance: bigint }[],
  seed: bigint,
) {
  const house = houseFor(r.venue, r.userId)
  const amount = shards.reduce((s, x) => s + x.balance, 0n)
  const legs: TransferInput[] = shards
    .filter((s) => s.balance > 0n)
    .map((s) => ({
      debit: s.code,
      credit: house,
      amount: s.balance,
      kind: 'jackpot_release',
      userId: r.userId,
      venueCode: r.venue,
      ref: r.ref,
    }))
  if (seed > 0n) legs.push(seedLeg(pool, r, seed))
  if (legs.length) await transferMany(q, legs)
  const [cash] = await settle(q, [
    {
      userId: r.userId,
      venue: r.venue,
      wallet: r.wallet,
      amount,
      ref: r.ref,
      key: `jackpot:${r.venue}:${r.ref}`,
    },
  ])
  return { amount, cashAfter: cash ? cash.creditBalance : null }
}
