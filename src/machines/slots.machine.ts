// /concise: each provider tab lists that provider's machines from gamelistBycode, fetched once per
// provider and kept for the visit; the all-games tab lists every provider's machines, and a search
// looks through them: the lists not fetched yet are fetched once, together, when the player opens
// that tab or first types (docs/jackpot.md, "Lobby").
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { ProviderGame } from '../../core/contract'
import { gamelistBycode } from '../api/site'
import { toastRefusal } from './resource.machine'

export const ALL_GAMES = 'all'

export type SlotsContext = {
  selected: string
  lists: Record<string, ProviderGame[]>
  /** The search as typed ('' when not searching). */
  query: string
  /** The slot venues the all-games tab and a search go through (the page knows them from the game list). */
  venues: string[]
}
export type SlotsEvent =
  | { type: 'slots.select'; code: string }
  | { type: 'slots.search'; query: string; venues: string[] }
  | { type: 'slots.venues'; venues: string[] }

/** The machines of every fetched list whose name contains the query (any case), in venue order. */
export const searchSlots = (c: Pick<SlotsContext, 'lists' | 'query' | 'venues'>) => {
  const q = c.query.trim().toLowerCase()
  if (!q) return []
  return c.venues.flatMap((v) => (c.lists[v] ?? []).filter((g) => g.gamename.toLowerCase().includes(q)))
}

/** The all-games tab: every fetched provider's machines, in venue order. */
export const allSlots = (c: Pick<SlotsContext, 'lists' | 'venues'>) =>
  c.venues.flatMap((v) => c.lists[v] ?? [])

const missingLists = (c: SlotsContext) => c.venues.filter((v) => c.lists[v] === undefined)

export const slotsMachine = setup({
  types: { context: {} as SlotsContext, events: {} as SlotsEvent, input: {} as { selected: string } },
  actors: {
    gamelistBycode: fromPromise<ProviderGame[], { gamecode: string }>(({ input }) => gamelistBycode(input)),
    gamelistsBycode: fromPromise<Record<string, ProviderGame[]>, { gamecodes: string[] }>(
      async ({ input }) => {
        const lists = await Promise.all(input.gamecodes.map((gamecode) => gamelistBycode({ gamecode })))
        return Object.fromEntries(input.gamecodes.map((code, i) => [code, lists[i]]))
      },
    ),
  },
  guards: {
    isAllGames: ({ context }) => context.selected === ALL_GAMES,
    isLoaded: ({ context }) => context.lists[context.selected] !== undefined,
    needsEveryList: ({ context }) =>
      (context.query.trim() !== '' || context.selected === ALL_GAMES) && missingLists(context).length > 0,
  },
  actions: {
    select: assign(({ event }) => {
      assertEvent(event, 'slots.select')
      return { selected: event.code || ALL_GAMES }
    }),
    search: assign(({ event }) => {
      assertEvent(event, 'slots.search')
      return { query: event.query, venues: event.venues }
    }),
    setVenues: assign(({ event }) => {
      assertEvent(event, 'slots.venues')
      return { venues: event.venues }
    }),
    toastRefusal: ({ event }) => toastRefusal((event as { error?: unknown }).error),
    storeList: assign({
      lists: ({ context, event }) => ({
        ...context.lists,
        [context.selected]: (event as unknown as { output: ProviderGame[] }).output,
      }),
    }),
    storeLists: assign({
      lists: ({ context, event }) => ({
        ...context.lists,
        ...(event as unknown as { output: Record<string, ProviderGame[]> }).output,
      }),
    }),
  },
}).createMachine({
  id: 'slots',
  context: ({ input }) => ({ selected: input.selected || ALL_GAMES, lists: {}, query: '', venues: [] }),
  initial: 'choosing',
  on: {
    'slots.select': { target: '.choosing', actions: 'select' },
    'slots.search': { target: '.choosing', actions: 'search' },
    'slots.venues': { target: '.choosing', actions: 'setVenues' },
  },
  states: {
    choosing: {
      always: [
        { guard: 'needsEveryList', target: 'fetchingAll' },
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
    fetchingAll: {
      tags: ['busy'],
      // Typing on while the lists come in narrows the search, without fetching them again.
      on: { 'slots.search': { actions: 'search' } },
      invoke: {
        id: 'gamelistsBycode',
        src: 'gamelistsBycode',
        input: ({ context }) => ({ gamecodes: missingLists(context) }),
        onDone: { target: 'choosing', actions: 'storeLists' },
        onError: { target: 'failed', actions: 'toastRefusal' },
      },
    },
    showing: {},
    failed: { tags: ['error'] },
  },
})
