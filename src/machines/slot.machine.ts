// One slot table (/play/slot): load the table (balance, seed pair, history), spin, and manage the
// provably-fair seeds (edit the client seed, rotate to reveal the server seed). A spin waits for the
// server's round (which moved the money in the ledger) and for a short reel animation, so the
// result is never shown before it exists. Errors keep the table and toast the server's message.
import { assign, fromPromise, setup } from 'xstate'
import { type GameRound, gameTable, seedRotate, slotSpin, type TableData } from '../api/games'
import {
  errorStored,
  isClientSeedDraftValid,
  roundPlayed,
  seedRotated,
  tableLoaded,
  toastFailure,
} from './gameTable'

export type SlotContext = {
  venue: string
  game: string
  stake: number
  table: TableData | null
  last: GameRound | null
  clientSeedDraft: string
  error: string
  errorCode: number
}
export type SlotEvent =
  | { type: 'slot.spin' }
  | { type: 'slot.stake'; stake: number }
  | { type: 'seed.edit'; value: string }
  | { type: 'seed.rotate' }
  | { type: 'table.retry' }

type Spun = Awaited<ReturnType<typeof slotSpin>>
type Rotated = Awaited<ReturnType<typeof seedRotate>>

export const slotMachine = setup({
  types: {
    context: {} as SlotContext,
    events: {} as SlotEvent,
    input: {} as { venue: string; game: string },
  },
  actors: {
    loadTable: fromPromise<TableData, { venue: string }>(({ input }) =>
      gameTable({ venue: input.venue, kind: 'slot' }),
    ),
    spin: fromPromise<Spun, { venue: string; game: string; stake: number }>(({ input }) => slotSpin(input)),
    rotate: fromPromise<Rotated, { clientSeed: string }>(({ input }) =>
      seedRotate({ kind: 'slot', ...(input.clientSeed ? { client_seed: input.clientSeed } : {}) }),
    ),
  },
  guards: {
    isClientSeedValid: isClientSeedDraftValid,
  },
  actions: {
    storeTable: assign((args) => tableLoaded(args)),
    storeSpin: assign((args) => roundPlayed(args)),
    storeRotation: assign((args) => seedRotated(args)),
    storeError: assign((args) => errorStored(args)),
    toastError: toastFailure,
  },
  delays: { reelSpin: 700 },
}).createMachine({
  id: 'slot',
  context: ({ input }) => ({
    ...input,
    stake: 1,
    table: null,
    last: null,
    clientSeedDraft: '',
    error: '',
    errorCode: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTable',
        src: 'loadTable',
        input: ({ context }) => ({ venue: context.venue }),
        onDone: { target: 'ready', actions: 'storeTable' },
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    failed: { tags: ['error'], on: { 'table.retry': 'loading' } },
    ready: {
      on: {
        'slot.spin': 'spinning',
        'slot.stake': { actions: assign({ stake: ({ event }) => event.stake }) },
        'seed.edit': { actions: assign({ clientSeedDraft: ({ event }) => event.value }) },
        'seed.rotate': { guard: 'isClientSeedValid', target: 'rotating' },
      },
    },
    spinning: {
      tags: ['busy', 'spinning'],
      type: 'parallel',
      states: {
        request: {
          initial: 'waiting',
          states: {
            waiting: {
              invoke: {
                id: 'spin',
                src: 'spin',
                input: ({ context }) => ({ venue: context.venue, game: context.game, stake: context.stake }),
                onDone: { target: 'done', actions: 'storeSpin' },
                onError: { target: '#slot.ready', actions: 'toastError' },
              },
            },
            done: { type: 'final' },
          },
        },
        reels: {
          initial: 'turning',
          states: { turning: { after: { reelSpin: 'stopped' } }, stopped: { type: 'final' } },
        },
      },
      onDone: 'ready',
    },
    rotating: {
      tags: ['busy'],
      invoke: {
        id: 'rotate',
        src: 'rotate',
        input: ({ context }) => ({
          clientSeed:
            context.clientSeedDraft === context.table?.seed.client_seed ? '' : context.clientSeedDraft,
        }),
        onDone: { target: 'ready', actions: 'storeRotation' },
        onError: { target: 'ready', actions: 'toastError' },
      },
    },
  },
})
