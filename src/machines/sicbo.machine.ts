// The sic bo RNG table (/play/sicbo): load the table, build a bet slip by placing chips on betting
// areas, roll (the server settles the whole slip on one fair roll, through the ledger), and manage the
// provably-fair seeds like the slot. The dice tumble until both the answer and a short animation are
// done. The slip stays after a roll so the player can repeat it; errors toast the server's message.
import { assign, fromPromise, setup } from 'xstate'
import { type GameRound, gameTable, seedRotate, sicboBet, type TableData } from '../api/games'
import {
  errorStored,
  isClientSeedDraftValid,
  roundPlayed,
  seedRotated,
  tableLoaded,
  toastFailure,
} from './gameTable'

export type SicboContext = {
  venue: string
  chip: number
  /** bet key -> amount in yuan */
  slip: Record<string, number>
  table: TableData | null
  last: GameRound | null
  clientSeedDraft: string
  error: string
  errorCode: number
}
export type SicboEvent =
  | { type: 'sicbo.roll' }
  | { type: 'sicbo.chip'; amount: number }
  | { type: 'sicbo.place'; bet: string }
  | { type: 'sicbo.clear' }
  | { type: 'seed.edit'; value: string }
  | { type: 'seed.rotate' }
  | { type: 'table.retry' }

type Spun = Awaited<ReturnType<typeof sicboBet>>
type Rotated = Awaited<ReturnType<typeof seedRotate>>

export const sicboMachine = setup({
  types: {
    context: {} as SicboContext,
    events: {} as SicboEvent,
    input: {} as { venue: string },
  },
  actors: {
    loadTable: fromPromise<TableData, { venue: string }>(({ input }) =>
      gameTable({ venue: input.venue, kind: 'sicbo' }),
    ),
    roll: fromPromise<Spun, { venue: string; bets: { bet: string; amount: number }[] }>(({ input }) =>
      sicboBet(input),
    ),
    rotate: fromPromise<Rotated, { clientSeed: string }>(({ input }) =>
      seedRotate({ kind: 'sicbo', ...(input.clientSeed ? { client_seed: input.clientSeed } : {}) }),
    ),
  },
  guards: {
    hasBets: ({ context }) => Object.keys(context.slip).length > 0,
    isClientSeedValid: isClientSeedDraftValid,
  },
  actions: {
    placeChip: assign({
      slip: ({ context, event }) => {
        const bet = (event as { bet: string }).bet
        return { ...context.slip, [bet]: (context.slip[bet] ?? 0) + context.chip }
      },
    }),
    storeTable: assign((args) => tableLoaded(args)),
    storeSpin: assign((args) => roundPlayed(args)),
    storeRotation: assign((args) => seedRotated(args)),
    storeError: assign((args) => errorStored(args)),
    toastError: toastFailure,
  },
  delays: { diceTumble: 900 },
}).createMachine({
  id: 'sicbo',
  context: ({ input }) => ({
    ...input,
    chip: 10,
    slip: {},
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
        'sicbo.roll': { guard: 'hasBets', target: 'rolling' },
        'sicbo.chip': { actions: assign({ chip: ({ event }) => event.amount }) },
        'sicbo.place': { actions: 'placeChip' },
        'sicbo.clear': { actions: assign({ slip: {} }) },
        'seed.edit': { actions: assign({ clientSeedDraft: ({ event }) => event.value }) },
        'seed.rotate': { guard: 'isClientSeedValid', target: 'rotating' },
      },
    },
    rolling: {
      tags: ['busy', 'rolling'],
      type: 'parallel',
      states: {
        request: {
          initial: 'waiting',
          states: {
            waiting: {
              invoke: {
                id: 'roll',
                src: 'roll',
                input: ({ context }) => ({
                  venue: context.venue,
                  bets: Object.entries(context.slip).map(([bet, amount]) => ({ bet, amount })),
                }),
                onDone: { target: 'done', actions: 'storeSpin' },
                onError: { target: '#sicbo.ready', actions: 'toastError' },
              },
            },
            done: { type: 'final' },
          },
        },
        dice: {
          initial: 'tumbling',
          states: { tumbling: { after: { diceTumble: 'stopped' } }, stopped: { type: 'final' } },
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
