// The operator side of the promotions engine (docs/promotions.md): every activity with its bonus rule
// and what it has paid, the payouts, and saving a rule (validated by the contract's zod schema of the
// kind, audited with the rule before and after). The activity's display fields are not edited here.

import type { z } from 'zod'
import {
  PROMOTION_KIND_NAMES,
  type PromotionKind,
  type PromotionRow,
  type PromotionRuleRequest,
  type payoutQuery,
  promotionRuleRequest,
} from '../../core/contract/admin/promotions'
import { decimalCents } from '../../core/money'
import { beijingDate } from '../../core/time'
import { clock } from '../clock'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { money, toWireTime } from '../wire'
import { gateChange } from './approvals-gate'
import { type Actor, appendAudit } from './audit'
import { listWhere } from './list-filters'
import { pageOffset } from './queues'

type Row = {
  activity_id: string | number
  title: string
  state: number
  can_apply: number
  kind: PromotionKind | null
  enabled: boolean | null
  params: unknown
  turnover_multiple: string | null
  player_cap_cents: string | null
  player_day_cap_cents: string | null
  day_cap_cents: string | null
  updated_by: string | null
  updated_at: Date | null
  payouts: number
  paid: string
  paid_today: string
}

const SELECT = `SELECT a.id AS activity_id, a.title, a.state, a.can_apply, r.kind, r.enabled, r.params,
    r.turnover_multiple::text, r.player_cap_cents::text, r.player_day_cap_cents::text, r.day_cap_cents::text,
    r.updated_by, r.updated_at,
    (SELECT count(*)::int FROM promotion_payouts p WHERE p.activity_id = a.id) AS payouts,
    (SELECT coalesce(sum(amount_cents), 0)::text FROM promotion_payouts p WHERE p.activity_id = a.id) AS paid,
    (SELECT coalesce(sum(amount_cents), 0)::text FROM promotion_payouts p WHERE p.activity_id = a.id AND p.day = $1) AS paid_today
  FROM activities a LEFT JOIN promotion_rules r ON r.activity_id = a.id`

const capWire = (c: string | null) => (c === null ? null : money(c))

const toRow = (r: Row): PromotionRow => ({
  activity_id: Number(r.activity_id),
  title: r.title,
  shown: Number(r.state) === 1,
  can_apply: Number(r.can_apply) === 1,
  rule: r.kind
    ? {
        kind: r.kind,
        params: (typeof r.params === 'string' ? JSON.parse(r.params) : r.params) as Record<string, unknown>,
        enabled: Boolean(r.enabled),
        turnover_multiple: String(Number(r.turnover_multiple)),
        player_cap: capWire(r.player_cap_cents),
        player_day_cap: capWire(r.player_day_cap_cents),
        day_cap: capWire(r.day_cap_cents),
        updated_by: r.updated_by ?? '',
        updated_at: toWireTime(r.updated_at ?? new Date(0)),
      }
    : null,
  payouts: Number(r.payouts),
  paid: money(r.paid),
  paid_today: money(r.paid_today),
})

/** Every activity (shown or not) with its rule and its payouts so far. */
export async function listPromotions(q: Query) {
  const rows = await q<Row>(`${SELECT} ORDER BY a.sort, a.id`, [beijingDate(clock.now())])
  return rows.map(toRow)
}

async function promotion(q: Query, activityId: number) {
  const [r] = await q<Row>(`${SELECT} WHERE a.id = $2`, [beijingDate(clock.now()), activityId])
  return r ? toRow(r) : null
}

/** The rule's fields by the names the console's editor gives them (src/console/i18n.ts `promo.*`). */
const FIELD_LABELS: Record<string, string> = {
  kind: '类型',
  enabled: '启用',
  percent: '赠送比例（%）',
  min_deposit: '最低存款（元）',
  max_bonus: '单笔最高彩金（元）',
  channels: '存款方式',
  amount: '彩金金额（元）',
  amounts: '各 VIP 等级金额',
  turnover_multiple: '流水倍数',
  player_cap: '每位玩家上限（元）',
  player_day_cap: '每位玩家每日上限（元）',
  day_cap: '活动每日总上限（元）',
}

/**
 * The body, validated: a refusal names the first wrong field with its own Chinese message (the
 * `a.promo.*` keys of the admin catalog).
 */
export function parseRule(body: unknown): PromotionRuleRequest {
  const r = promotionRuleRequest.safeParse(body ?? {})
  if (r.success) return r.data as PromotionRuleRequest
  const issue = r.error.issues[0]
  // The field as the console's editor labels it (`params.min_deposit` -> 最低存款（元）).
  const name = issue?.path.filter((k) => typeof k === 'string').at(-1)
  const field = (name && FIELD_LABELS[name]) || issue?.path.join('.') || 'body'
  const key = issue?.message.startsWith('a.promo.') ? issue.message : 'a.badRequest'
  throw new BizError(1000, key, { field })
}

const centsOrNull = (v: string | null) => (v === null ? null : decimalCents(v).toString())

/**
 * Create or replace the activity's rule; audited with the rule before and after. With four eyes on
 * bonus rules the change waits for a second operator instead (approvals-gate.ts).
 */
export async function saveRule(db: Db, who: Actor, activityId: number, rule: PromotionRuleRequest) {
  const [act] = await db.query<{ title: string }>('SELECT title FROM activities WHERE id = $1', [activityId])
  if (!act) throw new BizError(202, 'a.promo.noActivity')
  await gateChange(
    db,
    who,
    {
      kind: 'promotion-rule',
      target: String(activityId),
      payload: { title: act.title, rule },
      permission: 'promotions.edit',
    },
    async () => true,
  )
  return db.tx((q) => applyRule(q, who, activityId, rule))
}

/** The rule saved in the caller's transaction (a direct save, or an approved request). */
export async function applyRule(q: Query, who: Actor, activityId: number, rule: PromotionRuleRequest) {
  const [act] = await q('SELECT 1 FROM activities WHERE id = $1 FOR UPDATE', [activityId])
  if (!act) throw new BizError(202, 'a.promo.noActivity')
  const before = await promotion(q, activityId)
  await q(
    `INSERT INTO promotion_rules (activity_id, kind, enabled, params, turnover_multiple, player_cap_cents,
       player_day_cap_cents, day_cap_cents, updated_by, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, now())
     ON CONFLICT (activity_id) DO UPDATE SET kind = EXCLUDED.kind, enabled = EXCLUDED.enabled,
       params = EXCLUDED.params, turnover_multiple = EXCLUDED.turnover_multiple,
       player_cap_cents = EXCLUDED.player_cap_cents, player_day_cap_cents = EXCLUDED.player_day_cap_cents,
       day_cap_cents = EXCLUDED.day_cap_cents, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [
      activityId,
      rule.kind,
      rule.enabled,
      JSON.stringify(rule.params),
      rule.turnover_multiple,
      centsOrNull(rule.player_cap),
      centsOrNull(rule.player_day_cap),
      centsOrNull(rule.day_cap),
      who.username,
    ],
  )
  const after = (await promotion(q, activityId))!
  const strip = (p: PromotionRow | null) =>
    p?.rule ? { ...p.rule, updated_at: undefined, updated_by: undefined } : null
  await appendAudit(q, who, {
    action: 'promotion.rule',
    target: after.title,
    detail: `${PROMOTION_KIND_NAMES[rule.kind]}${rule.enabled ? '' : '（停用）'}`,
    before: { activity: activityId, rule: strip(before) },
    after: { activity: activityId, rule: strip(after) },
  })
  return after
}

/** The payouts, newest first, of one activity or of all. */
/**
 * The payouts, newest first: of one activity or all, filtered by Beijing day, amount, kind and player
 * (docs/operator-console.md, "Working the lists"); list-exports.ts answers the same rows as CSV.
 */
export async function listPayouts(q: Query, f: z.output<typeof payoutQuery>) {
  const { where, params } = listWhere(f, {
    created: 'p.created_at',
    amount: 'p.amount_cents',
    q: 'lower(u.username) = lower($?)',
  })
  const cond = [where]
  const add = (sql: string, v: unknown) => {
    params.push(v)
    cond.push(`${sql} = $${params.length}`)
  }
  if (f.activity_id) add('p.activity_id', f.activity_id)
  if (f.kind) add('p.kind', f.kind)
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM promotion_payouts p JOIN users u ON u.id = p.user_id WHERE ${cond.join(' AND ')}`,
    params,
  )
  const k = params.length
  const rows = await q<{
    id: string | number
    username: string
    activity_id: string | number | null
    title: string | null
    kind: PromotionKind
    amount_cents: string
    turnover_cents: string
    created_at: Date
  }>(
    `SELECT p.id, u.username, p.activity_id, a.title, p.kind, p.amount_cents::text, p.turnover_cents::text, p.created_at
       FROM promotion_payouts p JOIN users u ON u.id = p.user_id LEFT JOIN activities a ON a.id = p.activity_id
      WHERE ${cond.join(' AND ')}
      ORDER BY p.id DESC LIMIT $${k + 1} OFFSET $${k + 2}`,
    [...params, f.per_page, pageOffset(f)],
  )
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      activity_id: r.activity_id === null ? null : Number(r.activity_id),
      title: r.title ?? '',
      kind: r.kind,
      kind_name: PROMOTION_KIND_NAMES[r.kind],
      amount: money(r.amount_cents),
      turnover: money(r.turnover_cents),
      created_at: toWireTime(r.created_at),
    })),
    total: Number(n),
    page: f.page,
    per_page: f.per_page,
  }
}
