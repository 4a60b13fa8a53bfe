// Server tests on PGlite (no DATABASE_URL): the migrations run once per run, here, and every test file
// opens its in-memory database from that migrated copy (tests/server/helpers.ts testDb) instead of
// running every migration again: the copy loads in a fraction of the time. Each file still seeds its
// own database, so seeded times are that file's own.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDb } from '../../server/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, unseeded PGlite data directory (gzipped tar), or '' on PostgreSQL. */
    pgliteMigrated: string
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteMigrated', '')
    return
  }
  const dir = mkdtempSync(join(tmpdir(), 'jd-migrated-'))
  const file = join(dir, 'pglite.tar.gz')
  const db = await openDb({ dataDir: 'memory://' })
  writeFileSync(file, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()))
  await db.close()
  project.provide('pgliteMigrated', file)
  return () => rmSync(dir, { recursive: true, force: true })
}
