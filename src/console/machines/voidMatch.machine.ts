// Voiding a sportsbook match from the console (issue 24, docs/sportsbook.md, void rules): open the
// dialog on an open or closed match, write the reason (required: it goes into the audit row), confirm
// on a second step that says what happens (singles refunded, the leg removed from parlays, not
// undoable), then the server's answer. A refusal (the match finished meanwhile, another operator voided
// it first: 409) returns to the reason with its text; the server refunded nothing twice either way.
import { assign, fromPromise, setup } from 'xstate'
import { failureText } from '../api'

export type VoidTarget = { id: string; title: string; bets: number; stake: string }
export type VoidOutcome = { id: string; bets: number; settled: number }

type Ctx = {
  match: VoidTarget | null
  reason: string
  result: VoidOutcome | null
  error: string | null
  /** The text shown when a failure carries none (network). */
  fallback: string
}

export const voidMatchMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as
      | { type: 'open'; match: VoidTarget }
      | { type: 'reason'; reason: string }
      | { type: 'next' }
      | { type: 'back' }
      | { type: 'confirm' }
      | { type: 'cancel' }
      | { type: 'close' },
    input: {} as { fallback: string },
  },
  actors: {
    voidMatch: fromPromise<VoidOutcome, { id: string; reason: string }>(() =>
      Promise.reject(new Error('voidMatch not provided')),
    ),
  },
  guards: {
    // The server trims and checks 1-200 characters too; this only keeps an empty reason off the wire.
    hasReason: ({ context }) => {
      const n = [...context.reason.trim()].length
      return n >= 1 && n <= 200
    },
  },
  actions: {
    reset: assign({ match: null, reason: '', result: null, error: null }),
  },
}).createMachine({
  id: 'voidMatch',
  context: ({ input }) => ({ match: null, reason: '', result: null, error: null, fallback: input.fallback }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        open: {
          target: 'reason',
          actions: assign({ match: ({ event }) => event.match, reason: '', result: null, error: null }),
        },
      },
    },
    reason: {
      on: {
        reason: { actions: assign({ reason: ({ event }) => event.reason, error: null }) },
        next: { guard: 'hasReason', target: 'confirming' },
        cancel: { target: 'idle', actions: 'reset' },
      },
    },
    confirming: {
      on: { confirm: 'voiding', back: 'reason', cancel: { target: 'idle', actions: 'reset' } },
    },
    voiding: {
      tags: ['busy'],
      invoke: {
        id: 'voidMatch',
        src: 'voidMatch',
        input: ({ context }) => ({ id: context.match?.id ?? '', reason: context.reason.trim() }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'reason',
          actions: assign({ error: ({ context, event }) => failureText(event.error, context.fallback) }),
        },
      },
    },
    done: { on: { close: { target: 'idle', actions: 'reset' } } },
  },
})
