// The chat's live streams (docs/support.md): one per conversation (the player's and the agent's view)
// and one per agent desk. A conversation stream starts after the client's last sequence number and
// then, on every poke of the live bus, sends the messages after the last one it sent, one pump at a
// time: each message goes out once and in order however the pokes arrive, and a reconnect with
// Last-Event-ID continues exactly there. While the bus's LISTEN connection is down, the heartbeat
// pumps too, so messages arrive at worst one heartbeat late.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SUPPORT } from '../../core/contract/support'
import type { Operator } from '../admin/operator-sessions'
import { clock } from '../clock'
import { liveBus } from '../live/bus'
import { openSse, type SseStream } from '../live/sse'
import { conversationById, DESK_TOPIC, messagesAfter, toConversation, topicOf } from './conversations'
import { deskState, touchAgent } from './desk'
import { notesAfter, notesTopic } from './notes'

const HEARTBEAT_MS = SUPPORT.heartbeatSeconds * 1000

/** Runs `work` once at a time; a call during a run makes it run once more after. */
function serial(work: () => Promise<void>, onError: (e: unknown) => void) {
  let running = false
  let again = false
  const run = async (): Promise<void> => {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        await work()
      } while (again)
    } catch (e) {
      onError(e)
    } finally {
      running = false
    }
  }
  return run
}

/** Subscribes the stream to a topic and to the bus's gaps; both end with the stream. */
function follow(
  app: FastifyInstance,
  sse: SseStream,
  topic: string,
  onEvent: (kind: string, data: Record<string, unknown>) => void,
  pump: () => void,
) {
  const bus = liveBus(app.db)
  const off = bus.subscribe(topic, (e) => onEvent(e.kind, e.data ?? {}))
  const offGap = bus.onGap(pump)
  const poll = setInterval(() => {
    if (!bus.live) pump()
  }, HEARTBEAT_MS)
  poll.unref()
  sse.onClose(() => {
    off()
    offGap()
    clearInterval(poll)
  })
}

/**
 * The reads of one conversation's streams in this process, shared: streams woken by the same event
 * that ask for the same thing (messages after the same number, the conversation row) share one query.
 * A read is only shared within one generation, and the generation moves on every event (and every gap
 * or poll) before the streams hear it, so a stream never joins a read that started before the change
 * that woke it.
 */
class SharedReads {
  private gen = 0
  private users = 0
  private readonly inflight = new Map<string, Promise<unknown>>()
  private readonly offs: (() => void)[]
  constructor(
    app: FastifyInstance,
    id: number,
    private readonly drop: () => void,
  ) {
    const bus = liveBus(app.db)
    this.offs = [bus.subscribe(topicOf(id), () => this.bump()), bus.onGap(() => this.bump())]
  }
  bump() {
    this.gen++
  }
  use() {
    this.users++
    return () => {
      if (--this.users > 0) return
      for (const off of this.offs) off()
      this.drop()
    }
  }
  read<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const k = `${key}@${this.gen}`
    let p = this.inflight.get(k) as Promise<T> | undefined
    if (!p) {
      p = fn().finally(() => this.inflight.delete(k))
      this.inflight.set(k, p)
    }
    return p
  }
}

const shared = new WeakMap<FastifyInstance, Map<number, SharedReads>>()
function sharedReads(app: FastifyInstance, id: number) {
  let byId = shared.get(app)
  if (!byId) {
    byId = new Map()
    shared.set(app, byId)
  }
  let r = byId.get(id)
  if (!r) {
    const map = byId
    r = new SharedReads(app, id, () => map.delete(id))
    byId.set(id, r)
  }
  return r
}

export async function streamConversation(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  conversationId: number,
  side: 'player' | 'agent',
  lastSeq: number,
) {
  const sse = openSse(app, req, reply, HEARTBEAT_MS)
  let sent = lastSeq
  let snapshot = ''
  // The agents' stream also carries the private notes (all on connect, then each new one); the
  // player's never reads them (server/support/notes.ts).
  let sentNote = 0
  const reads = sharedReads(app, conversationId)
  sse.onClose(reads.use())
  const pump = serial(
    async () => {
      for (;;) {
        if (sse.closed) return
        const after = sent
        const batch = await reads.read(`m${after}`, () =>
          messagesAfter(app.db.query, conversationId, after, SUPPORT.pageSize),
        )
        for (const m of batch) {
          sse.send('message', m, m.seq)
          sent = m.seq
        }
        if (batch.length < SUPPORT.pageSize) break
      }
      if (side === 'agent')
        for (const n of await notesAfter(app.db.query, conversationId, sentNote)) {
          sse.send('note', n)
          sentNote = n.id
        }
      const c = await reads.read('c', () => conversationById(app.db.query, conversationId))
      const now = c ? JSON.stringify(toConversation(c)) : ''
      if (c && now !== snapshot) {
        snapshot = now
        sse.send('conversation', toConversation(c))
      }
    },
    (e) => {
      req.log.warn({ err: e }, 'support stream read failed')
      sse.close()
    },
  )
  follow(
    app,
    sse,
    topicOf(conversationId),
    (kind, data) => {
      if (kind === 'typing') {
        if (data.by !== side) sse.send('typing', { by: data.by })
      } else void pump()
    },
    () => void pump(),
  )
  if (side === 'agent') sse.onClose(liveBus(app.db).subscribe(notesTopic(conversationId), () => void pump()))
  await pump()
}

/** The desk: its whole state on connect and after every change (debounced), presence kept alive. */
export async function streamDesk(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  who: Operator,
) {
  const sse = openSse(app, req, reply, HEARTBEAT_MS)
  let timer: NodeJS.Timeout | undefined
  const pump = serial(
    async () => {
      if (!sse.closed) sse.send('desk', await deskState(app.db.query, who, clock.now()))
    },
    (e) => {
      req.log.warn({ err: e }, 'support desk stream read failed')
      sse.close()
    },
  )
  const soon = () => {
    if (timer) return
    timer = setTimeout(() => {
      timer = undefined
      void pump()
    }, 150)
    timer.unref()
  }
  follow(
    app,
    sse,
    DESK_TOPIC,
    (kind, data) => {
      if (kind === 'typing') return
      soon()
      if (kind === 'message' && typeof data.conversation === 'number')
        sse.send('poke', { conversation: data.conversation })
    },
    soon,
  )
  const alive = setInterval(() => {
    touchAgent(app.db.query, who.id, clock.now()).catch(() => {})
  }, HEARTBEAT_MS)
  alive.unref()
  sse.onClose(() => {
    clearInterval(alive)
    clearTimeout(timer)
  })
  await touchAgent(app.db.query, who.id, clock.now())
  await pump()
}
