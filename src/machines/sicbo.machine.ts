// The sic bo RNG table (/play/sicbo): load the table, build a bet slip by placing chips on betting
// areas, roll (the server settles the whole slip on one fair roll, through the ledger), and manage the
// provably-fair seeds like the slot. The dice tumble until both the answer and a short animation are
// done. The slip stays after a roll so the player can repeat it; errors toast the server's message.
import { assign, fromPromise, setup } from 'xstate'
import { type GameRound, gameTable, sicboBet, type TableData } from '../api/games'
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
    rotate: rotateSeeds('sicbo'),
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
    editSeed: assign((args) => seedDraftEdited(args)),
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
    loading: tableStates.loading,
    failed: tableStates.failed,
    ready: {
      on: {
        'sicbo.roll': { guard: 'hasBets', target: 'rolling' },
        'sicbo.chip': { actions: assign({ chip: ({ event }) => event.amount }) },
        'sicbo.place': { actions: 'placeChip' },
        'sicbo.clear': { actions: assign({ slip: {} }) },
        ...seedEvents,
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
    rotating: tableStates.rotating,
  },
})
