// The content editors of the operator console (docs/content.md): list, create, update and (where a
// row may go) delete banners, notices (the home ticker), help articles, activities' display fields,
// venues, VIP levels and red-packet rules; the welcome modal; inbox messages to one player, a VIP
// level or everyone; image upload checked by its first bytes. Every write is parsed by the contract's
// zod schema (core/contract/admin/content.ts), rich text is rebuilt by the sanitiser
// (server/services/html.ts), and the change and its audit row (before/after) commit together. The
// player API reads these tables on every request (no cache), so a change shows at once.
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { CATEGORY_ID, type Category } from '../../core/contract'
import {
  type ContentKind,
  contentCalls,
  DELETABLE,
  type Permission,
  UPLOAD_MAX_BYTES,
} from '../../core/contract/admin'
import { centsToWire, decimalCents } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { sniffImage } from '../services/accounts-upload'
import { readSettings, writeSetting } from '../services/content'
import { sanitizeHtml } from '../services/html'
import { type Actor, appendAudit } from './audit'
import { redPacketWindow, setGrabWindow } from './service'

/** Field names as an operator reads them in a refusal. */
const LABELS: Record<string, string> = {
  id: '编号',
  code: '场馆代码',
  type: '类型',
  title: '中文标题',
  title_en: '英文标题',
  name: '中文名称',
  name_en: '英文名称',
  src: '图片',
  banner: '图片',
  url: '链接',
  sort: '排序',
  state: '状态',
  starts_at: '开始时间',
  ends_at: '结束时间',
  start_at: '开始时间',
  end_at: '结束时间',
  content: '中文内容',
  content_en: '英文内容',
  memo: '中文备注',
  memo_en: '英文备注',
  can_apply: '是否需要申请',
  description: '中文描述',
  description_en: '英文描述',
  category: '分类',
  app_state: '手机端开关',
  maintenance: '维护',
  level: 'VIP等级',
  vipname: '中文等级名',
  vipname_en: '英文等级名',
  recharge: '累计存款',
  flow: '累计流水',
  retention_flow: '保级流水',
  upgrade_bonus: '晋级礼金',
  realperson: '真人返水',
  electron: '电子返水',
  joker: '棋牌返水',
  sport: '体育返水',
  lottery: '彩票返水',
  e_sport: '电竞返水',
  day_flow: '最低存款',
  flow_money: '最高存款',
  grabs: '每日次数',
  percent_bp: '比例（万分比）',
  turnover_multiple: '流水倍数',
  enabled: '启用',
  index_modal: '弹窗开关',
  webcontent: '中文弹窗内容',
  webcontent_en: '英文弹窗内容',
  audience: '发送对象',
  username: '玩家账号',
  vip_level: 'VIP等级',
  data: '图片',
  grab_begin: '抢红包开始时间',
  grab_end: '抢红包结束时间',
}

/** The schema's answer, or a refusal that names the field in Chinese (never a key, never English). */
export function parseContent<T extends z.ZodType>(schema: T, v: unknown): z.output<T> {
  const r = schema.safeParse(v ?? {})
  if (r.success) return r.data
  const issue = r.error.issues[0]
  const field = String(issue?.path[0] ?? 'body')
  if (issue?.message === 'dateRange')
    throw new BizError(1000, 'a.contentWindow', { field: LABELS[field] ?? field })
  throw new BizError(1000, 'a.contentField', { field: LABELS[field] ?? field })
}

const iso = (d: unknown) => (d === null || d === undefined ? null : new Date(d as string).toISOString())
const num = (v: unknown) => Number(v)
const cents = (v: unknown) => centsToWire(BigInt(String(v)))

type Row = Record<string, unknown>
type Spec = {
  table: string
  key: 'id' | 'code'
  /** SELECT list (columns as the DB has them). */
  select: string
  order: string
  /** DB row -> wire row. */
  out: (r: Row) => Row
  /** Parsed input -> columns to write. */
  columns: (v: Row) => Row
  rich?: string[]
  create: boolean
  /** Extra checks inside the transaction (references, uniqueness), with the row's key on update. */
  check?: (q: Query, v: Row, key: unknown) => Promise<void>
}

const windowed = (r: Row) => ({ starts_at: iso(r.starts_at), ends_at: iso(r.ends_at) })

const unique = async (q: Query, table: string, column: string, value: unknown, key: unknown) => {
  const [hit] = await q(`SELECT 1 FROM ${table} WHERE ${column} = $1 AND ($2::bigint IS NULL OR id <> $2)`, [
    value,
    key ?? null,
  ])
  if (hit) throw new BizError(1000, 'a.contentDuplicate', { field: LABELS[column] ?? column })
}

const SPECS: Record<ContentKind, Spec> = {
  banners: {
    table: 'banners',
    key: 'id',
    select: 'id, type, title, title_en, src, url, sort, state, starts_at, ends_at',
    order: 'type, sort, id',
    out: (r) => ({
      id: num(r.id),
      type: num(r.type),
      title: r.title,
      title_en: r.title_en,
      src: r.src,
      url: r.url,
      sort: num(r.sort),
      state: num(r.state),
      ...windowed(r),
    }),
    columns: (v) => ({
      type: v.type,
      title: v.title,
      title_en: v.title_en,
      src: v.src,
      url: v.url,
      sort: v.sort,
      state: v.state,
      starts_at: v.starts_at,
      ends_at: v.ends_at,
    }),
    create: true,
  },
  notices: {
    table: 'notices',
    key: 'id',
    select: 'id, title, title_en, content, content_en, sort, state, starts_at, ends_at',
    order: 'sort DESC, id DESC',
    out: (r) => ({
      id: num(r.id),
      title: r.title,
      title_en: r.title_en,
      content: r.content,
      content_en: r.content_en,
      sort: num(r.sort),
      state: num(r.state),
      ...windowed(r),
    }),
    columns: (v) => ({
      title: v.title,
      title_en: v.title_en,
      content: v.content,
      content_en: v.content_en,
      sort: v.sort,
      state: v.state,
      starts_at: v.starts_at,
      ends_at: v.ends_at,
    }),
    rich: ['content', 'content_en'],
    create: true,
  },
  articles: {
    table: 'articles',
    key: 'id',
    select: 'id, type, name, name_en, content, content_en, sort, state',
    order: 'type, sort, id',
    out: (r) => ({
      id: num(r.id),
      type: num(r.type),
      name: r.name,
      name_en: r.name_en,
      content: r.content,
      content_en: r.content_en,
      sort: num(r.sort),
      state: num(r.state),
    }),
    columns: (v) => ({
      type: v.type,
      name: v.name,
      name_en: v.name_en,
      content: v.content,
      content_en: v.content_en,
      sort: v.sort,
      state: v.state,
    }),
    rich: ['content', 'content_en'],
    create: true,
  },
  activities: {
    table: 'activities',
    key: 'id',
    select:
      'id, type, title, title_en, banner, content, content_en, memo, memo_en, can_apply, sort, state, starts_at, ends_at',
    order: 'sort, id',
    out: (r) => ({
      id: num(r.id),
      type: num(r.type),
      title: r.title,
      title_en: r.title_en,
      banner: r.banner,
      content: r.content,
      content_en: r.content_en,
      memo: r.memo,
      memo_en: r.memo_en,
      can_apply: num(r.can_apply),
      sort: num(r.sort),
      state: num(r.state),
      ...windowed(r),
    }),
    columns: (v) => ({
      type: v.type,
      title: v.title,
      title_en: v.title_en,
      banner: v.banner,
      content: v.content,
      content_en: v.content_en,
      memo: v.memo,
      memo_en: v.memo_en,
      can_apply: v.can_apply,
      sort: v.sort,
      state: v.state,
      starts_at: v.starts_at,
      ends_at: v.ends_at,
    }),
    rich: ['content', 'content_en', 'memo', 'memo_en'],
    create: true,
    check: async (q, v, key) => {
      const [t] = await q('SELECT 1 FROM activity_types WHERE id = $1', [v.type])
      if (!t) throw new BizError(1000, 'a.contentField', { field: LABELS.type })
      await unique(q, 'activities', 'title', v.title, key)
    },
  },
  types: {
    table: 'activity_types',
    key: 'id',
    select: 'id, name, name_en, sort',
    order: 'sort, id',
    out: (r) => ({ id: num(r.id), name: r.name, name_en: r.name_en, sort: num(r.sort) }),
    columns: (v) => ({ name: v.name, name_en: v.name_en, sort: v.sort }),
    create: true,
    check: (q, v, key) => unique(q, 'activity_types', 'name', v.name, key),
  },
  venues: {
    table: 'venues',
    key: 'code',
    select: 'code, name, name_en, description, description_en, category, sort, state, app_state, maintenance',
    order: 'category, sort, code',
    out: (r) => ({
      code: r.code,
      name: r.name,
      name_en: r.name_en,
      description: r.description,
      description_en: r.description_en,
      category: r.category,
      sort: num(r.sort),
      state: num(r.state),
      app_state: num(r.app_state),
      maintenance: num(r.maintenance),
    }),
    columns: (v) => ({
      name: v.name,
      name_en: v.name_en,
      description: v.description,
      description_en: v.description_en,
      category: v.category,
      category_id: CATEGORY_ID[v.category as Category],
      sort: v.sort,
      state: v.state,
      app_state: v.app_state,
      maintenance: v.maintenance,
    }),
    create: false,
  },
  vip: {
    table: 'vip_levels',
    key: 'id',
    select: `id, level, vipname, vipname_en, recharge_cents, flow_cents, retention_flow_cents, upgrade_bonus_cents,
      realperson::text AS realperson, electron::text AS electron, joker::text AS joker, sport::text AS sport,
      lottery::text AS lottery, e_sport::text AS e_sport`,
    order: 'level',
    out: (r) => ({
      id: num(r.id),
      level: num(r.level),
      vipname: r.vipname,
      vipname_en: r.vipname_en,
      recharge: cents(r.recharge_cents),
      flow: cents(r.flow_cents),
      retention_flow: cents(r.retention_flow_cents),
      upgrade_bonus: cents(r.upgrade_bonus_cents),
      realperson: String(r.realperson),
      electron: String(r.electron),
      joker: String(r.joker),
      sport: String(r.sport),
      lottery: String(r.lottery),
      e_sport: String(r.e_sport),
    }),
    columns: (v) => ({
      level: v.level,
      vipname: v.vipname,
      vipname_en: v.vipname_en,
      recharge_cents: decimalCents(String(v.recharge)).toString(),
      flow_cents: decimalCents(String(v.flow)).toString(),
      retention_flow_cents: decimalCents(String(v.retention_flow)).toString(),
      upgrade_bonus_cents: decimalCents(String(v.upgrade_bonus)).toString(),
      realperson: v.realperson,
      electron: v.electron,
      joker: v.joker,
      sport: v.sport,
      lottery: v.lottery,
      e_sport: v.e_sport,
    }),
    create: true,
    check: (q, v, key) => unique(q, 'vip_levels', 'level', v.level, key),
  },
  redpackets: {
    table: 'redpacket_rules',
    key: 'id',
    select: `id, start_at, end_at, day_flow_cents, flow_money_cents, grabs, percent_bp,
      turnover_multiple::text AS turnover_multiple, enabled`,
    order: 'start_at DESC, id',
    out: (r) => ({
      id: num(r.id),
      start_at: iso(r.start_at),
      end_at: iso(r.end_at),
      day_flow: cents(r.day_flow_cents),
      flow_money: cents(r.flow_money_cents),
      grabs: num(r.grabs),
      percent_bp: num(r.percent_bp),
      turnover_multiple: String(r.turnover_multiple),
      enabled: r.enabled ? 1 : 0,
    }),
    columns: (v) => ({
      start_at: v.start_at,
      end_at: v.end_at,
      day_flow_cents: decimalCents(String(v.day_flow)).toString(),
      flow_money_cents: decimalCents(String(v.flow_money)).toString(),
      grabs: v.grabs,
      percent_bp: v.percent_bp,
      turnover_multiple: v.turnover_multiple,
      enabled: v.enabled === 1,
    }),
    create: true,
  },
}

const one = async (q: Query, s: Spec, key: unknown, lock = false) => {
  const [r] = await q<Row>(
    `SELECT ${s.select} FROM ${s.table} WHERE ${s.key} = $1${lock ? ' FOR UPDATE' : ''}`,
    [key],
  )
  return r ? s.out(r) : null
}

export async function listContent(q: Query, kind: ContentKind) {
  const s = SPECS[kind]
  const rows = await q<Row>(`SELECT ${s.select} FROM ${s.table} ORDER BY ${s.order}`)
  return rows.map(s.out)
}

/** Create (no key) or update (key given) one row, audited with before and after. */
export async function saveContent(db: Db, who: Actor, kind: ContentKind, body: unknown) {
  const s = SPECS[kind]
  const v = parseContent(contentCalls[kind].save.request, body) as Row
  for (const f of s.rich ?? []) v[f] = sanitizeHtml(String(v[f] ?? ''))
  const key = v[s.key] ?? null
  if (key === null && !s.create) throw new BizError(1000, 'a.contentField', { field: LABELS[s.key] })
  const cols = s.columns(v)
  const names = Object.keys(cols)
  const values = Object.values(cols)
  return db.tx(async (q) => {
    const before = key === null ? null : await one(q, s, key, true)
    if (key !== null && !before) throw new BizError(202, 'a.contentMissing')
    await s.check?.(q, v, key)
    let saved: unknown = key
    if (key === null) {
      const [r] = await q<{ k: unknown }>(
        `INSERT INTO ${s.table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})
         RETURNING ${s.key} AS k`,
        values,
      )
      saved = r.k
    } else {
      await q(
        `UPDATE ${s.table} SET ${names.map((n, i) => `${n} = $${i + 1}`).join(', ')} WHERE ${s.key} = $${names.length + 1}`,
        [...values, key],
      )
    }
    const after = await one(q, s, saved)
    await appendAudit(q, who, {
      action: `content.${kind}.${key === null ? 'create' : 'update'}`,
      target: `${kind}:${saved}`,
      detail: String(
        (after as Row | null)?.title ?? (after as Row | null)?.name ?? (after as Row | null)?.vipname ?? '',
      ),
      before,
      after,
    })
    return after
  })
}

export async function deleteContent(db: Db, who: Actor, kind: ContentKind, id: number) {
  if (!(DELETABLE as readonly string[]).includes(kind)) throw new BizError(1000, 'a.contentNoDelete')
  const s = SPECS[kind]
  return db.tx(async (q) => {
    const before = await one(q, s, id, true)
    if (!before) throw new BizError(202, 'a.contentMissing')
    await q(`DELETE FROM ${s.table} WHERE id = $1`, [id])
    await appendAudit(q, who, { action: `content.${kind}.delete`, target: `${kind}:${id}`, before })
    return { id }
  })
}

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

// ---------------------------------------------------------------- images

const sniff = (b: Buffer): { ext: string; mime: string } | null => {
  const known = sniffImage(b)
  if (known) return known
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg' }
  if (
    b.length >= 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return { ext: 'webp', mime: 'image/webp' }
  return null
}

/** An image for a banner or an activity; its type is decided by its first bytes, never by a name. */
export async function uploadImage(db: Db, uploadsDir: string, who: Actor, body: unknown) {
  const v = parseContent(contentCalls.upload.request, body)
  const b64 = v.data.replace(/^data:[^,]*,/, '')
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw new BizError(1000, 'a.imageType')
  const buf = Buffer.from(b64, 'base64')
  if (buf.length === 0 || buf.length > UPLOAD_MAX_BYTES) throw new BizError(1000, 'a.imageType')
  const kind = sniff(buf)
  if (!kind) throw new BizError(1000, 'a.imageType')
  const dir = resolve(uploadsDir, 'content')
  await mkdir(dir, { recursive: true })
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`
  await writeFile(join(dir, name), buf, { flag: 'wx' })
  const url = `/uploads/content/${name}`
  await db.tx((q) =>
    appendAudit(q, who, {
      action: 'content.upload',
      target: url,
      after: { url, mime: kind.mime, bytes: buf.length },
    }),
  )
  return { url }
}

// ---------------------------------------------------------------- the routes (registered in routes.ts)

export type ContentRoute = {
  method: 'GET' | 'POST'
  path: string
  permission: Permission
  bodyLimit?: number
  handler: (req: FastifyRequest, who: Actor) => Promise<unknown>
}

const input = (req: FastifyRequest) => ({
  ...((req.body as object | null) ?? {}),
  ...((req.params as object | null) ?? {}),
})
/** Two languages of long rich text do not fit the console's default 64 KB body. */
const RICH_BODY = 512 * 1024

export function contentRoutes(db: Db, uploadsDir: () => string): ContentRoute[] {
  const routes: ContentRoute[] = []
  for (const kind of Object.keys(SPECS) as ContentKind[]) {
    const c = contentCalls[kind]
    routes.push({ ...c.list, handler: async () => listContent(db.query, kind) })
    routes.push({
      ...c.save,
      bodyLimit: RICH_BODY,
      handler: (req, who) => saveContent(db, who, kind, input(req)),
    })
    // Registered for every editor, so a delete where rows must stay answers why (switch it off instead).
    routes.push({
      ...c.remove,
      handler: (req, who) => deleteContent(db, who, kind, parseContent(c.remove.request, req.params).id),
    })
  }
  const k = contentCalls
  routes.push(
    {
      ...k.activityTypes,
      handler: async () =>
        (await db.query<Row>('SELECT id, name FROM activity_types ORDER BY sort, id')).map((r) => ({
          id: num(r.id),
          name: String(r.name),
        })),
    },
    { ...k.grabWindow, handler: () => redPacketWindow(db.query) },
    {
      ...k.saveGrabWindow,
      handler: (req, who) => setGrabWindow(db, who, parseContent(k.saveGrabWindow.request, req.body)),
    },
    { ...k.welcome, handler: () => welcome(db.query) },
    { ...k.saveWelcome, bodyLimit: RICH_BODY, handler: (req, who) => saveWelcome(db, who, req.body) },
    { ...k.inbox, handler: () => sentMessages(db.query) },
    { ...k.sendInbox, handler: (req, who) => sendInbox(db, who, req.body) },
    {
      ...k.upload,
      bodyLimit: Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 4096,
      handler: (req, who) => uploadImage(db, uploadsDir(), who, req.body),
    },
  )
  return routes
}
