// `npm run audit:check`: walks the operators' audit chain (server/admin/audit.ts) and reports the first
// row forged, removed, altered or moved: each row's MAC under the audit key (AUDIT_KEY, or the demo's
// DATA_DIR/secrets.json), the gap-free seq, and the signed checkpoints kept outside the database
// (AUDIT_CHECKPOINT_FILE, default DATA_DIR/audit-checkpoints.log), so a truncated tail shows too.
// Exit 0 when the chain holds, 1 when it is broken or nothing could be checked.
//
// Which log: the running server's, when one answers (its PGlite directory is one process's; asked
// through the operator API, found and signed in to as `npm run admin` does: cli/target.ts); otherwise
// the database itself (DATABASE_URL, or PGlite under PGLITE_DIR, default DATA_DIR/pglite), opened
// without migrating.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { type AuditVerdict, verifyAudit } from '../admin/audit'
import { auditKey, checkpointFile } from '../admin/audit-mac'
import { openDb } from '../db/client'
import { type ApiResult, adminBase, cliSession, jsonCall } from './target'

const base = adminBase()

const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

async function viaServer(): Promise<AuditVerdict | null> {
  if (process.env.AUDIT_CHECK_DIRECT === '1') return null
  const call = jsonCall(base, 60_000)
  let login: ApiResult
  try {
    login = await cliSession(call, base)
  } catch {
    return null
  }
  if (login.code !== 200) {
    if (process.env.DATABASE_URL) return null
    return fail(
      `a server answers at ${base} but refused the operator sign-in (${login.code}: ${login.message}). Nothing was checked.`,
    )
  }
  const token = (login.data as { token: string }).token
  // The session stays for the next command (cliSession).
  const r = await call('GET', '/admin/api/audit/verify', undefined, token)
  if (r.code !== 200) return fail(`the server at ${base} refused the check (${r.code}: ${r.message})`)
  console.log(`checked: the running server at ${base}`)
  return r.data as AuditVerdict
}

async function direct(): Promise<AuditVerdict> {
  const url = process.env.DATABASE_URL
  const dataDir = process.env.PGLITE_DIR ?? join(process.env.DATA_DIR || './data', 'pglite')
  if (!url && !existsSync(join(dataDir, 'PG_VERSION')))
    return fail(
      `no database: ${dataDir} does not exist (set PGLITE_DIR or DATABASE_URL). Nothing was checked.`,
    )
  const where = url ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${dataDir}`
  const db = await openDb({ migrate: false, connectTimeoutMs: 5000, onFault: () => {} }).catch((e: Error) =>
    fail(`cannot open ${where}: ${e.message}. Nothing was checked.`),
  )
  try {
    const [{ present }] = await db.query<{ present: boolean }>(
      "SELECT to_regclass('operator_audit_head') IS NOT NULL AS present",
    )
    if (!present) return fail(`no audit chain in ${where} (migrations not applied). Nothing was checked.`)
    try {
      auditKey()
    } catch (e) {
      return fail(`${(e as Error).message}. Nothing was checked.`)
    }
    const file = checkpointFile()
    console.log(`checked: ${where}; checkpoints: ${file && existsSync(file) ? file : 'none'}`)
    return await verifyAudit(db.query)
  } finally {
    await db.close()
  }
}

const r = (await viaServer()) ?? (await direct())
if (r.ok) console.log(`audit chain OK: ${r.rows} rows`)
else {
  const b = r.broken!
  console.log(`audit chain BROKEN at seq ${b.seq}${b.id === null ? '' : ` (row id ${b.id})`}: ${b.reason}`)
  console.log(`rows verified before the break: ${r.rows}`)
}
process.exitCode = r.ok ? 0 : 1
