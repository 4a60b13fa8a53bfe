// The deposit page's pure rules (src/machines/deposit.machine.ts holds the flow): the form and its
// context, which methods are enabled, the quick amounts inside a channel's range, the form's first
// error, the USDT equivalent and the order's body.
import type { ResponseOf } from '../../core/contract'
import type { calls, RANGE_TYPES } from '../../core/contract/calls'
import { LIMITS, type UsdtProtocol } from '../../core/contract/rules'
import { centsToWire, cnyToUsdtCents } from '../../core/money'
import { type FieldMessage, type IdempotentAttempt, plainAmount, typedCents } from './memberKit'

export const DEPOSIT_METHODS = ['bank', 'usdt', 'wechat', 'alipay'] as const
export type DepositMethod = (typeof DEPOSIT_METHODS)[number]
export type PayWay = ResponseOf<typeof calls.getPayWay>
export type ReceivingAccount = ResponseOf<typeof calls.getpaybank>[number]
export type Bank = ResponseOf<typeof calls.banklist>[number]
export type Offer = ResponseOf<typeof calls.depositOffers>[number]
export type Cashier = {
  methods: DepositMethod[]
  accounts: ReceivingAccount[]
  banks: Bank[]
  hasBinding: boolean
}
export type Range = { min: string; max: string }
/** What a method (and USDT protocol) brings: its amount range and the offers open on it. */
export type Channel = { range: Range; offers: Offer[] }
export type DepositForm = {
  bank_owner: string
  bank: string
  bank_no: string
  bank_address: string
  amount: string
}
export type DepositField = keyof DepositForm

export type DepositContext = {
  methods: DepositMethod[]
  method: DepositMethod | null
  protocol: UsdtProtocol
  accounts: ReceivingAccount[]
  banks: Bank[]
  range: Range
  offers: Offer[]
  /** The offers the player ticked (activity ids); none by default. */
  chosen: number[]
  /** The player's real name: what a fresh bank form's depositor name starts as. */
  realName: string
  form: DepositForm
  error: FieldMessage | null
  orderNo: string
  attempt: IdempotentAttempt
}

export type DepositEvent =
  | { type: 'deposit.method'; method: DepositMethod }
  | { type: 'deposit.protocol'; protocol: UsdtProtocol }
  | { type: 'deposit.field'; field: DepositField; value: string }
  /** A quick amount chip: `amount` is one of quickAmounts(range). */
  | { type: 'deposit.amount'; amount: string }
  | { type: 'deposit.realName'; name: string }
  | { type: 'deposit.offer'; id: number; chosen: boolean }
  | { type: 'deposit.submit' }
  | { type: 'deposit.retry' }
  | { type: 'deposit.leave' }
  | { type: 'reminder.bind' }
  | { type: 'reminder.close' }

const FLAG_OF: Record<DepositMethod, keyof PayWay> = {
  bank: 'card',
  usdt: 'usdt',
  wechat: 'wechat',
  alipay: 'alipay',
}
const PAYTYPE_OF = { bank: 'bank', usdt: 'usdt', wechat: 'wxpay', alipay: 'alipay' } as const
export const DEFAULT_RANGE: Range = {
  min: `${LIMITS.defaultDepositMin}.00`,
  max: `${LIMITS.defaultDepositMax}.00`,
}
export const EMPTY_FORM: DepositForm = { bank_owner: '', bank: '', bank_no: '', bank_address: '', amount: '' }
export const LIMITED: ReadonlySet<DepositField> = new Set(['bank_no', 'bank_address'])

export const enabledMethods = (way: PayWay): DepositMethod[] =>
  DEPOSIT_METHODS.filter((m) => way[FLAG_OF[m]] === 1)

/** The chips offered under the amount field, those inside the channel's range (wire amounts). */
const QUICK_AMOUNTS = [100n, 500n, 1000n, 5000n]
export const quickAmounts = (range: Range): string[] => {
  const min = typedCents(range.min) ?? 0n
  const max = typedCents(range.max) ?? 0n
  return QUICK_AMOUNTS.map((yuan) => yuan * 100n)
    .filter((cents) => cents >= min && cents <= max)
    .map(centsToWire)
}

/** A fresh form: empty but for the depositor name, which starts as the real name. */
export const freshForm = (c: Pick<DepositContext, 'realName'>): DepositForm => ({
  ...EMPTY_FORM,
  bank_owner: c.realName,
})

export type RangeType = (typeof RANGE_TYPES)[number]
export const rangeType = (method: DepositMethod, protocol: UsdtProtocol): RangeType =>
  method === 'usdt' ? (protocol === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20') : method

/**
 * The first failing rule (core/contract/rules.ts): bank fields first, then the amount range, then the
 * minimum deposit of each offer the player ticked.
 */
export const depositError = (c: DepositContext): FieldMessage | null => {
  const f = c.form
  if (c.method === 'bank') {
    if (!f.bank_owner.trim()) return { key: 'v.depositName' }
    if (!f.bank.trim()) return { key: 'v.depositBank' }
    if (!f.bank_no.trim()) return { key: 'v.depositCardNo' }
    if (!f.bank_address.trim()) return { key: 'v.depositAddress' }
  }
  const cents = typedCents(f.amount)
  const min = typedCents(c.range.min) ?? 0n
  const max = typedCents(c.range.max) ?? 0n
  if (cents === null || cents < min || cents > max) {
    return { key: 'v.depositRange', params: { min: plainAmount(c.range.min), max: plainAmount(c.range.max) } }
  }
  for (const offer of c.offers)
    if (c.chosen.includes(offer.id) && cents < (typedCents(offer.min_deposit) ?? 0n))
      return {
        key: 'member.deposit.offerMin',
        params: { title: offer.title, min: plainAmount(offer.min_deposit) },
      }
  return null
}

/** The USDT equivalent of the typed amount at the player's rate, rounded down (rules.cnyToUsdtCents). */
export const usdtEquivalent = (c: Pick<DepositContext, 'form'> & { usdtrate: string }): string => {
  const cents = typedCents(c.form.amount)
  return centsToWire(cents === null ? 0n : cnyToUsdtCents(cents, c.usdtrate))
}

export const rechargeBody = (c: DepositContext) => {
  const amount = c.form.amount.trim()
  switch (c.method) {
    case 'bank':
      return {
        paytype: 'bank' as const,
        bank_owner: c.form.bank_owner.trim(),
        bank: c.form.bank.trim(),
        bank_no: c.form.bank_no.trim(),
        bank_address: c.form.bank_address.trim(),
        amount,
        offers: c.chosen,
      }
    case 'usdt':
      return { paytype: 'usdt' as const, catepay: c.protocol, amount, offers: c.chosen }
    default:
      return { paytype: PAYTYPE_OF[c.method ?? 'alipay'], amount, offers: c.chosen }
  }
}
