// A brand-new PGlite data directory starts from the prepared empty cluster (PGLITE_TEMPLATE, made by
// `npm start`), and a directory that already holds a cluster never does. A marker table put into the
// template before it is dumped tells which happened.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb } from '../../server/db/client'

const dir = mkdtempSync(join(tmpdir(), 'jd-template-'))
const template = join(dir, 'template.tar')
const saved = process.env.PGLITE_TEMPLATE

// PGlite only: with DATABASE_URL (npm run test:pg) openDb opens PostgreSQL; `npm test` covers this.
const pglite = !process.env.DATABASE_URL

beforeAll(async () => {
  if (!pglite) return
  const pg = await PGlite.create('memory://')
  await pg.exec('CREATE TABLE template_marker (id int)')
  writeFileSync(template, Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer()))
  await pg.close()
  process.env.PGLITE_TEMPLATE = template
}, 60_000)

afterAll(() => {
  if (saved === undefined) delete process.env.PGLITE_TEMPLATE
  else process.env.PGLITE_TEMPLATE = saved
  rmSync(dir, { recursive: true, force: true })
})

const hasMarker = async (db: Awaited<ReturnType<typeof openDb>>) =>
  (await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'template_marker'")).length === 1

describe.skipIf(!pglite)('PGlite data directory from the template', () => {
  it('a new directory is loaded from the template, then migrated; reopening keeps it', async () => {
    const dataDir = join(dir, 'fresh')
    const db = await openDb({ dataDir })
    expect(await hasMarker(db)).toBe(true)
    expect((await db.query("SELECT 1 FROM schema_migrations WHERE name = '0000_init.sql'")).length).toBe(1)
    await db.query('CREATE TABLE kept (id int)')
    await db.close()
    const again = await openDb({ dataDir })
    expect((await again.query("SELECT 1 FROM pg_tables WHERE tablename = 'kept'")).length).toBe(1)
    await again.close()
  }, 60_000)

  it('a directory that already holds a cluster is opened as it is, never overwritten', async () => {
    const dataDir = join(dir, 'existing')
    delete process.env.PGLITE_TEMPLATE
    const first = await openDb({ dataDir })
    expect(await hasMarker(first)).toBe(false)
    await first.close()
    process.env.PGLITE_TEMPLATE = template
    const db = await openDb({ dataDir })
    expect(await hasMarker(db)).toBe(false)
    await db.close()
  }, 60_000)
})
