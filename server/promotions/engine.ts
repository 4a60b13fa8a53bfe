// The promotions engine (docs/promotions.md): the one place a bonus is paid. A payout is claimed by
// the UNIQUE (source, ref) of promotion_payouts (the occasion: a player's first deposit, a deposit
// order, an application, a VIP level, a birthday year, a red-packet half-month), moved through the
// ledger from the promotions account of its kind to the grant's own bonus account (never the central
// wallet, which is cash), with its wagering (on the bonus alone, at most 10x) as a bonus requirement
// under the same (source, ref) (server/wagering/requirements.ts, bonus.ts): met, the grant is released
// to the central wallet; a withdrawal before that forfeits the bonus, never the cash.
// Caps (per player, per player per Beijing day, all players per Beijing day) are checked under locks:
// the player's row, and the rule's row when the activity has a daily cap. Every function takes the
// caller's `q`: the payout commits or rolls back with the work that earned it.
import {
  PROMOTION_KIND_NAMES,
  type PromotionKind,
  promotionParams,
} from '../../core/contract/admin/promotions'
import { decimalCents, toMicros } from '../../core/money'
import { beijingDate } from '../../core/time'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { acct, type PromoKind, transfer } from '../ledger'
import { exclusionInForce, readPlayerState } from '../protection/state'
import { fundGrant } from '../wagering/bonus'
import { addRequirement, BONUS_MULTIPLE_CAP } from '../wagering/requirements'

/** The promotions account each kind pays from (sys:promo:<kind>). */
export const PROMO_ACCOUNT: Record<PromotionKind, PromoKind> = {
  'first-deposit': 'first-deposit',
  'deposit-method': 'deposit-bonus',
  application: 'bonus',
  'vip-upgrade': 'vip',
  birthday: 'birthday',
  'monthly-redpacket': 'redpacket',
}

/** The wagering_requirements source of each kind (also the payout's source). */
export const PROMO_SOURCE: Record<PromotionKind, string> = {
  'first-deposit': 'first-deposit',
  'deposit-method': 'deposit-bonus',
  application: 'activity',
  'vip-upgrade': 'vip-upgrade',
  birthday: 'birthday',
  'monthly-redpacket': 'monthly-redpacket',
}

export type Rule<K extends PromotionKind = PromotionKind> = {
  /** null: a built-in default (VIP upgrade without a rule): no activity, no caps. */
  activityId: number | null
  title: string
  kind: K
  params: ReturnType<(typeof promotionParams)[K]['parse']>
  /** The turnover multiple in millionths. */
  multiple: bigint
  playerCap: bigint | null
  playerDayCap: bigint | null
  dayCap: bigint | null
}

type RuleRow = {
  activity_id: string | number
  title: string
  kind: PromotionKind
  params: unknown
  turnover_multiple: string
  player_cap_cents: string | null
  player_day_cap_cents: string | null
  day_cap_cents: string | null
}

const RULE_SELECT = `SELECT r.activity_id, a.title, r.kind, r.params, r.turnover_multiple::text, r.player_cap_cents::text,
    r.player_day_cap_cents::text, r.day_cap_cents::text
  FROM promotion_rules r JOIN activities a ON a.id = r.activity_id`

const toRule = (r: RuleRow): Rule => ({
  activityId: Number(r.activity_id),
  title: r.title,
  kind: r.kind,
  params: promotionParams[r.kind].parse(typeof r.params === 'string' ? JSON.parse(r.params) : r.params),
  multiple: toMicros(r.turnover_multiple),
  playerCap: r.player_cap_cents === null ? null : BigInt(r.player_cap_cents),
  playerDayCap: r.player_day_cap_cents === null ? null : BigInt(r.player_day_cap_cents),
  dayCap: r.day_cap_cents === null ? null : BigInt(r.day_cap_cents),
})

/** The enabled rules of a kind whose activity is shown, oldest activity first (the lock order). */
export async function rulesOfKind<K extends PromotionKind>(q: Query, kind: K): Promise<Rule<K>[]> {
  const rows = await q<RuleRow>(
    `${RULE_SELECT} WHERE r.kind = $1 AND r.enabled AND a.state = 1 ORDER BY r.activity_id`,
    [kind],
  )
  return rows.map(toRule) as Rule<K>[]
}

/** The rule of one activity, enabled or not (null when it has none). */
export async function ruleOfActivity(q: Query, activityId: number) {
  const [r] = await q<RuleRow & { enabled: boolean }>(
    `${RULE_SELECT.replace('SELECT ', 'SELECT r.enabled, ')} WHERE r.activity_id = $1`,
    [activityId],
  )
  return r ? { ...toRule(r), enabled: r.enabled } : null
}

/** Cents of a stored wire amount ("12.34"). */
export const cents = (wire: string) => decimalCents(wire)

/** amount × percent (a decimal with up to two places), rounded down to the cent. */
export const percentOf = (amount: bigint, percent: string) => (amount * decimalCents(percent)) / 10_000n

/**
 * The wagering a bonus carries: on the bonus alone, never the player's own deposit, and at most
 * BONUS_MULTIPLE_CAP times it (addRequirement applies the same cap).
 */
export function bonusTurnover(amount: bigint, multiple: bigint) {
  const wanted = (amount * multiple) / 1_000_000n
  return wanted < amount * BONUS_MULTIPLE_CAP ? wanted : amount * BONUS_MULTIPLE_CAP
}

export type Payout = {
  id: number
  amount: bigint
  turnover: bigint
  transferId: bigint
}

export type PayInput = {
  userId: number
  /** The occasion, unique within the kind's source. */
  ref: string
  amount: bigint
  now?: Date
}

/**
 * Pay `amount` (clipped to the rule's caps) under `rule` for this occasion, exactly once. Null when
 * nothing was paid: the occasion was already paid, a cap is used up, or the player is excluded
 * (a self-excluded player or one on a time-out gets no bonus).
 */
export async function pay(q: Query, rule: Rule, input: PayInput): Promise<Payout | null> {
  const { userId, ref } = input
  const now = input.now ?? clock.now()
  if (input.amount <= 0n) return null
  const source = PROMO_SOURCE[rule.kind]
  // The player's row first (the order withdrawals use), then the rule's row, then the ledger.
  await q('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId])
  // A wagering requirement under the same key is a payment made before this engine (VIP levels).
  const [done] = await q(
    `SELECT 1 FROM promotion_payouts WHERE source = $1 AND ref = $2
     UNION ALL SELECT 1 FROM wagering_requirements WHERE source = $1 AND ref = $2`,
    [source, ref],
  )
  if (done) return null
  const s = await readPlayerState(q, userId)
  if (s.exclusion && exclusionInForce(s.exclusion, now)) return null
  const day = beijingDate(now)
  let amount = input.amount
  if (rule.activityId !== null) {
    if (rule.dayCap !== null)
      await q('SELECT 1 FROM promotion_rules WHERE activity_id = $1 FOR UPDATE', [rule.activityId])
    const [sums] = await q<{ player: string; player_day: string; day: string }>(
      `SELECT coalesce(sum(amount_cents) FILTER (WHERE user_id = $2), 0)::text AS player,
              coalesce(sum(amount_cents) FILTER (WHERE user_id = $2 AND day = $3), 0)::text AS player_day,
              coalesce(sum(amount_cents) FILTER (WHERE day = $3), 0)::text AS day
         FROM promotion_payouts WHERE activity_id = $1`,
      [rule.activityId, userId, day],
    )
    const clip = (cap: bigint | null, used: string) => {
      if (cap !== null && amount > cap - BigInt(used)) amount = cap - BigInt(used)
    }
    clip(rule.playerCap, sums.player)
    clip(rule.playerDayCap, sums.player_day)
    clip(rule.dayCap, sums.day)
    if (amount <= 0n) return null
  }
  const turnover = bonusTurnover(amount, rule.multiple)
  const [claim] = await q<{ id: string | number }>(
    `INSERT INTO promotion_payouts (activity_id, kind, source, ref, user_id, amount_cents, turnover_cents, day, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (source, ref) DO NOTHING RETURNING id`,
    [rule.activityId, rule.kind, source, ref, userId, amount.toString(), turnover.toString(), day, now],
  )
  if (!claim) return null
  const move = {
    debit: acct.promo(PROMO_ACCOUNT[rule.kind]),
    amount,
    userId,
    ref: `promotion:${claim.id}`,
    key: `promotion:${source}:${ref}`,
    memo: `${PROMOTION_KIND_NAMES[rule.kind]} ${rule.title}`.trim(),
  }
  // The requirement first: its id names the grant's own account, where the bonus is paid (bonus.ts).
  // A bonus asking no turnover is met from the start: it is cash, paid to the central wallet.
  const grantId = await addRequirement(q, {
    userId,
    source,
    ref,
    kind: 'bonus',
    amount: turnover,
    bonus: amount,
  })
  const t =
    grantId !== null && turnover > 0n
      ? await fundGrant(q, {
          userId,
          grantId,
          amount,
          from: move.debit,
          key: move.key,
          ref: move.ref,
          memo: move.memo,
        })
      : await transfer(q, {
          debit: move.debit,
          credit: acct.central(userId),
          amount,
          kind: 'bonus',
          userId,
          ref: move.ref,
          idempotencyKey: move.key,
          memo: move.memo,
        })
  await q('UPDATE promotion_payouts SET transfer_id = $2 WHERE id = $1', [claim.id, t.id.toString()])
  return { id: Number(claim.id), amount, turnover, transferId: t.id }
}
