// Where the command-line tools (`npm run admin`, `npm run ledger:check`) find the running server's
// operator API and with which operator: ADMIN_URL, else ADMIN_PORT (and ADMIN_HOST), else the runtime
// file the server writes (DATA_DIR/admin.json), else 127.0.0.1:8081; ADMIN_USER (default admin) and
// ADMIN_PASSWORD, else the embedded demo's generated password (DATA_DIR/secrets.json).
import { readRuntimeFile } from '../runtime'
import { findSecret } from '../secrets'

/** Where the operator API of the running server listens (a wildcard bind is reached on loopback). */
export function adminBase(env = process.env): string {
  if (env.ADMIN_URL) return env.ADMIN_URL.replace(/\/+$/, '')
  const fixed = Number(env.ADMIN_PORT) || 0 // 0: the server took any free port, see its runtime file
  const runtime = fixed ? null : readRuntimeFile(env)
  const port = fixed || runtime?.adminPort || 8081
  const bound = (fixed ? env.ADMIN_HOST : runtime?.adminHost) || '127.0.0.1'
  const host =
    bound === '0.0.0.0' || bound === '::' ? '127.0.0.1' : bound.includes(':') ? `[${bound}]` : bound
  return `http://${host}:${port}`
}

export const operatorCredentials = (env = process.env) => ({
  username: env.ADMIN_USER || 'admin',
  password: findSecret('adminPassword') ?? '',
})
