// The 炸金花 table (/play/zhajinhua): load the table and the paytable, choose an ante, deal (the server
// deals both hands on the player's fair stream and settles through the ledger), and manage the
// provably-fair seeds like the other in-house tables. Shaped like the bull-bull table: once the answer
// is in, the cards turn over for a moment before the next bet; a refusal toasts the server's message
// and keeps the table.
import { assign, fromPromise, setup } from 'xstate'
import { gameTable, type TableData, type ZjhRules, zhajinhuaPlay, zhajinhuaRules } from '../api/games'
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

export type ZhajinhuaContext = TableContext & {
  venue: string
  /** The chosen ante: one of the offered antes, a wire amount ("10.00"). */
  ante: string
  rules: ZjhRules | null
}
export type ZhajinhuaEvent =
  | { type: 'zjh.ante'; amount: string }
  | { type: 'zjh.deal' }
  | { type: 'seed.edit'; value: string }
  | { type: 'seed.rotate' }
  | { type: 'table.retry' }

type Loaded = { table: TableData; rules: ZjhRules }
type Dealt = Awaited<ReturnType<typeof zhajinhuaPlay>>

export const zhajinhuaMachine = setup({
  types: {
    context: {} as ZhajinhuaContext,
    events: {} as ZhajinhuaEvent,
    input: {} as { venue: string },
  },
  actors: {
    loadTable: fromPromise<Loaded, { venue: string }>(async ({ input }) => {
      const [table, rules] = await Promise.all([
        gameTable({ venue: input.venue, kind: 'zhajinhua' }),
        zhajinhuaRules(),
      ])
      return { table, rules }
    }),
    deal: fromPromise<Dealt, { venue: string; ante: string }>(({ input }) => zhajinhuaPlay(input)),
    rotate: rotateSeeds('zhajinhua'),
  },
  guards: {
    isOfferedAnte: ({ context, event }) =>
      (context.rules?.antes ?? []).includes((event as { amount: string }).amount),
    isClientSeedValid: isClientSeedDraftValid,
  },
  actions: {
    storeTable: assign(({ context, event }) => {
      const { table, rules } = output<Loaded>(event)
      return {
        ...tableLoaded({ context, event: { output: table } }),
        rules,
        ante: rules.antes.includes(context.ante) ? context.ante : (rules.antes[0] ?? context.ante),
      }
    }),
    chooseAnte: assign({ ante: ({ event }) => (event as { amount: string }).amount }),
    storeDeal: assign((args) => roundPlayed(args)),
    storeRotation: assign((args) => seedRotated(args)),
    editSeed: assign((args) => seedDraftEdited(args)),
    storeError: assign((args) => errorStored(args)),
    toastError: toastFailure,
  },
  delays: { cardFlip: 1100 },
}).createMachine({
  id: 'zhajinhua',
  context: ({ input }) => ({
    ...input,
    ante: '10.00',
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
        'zjh.ante': { guard: 'isOfferedAnte', actions: 'chooseAnte' },
        'zjh.deal': { target: 'dealing' },
        ...seedEvents,
      },
    },
    dealing: {
      tags: ['busy', 'dealing'],
      invoke: {
        id: 'deal',
        src: 'deal',
        input: ({ context }) => ({ venue: context.venue, ante: context.ante }),
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
