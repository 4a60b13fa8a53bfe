// The 责任博彩 page (issue 17 items 1-5): reads the protection status, sets, lowers, raises or removes a
// limit (the server applies a lowering at once and queues a raise or removal behind the 24-hour
// cooling-off; the page shows what it answers), takes a time-out or self-exclusion only after a
// confirmation naming its end date (sent with confirm:true), asks to reopen after a self-exclusion ended,
// and picks the reality-check interval. Every answer of the server is the new status.
import { assign, emit, fromPromise, setup } from 'xstate'
import {
  type ExclusionDuration,
  exclusionEnd,
  type LimitPeriod,
  type ProtectionStatus,
} from '../../core/contract'
import { beijingWireTime } from '../../core/time'
import * as protection from '../api/protection'
import { errorOf, failureText, type Notice, outputOf } from './memberKit'

export type LimitKind = 'deposit' | 'loss' | 'session'
export type LimitSlot = { kind: LimitKind; period: LimitPeriod | 'session' }
export type ResponsibleContext = {
  status: ProtectionStatus | null
  /** The limit whose form is open, and the amount typed (minutes for the session limit). */
  slot: LimitSlot | null
  amount: string
  /** The break chosen, waiting for its confirmation. */
  duration: ExclusionDuration | null
  /** The end the confirmation names (Beijing wire time), computed when the player chose. */
  until: string
  error: string
  loadError: string
}
export type ResponsibleEvent =
  | { type: 'pr.retry' }
  | { type: 'pr.edit'; slot: LimitSlot }
  | { type: 'pr.amount'; value: string }
  | { type: 'pr.save' }
  | { type: 'pr.remove' }
  | { type: 'pr.cancel' }
  | { type: 'pr.exclude'; duration: ExclusionDuration }
  | { type: 'pr.confirm' }
  | { type: 'pr.reopen' }
  | { type: 'pr.reality'; interval: number }

type LimitBody = Parameters<typeof protection.setLimit>[0]
const limitBody = (slot: LimitSlot, amount: string | null): LimitBody =>
  (slot.kind === 'session'
    ? { kind: 'session', period: 'session', amount: amount === null ? null : Number(amount) }
    : { kind: slot.kind, period: slot.period, amount }) as LimitBody

export const responsibleMachine = setup({
  types: {
    context: {} as ResponsibleContext,
    events: {} as ResponsibleEvent,
    emitted: {} as Notice,
  },
  actors: {
    loadStatus: fromPromise<ProtectionStatus>(() => protection.protectionStatus()),
    saveLimit: fromPromise<ProtectionStatus, LimitBody>(({ input }) => protection.setLimit(input)),
    removeLimit: fromPromise<ProtectionStatus, LimitBody>(({ input }) => protection.setLimit(input)),
    exclude: fromPromise<ProtectionStatus, { duration: ExclusionDuration }>(({ input }) =>
      protection.exclude({ duration: input.duration, confirm: true }),
    ),
    reopen: fromPromise<ProtectionStatus>(() => protection.requestReopen()),
    saveReality: fromPromise<ProtectionStatus, { interval: number }>(({ input }) =>
      protection.setRealityInterval(input.interval),
    ),
  },
  guards: {
    amountTyped: ({ context }) => context.amount.trim() !== '',
    canReopen: ({ context }) => context.status?.exclusion?.can_request_reopen === true,
  },
  actions: {
    setStatus: assign({ status: ({ event }) => outputOf<ProtectionStatus>(event), error: '' }),
    setLoadError: assign({ loadError: ({ event }) => failureText(errorOf(event)) }),
    openForm: assign({
      slot: ({ event }) => (event.type === 'pr.edit' ? event.slot : null),
      amount: ({ context, event }) => {
        if (event.type !== 'pr.edit') return ''
        const l = context.status?.limits.find(
          (x) => x.kind === event.slot.kind && x.period === event.slot.period,
        )
        return l?.amount ?? ''
      },
      error: '',
    }),
    setAmount: assign({ amount: ({ event }) => (event.type === 'pr.amount' ? event.value : ''), error: '' }),
    closeForm: assign({ slot: null, amount: '', duration: null, until: '', error: '' }),
    chooseBreak: assign({
      duration: ({ event }) => (event.type === 'pr.exclude' ? event.duration : null),
      until: ({ event }) =>
        event.type === 'pr.exclude' ? beijingWireTime(exclusionEnd(new Date(), event.duration)) : '',
      error: '',
    }),
    setError: assign({ error: ({ event }) => failureText(errorOf(event)) }),
    requireAmount: assign({ error: 'v.limitAmount' }),
    noticeSaved: emit({ type: 'notice', kind: 1, key: 'pr.saved' } as Notice),
    noticeFailure: emit(
      ({ event }) => ({ type: 'notice', kind: 0, key: failureText(errorOf(event)) }) as Notice,
    ),
  },
}).createMachine({
  id: 'responsible',
  context: {
    status: null,
    slot: null,
    amount: '',
    duration: null,
    until: '',
    error: '',
    loadError: '',
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'ready', actions: 'setStatus' },
        onError: { target: 'failed', actions: 'setLoadError' },
      },
    },
    failed: { on: { 'pr.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'pr.edit': { target: 'editing', actions: 'openForm' },
            'pr.exclude': { target: 'confirming', actions: 'chooseBreak' },
            'pr.reopen': { guard: 'canReopen', target: 'reopening' },
            'pr.reality': 'savingReality',
          },
        },
        editing: {
          tags: 'form',
          on: {
            'pr.amount': { actions: 'setAmount' },
            'pr.save': [{ guard: 'amountTyped', target: 'savingLimit' }, { actions: 'requireAmount' }],
            'pr.remove': 'removingLimit',
            'pr.cancel': { target: 'idle', actions: 'closeForm' },
            'pr.edit': { actions: 'openForm' },
          },
        },
        savingLimit: {
          tags: ['form', 'busy'],
          invoke: {
            id: 'saveLimit',
            src: 'saveLimit',
            input: ({ context }) => limitBody(context.slot as LimitSlot, context.amount.trim()),
            onDone: { target: 'idle', actions: ['setStatus', 'closeForm', 'noticeSaved'] },
            onError: { target: 'editing', actions: 'setError' },
          },
        },
        removingLimit: {
          tags: ['form', 'busy'],
          invoke: {
            id: 'removeLimit',
            src: 'removeLimit',
            input: ({ context }) => limitBody(context.slot as LimitSlot, null),
            onDone: { target: 'idle', actions: ['setStatus', 'closeForm', 'noticeSaved'] },
            onError: { target: 'editing', actions: 'setError' },
          },
        },
        confirming: {
          tags: 'confirm',
          on: {
            'pr.confirm': 'excluding',
            'pr.cancel': { target: 'idle', actions: 'closeForm' },
          },
        },
        excluding: {
          tags: ['confirm', 'busy'],
          invoke: {
            id: 'exclude',
            src: 'exclude',
            input: ({ context }) => ({ duration: context.duration as ExclusionDuration }),
            onDone: { target: 'idle', actions: ['setStatus', 'closeForm', 'noticeSaved'] },
            onError: { target: 'confirming', actions: 'setError' },
          },
        },
        reopening: {
          tags: 'busy',
          invoke: {
            id: 'reopen',
            src: 'reopen',
            onDone: { target: 'idle', actions: 'setStatus' },
            onError: { target: 'idle', actions: 'noticeFailure' },
          },
        },
        savingReality: {
          tags: 'busy',
          invoke: {
            id: 'saveReality',
            src: 'saveReality',
            input: ({ event }) => ({ interval: event.type === 'pr.reality' ? event.interval : 0 }),
            onDone: { target: 'idle', actions: ['setStatus', 'noticeSaved'] },
            onError: { target: 'idle', actions: 'noticeFailure' },
          },
        },
      },
    },
  },
})
