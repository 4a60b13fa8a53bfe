// The slot venues' shared jackpot on screen (docs/jackpot.md): the pool is read every 4.3 s (the
// balance poll's period, the site's one polling period) while the page is visible, and not at all
// while it is hidden; coming back reads it at once. A failed read keeps the last figure and tries
// again at the next period. The site has no public live channel, so polling is the whole story.
import { assign, fromPromise, setup } from 'xstate'
import { type Jackpot, jackpot } from '../api/slotLobby'
import { outputOf } from './memberKit'

export type JackpotContext = { jackpot: Jackpot | null; visible: boolean }
export type JackpotEvent = { type: 'jackpot.visibility'; visible: boolean }

export const jackpotMachine = setup({
  types: { context: {} as JackpotContext, events: {} as JackpotEvent },
  actors: {
    readJackpot: fromPromise<Jackpot>(() => jackpot()),
  },
  actions: {
    storeJackpot: assign({ jackpot: ({ event }) => outputOf<Jackpot>(event) }),
    setVisible: assign({ visible: ({ event }) => event.visible }),
  },
  guards: {
    isHidden: ({ context }) => !context.visible,
    isShown: ({ event }) => event.visible,
  },
  delays: {
    jackpotPoll: 4300,
  },
}).createMachine({
  id: 'jackpot',
  context: { jackpot: null, visible: true },
  initial: 'fetching',
  on: { 'jackpot.visibility': { actions: 'setVisible' } },
  states: {
    fetching: {
      invoke: {
        id: 'readJackpot',
        src: 'readJackpot',
        onDone: { target: 'idle', actions: 'storeJackpot' },
        onError: { target: 'idle' },
      },
    },
    idle: {
      after: { jackpotPoll: [{ guard: 'isHidden', target: 'paused' }, { target: 'fetching' }] },
    },
    paused: {
      on: { 'jackpot.visibility': { guard: 'isShown', target: 'fetching', actions: 'setVisible' } },
    },
  },
})
