// The console's HTTP client: a thin layer over the plumbing it shares with the player site
// (src/api/http.ts, httpExtras.ts) for the operator API (/admin/api on the operator port, same origin): bearer token,
// `Lang` header, envelope unwrapping, and every answer's `data` checked against the call's zod schema
// from the shared contract (core/contract/admin*.ts). Unlike the player site, the console can afford
// zod in its bundle: a server that drifts from the contract shows up as a clear error instead of a
// broken screen. Code 401 on any call ends the session through the one injected handler (the shell's
// sign-in machine). docs/operator-console.md, "The client".
import type { z } from 'zod'
import type { AdminCall as ContractCall } from '../../core/contract/admin'
import {
  createTransport,
  type Failures,
  fillPath,
  NO_ANSWER,
  sameOrigin,
  sessionHeaders,
  TIMED_OUT,
  unwrap,
} from '../api/http'
import { checked, fetchFile } from '../api/httpExtras'
import { type ConsoleLang, translate } from './i18n'

export { fillPath }

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

/** What the console needs of a contract call (core/contract/admin): where it goes and its answer. */
export type AdminCall<Res extends z.ZodType = z.ZodType> = Pick<
  ContractCall<z.ZodType, Res>,
  'method' | 'path' | 'response'
>

export const TIMEOUT_MS = 30_000
const LOGIN_PATH = '/admin/api/login'
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

const transport = createTransport(sameOrigin, TIMEOUT_MS)

const drift = (): never => {
  throw new ConsoleError(500, translate(lang, 'app.drift'))
}

/** Anything but code 200 as a ConsoleError; 401 ends the session (except a refused sign-in). */
const failures = (path: string, fallback?: string): Failures => ({
  unauthorized: (message, data) => {
    if (path !== LOGIN_PATH) onUnauthorized?.()
    throw new ConsoleError(401, message ?? '', data)
  },
  garbled: (status) => {
    if (status === TIMED_OUT) throw new ConsoleError(408, translate(lang, 'app.timeout'))
    if (status === NO_ANSWER) throw new ConsoleError(0, translate(lang, 'app.network'))
    if (fallback) throw new ConsoleError(500, fallback)
    return drift()
  },
  refused: (code, message, data) => {
    throw new ConsoleError(code, message, data)
  },
})

const headersWith = (extra: Record<string, string>) => ({ ...extra, ...sessionHeaders(token, lang) })

/**
 * One call: path parameters from `params`, the rest as the query (GET, empty values left out) or the
 * JSON body (POST). Resolves with `data` parsed by the contract's schema; anything but code 200 throws
 * ConsoleError.
 */
export async function call<Res extends z.ZodType>(
  def: AdminCall<Res>,
  params: Record<string, unknown> = {},
  /** Extra headers, e.g. an `Idempotency-Key` that makes a retried send the same message. */
  headers: Record<string, string> = {},
): Promise<z.output<Res>> {
  const { path, rest } = fillPath(def.path, params)
  const payload =
    def.method === 'GET'
      ? Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== ''))
      : rest
  const answer = await transport(path, def.method, payload, headersWith(headers))
  const { data } = unwrap(answer, failures(def.path))
  return checked(def.response, data, def.path, drift)
}

/**
 * A file the operator API answers itself with the session's token: a CSV export (`accept` text/csv)
 * or a document's image. A refusal's envelope throws ConsoleError with the server's message (401 ends
 * the session as any call does); an answer that is neither throws `fallback`, or the drift message.
 */
export async function file(path: string, accept: RegExp, fallback?: string): Promise<Blob> {
  const got = await fetchFile(sameOrigin, path, headersWith({}), accept, TIMEOUT_MS)
  if (got.file) return got.file
  unwrap(got, failures(path.split('?')[0], fallback))
  // Code 200 but no file: the server answered data where the call promised a file.
  throw new ConsoleError(500, fallback ?? translate(lang, 'app.drift'))
}

/** The message to show for any failure of a call. */
export const failureText = (e: unknown, fallback: string) =>
  e instanceof ConsoleError && e.message ? e.message : fallback

export const failureCode = (e: unknown) => (e instanceof ConsoleError ? e.code : 500)
