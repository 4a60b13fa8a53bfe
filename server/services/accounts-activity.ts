// A member's applications to promotions, the promotions paid to them, and the member's inbox.
import type { FastifyInstance } from 'fastify'
import { PROMOTION_KIND_NAMES, type PromotionKind } from '../../core/contract/admin/promotions'
import type { Lang } from '../../core/i18n'
import { centsToWire } from '../../core/money'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { guard } from '../protection/gate'
import { exclusionInForce, readPlayerState } from '../protection/state'
import { paginate, toWireTime } from '../wire'
import { pick } from './content'
import { explicitWindow, type RangeFilter } from './record-range'

const APPLIED: Record<number, [number, string]> = {
  1: [223, 'err.activityPending'],
  2: [224, 'err.activityApproved'],
  3: [225, 'err.activityRejected'],
}

/**
 * One application per member and promotion (a UNIQUE index, not select-then-insert). With an
 * Idempotency-Key a replay of the same application answers like the first time; the same key for
 * another promotion is refused.
 */
export async function applyActivity(
  app: FastifyInstance,
  userId: number,
  activityId: number,
  key: string | undefined,
) {
  const q = app.db.query
  const [a] = await q<{ can_apply: number }>('SELECT can_apply FROM activities WHERE id = $1 AND state = 1', [
    activityId,
  ])
  if (!a) throw new BizError(222, 'err.noActivity')
  if (key) {
    const [prev] = await q<{ activity_id: string | number }>(
      'SELECT activity_id FROM activity_applications WHERE user_id = $1 AND idempotency_key = $2',
      [userId, key],
    )
    if (prev) {
      if (Number(prev.activity_id) !== activityId) throw new BizError(1000, 'err.idempotencyReused')
      return
    }
  }
  if (a.can_apply !== 1) throw new BizError(203, 'err.activityNoApply')
  await guard(q, userId, 'promotion')
  const inserted = await q(
    `INSERT INTO activity_applications (user_id, activity_id, idempotency_key) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING id`,
    [userId, activityId, key ?? null],
  )
  if (inserted.length) return
  const [existing] = await q<{ state: number; idempotency_key: string | null }>(
    'SELECT state, idempotency_key FROM activity_applications WHERE user_id = $1 AND activity_id = $2',
    [userId, activityId],
  )
  // A concurrent replay of the same key lost the race to its twin: same answer as the twin.
  if (key && existing?.idempotency_key === key) return
  if (!existing) {
    // The key is held by another promotion's application (UNIQUE (user_id, idempotency_key)).
    throw new BizError(1000, 'err.idempotencyReused')
  }
  const [code, msg] = APPLIED[existing.state] ?? APPLIED[1]
  throw new BizError(code, msg)
}

/**
 * The player's activity record, newest first: the applications, and every promotion paid without one
 * (first-deposit match, deposit bonus, VIP upgrade and birthday bonus, monthly red packet;
 * docs/promotions.md), named in Chinese with the amount, state 4 (paid). A payout row carries its
 * payout id negated, so it never meets an application's id. An explicit start/end range limits both
 * by their time.
 */
export async function activityApplications(q: Query, userId: number, f: RangeFilter & { page: number }) {
  const { page } = f
  const w = explicitWindow(f)
  const params = [userId, w?.from ?? null, w?.to ?? null]
  const inRange = (col: string) => `($2::timestamptz IS NULL OR (${col} >= $2 AND ${col} < $3))`
  const union = `
      SELECT ap.id, ap.activity_id, a.title, NULL::text AS kind, NULL::bigint AS amount_cents, ap.state, ap.created_at
        FROM activity_applications ap JOIN activities a ON a.id = ap.activity_id
       WHERE ap.user_id = $1 AND ${inRange('ap.created_at')}
      UNION ALL
      SELECT -p.id, coalesce(p.activity_id, 0), coalesce(a.title, ''), p.kind, p.amount_cents, 4, p.created_at
        FROM promotion_payouts p LEFT JOIN activities a ON a.id = p.activity_id
       WHERE p.user_id = $1 AND p.kind <> 'application' AND ${inRange('p.created_at')}`
  const [{ n }] = await q<{ n: string | number }>(`SELECT count(*) AS n FROM (${union}) x`, params)
  const rows = await q<{
    id: string | number
    activity_id: string | number
    title: string
    kind: PromotionKind | null
    amount_cents: string | null
    state: number
    created_at: Date
  }>(`SELECT * FROM (${union}) x ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET $4`, [
    ...params,
    (page - 1) * 10,
  ])
  return paginate(
    rows.map((r) => ({
      id: Number(r.id),
      activity_id: Number(r.activity_id),
      activity_name: r.kind ? payoutName(r.kind, BigInt(r.amount_cents ?? 0), r.title) : r.title,
      state: Number(r.state),
      created_at: toWireTime(r.created_at),
    })),
    Number(n),
    page,
  )
}

/** "首存彩金 100.00元（新会员首存加赠 100%）" */
const payoutName = (kind: PromotionKind, amount: bigint, title: string) =>
  `${PROMOTION_KIND_NAMES[kind]} ${centsToWire(amount)}元${title ? `（${title}）` : ''}`

/**
 * Messages addressed to this member, to their VIP level or to everyone, newest first, in the
 * request's language (English when written, else Chinese: docs/content.md).
 */
export async function inbox(q: Query, userId: number, page: number, lang: Lang = 'zh') {
  // A player on a time-out or self-excluded gets no marketing: only messages addressed to them.
  const s = await readPlayerState(q, userId)
  const everyone = !(s.exclusion && exclusionInForce(s.exclusion, clock.now()))
  const audience = `(user_id = $1 OR ($2 AND user_id IS NULL AND (vip_level IS NULL OR
    vip_level = (SELECT vip FROM users WHERE id = $1))))`
  const [{ n }] = await q<{ n: string | number }>(
    `SELECT count(*) AS n FROM inbox_messages WHERE ${audience}`,
    [userId, everyone],
  )
  const rows = await q<{
    id: string | number
    title: string
    content: string
    title_en: string
    content_en: string
    created_at: Date
  }>(
    `SELECT id, title, content, title_en, content_en, created_at FROM inbox_messages WHERE ${audience}
      ORDER BY created_at DESC, id DESC LIMIT 10 OFFSET $3`,
    [userId, everyone, (page - 1) * 10],
  )
  return paginate(
    rows.map((r) => ({
      id: Number(r.id),
      title: pick(lang, r.title, r.title_en),
      content: pick(lang, r.content, r.content_en),
      created_at: toWireTime(r.created_at),
    })),
    Number(n),
    page,
  )
}
