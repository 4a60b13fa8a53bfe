// `npm run ledger:check`: the conservation sum per currency and every account whose stored balance
// differs from the sum of its entries (plus unbalanced transfers and negative player wallets).
// Exit 0 only when a ledger was found and is right; 1 when anything is wrong or nothing was checked.
//
// Which ledger: the running server's, when one answers (it holds a PGlite data directory, one process
// per directory; asked through its operator API, found as `npm run admin` finds it: cli/target.ts); otherwise the
// database itself (DATABASE_URL, or PGlite under PGLITE_DIR, default DATA_DIR/pglite). It never creates or
// migrates a database: a missing one is reported as missing.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { openDb } from '../db/client'
import { checkLedger } from '../ledger'
import { adminBase, cliSession, jsonCall } from './target'

type Report = {
  ok: boolean
  conservation: { currency: string; sum: string | bigint }[]
  mismatched: { code: string; balance: string | bigint; entries: string | bigint; lastAfter: unknown }[]
  unbalanced: (string | number | bigint)[]
  negative: { code: string; balance: string | bigint }[]
}

// The admin API's address and operator, read as server/cli/admin.ts reads them.
const base = adminBase()

const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

/** The running server's report, null when no server answers at `base`. */
async function viaServer(): Promise<Report | null> {
  const call = jsonCall(base, 30_000)
  let login: Awaited<ReturnType<typeof call>>
  try {
    login = await cliSession(call, base)
  } catch {
    return null
  }
  if (login.code !== 200) {
    // With PostgreSQL the database can be read beside the server; a PGlite directory cannot.
    if (process.env.DATABASE_URL) return null
    return fail(
      `a server answers at ${base} but refused the operator login (${login.code}: ${login.message}); ` +
        'set ADMIN_USER / ADMIN_PASSWORD / ADMIN_TOTP_SECRET. Nothing was checked.',
    )
  }
  const token = (login.data as { token: string }).token
  // The session stays for the next command (cliSession).
  const r = await call('GET', '/admin/api/ledger/check', undefined, token)
  if (r.code !== 200) return fail(`the server at ${base} refused the check (${r.code}: ${r.message})`)
  console.log(`checked: the running server at ${base}`)
  return r.data as Report
}

/** The database itself, opened without migrating; refuses a missing database or one without a ledger. */
async function direct(): Promise<Report> {
  const url = process.env.DATABASE_URL
  const dataDir = process.env.PGLITE_DIR ?? join(process.env.DATA_DIR || './data', 'pglite')
  if (!url && !existsSync(join(dataDir, 'PG_VERSION')))
    return fail(
      `no database: ${dataDir} does not exist (start the site once with npm start, or set PGLITE_DIR or ` +
        'DATABASE_URL). Nothing was checked.',
    )
  const where = url ? `PostgreSQL (DATABASE_URL ${url.replace(/\/\/[^@/]*@/, '//…@')})` : `PGlite ${dataDir}`
  const db = await openDb({ migrate: false, connectTimeoutMs: 5000, onFault: () => {} }).catch((e: Error) =>
    fail(`cannot open ${where}: ${e.message}. Nothing was checked.`),
  )
  try {
    const [{ present }] = await db.query<{ present: boolean }>(
      "SELECT to_regclass('ledger_accounts') IS NOT NULL AS present",
    )
    if (!present) return fail(`no ledger in ${where}: it has no ledger tables. Nothing was checked.`)
    console.log(`checked: ${where}`)
    const report = await checkLedger(db.query)
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_accounts')
    const [{ t }] = await db.query<{ t: number }>('SELECT count(*)::int AS t FROM ledger_transfers')
    console.log(`accounts: ${n}, transfers: ${t}`)
    return report
  } finally {
    await db.close()
  }
}

const r = (await viaServer()) ?? (await direct())
for (const c of r.conservation)
  console.log(`conservation ${c.currency}: ${c.sum}${BigInt(c.sum) === 0n ? '' : '  <-- must be 0'}`)
if (!r.conservation.length) console.log('conservation: no accounts yet')
for (const m of r.mismatched)
  console.log(
    `MISMATCH ${m.code}: balance ${m.balance}, entries ${m.entries}, last entry after ${m.lastAfter}`,
  )
for (const id of r.unbalanced) console.log(`UNBALANCED transfer ${id}`)
for (const a of r.negative) console.log(`NEGATIVE ${a.code}: ${a.balance}`)
console.log(r.ok ? 'ledger OK' : 'ledger NOT OK')
process.exitCode = r.ok ? 0 : 1
