// The shared plumbing's parts the player site does not use (http.ts keeps the ones both clients use):
// the answer's schema check (the console; the player site keeps zod out of its bundle) and files the
// server answers itself (a CSV export, a document's image). Apart from http.ts so the chunk both apps
// share, part of the player's first load, carries none of it (docs/operator-console.md, "The client").
import { type FetchResponse, ofetch } from 'ofetch'
import type { z } from 'zod'
import { type Answer, NO_ANSWER, TIMED_OUT, timedOut } from './http'

/**
 * An answer's `data` checked against the call's schema (the console's contract calls): a server that
 * drifted from the contract is `drift`, a clear error instead of a broken screen.
 */
export function checked<S extends z.ZodType>(schema: S, data: unknown, where: string, drift: () => never) {
  const parsed = schema.safeParse(data)
  if (!parsed.success) {
    console.warn('contract drift', where, parsed.error.issues.slice(0, 3))
    return drift()
  }
  return parsed.data as z.output<S>
}

/**
 * A file the server answers itself (a CSV export, a document's image) as `file` when its content type
 * passes `accept`; otherwise the answer (a refusal's envelope, or whatever came) for the client to
 * settle, NO_ANSWER or TIMED_OUT when none came.
 */
export async function fetchFile(
  baseURL: string,
  path: string,
  headers: Record<string, string>,
  accept: RegExp,
  timeout: number,
): Promise<Answer & { file?: Blob }> {
  let res: FetchResponse<Blob>
  try {
    res = await ofetch.raw<Blob, 'blob'>(path, {
      baseURL,
      timeout,
      retry: false,
      headers: { ...headers, Accept: '*/*' },
      responseType: 'blob',
      ignoreResponseError: true,
    })
  } catch (e) {
    return { status: timedOut(e) ? TIMED_OUT : NO_ANSWER, body: null }
  }
  const blob = res._data as Blob
  if (res.ok && accept.test(res.headers.get('content-type') ?? ''))
    return { status: res.status, body: null, file: blob }
  let body: unknown = null
  try {
    body = JSON.parse(await blob.text())
  } catch {
    // not JSON: settled as garbled
  }
  return { status: res.status, body }
}
