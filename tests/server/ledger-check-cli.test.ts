// `npm run ledger:check` cannot mislead: with no database it says so and exits 1 without creating
// one; with a server running it checks that server's ledger (through its admin API), so a broken
// ledger there fails the check; on PostgreSQL a database without ledger tables is reported, not
// migrated.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOperator } from '../../server/admin/service'
import { acct } from '../../server/ledger'
import { makeAdminApp, registerAndLogin, TEST_SECRETS, TEST_TOTP_SECRET } from './helpers'
import { fund, moneyApp, userId } from './money-kit'

const run = promisify(execFile)
const url = process.env.DATABASE_URL

/** Runs the command with exactly this environment (plus PATH); never throws on a non-zero exit. */
async function ledgerCheck(env: Record<string, string>) {
  const { DATABASE_URL: _, PGLITE_DIR: __, ...rest } = process.env
  try {
    const r = await run('node_modules/.bin/tsx', ['server/cli/ledger-check.ts'], {
      env: { ...rest, ...env },
      timeout: 60_000,
    })
    return { code: 0, out: r.stdout + r.stderr }
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string }
    return { code: x.code, out: x.stdout + x.stderr }
  }
}

// Nothing listens there (a port of this suite's range, never a developer's server on 8080).
const NO_SERVER = 'http://127.0.0.1:18199'
let tmp: string
let app: FastifyInstance

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'jd-ledger-check-'))
  app = await moneyApp()
}, 180_000)
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

// Each run starts a tsx process (seconds on a busy machine).
describe('ledger:check', { timeout: 180_000 }, () => {
  it('no database: says so, exits 1, creates nothing', async () => {
    const dir = join(tmp, 'nothing-here')
    const r = await ledgerCheck({ PGLITE_DIR: dir, ADMIN_URL: NO_SERVER })
    expect(r.code, r.out).toBe(1)
    expect(r.out).toMatch(/no database: .*nothing-here does not exist/)
    expect(r.out).not.toMatch(/ledger OK/)
    expect(existsSync(dir)).toBe(false)
  })

  it("a running server: checks that server's ledger, and fails when it is broken", async () => {
    await app.db.tx((q) =>
      createOperator(q, 'ledgercheck', 'check-secret-123', 'finance', {
        secret: TEST_TOTP_SECRET,
        siteSecret: TEST_SECRETS.payPepper,
      }),
    )
    const p = await registerAndLogin(app)
    await fund(app, p, 100)
    // The operator API listens on its own instance (the operator port), never on the public one.
    const admin = await makeAdminApp()
    const address = await admin.listen({ port: 0, host: '127.0.0.1' })
    const env = {
      ADMIN_URL: address,
      ADMIN_USER: 'ledgercheck',
      ADMIN_PASSWORD: 'check-secret-123',
      ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
      PGLITE_DIR: join(tmp, 'not-used'),
    }
    const good = await ledgerCheck(env)
    expect(good.code, good.out).toBe(0)
    expect(good.out).toContain(`checked: the running server at ${address}`)
    expect(good.out).toMatch(/ledger OK/)
    // A balance that no entry explains, in the server's database only.
    const central = acct.central(await userId(app, p))
    await app.db.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE code = $1', [central])
    try {
      const bad = await ledgerCheck(env)
      expect(bad.code, bad.out).toBe(1)
      expect(bad.out).toContain(`MISMATCH ${central}`)
      expect(bad.out).toMatch(/ledger NOT OK/)
    } finally {
      await app.db.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE code = $1', [central])
    }
    expect(existsSync(join(tmp, 'not-used'))).toBe(false)
  })

  it.skipIf(!url)('PostgreSQL without ledger tables: reported, exits 1, nothing migrated', async () => {
    const schema = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      await admin.query(`CREATE SCHEMA "${schema}"`)
      const sep = url!.includes('?') ? '&' : '?'
      const r = await ledgerCheck({
        DATABASE_URL: `${url}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
        ADMIN_URL: NO_SERVER,
      })
      expect(r.code, r.out).toBe(1)
      expect(r.out).toMatch(/no ledger in PostgreSQL/)
      const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = $1', [
        schema,
      ])
      expect(rows[0].n).toBe(0)
    } finally {
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
      await admin.end()
    }
  })
})
