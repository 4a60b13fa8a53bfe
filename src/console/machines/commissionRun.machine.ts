// Settling a month's agent commission from the console (docs/agents.md): choose an ended month,
// confirm (the dialog says it pays through the ledger, once), then the server's answer: the result,
// or its refusal (409 when the month was already settled, by the scheduler or another operator; the
// server moved nothing twice). A failure returns to the confirmation with the month kept.
import { assign, fromPromise, setup } from 'xstate'

export type RunResult = { month: string; agents: number; paid: string }

export const commissionRunMachine = setup({
  types: {
    context: {} as { month: string; result: RunResult | null; error: string | null },
    events: {} as
      | { type: 'open'; month: string }
      | { type: 'month'; month: string }
      | { type: 'confirm' }
      | { type: 'cancel' }
      | { type: 'close' },
  },
  actors: {
    run: fromPromise<RunResult, { month: string }>(() => Promise.reject(new Error('not provided'))),
  },
  guards: { hasMonth: ({ context }) => /^\d{4}-\d{2}$/.test(context.month) },
}).createMachine({
  id: 'commissionRun',
  context: { month: '', result: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        open: { target: 'choosing', actions: assign({ month: ({ event }) => event.month, error: null }) },
      },
    },
    choosing: {
      on: {
        month: { actions: assign({ month: ({ event }) => event.month }) },
        confirm: { guard: 'hasMonth', target: 'running' },
        cancel: 'idle',
      },
    },
    running: {
      invoke: {
        id: 'run',
        src: 'run',
        input: ({ context }) => ({ month: context.month }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output, error: null }) },
        onError: {
          target: 'choosing',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    done: { on: { close: 'idle' } },
  },
})
