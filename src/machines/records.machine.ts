// A paged record list of the member centre (bets, funds, rebates, activity applications, red-packet
// records, inbox). Changing a filter resets to page 1 and reloads; a page change reloads.
// Beside the time presets a custom range of Beijing days: it applies (page 1, reload) once both ends
// are set and pass the contract's rule for the 12 months offered, and a preset replaces it again.
// Pages that can claim (rebates, red packets) refuse locally when nothing is claimable, with the
// page's own message, then reload after the claim. The loader and claimer are provided per page.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { RECORD_RANGE_MONTHS, recordRangeError } from '../../core/contract/rules'
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

/** `start`/`end` (YYYY-MM-DD) are the applied custom range; empty when the `date` preset applies. */
export type RecordFilters = {
  api_type: string
  date: 1 | 2 | 3 | 4
  type: number
  start: string
  end: string
}
export type DateRange = { start: string; end: string }
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
  /** The custom range as the two inputs show it, applied or not. */
  range: DateRange
  /** Why the range in the inputs is not applied (shown under them). */
  rangeError: FieldMessage | null
  /** Catalog key shown when a claim is refused locally (暂无领取额度！ / 您的剩余次数不足！). */
  nothingToClaimKey: string
  attempt: IdempotentAttempt
}

export type RecordsEvent =
  | { type: 'records.filter'; filters: Partial<Omit<RecordFilters, 'start' | 'end'>> }
  | { type: 'records.range'; range: Partial<DateRange> }
  | { type: 'records.page'; page: number }
  | { type: 'records.claim' }
  | { type: 'records.reload' }

export const DEFAULT_FILTERS: RecordFilters = { api_type: '', date: 4, type: 1, start: '', end: '' }
const NO_RANGE: DateRange = { start: '', end: '' }
/** The inputs after a `records.range` event. */
const editedRange = (context: RecordsContext, event: RecordsEvent): DateRange =>
  event.type === 'records.range' ? { ...context.range, ...event.range } : context.range
const rangeErrorOf = (r: DateRange) => recordRangeError(r.start, r.end, new Date(), RECORD_RANGE_MONTHS.ui)
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
    /** A preset (`date`) replaces the custom range; the other filters keep it. */
    setFilters: assign(({ event, context }) => {
      assertEvent(event, 'records.filter')
      const preset = event.filters.date !== undefined
      return {
        filters: { ...context.filters, ...event.filters, ...(preset ? NO_RANGE : {}) },
        range: preset ? NO_RANGE : context.range,
        rangeError: preset ? null : context.rangeError,
        page: 1,
      }
    }),
    editRange: assign(({ event, context }) => ({ range: editedRange(context, event), rangeError: null })),
    refuseRange: assign(({ event, context }) => ({
      rangeError: {
        key: rangeErrorOf(editedRange(context, event)) ?? 'v.rangeDate',
        params: { months: RECORD_RANGE_MONTHS.ui },
      },
    })),
    applyRange: assign(({ event, context }) => ({
      filters: { ...context.filters, ...editedRange(context, event) },
      page: 1,
    })),
    dropRange: assign(({ context }) => ({ filters: { ...context.filters, ...NO_RANGE }, page: 1 })),
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
    /** Both inputs cleared while a range was applied: back to the preset. */
    isRangeCleared: ({ context, event }) => {
      const r = editedRange(context, event)
      return !r.start && !r.end && context.filters.start !== ''
    },
    /** One end still empty: wait for the other. */
    isRangeUnfinished: ({ context, event }) => {
      const r = editedRange(context, event)
      return !r.start || !r.end
    },
    isRangeRefused: ({ context, event }) => rangeErrorOf(editedRange(context, event)) !== null,
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
    range: { start: input?.filters?.start ?? '', end: input?.filters?.end ?? '' },
    rangeError: null,
    nothingToClaimKey: input?.nothingToClaimKey ?? 'v.noRebate',
    attempt: null,
  }),
  initial: 'loading',
  on: {
    'records.filter': { target: '.loading', actions: 'setFilters' },
    'records.range': [
      { guard: 'isRangeCleared', target: '.loading', actions: ['editRange', 'dropRange'] },
      { guard: 'isRangeUnfinished', actions: 'editRange' },
      { guard: 'isRangeRefused', actions: ['editRange', 'refuseRange'] },
      { target: '.loading', actions: ['editRange', 'applyRange'] },
    ],
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
