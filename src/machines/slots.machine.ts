// /concise: the all-games tab lists the shared slot list; each provider tab lists that
// provider's games from gamelistBycode, fetched once per provider and kept for the visit.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { ProviderGame } from '../../core/contract'
import { gamelistBycode } from '../api/site'
import { toastRefusal } from './resource.machine'

export const ALL_GAMES = 'all'

export type SlotsContext = { selected: string; lists: Record<string, ProviderGame[]> }
export type SlotsEvent = { type: 'slots.select'; code: string }

export const slotsMachine = setup({
  types: { context: {} as SlotsContext, events: {} as SlotsEvent, input: {} as { selected: string } },
  actors: {
    gamelistBycode: fromPromise<ProviderGame[], { gamecode: string }>(({ input }) => gamelistBycode(input)),
  },
  guards: {
    isAllGames: ({ context }) => context.selected === ALL_GAMES,
    isLoaded: ({ context }) => context.lists[context.selected] !== undefined,
  },
  actions: {
    select: assign(({ event }) => {
      assertEvent(event, 'slots.select')
      return { selected: event.code || ALL_GAMES }
    }),
    toastRefusal: ({ event }) => toastRefusal((event as { error?: unknown }).error),
    storeList: assign({
      lists: ({ context, event }) => ({
        ...context.lists,
        [context.selected]: (event as unknown as { output: ProviderGame[] }).output,
      }),
    }),
  },
}).createMachine({
  id: 'slots',
  context: ({ input }) => ({ selected: input.selected || ALL_GAMES, lists: {} }),
  initial: 'choosing',
  on: { 'slots.select': { target: '.choosing', actions: 'select' } },
  states: {
    choosing: {
      always: [
        { guard: 'isAllGames', target: 'showing' },
        { guard: 'isLoaded', target: 'showing' },
        { target: 'fetchingProvider' },
      ],
    },
    fetchingProvider: {
      tags: ['busy'],
      invoke: {
        id: 'gamelistBycode',
        src: 'gamelistBycode',
        input: ({ context }) => ({ gamecode: context.selected }),
        onDone: { target: 'showing', actions: 'storeList' },
        onError: { target: 'failed', actions: 'toastRefusal' },
      },
    },
    showing: {},
    failed: { tags: ['error'] },
  },
})
