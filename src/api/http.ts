// The HTTP plumbing both apps' clients stand on (docs/operator-console.md, "The client"): the player
// site's client.ts and the operator console's src/console/api.ts are thin layers over these functions,
// each with its own session, language, error class and messages. One ofetch instance per app, no
// retries (ofetch would otherwise replay POSTs, payments included), the envelope `{code, message, data}`,
// the bearer token and `Lang` headers, `:name` path parameters, timeouts and network failures told
// apart. Stateless: each client passes what it holds. What only the console uses (the answer's schema
// check, files) is in httpExtras.ts: a module both apps import lands in the chunk both entries share,
// which is part of the player's first load.
import { FetchError, ofetch } from 'ofetch'
import type { Envelope } from '../../core/contract'

export type Method = 'GET' | 'POST'
export type Payload = Record<string, unknown> | FormData | undefined

/** What came back for one request: its HTTP status and its parsed body. */
export type Answer = { status: number; body: unknown }

export const isEnvelope = (v: unknown): v is Envelope<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number'

/** The page's own origin, spelled out so fetch also works where it needs absolute URLs (jsdom). */
export const sameOrigin = typeof location === 'undefined' ? '' : location.origin

/** One request with the session's headers; resolves with its answer whatever the HTTP status. */
export type Transport = (
  path: string,
  method: Method,
  payload: Payload,
  headers: Record<string, string>,
  timeout?: number,
) => Promise<Answer>

/** The session's headers: the bearer token (empty without one) and the language of refusals. */
export const sessionHeaders = (token: string | null, lang: string): Record<string, string> => ({
  Authorization: token ? `Bearer ${token}` : '',
  Lang: lang,
})

/** `/admin/api/deposits/:order/:action` with {order, action} -> the path; the rest stays for the body. */
export function fillPath(path: string, params: Record<string, unknown>) {
  const rest: Record<string, unknown> = { ...params }
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const v = rest[name]
    delete rest[name]
    return encodeURIComponent(String(v ?? ''))
  })
  return { path: filled, rest }
}

/** The status of an answer that never came: the network failed (0) or the timeout struck (408). */
export const NO_ANSWER = 0
export const TIMED_OUT = 408

export const timedOut = (e: unknown) =>
  e instanceof FetchError &&
  ((e.cause as { name?: string } | undefined)?.name === 'TimeoutError' || /timeout/i.test(e.message))

/**
 * One app's transport over its own ofetch instance (JSON, its timeout, never a retry): the query (GET)
 * or body (POST), answered with its status and parsed body whatever the HTTP status. A request that got
 * no answer comes back as NO_ANSWER or TIMED_OUT with no body.
 */
export function createTransport(baseURL: string, timeout: number): Transport {
  const http = ofetch.create({
    baseURL,
    timeout,
    retry: false,
    responseType: 'json',
    headers: { Accept: 'application/json' },
  })
  return async (path, method, payload, headers, t = timeout) => {
    try {
      const body: unknown = await http(path, {
        method,
        headers,
        timeout: t,
        ...(method === 'GET' ? { query: payload as Record<string, unknown> | undefined } : { body: payload }),
      })
      return { status: 200, body }
    } catch (e) {
      // An envelope is an answer even under a status text that says "Timeout" (a gateway's 504).
      const data: unknown = e instanceof FetchError ? e.data : null
      const status = !isEnvelope(data) && timedOut(e) ? TIMED_OUT : (e as FetchError).statusCode
      return { status: status ?? NO_ANSWER, body: data }
    }
  }
}

/** How a client turns an answer that is not code 200 into its own error. */
export type Failures = {
  /** HTTP 401 or code 401: the session is over (the client calls its one injected handler). */
  unauthorized: (message: string | undefined, data: unknown) => never
  /**
   * Not an envelope at all: no answer (NO_ANSWER, TIMED_OUT), or a proxy's error page, a server that
   * drifted (any other status).
   */
  garbled: (status: number) => never
  /** An envelope with any code but 200. */
  refused: (code: number, message: string, data: unknown) => never
}

/** The envelope's `data` and `message` on code 200; everything else goes to the client's failures. */
export function unwrap<T>({ status, body }: Answer, fail: Failures): { data: T; message: string } {
  const env = isEnvelope(body) ? body : null
  if (status === 401 || env?.code === 401) fail.unauthorized(env?.message, env?.data)
  if (!env) return fail.garbled(status)
  if (env.code !== 200) fail.refused(env.code, env.message, env.data)
  return { data: env.data as T, message: env.message }
}
