// A Server-Sent Events reader over a real socket, for the chat's tests, the cluster run and the chat
// bench (no test framework inside, so plain scripts use it too).
export type Event = { event: string; id?: number; data: unknown; at: number }

/**
 * Opens `url` as an event stream and collects events until `done` says so (or `ms` pass); then cuts
 * the connection, as a dropped network would. Each event carries the time it was read (`at`).
 */
export async function readEvents(
  url: string,
  done: (events: Event[]) => boolean,
  opts: { lastEventId?: number; ms?: number; headers?: Record<string, string>; onOpen?: () => void } = {},
): Promise<Event[]> {
  const ctl = new AbortController()
  const timer = setTimeout(() => ctl.abort(), opts.ms ?? 5000)
  const events: Event[] = []
  try {
    const res = await fetch(url, {
      signal: ctl.signal,
      headers: {
        ...opts.headers,
        ...(opts.lastEventId !== undefined ? { 'last-event-id': String(opts.lastEventId) } : {}),
      },
    })
    const type = res.headers.get('content-type') ?? ''
    if (!type.includes('text/event-stream'))
      throw new Error(`not an event stream: ${type} ${await res.text()}`)
    opts.onOpen?.()
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    let buf = ''
    while (!done(events)) {
      const { value, done: end } = await reader.read()
      if (end) break
      buf += decoder.decode(value, { stream: true })
      let cut = buf.indexOf('\n\n')
      while (cut >= 0) {
        const block = buf.slice(0, cut)
        buf = buf.slice(cut + 2)
        const e: Event = { event: 'message', data: null, at: Date.now() }
        let data = ''
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) e.event = line.slice(7)
          else if (line.startsWith('id: ')) e.id = Number(line.slice(4))
          else if (line.startsWith('data: ')) data += line.slice(6)
        }
        if (data) {
          e.data = JSON.parse(data)
          events.push(e)
        }
        cut = buf.indexOf('\n\n')
      }
    }
  } catch (e) {
    if (!ctl.signal.aborted) throw e
  } finally {
    clearTimeout(timer)
    ctl.abort()
  }
  return events
}
