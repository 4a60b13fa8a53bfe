// The home page's modals, one after the other and never on top of each other: the welcome modal when
// the settings say index_modal = 1, then the latest-notice modal with the first 2 notices. `close`
// moves on; `view all` leaves for the inbox. The welcome modal is shown once a day and the notice
// modal once per browser session (src/state/popups.ts), so a reload, a login or a return home within
// them shows neither again.
import { assertEvent, assign, setup } from 'xstate'
import { markNoticesSeen, markWelcomeSeen, popupMemory, welcomeSeenToday } from '../state/popups'

export const NOTICE_MODAL_COUNT = 2

export type HomeModalsContext = { welcomeHtml: string; notices: string[] }
export type HomeModalsEvent =
  | { type: 'modals.ready'; indexModal: 0 | 1; welcomeHtml: string; notices: string[] }
  | { type: 'modals.close' }
  | { type: 'modals.viewAll' }

export const homeModalsMachine = setup({
  types: { context: {} as HomeModalsContext, events: {} as HomeModalsEvent },
  guards: {
    wantsWelcome: ({ event }) =>
      event.type === 'modals.ready' && event.indexModal === 1 && !welcomeSeenToday(),
    hasNotices: ({ context }) => context.notices.length > 0 && !popupMemory.noticesSeen,
  },
  actions: {
    storeContent: assign(({ event }) => {
      assertEvent(event, 'modals.ready')
      return { welcomeHtml: event.welcomeHtml, notices: event.notices.slice(0, NOTICE_MODAL_COUNT) }
    }),
    rememberWelcomeSeen: () => markWelcomeSeen(),
    rememberNoticesSeen: () => markNoticesSeen(),
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
    welcome: {
      tags: ['modal', 'welcome'],
      exit: 'rememberWelcomeSeen',
      on: { 'modals.close': 'afterWelcome' },
    },
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
