// Operator content and settings, seeded at start and idempotent: rows with a natural key are inserted ON CONFLICT
// DO NOTHING, keyless lists only into an empty table, settings only when absent (an operator's edits
// survive restarts). Everything is in Chinese and fictional; artwork paths point at in-house SVGs.
// A fingerprint of the seed sources is stored in settings: a restart with unchanged seed code skips
// the whole pass (start-up time), a changed seed runs again and adds only what is missing.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from '../db/client'
import { seedContent } from './content'
import { seedMoney } from './money'
import { seedPromotions } from './promotions'
import { seedUsers } from './users'
import { seedVenues } from './venues'

const dir = dirname(fileURLToPath(import.meta.url))

declare global {
  /** Set by the production build (scripts/build-server.mjs): the bundle has no seed sources beside it. */
  var __SEED_FINGERPRINT__: string | undefined
}

const fingerprint = () => {
  if (globalThis.__SEED_FINGERPRINT__) return globalThis.__SEED_FINGERPRINT__
  const h = createHash('sha256')
  for (const f of readdirSync(dir)
    .filter((n) => /\.[cm]?[jt]s$/.test(n))
    .sort())
    h.update(f).update(readFileSync(join(dir, f)))
  return h.digest('hex').slice(0, 16)
}

export type SeedOptions = {
  /** Pay-password pepper of the site (the demo players' pay passwords are hashed with it). */
  payPepper: string
  /** The first operator, created when the operators table is empty. */
  operator: { username: string; password: string; totpSecret?: string }
  /** The demo players (demo888, agent888) and their money: the embedded demo, or SEED_DEMO=1. */
  demoPlayers: boolean
  /** The demo's promotion rules switched on (default) or seeded off (server/seed/promotions.ts). */
  promotionsPay?: boolean
  force?: boolean
}

/** Whether a start seeds the demo players: always on the embedded demo, on PostgreSQL only when asked. */
export const seedsDemoPlayers = (env: NodeJS.ProcessEnv = process.env) =>
  env.SEED_DEMO === '1' || (!env.DATABASE_URL && env.SEED_DEMO !== '0')

/** Seeds what is missing; answers whether this pass created the first operator. */
export async function seed(db: Db, opts: SeedOptions): Promise<{ operatorCreated: boolean }> {
  if (!opts.payPepper) throw new Error('seed: a pay pepper is required')
  const version = `${fingerprint()}${opts.demoPlayers ? '+demo' : ''}`
  const [done] = await db.query<{ value: unknown }>("SELECT value FROM settings WHERE key = 'seed_version'")
  if (!opts.force && done?.value === version) return { operatorCreated: false }
  return db.tx(async (q) => {
    // Two processes starting together seed once.
    await q('SELECT pg_advisory_xact_lock(4243)')
    await seedVenues(q)
    await seedContent(q)
    if (opts.demoPlayers) await seedUsers(q, opts.payPepper)
    const operatorCreated = await seedMoney(q, opts)
    await seedPromotions(q, opts.promotionsPay ?? true)
    await q(
      `INSERT INTO settings (key, value) VALUES ('seed_version', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [JSON.stringify(version)],
    )
    return { operatorCreated }
  })
}
