// Deposit-matched bonuses are opt-in (docs/promotions.md, "Opt-in"): the deposit form lists the offers
// open to the player on the chosen channel, the player ticks the ones wanted, the order stores them and
// its approval pays only those (occasions.ts). An offer is an enabled first-deposit rule while the
// player has no approved deposit, or an enabled deposit-method rule naming the channel.
import type { DepositOffer } from '../../core/contract'
import { centsToWire } from '../../core/money'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import type { PayChannel } from '../ledger'
import { BONUS_MULTIPLE_CAP } from '../wagering/requirements'
import { cents, type Rule, rulesOfKind } from './engine'

type OfferRule = Rule<'first-deposit'> | Rule<'deposit-method'>

async function openRules(q: Query, userId: number, channel: PayChannel): Promise<OfferRule[]> {
  const open: OfferRule[] = []
  const first = await rulesOfKind(q, 'first-deposit')
  if (first.length) {
    const [{ n }] = await q<{ n: number }>(
      'SELECT count(*)::int AS n FROM deposits WHERE user_id = $1 AND state = 2',
      [userId],
    )
    if (Number(n) === 0) open.push(...first)
  }
  for (const rule of await rulesOfKind(q, 'deposit-method'))
    if ((rule.params.channels as readonly string[]).includes(channel)) open.push(rule)
  return open
}

/** The multiple a payout really carries (the requirement is capped at BONUS_MULTIPLE_CAP x the bonus). */
export const multipleText = (micros: bigint) => {
  const capped = micros < BONUS_MULTIPLE_CAP * 1_000_000n ? micros : BONUS_MULTIPLE_CAP * 1_000_000n
  return String(Number(capped) / 1_000_000)
}

/** What the deposit form lists: each offer with its terms. */
export async function depositOffers(q: Query, userId: number, channel: PayChannel): Promise<DepositOffer[]> {
  return (await openRules(q, userId, channel)).map((r) => ({
    id: r.activityId ?? 0,
    kind: r.kind,
    title: r.title,
    percent: r.params.percent,
    max_bonus: centsToWire(cents(r.params.max_bonus)),
    min_deposit: centsToWire(cents(r.params.min_deposit)),
    multiple: multipleText(r.multiple),
  }))
}

/**
 * The offers a new order may carry: each one chosen must be open to the player on this channel and
 * the amount must reach its minimum, else the order is refused naming why (a bonus the player asked
 * for is never dropped in silence). Sorted and without repeats.
 */
export async function chosenOffers(
  q: Query,
  userId: number,
  channel: PayChannel,
  amount: bigint,
  chosen: readonly number[],
): Promise<number[]> {
  if (!chosen.length) return []
  const open = await openRules(q, userId, channel)
  const ids = [...new Set(chosen)].sort((a, b) => a - b)
  for (const id of ids) {
    const rule = open.find((r) => r.activityId === id)
    if (!rule) throw new BizError(1000, 'm.offerClosed')
    const min = cents(rule.params.min_deposit)
    if (amount < min)
      throw new BizError(1000, 'm.offerMinDeposit', { title: rule.title, min: centsToWire(min) })
  }
  return ids
}
