// Loading one piece of public content (banners, game lists, articles, activities, VIP levels).
// loading -> ready | failed; a new input (another tab, another id) reloads. Spec §8: a refusal shows the
// server's message as an error toast; a network failure only ends the loading state.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { toast } from '../state/ui'

export type ResourceContext = { input: unknown; data: unknown; error: string | null }
export type ResourceEvent = { type: 'resource.load'; input: unknown } | { type: 'resource.retry' }

/** The client's errors carry the envelope code; 0 = network failure, 408 = timeout. */
const codeOf = (e: unknown) =>
  typeof (e as { code?: unknown })?.code === 'number' ? (e as { code: number }).code : 0
export const isNetworkFailure = (e: unknown) => codeOf(e) === 0 || codeOf(e) === 408
/** Spec §8: a refusal (non-200) shows the server's message; a network failure stays quiet. */
export const toastRefusal = (e: unknown) => {
  if (!isNetworkFailure(e) && codeOf(e) !== 401) toast(0, (e as Error).message)
}

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
    input: {} as { input: unknown; data?: unknown },
  },
  actors: {
    // Provided by the view: `resourceMachine.provide({ actors: { load: fromPromise(...) } })`.
    load: fromPromise<unknown, unknown>(async () => {
      throw new Error('resource loader not provided')
    }),
  },
  actions: {
    storeInput: assign(({ event }) => {
      assertEvent(event, 'resource.load')
      return { input: event.input }
    }),
    storeData: assign({ data: ({ event }) => (event as { output?: unknown }).output ?? null, error: null }),
    storeError: assign({
      error: ({ event }) => String((event as { error?: { message?: string } }).error?.message ?? ''),
    }),
    toastRefusal: ({ event }) => toastRefusal((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'resource',
  // `data`: an answer already at hand, shown while the load runs.
  context: ({ input }) => ({ input: input.input, data: input.data ?? null, error: null }),
  initial: 'loading',
  on: { 'resource.load': { target: '.loading', actions: 'storeInput' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: ResourceContext }) => context.input,
        onDone: { target: 'ready', actions: 'storeData' },
        onError: { target: 'failed', actions: ['storeError', 'toastRefusal'] },
      },
    },
    ready: {},
    failed: { tags: ['error'], on: { 'resource.retry': 'loading' } },
  },
})
