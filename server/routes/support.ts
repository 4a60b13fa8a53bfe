// The chat's player calls (supportCalls of the contract, docs/support.md): a member or a visitor
// (server/support/chat.ts participantOf), the image upload on its own multipart scope, and the
// conversation's Server-Sent Events stream opened with a ticket.
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import { SUPPORT, supportCalls } from '../../core/contract/support'
import { BizError } from '../errors'
import { defineRoute, ok } from '../http/route'
import { liveBus } from '../live/bus'
import { installSse, lastEventId } from '../live/sse'
import {
  history,
  newVisitor,
  pageAfter,
  participantOf,
  rate,
  readUpTo,
  send,
  thread,
  typing,
} from '../support/chat'
import { ownConversation } from '../support/conversations'
import { storeChatImage } from '../support/image'
import { streamConversation } from '../support/stream'
import { issueTicket, openTicket } from '../support/tickets'

export const supportRoutes: FastifyPluginAsync = async (app) => {
  const c = supportCalls
  installSse(app)
  app.addHook('onReady', () => liveBus(app.db).acquire())
  app.addHook('onClose', () => liveBus(app.db).release())

  defineRoute(app, c.supportVisitor, async ({ body }) => newVisitor(app, body))
  defineRoute(app, c.supportThread, async ({ req }) => thread(app, await participantOf(app, req)))
  defineRoute(app, c.supportSend, async ({ req, body, lang, idempotencyKey }) =>
    ok(
      await send(app, await participantOf(app, req), lang, { kind: 'text', body: body.text }, idempotencyKey),
      'sp.ok.sent',
    ),
  )
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: SUPPORT.imageMaxBytes, files: 1 } })
    defineRoute(upload, c.supportImage, async ({ req, lang, idempotencyKey }) => {
      const p = await participantOf(app, req)
      const url = await storeChatImage(app, req)
      return ok(await send(app, p, lang, { kind: 'image', body: url }, idempotencyKey), 'sp.ok.sent')
    })
  })
  defineRoute(app, c.supportMessages, async ({ req, body, db }) =>
    pageAfter(db.query, await participantOf(app, req), body.conversation_id, body.after_seq ?? 0),
  )
  defineRoute(app, c.supportRead, async ({ req, body }) => {
    await readUpTo(app, await participantOf(app, req), body.conversation_id, body.seq)
    return null
  })
  defineRoute(app, c.supportTyping, async ({ req, body }) => {
    await typing(app, await participantOf(app, req), body.conversation_id)
    return null
  })
  defineRoute(app, c.supportRate, async ({ req, body }) =>
    rate(app, await participantOf(app, req), body.conversation_id, body.rating, body.comment),
  )
  defineRoute(app, c.supportHistory, async ({ db, user }) => history(db.query, user.id))
  defineRoute(app, c.supportTicket, async ({ req, body, db }) => {
    await ownConversation(db.query, await participantOf(app, req), body.conversation_id)
    const scope = { kind: 'player' as const, conversationId: body.conversation_id }
    return {
      ticket: issueTicket(app.config.payPepper, scope, SUPPORT.ticketSeconds),
      expires_in: SUPPORT.ticketSeconds,
    }
  })
  // Not defineRoute: once the ticket is accepted the answer is an event stream, not an envelope.
  app.get(c.supportStream.path, async (req, reply) => {
    const parsed = c.supportStream.request.safeParse(req.query ?? {})
    if (!parsed.success) throw new BizError(1000, 'v.body')
    const scope = openTicket(app.config.payPepper, parsed.data.ticket)
    if (scope.kind !== 'player') throw new BizError(203, 'sp.ticketExpired')
    await streamConversation(
      app,
      req,
      reply,
      scope.conversationId,
      'player',
      lastEventId(req, parsed.data.last_event_id),
    )
    return reply
  })
}
