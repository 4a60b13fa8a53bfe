// A paged record list of the member centre (bets, funds, rebates, activity applications, red-packet
// records, inbox). Changing a filter resets to page 1 and reloads (spec §4); a page change reloads.
// Pages that can claim (rebates, red packets) refuse locally when nothing is claimable, with the
// page's own message, then reload after the claim. The loader and claimer are provided per page.
import { assign, emit, fromPromise, setup } from 'xstate'
import {
  attemptAfterFailure,
  attemptFor,
  errorOf,
  type FieldMessage,
  failureText,
  type IdempotentAttempt,
  isNetworkFailure,
  type Notice,
  outputOf,
} from './memberKit'

export type RecordFilters = { api_type: string; date: 1 | 2 | 3 | 4; type: number }
export type RecordPage<R> = {
  rows: R[]
  total: number
  summary: Record<string, string | number>
  claimable: number
}
export type LoadInput = RecordFilters & { page: number }

export type RecordsContext = {
  filters: RecordFilters
  page: number
  rows: unknown[]
  total: number
  summary: Record<string, string | number>
  claimable: number
  /** Catalog key shown when a claim is refused locally (暂无领取额度！ / 您的剩余次数不足！). */
  nothingToClaimKey: string
  attempt: IdempotentAttempt
}

export type RecordsEvent =
  | { type: 'records.filter'; filters: Partial<RecordFilters> }
  | { type: 'records.page'; page: number }
  | { type: 'records.claim' }
  | { type: 'records.reload' }

export const DEFAULT_FILTERS: RecordFilters = { api_type: '', date: 4, type: 1 }
const claimInput = ({ context }: { context: RecordsContext }) => ({ idempotencyKey: context.attempt?.key })
const loadInput = ({ context }: { context: RecordsContext }): LoadInput => ({
  ...context.filters,
  page: context.page,
})

export const recordsMachine = setup({
  types: {
    context: {} as RecordsContext,
    events: {} as RecordsEvent,
    input: {} as { filters?: Partial<RecordFilters>; nothingToClaimKey?: string } | undefined,
    emitted: {} as Notice,
  },
  actors: {
    // Provided by each page: the list call for its record kind.
    loadPage: fromPromise<RecordPage<unknown>, LoadInput>(async () => {
      throw new Error('records loader not provided')
    }),
    claim: fromPromise<FieldMessage, { idempotencyKey?: string }>(async () => {
      throw new Error('records claimer not provided')
    }),
  },
  actions: {
    setFilters: assign(({ event, context }) => ({
      filters: event.type === 'records.filter' ? { ...context.filters, ...event.filters } : context.filters,
      page: 1,
    })),
    setPage: assign({
      page: ({ event, context }) => (event.type === 'records.page' ? event.page : context.page),
    }),
    storePage: assign(({ event }) => {
      const p = outputOf<RecordPage<unknown>>(event)
      return { rows: p.rows, total: p.total, summary: p.summary, claimable: p.claimable }
    }),
    notifyFailure: emit(({ event }) => ({
      type: 'notice' as const,
      kind: 0 as const,
      key: failureText(errorOf(event)),
    })),
    notifyClaimFailure: emit(({ event }) => {
      const error = errorOf(event)
      return {
        type: 'notice' as const,
        kind: 0 as const,
        key: isNetworkFailure(error) ? 'member.redpacket.serverError' : failureText(error),
      }
    }),
    notifyNothingToClaim: emit(({ context }) => ({
      type: 'notice' as const,
      kind: 0 as const,
      key: context.nothingToClaimKey,
    })),
    notifyClaimed: emit(({ event }) => {
      const m = outputOf<FieldMessage>(event)
      return { type: 'notice' as const, kind: 1 as const, key: m.key, params: m.params }
    }),
    startAttempt: assign({ attempt: ({ context }) => attemptFor(context.attempt, { claim: true }) }),
    settleAttempt: assign({ attempt: null }),
    keepAttemptIfUnknown: assign({
      attempt: ({ context, event }) => attemptAfterFailure(context.attempt, errorOf(event)),
    }),
    /** Injected by the view: a claim moved money (refresh the session's user and balance). */
    userChanged: () => {},
  },
  guards: {
    isOtherPage: ({ context, event }) => event.type === 'records.page' && event.page !== context.page,
    hasNothingToClaim: ({ context }) => context.claimable <= 0,
  },
}).createMachine({
  id: 'records',
  context: ({ input }) => ({
    filters: { ...DEFAULT_FILTERS, ...input?.filters },
    page: 1,
    rows: [],
    total: 0,
    summary: {},
    claimable: 0,
    nothingToClaimKey: input?.nothingToClaimKey ?? 'v.noRebate',
    attempt: null,
  }),
  initial: 'loading',
  on: {
    'records.filter': { target: '.loading', actions: 'setFilters' },
    'records.page': { guard: 'isOtherPage', target: '.loading', actions: 'setPage' },
    'records.reload': { target: '.loading' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: loadInput,
        onDone: { target: 'ready', actions: 'storePage' },
        onError: { target: 'ready', actions: 'notifyFailure' },
      },
    },
    ready: {
      on: {
        'records.claim': [
          { guard: 'hasNothingToClaim', actions: 'notifyNothingToClaim' },
          { target: 'claiming', actions: 'startAttempt' },
        ],
      },
    },
    claiming: {
      tags: ['busy'],
      invoke: {
        id: 'claim',
        src: 'claim',
        input: claimInput,
        onDone: { target: 'loading', actions: ['settleAttempt', 'notifyClaimed', 'userChanged'] },
        onError: { target: 'loading', actions: ['keepAttemptIfUnknown', 'notifyClaimFailure'] },
      },
    },
  },
})
