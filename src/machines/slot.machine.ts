// One slot table (/play/slot): load the table (balance, seed pair, history), spin, and manage the
// provably-fair seeds (edit the client seed, rotate to reveal the server seed). A spin waits for the
// server's round (which moved the money in the ledger) and for a short reel animation, so the
// result is never shown before it exists. Errors keep the table and toast the server's message.
import { assign, fromPromise, setup } from 'xstate'
import { centsToWire } from '../../core/money'
import { type GameRound, gameTable, slotSpin, type TableData } from '../api/games'
import {
  errorStored,
  isClientSeedDraftValid,
  rotateSeeds,
  roundPlayed,
  seedDraftEdited,
  seedEvents,
  seedRotated,
  tableLoaded,
  tableStates,
  toastFailure,
} from './gameTable'

export type SlotContext = {
  venue: string
  game: string
  /** The chosen stake in cents, one of the engine's SLOT_STAKES. */
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
    spin: fromPromise<Spun, { venue: string; game: string; stake: string }>(({ input }) => slotSpin(input)),
    rotate: rotateSeeds('slot'),
  },
  guards: {
    isClientSeedValid: isClientSeedDraftValid,
  },
  actions: {
    storeTable: assign((args) => tableLoaded(args)),
    storeSpin: assign((args) => roundPlayed(args)),
    storeRotation: assign((args) => seedRotated(args)),
    editSeed: assign((args) => seedDraftEdited(args)),
    storeError: assign((args) => errorStored(args)),
    toastError: toastFailure,
  },
  delays: { reelSpin: 700 },
}).createMachine({
  id: 'slot',
  context: ({ input }) => ({
    ...input,
    stake: 100,
    table: null,
    last: null,
    clientSeedDraft: '',
    error: '',
    errorCode: 0,
  }),
  initial: 'loading',
  states: {
    loading: tableStates.loading,
    failed: tableStates.failed,
    ready: {
      on: {
        'slot.spin': 'spinning',
        'slot.stake': { actions: assign({ stake: ({ event }) => event.stake }) },
        ...seedEvents,
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
                input: ({ context }) => ({
                  venue: context.venue,
                  game: context.game,
                  stake: centsToWire(context.stake),
                }),
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
    rotating: tableStates.rotating,
  },
})
