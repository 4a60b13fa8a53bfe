// What the site says to players directly (docs/content.md): the welcome modal (settings rows
// index_modal, webcontent, webcontent_en) and inbox messages to one player, a VIP level or everyone.
import { contentCalls } from '../../core/contract/admin'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { readSettings, writeSetting } from '../services/content'
import { sanitizeHtml } from '../services/html'
import { type Actor, appendAudit } from './audit'
import { iso, num, parseContent, type Row } from './content-fields'

// ---------------------------------------------------------------- the welcome modal

export async function welcome(q: Query) {
  const zh = await readSettings(q, 'zh')
  const [en] = await q<{ value: unknown }>("SELECT value FROM settings WHERE key = 'webcontent_en'")
  return {
    index_modal: Number(zh.index_modal) === 1 ? 1 : 0,
    webcontent: String(zh.webcontent ?? ''),
    webcontent_en: typeof en?.value === 'string' ? en.value : '',
  }
}

export async function saveWelcome(db: Db, who: Actor, body: unknown) {
  const v = parseContent(contentCalls.saveWelcome.request, body)
  const next = {
    index_modal: v.index_modal,
    webcontent: sanitizeHtml(v.webcontent),
    webcontent_en: sanitizeHtml(v.webcontent_en),
  }
  return db.tx(async (q) => {
    await q("SELECT key FROM settings WHERE key IN ('index_modal', 'webcontent', 'webcontent_en') FOR UPDATE")
    const before = await welcome(q)
    for (const [k, value] of Object.entries(next)) await writeSetting(q, k, value)
    const after = await welcome(q)
    await appendAudit(q, who, { action: 'content.welcome.update', target: 'settings:welcome', before, after })
    return after
  })
}

// ---------------------------------------------------------------- inbox messages

export async function sentMessages(q: Query) {
  const rows = await q<Row>(
    `SELECT m.id, m.user_id, u.username, m.vip_level, m.title, m.title_en, m.content, m.content_en, m.created_at
       FROM inbox_messages m LEFT JOIN users u ON u.id = m.user_id
      ORDER BY m.created_at DESC, m.id DESC LIMIT 100`,
  )
  return rows.map((r) => ({
    id: num(r.id),
    audience:
      r.user_id !== null ? ('player' as const) : r.vip_level !== null ? ('vip' as const) : ('all' as const),
    username: (r.username as string | null) ?? null,
    vip_level: r.vip_level === null ? null : num(r.vip_level),
    title: String(r.title),
    title_en: String(r.title_en),
    content: String(r.content),
    content_en: String(r.content_en),
    created_at: iso(r.created_at) as string,
  }))
}

/** One message to one player, to every player of a VIP level, or to everyone (one row each). */
export async function sendInbox(db: Db, who: Actor, body: unknown) {
  const v = parseContent(contentCalls.sendInbox.request, body)
  const content = sanitizeHtml(v.content)
  const contentEn = sanitizeHtml(v.content_en)
  return db.tx(async (q) => {
    let userId: number | null = null
    let recipients: number
    if (v.audience === 'player') {
      const [u] = await q<{ id: string | number }>('SELECT id FROM users WHERE lower(username) = lower($1)', [
        v.username,
      ])
      if (!u) throw new BizError(202, 'a.noSuchPlayer')
      userId = Number(u.id)
      recipients = 1
    } else {
      const [{ n }] = await q<{ n: string | number }>(
        'SELECT count(*) AS n FROM users WHERE status = 1 AND ($1::int IS NULL OR vip = $1)',
        [v.audience === 'vip' ? v.vip_level : null],
      )
      recipients = Number(n)
    }
    const vipLevel = v.audience === 'vip' ? (v.vip_level ?? null) : null
    const [r] = await q<{ id: string | number }>(
      `INSERT INTO inbox_messages (user_id, vip_level, title, title_en, content, content_en)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [userId, vipLevel, v.title, v.title_en, content, contentEn],
    )
    const id = Number(r.id)
    const target =
      v.audience === 'player' ? `player:${v.username}` : v.audience === 'vip' ? `vip:${vipLevel}` : 'all'
    await appendAudit(q, who, {
      action: 'content.inbox.send',
      target,
      detail: v.title,
      after: { id, title: v.title, title_en: v.title_en, content, content_en: contentEn, recipients },
    })
    return { id, recipients }
  })
}
