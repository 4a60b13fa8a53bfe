// `npm run restore -- <file>`: brings a backup of `npm run backup` back into an EMPTY database
// (docs/operations.md, "Backup and restore"): the database in DATABASE_URL for a pg_dump file (refused
// when it holds any table), else the PGlite directory PGLITE_DIR (default DATA_DIR/pglite; refused when
// it holds any file). Then checks the ledger and the operators' audit chain of what was restored.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { verifyAudit } from '../admin/audit'
import { openDb } from '../db/client'
import { checkLedger } from '../ledger'
import { backupKind, restorePglite, restorePostgres } from '../ops/backup'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { schema: { type: 'string' } },
  strict: true,
})

const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

const file = positionals[0] ? resolve(positionals[0]) : fail('usage: npm run restore -- <backup file>')
if (!existsSync(file)) fail(`${file}: no such file`)
const kind = backupKind(file) ?? fail(`${file} is not a backup of npm run backup`)
const url = process.env.DATABASE_URL
const dataDir = process.env.PGLITE_DIR ?? join(process.env.DATA_DIR || './data', 'pglite')

if (kind === 'postgres') {
  if (!url) fail('a pg_dump file: set DATABASE_URL to the new, empty database')
  await restorePostgres(file, url!).catch((e: Error) => fail(e.message))
  console.log('restored into PostgreSQL (DATABASE_URL)')
} else {
  if (url) fail('a PGlite backup: unset DATABASE_URL and set PGLITE_DIR to a new, empty directory')
  await restorePglite(file, dataDir).catch((e: Error) => fail(e.message))
  console.log(`restored into PGlite ${dataDir}`)
}

const db = await openDb({
  ...(kind === 'postgres' ? { url, schema: values.schema } : { dataDir }),
  migrate: false,
  onFault: () => {},
})
try {
  const ledger = await checkLedger(db.query)
  const audit = await verifyAudit(db.query)
  console.log(`ledger ${ledger.ok ? 'OK' : 'NOT OK: run npm run ledger:check for the details'}`)
  console.log(
    audit.ok ? `audit chain OK: ${audit.rows} rows` : `audit chain BROKEN at seq ${audit.broken?.seq}`,
  )
  process.exitCode = ledger.ok && audit.ok ? 0 : 1
} finally {
  await db.close()
}
