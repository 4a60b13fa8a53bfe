// Demo content, seeded on every start and idempotent: rows with a natural key are inserted ON CONFLICT
// DO NOTHING, keyless lists only into an empty table, settings only when absent (an operator's edits
// survive restarts). Everything is in Chinese and fictional; artwork paths point at in-house SVGs.
import type { Db } from '../db/client'
import { defaultConfig } from '../http/config'
import { seedContent } from './content'
import { seedMoney } from './money'
import { seedUsers } from './users'
import { seedVenues } from './venues'

export async function seed(db: Db, opts: { payPepper?: string } = {}) {
  const pepper = opts.payPepper ?? defaultConfig().payPepper
  await db.tx(async (q) => {
    // Two processes starting together seed once.
    await q('SELECT pg_advisory_xact_lock(4243)')
    await seedVenues(q)
    await seedContent(q)
    await seedUsers(q, pepper)
    await seedMoney(q)
  })
}
