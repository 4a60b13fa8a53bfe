// The console's one HTTP client: an ofetch instance for the operator API (/admin/api on the operator
// port, same origin), bearer token, `Lang` header, envelope unwrapping, and every answer's `data`
// checked against the call's zod schema from the shared contract (core/contract/admin*.ts). Unlike
// the player site, the console can afford zod in its bundle: a server that drifts from the contract
// shows up as a clear error instead of a broken screen. Code 401 on any call ends the session through
// the one injected handler (the shell's sign-in machine).
import { ofetch } from 'ofetch'
import type { z } from 'zod'
import { type ConsoleLang, translate } from './i18n'

/** A refused or failed call; `code` is the envelope's code (0 network, 408 timeout, 409 processed). */
export class ConsoleError extends Error {
  readonly code: number
  /** The envelope's `data` of a refusal (e.g. `{ field }` of a settings form's refused field). */
  readonly data: unknown
  constructor(code: number, message: string, data: unknown = null) {
    super(message)
    this.name = 'ConsoleError'
    this.code = code
    this.data = data
  }
}

/** What the console needs of a contract call: where it goes and what its answer's `data` is. */
export type AdminCall<Res extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST'
  path: string
  response: Res
}

const TOKEN_KEY = 'console.token'
let token: string | null = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(TOKEN_KEY)
let lang: ConsoleLang = 'zh'
let onUnauthorized: (() => void) | null = null

export const getToken = () => token
export const setToken = (t: string | null) => {
  token = t
  if (typeof sessionStorage === 'undefined') return
  if (t) sessionStorage.setItem(TOKEN_KEY, t)
  else sessionStorage.removeItem(TOKEN_KEY)
}
export const setApiLang = (l: ConsoleLang) => {
  lang = l
}
export const setUnauthorizedHandler = (fn: (() => void) | null) => {
  onUnauthorized = fn
}

const http = ofetch.create({
  baseURL: typeof location === 'undefined' ? '' : location.origin,
  timeout: 30_000,
  retry: false,
  responseType: 'json',
  headers: { Accept: 'application/json' },
})

/** `/admin/api/deposits/:order/:action` with {order, action} -> the path; the rest stays for the body. */
export function fillPath(path: string, params: Record<string, unknown>) {
  const rest: Record<string, unknown> = { ...params }
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const v = rest[name]
    delete rest[name]
    return encodeURIComponent(String(v ?? ''))
  })
  return { path: filled, rest }
}

/**
 * One call: path parameters from `params`, the rest as the query (GET) or the JSON body (POST).
 * Resolves with `data` parsed by the contract's schema; anything but code 200 throws ConsoleError.
 */
export async function call<Res extends z.ZodType>(
  def: AdminCall<Res>,
  params: Record<string, unknown> = {},
  /** Extra headers, e.g. an `Idempotency-Key` that makes a retried send the same message. */
  headers: Record<string, string> = {},
): Promise<z.output<Res>> {
  const { path, rest } = fillPath(def.path, params)
  const query = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== ''))
  let body: { code?: unknown; message?: unknown; data?: unknown }
  try {
    body = await http(path, {
      method: def.method,
      headers: { ...headers, Lang: lang, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(def.method === 'GET' ? { query } : { body: rest }),
      ignoreResponseError: true,
    })
  } catch (e) {
    const timeout = e instanceof Error && /timeout|aborted/i.test(e.message)
    throw new ConsoleError(timeout ? 408 : 0, translate(lang, timeout ? 'app.timeout' : 'app.network'))
  }
  if (!body || typeof body.code !== 'number') throw new ConsoleError(500, translate(lang, 'app.drift'))
  if (body.code === 401 && def.path !== '/admin/api/login') onUnauthorized?.()
  if (body.code !== 200) throw new ConsoleError(body.code, String(body.message ?? ''), body.data ?? null)
  const parsed = def.response.safeParse(body.data)
  if (!parsed.success) {
    console.warn('contract drift', def.path, parsed.error.issues.slice(0, 3))
    throw new ConsoleError(500, translate(lang, 'app.drift'))
  }
  return parsed.data
}

/** The message to show for any failure of a call. */
export const failureText = (e: unknown, fallback: string) =>
  e instanceof ConsoleError && e.message ? e.message : fallback

export const failureCode = (e: unknown) => (e instanceof ConsoleError ? e.code : 500)
