// The support desk's routes on the operator port (supportDeskCalls, docs/support.md), registered from
// their contract calls (server/admin/route.ts). The stream asks for no session (EventSource cannot send
// the bearer token; a ticket from the guarded call opens it, and the operator is checked again when it
// opens); the chat's images are served here as well, as static files.
// Private notes (./notes.ts) are read and written here only: the player's routes never touch them.
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { roleMay } from '../../core/contract/admin'
import { SUPPORT } from '../../core/contract/support'
import { supportDeskCalls } from '../../core/contract/support-desk'
import { appendAudit } from '../admin/audit'
import type { Operator } from '../admin/operator-sessions'
import { type AdminRoute, parseAdmin as parse } from '../admin/route'
import { clock } from '../clock'
import { BizError } from '../errors'
import { liveBus } from '../live/bus'
import { installSse, lastEventId } from '../live/sse'
import { announce, conversationById, markRead, messagesAfter } from './conversations'
import {
  closeConversation,
  closedConversations,
  deskConversation,
  deskState,
  pickUp,
  playerContext,
  reply,
  setPresence,
  touchAgent,
  transfer,
} from './desk'
import { addNote, notesAfter } from './notes'
import { CANNED_REPLIES, saveSupportSettings, supportSettings } from './settings'
import { streamConversation, streamDesk } from './stream'
import { issueTicket, openTicket } from './tickets'

const KEY = /^[A-Za-z0-9_.:-]{8,100}$/

const idempotencyKeyOf = (req: FastifyRequest) => {
  const key = req.headers['idempotency-key']
  if (key !== undefined && (typeof key !== 'string' || !KEY.test(key)))
    throw new BizError(1000, 'a.badRequest', { field: 'Idempotency-Key' })
  return key
}

export function supportDeskRoutes(app: FastifyInstance, route: AdminRoute) {
  const c = supportDeskCalls
  const db = app.db
  installSse(app)
  app.addHook('onReady', () => liveBus(db).acquire())
  app.addHook('onClose', () => liveBus(db).release())
  // Created here too: the folder exists before the first attachment (static's root must exist).
  mkdirSync(resolve(app.config.uploadsDir, 'support'), { recursive: true })
  app.register(fastifyStatic, {
    root: resolve(app.config.uploadsDir, 'support'),
    prefix: '/uploads/support/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
  })
  const merged = (req: FastifyRequest) => ({
    ...(req.method === 'GET' ? (req.query as object) : (req.body as object)),
    ...(req.params as object),
  })

  route(c.desk, async ({ who }) => {
    // A desk that polls instead of streaming keeps its agent online the same way.
    await touchAgent(db.query, who.id, clock.now())
    return deskState(db.query, who, clock.now())
  })
  route(c.presence, async ({ who, input }) => {
    const b = input()
    return setPresence(db, who, b.available, b.max_open, clock.now())
  })
  route(c.pickup, async ({ req, who }) =>
    pickUp(db, who, parse(c.pickup.request, merged(req)).id, clock.now()),
  )
  route(c.transfer, async ({ req, who }) => {
    const b = parse(c.transfer.request, merged(req))
    return transfer(db, who, b.id, b.operator_id, clock.now())
  })
  route(c.close, async ({ req, who }) =>
    closeConversation(db, who, parse(c.close.request, merged(req)).id, clock.now()),
  )
  route(c.reply, async ({ req, who }) => {
    const b = parse(c.reply.request, merged(req))
    return reply(db, who, b.id, b.text, idempotencyKeyOf(req), clock.now())
  })
  route(c.read, async ({ req }) => {
    const b = parse(c.read.request, merged(req))
    await db.tx((q) => markRead(q, b.id, 'agent', b.seq))
    return null
  })
  route(c.typing, async ({ req }) => {
    const { id } = parse(c.typing.request, merged(req))
    await db.tx((q) => announce(q, id, 'typing', { by: 'agent' }))
    return null
  })
  route(c.messages, async ({ req }) => {
    const b = parse(c.messages.request, merged(req))
    const now = clock.now()
    return {
      conversation: await deskConversation(db.query, b.id, now),
      messages: await messagesAfter(db.query, b.id, b.after_seq, SUPPORT.pageSize),
      notes: await notesAfter(db.query, b.id),
    }
  })
  route(c.note, async ({ req, who }) => {
    const b = parse(c.note.request, merged(req))
    return addNote(db, who, b.id, b.text, idempotencyKeyOf(req), clock.now())
  })
  route(c.context, async ({ req }) => playerContext(db.query, parse(c.context.request, merged(req)).id))
  route(c.canned, async () => CANNED_REPLIES)
  route(c.closed, async ({ input }) => {
    const b = input()
    return closedConversations(db.query, b.q || undefined, b.page, clock.now())
  })
  route(c.settings, async () => supportSettings(db.query))
  route(c.saveSettings, async ({ who, input }) => {
    const next = input()
    return db.tx(async (q) => {
      const before = await supportSettings(q)
      await saveSupportSettings(q, next)
      await appendAudit(q, who, { action: 'settings.support', target: 'support', before, after: next })
      return next
    })
  })
  route(c.ticket, async ({ who, input }) => {
    const b = input()
    if (b.conversation_id !== undefined && !(await conversationById(db.query, b.conversation_id)))
      throw new BizError(202, 'sp.noConversation')
    const scope =
      b.conversation_id === undefined
        ? { kind: 'desk' as const, operatorId: who.id }
        : { kind: 'agent' as const, operatorId: who.id, conversationId: b.conversation_id }
    return {
      ticket: issueTicket(app.config.payPepper, scope, SUPPORT.ticketSeconds),
      expires_in: SUPPORT.ticketSeconds,
    }
  })

  route(c.stream, async ({ req, reply: res }) => {
    const q = (req.query ?? {}) as { ticket?: unknown; last_event_id?: unknown }
    if (typeof q.ticket !== 'string' || q.ticket.length > 512)
      throw new BizError(1000, 'a.badRequest', { field: 'ticket' })
    const scope = openTicket(app.config.payPepper, q.ticket)
    if (scope.kind === 'player') throw new BizError(203, 'sp.ticketExpired')
    // The operator may have been disabled or moved off the desk since the ticket was issued.
    const [o] = await db.query<{ id: string | number; username: string; role: Operator['role'] }>(
      'SELECT id, username, role FROM operators WHERE id = $1 AND disabled_at IS NULL',
      [scope.operatorId],
    )
    if (!o || !roleMay(o.role, 'players.message')) throw new BizError(401, 'a.sessionRequired')
    const who: Operator = { id: Number(o.id), username: o.username, role: o.role, ip: req.ip, sessionId: 0 }
    if (scope.kind === 'desk') await streamDesk(app, req, res, who)
    else {
      const from =
        typeof q.last_event_id === 'string' && /^\d{1,9}$/.test(q.last_event_id) ? Number(q.last_event_id) : 0
      await streamConversation(app, req, res, scope.conversationId, 'agent', lastEventId(req, from))
    }
    return res
  })
}
