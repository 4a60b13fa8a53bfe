// The house side of every round. A venue's game result is split over HOUSE_SHARDS ledger accounts
// (migration 0005: shard 0 is sys:game:<venue>, the others sys:game:<venue>:<n>), because with one
// account every concurrent round of a venue queued on its row lock. A round locks a free shard first
// (SKIP LOCKED, in random order) and only then its player's wallet, inside the ledger call: every
// transaction that touches a shard takes it before the wallet, so the two orders never cross. The
// venue's result is the sum over its shards; conservation does not change, since each shard is an
// ordinary account.
import type { Query } from '../db/client'
import { acct, big } from '../ledger'

export const HOUSE_SHARDS = 16

export const houseShard = (venue: string, n: number) =>
  n === 0 ? acct.game(venue) : `${acct.game(venue)}:${n}`

/**
 * Lock a house shard of `venue` in this transaction and return its code: a free one when there is
 * one, otherwise a random one (waiting for it before any wallet is locked).
 */
export async function pickHouse(q: Query, venue: string): Promise<string> {
  const [free] = await q<{ code: string }>(
    `SELECT code FROM ledger_accounts WHERE venue_code = $1 AND kind = 'game_result'
     ORDER BY random() LIMIT 1 FOR NO KEY UPDATE SKIP LOCKED`,
    [venue],
  )
  if (free) return free.code
  const code = houseShard(venue, Math.floor(Math.random() * HOUSE_SHARDS))
  await q('SELECT id FROM ledger_accounts WHERE code = $1 FOR NO KEY UPDATE', [code])
  return code
}

/**
 * Lock the house shard that belongs to `key` (a stable hash of it), for transfers that must name the
 * same accounts every time they are replayed under an idempotency key (a booked partner round).
 */
export async function lockHouseFor(q: Query, venue: string, key: string): Promise<string> {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0
  const code = houseShard(venue, h % HOUSE_SHARDS)
  await q('SELECT id FROM ledger_accounts WHERE code = $1 FOR NO KEY UPDATE', [code])
  return code
}

/** The venue's game result: stakes taken minus payouts made, over all its shards (cents). */
export async function houseBalance(q: Query, venue: string): Promise<bigint> {
  const [row] = await q<{ total: string | null }>(
    `SELECT sum(balance)::text AS total FROM ledger_accounts WHERE venue_code = $1 AND kind = 'game_result'`,
    [venue],
  )
  return big(row?.total)
}
