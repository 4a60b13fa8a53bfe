// Where the command-line tools (`npm run admin`, `npm run ledger:check`) find the running server's
// operator API and with which operator: ADMIN_URL, else ADMIN_PORT (and ADMIN_HOST), else the runtime
// file the server writes (DATA_DIR/admin.json), else 127.0.0.1:8081; ADMIN_USER (default admin) and
// ADMIN_PASSWORD, else the embedded demo's generated password (DATA_DIR/secrets.json).

import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readRuntimeFile } from '../runtime'
import { adminTotpSecret, dataDir, findSecret } from '../secrets'

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

export type ApiResult = { code: number; message: string; data: unknown }
export type ApiCall = (method: string, path: string, body?: unknown, token?: string) => Promise<ApiResult>

/** A JSON call to the operator API at `base`, with the operator's bearer token when there is one. */
export const jsonCall =
  (base: string, timeoutMs: number): ApiCall =>
  async (method, path, body, token) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    return (await res.json()) as ApiResult
  }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Sign in as the command line's operator in the console's two steps (docs/operator-console.md): the
 * password, then the code of the operator's authenticator computed from ADMIN_TOTP_SECRET (or the
 * embedded demo's secrets file). A code is accepted once: when this step's code was already taken (a
 * command just before, or the person in the browser), the next step's is tried, then the next step
 * is waited for. Answers the session token, or the refusal.
 */
export async function signIn(call: ApiCall, env = process.env): Promise<ApiResult> {
  const { totpCode, currentStep, TOTP_PERIOD_S } = await import('../admin/totp')
  const login = await call('POST', '/admin/api/login', operatorCredentials(env))
  if (login.code !== 200) return login
  const step1 = login.data as { step: 'totp' | 'enrol'; ticket: string }
  if (step1.step === 'enrol')
    return {
      code: 401,
      message: `operator ${operatorCredentials(env).username} has no authenticator yet: sign in once in the operator console to enrol (docs/operator-console.md)`,
      data: null,
    }
  const secret = adminTotpSecret(env)
  if (!secret)
    return {
      code: 401,
      message:
        'no authenticator secret for the command line: set ADMIN_TOTP_SECRET (the embedded demo keeps its own in DATA_DIR/secrets.json)',
      data: null,
    }
  for (let round = 0; round < 3; round++) {
    const now = currentStep()
    for (const step of [now, now + 1]) {
      const r = await call('POST', '/admin/api/login/totp', {
        ticket: step1.ticket,
        code: totpCode(secret, step),
      })
      if (r.code !== 402) return r
    }
    await sleep((now + 1) * TOTP_PERIOD_S * 1000 - Date.now() + 200)
  }
  return { code: 402, message: 'the authenticator codes of this minute were all used; try again', data: null }
}

const sessionFile = (env = process.env) => join(dataDir(env), 'operator-cli-session.json')

/**
 * The command line's operator session: kept in the data directory (mode 0600, beside secrets.json
 * which already holds what it is made from) and reused while the server accepts it, so a run of
 * commands signs in once instead of spending an authenticator code each (a code is accepted once).
 */
export async function cliSession(call: ApiCall, base: string, env = process.env): Promise<ApiResult> {
  const username = operatorCredentials(env).username
  const file = sessionFile(env)
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { base: string; username: string; token: string }
    if (kept.base === base && kept.username === username) {
      const me = await call('GET', '/admin/api/me', undefined, kept.token)
      if (me.code === 200) return { code: 200, message: 'ok', data: { token: kept.token } }
    }
  } catch (e) {
    if (e instanceof TypeError) throw e // no server: the caller falls back to the database
  }
  const r = await signIn(call, env)
  if (r.code === 200) {
    try {
      mkdirSync(dataDir(env), { recursive: true, mode: 0o700 })
      const token = (r.data as { token: string }).token
      writeFileSync(file, JSON.stringify({ base, username, token }), { mode: 0o600 })
      chmodSync(file, 0o600)
    } catch {
      // Not kept: the next command signs in again.
    }
  }
  return r
}
