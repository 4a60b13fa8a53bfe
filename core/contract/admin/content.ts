// The content editors' wire format (docs/content.md): banners, notices (the home ticker), help
// articles, activities' display fields, venues, VIP levels, red-packet rules, the welcome modal, inbox
// messages and the image upload. Every player-visible text has a Chinese value and an English twin
// (`<field>_en`); an empty English value means "not translated" and the player API answers Chinese.
// Every request schema is what the server enforces (server/admin/content.ts); the console uses the
// same schemas to check its form before sending.
import { z } from 'zod'
import { CATEGORIES } from '../entities'
import type { Permission } from './roles'

// ---------------------------------------------------------------- field rules

/** http(s) URL or a site-relative path ("/img/a.png", "/#/abouts?type=5"); never javascript: or //host. */
export const isLink = (v: string) =>
  /^https?:\/\/[^\s<>"']+$/i.test(v) || /^\/(?!\/)[^\s<>"']*$/.test(v) || /^#\/[^\s<>"']*$/.test(v)

const text = (max: number) => z.string().trim().max(max)
const required = (max: number) => z.string().trim().min(1).max(max)
const link = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || isLink(v), { message: 'link' })
const image = z.string().trim().min(1).max(500).refine(isLink, { message: 'link' })
const flag = z.coerce.number().int().min(0).max(1)
const sort = z.coerce.number().int().min(-99_999).max(99_999)
/** A moment with its offset (ISO 8601), or empty for an open end. */
const moment = z
  .union([z.literal(''), z.null(), z.iso.datetime({ offset: true })])
  .optional()
  .transform((v) => v || null)
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/)
const rate = z
  .string()
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$/)
const id = z.coerce.number().int().positive()

/** Longest rich text kept (characters, per language). */
export const RICH_MAX = 20_000

type Windowed = { starts_at: string | null; ends_at: string | null }
const ordered = (v: Windowed) => !v.starts_at || !v.ends_at || Date.parse(v.ends_at) > Date.parse(v.starts_at)
const window = { path: ['ends_at'], message: 'dateRange' }

// ---------------------------------------------------------------- editors

export const bannerInput = z
  .object({
    id: id.optional(),
    type: z.coerce.number().int().min(1).max(9),
    title: required(100),
    title_en: text(100),
    src: image,
    url: link,
    sort,
    state: flag,
    starts_at: moment,
    ends_at: moment,
  })
  .refine(ordered, window)

export const noticeInput = z
  .object({
    id: id.optional(),
    title: required(200),
    title_en: text(200),
    content: text(RICH_MAX),
    content_en: text(RICH_MAX),
    sort,
    state: flag,
    starts_at: moment,
    ends_at: moment,
  })
  .refine(ordered, window)

export const articleInput = z.object({
  id: id.optional(),
  type: z.coerce.number().int().min(1).max(99),
  name: required(50),
  name_en: text(50),
  content: required(RICH_MAX),
  content_en: text(RICH_MAX),
  sort,
  state: flag,
})

/** Display fields only: the bonus rule is edited elsewhere. */
export const activityInput = z
  .object({
    id: id.optional(),
    type: id,
    title: required(100),
    title_en: text(100),
    banner: image,
    content: required(RICH_MAX),
    content_en: text(RICH_MAX),
    memo: text(2000),
    memo_en: text(2000),
    can_apply: flag,
    sort,
    state: flag,
    starts_at: moment,
    ends_at: moment,
  })
  .refine(ordered, window)

/** Promotion types: the tabs of the promotions page. */
export const typeInput = z.object({
  id: id.optional(),
  name: required(20),
  name_en: text(40),
  sort,
})

/** Venues are the game partners' lobbies: edited, switched off or put in maintenance, never created here. */
export const venueInput = z.object({
  code: z.string().min(1).max(32),
  name: required(50),
  name_en: text(50),
  description: text(500),
  description_en: text(500),
  category: z.enum(CATEGORIES),
  sort,
  state: flag,
  app_state: flag,
  maintenance: flag,
})

export const vipInput = z
  .object({
    id: id.optional(),
    level: z.coerce.number().int().min(1).max(99),
    vipname: required(30),
    vipname_en: text(30),
    recharge: amount,
    flow: amount,
    retention_flow: amount,
    upgrade_bonus: amount,
    realperson: rate,
    electron: rate,
    joker: rate,
    sport: rate,
    lottery: rate,
    e_sport: rate,
  })
  .refine((v) => Number(v.retention_flow) <= Number(v.flow), { path: ['retention_flow'], message: 'order' })

export const redPacketRuleInput = z
  .object({
    id: id.optional(),
    start_at: z.iso.datetime({ offset: true }),
    end_at: z.iso.datetime({ offset: true }),
    day_flow: amount,
    flow_money: amount,
    grabs: z.coerce.number().int().min(0).max(100),
    percent_bp: z.coerce.number().int().min(1).max(10_000),
    turnover_multiple: z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/)
      .refine((v) => Number(v) <= 10, { message: 'max' }),
    enabled: flag,
  })
  .refine((v) => Date.parse(v.end_at) > Date.parse(v.start_at), { path: ['end_at'], message: 'dateRange' })
  .refine((v) => Number(v.flow_money) >= Number(v.day_flow), { path: ['flow_money'], message: 'order' })

/** The daily grab window (Beijing wall times); deposits count from yesterday's end to today's begin. */
const wall = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/)
export const grabWindowInput = z
  .object({ grab_begin: wall, grab_end: wall })
  .refine((v) => v.grab_begin < v.grab_end, { path: ['grab_end'], message: 'dateRange' })

export const welcomeInput = z.object({
  index_modal: flag,
  webcontent: text(RICH_MAX),
  webcontent_en: text(RICH_MAX),
})

export const inboxInput = z
  .object({
    audience: z.enum(['player', 'vip', 'all']),
    username: z.string().trim().max(64).optional(),
    vip_level: z.coerce.number().int().min(1).max(99).optional(),
    title: required(100),
    title_en: text(100),
    content: required(2000),
    content_en: text(2000),
  })
  .refine((v) => v.audience !== 'player' || !!v.username, { path: ['username'], message: 'required' })
  .refine((v) => v.audience !== 'vip' || v.vip_level !== undefined, {
    path: ['vip_level'],
    message: 'required',
  })

/** An image as base64 (PNG, GIF, JPEG or WebP by its first bytes, at most 2 MB). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024
export const uploadInput = z.object({
  data: z
    .string()
    .min(8)
    .max(Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 8),
})

// ---------------------------------------------------------------- rows (what the lists answer)

const when = z.string().nullable()
export const bannerRow = z.object({
  id: z.number(),
  type: z.number(),
  title: z.string(),
  title_en: z.string(),
  src: z.string(),
  url: z.string(),
  sort: z.number(),
  state: z.number(),
  starts_at: when,
  ends_at: when,
})
export const noticeRow = z.object({
  id: z.number(),
  title: z.string(),
  title_en: z.string(),
  content: z.string(),
  content_en: z.string(),
  sort: z.number(),
  state: z.number(),
  starts_at: when,
  ends_at: when,
})
export const articleRow = z.object({
  id: z.number(),
  type: z.number(),
  name: z.string(),
  name_en: z.string(),
  content: z.string(),
  content_en: z.string(),
  sort: z.number(),
  state: z.number(),
})
export const activityRow = z.object({
  id: z.number(),
  type: z.number(),
  title: z.string(),
  title_en: z.string(),
  banner: z.string(),
  content: z.string(),
  content_en: z.string(),
  memo: z.string(),
  memo_en: z.string(),
  can_apply: z.number(),
  sort: z.number(),
  state: z.number(),
  starts_at: when,
  ends_at: when,
})
export const venueRow = z.object({
  code: z.string(),
  name: z.string(),
  name_en: z.string(),
  description: z.string(),
  description_en: z.string(),
  category: z.enum(CATEGORIES),
  sort: z.number(),
  state: z.number(),
  app_state: z.number(),
  maintenance: z.number(),
})
export const vipRow = z.object({
  id: z.number(),
  level: z.number(),
  vipname: z.string(),
  vipname_en: z.string(),
  recharge: z.string(),
  flow: z.string(),
  retention_flow: z.string(),
  upgrade_bonus: z.string(),
  realperson: z.string(),
  electron: z.string(),
  joker: z.string(),
  sport: z.string(),
  lottery: z.string(),
  e_sport: z.string(),
})
export const redPacketRuleRow = z.object({
  id: z.number(),
  start_at: z.string(),
  end_at: z.string(),
  day_flow: z.string(),
  flow_money: z.string(),
  grabs: z.number(),
  percent_bp: z.number(),
  turnover_multiple: z.string(),
  enabled: z.number(),
})
export const grabWindowRow = z.object({ grab_begin: z.string(), grab_end: z.string() })
export const welcomeRow = z.object({
  index_modal: z.number(),
  webcontent: z.string(),
  webcontent_en: z.string(),
})
export const inboxRow = z.object({
  id: z.number(),
  audience: z.enum(['player', 'vip', 'all']),
  username: z.string().nullable(),
  vip_level: z.number().nullable(),
  title: z.string(),
  title_en: z.string(),
  content: z.string(),
  content_en: z.string(),
  created_at: z.string(),
})
export const activityTypeRow = z.object({ id: z.number(), name: z.string() })
export const typeRow = z.object({ id: z.number(), name: z.string(), name_en: z.string(), sort: z.number() })

// ---------------------------------------------------------------- the call table

type Call<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST'
  path: string
  permission: Permission
  request: Req
  response: Res
}
const P: Permission = 'content.edit'
const none = z.object({})
const byId = z.object({ id })

/** One editor's calls: the list, save (create without id, update with it) and, where allowed, delete. */
const one = <Req extends z.ZodType, Res extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  request: Req,
  response: Res,
): Call<Req, Res> => ({ method, path, permission: P, request, response })
const editor = <I extends z.ZodType, R extends z.ZodType>(kind: string, input: I, row: R) => ({
  list: one('GET', `/admin/api/content/${kind}`, none, z.array(row)),
  save: one('POST', `/admin/api/content/${kind}`, input, row),
  remove: one('POST', `/admin/api/content/${kind}/:id/delete`, byId, z.object({ id: z.number() })),
})

export const contentCalls = {
  banners: editor('banners', bannerInput, bannerRow),
  notices: editor('notices', noticeInput, noticeRow),
  articles: editor('articles', articleInput, articleRow),
  activities: editor('activities', activityInput, activityRow),
  types: editor('types', typeInput, typeRow),
  venues: editor('venues', venueInput, venueRow),
  vip: editor('vip', vipInput, vipRow),
  redpackets: editor('redpackets', redPacketRuleInput, redPacketRuleRow),
  activityTypes: one('GET', '/admin/api/content/activity-types', none, z.array(activityTypeRow)),
  grabWindow: one('GET', '/admin/api/content/redpacket-window', none, grabWindowRow),
  saveGrabWindow: one('POST', '/admin/api/content/redpacket-window', grabWindowInput, grabWindowRow),
  welcome: one('GET', '/admin/api/content/welcome', none, welcomeRow),
  saveWelcome: one('POST', '/admin/api/content/welcome', welcomeInput, welcomeRow),
  inbox: one('GET', '/admin/api/content/inbox', none, z.array(inboxRow)),
  sendInbox: one(
    'POST',
    '/admin/api/content/inbox',
    inboxInput,
    z.object({ id: z.number(), recipients: z.number() }),
  ),
  upload: one('POST', '/admin/api/content/upload', uploadInput, z.object({ url: z.string() })),
} as const

/** The editors that may delete a row; the others are switched off through `state`/`enabled`. */
export const DELETABLE = ['banners', 'notices', 'articles'] as const
export const CONTENT_KINDS = [
  'banners',
  'notices',
  'articles',
  'activities',
  'types',
  'venues',
  'vip',
  'redpackets',
] as const
export type ContentKind = (typeof CONTENT_KINDS)[number]
