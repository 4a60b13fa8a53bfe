// The 抢庄牛牛 table (/play/qiangzhuang, docs/qiangzhuang.md): load the table, the rules and any round
// left open, choose an ante, open a round (the server stakes its largest loss; no card face up yet),
// grab, then bet when not banker; the server settles and the cards turn over. Unlike the instant card
// rounds (cardRound.ts) a round is two decisions apart, held open by the server, so this machine has
// its own steps; the table, seeds and refusals are the shared gameTable parts. A refused step (the
// round moved on elsewhere, a timeout closed it) reloads the table so the page shows what the server has.
import { assign, fromPromise, setup } from 'xstate'
import {
  gameTable,
  type QzRules,
  type QzStep,
  qiangzhuangBet,
  qiangzhuangGrab,
  qiangzhuangOpen,
  qiangzhuangRules,
  qiangzhuangState,
  type TableData,
} from '../api/games'
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

type OpenRound = NonNullable<QzStep['open']>
export type QiangzhuangContext = TableContext & {
  venue: string
  /** The chosen ante: one of the offered antes, a wire amount ("1.00"). */
  ante: string
  rules: QzRules | null
  /** The round the server holds open, as the player may see it. */
  open: OpenRound | null
  rulesOpen: boolean
}
export type QiangzhuangEvent =
  | { type: 'qz.ante'; amount: string }
  | { type: 'qz.open' }
  | { type: 'qz.grab'; multiple: number }
  | { type: 'qz.bet'; multiple: number }
  | { type: 'rules.show' }
  | { type: 'rules.hide' }
  | { type: 'seed.edit'; value: string }
  | { type: 'seed.rotate' }
  | { type: 'table.retry' }

type Loaded = { table: TableData; rules: QzRules; open: OpenRound | null }
const multipleOf = (event: unknown) => (event as { multiple: number }).multiple

export const qiangzhuangMachine = setup({
  types: {
    context: {} as QiangzhuangContext,
    events: {} as QiangzhuangEvent,
    input: {} as { venue: string },
  },
  actors: {
    loadTable: fromPromise<Loaded, { venue: string }>(async ({ input }) => {
      const [table, rules, state] = await Promise.all([
        gameTable({ venue: input.venue, kind: 'qiangzhuang' }),
        qiangzhuangRules(),
        qiangzhuangState(),
      ])
      return { table, rules, open: state.open }
    }),
    openRound: fromPromise<QzStep, { venue: string; ante: string }>(({ input }) => qiangzhuangOpen(input)),
    grab: fromPromise<QzStep, { round_id: string; grab: number }>(({ input }) => qiangzhuangGrab(input)),
    bet: fromPromise<QzStep, { round_id: string; bet: number }>(({ input }) => qiangzhuangBet(input)),
    rotate: rotateSeeds('qiangzhuang'),
  },
  guards: {
    isOfferedAnte: ({ context, event }) =>
      (context.rules?.antes ?? []).includes((event as { amount: string }).amount),
    isOfferedGrab: ({ context, event }) => (context.rules?.grabs ?? []).includes(multipleOf(event)),
    isOfferedBet: ({ context, event }) => (context.rules?.bets ?? []).includes(multipleOf(event)),
    isAtGrab: ({ context }) => context.open?.step === 'grab',
    isAtBet: ({ context }) => context.open?.step === 'bet',
    isSettled: ({ event }) => output<QzStep>(event).round !== null,
    isClientSeedValid: isClientSeedDraftValid,
  },
  actions: {
    storeTable: assign(({ context, event }) => {
      const { table, rules, open } = output<Loaded>(event)
      return {
        ...tableLoaded({ context, event: { output: table } }),
        rules,
        open,
        ante: rules.antes.includes(context.ante) ? context.ante : (rules.antes[0] ?? context.ante),
      }
    }),
    chooseAnte: assign({ ante: ({ event }) => (event as { amount: string }).amount }),
    storeStep: assign(({ context, event }) => {
      const s = output<QzStep>(event)
      return {
        open: s.open,
        last: null,
        table: context.table && { ...context.table, balance: s.balance, seed: s.seed },
      }
    }),
    storeSettled: assign((args) => ({
      open: null,
      ...roundPlayed({ context: args.context, event: { output: output<QzStep>(args.event) } }),
    })),
    storeRotation: assign((args) => seedRotated(args)),
    editSeed: assign((args) => seedDraftEdited(args)),
    storeError: assign((args) => errorStored(args)),
    toastError: toastFailure,
    showRules: assign({ rulesOpen: true }),
    hideRules: assign({ rulesOpen: false }),
  },
  delays: { cardFlip: 1200 },
}).createMachine({
  id: 'qiangzhuang',
  context: ({ input }) => ({
    ...input,
    ante: '1.00',
    rules: null,
    open: null,
    rulesOpen: false,
    table: null,
    last: null,
    clientSeedDraft: '',
    error: '',
    errorCode: 0,
  }),
  on: {
    'rules.show': { actions: 'showRules' },
    'rules.hide': { actions: 'hideRules' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadTable',
        src: 'loadTable',
        input: ({ context }) => ({ venue: context.venue }),
        onDone: { target: 'resuming', actions: 'storeTable' },
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    failed: tableStates.failed,
    // A round the server still holds open continues at its step.
    resuming: {
      always: [
        { guard: 'isAtGrab', target: 'grabbing' },
        { guard: 'isAtBet', target: 'betting' },
        { target: 'ready' },
      ],
    },
    ready: {
      on: {
        'qz.ante': { guard: 'isOfferedAnte', actions: 'chooseAnte' },
        'qz.open': { target: 'opening' },
        ...seedEvents,
      },
    },
    opening: {
      tags: ['busy', 'dealing'],
      invoke: {
        id: 'openRound',
        src: 'openRound',
        input: ({ context }) => ({ venue: context.venue, ante: context.ante }),
        onDone: { target: 'grabbing', actions: 'storeStep' },
        onError: { target: 'loading', actions: 'toastError' },
      },
    },
    grabbing: {
      tags: 'grab',
      on: { 'qz.grab': { guard: 'isOfferedGrab', target: 'submittingGrab' } },
    },
    submittingGrab: {
      tags: ['busy', 'grab'],
      invoke: {
        id: 'grab',
        src: 'grab',
        input: ({ context, event }) => ({ round_id: context.open?.round_id ?? '', grab: multipleOf(event) }),
        onDone: [
          { guard: 'isSettled', target: 'revealing', actions: 'storeSettled' },
          { target: 'betting', actions: 'storeStep' },
        ],
        onError: { target: 'loading', actions: 'toastError' },
      },
    },
    betting: {
      tags: 'bet',
      on: { 'qz.bet': { guard: 'isOfferedBet', target: 'submittingBet' } },
    },
    submittingBet: {
      tags: ['busy', 'bet'],
      invoke: {
        id: 'bet',
        src: 'bet',
        input: ({ context, event }) => ({ round_id: context.open?.round_id ?? '', bet: multipleOf(event) }),
        onDone: { target: 'revealing', actions: 'storeSettled' },
        onError: { target: 'loading', actions: 'toastError' },
      },
    },
    // The settled round is known; the cards turn over before the table takes the next ante.
    revealing: {
      tags: ['busy', 'dealing'],
      after: { cardFlip: 'ready' },
    },
    rotating: tableStates.rotating,
  },
})
