// Totals over the period a record page (or the 责任博彩 page) shows (issue 17 item 6): deposits,
// withdrawals, stakes, payouts, win/loss, bonus money and net deposits since the account opened, from
// GET /api/protection/totals. The page sends `totals.period` whenever its period changes; the same
// period twice loads nothing. A refusal or a network failure shows under the totals with 重试.
import { assign, fromPromise, setup } from 'xstate'
import type { ProtectionTotals } from '../../core/contract'
import { beijingDate } from '../../core/time'
import * as protection from '../api/protection'
import { errorOf, failureText } from './memberKit'

/** Beijing days, both inclusive. */
export type Period = { start: string; end: string }

const DAY = 86_400_000
/** The record lists' presets (1 today, 2 last 7 days, 3 last 15, 4 last 30) as days, like the server. */
export function presetPeriod(date: 1 | 2 | 3 | 4, now = new Date()): Period {
  const back = { 1: 0, 2: 7, 3: 15, 4: 30 }[date]
  return { start: beijingDate(new Date(now.getTime() - back * DAY)), end: beijingDate(now) }
}

export type TotalsContext = { period: Period; totals: ProtectionTotals | null; error: string }
export type TotalsEvent = { type: 'totals.period'; period: Period } | { type: 'totals.retry' }

export const periodTotalsMachine = setup({
  types: {
    context: {} as TotalsContext,
    events: {} as TotalsEvent,
    input: {} as { period: Period },
  },
  actors: {
    loadTotals: fromPromise<ProtectionTotals, Period>(({ input }) => protection.protectionTotals(input)),
  },
  guards: {
    otherPeriod: ({ context, event }) =>
      event.type === 'totals.period' &&
      (event.period.start !== context.period.start || event.period.end !== context.period.end),
  },
  actions: {
    setPeriod: assign({
      period: ({ context, event }) => (event.type === 'totals.period' ? event.period : context.period),
    }),
    setTotals: assign({
      totals: ({ event }) => (event as unknown as { output: ProtectionTotals }).output,
      error: '',
    }),
    setError: assign({ totals: null, error: ({ event }) => failureText(errorOf(event)) }),
  },
}).createMachine({
  id: 'periodTotals',
  context: ({ input }) => ({ period: input.period, totals: null, error: '' }),
  initial: 'loading',
  on: { 'totals.period': { guard: 'otherPeriod', target: '.loading', actions: 'setPeriod' } },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadTotals',
        src: 'loadTotals',
        input: ({ context }) => context.period,
        onDone: { target: 'ready', actions: 'setTotals' },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    ready: {},
    failed: { on: { 'totals.retry': 'loading' } },
  },
})
