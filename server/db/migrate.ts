// Versioned migrations: plain SQL files in ./migrations named NNNN_name.sql, applied in order, each
// in its own transaction, recorded in schema_migrations. An advisory lock keeps two starting
// server processes from migrating at once.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Query } from './client'

const dir = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

const migrationFiles = () =>
  readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()

/** Migrations this code has that the database has not applied (readiness: server/ops/health.ts). */
export async function pendingMigrations(query: Query): Promise<string[]> {
  const done = new Set(
    (await query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  )
  return migrationFiles().filter((f) => !done.has(f))
}

export async function migrate(query: Query, tx: <T>(fn: (q: Query) => Promise<T>) => Promise<T>) {
  await query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
  )
  const files = migrationFiles()
  await tx(async (q) => {
    await q('SELECT pg_advisory_xact_lock(4242)')
    const done = new Set((await q<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name))
    for (const file of files) {
      if (done.has(file)) continue
      await q(readFileSync(join(dir, file), 'utf8'))
      await q('INSERT INTO schema_migrations (name) VALUES ($1)', [file])
    }
  })
}
