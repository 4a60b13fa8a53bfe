// Site content and operator settings as the public calls answer them. Settings are rows of
// (key, JSON value) so an operator can change one without a deploy; the seed writes the defaults.

import type { AppSettings, Category, GameEntry, VipLevel } from '../../core/contract'
import type { Lang } from '../../core/i18n'
import type { Query } from '../db/client'
import { partnerUp } from '../games/partner-health'
import { venueKind } from '../games/venues'
import { money, paginate, toWireTime } from '../wire'
import { MONEY_DEFAULTS } from './wallets'

export type SiteSettings = AppSettings & {
  agent_login_url: string
  agent_login_url_mobile: string
  pc_url: string
  wap_url: string
}

const SETTING_DEFAULTS: SiteSettings = {
  title: '金鼎娱乐',
  site_logo: '/img/brand/logo.svg',
  site_state: 1,
  repair_tips: '',
  index_modal: 0,
  webcontent: '',
  redpacket_switch: 0,
  fanshui: 0,
  ios_download_qrcode: '',
  ios_download_url: '',
  h5_url: '',
  service_url: '',
  licences: [],
  copyright: '',
  agent_login_url: '',
  agent_login_url_mobile: '',
  pc_url: '',
  wap_url: '',
}

/**
 * The text a player reads in `lang`: the English value when asked for English and it is not empty,
 * otherwise the Chinese one (docs/content.md, "Language fallback").
 */
export const pick = (lang: Lang, zh: string, en: string | null | undefined) =>
  lang === 'en' && typeof en === 'string' && en.trim() !== '' ? en : zh

/** Settings whose text has an English twin under `<key>_en` (docs/content.md). */
const TRANSLATED_SETTINGS = ['title', 'copyright', 'webcontent', 'repair_tips'] as const

/** A licence's name is answered in `lang` from its optional `name_en`; `name_en` itself stays inside. */
const licencesIn = (lang: Lang, licences: unknown) =>
  (Array.isArray(licences) ? licences : []).map(({ name_en, ...l }: { name: string; name_en?: string }) => ({
    ...l,
    name: pick(lang, l.name, name_en),
  }))

export async function readSettings(q: Query, lang: Lang = 'zh'): Promise<SiteSettings> {
  const rows = await q<{ key: string; value: unknown }>(
    'SELECT key, value FROM settings WHERE key = ANY($1)',
    [[...Object.keys(SETTING_DEFAULTS), ...TRANSLATED_SETTINGS.map((k) => `${k}_en`)]],
  )
  const out: Record<string, unknown> = { ...SETTING_DEFAULTS }
  const en: Record<string, unknown> = {}
  for (const r of rows) {
    if (r.key.endsWith('_en')) en[r.key.slice(0, -3)] = r.value
    else out[r.key] = r.value
  }
  for (const k of TRANSLATED_SETTINGS) out[k] = pick(lang, String(out[k] ?? ''), en[k] as string | undefined)
  out.licences = licencesIn(lang, out.licences)
  return out as SiteSettings
}

export const writeSetting = (q: Query, key: string, value: unknown) =>
  q(
    `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  )

export type MoneyRates = {
  usdtrate: string
  withdrawusdtrate: string
  withdrawcashfee: string
  withdrawfeeusdttrc: string
}

/** Exchange rates and USDT fees as the user object carries them, from the money settings row. */
export const moneyRates = (row: Record<string, unknown> | null | undefined): MoneyRates => {
  const m = { ...MONEY_DEFAULTS, ...(row && typeof row === 'object' ? row : {}) }
  return {
    usdtrate: String(m.usdt_rate),
    withdrawusdtrate: String(m.withdraw_usdt_rate),
    withdrawcashfee: String(m.withdraw_fee_erc20),
    withdrawfeeusdttrc: String(m.withdraw_fee_trc20),
  }
}

export async function readMoneyRates(q: Query): Promise<MoneyRates> {
  const [row] = await q<{ value: Record<string, unknown> | null }>(
    "SELECT value FROM settings WHERE key = 'money'",
  )
  return moneyRates(row?.value)
}

/** Settings may hold site-relative links ("/#/abouts?type=5"); answer them absolute for this host. */
export const absolute = (url: string, origin: string) => (url.startsWith('/') ? `${origin}${url}` : url)

type VenueRow = {
  code: string
  name: string
  name_en: string
  description_en: string
  maintenance: number
  category: Category
  category_id: number
  app_state: number
  description: string
  logo: string
  tab_on: string
  tab_off: string
  mobile_img: string
  lobby_code: string
}

export async function gameList(q: Query, category: Category | '', lang: Lang = 'zh'): Promise<GameEntry[]> {
  const down = !(await partnerUp())
  const rows = await q<VenueRow>(
    `SELECT code, name, name_en, category, category_id, app_state, description, description_en, maintenance,
            logo, tab_on, tab_off, mobile_img, lobby_code
       FROM venues WHERE state = 1 AND ($1 = '' OR category = $1)
      ORDER BY array_position(ARRAY['realbet','sport','gaming','joker','concise','lottery'], category), sort, code`,
    [category],
  )
  return rows.map((v) => ({
    name: pick(lang, v.name, v.name_en),
    platform_name: v.code,
    category: v.category,
    category_id: Number(v.category_id),
    game_code: v.lobby_code,
    app_state: v.app_state === 1 ? 1 : 0,
    check_yes_img: v.tab_on,
    check_no_img: v.tab_off,
    api_logo_img: v.logo,
    mobile_img: v.mobile_img,
    description: pick(lang, v.description, v.description_en),
    maintenance: Number(v.maintenance) === 1 || (down && venueKind(v.code) === 'partner') ? 1 : 0,
  }))
}

/** Shown now: inside its window (either end may be open). */
const IN_WINDOW = '(starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())'

export async function homeNotices(q: Query, lang: Lang = 'zh') {
  const rows = await q<{ title: string; title_en: string }>(
    `SELECT title, title_en FROM notices WHERE state = 1 AND ${IN_WINDOW} ORDER BY sort DESC, id DESC LIMIT 10`,
  )
  return rows.map((r) => pick(lang, r.title, r.title_en))
}

export async function banners(q: Query, type: number, lang: Lang = 'zh') {
  const rows = await q<{ src: string; url: string; title: string; title_en: string }>(
    `SELECT src, url, title, title_en FROM banners WHERE state = 1 AND type = $1 AND ${IN_WINDOW} ORDER BY sort, id`,
    [type],
  )
  return rows.map((r) => ({ src: r.src, url: r.url, title: pick(lang, r.title, r.title_en) }))
}

export async function article(q: Query, type: number, lang: Lang = 'zh') {
  const [row] = await q<{
    id: number | string
    name: string
    content: string
    name_en: string
    content_en: string
  }>(
    'SELECT id, name, content, name_en, content_en FROM articles WHERE type = $1 AND state = 1 ORDER BY sort, id LIMIT 1',
    [type],
  )
  return row
    ? {
        id: Number(row.id),
        name: pick(lang, row.name, row.name_en),
        content: pick(lang, row.content, row.content_en),
      }
    : null
}

/** null when the venue is unknown, disabled or not a slot venue. */
export async function slotGames(q: Query, venueCode: string, lang: Lang = 'zh') {
  const [venue] = await q("SELECT 1 FROM venues WHERE code = $1 AND state = 1 AND category = 'concise'", [
    venueCode,
  ])
  if (!venue) return null
  const rows = await q<{ name: string; name_en: string; image: string; game_code: string }>(
    'SELECT name, name_en, image, game_code FROM slot_games WHERE venue_code = $1 AND state = 1 ORDER BY sort, id',
    [venueCode],
  )
  return rows.map((g) => ({
    gamepic: g.image,
    gamename: pick(lang, g.name, g.name_en),
    catecode: venueCode,
    gamecode: g.game_code,
  }))
}

export async function activityTypes(q: Query, lang: Lang = 'zh') {
  const rows = await q<{ id: number | string; name: string; name_en: string }>(
    'SELECT id, name, name_en FROM activity_types ORDER BY sort, id',
  )
  return rows.map((r) => ({ id: Number(r.id), name: pick(lang, r.name, r.name_en) }))
}

type ActivityRow = {
  id: number | string
  type: number | string
  title: string
  title_en: string
  banner: string
  created_at: Date
  content: string
  content_en: string
  memo: string
  memo_en: string
  can_apply: number
}
const summary = (a: ActivityRow, lang: Lang) => ({
  id: Number(a.id),
  type: Number(a.type),
  title: pick(lang, a.title, a.title_en),
  banner: a.banner,
  created_at: toWireTime(a.created_at),
})

export async function activityList(q: Query, type: number | undefined, page: number, lang: Lang = 'zh') {
  const [{ n }] = await q<{ n: string | number }>(
    `SELECT count(*) AS n FROM activities WHERE state = 1 AND ${IN_WINDOW} AND ($1::bigint IS NULL OR type = $1)`,
    [type ?? null],
  )
  const rows = await q<ActivityRow>(
    `SELECT id, type, title, title_en, banner, created_at FROM activities
      WHERE state = 1 AND ${IN_WINDOW} AND ($1::bigint IS NULL OR type = $1)
      ORDER BY sort, id LIMIT 10 OFFSET $2`,
    [type ?? null, (page - 1) * 10],
  )
  return paginate(
    rows.map((r) => summary(r, lang)),
    Number(n),
    page,
  )
}

export async function activityDetail(q: Query, id: number, lang: Lang = 'zh') {
  const [a] = await q<ActivityRow>(
    `SELECT id, type, title, title_en, banner, created_at, content, content_en, memo, memo_en, can_apply
       FROM activities WHERE id = $1 AND state = 1 AND ${IN_WINDOW}`,
    [id],
  )
  if (!a) return null
  return {
    ...summary(a, lang),
    content: pick(lang, a.content, a.content_en),
    memo: pick(lang, a.memo, a.memo_en),
    can_apply: a.can_apply === 1 ? (1 as const) : (0 as const),
  }
}

type VipRow = {
  id: number | string
  level: number
  vipname: string
  vipname_en: string
  recharge_cents: string | number
  flow_cents: string | number
  retention_flow_cents: string | number
  upgrade_bonus_cents: string | number
  realperson: string
  electron: string
  joker: string
  sport: string
  lottery: string
  e_sport: string
}

export async function vipLevels(q: Query, lang: Lang = 'zh'): Promise<VipLevel[]> {
  const rows = await q<VipRow>(
    `SELECT id, level, vipname, vipname_en, recharge_cents, flow_cents, retention_flow_cents, upgrade_bonus_cents,
            realperson::text AS realperson, electron::text AS electron, joker::text AS joker, sport::text AS sport,
            lottery::text AS lottery, e_sport::text AS e_sport
       FROM vip_levels ORDER BY level`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    level: r.level,
    vipname: pick(lang, r.vipname, r.vipname_en),
    recharge: money(r.recharge_cents),
    flow: money(r.flow_cents),
    retention_flow: money(r.retention_flow_cents),
    upgrade_bonus: money(r.upgrade_bonus_cents),
    realperson: r.realperson,
    electron: r.electron,
    joker: r.joker,
    sport: r.sport,
    lottery: r.lottery,
    e_sport: r.e_sport,
  }))
}
