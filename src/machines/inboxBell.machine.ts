// The notification bell in the header (desktop and phone): how many inbox messages (消息中心) arrived
// since the player last read the inbox. The server keeps no read marks, so the inbox's total is set
// against the total the player last saw, kept on the device (`messageNum`, one of the spec's stored
// items). Polled at the spec's one polling period (4.3 s, the balance's) while the page is visible;
// a hidden page pauses and asks again when shown. While the inbox is open, everything is seen.
import { assign, fromPromise, setup } from 'xstate'
import { noticeList } from '../api/account'
import { outputOf } from './memberKit'

export type InboxBellContext = {
  /** The inbox's total, once read. */
  total: number | null
  /** The total the player last saw. */
  seen: number
  /** The inbox is on screen. */
  viewing: boolean
  /** The page is visible (document.visibilityState). */
  visible: boolean
}

export type InboxBellEvent =
  | { type: 'bell.viewing'; viewing: boolean }
  | { type: 'bell.visibility'; visible: boolean }

export const unreadCount = (c: Pick<InboxBellContext, 'total' | 'seen'>) =>
  c.total === null ? 0 : Math.max(0, c.total - c.seen)

/** Seen is at most the total (messages can be withdrawn), and all of it while the inbox is open. */
const seenOf = (c: InboxBellContext, total: number | null) =>
  total === null ? c.seen : c.viewing ? total : Math.min(c.seen, total)

export const inboxBellMachine = setup({
  types: {
    context: {} as InboxBellContext,
    events: {} as InboxBellEvent,
    input: {} as { seen: number },
  },
  actors: {
    countInbox: fromPromise<number>(async () => (await noticeList({ page: 1 })).total),
  },
  actions: {
    storeTotal: assign(({ context, event }) => {
      const total = outputOf<number>(event)
      return { total, seen: seenOf(context, total) }
    }),
    setViewing: assign(({ context, event }) => {
      if (event.type !== 'bell.viewing') return {}
      const next = { ...context, viewing: event.viewing }
      return { viewing: event.viewing, seen: seenOf(next, context.total) }
    }),
    setVisible: assign({
      visible: ({ context, event }) => (event.type === 'bell.visibility' ? event.visible : context.visible),
    }),
    /** Injected by the view: keep `context.seen` on the device. */
    saveSeen: () => {},
  },
  guards: {
    isHidden: ({ context }) => !context.visible,
    isShown: ({ event }) => event.type === 'bell.visibility' && event.visible,
  },
  delays: {
    inboxPoll: 4300,
  },
}).createMachine({
  id: 'inboxBell',
  context: ({ input }) => ({ total: null, seen: input.seen, viewing: false, visible: true }),
  initial: 'fetching',
  on: {
    'bell.viewing': {
      actions: ['setViewing', 'saveSeen'],
    },
    'bell.visibility': { actions: 'setVisible' },
  },
  states: {
    fetching: {
      invoke: {
        id: 'countInbox',
        src: 'countInbox',
        onDone: {
          target: 'idle',
          actions: ['storeTotal', 'saveSeen'],
        },
        onError: { target: 'idle' },
      },
    },
    idle: {
      after: { inboxPoll: [{ guard: 'isHidden', target: 'paused' }, { target: 'fetching' }] },
    },
    paused: {
      on: { 'bell.visibility': { guard: 'isShown', target: 'fetching', actions: 'setVisible' } },
    },
  },
})
