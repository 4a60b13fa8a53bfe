// The support desk's calls on the operator port (docs/support.md): the queue, presence, pick-up,
// transfer, close, replies, the player's context, canned replies, closed-conversation search and the
// desk's settings (business hours, capacity, SLA targets). Permission `players.message` is the desk
// (roles support and owner); the settings are saved with `settings.site`.
import { z } from 'zod'
import type { AdminCall } from './admin/calls'
import { pageOf } from './admin/shapes'
import { money, wireTime } from './core'
import { StreamTicket, SUPPORT, SupportMessage } from './support'

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/)

export const SupportSettings = z.object({
  /** Business hours, Beijing time; `00:00`-`24:00` is always open. */
  opens: hhmm,
  closes: hhmm,
  /** Open conversations an agent gets at most by automatic assignment (their own setting may lower it). */
  max_open: z.number().int().min(1).max(50),
  /** SLA targets: first answer after the player's first message, and the whole conversation. */
  first_response_minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  resolution_minutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
  /** A ticket's promise to the player: an answer within this many minutes of the next opening. */
  ticket_reply_minutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
})
export type SupportSettings = z.infer<typeof SupportSettings>

export const DeskConversation = z.object({
  id: z.number().int(),
  state: z.enum(['waiting', 'open', 'closed']),
  ticket: z.boolean(),
  /** The member's account, or null for a visitor (shown as 访客 + id). */
  username: z.string().nullable(),
  agent_id: z.number().int().nullable(),
  agent: z.string().nullable(),
  created_at: wireTime,
  /** Seconds since the conversation started waiting, or since its last player message went unanswered. */
  waiting_seconds: z.number().int(),
  first_response_at: wireTime.nullable(),
  closed_at: wireTime.nullable(),
  expect_reply_by: wireTime.nullable(),
  last_seq: z.number().int(),
  agent_read_seq: z.number().int(),
  player_read_seq: z.number().int(),
  last_message: z.string(),
  rating: z.number().int().nullable(),
})
export type DeskConversation = z.infer<typeof DeskConversation>

export const DeskAgent = z.object({
  id: z.number().int(),
  username: z.string(),
  online: z.boolean(),
  available: z.boolean(),
  open: z.number().int(),
  max_open: z.number().int(),
})
export type DeskAgent = z.infer<typeof DeskAgent>

export const DeskState = z.object({
  me: DeskAgent,
  waiting: z.array(DeskConversation),
  mine: z.array(DeskConversation),
  agents: z.array(DeskAgent),
  settings: SupportSettings,
  in_hours: z.boolean(),
})
export type DeskState = z.infer<typeof DeskState>

export const PlayerContext = z.object({
  username: z.string().nullable(),
  vip: z.number().int().nullable(),
  balance: money.nullable(),
  /** A time-out or self-exclusion in force (or a closed self-exclusion): never invite this player back. */
  protection: z.object({
    kind: z.enum(['timeout', 'self_exclusion']).nullable(),
    ends_at: wireTime.nullable(),
  }),
  locked: z.boolean(),
  deposits: z.array(z.object({ at: wireTime, amount: money, state: z.number().int() })),
  withdrawals: z.array(z.object({ at: wireTime, amount: money, state: z.number().int() })),
  conversations: z.number().int(),
})
export type PlayerContext = z.infer<typeof PlayerContext>

/** A private note on a conversation: read on the desk only, never by the player. */
export const DeskNote = z.object({
  id: z.number().int(),
  /** Shown after this message of the transcript. */
  after_seq: z.number().int(),
  body: z.string(),
  agent_id: z.number().int(),
  agent: z.string(),
  at: wireTime,
})
export type DeskNote = z.infer<typeof DeskNote>

export const CannedReply = z.object({
  id: z.string(),
  zh: z.string(),
  en: z.string(),
  /** Invites the player to play or deposit: never offered while the player is protected. */
  invites: z.boolean(),
})
export type CannedReply = z.infer<typeof CannedReply>

const id = z.coerce.number().int().positive()
/** Private notes a conversation shows at most (the newest). */
export const SUPPORT_NOTES_MAX = 200
const replyText = z.string().trim().min(1).max(SUPPORT.textMax)

export const supportDeskCalls = {
  desk: {
    method: 'GET',
    path: '/admin/api/support/desk',
    permission: 'players.message',
    request: z.object({}),
    response: DeskState,
  },
  presence: {
    method: 'POST',
    path: '/admin/api/support/presence',
    permission: 'players.message',
    request: z.object({ available: z.boolean(), max_open: z.number().int().min(1).max(50).optional() }),
    response: DeskAgent,
  },
  pickup: {
    method: 'POST',
    path: '/admin/api/support/conversations/:id/pickup',
    permission: 'players.message',
    request: z.object({ id }),
    response: DeskConversation,
  },
  transfer: {
    method: 'POST',
    path: '/admin/api/support/conversations/:id/transfer',
    permission: 'players.message',
    request: z.object({ id, operator_id: id }),
    response: DeskConversation,
  },
  close: {
    method: 'POST',
    path: '/admin/api/support/conversations/:id/close',
    permission: 'players.message',
    request: z.object({ id }),
    response: DeskConversation,
  },
  reply: {
    method: 'POST',
    path: '/admin/api/support/conversations/:id/send',
    permission: 'players.message',
    request: z.object({ id, text: replyText }),
    response: SupportMessage,
  },
  read: {
    method: 'POST',
    path: '/admin/api/support/conversations/:id/read',
    permission: 'players.message',
    request: z.object({ id, seq: z.number().int().min(0) }),
    response: z.null(),
  },
  typing: {
    method: 'POST',
    path: '/admin/api/support/conversations/:id/typing',
    permission: 'players.message',
    request: z.object({ id }),
    response: z.null(),
  },
  messages: {
    method: 'GET',
    path: '/admin/api/support/conversations/:id/messages',
    permission: 'players.message',
    request: z.object({ id, after_seq: z.coerce.number().int().min(0).default(0) }),
    /** `notes`: every private note of the conversation (at most SUPPORT_NOTES_MAX, the newest). */
    response: z.object({
      conversation: DeskConversation,
      messages: z.array(SupportMessage),
      notes: z.array(DeskNote),
    }),
  },
  /** A private note (Idempotency-Key: a retry is the same note); audited. */
  note: {
    method: 'POST',
    path: '/admin/api/support/conversations/:id/note',
    permission: 'players.message',
    request: z.object({ id, text: replyText }),
    response: DeskNote,
  },
  context: {
    method: 'GET',
    path: '/admin/api/support/conversations/:id/context',
    permission: 'players.message',
    request: z.object({ id }),
    response: PlayerContext,
  },
  canned: {
    method: 'GET',
    path: '/admin/api/support/canned',
    permission: 'players.message',
    request: z.object({}),
    response: z.array(CannedReply),
  },
  closed: {
    method: 'GET',
    path: '/admin/api/support/closed',
    permission: 'players.message',
    request: z.object({
      q: z.string().trim().max(64).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
    }),
    response: pageOf(DeskConversation),
  },
  settings: {
    method: 'GET',
    path: '/admin/api/support/settings',
    permission: 'players.message',
    request: z.object({}),
    response: SupportSettings,
  },
  saveSettings: {
    method: 'POST',
    path: '/admin/api/support/settings',
    permission: 'settings.site',
    request: SupportSettings,
    response: SupportSettings,
  },
  /** A ticket for the desk's stream (no conversation) or one conversation's stream. */
  ticket: {
    method: 'POST',
    path: '/admin/api/support/stream-ticket',
    permission: 'players.message',
    request: z.object({ conversation_id: id.optional() }),
    response: StreamTicket,
  },
  /**
   * The desk's or one conversation's live stream, `text/event-stream` once it opens (a refusal answers
   * the envelope). EventSource cannot send the bearer token: the ticket above opens it, and the
   * operator is checked again (not disabled, still may answer players) when it opens.
   */
  stream: {
    method: 'GET',
    path: '/admin/api/support/stream',
    permission: 'ticket',
    request: z.object({ ticket: z.string().max(512), last_event_id: z.string().optional() }),
    response: z.unknown(),
  },
} as const satisfies Record<string, AdminCall>

export type SupportDeskCalls = typeof supportDeskCalls
