// The slot lobby's own lists (docs/jackpot.md, "Lobby"): a player's favourites and recently played
// machines come from the server, so every device agrees; a visitor's favourites live on this device
// and a visitor has no rounds to list. A star is one request answered with the whole list, so two
// quick stars cannot leave a stale list behind; a star refused keeps the list as it was. Logging in or
// out reloads the lists from the new source; coming back to the lobby (the page is kept alive while
// hidden) reads them again behind the lists on screen, so a machine just played shows up.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import {
  localFavourites,
  type SlotLobby,
  type SlotTile,
  setLocalFavourite,
  slotFavourite,
  slotLobby,
} from '../api/slotLobby'
import { outputOf } from './memberKit'
import { toastRefusal } from './resource.machine'

export type SlotLobbyContext = {
  loggedIn: boolean
  favourites: SlotTile[]
  recent: SlotLobby['recent']
}
export type SlotLobbyEvent =
  | { type: 'lobby.star'; tile: SlotTile; on: boolean }
  | { type: 'lobby.session'; loggedIn: boolean }
  | { type: 'lobby.retry' }
  | { type: 'lobby.refresh' }

type Star = { tile: SlotTile; on: boolean; loggedIn: boolean }

export const isFavourite = (favourites: readonly SlotTile[], t: Pick<SlotTile, 'venue' | 'game'>) =>
  favourites.some((f) => f.venue === t.venue && f.game === t.game)

const readLists = async (loggedIn: boolean): Promise<SlotLobby> =>
  loggedIn ? slotLobby() : { favourites: await localFavourites(), recent: [] }

export const slotLobbyMachine = setup({
  types: {
    context: {} as SlotLobbyContext,
    events: {} as SlotLobbyEvent,
    input: {} as { loggedIn: boolean },
  },
  actors: {
    loadLists: fromPromise<SlotLobby, { loggedIn: boolean }>(({ input }) => readLists(input.loggedIn)),
    reloadLists: fromPromise<SlotLobby, { loggedIn: boolean }>(({ input }) => readLists(input.loggedIn)),
    saveStar: fromPromise<SlotTile[], Star>(({ input }) =>
      input.loggedIn
        ? slotFavourite({ venue: input.tile.venue, game: input.tile.game, on: input.on })
        : setLocalFavourite(input.tile, input.on),
    ),
  },
  actions: {
    storeLists: assign(({ event }) => outputOf<SlotLobby>(event)),
    storeFavourites: assign({ favourites: ({ event }) => outputOf<SlotTile[]>(event) }),
    setSession: assign(({ event }) => {
      assertEvent(event, 'lobby.session')
      return { loggedIn: event.loggedIn, favourites: [], recent: [] }
    }),
    toastRefusal: ({ event }) => toastRefusal((event as { error?: unknown }).error),
  },
  guards: {
    sessionChanged: ({ context, event }) =>
      event.type === 'lobby.session' && event.loggedIn !== context.loggedIn,
  },
}).createMachine({
  id: 'slotLobby',
  context: ({ input }) => ({ loggedIn: input.loggedIn, favourites: [], recent: [] }),
  initial: 'loading',
  on: {
    'lobby.session': { guard: 'sessionChanged', target: '.loading', actions: 'setSession' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadLists',
        src: 'loadLists',
        input: ({ context }) => ({ loggedIn: context.loggedIn }),
        onDone: { target: 'ready', actions: 'storeLists' },
        onError: { target: 'failed' },
      },
    },
    ready: {
      on: { 'lobby.star': { target: 'starring' }, 'lobby.refresh': { target: 'refreshing' } },
    },
    refreshing: {
      invoke: {
        id: 'reloadLists',
        src: 'reloadLists',
        input: ({ context }) => ({ loggedIn: context.loggedIn }),
        onDone: { target: 'ready', actions: 'storeLists' },
        onError: { target: 'ready' },
      },
      on: { 'lobby.star': { target: 'starring' } },
    },
    starring: {
      tags: ['starring'],
      invoke: {
        id: 'saveStar',
        src: 'saveStar',
        input: ({ context, event }) => {
          assertEvent(event, 'lobby.star')
          return { tile: event.tile, on: event.on, loggedIn: context.loggedIn }
        },
        onDone: { target: 'ready', actions: 'storeFavourites' },
        onError: { target: 'ready', actions: 'toastRefusal' },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'lobby.retry': { target: 'loading' }, 'lobby.refresh': { target: 'loading' } },
    },
  },
})
