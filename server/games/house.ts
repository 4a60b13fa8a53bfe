// The house side of every round. A venue's game result is split over HOUSE_SHARDS ledger accounts
// (migration 0005: shard 0 is sys:game:<venue>, the others sys:game:<venue>:<n>), because with one
// account every concurrent round of a venue queued on its row lock. A round's shard follows its
// player: a player's rounds queue on their own wallet anyway, so sharing one shard costs them
// nothing, while different players spread over the shards. The shard is only named here; the ledger
// locks it together with the wallet in its one sorted statement, as for any transfer. The venue's
// result is the sum over its shards; conservation does not change, since each shard is an ordinary
// account.
import type { Query } from '../db/client'
import { acct, big } from '../ledger'

export const HOUSE_SHARDS = 16

export const houseShard = (venue: string, n: number) =>
  n === 0 ? acct.game(venue) : `${acct.game(venue)}:${n}`

/** The house shard of a round of this player at this venue. */
export const houseFor = (venue: string, userId: number) => houseShard(venue, userId % HOUSE_SHARDS)

/**
 * The house shard of a stable key (a fast-3 draw, a partner's round): a booking replayed under an
 * idempotency key must name the same accounts every time.
 */
export function houseByKey(venue: string, key: string) {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0
  return houseShard(venue, h % HOUSE_SHARDS)
}

/** The venue's game result: stakes taken minus payouts made, over all its shards (cents). */
export async function houseBalance(q: Query, venue: string): Promise<bigint> {
  const [row] = await q<{ total: string | null }>(
    `SELECT sum(balance)::text AS total FROM ledger_accounts WHERE venue_code = $1 AND kind = 'game_result'`,
    [venue],
  )
  return big(row?.total)
}
