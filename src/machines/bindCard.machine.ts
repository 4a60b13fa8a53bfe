// Bound bank cards and USDT addresses (/bankCard and the bind dialogs of /withdraw). `bindShow` is the
// spec's dialog switch: 0 closed, 1 bank card, 2 USDT; opening or closing clears the entered data.
// Both lists reload after a bind or an unbind; a bank-card bind closes and reloads even when the
// server refuses it. At most 5 of each: the add action is only possible below that.
import { assign, emit, fromPromise, setup } from 'xstate'
import type { ResponseOf } from '../../core/contract'
import type { calls } from '../../core/contract/calls'
import { LIMITS, looksLikeUsdtAddress, type UsdtProtocol } from '../../core/contract/rules'
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
} from './memberKit'

export type BoundCard = ResponseOf<typeof calls.getcard>[number]
type Bank = ResponseOf<typeof calls.banklist>[number]
export type BindShow = 0 | 1 | 2
export type BindForm = {
  bank: string
  bank_address: string
  bank_no: string
  bank_owner: string
  pay_pass: string
  protocol: UsdtProtocol | ''
}
export type BindField = keyof BindForm
type Lists = { cards: BoundCard[]; addresses: BoundCard[]; banks: Bank[] }
/** The server's answer to a bind: its message is what a USDT bind shows. */
type Bound = { message: string }

export type BindCardContext = {
  tab: 1 | 2
  cards: BoundCard[]
  addresses: BoundCard[]
  banks: Bank[]
  bindShow: BindShow
  form: BindForm
  error: FieldMessage | null
  unbindId: number | null
  attempt: IdempotentAttempt
}

export type BindCardEvent =
  | { type: 'bindCard.tab'; tab: 1 | 2 }
  | { type: 'bindCard.open'; kind: 1 | 2 }
  | { type: 'bindCard.close' }
  | { type: 'bindCard.field'; field: BindField; value: string }
  | { type: 'bindCard.submit' }
  | { type: 'bindCard.unbind'; id: number }
  | { type: 'bindCard.unbindConfirm' }
  | { type: 'bindCard.unbindCancel' }
  | { type: 'bindCard.reload' }

const EMPTY: BindForm = {
  bank: '',
  bank_address: '',
  bank_no: '',
  bank_owner: '',
  pay_pass: '',
  protocol: '',
}

/** The first failing rule (core/contract/rules.ts), in its order, for the open dialog. */
export const bindError = (c: Pick<BindCardContext, 'bindShow' | 'form'>): FieldMessage | null => {
  const f = c.form
  if (c.bindShow === 2) {
    if (!f.bank_no.trim()) return { key: 'v.usdtAddress' }
    if (!f.protocol) return { key: 'v.usdtProtocol' }
    if (!f.pay_pass) return { key: 'v.bindPayPass' }
    if (!looksLikeUsdtAddress(f.protocol, f.bank_no.trim())) return { key: 'v.usdtAddressInvalid' }
  } else {
    if (!f.bank_owner.trim()) return { key: 'v.bindName' }
    if (!f.bank.trim()) return { key: 'v.bindBank' }
    if (!f.bank_address.trim()) return { key: 'v.bindAddress' }
    if (!f.bank_no.trim()) return { key: 'v.bindCardNo' }
    if (!f.pay_pass) return { key: 'v.bindPayPass' }
    if (f.bank_no.trim().length < LIMITS.bindCardNoMin) return { key: 'v.bindCardNoLength' }
  }
  if (f.pay_pass.length < LIMITS.bindPayPassMin || f.pay_pass.length > LIMITS.bindPayPassMax) {
    return { key: 'v.bindPayPassLength' }
  }
  return null
}

export const bindBody = (c: Pick<BindCardContext, 'bindShow' | 'form'>) =>
  c.bindShow === 2
    ? {
        bank: 'USDT',
        bank_no: c.form.bank_no.trim(),
        bank_owner: c.form.protocol,
        bank_address: c.form.protocol,
        pay_pass: c.form.pay_pass,
      }
    : {
        bank: c.form.bank.trim(),
        bank_no: c.form.bank_no.trim(),
        bank_owner: c.form.bank_owner.trim(),
        bank_address: c.form.bank_address.trim(),
        pay_pass: c.form.pay_pass,
      }

/** Adding is possible only while fewer than 5 of that kind are bound. */
export const canAdd = (c: Pick<BindCardContext, 'cards' | 'addresses'>, kind: 1 | 2) =>
  (kind === 1 ? c.cards : c.addresses).length < LIMITS.maxBindings

const bindInput = ({ context }: { context: BindCardContext }) => ({
  body: bindBody(context),
  idempotencyKey: context.attempt?.key,
})
const unbindInput = ({ context }: { context: BindCardContext }) => ({ id: context.unbindId ?? 0 })

export const bindCardMachine = setup({
  types: {
    context: {} as BindCardContext,
    events: {} as BindCardEvent,
    input: {} as { tab?: 1 | 2 } | undefined,
    emitted: {} as Notice,
  },
  actors: {
    loadLists: fromPromise<Lists>(async () => {
      const [cards, addresses, banks] = await Promise.all([
        cashier.getcard({ type: 1 }),
        cashier.getcard({ type: 2 }),
        site.banklist(),
      ])
      return { cards, addresses, banks }
    }),
    bind: fromPromise<Bound, { body: ReturnType<typeof bindBody>; idempotencyKey?: string }>(
      async ({ input }) => {
        const answer = await cashier.bindcard(input.body, { idempotencyKey: input.idempotencyKey })
        return { message: answer.message }
      },
    ),
    unbind: fromPromise<null, { id: number }>(({ input }) => cashier.delcard(input)),
  },
  actions: {
    storeLists: assign(({ event }) => outputOf<Lists>(event)),
    setTab: assign({
      tab: ({ event, context }) => (event.type === 'bindCard.tab' ? event.tab : context.tab),
    }),
    openDialog: assign(({ event, context }) => ({
      bindShow: (event.type === 'bindCard.open' ? event.kind : context.bindShow) as BindShow,
      form: EMPTY,
      error: null,
    })),
    closeDialog: assign({ bindShow: 0 as BindShow, form: EMPTY, error: null }),
    setField: assign({
      form: ({ event, context }) =>
        event.type === 'bindCard.field' ? { ...context.form, [event.field]: event.value } : context.form,
      error: null,
    }),
    showFormError: assign({ error: ({ context }) => bindError(context) }),
    startAttempt: assign({ attempt: ({ context }) => attemptFor(context.attempt, bindBody(context)) }),
    settleAttempt: assign({ attempt: null }),
    keepAttemptIfUnknown: assign({
      attempt: ({ context, event }) => attemptAfterFailure(context.attempt, errorOf(event)),
    }),
    askUnbind: assign({
      unbindId: ({ event, context }) => (event.type === 'bindCard.unbind' ? event.id : context.unbindId),
    }),
    forgetUnbind: assign({ unbindId: null }),
    notifyFailure: emit(({ event }) => ({
      type: 'notice' as const,
      kind: 0 as const,
      key: failureText(errorOf(event)),
    })),
    /** A card shows 绑定成功; a USDT address shows the server's message (docs/contract.md). Before closeDialog. */
    notifyBound: emit(({ context, event }) => ({
      type: 'notice' as const,
      kind: 1 as const,
      key: (context.bindShow === 2 && outputOf<Bound>(event).message) || 'member.bind.done',
    })),
    notifyUnbound: emit({ type: 'notice', kind: 1, key: 'member.bind.unbound' } as Notice),
    /** Injected by the view: the lists changed (the withdraw page clears a stale selection). */
    listsChanged: () => {},
  },
  guards: {
    canAddKind: ({ context, event }) => event.type === 'bindCard.open' && canAdd(context, event.kind),
    isFormInvalid: ({ context }) => bindError(context) !== null,
    isBankCardBind: ({ context }) => context.bindShow === 1,
  },
}).createMachine({
  id: 'bindCard',
  context: ({ input }) => ({
    tab: input?.tab ?? 1,
    cards: [],
    addresses: [],
    banks: [],
    bindShow: 0,
    form: EMPTY,
    error: null,
    unbindId: null,
    attempt: null,
  }),
  initial: 'loading',
  on: { 'bindCard.tab': { actions: 'setTab' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        onDone: { target: 'idle', actions: ['storeLists', 'listsChanged'] },
        onError: { target: 'idle', actions: 'notifyFailure' },
      },
    },
    idle: {
      on: {
        'bindCard.open': { guard: 'canAddKind', target: 'editing', actions: 'openDialog' },
        'bindCard.unbind': { target: 'confirmingUnbind', actions: 'askUnbind' },
        'bindCard.reload': { target: 'loading' },
      },
    },
    confirmingUnbind: {
      tags: ['modal'],
      on: {
        'bindCard.unbindConfirm': { target: 'unbinding' },
        'bindCard.unbindCancel': { target: 'idle', actions: 'forgetUnbind' },
      },
    },
    unbinding: {
      tags: ['busy'],
      invoke: {
        id: 'unbind',
        src: 'unbind',
        input: unbindInput,
        onDone: { target: 'loading', actions: ['forgetUnbind', 'notifyUnbound'] },
        onError: { target: 'idle', actions: ['forgetUnbind', 'notifyFailure'] },
      },
    },
    editing: {
      tags: ['modal', 'form'],
      on: {
        'bindCard.close': { target: 'idle', actions: 'closeDialog' },
        'bindCard.field': { actions: 'setField' },
        'bindCard.submit': [
          { guard: 'isFormInvalid', actions: 'showFormError' },
          { target: 'binding', actions: 'startAttempt' },
        ],
      },
    },
    binding: {
      tags: ['modal', 'form', 'busy'],
      invoke: {
        id: 'bind',
        src: 'bind',
        input: bindInput,
        onDone: { target: 'loading', actions: ['settleAttempt', 'notifyBound', 'closeDialog'] },
        onError: [
          {
            guard: 'isBankCardBind',
            target: 'loading',
            actions: ['keepAttemptIfUnknown', 'closeDialog', 'notifyFailure'],
          },
          { target: 'editing', actions: ['keepAttemptIfUnknown', 'notifyFailure'] },
        ],
      },
    },
  },
})
