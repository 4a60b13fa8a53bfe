// The home page's modals, one after the other: the welcome modal when the settings say
// index_modal = 1, then the latest-notice modal with the first 2 notices. `close` moves on; `view all`
// leaves for the inbox. The notice modal is shown once per visit (uiState.dismissedNoticeModal).
import { assertEvent, assign, setup } from 'xstate'
import { uiState } from '../state/ui'

export const NOTICE_MODAL_COUNT = 2

export type HomeModalsContext = { welcomeHtml: string; notices: string[] }
export type HomeModalsEvent =
  | { type: 'modals.ready'; indexModal: 0 | 1; welcomeHtml: string; notices: string[] }
  | { type: 'modals.close' }
  | { type: 'modals.viewAll' }

export const homeModalsMachine = setup({
  types: { context: {} as HomeModalsContext, events: {} as HomeModalsEvent },
  guards: {
    wantsWelcome: ({ event }) => event.type === 'modals.ready' && event.indexModal === 1,
    hasNotices: ({ context }) => context.notices.length > 0 && !uiState.dismissedNoticeModal,
  },
  actions: {
    storeContent: assign(({ event }) => {
      assertEvent(event, 'modals.ready')
      return { welcomeHtml: event.welcomeHtml, notices: event.notices.slice(0, NOTICE_MODAL_COUNT) }
    }),
    rememberNoticesSeen: () => {
      uiState.dismissedNoticeModal = true
    },
    /** Injected by the view (to the inbox): this machine never imports routes/. */
    goToMessages: () => {},
  },
}).createMachine({
  id: 'homeModals',
  context: { welcomeHtml: '', notices: [] },
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'modals.ready': [
          { guard: 'wantsWelcome', target: 'welcome', actions: 'storeContent' },
          { target: 'afterWelcome', actions: 'storeContent' },
        ],
      },
    },
    welcome: { tags: ['modal', 'welcome'], on: { 'modals.close': 'afterWelcome' } },
    afterWelcome: { always: [{ guard: 'hasNotices', target: 'notices' }, { target: 'done' }] },
    notices: {
      tags: ['modal', 'notices'],
      exit: 'rememberNoticesSeen',
      on: {
        'modals.close': 'done',
        'modals.viewAll': { target: 'done', actions: 'goToMessages' },
      },
    },
    done: { type: 'final' },
  },
})
