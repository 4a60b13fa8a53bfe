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
  const pump = serial(
    async () => {
      for (;;) {
        if (sse.closed) return
        const batch = await messagesAfter(app.db.query, conversationId, sent, SUPPORT.pageSize)
        for (const m of batch) {
          sse.send('message', m, m.seq)
          sent = m.seq
        }
        if (batch.length < SUPPORT.pageSize) break
      }
      const c = await conversationById(app.db.query, conversationId)
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
