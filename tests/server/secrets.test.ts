// No fixed secret in a running site: the embedded demo generates its secrets once and keeps them in
// its data directory (mode 0600); a start on PostgreSQL without them refuses, naming each missing
// variable in one line; no default secret is left in the server's code; the demo players are seeded
// only when asked for, never into a PostgreSQL deployment by default.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { type Db, openDb } from '../../server/db/client'
import {
  ConfigError,
  embeddedSecrets,
  findSecret,
  resolveSecrets,
  secretsFromEnv,
} from '../../server/secrets'
import { seed, seedsDemoPlayers } from '../../server/seed'
import { TEST_SECRETS } from './helpers'

const root = join(import.meta.dirname, '../..')
const dirs: string[] = []
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'jd-secrets-'))
  dirs.push(d)
  return d
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

describe('the embedded demo generates its own secrets', () => {
  it('on first start, into DATA_DIR/secrets.json with mode 0600, and reuses them after', () => {
    const env = { DATA_DIR: tempDir() }
    const first = embeddedSecrets(env)
    expect(first.created).toBe(true)
    expect(first.file).toBe(join(env.DATA_DIR, 'secrets.json'))
    expect(statSync(first.file).mode & 0o777).toBe(0o600)
    expect(first.secrets.adminPassword).toMatch(/^[a-z2-9]{12}$/)
    expect(first.secrets.payPepper.length).toBeGreaterThanOrEqual(32)
    expect(first.secrets.providerSandboxSecret.length).toBeGreaterThanOrEqual(32)
    expect(first.secrets.auditKey.length).toBeGreaterThanOrEqual(32)
    expect(JSON.parse(readFileSync(first.file, 'utf8'))).toEqual(first.secrets)
    const again = embeddedSecrets(env)
    expect(again).toEqual({ ...first, created: false })
    // Two sites never share one: another data directory, other secrets.
    const other = embeddedSecrets({ DATA_DIR: tempDir() }).secrets
    expect(other.payPepper).not.toBe(first.secrets.payPepper)
    expect(other.adminPassword).not.toBe(first.secrets.adminPassword)
    // The tools (admin CLI, sandbox partner) read the same values; the environment wins.
    expect(findSecret('providerSandboxSecret', env)).toBe(first.secrets.providerSandboxSecret)
    expect(findSecret('adminPassword', env)).toBe(first.secrets.adminPassword)
    expect(findSecret('adminPassword', { ...env, ADMIN_PASSWORD: 'from-the-env-1' })).toBe('from-the-env-1')
    expect(findSecret('payPepper', { DATA_DIR: tempDir() })).toBeNull()
  })

  it('refuses a corrupt secrets file instead of replacing it (the pepper would change)', async () => {
    const dir = tempDir()
    const { writeFileSync } = await import('node:fs')
    writeFileSync(join(dir, 'secrets.json'), '{not json')
    expect(() => embeddedSecrets({ DATA_DIR: dir })).toThrow(ConfigError)
  })
})

describe('a start on PostgreSQL takes its secrets from the environment', () => {
  const pgEnv = { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }

  it('names every missing variable in one line', () => {
    const all = () => secretsFromEnv(pgEnv)
    expect(all).toThrow(ConfigError)
    expect(all).toThrow(
      'refusing to start on PostgreSQL: set PAY_PEPPER, PROVIDER_SANDBOX_SECRET, ADMIN_PASSWORD, AUDIT_KEY in the environment (no secret has a default)',
    )
    expect(() => secretsFromEnv({ ...pgEnv, PAY_PEPPER: 'x'.repeat(32) })).toThrow(
      /set PROVIDER_SANDBOX_SECRET, ADMIN_PASSWORD, AUDIT_KEY in/,
    )
    expect(() =>
      secretsFromEnv({
        ...pgEnv,
        PAY_PEPPER: 'short',
        PROVIDER_SANDBOX_SECRET: 'x'.repeat(32),
        ADMIN_PASSWORD: 'long-enough-1',
        AUDIT_KEY: 'a'.repeat(32),
      }),
    ).toThrow(/PAY_PEPPER needs at least 16 characters/)
    const env = {
      ...pgEnv,
      PAY_PEPPER: 'p'.repeat(32),
      PROVIDER_SANDBOX_SECRET: 's'.repeat(32),
      ADMIN_PASSWORD: 'operator-pass-1',
      AUDIT_KEY: 'k'.repeat(32),
    }
    expect(resolveSecrets(env).secrets).toEqual({
      payPepper: env.PAY_PEPPER,
      providerSandboxSecret: env.PROVIDER_SANDBOX_SECRET,
      adminPassword: env.ADMIN_PASSWORD,
      auditKey: env.AUDIT_KEY,
    })
    expect(() => secretsFromEnv({ ...env, AUDIT_KEY: 'short-key' })).toThrow(
      /AUDIT_KEY needs at least 32 characters/,
    )
  })

  it('the server process refuses to start, with that line, before touching the database', () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME }
    env.DATABASE_URL = pgEnv.DATABASE_URL
    env.NODE_ENV = 'production'
    env.DATA_DIR = tempDir()
    env.PORT = '0'
    env.ADMIN_PORT = '0'
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(r.status).toBe(1)
    expect(r.stderr.trim()).toBe(
      'refusing to start on PostgreSQL: set PAY_PEPPER, PROVIDER_SANDBOX_SECRET, ADMIN_PASSWORD, AUDIT_KEY in the environment (no secret has a default)',
    )
    // Nothing was generated for a PostgreSQL start.
    expect(readdirSync(env.DATA_DIR)).toEqual([])
  }, 150_000)

  it('the app itself refuses to run without a pay pepper', () => {
    // It refuses before it touches the database handle.
    expect(() => buildApp({ db: {} as Db })).toThrow(/payPepper is required/)
  })
})

describe('no default secret in the code', () => {
  it('server/ holds no fixed password, pepper or partner secret', () => {
    const files: string[] = []
    const walk = (d: string) => {
      for (const e of readdirSync(d, { withFileTypes: true })) {
        const p = join(d, e.name)
        if (e.isDirectory()) walk(p)
        else if (/\.(ts|mjs|js|sql)$/.test(e.name)) files.push(p)
      }
    }
    walk(join(root, 'server'))
    walk(join(root, 'scripts'))
    const offenders = files.filter((f) =>
      /dev-only|admin-demo-8888|change-me|sandbox-dev-secret/.test(readFileSync(f, 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})

describe('demo players are seeded only when asked for', () => {
  it('the embedded demo seeds them; PostgreSQL only with SEED_DEMO=1', () => {
    expect(seedsDemoPlayers({})).toBe(true)
    expect(seedsDemoPlayers({ SEED_DEMO: '0' })).toBe(false)
    expect(seedsDemoPlayers({ DATABASE_URL: 'postgres://x' })).toBe(false)
    expect(seedsDemoPlayers({ DATABASE_URL: 'postgres://x', SEED_DEMO: '1' })).toBe(true)
  })

  it('a seed without demo players creates the operator, content and settings, and no player or money', async () => {
    const url = process.env.DATABASE_URL
    const schema = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
    const db = url ? await openDb({ url, schema, poolSize: 2 }) : await openDb({ dataDir: 'memory://' })
    try {
      const seeded = await seed(db, {
        payPepper: TEST_SECRETS.payPepper,
        operator: { username: 'boss', password: 'operator-pass-9' },
        demoPlayers: false,
      })
      expect(seeded.operatorCreated).toBe(true)
      const count = async (sql: string) => Number((await db.query<{ n: number }>(sql))[0].n)
      expect(await count('SELECT count(*)::int AS n FROM users')).toBe(0)
      expect(await count('SELECT count(*)::int AS n FROM deposits')).toBe(0)
      expect(await count('SELECT count(*)::int AS n FROM ledger_transfers')).toBe(0)
      expect(await count("SELECT count(*)::int AS n FROM operators WHERE username = 'boss'")).toBe(1)
      expect(
        await count("SELECT count(*)::int AS n FROM settings WHERE key IN ('money', 'redpacket', 'admin')"),
      ).toBe(3)
      expect(await count('SELECT count(*)::int AS n FROM venues')).toBeGreaterThan(0)
      // Asked for later (SEED_DEMO=1): the demo players and their money arrive; the operator stays.
      const again = await seed(db, {
        payPepper: TEST_SECRETS.payPepper,
        operator: { username: 'boss', password: 'operator-pass-9' },
        demoPlayers: true,
      })
      expect(again.operatorCreated).toBe(false)
      expect(
        await count("SELECT count(*)::int AS n FROM users WHERE username IN ('demo888', 'agent888')"),
      ).toBe(2)
      expect(await count('SELECT count(*)::int AS n FROM deposits')).toBe(2)
    } finally {
      await db.close()
      if (url) {
        const admin = new pg.Client({ connectionString: url })
        await admin.connect()
        await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
        await admin.end()
      }
    }
  }, 180_000)
})
