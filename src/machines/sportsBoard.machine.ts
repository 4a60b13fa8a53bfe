// A sportsbook venue's board (/play/sports): its leagues and matches with prices, read again every few
// seconds while the page is visible (prices move, matches close, kick off and finish), the league and
// tab the player is looking at. A failed refresh keeps the board on screen and tries again next time;
// only a failed first load shows the error with its retry.
import { assign, fromPromise, setup } from 'xstate'
import { wireMs } from '../../core/time'
import { type SportsBoardData, sportsBoard } from '../api/sports'
import { errorOf, outputOf } from './memberKit'

export type BoardTab = 'matches' | 'results' | 'table' | 'bets'
export type SportsBoardContext = {
  venue: string
  board: SportsBoardData | null
  /** Client time (ms) when `board` arrived, and the server's clock minus ours at that moment. */
  receivedAt: number
  skewMs: number
  league: string
  tab: BoardTab
  error: string
  errorCode: number
}
export type SportsBoardEvent =
  | { type: 'board.league'; league: string }
  | { type: 'board.tab'; tab: BoardTab }
  | { type: 'board.refresh' }
  | { type: 'board.retry' }

export const REFRESH_MS = 5000
const visible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden'

export const sportsBoardMachine = setup({
  types: {
    context: {} as SportsBoardContext,
    events: {} as SportsBoardEvent,
    input: {} as { venue: string },
  },
  actors: {
    load: fromPromise<SportsBoardData, { venue: string }>(({ input }) => sportsBoard({ venue: input.venue })),
  },
  guards: {
    // A hidden tab does not poll; the next tick after it shows again does.
    visible: () => visible(),
  },
  actions: {
    store: assign(({ context, event }) => {
      const board = outputOf<SportsBoardData>(event)
      const league = board.leagues.some((l) => l.id === context.league)
        ? context.league
        : (board.leagues[0]?.id ?? '')
      return {
        board,
        league,
        receivedAt: Date.now(),
        skewMs: wireMs(board.server_time) - Date.now(),
        error: '',
        errorCode: 0,
      }
    }),
    storeError: assign(({ event }) => {
      const e = errorOf(event) as { code?: number; message?: string }
      return { error: e?.message ?? '', errorCode: e?.code ?? 0 }
    }),
  },
  delays: { refresh: REFRESH_MS },
}).createMachine({
  id: 'sportsBoard',
  context: ({ input }) => ({
    venue: input.venue,
    board: null,
    receivedAt: 0,
    skewMs: 0,
    league: '',
    tab: 'matches',
    error: '',
    errorCode: 0,
  }),
  initial: 'loading',
  on: {
    'board.league': { actions: assign({ league: ({ event }) => event.league }) },
    'board.tab': { actions: assign({ tab: ({ event }) => event.tab }) },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ venue: context.venue }),
        onDone: { target: 'ready', actions: 'store' },
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    failed: { tags: ['error'], on: { 'board.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'board.refresh': 'refreshing' },
          after: {
            refresh: [
              { guard: 'visible', target: 'refreshing' },
              { target: 'idle', reenter: true },
            ],
          },
        },
        refreshing: {
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({ venue: context.venue }),
            onDone: { target: 'idle', actions: 'store' },
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
})
