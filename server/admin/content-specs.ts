// The tables behind the content editors (docs/content.md), one spec each: which columns are read and
// written, how a row goes on the wire, which fields are rich text, whether rows may be created, and the
// checks a write needs inside its transaction. content-tables.ts runs them.
import { CATEGORY_ID, type Category } from '../../core/contract'
import type { ContentKind } from '../../core/contract/admin'
import { decimalCents } from '../../core/money'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { cents, iso, LABELS, num, type Row } from './content-fields'

export type Spec = {
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

export const SPECS: Record<ContentKind, Spec> = {
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
