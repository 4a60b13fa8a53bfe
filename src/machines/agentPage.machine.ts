// The agent page (docs/agents.md): the overview first (is the player an agent? the referral id, the
// rule, the statements); a non-agent stays in `notAgent` (the page explains how to apply). An agent's
// referred players load for the chosen period: this month, last month, or a custom range of Beijing
// days checked with the contract's rule before anything is asked (at most 12 months back). Every load
// can fail and be retried; a period change while loading starts over with the new one.
import { assign, fromPromise, setup } from 'xstate'
import type { AgentOverview, AgentPeriod, AgentPlayers } from '../../core/contract'
import { RECORD_RANGE_MONTHS, recordRangeError } from '../../core/contract/rules'
import * as api from '../api/agent'
import { errorOf, failureText } from './memberKit'

export type AgentQuery = { period: AgentPeriod; start: string; end: string }

export type AgentContext = {
  overview: AgentOverview | null
  query: AgentQuery
  players: AgentPlayers | null
  /** A catalog key (range refusals, network) or the server's text. */
  error: string
  rangeError: string
}

export type AgentEvent =
  | { type: 'agent.period'; period: AgentPeriod }
  | { type: 'agent.range'; start?: string; end?: string }
  | { type: 'agent.applyRange' }
  | { type: 'agent.retry' }

export const agentPageMachine = setup({
  types: { context: {} as AgentContext, events: {} as AgentEvent },
  actors: {
    loadOverview: fromPromise<AgentOverview, void>(() => api.agentOverview()),
    loadPlayers: fromPromise<AgentPlayers, AgentQuery>(({ input }) =>
      api.agentPlayers(input.period === 'custom' ? input : { period: input.period }),
    ),
  },
  guards: {
    isAgent: ({ event }) => (event as unknown as { output: AgentOverview }).output.is_agent,
    presetPeriod: ({ event }) => event.type === 'agent.period' && event.period !== 'custom',
    rangeValid: ({ context }) =>
      recordRangeError(context.query.start, context.query.end, new Date(), RECORD_RANGE_MONTHS.ui) === null,
  },
  actions: {
    setOverview: assign({
      overview: ({ event }) => (event as unknown as { output: AgentOverview }).output,
      error: '',
    }),
    setPlayers: assign({
      players: ({ event }) => (event as unknown as { output: AgentPlayers }).output,
      error: '',
    }),
    setError: assign({ error: ({ event }) => failureText(errorOf(event)) }),
    setPeriod: assign({
      query: ({ context, event }) =>
        event.type === 'agent.period' ? { ...context.query, period: event.period } : context.query,
      rangeError: '',
    }),
    setRange: assign({
      query: ({ context, event }) =>
        event.type === 'agent.range'
          ? {
              ...context.query,
              start: event.start ?? context.query.start,
              end: event.end ?? context.query.end,
            }
          : context.query,
      rangeError: '',
    }),
    setRangeError: assign({
      rangeError: ({ context }) =>
        recordRangeError(context.query.start, context.query.end, new Date(), RECORD_RANGE_MONTHS.ui) ?? '',
    }),
  },
}).createMachine({
  id: 'agentPage',
  context: {
    overview: null,
    query: { period: 'this_month', start: '', end: '' },
    players: null,
    error: '',
    rangeError: '',
  },
  initial: 'overview',
  states: {
    overview: {
      tags: 'busy',
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: [
          { guard: 'isAgent', target: 'agent', actions: 'setOverview' },
          { target: 'notAgent', actions: 'setOverview' },
        ],
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    failed: { on: { 'agent.retry': 'overview' } },
    notAgent: {},
    agent: {
      initial: 'loading',
      on: {
        'agent.period': [
          { guard: 'presetPeriod', target: '.loading', actions: 'setPeriod' },
          { target: '.choosing', actions: 'setPeriod' },
        ],
        'agent.range': { actions: 'setRange' },
        'agent.applyRange': [
          { guard: 'rangeValid', target: '.loading' },
          { target: '.choosing', actions: 'setRangeError' },
        ],
      },
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadPlayers',
            src: 'loadPlayers',
            input: ({ context }) => context.query,
            onDone: { target: 'ready', actions: 'setPlayers' },
            onError: { target: 'failed', actions: 'setError' },
          },
        },
        ready: {},
        choosing: {},
        failed: { on: { 'agent.retry': 'loading' } },
      },
    },
  },
})
