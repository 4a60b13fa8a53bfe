import { decimalCents } from '../../../core/money'

/**
 * Progress towards one requirement of the next VIP level, in whole percent: 100 only once `have`
 * reaches `need`; below it the bar stops at 99 however close it is (rounding must never draw a met
 * level). 0 when nothing is needed (the top level) or nothing is done yet.
 */
export const vipProgress = (have: string, need: string) => {
  const h = Number(decimalCents(have || '0'))
  const n = Number(decimalCents(need || '0'))
  if (h <= 0 || n <= 0) return 0
  if (h >= n) return 100
  return Math.min(99, Math.floor((h / n) * 100))
}

/** Both requirements of the next level (deposit total and turnover), each with what is still missing. */
export const vipRequirements = (user: {
  paysum: string
  totalgame: string
  next_vip_recharge: string
  next_vip_flow: string
}) =>
  (
    [
      ['deposit', user.paysum, user.next_vip_recharge],
      ['turnover', user.totalgame, user.next_vip_flow],
    ] as const
  ).map(([kind, have, need]) => {
    const missing = Math.max(0, Number(decimalCents(need || '0') - decimalCents(have || '0')))
    return { kind, have, need, missing, progress: vipProgress(have, need) }
  })
