// The chat's data (docs/support.md): conversations, their messages in one sequence each, and the
// automatic assignment to agents. Every change runs inside the caller's transaction with the
// conversation row locked, and publishes its live event there (server/live/bus.ts), so the event
// follows the commit. Lock order: a conversation, then the agents' rows; never the other way round.
import { OPERATOR_ROLES, roleMay } from '../../core/contract/admin'
import type { SupportConversation, SupportEvent, SupportMessage } from '../../core/contract/support'
import { registerCatalog } from '../../core/i18n'
import * as catalog from '../../core/i18n/support'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { publish } from '../live/bus'
import { toWireTime, toWireTimeOrNull } from '../wire'
import { expectReplyBy, inHours, supportSettings } from './settings'

// The chat's refusals and inbox texts, for both apps' answers.
registerCatalog(catalog)

/** Who writes on the player's side: a member or a visitor; `author` keys their idempotency. */
export type Participant =
  | { kind: 'user'; userId: number; author: string }
  | { kind: 'visitor'; hash: string; author: string }

export type ConversationRow = {
  id: string | number
  user_id: string | number | null
  visitor_hash: string | null
  state: 'waiting' | 'open' | 'closed'
  ticket: boolean
  expect_reply_by: Date | string | null
  agent_id: string | number | null
  lang: string
  last_seq: number
  player_read_seq: number
  agent_read_seq: number
  rating: number | null
  created_at: Date | string
  assigned_at: Date | string | null
  first_response_at: Date | string | null
  closed_at: Date | string | null
}

type MessageRow = {
  seq: number
  sender: SupportMessage['sender']
  kind: SupportMessage['kind']
  body: string
  operator_id: string | number | null
  created_at: Date | string
}

/** The roles that work the desk (permission players.message): support and owner. */
export const DESK_ROLES = OPERATOR_ROLES.filter((r) => roleMay(r, 'players.message'))

export const topicOf = (conversationId: number) => `support:c:${conversationId}`
export const DESK_TOPIC = 'support:desk'

const num = (v: string | number | null) => (v === null ? null : Number(v))

export const toConversation = (c: ConversationRow): SupportConversation => ({
  id: Number(c.id),
  state: c.state,
  ticket: c.ticket,
  expect_reply_by: toWireTimeOrNull(c.expect_reply_by),
  agent_no: num(c.agent_id),
  last_seq: Number(c.last_seq),
  player_read_seq: Number(c.player_read_seq),
  agent_read_seq: Number(c.agent_read_seq),
  rating: c.rating === null ? null : Number(c.rating),
  created_at: toWireTime(c.created_at),
  closed_at: toWireTimeOrNull(c.closed_at),
})

const toMessage = (m: MessageRow): SupportMessage => ({
  seq: Number(m.seq),
  sender: m.sender,
  kind: m.kind,
  body: m.body,
  agent_no: num(m.operator_id),
  at: toWireTime(m.created_at),
})

const COLS = 'seq, sender, kind, body, operator_id, created_at'

export async function conversationById(q: Query, id: number, lock = false) {
  const [c] = await q<ConversationRow>(
    `SELECT * FROM support_conversations WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  )
  return c ?? null
}

const owns = (c: ConversationRow, p: Participant) =>
  p.kind === 'user' ? Number(c.user_id) === p.userId : c.visitor_hash === p.hash

/** The participant's own conversation by id; anybody else's answers as if it did not exist. */
export async function ownConversation(q: Query, p: Participant, id: number, lock = false) {
  const c = await conversationById(q, id, lock)
  if (!c || !owns(c, p)) throw new BizError(202, 'sp.noConversation')
  return c
}

export async function liveConversation(q: Query, p: Participant, lock = false) {
  const [c] = await q<ConversationRow>(
    `SELECT * FROM support_conversations WHERE ${p.kind === 'user' ? 'user_id' : 'visitor_hash'} = $1
       AND state <> 'closed'${lock ? ' FOR UPDATE' : ''}`,
    [p.kind === 'user' ? p.userId : p.hash],
  )
  return c ?? null
}

/** Messages after `afterSeq`, in order, at most `limit`. */
export async function messagesAfter(q: Query, id: number, afterSeq: number, limit: number) {
  const rows = await q<MessageRow>(
    `SELECT ${COLS} FROM support_messages WHERE conversation_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
    [id, afterSeq, limit],
  )
  return rows.map(toMessage)
}

/** The last `limit` messages, in order. */
export async function latestMessages(q: Query, id: number, limit: number) {
  const rows = await q<MessageRow>(
    `SELECT ${COLS} FROM support_messages WHERE conversation_id = $1 ORDER BY seq DESC LIMIT $2`,
    [id, limit],
  )
  return rows.reverse().map(toMessage)
}

export type NewMessage = {
  sender: SupportMessage['sender']
  kind: SupportMessage['kind']
  body: string
  author: string
  operatorId?: number | null
  idempotencyKey?: string
}

/**
 * Appends a message to a conversation whose row the caller has locked (FOR UPDATE). The lock orders
 * every send of the conversation, so the sequence follows the commit order; a key already used by this
 * author answers the message it made (a replay), or 1000 when the text differs.
 */
export async function appendMessage(q: Query, c: ConversationRow, m: NewMessage): Promise<SupportMessage> {
  const id = Number(c.id)
  if (m.idempotencyKey) {
    const [prior] = await q<MessageRow & { conversation_id: string | number }>(
      `SELECT conversation_id, ${COLS} FROM support_messages WHERE author = $1 AND idempotency_key = $2`,
      [m.author, m.idempotencyKey],
    )
    if (prior) {
      if (prior.body !== m.body && m.kind === 'text') throw new BizError(1000, 'sp.keyReused')
      return toMessage(prior)
    }
  }
  const [{ last_seq }] = await q<{ last_seq: number }>(
    'UPDATE support_conversations SET last_seq = last_seq + 1 WHERE id = $1 RETURNING last_seq',
    [id],
  )
  c.last_seq = Number(last_seq)
  const [row] = await q<MessageRow>(
    `INSERT INTO support_messages (conversation_id, seq, sender, operator_id, kind, body, author, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLS}`,
    [id, c.last_seq, m.sender, m.operatorId ?? null, m.kind, m.body, m.author, m.idempotencyKey ?? null],
  )
  await announce(q, id, 'message', { seq: c.last_seq })
  return toMessage(row)
}

/** A live event for the conversation's streams and the desk. */
export async function announce(
  q: Query,
  id: number,
  kind: string,
  data: Record<string, string | number> = {},
) {
  await publish(q, { topic: topicOf(id), kind, data })
  if (kind !== 'typing') await publish(q, { topic: DESK_TOPIC, kind, data: { conversation: id } })
}

export const systemLine = (
  q: Query,
  c: ConversationRow,
  event: SupportEvent,
  operatorId: number | null = null,
) => appendMessage(q, c, { sender: 'system', kind: 'event', body: event, author: 'system', operatorId })

/**
 * Opens the participant's conversation. In business hours with an agent online it waits for (or at
 * once gets) an agent; otherwise it is a ticket with the time its answer can be expected.
 */
export async function startConversation(q: Query, p: Participant, lang: string, now: Date) {
  const [c] = await q<ConversationRow>(
    `INSERT INTO support_conversations (user_id, visitor_hash, state, lang, created_at)
     VALUES ($1, $2, 'waiting', $3, $4) RETURNING *`,
    [p.kind === 'user' ? p.userId : null, p.kind === 'visitor' ? p.hash : null, lang, now],
  )
  await systemLine(q, c, 'opened')
  const s = await supportSettings(q)
  if (inHours(s, now) && (await onlineAgents(q, now)) > 0) {
    await autoAssign(q, c, now)
    return c
  }
  const by = expectReplyBy(s, now)
  await q('UPDATE support_conversations SET ticket = true, expect_reply_by = $2 WHERE id = $1', [c.id, by])
  Object.assign(c, { ticket: true, expect_reply_by: by })
  await systemLine(q, c, inHours(s, now) ? 'ticket' : 'afterHours')
  return c
}

export async function onlineAgents(q: Query, now: Date) {
  const [r] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM support_agents a JOIN operators o ON o.id = a.operator_id
      WHERE a.available AND a.seen_until > $1 AND o.disabled_at IS NULL AND o.role = ANY($2)`,
    [now, DESK_ROLES],
  )
  return Number(r.n)
}

/**
 * Gives a waiting conversation (row locked by the caller) to the online agent with the fewest open
 * conversations below their maximum (ties: the one assigned longest ago). The agents' rows are locked
 * in id order, so parallel assignments queue and no agent ever passes the maximum. False when nobody
 * has room.
 */
export async function autoAssign(q: Query, c: ConversationRow, now: Date): Promise<boolean> {
  const s = await supportSettings(q)
  const agents = await q<{ operator_id: string | number; max_open: number; last_assigned_at: Date | null }>(
    `SELECT a.operator_id, a.max_open, a.last_assigned_at FROM support_agents a
       JOIN operators o ON o.id = a.operator_id
      WHERE a.available AND a.seen_until > $1 AND o.disabled_at IS NULL AND o.role = ANY($2)
      ORDER BY a.operator_id FOR UPDATE OF a`,
    [now, DESK_ROLES],
  )
  if (!agents.length) return false
  const counts = await q<{ agent_id: string | number; n: number }>(
    `SELECT agent_id, count(*)::int AS n FROM support_conversations
      WHERE state = 'open' AND agent_id = ANY($1) GROUP BY agent_id`,
    [agents.map((a) => a.operator_id)],
  )
  const open = new Map(counts.map((r) => [Number(r.agent_id), Number(r.n)]))
  const pick = agents
    .map((a) => ({
      id: Number(a.operator_id),
      open: open.get(Number(a.operator_id)) ?? 0,
      room: Math.min(Number(a.max_open), s.max_open) - (open.get(Number(a.operator_id)) ?? 0),
      last: a.last_assigned_at ? new Date(a.last_assigned_at).getTime() : 0,
    }))
    .filter((a) => a.room > 0)
    .sort((a, b) => a.open - b.open || a.last - b.last || a.id - b.id)[0]
  if (!pick) return false
  await giveTo(q, c, pick.id, now)
  await q('UPDATE support_agents SET last_assigned_at = $2 WHERE operator_id = $1', [pick.id, now])
  return true
}

/** The conversation (locked) now belongs to this agent; a line in the transcript says so. */
export async function giveTo(
  q: Query,
  c: ConversationRow,
  agentId: number,
  now: Date,
  event: SupportEvent = 'assigned',
) {
  await q(
    `UPDATE support_conversations SET state = 'open', agent_id = $2, assigned_at = coalesce(assigned_at, $3)
      WHERE id = $1`,
    [c.id, agentId, now],
  )
  Object.assign(c, { state: 'open', agent_id: agentId })
  await systemLine(q, c, event, agentId)
}

/** Waiting conversations, oldest first, to agents with room (after an agent comes online or frees a place). */
export async function drainQueue(q: Query, now: Date, max = 20) {
  const waiting = await q<ConversationRow>(
    `SELECT * FROM support_conversations WHERE state = 'waiting' ORDER BY created_at, id LIMIT $1
       FOR UPDATE SKIP LOCKED`,
    [max],
  )
  let assigned = 0
  for (const c of waiting) {
    if (!(await autoAssign(q, c, now))) break
    assigned++
  }
  return assigned
}

/** Read receipt of one side: only ever moves forward, never past the last message. */
export async function markRead(q: Query, id: number, side: 'player' | 'agent', seq: number) {
  const col = side === 'player' ? 'player_read_seq' : 'agent_read_seq'
  const rows = await q(
    `UPDATE support_conversations SET ${col} = LEAST($2, last_seq) WHERE id = $1 AND ${col} < LEAST($2, last_seq)
     RETURNING id`,
    [id, seq],
  )
  if (rows.length) await announce(q, id, 'read')
}
