// What every content editor shares (docs/content.md): the Chinese field labels a refusal names, the
// parse of a request by its contract schema, and the wire forms of times, numbers and amounts.
import type { z } from 'zod'
import { centsToWire } from '../../core/money'
import { BizError } from '../errors'

/** Field names as an operator reads them in a refusal. */
export const LABELS: Record<string, string> = {
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

export const iso = (d: unknown) =>
  d === null || d === undefined ? null : new Date(d as string).toISOString()
export const num = (v: unknown) => Number(v)
export const cents = (v: unknown) => centsToWire(BigInt(String(v)))

export type Row = Record<string, unknown>
