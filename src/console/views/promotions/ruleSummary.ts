// What a promotion rule pays, in words: the kind's name and a one-line summary, for the rules table, the
// payouts and a rule waiting for approval (approvals/summary.tsx).
import type { PromotionKind, PromotionRow } from '../../../../core/contract/admin/promotions'
import type { ConsoleKey, T } from '../../i18n'

export const kindName = (t: T, k: PromotionKind) => t(`promo.kind.${k}` as ConsoleKey)

/** One line saying what the rule pays (also of a rule waiting for approval: approvals/summary.tsx). */
export function ruleSummary(
  t: T,
  r: Pick<
    NonNullable<PromotionRow['rule']>,
    'kind' | 'params' | 'turnover_multiple' | 'player_cap' | 'player_day_cap' | 'day_cap'
  >,
) {
  const p = r.params as Record<string, unknown>
  const parts: string[] = []
  if (r.kind === 'first-deposit' || r.kind === 'deposit-method') {
    if (r.kind === 'deposit-method')
      parts.push((p.channels as string[]).map((c) => t(`promo.channel.${c}` as ConsoleKey)).join('/'))
    parts.push(
      t('promo.sumPercent', {
        percent: String(p.percent),
        min: String(p.min_deposit),
        max: String(p.max_bonus),
      }),
    )
  }
  if (r.kind === 'application') parts.push(t('promo.sumAmount', { amount: String(p.amount) }))
  if (r.kind === 'vip-upgrade') parts.push(t('promo.vipHint'))
  if (r.kind === 'birthday' || r.kind === 'monthly-redpacket')
    parts.push(t('promo.sumLevels', { amounts: (p.amounts as string[]).join(' / ') }))
  parts.push(t('promo.sumMultiple', { n: r.turnover_multiple }))
  if (r.player_cap) parts.push(`${t('promo.playerCap')} ${r.player_cap}`)
  if (r.player_day_cap) parts.push(`${t('promo.playerDayCap')} ${r.player_day_cap}`)
  if (r.day_cap) parts.push(`${t('promo.dayCap')} ${r.day_cap}`)
  return parts.join('；')
}
