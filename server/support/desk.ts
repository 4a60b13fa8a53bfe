// The agents' side of the chat (docs/support.md): presence, the queue, pick-up, transfer, replies,
// close, the player's context and the search of closed conversations. Pick-up, transfer and close are
// audited (server/admin/audit.ts) in the transaction of the change; a close seals the transcript's
// SHA-256 in its audit row, so a transcript changed afterwards no longer matches its record.
import { createHash } from 'node:crypto'
import type { DeskAgent, DeskConversation, DeskState, PlayerContext } from '../../core/contract/support-desk'
import { translate } from '../../core/i18n'
import { appendAudit } from '../admin/audit'
import type { Operator } from '../admin/operator-sessions'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { centralBalance } from '../ledger'
import { publish } from '../live/bus'
import { protectionStatus } from '../protection/service'
import { money, toWireTime, toWireTimeOrNull } from '../wire'
import {
  appendMessage,
  type ConversationRow,
  conversationById,
  DESK_ROLES,
  DESK_TOPIC,
  drainQueue,
  giveTo,
  systemLine,
} from './conversations'
import { inHours, supportSettings } from './settings'

/** How long an agent stays online after the desk's last sign of life (stream heartbeat or poll). */
export const PRESENCE_MS = 45_000

type DeskRow = ConversationRow & {
  username: string | null
  agent: string | null
  lm_kind: string | null
  lm_body: string | null
  unanswered_since: Date | string | null
}

const DESK_SQL = `SELECT c.*, u.username, o.username AS agent, lm.kind AS lm_kind, lm.body AS lm_body,
    (SELECT min(p.created_at) FROM support_messages p WHERE p.conversation_id = c.id AND p.sender = 'player'
        AND p.seq > coalesce((SELECT max(a.seq) FROM support_messages a
                               WHERE a.conversation_id = c.id AND a.sender = 'agent'), 0)) AS unanswered_since
  FROM support_conversations c
  LEFT JOIN users u ON u.id = c.user_id
  LEFT JOIN operators o ON o.id = c.agent_id
  LEFT JOIN LATERAL (SELECT kind, body FROM support_messages m
                      WHERE m.conversation_id = c.id AND m.kind <> 'event' ORDER BY m.seq DESC LIMIT 1) lm ON true`

const since = (t: Date | string | null, now: Date) =>
  t === null ? 0 : Math.max(0, Math.floor((now.getTime() - new Date(t).getTime()) / 1000))

const toDesk = (r: DeskRow, now: Date): DeskConversation => ({
  id: Number(r.id),
  state: r.state,
  ticket: r.ticket,
  username: r.username,
  agent_id: r.agent_id === null ? null : Number(r.agent_id),
  agent: r.agent,
  created_at: toWireTime(r.created_at),
  waiting_seconds:
    r.state === 'waiting'
      ? since(r.created_at, now)
      : r.state === 'open'
        ? since(r.unanswered_since, now)
        : 0,
  first_response_at: toWireTimeOrNull(r.first_response_at),
  closed_at: toWireTimeOrNull(r.closed_at),
  expect_reply_by: toWireTimeOrNull(r.expect_reply_by),
  last_seq: Number(r.last_seq),
  agent_read_seq: Number(r.agent_read_seq),
  player_read_seq: Number(r.player_read_seq),
  last_message: r.lm_kind === 'image' ? '[图片]' : (r.lm_body ?? ''),
  rating: r.rating === null ? null : Number(r.rating),
})

export async function deskConversation(q: Query, id: number, now: Date) {
  const [r] = await q<DeskRow>(`${DESK_SQL} WHERE c.id = $1`, [id])
  if (!r) throw new BizError(202, 'sp.noConversation')
  return toDesk(r, now)
}

async function agents(q: Query, now: Date): Promise<DeskAgent[]> {
  const s = await supportSettings(q)
  const rows = await q<{
    id: string | number
    username: string
    available: boolean | null
    seen_until: Date | null
    max_open: number | null
    open: number
  }>(
    `SELECT o.id, o.username, a.available, a.seen_until, a.max_open,
            (SELECT count(*)::int FROM support_conversations c WHERE c.state = 'open' AND c.agent_id = o.id) AS open
       FROM operators o LEFT JOIN support_agents a ON a.operator_id = o.id
      WHERE o.disabled_at IS NULL AND o.role = ANY($1) ORDER BY o.id`,
    [DESK_ROLES],
  )
  return rows.map((r) => ({
    id: Number(r.id),
    username: r.username,
    available: r.available === true,
    online: r.available === true && r.seen_until !== null && new Date(r.seen_until) > now,
    open: Number(r.open),
    max_open: Math.min(Number(r.max_open ?? s.max_open), s.max_open),
  }))
}

export async function deskState(q: Query, who: Operator, now: Date): Promise<DeskState> {
  const all = await agents(q, now)
  const settings = await supportSettings(q)
  const waiting = await q<DeskRow>(
    `${DESK_SQL} WHERE c.state = 'waiting' ORDER BY c.created_at, c.id LIMIT 200`,
  )
  const mine = await q<DeskRow>(
    `${DESK_SQL} WHERE c.state = 'open' AND c.agent_id = $1 ORDER BY c.created_at`,
    [who.id],
  )
  const me = all.find((a) => a.id === who.id) ?? {
    id: who.id,
    username: who.username,
    online: false,
    available: false,
    open: 0,
    max_open: settings.max_open,
  }
  return {
    me,
    waiting: waiting.map((r) => toDesk(r, now)),
    mine: mine.map((r) => toDesk(r, now)),
    agents: all,
    settings,
    in_hours: inHours(settings, now),
  }
}

/** The desk is alive: the agent stays online for another PRESENCE_MS (stream heartbeat, desk poll). */
export async function touchAgent(q: Query, operatorId: number, now: Date) {
  await q('UPDATE support_agents SET seen_until = $2 WHERE operator_id = $1 AND available', [
    operatorId,
    new Date(now.getTime() + PRESENCE_MS),
  ])
}

export async function setPresence(
  db: Db,
  who: Operator,
  available: boolean,
  maxOpen: number | undefined,
  now: Date,
) {
  await db.tx(async (q) => {
    await q(
      `INSERT INTO support_agents (operator_id, available, seen_until, max_open) VALUES ($1, $2, $3, coalesce($4, 5))
       ON CONFLICT (operator_id) DO UPDATE SET available = $2, seen_until = $3,
         max_open = coalesce($4, support_agents.max_open)`,
      [who.id, available, new Date(now.getTime() + PRESENCE_MS), maxOpen ?? null],
    )
    await publish(q, { topic: DESK_TOPIC, kind: 'presence' })
  })
  // A separate transaction: the queue locks conversations before agents (conversations.ts).
  if (available) await db.tx((q) => drainQueue(q, now))
  const me = (await agents(db.query, now)).find((a) => a.id === who.id)
  if (!me) throw new BizError(403, 'a.forbidden', { role: who.role })
  return me
}

const lockedConversation = async (q: Query, id: number) => {
  const c = await conversationById(q, id, true)
  if (!c) throw new BizError(202, 'sp.noConversation')
  return c
}

const targetOf = (c: ConversationRow) => `support:${c.id}`

export async function pickUp(db: Db, who: Operator, id: number, now: Date) {
  await db.tx(async (q) => {
    const c = await lockedConversation(q, id)
    if (c.state !== 'waiting') throw new BizError(409, 'sp.desk.taken')
    await giveTo(q, c, who.id, now)
    await appendAudit(q, who, { action: 'support.pickup', target: targetOf(c) })
  })
  return deskConversation(db.query, id, now)
}

export async function transfer(db: Db, who: Operator, id: number, toId: number, now: Date) {
  await db.tx(async (q) => {
    const c = await lockedConversation(q, id)
    if (c.state === 'closed') throw new BizError(409, 'sp.desk.closed')
    const [to] = await q<{ id: string | number; username: string }>(
      'SELECT id, username FROM operators WHERE id = $1 AND disabled_at IS NULL AND role = ANY($2)',
      [toId, DESK_ROLES],
    )
    if (!to || Number(c.agent_id) === toId) throw new BizError(202, 'sp.desk.noAgent')
    const from = c.agent_id === null ? null : Number(c.agent_id)
    await giveTo(q, c, toId, now, 'transferred')
    await appendAudit(q, who, {
      action: 'support.transfer',
      target: targetOf(c),
      before: { agent_id: from },
      after: { agent_id: toId, agent: to.username },
    })
  })
  return deskConversation(db.query, id, now)
}

/** Closes the conversation and seals its transcript in the audit log. */
export async function closeConversation(db: Db, who: Operator, id: number, now: Date) {
  await db.tx(async (q) => {
    const c = await lockedConversation(q, id)
    if (c.state === 'closed') throw new BizError(409, 'sp.desk.closed')
    await q("UPDATE support_conversations SET state = 'closed', closed_at = $2 WHERE id = $1", [id, now])
    c.state = 'closed'
    await systemLine(q, c, 'closed', who.id)
    const lines = await q<{ seq: number; sender: string; kind: string; body: string; created_at: Date }>(
      'SELECT seq, sender, kind, body, created_at FROM support_messages WHERE conversation_id = $1 ORDER BY seq',
      [id],
    )
    const transcript = lines
      .map((l) => `${l.seq}\t${new Date(l.created_at).toISOString()}\t${l.sender}\t${l.kind}\t${l.body}`)
      .join('\n')
    const [u] = await q<{ username: string }>('SELECT username FROM users WHERE id = $1', [c.user_id])
    await appendAudit(q, who, {
      action: 'support.close',
      target: targetOf(c),
      detail: u ? u.username : `visitor:${String(c.visitor_hash).slice(0, 12)}`,
      after: {
        messages: lines.length,
        sha256: createHash('sha256').update(transcript).digest('hex'),
        ticket: c.ticket,
      },
    })
  })
  await db.tx((q) => drainQueue(q, now))
  return deskConversation(db.query, id, now)
}

/**
 * An agent's answer. A waiting conversation is picked up by answering it; one held by another agent is
 * refused. The answer to a ticket also goes to the member's inbox (消息中心), in the conversation's language.
 */
export async function reply(
  db: Db,
  who: Operator,
  id: number,
  text: string,
  key: string | undefined,
  now: Date,
) {
  return db.tx(async (q) => {
    const c = await lockedConversation(q, id)
    if (c.state === 'closed') throw new BizError(409, 'sp.desk.closed')
    if (c.state === 'open' && Number(c.agent_id) !== who.id) throw new BizError(409, 'sp.desk.notYours')
    if (c.state === 'waiting') {
      await giveTo(q, c, who.id, now)
      await appendAudit(q, who, { action: 'support.pickup', target: targetOf(c) })
    }
    const m = await appendMessage(q, c, {
      sender: 'agent',
      kind: 'text',
      body: text,
      author: `o:${who.id}`,
      operatorId: who.id,
      idempotencyKey: key,
    })
    await q(
      'UPDATE support_conversations SET first_response_at = coalesce(first_response_at, $2) WHERE id = $1',
      [id, now],
    )
    if (c.ticket && c.user_id !== null) {
      const lang = c.lang === 'en' ? 'en' : 'zh'
      await q(
        `INSERT INTO inbox_messages (user_id, title, content)
         SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM inbox_messages WHERE user_id = $1 AND content = $3)`,
        [
          c.user_id,
          translate(lang, 'sp.inbox.title'),
          translate(lang, 'sp.inbox.body', { id, text, n: m.seq }),
        ],
      )
    }
    return m
  })
}

export async function playerContext(q: Query, id: number): Promise<PlayerContext> {
  const c = await conversationById(q, id)
  if (!c) throw new BizError(202, 'sp.noConversation')
  if (c.user_id === null) {
    const [n] = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM support_conversations WHERE visitor_hash = $1',
      [c.visitor_hash],
    )
    return {
      username: null,
      vip: null,
      balance: null,
      protection: { kind: null, ends_at: null },
      locked: false,
      deposits: [],
      withdrawals: [],
      conversations: Number(n.n),
    }
  }
  const userId = Number(c.user_id)
  const [u] = await q<{ username: string; vip: number; status: number }>(
    'SELECT username, vip, status FROM users WHERE id = $1',
    [userId],
  )
  const status = await protectionStatus(q, userId)
  const recent = (table: 'deposits' | 'withdrawals') =>
    q<{ created_at: Date; amount_cents: string; state: number }>(
      `SELECT created_at, amount_cents::text, state FROM ${table} WHERE user_id = $1 ORDER BY created_at DESC LIMIT 3`,
      [userId],
    ).then((rows) =>
      rows.map((r) => ({
        at: toWireTime(r.created_at),
        amount: money(r.amount_cents),
        state: Number(r.state),
      })),
    )
  const [n] = await q<{ n: number }>(
    'SELECT count(*)::int AS n FROM support_conversations WHERE user_id = $1',
    [userId],
  )
  return {
    username: u.username,
    vip: Number(u.vip),
    balance: money(await centralBalance(q, userId)),
    protection: { kind: status.exclusion?.kind ?? null, ends_at: status.exclusion?.ends_at ?? null },
    locked: Number(u.status) !== 1,
    deposits: await recent('deposits'),
    withdrawals: await recent('withdrawals'),
    conversations: Number(n.n),
  }
}

/** Closed conversations, newest first; `q` matches the member's account or a word of the transcript. */
export async function closedConversations(q: Query, search: string | undefined, page: number, now: Date) {
  const perPage = 20
  const where = `c.state = 'closed' AND ($1::text IS NULL OR u.username ILIKE $1 OR EXISTS (
      SELECT 1 FROM support_messages m WHERE m.conversation_id = c.id AND m.kind = 'text' AND m.body ILIKE $1))`
  const like = search ? `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null
  const rows = await q<DeskRow>(
    `${DESK_SQL} WHERE ${where} ORDER BY c.closed_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [like, perPage, (page - 1) * perPage],
  )
  const [t] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM support_conversations c LEFT JOIN users u ON u.id = c.user_id WHERE ${where}`,
    [like],
  )
  return { rows: rows.map((r) => toDesk(r, now)), total: Number(t.n), page, per_page: perPage }
}
