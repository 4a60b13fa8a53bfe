// Deposit page (/recharge): loads the enabled methods, receiving accounts, banks and the player's
// bindings; with neither a card nor a USDT address it stops at the warm reminder. Choosing a method
// clears the form and reloads its range and the bonus offers open on it (so does the USDT protocol).
// Bonuses are opt-in: none is chosen until the player ticks it, and the choice travels with the order
// (docs/promotions.md). Bank orders end with a message and
// /transRecord after 2 s; other methods open /payInfo for the order number the answer's message carries.
// The page is kept alive: leaving it from the reminder rests in `away`, so coming back never shows the
// stale reminder before the bindings are checked again. A keystroke is taken in every state: the form
// never drops what the player typed, whatever load is in flight. Less typing: quick amounts inside the
// channel's range fill the amount, and the depositor name starts as the player's real name (the view
// passes it on when the session knows it); the player may still change either. 立即存款 is taken only
// once the channel's range and offers are in (`editing`): while a channel loads (tag `channel`) the view
// disables it with the reason, as `snapshot.can` answers.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { LIMITS } from '../../core/contract/rules'
import * as cashier from '../api/cashier'
import * as site from '../api/site'
import {
  type Cashier,
  type Channel,
  DEFAULT_RANGE,
  type DepositContext,
  type DepositEvent,
  depositError,
  EMPTY_FORM,
  enabledMethods,
  freshForm,
  LIMITED,
  quickAmounts,
  type RangeType,
  rangeType,
  rechargeBody,
} from './deposit.logic'
import {
  attemptAfterFailure,
  attemptFor,
  errorOf,
  failureText,
  type Notice,
  outputOf,
  plainAmount,
} from './memberKit'

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
      form: freshForm(context),
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
    chooseAmount: assign(({ event, context }) => {
      assertEvent(event, 'deposit.amount')
      return { form: { ...context.form, amount: plainAmount(event.amount) }, error: null }
    }),
    storeRealName: assign(({ event, context }) => {
      assertEvent(event, 'deposit.realName')
      const realName = event.name.trim()
      // A name the player typed stays; an empty field (or the previous real name) takes the new one.
      const untouched = context.form.bank_owner === '' || context.form.bank_owner === context.realName
      return { realName, form: untouched ? { ...context.form, bank_owner: realName } : context.form }
    }),
    storeChannel: assign(({ event }) => {
      const c = outputOf<Channel>(event)
      return { range: c.range, offers: c.offers, chosen: [] }
    }),
    showFormError: assign({ error: ({ context }) => depositError(context) }),
    startAttempt: assign({ attempt: ({ context }) => attemptFor(context.attempt, rechargeBody(context)) }),
    storeOrder: assign({ orderNo: ({ event }) => outputOf<{ orderNo: string }>(event).orderNo }),
    settleAttempt: assign(({ context }) => ({ attempt: null, form: freshForm(context), chosen: [] })),
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
    isQuickAmount: ({ context, event }) =>
      event.type === 'deposit.amount' && quickAmounts(context.range).includes(event.amount),
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
    realName: '',
    form: EMPTY_FORM,
    error: null,
    orderNo: '',
    attempt: null,
  }),
  initial: 'loadingCashier',
  on: {
    'deposit.field': { actions: 'setField' },
    'deposit.realName': { actions: 'storeRealName' },
  },
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
      tags: ['form', 'channel'],
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
        'deposit.amount': { guard: 'isQuickAmount', actions: 'chooseAmount' },
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
