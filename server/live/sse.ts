// Server-Sent Events on a Fastify reply (docs/support.md): the reply is taken over (hijacked) and kept
// open; `send` writes one event, a comment every `heartbeatMs` keeps proxies and the server's own
// idle timeout from cutting a quiet stream and tells a dead client from a live one. A client that stops
// reading is dropped once its unsent backlog passes a bound: it reconnects with Last-Event-ID and
// loses nothing. Every open stream ends when its app closes (preClose), so shutdown never waits on one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { setSecurityHeaders } from '../http/headers'

export type SseStream = {
  send(event: string, data: unknown, id?: number): void
  readonly closed: boolean
  onClose(fn: () => void): void
  close(): void
}

const BACKLOG_MAX = 1024 * 1024

const open = new WeakMap<FastifyInstance, Set<SseStream>>()

/** Ends this app's streams before it closes; call once per app that serves streams. */
export function installSse(app: FastifyInstance) {
  const streams = new Set<SseStream>()
  open.set(app, streams)
  app.addHook('preClose', async () => {
    for (const s of [...streams]) s.close()
  })
}

/** The value of Last-Event-ID (the header a browser sends on reconnect) or of the query's fallback. */
export function lastEventId(req: FastifyRequest, fromQuery: number | undefined): number {
  const h = req.headers['last-event-id']
  const n = typeof h === 'string' && /^\d{1,9}$/.test(h.trim()) ? Number(h.trim()) : undefined
  return Math.max(n ?? 0, fromQuery ?? 0)
}

export function openSse(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  heartbeatMs: number,
): SseStream {
  // The usual headers (nosniff, CSP...) before the reply is taken over, then the stream's own.
  setSecurityHeaders(req, reply)
  reply.hijack()
  const res = reply.raw
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) res.setHeader(k, v)
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise buffer the stream.
    'x-accel-buffering': 'no',
  })
  // How long a browser waits before it reconnects after a cut.
  res.write('retry: 2000\n\n')
  const closers: (() => void)[] = []
  let closed = false
  const streams = open.get(app)
  const stream: SseStream = {
    get closed() {
      return closed
    },
    send(event, data, id) {
      if (closed) return
      const lines = [`event: ${event}`]
      if (id !== undefined) lines.push(`id: ${id}`)
      lines.push(`data: ${JSON.stringify(data)}`)
      res.write(`${lines.join('\n')}\n\n`)
      if (res.writableLength > BACKLOG_MAX) stream.close()
    },
    onClose(fn) {
      if (closed) fn()
      else closers.push(fn)
    },
    close() {
      if (closed) return
      closed = true
      clearInterval(beat)
      streams?.delete(stream)
      for (const fn of closers.splice(0)) fn()
      res.end()
    },
  }
  const beat = setInterval(() => {
    if (!closed) res.write(': heartbeat\n\n')
  }, heartbeatMs)
  beat.unref()
  streams?.add(stream)
  req.raw.on('close', () => stream.close())
  res.on('error', () => stream.close())
  return stream
}
