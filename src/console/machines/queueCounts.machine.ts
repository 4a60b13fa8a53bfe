// The navigation's queue counts: read every 10 s while signed in; when any queue grew since the last
// reading, the shell shows a badge pulse and plays a short tone (unless muted). A failed reading keeps
// the last counts and tries again at the next tick.
import { assign, emit, fromPromise, setup } from 'xstate'

export type Counts = Record<string, number>

export const grew = (before: Counts | null, after: Counts) =>
  before !== null && Object.entries(after).some(([k, n]) => n > (before[k] ?? 0))

export const queueCountsMachine = setup({
  types: {
    context: {} as { counts: Counts | null; failed: boolean },
    events: {} as { type: 'refresh' },
    emitted: {} as { type: 'grew' },
  },
  actors: {
    read: fromPromise<Counts>(() => Promise.reject(new Error('read not provided'))),
  },
  delays: { tick: 10_000 },
  actions: {
    announce: emit({ type: 'grew' as const }),
    keep: assign({
      counts: ({ event }) => (event as unknown as { output: Counts }).output,
      failed: false,
    }),
    markFailed: assign({ failed: true }),
  },
  guards: {
    grew: ({ context, event }) => grew(context.counts, (event as unknown as { output: Counts }).output),
  },
}).createMachine({
  id: 'consoleQueueCounts',
  context: { counts: null, failed: false },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        src: 'read',
        id: 'read',
        onDone: [
          { guard: 'grew', target: 'waiting', actions: ['announce', 'keep'] },
          { target: 'waiting', actions: 'keep' },
        ],
        onError: { target: 'waiting', actions: 'markFailed' },
      },
    },
    waiting: {
      after: { tick: 'reading' },
      on: { refresh: 'reading' },
    },
  },
})
