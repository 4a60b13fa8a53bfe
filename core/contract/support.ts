// Customer-service chat, the player's side (docs/support.md). A member (bearer token) or a visitor (the
// X-Visitor-Token header, given after a captcha) has at most one live conversation; messages carry a
// sequence number per conversation, which is also the Server-Sent Events id, so a stream resumed with
// Last-Event-ID (or `last_event_id`) and the polling read (`after_seq`) both continue exactly after the
// last message the client holds. Sending is a POST with an Idempotency-Key: a retry is the same message.
import { z } from 'zod'
import { call, intField, optionalInt, text, wireTime } from './core'
import { captchaId, nullData } from './requests'
import { LIMITS } from './rules'
import { SUPPORT } from './support-rules'

export * from './support-rules'

export const VISITOR_HEADER = 'x-visitor-token'

export const CONVERSATION_STATES = ['waiting', 'open', 'closed'] as const
export type ConversationState = (typeof CONVERSATION_STATES)[number]

/**
 * The system lines kept in the sequence (shown in place on replay); `ticket`: no agent online, `afterHours`:
 * outside the desk's hours (both turn the message into a ticket); `claimed`: the visitor signed in.
 */
export const SUPPORT_EVENTS = [
  'opened',
  'ticket',
  'afterHours',
  'assigned',
  'transferred',
  'closed',
  'claimed',
] as const
export type SupportEvent = (typeof SUPPORT_EVENTS)[number]

export const SupportMessage = z.object({
  seq: z.number().int().positive(),
  sender: z.enum(['player', 'agent', 'system']),
  kind: z.enum(['text', 'image', 'event']),
  /** Text; the image's URL; or the event's name (SUPPORT_EVENTS). */
  body: z.string(),
  /** The agent's desk number (客服 N号) on agent messages and on assigned/transferred events. */
  agent_no: z.number().int().nullable(),
  at: wireTime,
})
export type SupportMessage = z.infer<typeof SupportMessage>

export const SupportConversation = z.object({
  id: z.number().int(),
  state: z.enum(CONVERSATION_STATES),
  ticket: z.boolean(),
  /** When an answer can be expected (a ticket, or waiting with no agent online). */
  expect_reply_by: wireTime.nullable(),
  agent_no: z.number().int().nullable(),
  last_seq: z.number().int(),
  player_read_seq: z.number().int(),
  agent_read_seq: z.number().int(),
  rating: z.number().int().nullable(),
  created_at: wireTime,
  closed_at: wireTime.nullable(),
})
export type SupportConversation = z.infer<typeof SupportConversation>

/** Whether the desk is staffed now, and when it opens. */
export const SupportService = z.object({
  in_hours: z.boolean(),
  agents_online: z.boolean(),
  /** Business hours, Beijing time `HH:MM`. */
  opens: z.string(),
  closes: z.string(),
})
export type SupportService = z.infer<typeof SupportService>

export const SupportThread = z.object({
  conversation: SupportConversation.nullable(),
  messages: z.array(SupportMessage),
  service: SupportService,
})
export type SupportThread = z.infer<typeof SupportThread>

export const SupportSent = z.object({ conversation: SupportConversation, message: SupportMessage })
export type SupportSent = z.infer<typeof SupportSent>

export const SupportPage = z.object({ conversation: SupportConversation, messages: z.array(SupportMessage) })
export type SupportPage = z.infer<typeof SupportPage>

export const StreamTicket = z.object({ ticket: z.string(), expires_in: z.number().int() })
export type StreamTicket = z.infer<typeof StreamTicket>

const conversationId = intField('v.id', 1)
const messageText = z
  .string({ error: 'v.supportText' })
  .trim()
  .min(1, { error: 'v.supportText' })
  .max(SUPPORT.textMax, { error: 'v.supportText' })

export const supportCalls = {
  /** A visitor's token after the captcha (when the captcha is on). */
  supportVisitor: call({
    method: 'POST',
    path: '/api/support/visitor',
    auth: false,
    request: z.object({
      captcha_id: captchaId.optional(),
      code: text(LIMITS.loginCaptchaMax, 'v.captchaRequired').optional(),
    }),
    response: z.object({ token: z.string(), expires_in: z.number().int() }),
  }),
  /** The live conversation (or none yet) with its latest messages, and whether the desk is staffed. */
  supportThread: call({
    method: 'GET',
    path: '/api/support/thread',
    auth: false,
    request: z.object({}),
    response: SupportThread,
  }),
  /** A text into the live conversation; the first message opens one (or a ticket, off hours). */
  supportSend: call({
    method: 'POST',
    path: '/api/support/send',
    auth: false,
    idempotent: true,
    request: z.object({ text: messageText }),
    response: SupportSent,
  }),
  /** An image into the live conversation: multipart, field `file` (server/support/image.ts). */
  supportImage: call({
    method: 'POST',
    path: '/api/support/image',
    auth: false,
    idempotent: true,
    request: z.object({}),
    response: SupportSent,
  }),
  /** The polling read: messages after `after_seq`, in order, at most SUPPORT.pageSize. */
  supportMessages: call({
    method: 'GET',
    path: '/api/support/messages',
    auth: false,
    request: z.object({ conversation_id: conversationId, after_seq: optionalInt('v.id', 0) }),
    response: SupportPage,
  }),
  /** Read receipt: the player has seen every message up to `seq`. */
  supportRead: call({
    method: 'POST',
    path: '/api/support/read',
    auth: false,
    request: z.object({ conversation_id: conversationId, seq: intField('v.id', 0) }),
    response: nullData,
  }),
  /** The player is typing (shown to the agent for a few seconds; nothing is stored). */
  supportTyping: call({
    method: 'POST',
    path: '/api/support/typing',
    auth: false,
    request: z.object({ conversation_id: conversationId }),
    response: nullData,
  }),
  /** A closed conversation's rating, once. */
  supportRate: call({
    method: 'POST',
    path: '/api/support/rate',
    auth: false,
    request: z.object({
      conversation_id: conversationId,
      rating: intField('v.supportRating', 1, 5),
      comment: text(500, 'v.supportText').optional(),
    }),
    response: SupportConversation,
  }),
  /** A member's earlier conversations, newest first. */
  supportHistory: call({
    method: 'GET',
    path: '/api/support/history',
    auth: true,
    request: z.object({}),
    response: z.array(SupportConversation),
  }),
  /** A ticket for the conversation's stream (EventSource cannot send headers). */
  supportTicket: call({
    method: 'POST',
    path: '/api/support/stream-ticket',
    auth: false,
    request: z.object({ conversation_id: conversationId }),
    response: StreamTicket,
  }),
  /**
   * The conversation's live stream, `text/event-stream` (not the JSON envelope once it opens):
   * `message` events with id = seq, `conversation` (state and read receipts) and `typing` without id,
   * a heartbeat comment every SUPPORT.heartbeatSeconds. A refused ticket answers the envelope.
   */
  supportStream: call({
    method: 'GET',
    path: '/api/support/stream',
    auth: false,
    request: z.object({
      ticket: z.string({ error: 'v.body' }).min(1, { error: 'v.body' }).max(512, { error: 'v.body' }),
      last_event_id: optionalInt('v.id', 0),
    }),
    response: z.object({}),
  }),
} as const

export type SupportCalls = typeof supportCalls
