// The support desk's live state (docs/support.md): the queue, my conversations, the agents and the
// settings, pushed over the desk's stream (which also keeps the agent online), or read every few
// seconds while the stream is down, trying the stream again after each read. Beside it, the agent's
// availability for automatic assignment, switched on the server and shown as the server answers.
import { type AnyEventObject, assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate'
import type { StreamTicket } from '../../../core/contract/support'
import type { DeskAgent, DeskState } from '../../../core/contract/support-desk'

export type FeedEvent = { type: 'feed.desk'; desk: DeskState } | { type: 'feed.lost' }
export type DeskFeedEvent = FeedEvent | { type: 'desk.available'; value: boolean } | { type: 'desk.refresh' }
/** `at`: when the desk was read, so waiting times can run on between reads. */
export type DeskFeedContext = { desk: DeskState | null; at: number; failed: boolean; available: boolean }

const outputOf = <T>(e: AnyEventObject) => (e as unknown as { output: T }).output
const notProvided = () => Promise.reject(new Error('not provided'))

export const deskFeedMachine = setup({
  types: { context: {} as DeskFeedContext, events: {} as DeskFeedEvent },
  actors: {
    streamTicket: fromPromise<StreamTicket>(notProvided),
    stream: fromCallback<FeedEvent, { ticket: string }>(() => () => {}),
    read: fromPromise<DeskState>(notProvided),
    presence: fromPromise<DeskAgent, { available: boolean }>(notProvided),
  },
  delays: { pollDelay: 5000 },
  actions: {
    setDesk: assign(({ event }) => {
      assertEvent(event, 'feed.desk')
      return { desk: event.desk, at: Date.now(), failed: false }
    }),
    setRead: assign(({ event }) => ({ desk: outputOf<DeskState>(event), at: Date.now(), failed: false })),
    markFailed: assign({ failed: true }),
    wantAvailable: assign(({ event }) => {
      assertEvent(event, 'desk.available')
      return { available: event.value }
    }),
    setMe: assign(({ context, event }) => {
      const me = outputOf<DeskAgent>(event)
      return { desk: context.desk ? { ...context.desk, me } : null }
    }),
  },
}).createMachine({
  id: 'deskFeed',
  context: { desk: null, at: 0, failed: false, available: false },
  type: 'parallel',
  states: {
    link: {
      initial: 'connecting',
      states: {
        connecting: {
          invoke: { id: 'streamTicket', src: 'streamTicket', onDone: 'streaming', onError: 'polling' },
        },
        streaming: {
          invoke: {
            id: 'stream',
            src: 'stream',
            input: ({ event }) => ({ ticket: outputOf<{ ticket: string }>(event).ticket }),
          },
          on: { 'feed.desk': { actions: 'setDesk' }, 'feed.lost': 'polling' },
        },
        polling: {
          tags: 'polling',
          invoke: {
            id: 'read',
            src: 'read',
            onDone: { target: 'pollWait', actions: 'setRead' },
            onError: { target: 'pollWait', actions: 'markFailed' },
          },
        },
        // A change made here is read at once while the stream is down (the stream pushes it itself).
        pollWait: { tags: 'polling', after: { pollDelay: 'connecting' }, on: { 'desk.refresh': 'polling' } },
      },
    },
    presence: {
      initial: 'idle',
      states: {
        idle: { on: { 'desk.available': { target: 'switching', actions: 'wantAvailable' } } },
        switching: {
          tags: 'switching',
          invoke: {
            id: 'presence',
            src: 'presence',
            input: ({ context }) => ({ available: context.available }),
            onDone: { target: 'idle', actions: 'setMe' },
            onError: 'idle',
          },
        },
      },
    },
  },
})
