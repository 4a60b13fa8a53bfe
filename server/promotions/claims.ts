// Bonuses the player asks for (docs/promotions.md, "Opt-in"): a VIP level reached, a birthday or a
// half-month of the monthly red packet makes the player eligible (a bonus_claims row, once per
// occasion, with an expiry), nothing more. The member centre lists the open ones with their wagering;
// 申请 (claimBonus) pays one through the engine's pay(), under the player's row lock, so of many
// parallel claims exactly one pays. A time-out or self-exclusion refuses the claim (the protection
// gate, as for rebates) and the entitlement stays open until it expires.
import type { BonusClaim } from '../../core/contract/calls-member'
import { centsToWire } from '../../core/money'
import { beijingAt, beijingDate } from '../../core/time'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { guard } from '../protection/gate'
import { toWireTime } from '../wire'
import { bonusTurnover, type Payout, pay, type Rule, rulesOfKind } from './engine'
import { multipleText } from './offers'

export type ClaimKind = 'vip-upgrade' | 'birthday' | 'monthly-redpacket'

/** How long a level-up bonus stays claimable. */
export const VIP_UPGRADE_CLAIM_DAYS = 30
const DAY_MS = 86_400_000

/** A birthday bonus is the birthday's (Beijing day): claimable until that day ends. */
export const birthdayClaimEnds = (now: Date) => new Date(beijingAt(beijingDate(now)).getTime() + DAY_MS)

/** The VIP upgrade rule in force: the enabled one, the built-in 1x default when there is none at all. */
async function vipUpgradeRule(q: Query): Promise<Rule<'vip-upgrade'> | null> {
  const [rule] = await rulesOfKind(q, 'vip-upgrade')
  if (rule) return rule
  const [any] = await q("SELECT 1 FROM promotion_rules WHERE kind = 'vip-upgrade'")
  if (any) return null
  return {
    activityId: null,
    title: '',
    kind: 'vip-upgrade',
    params: {},
    multiple: 1_000_000n,
    playerCap: null,
    playerDayCap: null,
    dayCap: null,
  }
}

/** The rule that pays an entitlement now: its kind's enabled rule of the same activity, or none. */
async function ruleFor(q: Query, kind: ClaimKind, activityId: number | null): Promise<Rule | null> {
  if (kind === 'vip-upgrade') {
    const rule = await vipUpgradeRule(q)
    return rule && rule.activityId === activityId ? rule : null
  }
  return (await rulesOfKind(q, kind)).find((r) => r.activityId === activityId) ?? null
}

type Entitle = {
  kind: ClaimKind
  ref: string
  userId: number
  activityId: number | null
  amount: bigint
  now: Date
  expiresAt: Date
}

/** Record an entitlement, once per occasion. True when it is new. */
export async function entitle(q: Query, e: Entitle) {
  if (e.amount <= 0n) return false
  const rows = await q(
    `INSERT INTO bonus_claims (kind, ref, user_id, activity_id, amount_cents, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (kind, ref) DO NOTHING RETURNING id`,
    [e.kind, e.ref, e.userId, e.activityId, e.amount.toString(), e.now, e.expiresAt],
  )
  return rows.length > 0
}

/**
 * A VIP promotion to `level` (same transaction as the level change): the level's upgrade bonus
 * becomes claimable for VIP_UPGRADE_CLAIM_DAYS, once per level. A disabled vip-upgrade rule offers
 * nothing; without any rule the bonus is offered with 1x turnover.
 */
export async function entitleVipUpgrade(q: Query, userId: number, level: number, bonus: bigint, now: Date) {
  if (bonus <= 0n) return false
  const rule = await vipUpgradeRule(q)
  if (!rule) return false
  return entitle(q, {
    kind: 'vip-upgrade',
    ref: `${userId}:${level}`,
    userId,
    activityId: rule.activityId,
    amount: bonus,
    now,
    expiresAt: new Date(now.getTime() + VIP_UPGRADE_CLAIM_DAYS * DAY_MS),
  })
}

/** An occasion of an activity's rule (birthday, red packet): its entitlement, under the rule's activity. */
const entitleUnder = (
  q: Query,
  rule: Rule<'birthday' | 'monthly-redpacket'>,
  e: { ref: string; userId: number; amount: bigint; now: Date; expiresAt: Date },
) => entitle(q, { kind: rule.kind, activityId: rule.activityId, ...e })

/** The birthday bonus of `year` under `rule` (the birthday job), claimable until the day ends. */
export const entitleBirthday = (
  q: Query,
  rule: Rule<'birthday'>,
  p: { userId: number; year: number; amount: bigint; now: Date },
) =>
  entitleUnder(q, rule, {
    ref: `${rule.activityId}:${p.userId}:${p.year}`,
    userId: p.userId,
    amount: p.amount,
    now: p.now,
    expiresAt: birthdayClaimEnds(p.now),
  })

/** The Beijing month after `month` (yyyy-mm). */
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number)
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}

/** A red packet belongs to its Beijing month: claimable until the month ends. */
export const monthClaimEnds = (month: string) => beijingAt(`${nextMonth(month)}-01`)

/** Half `half` of `month`'s red packet under `rule` (the red-packet job), claimable within the month. */
export const entitleMonthlyRedPacket = (
  q: Query,
  rule: Rule<'monthly-redpacket'>,
  p: { userId: number; month: string; half: 1 | 2; amount: bigint; now: Date },
) =>
  entitleUnder(q, rule, {
    ref: `${rule.activityId}:${p.userId}:${p.month}:${p.half}`,
    userId: p.userId,
    amount: p.amount,
    now: p.now,
    expiresAt: monthClaimEnds(p.month),
  })

type Row = {
  id: string | number
  kind: ClaimKind
  activity_id: string | number | null
  amount_cents: string
  expires_at: Date
  title: string | null
}

/** The player's open entitlements (not claimed, not expired) whose rule still pays, soonest expiry first. */
export async function openClaims(q: Query, userId: number, now = clock.now()): Promise<BonusClaim[]> {
  const rows = await q<Row>(
    `SELECT c.id, c.kind, c.activity_id, c.amount_cents::text, c.expires_at, a.title
       FROM bonus_claims c LEFT JOIN activities a ON a.id = c.activity_id
      WHERE c.user_id = $1 AND c.claimed_at IS NULL AND c.expires_at > $2
      ORDER BY c.expires_at, c.id`,
    [userId, now],
  )
  const list: BonusClaim[] = []
  const rules = new Map<string, Promise<Rule | null>>()
  for (const r of rows) {
    const activityId = r.activity_id === null ? null : Number(r.activity_id)
    const key = `${r.kind}:${activityId}`
    if (!rules.has(key)) rules.set(key, ruleFor(q, r.kind, activityId))
    const rule = await rules.get(key)
    if (!rule) continue
    const amount = BigInt(r.amount_cents)
    list.push({
      id: Number(r.id),
      kind: r.kind,
      title: r.title ?? '',
      amount: centsToWire(amount),
      multiple: multipleText(rule.multiple),
      turnover: centsToWire(bonusTurnover(amount, rule.multiple)),
      expires_at: toWireTime(r.expires_at),
    })
  }
  return list
}

/**
 * 申请: pay entitlement `id` of this player, once. Refused (and nothing paid) under a time-out or
 * self-exclusion, after the expiry, when already claimed, or when its rule no longer pays.
 */
export async function claimBonus(q: Query, userId: number, id: number, now = clock.now()): Promise<Payout> {
  // The player's row first (pay() takes it again): parallel claims of one player queue here.
  await q('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId])
  await guard(q, userId, 'promotion', 0n, now)
  const [c] = await q<Row & { ref: string; claimed_at: Date | null }>(
    `SELECT id, kind, ref, activity_id, amount_cents::text, expires_at, claimed_at, NULL AS title
       FROM bonus_claims WHERE id = $1 AND user_id = $2 FOR UPDATE`,
    [id, userId],
  )
  if (!c) throw new BizError(202, 'm.bonusClaimMissing')
  if (c.claimed_at) throw new BizError(202, 'm.bonusClaimed')
  if (new Date(c.expires_at).getTime() <= now.getTime()) throw new BizError(202, 'm.bonusClaimExpired')
  const rule = await ruleFor(q, c.kind, c.activity_id === null ? null : Number(c.activity_id))
  if (!rule) throw new BizError(202, 'm.bonusClaimClosed')
  const paid = await pay(q, rule, { userId, ref: c.ref, amount: BigInt(c.amount_cents), now })
  if (!paid) throw new BizError(202, 'm.bonusClaimClosed')
  await q('UPDATE bonus_claims SET claimed_at = $2, payout_id = $3 WHERE id = $1', [c.id, now, paid.id])
  return paid
}
