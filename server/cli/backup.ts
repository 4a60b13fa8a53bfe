// `npm run backup [-- --out <file>] [--schema <name>] [--direct]`: a consistent backup while the site
// runs (docs/operations.md, "Backup and restore"). Prints the file written; exit 1 when none was.
//
// PostgreSQL (DATABASE_URL): pg_dump --format=custom of that database (only --schema when given),
// after the backup's own row is appended to the operators' audit chain.
// PGlite: the running server takes it (its data directory is one process's): POST /admin/api/backup
// on the operator port, found and signed in to as `npm run admin` does (cli/target.ts). When no server
// answers (or with --direct) the data directory (PGLITE_DIR, default DATA_DIR/pglite) is opened here.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { openDb } from '../db/client'
import { auditBackup, dumpPglite, dumpPostgres } from '../ops/backup'
import { secretsFile } from '../secrets'
import { type ApiResult, adminBase, cliSession, jsonCall } from './target'

const { values } = parseArgs({
  options: { out: { type: 'string' }, schema: { type: 'string' }, direct: { type: 'boolean' } },
  strict: true,
})

const fail = (message: string): never => {
  console.error(message)
  process.exit(1)
}

const url = process.env.DATABASE_URL
const at = new Date().toISOString()
const stamp = at.replace(/[:.]/g, '-')
const out = resolve(
  values.out ?? join('backups', url ? `jinding-${stamp}.pgdump` : `jinding-${stamp}.pglite.tar.gz`),
)
mkdirSync(dirname(out), { recursive: true })
if (existsSync(out)) fail(`${out} exists; a backup never overwrites a file`)
const who = { id: null, username: `cli:${userInfo().username}`, ip: 'local' }

/** The running server's archive; null when no server answers. */
async function viaServer(): Promise<Buffer | null> {
  const base = adminBase()
  const call = jsonCall(base, 15_000)
  let login: ApiResult
  try {
    login = await cliSession(call, base)
  } catch {
    return null
  }
  if (login.code !== 200)
    return fail(
      `a server answers at ${base} but refused the operator sign-in (${login.code}: ${login.message}); ` +
        'set ADMIN_USER / ADMIN_PASSWORD / ADMIN_TOTP_SECRET (an owner). Nothing was backed up.',
    )
  const token = (login.data as { token: string }).token
  const res = await fetch(`${base}/admin/api/backup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
    signal: AbortSignal.timeout(600_000),
  })
  if (res.headers.get('content-type') !== 'application/gzip') {
    const r = (await res.json()) as ApiResult
    return fail(`the server at ${base} refused the backup (${r.code}: ${r.message})`)
  }
  console.log(`taken by the running server at ${base}`)
  return Buffer.from(await res.arrayBuffer())
}

async function direct(): Promise<Buffer> {
  const dataDir = process.env.PGLITE_DIR ?? join(process.env.DATA_DIR || './data', 'pglite')
  if (!existsSync(join(dataDir, 'PG_VERSION'))) return fail(`no database: ${dataDir} does not exist`)
  const db = await openDb({ dataDir, migrate: false })
  try {
    await auditBackup(db, who, { engine: 'pglite', at, file: out })
    console.log(`taken from PGlite ${dataDir} (no server running)`)
    return await dumpPglite(db)
  } finally {
    await db.close()
  }
}

if (url) {
  const db = await openDb({ url, schema: values.schema, migrate: false, onFault: () => {} })
  try {
    await auditBackup(db, who, { engine: 'postgres', at, file: out })
  } finally {
    await db.close()
  }
  await dumpPostgres(url, out, values.schema).catch((e: Error) => fail(e.message))
} else {
  const archive = (values.direct ? null : await viaServer()) ?? (await direct())
  writeFileSync(out, archive, { mode: 0o600 })
}
console.log(`backup written: ${out}`)
if (!url) console.log(`the secrets are not in it: keep ${secretsFile()} with it (docs/operations.md)`)
