// Seeds operator settings and content (the data is shared with the mocks, in core/content/site.ts).
// Rows are inserted with their English twins; a database seeded before they existed gets them through
// fillEnglish (docs/content.md, "Demo content in English").
import { ARTICLES } from '../../core/content/articles'
import { ARTICLES_EN } from '../../core/content/articles-en'
import {
  ACTIVITIES,
  ACTIVITY_ART,
  ACTIVITY_TYPES,
  ACTIVITY_TYPES_EN,
  BANNERS,
  INBOX,
  NOTICES,
  SETTINGS,
  VIP,
} from '../../core/content/site'
import { yuan } from '../../core/money'
import type { Query } from '../db/client'

export { SETTINGS }

/** Insert rows into a keyless table only when it is empty (the seed never duplicates them). */
async function whenEmpty(q: Query, table: string, fill: () => Promise<void>) {
  const [row] = await q(`SELECT 1 FROM ${table} LIMIT 1`)
  if (!row) await fill()
}

/** One text and its English twin: `column` holds the Chinese, `${column}_en` the English. */
export type Twin = [column: string, zh: string, en: string]

/**
 * Give a demo row its English where the English is still empty and the Chinese is still the demo's
 * own (an operator's text, in either language, is never overwritten). Idempotent.
 */
export async function fillEnglish(q: Query, table: string, twins: Twin[]) {
  for (const [column, zh, en] of twins)
    if (zh && en)
      await q(`UPDATE ${table} SET ${column}_en = $2 WHERE ${column} = $1 AND ${column}_en = ''`, [zh, en])
}

export async function seedContent(q: Query) {
  for (const [key, value] of Object.entries(SETTINGS)) {
    await q('INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING', [
      key,
      JSON.stringify(value),
    ])
  }
  // Licences seeded before their English names: the stock list, untouched by an operator, gets them.
  const stockLicences = (SETTINGS.licences as { name_en?: string }[]).map(({ name_en: _, ...l }) => l)
  await q("UPDATE settings SET value = $1::jsonb WHERE key = 'licences' AND value = $2::jsonb", [
    JSON.stringify(SETTINGS.licences),
    JSON.stringify(stockLicences),
  ])
  await whenEmpty(q, 'banners', async () => {
    for (const [i, b] of BANNERS.entries()) {
      await q('INSERT INTO banners (type, title, title_en, src, url, sort) VALUES (1, $1, $2, $3, $4, $5)', [
        b.title,
        b.title_en,
        b.src,
        b.url,
        i,
      ])
    }
  })
  await fillEnglish(
    q,
    'banners',
    BANNERS.map((b) => ['title', b.title, b.title_en]),
  )
  await whenEmpty(q, 'notices', async () => {
    for (const [i, n] of NOTICES.entries()) {
      await q(
        `INSERT INTO notices (title, title_en, content, sort, created_at)
         VALUES ($1, $2, '', $3, now() - $4 * interval '1 day')`,
        [n.title, n.title_en, NOTICES.length - i, i],
      )
    }
  })
  await fillEnglish(
    q,
    'notices',
    NOTICES.map((n) => ['title', n.title, n.title_en]),
  )
  await whenEmpty(q, 'articles', async () => {
    for (const a of ARTICLES)
      await q('INSERT INTO articles (type, name, name_en, content, content_en) VALUES ($1, $2, $3, $4, $5)', [
        a.type,
        a.name,
        ARTICLES_EN[a.type]?.name ?? '',
        a.content,
        ARTICLES_EN[a.type]?.content ?? '',
      ])
  })
  await fillEnglish(
    q,
    'articles',
    ARTICLES.flatMap((a): Twin[] => [
      ['name', a.name, ARTICLES_EN[a.type]?.name ?? ''],
      ['content', a.content, ARTICLES_EN[a.type]?.content ?? ''],
    ]),
  )
  for (const [i, name] of ACTIVITY_TYPES.entries()) {
    await q(
      'INSERT INTO activity_types (name, name_en, sort) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
      [name, ACTIVITY_TYPES_EN[i], i],
    )
  }
  await fillEnglish(
    q,
    'activity_types',
    ACTIVITY_TYPES.map((name, i) => ['name', name, ACTIVITY_TYPES_EN[i]]),
  )
  for (const [i, a] of ACTIVITIES.entries()) {
    await q(
      `INSERT INTO activities (type, title, title_en, banner, content, content_en, memo, memo_en, can_apply, sort)
       SELECT id, $2, $3, $4, $5, $6, $7, $8, $9, $10 FROM activity_types WHERE name = $1
       ON CONFLICT (title) DO NOTHING`,
      [
        ACTIVITY_TYPES[a.type - 1],
        a.title,
        a.title_en,
        ACTIVITY_ART[i],
        a.content,
        a.content_en,
        a.memo,
        a.memo_en,
        a.can_apply,
        i,
      ],
    )
  }
  await fillEnglish(
    q,
    'activities',
    ACTIVITIES.flatMap((a): Twin[] => [
      ['title', a.title, a.title_en],
      ['content', a.content, a.content_en],
      ['memo', a.memo, a.memo_en],
    ]),
  )
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
        `INSERT INTO inbox_messages (title, title_en, content, content_en, created_at)
         VALUES ($1, $2, $3, $4, now() - $5 * interval '1 hour')`,
        [m.title, m.title_en, m.content, m.content_en, (INBOX.length - i) * 24],
      )
    }
  })
  await fillEnglish(
    q,
    'inbox_messages',
    INBOX.flatMap((m): Twin[] => [
      ['title', m.title, m.title_en],
      ['content', m.content, m.content_en],
    ]),
  )
}
