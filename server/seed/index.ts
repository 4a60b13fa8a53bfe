// Demo content, seeded at start and idempotent: rows with a natural key are inserted ON CONFLICT
// DO NOTHING, keyless lists only into an empty table, settings only when absent (an operator's edits
// survive restarts). Everything is in Chinese and fictional; artwork paths point at in-house SVGs.
// A fingerprint of the seed sources is stored in settings: a restart with unchanged seed code skips
// the whole pass (start-up time), a changed seed runs again and adds only what is missing.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from '../db/client'
import { defaultConfig } from '../http/config'
import { seedContent } from './content'
import { seedMoney } from './money'
import { seedUsers } from './users'
import { seedVenues } from './venues'

const dir = dirname(fileURLToPath(import.meta.url))

const fingerprint = () => {
  const h = createHash('sha256')
  for (const f of readdirSync(dir)
    .filter((n) => /\.[cm]?[jt]s$/.test(n))
    .sort())
    h.update(f).update(readFileSync(join(dir, f)))
  return h.digest('hex').slice(0, 16)
}

export async function seed(db: Db, opts: { payPepper?: string; force?: boolean } = {}) {
  const pepper = opts.payPepper ?? defaultConfig().payPepper
  const version = fingerprint()
  const [done] = await db.query<{ value: unknown }>("SELECT value FROM settings WHERE key = 'seed_version'")
  if (!opts.force && done?.value === version) return
  await db.tx(async (q) => {
    // Two processes starting together seed once.
    await q('SELECT pg_advisory_xact_lock(4243)')
    await seedVenues(q)
    await seedContent(q)
    await seedUsers(q, pepper)
    await seedMoney(q)
    await q(
      `INSERT INTO settings (key, value) VALUES ('seed_version', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [JSON.stringify(version)],
    )
  })
}
