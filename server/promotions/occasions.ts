// The occasions that pay a promotion (docs/promotions.md), each called inside the transaction of the
// work that earns it: an approved deposit (first-deposit match, deposit-method bonus, each only when
// the player opted into it on that order), an approved activity application (the player applied). A
// VIP promotion, a birthday and a half-month's red packet only make the player eligible (claims.ts:
// the player asks with 申请; the last two are jobs, server/jobs/promotions.ts).
import { centsToWire, toMicros } from '../../core/money'
import type { Query } from '../db/client'
import type { PayChannel } from '../ledger'
import { cents, type Payout, pay, percentOf, type Rule, ruleOfActivity, rulesOfKind } from './engine'

export type ApprovedDeposit = {
  userId: number
  orderNo: string
  channel: PayChannel
  amount: bigint
  /** The offers (activity ids) the player opted into on this order (offers.ts). */
  offers: readonly number[]
}

/**
 * After a deposit is approved (same transaction), for the offers the player chose on this order only:
 * the first-deposit match when it is the player's first approved deposit, and each deposit-method
 * bonus whose channels include the deposit's. A bonus nobody asked for is never paid.
 */
export async function onDepositApproved(q: Query, d: ApprovedDeposit) {
  const paid: Payout[] = []
  if (!d.offers.length) return paid
  const chosen = (rule: Rule) => rule.activityId !== null && d.offers.includes(rule.activityId)
  const first = (await rulesOfKind(q, 'first-deposit')).filter(chosen)
  if (first.length) {
    const [{ n }] = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM deposits WHERE user_id = $1 AND state = 2',
      [d.userId],
    )
    if (Number(n) === 1)
      for (const rule of first) {
        if (d.amount < cents(rule.params.min_deposit)) continue
        const bonus = min(percentOf(d.amount, rule.params.percent), cents(rule.params.max_bonus))
        const p = await pay(q, rule, {
          userId: d.userId,
          ref: `${rule.activityId}:${d.userId}`,
          amount: bonus,
        })
        if (p) paid.push(p)
      }
  }
  for (const rule of (await rulesOfKind(q, 'deposit-method')).filter(chosen)) {
    if (!(rule.params.channels as readonly string[]).includes(d.channel)) continue
    if (d.amount < cents(rule.params.min_deposit)) continue
    const bonus = min(percentOf(d.amount, rule.params.percent), cents(rule.params.max_bonus))
    const p = await pay(q, rule, { userId: d.userId, ref: `${rule.activityId}:${d.orderNo}`, amount: bonus })
    if (p) paid.push(p)
  }
  return paid
}

const min = (a: bigint, b: bigint) => (a < b ? a : b)

/**
 * An approved application. The activity's rule of kind `application` decides when it has one: its
 * amount when enabled, nothing when switched off. Otherwise the activity's own bonus columns
 * (bonus_cents, turnover_multiple, shown in the queue) are the application's bonus; a rule of another
 * kind pays on its own occasion (a first-deposit match on the deposit), not on the approval.
 */
export async function payApplication(
  q: Query,
  a: { applicationId: number; activityId: number; userId: number },
): Promise<Payout | null> {
  const rule = await ruleOfActivity(q, a.activityId)
  let use: Rule<'application'> | null = null
  if (rule?.kind === 'application') {
    if (rule.enabled) use = rule as Rule<'application'>
  } else {
    const [act] = await q<{ title: string; bonus_cents: string; turnover_multiple: string }>(
      'SELECT title, bonus_cents::text, turnover_multiple::text FROM activities WHERE id = $1',
      [a.activityId],
    )
    if (act && BigInt(act.bonus_cents) > 0n)
      use = {
        activityId: a.activityId,
        title: act.title,
        kind: 'application',
        params: { amount: centsToWire(BigInt(act.bonus_cents)) },
        multiple: toMicros(act.turnover_multiple),
        playerCap: null,
        playerDayCap: null,
        dayCap: null,
      }
  }
  if (!use) return null
  return pay(q, use, { userId: a.userId, ref: String(a.applicationId), amount: cents(use.params.amount) })
}
