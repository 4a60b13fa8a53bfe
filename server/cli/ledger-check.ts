// `npm run ledger:check`: the conservation sum per currency and every account whose stored balance
// differs from the sum of its entries (plus unbalanced transfers and negative player wallets).
// Exit 1 when anything is wrong. Opens the database directly (DATABASE_URL, or PGlite under ./data:
// stop a PGlite server first, PGlite allows one process per data directory).
import { openDb } from '../db/client'
import { checkLedger } from '../ledger'

const db = await openDb()
try {
  const r = await checkLedger(db.query)
  for (const c of r.conservation)
    console.log(`conservation ${c.currency}: ${c.sum}${c.sum === 0n ? '' : '  <-- must be 0'}`)
  if (!r.conservation.length) console.log('conservation: no accounts yet')
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_accounts')
  const [{ t }] = await db.query<{ t: number }>('SELECT count(*)::int AS t FROM ledger_transfers')
  console.log(`accounts: ${n}, transfers: ${t}`)
  for (const m of r.mismatched)
    console.log(
      `MISMATCH ${m.code}: balance ${m.balance}, entries ${m.entries}, last entry after ${m.lastAfter}`,
    )
  for (const id of r.unbalanced) console.log(`UNBALANCED transfer ${id}`)
  for (const a of r.negative) console.log(`NEGATIVE ${a.code}: ${a.balance}`)
  console.log(r.ok ? 'ledger OK' : 'ledger NOT OK')
  process.exitCode = r.ok ? 0 : 1
} finally {
  await db.close()
}
