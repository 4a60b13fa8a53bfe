// The site's secrets: the operator's first password, the pay-password pepper, the sandbox partner's
// HMAC secret and the key of the operators' audit chain (docs/operator-console.md, "Audit chain"). None has a value in the code. A PostgreSQL deployment takes them from its environment
// and refuses to start without them; the embedded demo (PGlite) generates them on its first start and
// keeps them in its data directory (secrets.json, mode 0600), so every later start, the admin command
// line and the sandbox partner process read the same values. See docs/operations.md.
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export type Secrets = {
  /** The first operator's password (used when the seed creates it; the CLI logs in with it). */
  adminPassword: string
  /** Argon2 secret of the pay-password hashes. */
  payPepper: string
  /** HMAC-SHA256 secret shared with the sandbox partner provider. */
  providerSandboxSecret: string
  /** HMAC-SHA256 key that seals each audit row and checkpoint (server/admin/audit-mac.ts). */
  auditKey: string
}

/** Environment variable of each secret, in the order a refusal names them. */
export const SECRET_ENV: Record<keyof Secrets, string> = {
  payPepper: 'PAY_PEPPER',
  providerSandboxSecret: 'PROVIDER_SANDBOX_SECRET',
  adminPassword: 'ADMIN_PASSWORD',
  auditKey: 'AUDIT_KEY',
}

/** The site's own directory for files that belong to one installation (secrets, runtime). */
export const dataDir = (env: NodeJS.ProcessEnv = process.env) => resolve(env.DATA_DIR || './data')
export const secretsFile = (env: NodeJS.ProcessEnv = process.env) => join(dataDir(env), 'secrets.json')

/** A start that cannot go on for lack of configuration; the message is one line naming what is missing. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConfigError'
  }
}

const MIN_LENGTH: Record<keyof Secrets, number> = {
  payPepper: 16,
  providerSandboxSecret: 16,
  adminPassword: 10,
  auditKey: 32,
}

const fromEnv = (env: NodeJS.ProcessEnv): Partial<Secrets> => {
  const out: Partial<Secrets> = {}
  for (const [k, name] of Object.entries(SECRET_ENV) as [keyof Secrets, string][]) {
    const v = env[name]
    if (v) out[k] = v
  }
  return out
}

const tooShort = (s: Partial<Secrets>) =>
  (Object.keys(SECRET_ENV) as (keyof Secrets)[]).filter(
    (k) => s[k] !== undefined && s[k]!.length < MIN_LENGTH[k],
  )

/** PostgreSQL: every secret from the environment, or a ConfigError naming each missing one. */
export function secretsFromEnv(env: NodeJS.ProcessEnv = process.env): Secrets {
  const got = fromEnv(env)
  const missing = (Object.keys(SECRET_ENV) as (keyof Secrets)[]).filter((k) => !got[k])
  if (missing.length)
    throw new ConfigError(
      `refusing to start on PostgreSQL: set ${missing.map((k) => SECRET_ENV[k]).join(', ')} in the environment (no secret has a default)`,
    )
  const short = tooShort(got)
  if (short.length)
    throw new ConfigError(
      `refusing to start: ${short.map((k) => `${SECRET_ENV[k]} needs at least ${MIN_LENGTH[k]} characters`).join(', ')}`,
    )
  return got as Secrets
}

export type LoadedSecrets = { secrets: Secrets; file: string; created: boolean }

/** The secrets file of a data directory, or null when there is none (or it is unreadable). */
export function readSecretsFile(file: string): Partial<Secrets> | null {
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>
    return v && typeof v === 'object' ? v : null
  } catch {
    return null
  }
}

const generate = (): Secrets => ({
  // 12 characters from an unambiguous alphabet: easy to type from the console once, 71 bits.
  adminPassword: Array.from(randomBytes(12), (b) => 'abcdefghjkmnpqrstuvwxyz23456789'[b % 31]).join(''),
  payPepper: randomBytes(32).toString('base64url'),
  providerSandboxSecret: randomBytes(32).toString('base64url'),
  auditKey: randomBytes(32).toString('base64url'),
})

/**
 * The embedded demo: the secrets file of the data directory, created on first start (mode 0600).
 * A variable set in the environment wins over the file (so a test or an operator can pin one).
 */
export function embeddedSecrets(env: NodeJS.ProcessEnv = process.env): LoadedSecrets {
  const file = secretsFile(env)
  let stored = readSecretsFile(file)
  let created = false
  // A file from before a secret existed (the audit key) gets that one added; the others stay.
  if (!stored?.payPepper || !stored.providerSandboxSecret || !stored.adminPassword || !stored.auditKey) {
    if (existsSync(file) && stored === null)
      throw new ConfigError(`refusing to start: ${file} is not readable JSON (restore it or remove it)`)
    stored = { ...generate(), ...stored }
    mkdirSync(dataDir(env), { recursive: true, mode: 0o700 })
    // Written under a temporary name with mode 0600 and renamed: never readable by others, never half.
    writeFileSync(`${file}.tmp`, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 })
    chmodSync(`${file}.tmp`, 0o600)
    renameSync(`${file}.tmp`, file)
    created = true
  }
  const secrets = { ...(stored as Secrets), ...fromEnv(env) }
  const short = tooShort(secrets)
  if (short.length)
    throw new ConfigError(
      `refusing to start: ${short.map((k) => `${SECRET_ENV[k]} needs at least ${MIN_LENGTH[k]} characters`).join(', ')}`,
    )
  return { secrets, file, created }
}

/** The secrets of a start: PostgreSQL (DATABASE_URL) from the environment, PGlite from its data dir. */
export function resolveSecrets(env: NodeJS.ProcessEnv = process.env): LoadedSecrets | { secrets: Secrets } {
  return env.DATABASE_URL ? { secrets: secretsFromEnv(env) } : embeddedSecrets(env)
}

/**
 * The first operator's authenticator secret (base32, docs/operator-console.md): ADMIN_TOTP_SECRET,
 * else the embedded demo's secrets file, else null (that operator enrols at the first sign-in).
 */
export function adminTotpSecret(env: NodeJS.ProcessEnv = process.env): string | null {
  const v =
    env.ADMIN_TOTP_SECRET ||
    (readSecretsFile(secretsFile(env)) as { adminTotpSecret?: string } | null)?.adminTotpSecret
  return v && /^[A-Z2-7]{16,}=*$/.test(v) ? v : null
}

/**
 * The embedded demo keeps its owner's authenticator secret beside its other secrets (added to an
 * older file on the next start), so the command line signs in with it and a person can add it to an
 * authenticator app (`npm run admin -- operator qr`).
 */
export function embeddedTotpSecret(make: () => string, env: NodeJS.ProcessEnv = process.env): string {
  const fixed = adminTotpSecret({ ...env, DATA_DIR: '/nonexistent' })
  if (fixed) return fixed
  const file = secretsFile(env)
  const stored = (readSecretsFile(file) ?? {}) as Record<string, string>
  if (stored.adminTotpSecret) return stored.adminTotpSecret
  const next = { ...stored, adminTotpSecret: make() }
  mkdirSync(dataDir(env), { recursive: true, mode: 0o700 })
  writeFileSync(`${file}.tmp`, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 })
  chmodSync(`${file}.tmp`, 0o600)
  renameSync(`${file}.tmp`, file)
  return next.adminTotpSecret
}

/**
 * For the tools (admin CLI, sandbox partner): one secret from the environment, else from the data
 * directory's secrets file, else null.
 */
export function findSecret(key: keyof Secrets, env: NodeJS.ProcessEnv = process.env): string | null {
  return env[SECRET_ENV[key]] || readSecretsFile(secretsFile(env))?.[key] || null
}
