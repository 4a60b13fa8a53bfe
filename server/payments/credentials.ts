// Provider credentials (docs/payments.md, "Credentials"). A channel names its secret (`secret_ref`),
// never holds it: the value comes from the environment variable of that name, else from the embedded
// demo's secrets file (DATA_DIR/secrets.json, beside the partner's secret, server/secrets.ts). The
// sandbox provider's secret is generated into that file by the first of the two processes that needs
// it (the server or the sandbox); on PostgreSQL it must come from the environment.
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dataDir, readSecretsFile, secretsFile } from '../secrets'

export const SANDBOX_SECRET_REF = 'PAY_SANDBOX_SECRET'

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
 * The embedded demo's sandbox secret, added to the secrets file when missing (write then rename, mode
 * 0600; the other keys are kept). Read back after the write: should another process have rewritten
 * the file at the same moment, the key is added again.
 */
export function ensureSandboxSecret(env: NodeJS.ProcessEnv = process.env): string {
  const found = paymentSecret(SANDBOX_SECRET_REF, env)
  if (found) return found
  if (env.DATABASE_URL) throw new Error(`set ${SANDBOX_SECRET_REF} (at least 16 characters)`)
  const file = secretsFile(env)
  const value = randomBytes(32).toString('base64url')
  for (let attempt = 0; attempt < 5; attempt++) {
    const stored = (readSecretsFile(file) ?? {}) as Record<string, unknown>
    const current = stored[SANDBOX_SECRET_REF]
    if (typeof current === 'string' && current.length >= 16) return current
    mkdirSync(dataDir(env), { recursive: true, mode: 0o700 })
    const tmp = `${file}.${process.pid}.tmp`
    writeFileSync(tmp, `${JSON.stringify({ ...stored, [SANDBOX_SECRET_REF]: value }, null, 2)}\n`, {
      mode: 0o600,
    })
    chmodSync(tmp, 0o600)
    renameSync(tmp, file)
    if (fromFile(SANDBOX_SECRET_REF, env)) return fromFile(SANDBOX_SECRET_REF, env)!
  }
  throw new Error(`could not write ${SANDBOX_SECRET_REF} into ${file}`)
}
