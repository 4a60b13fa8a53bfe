// Deposit page (/recharge): loads the enabled methods, receiving accounts, banks and the player's
// bindings; with neither a card nor a USDT address it stops at the warm reminder. Choosing a method
// clears the form and reloads its range and the bonus offers open on it (so does the USDT protocol).
// Bonuses are opt-in: none is chosen until the player ticks it, and the choice travels with the order
// (docs/promotions.md). Bank orders end with a message and
// /transRecord after 2 s; other methods open /payInfo for the order number the answer's message carries.
// The page is kept alive: leaving it from the reminder rests in `away`, so coming back never shows the
// stale reminder before the bindings are checked again. A keystroke is taken in every state: the form
// never drops what the player typed, whatever load is in flight.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import type { ResponseOf } from '../../core/contract'
import type { calls, RANGE_TYPES } from '../../core/contract/calls'
import { LIMITS, type UsdtProtocol } from '../../core/contract/rules'
import { centsToWire, cnyToUsdtCents } from '../../core/money'
import * as cashier from '../api/cashier'
import * as site from '../api/site'
import {
  attemptAfterFailure,
  attemptFor,
  errorOf,
  type FieldMessage,
  failureText,
  type IdempotentAttempt,
  type Notice,
  outputOf,
  plainAmount,
  typedCents,
} from './memberKit'

export const DEPOSIT_METHODS = ['bank', 'usdt', 'wechat', 'alipay'] as const
export type DepositMethod = (typeof DEPOSIT_METHODS)[number]
type PayWay = ResponseOf<typeof calls.getPayWay>
type ReceivingAccount = ResponseOf<typeof calls.getpaybank>[number]
type Bank = ResponseOf<typeof calls.banklist>[number]
export type Offer = ResponseOf<typeof calls.depositOffers>[number]
export type Cashier = {
  methods: DepositMethod[]
  accounts: ReceivingAccount[]
  banks: Bank[]
  hasBinding: boolean
}
type Range = { min: string; max: string }
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
  form: DepositForm
  error: FieldMessage | null
  orderNo: string
  attempt: IdempotentAttempt
}

export type DepositEvent =
  | { type: 'deposit.method'; method: DepositMethod }
  | { type: 'deposit.protocol'; protocol: UsdtProtocol }
  | { type: 'deposit.field'; field: DepositField; value: string }
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
const DEFAULT_RANGE: Range = { min: `${LIMITS.defaultDepositMin}.00`, max: `${LIMITS.defaultDepositMax}.00` }
const EMPTY_FORM: DepositForm = { bank_owner: '', bank: '', bank_no: '', bank_address: '', amount: '' }
const LIMITED: ReadonlySet<DepositField> = new Set(['bank_no', 'bank_address'])

export const enabledMethods = (way: PayWay): DepositMethod[] =>
  DEPOSIT_METHODS.filter((m) => way[FLAG_OF[m]] === 1)

type RangeType = (typeof RANGE_TYPES)[number]
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
type RechargeBody = ReturnType<typeof rechargeBody>

const channelInput = ({ context }: { context: DepositContext }) => ({
  type: rangeType(context.method ?? 'bank', context.protocol),
})
const rechargeInput = ({ context }: { context: DepositContext }) => ({
  body: rechargeBody(context),
  idempotencyKey: context.attempt?.key,
})

export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    emitted: {} as Notice,
  },
  actors: {
    loadCashier: fromPromise<Cashier>(async () => {
      const [way, accounts, banks, cards, addresses] = await Promise.all([
        site.getPayWay(),
        cashier.getpaybank(),
        site.banklist(),
        cashier.getcard({ type: 1 }),
        cashier.getcard({ type: 2 }),
      ])
      return {
        methods: enabledMethods(way),
        accounts,
        banks,
        hasBinding: cards.length + addresses.length > 0,
      }
    }),
    loadChannel: fromPromise<Channel, { type: RangeType }>(async ({ input }) => {
      // Started together, so the client sends them as one batch (docs/delivery.md).
      const [r, offers] = await Promise.all([cashier.getPayRange(input), cashier.depositOffers(input)])
      return { range: { min: r.min_price, max: r.max_price }, offers }
    }),
    submitDeposit: fromPromise<{ orderNo: string }, { body: RechargeBody; idempotencyKey?: string }>(
      async ({ input }) => {
        const answer = await cashier.recharge(input.body, { idempotencyKey: input.idempotencyKey })
        return { orderNo: answer.message || answer.data.out_trade_no }
      },
    ),
  },
  actions: {
    storeCashier: assign(({ event }) => {
      const c = outputOf<Cashier>(event)
      return { methods: c.methods, method: c.methods[0] ?? null, accounts: c.accounts, banks: c.banks }
    }),
    selectMethod: assign(({ event, context }) => ({
      method: event.type === 'deposit.method' ? event.method : context.method,
      form: EMPTY_FORM,
      range: DEFAULT_RANGE,
      offers: [],
      chosen: [],
      error: null,
    })),
    selectProtocol: assign(({ event, context }) => ({
      protocol: event.type === 'deposit.protocol' ? event.protocol : context.protocol,
      range: DEFAULT_RANGE,
      offers: [],
      chosen: [],
      error: null,
    })),
    chooseOffer: assign(({ event, context }) => {
      assertEvent(event, 'deposit.offer')
      const others = context.chosen.filter((id) => id !== event.id)
      return { chosen: event.chosen ? [...others, event.id] : others, error: null }
    }),
    setField: assign({
      form: ({ event, context }) => {
        if (event.type !== 'deposit.field') return context.form
        const value = LIMITED.has(event.field) ? event.value.slice(0, LIMITS.depositFieldMax) : event.value
        return { ...context.form, [event.field]: value }
      },
      error: null,
    }),
    storeChannel: assign(({ event }) => {
      const c = outputOf<Channel>(event)
      return { range: c.range, offers: c.offers, chosen: [] }
    }),
    showFormError: assign({ error: ({ context }) => depositError(context) }),
    startAttempt: assign({ attempt: ({ context }) => attemptFor(context.attempt, rechargeBody(context)) }),
    storeOrder: assign({ orderNo: ({ event }) => outputOf<{ orderNo: string }>(event).orderNo }),
    settleAttempt: assign({ attempt: null, form: EMPTY_FORM, chosen: [] }),
    keepAttemptIfUnknown: assign({
      attempt: ({ context, event }) => attemptAfterFailure(context.attempt, errorOf(event)),
    }),
    notifyFailure: emit(({ event }) => ({
      type: 'notice' as const,
      kind: 0 as const,
      key: failureText(errorOf(event)),
    })),
    notifyBankSubmitted: emit({ type: 'notice', kind: 1, key: 'member.deposit.submitted' } as Notice),
    notifyRedirecting: emit({ type: 'notice', kind: 1, key: 'member.deposit.redirecting' } as Notice),
    /** Injected by the view: open /payInfo?deposit_no={context.orderNo} in a new tab. */
    openPayInfo: () => {},
    /** Injected by the view: go to /transRecord. */
    goToRecords: () => {},
    /** Injected by the view: go to /bankCard. */
    goToBankCard: () => {},
    /** Injected by the view: history back. */
    goBack: () => {},
  },
  guards: {
    hasNoBinding: ({ event }) => !outputOf<Cashier>(event).hasBinding,
    hasNoMethod: ({ event }) => outputOf<Cashier>(event).methods.length === 0,
    isOfferedMethod: ({ context, event }) =>
      event.type === 'deposit.method' &&
      event.method !== context.method &&
      context.methods.includes(event.method),
    isOtherProtocol: ({ context, event }) =>
      context.method === 'usdt' && event.type === 'deposit.protocol' && event.protocol !== context.protocol,
    isListedOffer: ({ context, event }) =>
      event.type === 'deposit.offer' && context.offers.some((o) => o.id === event.id),
    isFormInvalid: ({ context }) => depositError(context) !== null,
    isBankMethod: ({ context }) => context.method === 'bank',
  },
  delays: {
    recordsRedirect: 2000,
  },
}).createMachine({
  id: 'deposit',
  context: () => ({
    methods: [],
    method: null,
    protocol: 'TRC20',
    accounts: [],
    banks: [],
    range: DEFAULT_RANGE,
    offers: [],
    chosen: [],
    form: EMPTY_FORM,
    error: null,
    orderNo: '',
    attempt: null,
  }),
  initial: 'loadingCashier',
  on: { 'deposit.field': { actions: 'setField' } },
  states: {
    loadingCashier: {
      tags: ['busy'],
      invoke: {
        id: 'loadCashier',
        src: 'loadCashier',
        onDone: [
          { guard: 'hasNoBinding', target: 'reminding', actions: 'storeCashier' },
          { guard: 'hasNoMethod', target: 'unavailable', actions: 'storeCashier' },
          { target: 'loadingChannel', actions: 'storeCashier' },
        ],
        onError: { target: 'failed', actions: 'notifyFailure' },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'deposit.retry': { target: 'loadingCashier' } },
    },
    unavailable: {},
    reminding: {
      tags: ['modal'],
      on: {
        'reminder.bind': { actions: 'goToBankCard' },
        'reminder.close': { actions: 'goBack' },
        'deposit.leave': { target: 'away' },
      },
    },
    away: {
      // Off screen after the reminder (binding a card, or gone back): coming back checks the bindings again.
      on: { 'deposit.retry': { target: 'loadingCashier' } },
    },
    loadingChannel: {
      tags: ['form'],
      invoke: {
        id: 'loadChannel',
        src: 'loadChannel',
        input: channelInput,
        onDone: { target: 'editing', actions: 'storeChannel' },
        onError: { target: 'editing', actions: 'notifyFailure' },
      },
      on: {
        'deposit.method': {
          guard: 'isOfferedMethod',
          target: 'loadingChannel',
          reenter: true,
          actions: 'selectMethod',
        },
        'deposit.protocol': {
          guard: 'isOtherProtocol',
          target: 'loadingChannel',
          reenter: true,
          actions: 'selectProtocol',
        },
      },
    },
    editing: {
      tags: ['form'],
      on: {
        'deposit.method': { guard: 'isOfferedMethod', target: 'loadingChannel', actions: 'selectMethod' },
        'deposit.protocol': { guard: 'isOtherProtocol', target: 'loadingChannel', actions: 'selectProtocol' },
        'deposit.offer': { guard: 'isListedOffer', actions: 'chooseOffer' },
        'deposit.submit': [
          { guard: 'isFormInvalid', actions: 'showFormError' },
          { target: 'submitting', actions: 'startAttempt' },
        ],
      },
    },
    submitting: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'submitDeposit',
        src: 'submitDeposit',
        input: rechargeInput,
        onDone: [
          {
            guard: 'isBankMethod',
            target: 'redirecting',
            actions: ['storeOrder', 'settleAttempt', 'notifyBankSubmitted'],
          },
          {
            target: 'redirecting',
            actions: ['storeOrder', 'settleAttempt', 'notifyRedirecting', 'openPayInfo'],
          },
        ],
        onError: { target: 'editing', actions: ['keepAttemptIfUnknown', 'notifyFailure'] },
      },
    },
    redirecting: {
      tags: ['busy', 'form'],
      after: { recordsRedirect: { target: 'editing', actions: 'goToRecords' } },
    },
  },
})
