// Backup and restore of the site's database (docs/operations.md, "Backup and restore").
//
// PGlite: the running process holds the data directory (one process per directory), so the backup is
// taken inside it: dumpDataDir() tars the directory while PGlite's statement lock is held, so no
// statement runs during the copy. What is copied is the state of a server stopped between two
// statements: every committed transaction is in the WAL, and opening the copy replays the WAL like
// after a power cut, which drops any transaction that had not committed yet.
// PostgreSQL: pg_dump in custom format reads everything in one REPEATABLE READ snapshot, so the dump
// is the database at the instant its transaction began, whatever commits while it runs.
//
// A restore goes into an EMPTY target only (a PGlite directory without files, a database without
// tables): restoring over live data would mix two histories.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { type Actor, appendAudit } from '../admin/audit'
import type { Db } from '../db/client'

export type BackupRecord = { engine: 'pglite' | 'postgres'; at: string; file: string }

/** The backup's own row in the audit chain, written (and committed) before the snapshot: the restored
 *  database carries the record of the backup it came from. */
export async function auditBackup(db: Db, who: Actor, rec: BackupRecord): Promise<void> {
  await db.tx((q) => appendAudit(q, who, { action: 'backup.create', target: rec.file, after: rec }))
}

/** The PGlite data directory as a gzipped tar, taken in this process (which must hold the database). */
export async function dumpPglite(db: Db): Promise<Buffer> {
  const blob = await db.dumpDataDir()
  return Buffer.from(await blob.arrayBuffer())
}

/** Run a PostgreSQL client tool; rejects with its stderr when it fails. */
function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let err = ''
    child.stderr.on('data', (d) => {
      err += String(d)
    })
    child.on('error', (e) => reject(new Error(`${cmd}: ${e.message} (is the PostgreSQL client installed?)`)))
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}: ${err.trim()}`)),
    )
  })
}

/** pg_dump --format=custom of the database in `url` (only `schema` when given) into `file`. */
export async function dumpPostgres(url: string, file: string, schema?: string): Promise<void> {
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    `--file=${file}`,
    ...(schema ? [`--schema=${schema}`] : []),
    `--dbname=${url}`,
  ])
}

/** Tables, sequences and views outside the system schemas of the database in `url`. */
export async function userRelations(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    const r = await c.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'
          AND n.nspname NOT LIKE 'pg_temp%' AND c.relkind IN ('r', 'p', 'S', 'v', 'm')`,
    )
    return r.rows[0].n
  } finally {
    await c.end()
  }
}

/** pg_restore of a custom-format dump into the EMPTY database in `url`, in one transaction. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const n = await userRelations(url)
  if (n > 0)
    throw new Error(
      `refused: the target database is not empty (${n} tables, sequences or views); restore into a new database`,
    )
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ])
}

/** Unpack a PGlite backup into `dir`, which must be missing or empty; opens it once to replay its WAL. */
export async function restorePglite(file: string, dir: string): Promise<void> {
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new Error(`refused: ${dir} is not empty; restore into a new (empty or missing) directory`)
  mkdirSync(dir, { recursive: true })
  const lite = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(file)]) })
  try {
    await lite.query('SELECT 1')
  } finally {
    await lite.close()
  }
}

/** What a backup file holds, by its first bytes: pg_dump's custom format starts "PGDMP", gzip 1f 8b. */
export function backupKind(file: string): 'pglite' | 'postgres' | null {
  const head = readFileSync(file).subarray(0, 5)
  if (head.toString('latin1') === 'PGDMP') return 'postgres'
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite'
  return null
}
