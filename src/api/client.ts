// The one HTTP client (docs/architecture.md): one ofetch instance, 60 s timeout, JSON, bearer token, `Lang`
// header, envelope unwrapping (code 200 -> data, anything else -> ApiError). Body code 401 on ANY call
// goes to the single injected unauthorized handler (the session machine). No retries: ofetch would
// otherwise replay POSTs, payments included. Money-moving calls may carry an Idempotency-Key.
import { FetchError, ofetch } from 'ofetch'
import type { CallName, Calls, Envelope, RequestOf, ResponseOf } from '../../core/contract'
import { type Lang, translate } from '../../core/i18n'
import { type Endpoint, endpoints } from './endpoints'

export const TIMEOUT_MS = 60_000

/** A refused or failed call. `code` is the envelope's code; 0 = network failure, 408 = timeout. */
export class ApiError extends Error {
  static readonly NETWORK = 0
  static readonly TIMEOUT = 408
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.name = 'ApiError'
    this.code = code
  }
}

export type RequestOptions = {
  /** Sent as the Idempotency-Key header; create one per user action and reuse it on retry. */
  idempotencyKey?: string
  /** Override the 60 s timeout (tests). */
  timeout?: number
}

let token: string | null = null
let lang: Lang = 'zh'
let onUnauthorized: (() => void) | null = null
const refusalListeners = new Set<(code: number) => void>()

export const setToken = (t: string | null) => {
  token = t
}
export const getToken = () => token
export const setLang = (l: Lang) => {
  lang = l
}
/** The session machine installs the one path a 401 takes. */
export const setUnauthorizedHandler = (fn: (() => void) | null) => {
  onUnauthorized = fn
}

/**
 * The shell listens for refusals any page can meet and only the shell can answer (player protection:
 * 235 asks for the date of birth, 234 for the reality check, docs/protection.md; 227 a password reset
 * by customer service). The call still fails. Returns the way to stop listening.
 */
export const addRefusalListener = (fn: (code: number) => void) => {
  refusalListeners.add(fn)
  return () => {
    refusalListeners.delete(fn)
  }
}

function refused(code: number, message: string): never {
  for (const fn of refusalListeners) fn(code)
  throw new ApiError(code, message)
}

// Default: same origin. Spelled out as an absolute origin so the client also works where fetch needs
// absolute URLs (tests under jsdom).
const baseURL =
  (import.meta.env?.VITE_API_BASE as string | undefined) ||
  (typeof location === 'undefined' ? '' : location.origin)

const http = ofetch.create({
  baseURL,
  timeout: TIMEOUT_MS,
  retry: false,
  responseType: 'json',
  headers: { Accept: 'application/json' },
})

export type Body<N extends CallName> = RequestOf<Calls[N]>
export type Data<N extends CallName> = ResponseOf<Calls[N]>
export type WithMessage<T> = { data: T; message: string }

const isEnvelope = (v: unknown): v is Envelope<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number'

function unauthorized(message: string): never {
  onUnauthorized?.()
  throw new ApiError(401, message || translate(lang, 'net.unauthorized'))
}

/**
 * Send a request to one endpoint and return its whole envelope (code 200 only; everything else throws
 * ApiError). The one place where the token, Lang, timeout, envelope and the 401 path are applied; calls
 * outside the original API (the in-house games) use it with their own endpoint table.
 */
export async function sendTo<T>(
  ep: Pick<Endpoint, 'method' | 'path'>,
  body?: Record<string, unknown> | FormData,
  opts: RequestOptions = {},
): Promise<WithMessage<T>> {
  let path: string = ep.path
  let payload: Record<string, unknown> | FormData | undefined =
    body instanceof FormData ? body : body ? { ...(body as Record<string, unknown>) } : undefined
  if (path.includes(':') && payload && !(payload instanceof FormData)) {
    const params = payload
    path = path.replace(/:(\w+)/g, (_, k: string) => {
      const v = encodeURIComponent(String(params[k] ?? ''))
      delete params[k]
      return v
    })
  }
  if (ep.method === 'POST' && payload === undefined) payload = {}

  const headers: Record<string, string> = {
    Authorization: token ? `Bearer ${token}` : '',
    Lang: lang,
  }
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey

  let answer: unknown
  try {
    answer = await http(path, {
      method: ep.method,
      headers,
      timeout: opts.timeout ?? TIMEOUT_MS,
      ...(ep.method === 'GET'
        ? { query: payload as Record<string, unknown> | undefined }
        : { body: payload as Record<string, unknown> | FormData }),
    })
  } catch (e) {
    if (e instanceof FetchError) {
      const data: unknown = e.data
      if (e.statusCode === 401 || (isEnvelope(data) && data.code === 401)) {
        unauthorized(isEnvelope(data) ? data.message : '')
      }
      if (isEnvelope(data)) refused(data.code, data.message)
      const cause = e.cause as { name?: string } | undefined
      if (cause?.name === 'TimeoutError' || /timeout/i.test(e.message)) {
        throw new ApiError(ApiError.TIMEOUT, translate(lang, 'net.timeout'))
      }
      if (e.statusCode) throw new ApiError(e.statusCode, translate(lang, 'net.server'))
    }
    throw new ApiError(ApiError.NETWORK, translate(lang, 'net.error'))
  }
  if (!isEnvelope(answer)) throw new ApiError(ApiError.NETWORK, translate(lang, 'net.server'))
  if (answer.code === 401) unauthorized(answer.message)
  if (answer.code !== 200) refused(answer.code, answer.message)
  return { data: answer.data as T, message: answer.message }
}

/** Send one call of the contract and return its whole envelope. */
export const send = <N extends CallName>(
  name: N,
  body?: Body<N> | FormData,
  opts?: RequestOptions,
): Promise<WithMessage<Data<N>>> =>
  sendTo<Data<N>>(endpoints[name], body as Record<string, unknown> | FormData | undefined, opts)

/** Send one call and resolve its `data`. */
export async function request<N extends CallName>(
  name: N,
  body?: Body<N>,
  opts?: RequestOptions,
): Promise<Data<N>> {
  return (await send(name, body, opts)).data
}

/** Arguments of a resource function: the body is optional only when the call takes no fields. */
export type Args<N extends CallName> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` is exactly "a call with no required fields"
  {} extends Body<N> ? [body?: Body<N>, opts?: RequestOptions] : [body: Body<N>, opts?: RequestOptions]

/** One typed function per call, named as the call key (used by src/api/<resource>.ts). */
export const fn =
  <N extends CallName>(name: N) =>
  (...[body, opts]: Args<N>): Promise<Data<N>> =>
    request(name, body, opts)

/** For calls whose `message` carries a value (recharge: the deposit number; payinfo: the payment kind). */
export const fnWithMessage =
  <N extends CallName>(name: N) =>
  (...[body, opts]: Args<N>): Promise<WithMessage<Data<N>>> =>
    send(name, body, opts)

/** Answers of shared reads, by call, language and body: the promise, and when it stops being fresh. */
const sharedReads = new Map<string, { at: number; answer: Promise<unknown> }>()

/**
 * A public read that several parts of a page ask for at once (the game list: navigation, home, venue
 * page) or that start-up asks for before the page's code has arrived (src/routes/warm.ts). Callers
 * within `freshMs` of the first one, or while it is under way, get the same answer; a failed call is
 * forgotten at once so the next caller asks again.
 */
export const fnShared =
  <N extends CallName>(name: N, freshMs = 10_000) =>
  (...[body, opts]: Args<N>): Promise<Data<N>> => {
    const key = `${name} ${lang} ${JSON.stringify(body ?? null)}`
    const now = Date.now()
    const held = sharedReads.get(key)
    if (held && now - held.at < freshMs) return held.answer as Promise<Data<N>>
    const answer = request(name, body, opts)
    sharedReads.set(key, { at: now, answer })
    answer.catch(() => {
      if (sharedReads.get(key)?.answer === answer) sharedReads.delete(key)
    })
    return answer
  }

/**
 * An answer that came with the page (server/http/boot.ts): the first caller of that read within
 * `freshMs` gets it without a request. Only for the language the page was made in.
 */
export function seedShared(name: CallName, body: unknown, data: unknown, pageLang: Lang) {
  if (pageLang !== lang) return
  sharedReads.set(`${name} ${lang} ${JSON.stringify(body ?? null)}`, {
    at: Date.now(),
    answer: Promise.resolve(data),
  })
}

/** Forget every shared read (tests: each starts with a fresh backend). */
export const forgetSharedReads = () => sharedReads.clear()
