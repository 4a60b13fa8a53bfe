// POST /api/batch: several reads in one request (docs/delivery.md, "Reads in one request"). Each part
// goes through this same server as a request of its own (app.inject): the same hooks, session check,
// rate limit, validation and answer as if the browser had sent it alone, with the caller's own
// headers and address. Only the reads of BATCH_READS are carried; a batch never carries a batch.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { BATCH_READS, batchCalls } from '../../core/contract'
import { BizError } from '../errors'
import { defineRoute } from '../http/route'

/** The caller's headers a part is sent with: who it is, its language and where it came from. */
const FORWARDED = [
  'authorization',
  'lang',
  'accept-language',
  'user-agent',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
  'host',
] as const

function forwardedHeaders(req: FastifyRequest) {
  const out: Record<string, string> = {}
  for (const name of FORWARDED) {
    const v = req.headers[name]
    if (typeof v === 'string') out[name] = v
  }
  return out
}

/** A GET part's fields as its query string would carry them (strings, as a browser sends them). */
const asQuery = (body: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  )

export const batchRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, batchCalls.batch, async ({ body, req }) => {
    for (const part of body.calls)
      if (!BATCH_READS.has(`${part.method} ${part.path}`)) throw new BizError(1000, 'v.body')
    const headers = forwardedHeaders(req)
    const answers = await Promise.all(
      body.calls.map((part) =>
        app.inject({
          method: part.method,
          url: part.path,
          headers,
          remoteAddress: req.socket?.remoteAddress ?? req.ip,
          ...(part.method === 'GET' ? { query: asQuery(part.body) } : { payload: part.body ?? {} }),
        }),
      ),
    )
    return answers.map((a) => {
      let parsed: unknown = null
      try {
        parsed = a.json()
      } catch {
        // Not JSON (should not happen on /api): the status alone tells the client it failed.
      }
      return { status: a.statusCode, body: parsed }
    })
  })
}
