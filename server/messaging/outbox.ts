// The default message adapter: every message becomes a row of `message_outbox` (migration 0025). No
// outside SMS or e-mail service is reachable from this sandbox, so the outbox is the delivery channel:
// operators read it in the console (发件箱, docs/messaging.md), codes included, and that is deliberate.
import type { Query } from '../db/client'
import { toWireTime } from '../wire'
import { type Message, type MessageSender, render, type SendResult } from './port'

export function outboxSender(query: Query): MessageSender {
  return {
    async send(m: Message): Promise<SendResult> {
      const { subject, body } = render(m)
      const [row] = await query<{ id: string | number }>(
        `INSERT INTO message_outbox (channel, address, template, lang, subject, body, user_id, state)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'delivered') RETURNING id`,
        [m.channel, m.to, m.template, m.lang, subject, body, m.userId ?? null],
      )
      return { id: String(row.id) }
    },
  }
}

export type OutboxRow = {
  id: number
  at: string
  channel: 'sms' | 'email'
  address: string
  username: string | null
  template: string
  lang: string
  subject: string
  body: string
  state: string
}

export type OutboxFilter = { page: number; per_page: number; q?: string; channel?: 'sms' | 'email' }

/** The outbox, newest first; `q` matches the address or the account name (case-insensitive, partial). */
export async function listOutbox(q: Query, f: OutboxFilter) {
  const where: string[] = []
  const params: unknown[] = []
  if (f.q) {
    params.push(`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    where.push(`(o.address ILIKE $${params.length} OR u.username ILIKE $${params.length})`)
  }
  if (f.channel) {
    params.push(f.channel)
    where.push(`o.channel = $${params.length}`)
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const [count] = await q<{ n: string | number }>(
    `SELECT count(*) AS n FROM message_outbox o LEFT JOIN users u ON u.id = o.user_id ${filter}`,
    params,
  )
  const rows = await q<{
    id: string | number
    created_at: Date
    channel: 'sms' | 'email'
    address: string
    username: string | null
    template: string
    lang: string
    subject: string
    body: string
    state: string
  }>(
    `SELECT o.id, o.created_at, o.channel, o.address, u.username, o.template, o.lang, o.subject, o.body, o.state
       FROM message_outbox o LEFT JOIN users u ON u.id = o.user_id ${filter}
      ORDER BY o.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, f.per_page, (f.page - 1) * f.per_page],
  )
  return {
    rows: rows.map(
      (r): OutboxRow => ({
        id: Number(r.id),
        at: toWireTime(r.created_at),
        channel: r.channel,
        address: r.address,
        username: r.username,
        template: r.template,
        lang: r.lang,
        subject: r.subject,
        body: r.body,
        state: r.state,
      }),
    ),
    total: Number(count.n),
    page: f.page,
    per_page: f.per_page,
  }
}
