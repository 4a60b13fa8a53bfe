import { decimalCents } from '../../../core/money'

/** Spec §4: deposit total / next level's required deposit, rounded %, capped at 100, 0 if either is 0. */
export const vipProgress = (paysum: string, nextRecharge: string) => {
  const have = Number(decimalCents(paysum || '0'))
  const need = Number(decimalCents(nextRecharge || '0'))
  if (have <= 0 || need <= 0) return 0
  return Math.min(100, Math.round((have / need) * 100))
}
