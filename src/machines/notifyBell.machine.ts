// The notification centre's bell (desktop header, phone bottom bar, phone home header): unread counts
// of inbox messages, settled bets and credited deposits, with the read marks on the server (docs/
// content.md, "Notification centre"). Three regions: `poll` asks for the counts every 4.3 s (the
// balance's period) while the page is visible; `page` marks a kind read while its page is on screen
// (the inbox, bet records, fund records) and it has unread items; `panel` lists the latest items when
// the bell is opened, then marks what it showed as read. Marking read is idempotent on the server, so
// a repeat (a stale poll answer, a second device) costs one request and changes nothing twice.
import { assign, fromPromise, setup } from 'xstate'
import {
  type NotifyCounts,
  type NotifyItem,
  type NotifyKind,
  notifyCounts,
  notifyItems,
  notifyRead,
} from '../api/notify'
import { outputOf } from './memberKit'

export type NotifyBellContext = {
  counts: NotifyCounts | null
  /** The kind whose page is on screen, if any. */
  viewing: NotifyKind | null
  /** The page is visible (document.visibilityState). */
  visible: boolean
  /** The panel's items, once loaded. */
  items: NotifyItem[] | null
  /** The last page mark failed: the next counts answer allows another. */
  markFailed: boolean
}

export type NotifyBellEvent =
  | { type: 'bell.viewing'; kind: NotifyKind | null }
  | { type: 'bell.visibility'; visible: boolean }
  | { type: 'bell.open' }
  | { type: 'bell.close' }
  | { type: 'bell.retry' }

export const unreadTotal = (c: Pick<NotifyBellContext, 'counts'>) =>
  c.counts ? c.counts.inbox + c.counts.bets + c.counts.deposits : 0

/** The kinds the panel showed as unread: what opening it marks read. */
export const unreadKinds = (items: NotifyItem[] | null): NotifyKind[] => [
  ...new Set((items ?? []).filter((i) => i.unread).map((i) => i.kind)),
]

type Loaded = { counts: NotifyCounts; items: NotifyItem[] }

export const notifyBellMachine = setup({
  types: {
    context: {} as NotifyBellContext,
    events: {} as NotifyBellEvent,
  },
  actors: {
    countUnread: fromPromise<NotifyCounts>(() => notifyCounts()),
    loadItems: fromPromise<Loaded>(() => notifyItems()),
    markViewed: fromPromise<NotifyCounts, { kinds: NotifyKind[] }>(({ input }) => notifyRead(input.kinds)),
    markShown: fromPromise<NotifyCounts, { kinds: NotifyKind[] }>(({ input }) => notifyRead(input.kinds)),
  },
  actions: {
    storeCounts: assign({ counts: ({ event }) => outputOf<NotifyCounts>(event), markFailed: false }),
    noteMarkFailed: assign({ markFailed: true }),
    storeItems: assign(({ event }) => outputOf<Loaded>(event)),
    setViewing: assign({
      viewing: ({ context, event }) => (event.type === 'bell.viewing' ? event.kind : context.viewing),
    }),
    setVisible: assign({
      visible: ({ context, event }) => (event.type === 'bell.visibility' ? event.visible : context.visible),
    }),
  },
  guards: {
    isHidden: ({ context }) => !context.visible,
    isShown: ({ event }) => event.type === 'bell.visibility' && event.visible,
    viewedHasUnread: ({ context }) =>
      !context.markFailed &&
      context.viewing !== null &&
      context.counts !== null &&
      context.counts[context.viewing] > 0,
    showedUnread: ({ event }) => unreadKinds(outputOf<Loaded>(event).items).length > 0,
  },
  delays: {
    countPoll: 4300,
  },
}).createMachine({
  id: 'notifyBell',
  type: 'parallel',
  context: { counts: null, viewing: null, visible: true, items: null, markFailed: false },
  on: {
    'bell.viewing': { actions: 'setViewing' },
    'bell.visibility': { actions: 'setVisible' },
  },
  states: {
    poll: {
      initial: 'fetching',
      states: {
        fetching: {
          invoke: {
            id: 'countUnread',
            src: 'countUnread',
            onDone: { target: 'idle', actions: 'storeCounts' },
            onError: { target: 'idle' },
          },
        },
        idle: {
          after: { countPoll: [{ guard: 'isHidden', target: 'paused' }, { target: 'fetching' }] },
        },
        paused: {
          on: { 'bell.visibility': { guard: 'isShown', target: 'fetching', actions: 'setVisible' } },
        },
      },
    },
    page: {
      initial: 'watching',
      states: {
        watching: {
          always: { guard: 'viewedHasUnread', target: 'marking' },
        },
        marking: {
          invoke: {
            id: 'markViewed',
            src: 'markViewed',
            input: ({ context }) => ({ kinds: context.viewing ? [context.viewing] : [] }),
            onDone: { target: 'watching', actions: 'storeCounts' },
            // Tried again with the next counts, not in a loop.
            onError: { target: 'watching', actions: 'noteMarkFailed' },
          },
        },
      },
    },
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'bell.open': { target: 'loading' } },
        },
        loading: {
          tags: ['panel', 'busy'],
          invoke: {
            id: 'loadItems',
            src: 'loadItems',
            onDone: [
              { guard: 'showedUnread', target: 'marking', actions: 'storeItems' },
              { target: 'open', actions: 'storeItems' },
            ],
            onError: { target: 'failed' },
          },
          on: { 'bell.close': { target: 'closed' } },
        },
        // The items keep their unread dots while the panel is open; the counts drop to what is left.
        marking: {
          tags: ['panel'],
          invoke: {
            id: 'markShown',
            src: 'markShown',
            input: ({ context }) => ({ kinds: unreadKinds(context.items) }),
            onDone: { target: 'open', actions: 'storeCounts' },
            onError: { target: 'open' },
          },
          on: { 'bell.close': { target: 'closed' } },
        },
        open: {
          tags: ['panel'],
          on: { 'bell.close': { target: 'closed' } },
        },
        failed: {
          tags: ['panel', 'error'],
          on: { 'bell.retry': { target: 'loading' }, 'bell.close': { target: 'closed' } },
        },
      },
    },
  },
})
