// Seeds operator settings and content (the data is shared with the mocks, in core/content/site.ts).
import { ARTICLES } from '../../core/content/articles'
import { ACTIVITIES, ACTIVITY_TYPES, BANNERS, INBOX, NOTICES, SETTINGS, VIP } from '../../core/content/site'
import { yuan } from '../../core/money'
import type { Query } from '../db/client'

export { SETTINGS }

/** Insert rows into a keyless table only when it is empty (the seed never duplicates them). */
async function whenEmpty(q: Query, table: string, fill: () => Promise<void>) {
  const [row] = await q(`SELECT 1 FROM ${table} LIMIT 1`)
  if (!row) await fill()
}

export async function seedContent(q: Query) {
  for (const [key, value] of Object.entries(SETTINGS)) {
    await q('INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING', [
      key,
      JSON.stringify(value),
    ])
  }
  await whenEmpty(q, 'banners', async () => {
    for (const [i, b] of BANNERS.entries()) {
      await q('INSERT INTO banners (type, title, src, url, sort) VALUES (1, $1, $2, $3, $4)', [
        b.title,
        b.src,
        b.url,
        i,
      ])
    }
  })
  await whenEmpty(q, 'notices', async () => {
    for (const [i, n] of NOTICES.entries()) {
      await q(
        "INSERT INTO notices (title, content, sort, created_at) VALUES ($1, $2, $3, now() - $4 * interval '1 day')",
        [n.title, n.content, NOTICES.length - i, i],
      )
    }
  })
  await whenEmpty(q, 'articles', async () => {
    for (const a of ARTICLES)
      await q('INSERT INTO articles (type, name, content) VALUES ($1, $2, $3)', [a.type, a.name, a.content])
  })
  for (const [i, name] of ACTIVITY_TYPES.entries()) {
    await q('INSERT INTO activity_types (name, sort) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      i,
    ])
  }
  for (const [i, a] of ACTIVITIES.entries()) {
    await q(
      `INSERT INTO activities (type, title, banner, content, memo, can_apply, sort)
       SELECT id, $2, $3, $4, $5, $6, $7 FROM activity_types WHERE name = $1
       ON CONFLICT (title) DO NOTHING`,
      [
        ACTIVITY_TYPES[a.type - 1],
        a.title,
        `/img/activities/act-${i + 1}.svg`,
        a.content,
        a.memo,
        a.can_apply,
        i,
      ],
    )
  }
  for (const [i, [recharge, flow, retention, bonus, r]] of VIP.entries()) {
    await q(
      `INSERT INTO vip_levels (level, vipname, recharge_cents, flow_cents, retention_flow_cents, upgrade_bonus_cents,
                               realperson, electron, joker, sport, lottery, e_sport)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (level) DO NOTHING`,
      [i + 1, `VIP${i + 1}`, ...[recharge, flow, retention, bonus].map((whole) => String(yuan(whole))), ...r],
    )
  }
  await whenEmpty(q, 'inbox_messages', async () => {
    for (const [i, m] of INBOX.entries()) {
      await q(
        "INSERT INTO inbox_messages (title, content, created_at) VALUES ($1, $2, now() - $3 * interval '1 hour')",
        [m.title, m.content, (INBOX.length - i) * 24],
      )
    }
  })
}
