// Withdrawal page (/withdraw): bank or USDT tab, the central balance (refreshable), the cash that can
// be withdrawn, the active bonus and each turnover requirement, a bound card or address, the amount (at
// least 100) and the pay password. Switching tab clears the form; picking a USDT address takes its
// protocol (bank_owner) for the fee. With an active bonus the server answers 220 naming the bonus a
// withdrawal forfeits: the player confirms (the request goes again with forfeit_bonus, under a new key)
// or keeps the bonus (docs/promotions.md). A success clears the form and goes to /transRecord after
// 1.5 s. The bound lists themselves belong to bindCard: the machine watches them (watchBound), and when
// the tab's list holds exactly one card or address, that one is chosen. Quick amounts are the deposit
// page's steps between the minimum and the cash that can be withdrawn, then the whole of that cash.
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import type { ResponseOf } from '../../core/contract'
import type { calls } from '../../core/contract/calls'
import { LIMITS, type UsdtProtocol } from '../../core/contract/rules'
import { centsToWire, cnyToUsdtCents, decimalCents, yuan } from '../../core/money'
import * as account from '../api/account'
import * as cashier from '../api/cashier'
import { quickAmounts } from './deposit.logic'
import {
  attemptAfterFailure,
  attemptFor,
  errorOf,
  type FieldMessage,
  failureText,
  type IdempotentAttempt,
  type Notice,
  outputOf,
  typedCents,
} from './memberKit'

export type WithdrawTab = 'bank' | 'usdt'
type BoundCard = ResponseOf<typeof calls.getcard>[number]
type BetAmount = ResponseOf<typeof calls.getBetAmount>
/** The player's USDT rates and fees (from the user record). */
export type WithdrawRates = { withdrawusdtrate: string; withdrawcashfee: string; withdrawfeeusdttrc: string }
export type BoundLists = { cards: BoundCard[]; addresses: BoundCard[] }
/** Where the bound lists live: the page's bindCard actor (it reloads them after a bind). */
export type BoundSource = {
  getSnapshot: () => { context: BoundLists }
  subscribe: (next: (snapshot: { context: BoundLists }) => void) => { unsubscribe: () => void }
}

export type WithdrawalContext = {
  rates: WithdrawRates
  boundSource: BoundSource | null
  bound: BoundLists
  tab: WithdrawTab
  balance: string | null
  betAmount: BetAmount | null
  selectedId: number | null
  protocol: UsdtProtocol | null
  amount: string
  password: string
  error: FieldMessage | null
  /** The server's 220 text (it names the bonus a withdrawal now forfeits), while the player decides. */
  forfeitMessage: string
  /** The player confirmed giving up the active bonus: the request carries forfeit_bonus 1. */
  forfeitConfirmed: boolean
  /** The server's 260 text: above the tier's limit until 身份认证 is done (docs/kyc.md). */
  kycRefusal: string
  attempt: IdempotentAttempt
}

export type WithdrawalEvent =
  | { type: 'withdrawal.tab'; tab: WithdrawTab }
  | { type: 'withdrawal.bound'; lists: BoundLists }
  | { type: 'withdrawal.select'; card: BoundCard }
  | { type: 'withdrawal.amount'; amount: string }
  | { type: 'withdrawal.password'; password: string }
  | { type: 'withdrawal.refresh' }
  | { type: 'withdrawal.submit' }
  | { type: 'withdrawal.forfeitConfirm' }
  | { type: 'withdrawal.forfeitCancel' }

/** The refusal that asks the player to confirm giving up an active bonus (docs/promotions.md). */
export const BONUS_FORFEIT_CODE = 220
/** The refusal of a withdrawal above the basic tier's limit (KYC_LIMIT_CODE, docs/kyc.md). */
export const KYC_LIMIT_CODE = 260

/** The first failing rule (core/contract/rules.ts), in order: selection, amount, password. */
export const withdrawalError = (c: WithdrawalContext): FieldMessage | null => {
  if (c.selectedId === null) return { key: c.tab === 'bank' ? 'v.withdrawBank' : 'v.withdrawUsdt' }
  const cents = typedCents(c.amount)
  if (cents === null || cents < yuan(LIMITS.withdrawMin)) return { key: 'v.withdrawMin' }
  if (!c.password) return { key: 'v.withdrawPassword' }
  return null
}

/** USDT tab, informational: fee per protocol, the amount converted at the withdrawal rate, what arrives. */
export const usdtQuote = (c: Pick<WithdrawalContext, 'rates' | 'protocol' | 'amount'>) => {
  const fee = c.protocol === 'TRC20' ? c.rates.withdrawfeeusdttrc : c.rates.withdrawcashfee
  const cents = typedCents(c.amount) ?? 0n
  const converted = cnyToUsdtCents(cents, c.rates.withdrawusdtrate)
  const feeCents = decimalCents(fee || '0')
  const actual = converted > feeCents ? converted - feeCents : 0n
  return {
    fee: centsToWire(feeCents),
    converted: centsToWire(converted),
    actual: centsToWire(actual),
  }
}

/**
 * What can be withdrawn now: nothing while the deposits' turnover is open, else the cash the server
 * names (the central wallet: bonus money sits in accounts of its own); from a server that does not name
 * it, the central balance less the active bonus. A withdrawal forfeits the bonus, never the cash.
 */
export const withdrawable = (c: Pick<WithdrawalContext, 'balance' | 'betAmount'>): string | null => {
  if (c.balance === null || !c.betAmount) return null
  if (decimalCents(c.betAmount.required) > 0n) return '0.00'
  if (c.betAmount.cash !== undefined) return c.betAmount.cash
  const cash = decimalCents(c.balance) - decimalCents(c.betAmount.bonus)
  return centsToWire(cash > 0n ? cash : 0n)
}

/** The chips under the amount field: the usual steps from the minimum up to the cash, then all of it. */
export const withdrawQuickAmounts = (c: Pick<WithdrawalContext, 'balance' | 'betAmount'>): string[] => {
  const cash = withdrawable(c)
  if (cash === null || decimalCents(cash) < yuan(LIMITS.withdrawMin)) return []
  const steps = quickAmounts({ min: centsToWire(yuan(LIMITS.withdrawMin)), max: cash })
  return steps.includes(cash) ? steps : [...steps, cash]
}

/** A bound card, or a USDT address with the protocol its bank_owner names (it sets the fee). */
type Selection = Pick<WithdrawalContext, 'selectedId' | 'protocol'>
const selection = (card: BoundCard, tab: WithdrawTab): Selection => {
  const protocol = card.bank_owner === 'ERC20' || card.bank_owner === 'TRC20' ? card.bank_owner : null
  return { selectedId: card.id, protocol: tab === 'usdt' ? protocol : null }
}

/** The tab's bound list holds exactly one: that one is chosen, else nothing is. */
const onlyChoice = (bound: BoundLists, tab: WithdrawTab): Selection => {
  const list = tab === 'bank' ? bound.cards : bound.addresses
  return list.length === 1 ? selection(list[0], tab) : { selectedId: null, protocol: null }
}

/** The requirements still in progress, as the page lists them (the records page lists them all). */
export const openRequirements = (c: Pick<WithdrawalContext, 'betAmount'>) =>
  c.betAmount?.requirements.filter((r) => r.state === 'active') ?? []

export const withdrawBody = (c: WithdrawalContext) => ({
  amount: c.amount.trim(),
  bank: c.selectedId ?? 0,
  password: c.password,
  forfeit_bonus: c.forfeitConfirmed ? (1 as const) : (0 as const),
})

const submitInput = ({ context }: { context: WithdrawalContext }) => ({
  body: withdrawBody(context),
  idempotencyKey: context.attempt?.key,
})
const CLEARED = {
  amount: '',
  password: '',
  error: null,
  forfeitMessage: '',
  forfeitConfirmed: false,
  kycRefusal: '',
}
/** An empty form on a tab: only the selection survives, when the tab's list leaves one choice. */
const cleared = (bound: BoundLists, tab: WithdrawTab) => ({ ...CLEARED, ...onlyChoice(bound, tab), tab })

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as { rates: WithdrawRates; bound?: BoundSource },
    emitted: {} as Notice,
  },
  actors: {
    loadAccount: fromPromise<{ balance: string; betAmount: BetAmount }>(async () => {
      const [central, betAmount] = await Promise.all([account.balance(), cashier.getBetAmount()])
      return { balance: central.balance, betAmount }
    }),
    refreshBalance: fromPromise<string>(async () => (await account.balance()).balance),
    watchBound: fromCallback<WithdrawalEvent, BoundSource | null>(({ input, sendBack }) => {
      if (!input) return
      sendBack({ type: 'withdrawal.bound', lists: input.getSnapshot().context })
      const sub = input.subscribe((s) => sendBack({ type: 'withdrawal.bound', lists: s.context }))
      return () => sub.unsubscribe()
    }),
    submitWithdrawal: fromPromise<
      unknown,
      { body: ReturnType<typeof withdrawBody>; idempotencyKey?: string }
    >(({ input }) => cashier.withdraw(input.body, { idempotencyKey: input.idempotencyKey })),
  },
  actions: {
    storeAccount: assign(({ event }) => outputOf<{ balance: string; betAmount: BetAmount }>(event)),
    storeBalance: assign({ balance: ({ event }) => outputOf<string>(event) }),
    switchTab: assign(({ event, context }) =>
      cleared(context.bound, event.type === 'withdrawal.tab' ? event.tab : context.tab),
    ),
    /** New lists: a choice still in the tab's list stays, else the only one (if one) is chosen. */
    storeBound: assign(({ event, context }) => {
      if (event.type !== 'withdrawal.bound') return {}
      const { lists } = event
      const list = context.tab === 'bank' ? lists.cards : lists.addresses
      const kept = list.some((c) => c.id === context.selectedId)
      return kept ? { bound: lists } : { bound: lists, ...onlyChoice(lists, context.tab) }
    }),
    select: assign(({ event, context }) =>
      event.type === 'withdrawal.select' ? { ...selection(event.card, context.tab), error: null } : {},
    ),
    setAmount: assign({
      amount: ({ event, context }) => (event.type === 'withdrawal.amount' ? event.amount : context.amount),
      error: null,
      kycRefusal: '',
    }),
    setPassword: assign({
      password: ({ event, context }) =>
        event.type === 'withdrawal.password' ? event.password : context.password,
      error: null,
    }),
    showFormError: assign({ error: ({ context }) => withdrawalError(context) }),
    startAttempt: assign({ attempt: ({ context }) => attemptFor(context.attempt, withdrawBody(context)) }),
    clearForm: assign(({ context }) => ({ ...cleared(context.bound, context.tab), attempt: null })),
    keepAttemptIfUnknown: assign({
      attempt: ({ context, event }) => attemptAfterFailure(context.attempt, errorOf(event)),
    }),
    notifyFailure: emit(({ event }) => ({
      type: 'notice' as const,
      kind: 0 as const,
      key: failureText(errorOf(event)),
    })),
    storeForfeit: assign({ forfeitMessage: ({ event }) => failureText(errorOf(event)), attempt: null }),
    storeKycRefusal: assign({ kycRefusal: ({ event }) => failureText(errorOf(event)), attempt: null }),
    confirmForfeit: assign({ forfeitConfirmed: true }),
    cancelForfeit: assign({ forfeitMessage: '', forfeitConfirmed: false }),
    notifySubmitted: emit({ type: 'notice', kind: 1, key: 'member.withdraw.submitted' } as Notice),
    /** Injected by the view: tell the session the balance changed. */
    userChanged: () => {},
    /** Injected by the view: go to /transRecord. */
    goToRecords: () => {},
  },
  guards: {
    isOtherTab: ({ context, event }) => event.type === 'withdrawal.tab' && event.tab !== context.tab,
    isFormInvalid: ({ context }) => withdrawalError(context) !== null,
    isBonusForfeit: ({ event }) =>
      (errorOf(event) as { code?: unknown } | undefined)?.code === BONUS_FORFEIT_CODE,
    isKycLimit: ({ event }) => (errorOf(event) as { code?: unknown } | undefined)?.code === KYC_LIMIT_CODE,
  },
  delays: {
    recordsRedirect: 1500,
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({
    rates: input.rates,
    boundSource: input.bound ?? null,
    bound: { cards: [], addresses: [] },
    balance: null,
    betAmount: null,
    attempt: null,
    ...cleared({ cards: [], addresses: [] }, 'bank'),
  }),
  invoke: { id: 'watchBound', src: 'watchBound', input: ({ context }) => context.boundSource },
  initial: 'loading',
  on: {
    'withdrawal.tab': { guard: 'isOtherTab', actions: 'switchTab' },
    'withdrawal.bound': { actions: 'storeBound' },
    'withdrawal.select': { actions: 'select' },
    'withdrawal.amount': { actions: 'setAmount' },
    'withdrawal.password': { actions: 'setPassword' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        onDone: { target: 'editing', actions: 'storeAccount' },
        onError: { target: 'editing', actions: 'notifyFailure' },
      },
    },
    editing: {
      tags: ['form'],
      on: {
        'withdrawal.refresh': { target: 'refreshing' },
        'withdrawal.submit': [
          { guard: 'isFormInvalid', actions: 'showFormError' },
          { target: 'submitting', actions: 'startAttempt' },
        ],
      },
    },
    refreshing: {
      tags: ['form'],
      invoke: {
        id: 'refreshBalance',
        src: 'refreshBalance',
        onDone: { target: 'editing', actions: 'storeBalance' },
        onError: { target: 'editing', actions: 'notifyFailure' },
      },
    },
    submitting: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'submitWithdrawal',
        src: 'submitWithdrawal',
        input: submitInput,
        onDone: { target: 'redirecting', actions: ['clearForm', 'notifySubmitted', 'userChanged'] },
        onError: [
          { guard: 'isBonusForfeit', target: 'confirmingForfeit', actions: 'storeForfeit' },
          { guard: 'isKycLimit', target: 'editing', actions: 'storeKycRefusal' },
          { target: 'editing', actions: ['keepAttemptIfUnknown', 'notifyFailure'] },
        ],
      },
    },
    confirmingForfeit: {
      // The same request again with forfeit_bonus 1: another body, so startAttempt makes a new key.
      tags: ['modal', 'form'],
      on: {
        'withdrawal.forfeitConfirm': { target: 'submitting', actions: ['confirmForfeit', 'startAttempt'] },
        'withdrawal.forfeitCancel': { target: 'editing', actions: 'cancelForfeit' },
      },
    },
    redirecting: {
      tags: ['busy'],
      after: { recordsRedirect: { target: 'loading', actions: 'goToRecords' } },
    },
  },
})
