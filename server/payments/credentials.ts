// Provider credentials (docs/payments.md, "Credentials"). A channel names its secret (`secret_ref`),
// never holds it: the value comes from the environment variable of that name, else from the embedded
// demo's secrets file (DATA_DIR/secrets.json, beside the partner's secret, server/secrets.ts). The
// sandbox provider's secret is generated into that file by the first of the two processes that needs
// it (the server or the sandbox); on PostgreSQL it must come from the environment.
// A secret typed in the console is stored sealed (AES-256-GCM under a key derived from
// PAY_CREDENTIALS_KEY, generated into the same file on the embedded demo), never in clear, and is
// shown back only as a fingerprint.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dataDir, readSecretsFile, secretsFile } from '../secrets'

export const SANDBOX_SECRET_REF = 'PAY_SANDBOX_SECRET'
export const CREDENTIALS_KEY_REF = 'PAY_CREDENTIALS_KEY'

const fromFile = (ref: string, env: NodeJS.ProcessEnv) => {
  const v = (readSecretsFile(secretsFile(env)) as Record<string, unknown> | null)?.[ref]
  return typeof v === 'string' && v.length >= 16 ? v : null
}

/** The secret a channel names, or null when it is not set anywhere (the channel then stays manual). */
export function paymentSecret(ref: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (!ref) return null
  const v = env[ref]
  if (v && v.length >= 16) return v
  return env.DATABASE_URL ? null : fromFile(ref, env)
}

/**
 * A secret of the embedded demo, added to the secrets file when missing (write then rename, mode
 * 0600; the other keys are kept). Read back after the write: should another process have rewritten
 * the file at the same moment, the key is added again.
 */
function ensureFileSecret(ref: string, env: NodeJS.ProcessEnv): string {
  const found = paymentSecret(ref, env)
  if (found) return found
  if (env.DATABASE_URL) throw new Error(`set ${ref} (at least 16 characters)`)
  const file = secretsFile(env)
  const value = randomBytes(32).toString('base64url')
  for (let attempt = 0; attempt < 5; attempt++) {
    const stored = (readSecretsFile(file) ?? {}) as Record<string, unknown>
    const current = stored[ref]
    if (typeof current === 'string' && current.length >= 16) return current
    mkdirSync(dataDir(env), { recursive: true, mode: 0o700 })
    const tmp = `${file}.${process.pid}.tmp`
    writeFileSync(tmp, `${JSON.stringify({ ...stored, [ref]: value }, null, 2)}\n`, { mode: 0o600 })
    chmodSync(tmp, 0o600)
    renameSync(tmp, file)
    if (fromFile(ref, env)) return fromFile(ref, env)!
  }
  throw new Error(`could not write ${ref} into ${file}`)
}

/** The embedded demo's sandbox secret (generated when missing); on PostgreSQL, the environment's. */
export const ensureSandboxSecret = (env: NodeJS.ProcessEnv = process.env) =>
  ensureFileSecret(SANDBOX_SECRET_REF, env)

/** The sealing key: PAY_CREDENTIALS_KEY, generated on the embedded demo; null on PostgreSQL without it. */
function sealingKey(env: NodeJS.ProcessEnv) {
  const base = env.DATABASE_URL
    ? paymentSecret(CREDENTIALS_KEY_REF, env)
    : ensureFileSecret(CREDENTIALS_KEY_REF, env)
  return base ? Buffer.from(hkdfSync('sha256', base, 'jinding-payments', 'provider-credential', 32)) : null
}

/** A typed secret sealed for the database: `v1.<iv>.<tag>.<ciphertext>`; null when no key is set. */
export function sealCredential(secret: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const key = sealingKey(env)
  if (!key) return null
  const iv = randomBytes(12)
  const c = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([c.update(secret, 'utf8'), c.final()])
  return ['v1', ...[iv, c.getAuthTag(), body].map((b) => b.toString('base64url'))].join('.')
}

/** A sealed secret opened, or null (no key, another key, or tampered). */
export function openCredential(sealed: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const [v, iv, tag, body] = sealed.split('.')
  const key = v === 'v1' ? sealingKey(env) : null
  if (!key || !iv || !tag || !body) return null
  try {
    const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    d.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** What the console shows of a secret: whether it is set, and a fingerprint (never the value). */
export const maskSecret = (secret: string | null) =>
  secret ? `••••••${createHash('sha256').update(secret).digest('hex').slice(0, 6)}` : ''
