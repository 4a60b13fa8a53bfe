// The partner reconciler: book the rounds partners settled from the wallets they keep (transfer mode),
// then settle every venue transfer still waiting for a final answer by sending the same transfer id
// again, then work off what partners still owe for excluded players (partner-sweeps.ts). Nothing to do
// (and no call made) while no player has ever moved money to a partner.
import type { Db } from '../db/client'
import { SANDBOX_PROVIDER, syncRounds } from '../games/partner'
import { settlePending } from '../games/transfers'
import { sweepPartners } from './partner-sweeps'

export async function reconcilePartners(db: Db, provider = SANDBOX_PROVIDER) {
  const [used] = await db.query('SELECT 1 FROM venue_transfers WHERE provider = $1 LIMIT 1', [provider])
  if (!used) return { booked: 0, done: 0, refused: 0, pending: 0, sweeps: { done: 0, open: 0 } }
  const booked = await syncRounds(db, provider)
  const settled = await settlePending(db)
  return { booked, ...settled, sweeps: await sweepPartners(db, { provider }) }
}
