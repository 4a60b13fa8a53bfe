// The player site's HTTP client (docs/architecture.md), a thin layer over the plumbing it shares with the
// operator console (http.ts): one ofetch instance, 60 s timeout, JSON, bearer token, `Lang` header,
// envelope unwrapping (code 200 -> data, anything else -> ApiError). Body code 401 on ANY call goes to
// the single injected unauthorized handler (the session machine). No retries. Money-moving calls may
// carry an Idempotency-Key. Declared reads started in the same task travel as one batch (readBatch.ts,
// docs/delivery.md). No zod here: the player bundle trusts the contract's types.
import type { CallName, Calls, RequestOf, ResponseOf } from '../../core/contract'
import { batchable } from '../../core/contract/batch-reads'
import { type Lang, translate } from '../../core/i18n'
import { type Endpoint, endpoints } from './endpoints'
import {
  createTransport,
  type Failures,
  fillPath,
  type Payload,
  sameOrigin,
  sessionHeaders,
  unwrap,
} from './http'
import { batchingOn, createReadBatch } from './readBatch'

export { setReadBatching } from './readBatch'

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
  /** Sent as X-Visitor-Token: a visitor's chat token (docs/support.md). */
  visitorToken?: string
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

// Default: same origin (spelled out as an absolute origin, http.ts).
const transport = createTransport(
  (import.meta.env?.VITE_API_BASE as string | undefined) || sameOrigin,
  TIMEOUT_MS,
)

/** Anything but code 200 as an ApiError; refusals are told to the shell's listeners first. */
const failures: Failures = {
  unauthorized: (message) => {
    onUnauthorized?.()
    throw new ApiError(401, message || translate(lang, 'net.unauthorized'))
  },
  // No answer (0 network, 408 timeout), or one that is not an envelope (code 0 unless an HTTP error).
  garbled: (status) => {
    throw new ApiError(
      status >= 300 ? status : 0,
      translate(lang, status === 408 ? 'net.timeout' : status ? 'net.server' : 'net.error'),
    )
  },
  refused: (code, message) => {
    for (const fn of refusalListeners) fn(code)
    throw new ApiError(code, message)
  },
}

export type Body<N extends CallName> = RequestOf<Calls[N]>
export type Data<N extends CallName> = ResponseOf<Calls[N]>
export type WithMessage<T> = { data: T; message: string }

/**
 * Send a request to one endpoint and return its whole envelope (code 200 only; everything else throws
 * ApiError). The one place where the token, Lang, timeout, envelope and the 401 path are applied; calls
 * outside the original API (the in-house games) use it with their own endpoint table. A declared read
 * may travel inside a batch with the reads started in the same moment (readBatch.ts).
 */
export async function sendTo<T>(
  ep: Pick<Endpoint, 'method' | 'path'>,
  body?: Record<string, unknown> | FormData,
  opts: RequestOptions = {},
): Promise<WithMessage<T>> {
  // Anything but a declared read may change a member's data: the shared member reads are stale now.
  if (!readingNow) forgetMemberReads()
  let path: string = ep.path
  let payload: Payload = body
  if (path.includes(':') && body && !(body instanceof FormData))
    ({ path, rest: payload } = fillPath(path, body))
  if (ep.method === 'POST' && payload === undefined) payload = {}

  const headers = sessionHeaders(token, lang)
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey
  if (opts.visitorToken) headers['X-Visitor-Token'] = opts.visitorToken

  const inBatch =
    readingNow &&
    batchingOn() &&
    batchable(ep.method, path) &&
    !(payload instanceof FormData) &&
    !opts.idempotencyKey &&
    !opts.visitorToken &&
    opts.timeout === undefined
  const answer = inBatch
    ? await readBatch.add({ method: ep.method, path, body: payload as Record<string, unknown> }, headers)
    : await transport(path, ep.method, payload, headers, opts.timeout)
  return unwrap<T>(answer, failures)
}

/** The reads started in the same moment, sent as one request through `transport`. */
const readBatch = createReadBatch(transport)

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

// ---------------------------------------------------------------- shared reads (docs/delivery.md)

/** A shared read's key: the call, the language, the session for a member's read, the body. */
const readKey = (what: string, body: unknown, member: boolean) =>
  `${what} ${lang} ${member ? (token ?? '-') : ''} ${JSON.stringify(body ?? null)}`

/**
 * Answers of shared reads by key: the promise, when it was asked, whether it is a member's, and once
 * it has answered, the answer itself (`value`), so a view can draw it in its first render (peekRead).
 */
type SharedAnswer = {
  at: number
  answer: Promise<unknown>
  member: boolean
  freshMs: number
  value?: { data: unknown }
}
const sharedReads = new Map<string, SharedAnswer>()

/** How long a member's read is shared: the parts of one page opening (and start-up's early ask). */
export const MEMBER_READ_FRESH_MS = 3_000

/**
 * One read shared by every caller within `freshMs` of the first, or while it is under way. The key
 * carries the language, and for a member's read the session token, so answers never cross players.
 * A failed read is forgotten at once so the next caller asks again.
 */
export function sharedRead<T>(
  what: string,
  body: unknown,
  load: () => Promise<T>,
  { freshMs, member }: { freshMs: number; member: boolean },
): Promise<T> {
  const key = readKey(what, body, member)
  const now = Date.now()
  const held = sharedReads.get(key)
  if (held && now - held.at < freshMs) return held.answer as Promise<T>
  const answer = asRead(load)
  const entry: SharedAnswer = { at: now, answer, member, freshMs }
  sharedReads.set(key, entry)
  answer.then(
    (data) => {
      entry.value = { data }
    },
    () => {
      if (sharedReads.get(key)?.answer === answer) sharedReads.delete(key)
    },
  )
  return answer
}

/**
 * The answer of a shared read that has already answered and is still fresh, without asking: a view
 * draws it in its first render instead of one frame later (the deposit page's limit note, whose read
 * start-up asked for). `undefined` when there is none; the view then asks as usual.
 */
export function peekRead<T>(what: string, body: unknown, member: boolean): T | undefined {
  const held = sharedReads.get(readKey(what, body, member))
  if (!held?.value || Date.now() - held.at >= held.freshMs) return undefined
  return held.value.data as T
}

/** Set while a declared read starts its request (sendTo reads it before its first await). */
let readingNow = false

/** Start `load` as a read: it leaves the shared member reads as they are. */
export function asRead<T>(load: () => Promise<T>): Promise<T> {
  readingNow = true
  try {
    return load()
  } finally {
    readingNow = false
  }
}

/** A read that is not shared (the session's user and balance): it only keeps the others fresh. */
export const fnRead =
  <N extends CallName>(name: N) =>
  (...[body, opts]: Args<N>): Promise<Data<N>> =>
    asRead(() => request(name, body, opts))

/**
 * After anything that may change a member's data (every call that is not a declared read), no
 * member read is reused: the next one asks the server.
 */
export function forgetMemberReads() {
  for (const [key, held] of sharedReads) if (held.member) sharedReads.delete(key)
}

/**
 * A public read that several parts of a page ask for at once (the game list: navigation, home, venue
 * page) or that start-up asks for before the page's code has arrived (src/routes/table.tsx warmRoute).
 */
/** How long a public read is shared (settings, games, banners, notices, banks). */
export const PUBLIC_READ_FRESH_MS = 10_000

export const fnShared =
  <N extends CallName>(name: N, freshMs = PUBLIC_READ_FRESH_MS) =>
  (...[body, opts]: Args<N>): Promise<Data<N>> =>
    sharedRead(name, body, () => request(name, body, opts), { freshMs, member: false })

/** A member's read (bound cards, payment accounts), shared for MEMBER_READ_FRESH_MS. */
export const fnMemberRead =
  <N extends CallName>(name: N) =>
  (...[body, opts]: Args<N>): Promise<Data<N>> =>
    sharedRead(name, body, () => request(name, body, opts), {
      freshMs: MEMBER_READ_FRESH_MS,
      member: true,
    })

/**
 * An answer that came with the page (server/http/boot.ts): the first callers of that read within the
 * public freshness get it without a request. Only for the language the page was made in.
 */
export function seedShared(name: CallName, body: unknown, data: unknown, pageLang: Lang) {
  if (pageLang !== lang) return
  sharedReads.set(readKey(name, body, false), {
    at: Date.now(),
    answer: Promise.resolve(data),
    member: false,
    freshMs: PUBLIC_READ_FRESH_MS,
    value: { data },
  })
}

/** Forget every shared read (tests: each starts with a fresh backend). */
export const forgetSharedReads = () => sharedReads.clear()
