// The bull-bull table (/play/bullbull): load the table and the operator's multiples, choose a base bet,
// deal (the server deals both hands on the player's fair stream and settles through the ledger), and
// manage the provably-fair seeds like the other in-house tables. Once the answer is in, the cards turn
// over for a moment before the next bet; a refusal toasts the server's message and keeps the table.
import { assign, fromPromise, setup } from 'xstate'
import { type BullRules, bullbullPlay, bullbullRules, gameTable, type TableData } from '../api/games'
import {
  errorStored,
  isClientSeedDraftValid,
  output,
  rotateSeeds,
  roundPlayed,
  seedDraftEdited,
  seedEvents,
  seedRotated,
  type TableContext,
  tableLoaded,
  tableStates,
  toastFailure,
} from './gameTable'

export type BullbullContext = TableContext & {
  venue: string
  /** The chosen base bet: one of the operator's offered bases, a wire amount ("10.00"). */
  base: string
  rules: BullRules | null
}
export type BullbullEvent =
  | { type: 'bull.base'; amount: string }
  | { type: 'bull.deal' }
  | { type: 'seed.edit'; value: string }
  | { type: 'seed.rotate' }
  | { type: 'table.retry' }

type Loaded = { table: TableData; rules: BullRules }
type Dealt = Awaited<ReturnType<typeof bullbullPlay>>

export const bullbullMachine = setup({
  types: {
    context: {} as BullbullContext,
    events: {} as BullbullEvent,
    input: {} as { venue: string },
  },
  actors: {
    loadTable: fromPromise<Loaded, { venue: string }>(async ({ input }) => {
      const [table, rules] = await Promise.all([
        gameTable({ venue: input.venue, kind: 'bullbull' }),
        bullbullRules(),
      ])
      return { table, rules }
    }),
    deal: fromPromise<Dealt, { venue: string; base: string }>(({ input }) => bullbullPlay(input)),
    rotate: rotateSeeds('bullbull'),
  },
  guards: {
    isOfferedBase: ({ context, event }) =>
      (context.rules?.bases ?? []).includes((event as { amount: string }).amount),
    isClientSeedValid: isClientSeedDraftValid,
  },
  actions: {
    storeTable: assign(({ context, event }) => {
      const { table, rules } = output<Loaded>(event)
      return {
        ...tableLoaded({ context, event: { output: table } }),
        rules,
        base: rules.bases.includes(context.base) ? context.base : (rules.bases[0] ?? context.base),
      }
    }),
    chooseBase: assign({ base: ({ event }) => (event as { amount: string }).amount }),
    storeDeal: assign((args) => roundPlayed(args)),
    storeRotation: assign((args) => seedRotated(args)),
    editSeed: assign((args) => seedDraftEdited(args)),
    storeError: assign((args) => errorStored(args)),
    toastError: toastFailure,
  },
  delays: { cardFlip: 1100 },
}).createMachine({
  id: 'bullbull',
  context: ({ input }) => ({
    ...input,
    base: '10.00',
    rules: null,
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
        'bull.base': { guard: 'isOfferedBase', actions: 'chooseBase' },
        'bull.deal': { target: 'dealing' },
        ...seedEvents,
      },
    },
    dealing: {
      tags: ['busy', 'dealing'],
      invoke: {
        id: 'deal',
        src: 'deal',
        input: ({ context }) => ({ venue: context.venue, base: context.base }),
        onDone: { target: 'revealing', actions: 'storeDeal' },
        onError: { target: 'ready', actions: 'toastError' },
      },
    },
    // The settled deal is known; the cards turn over before the table takes the next bet.
    revealing: {
      tags: ['busy', 'dealing'],
      after: { cardFlip: 'ready' },
    },
    rotating: tableStates.rotating,
  },
})
