// The 三公 page (/play/sangong, docs/sangong.md): the open round and its countdown (from the server's
// clock), the last deal dealt onto the felt, six bet areas, the slip, the player's contribution to the
// round's shared client seed, the road and the deals. Shaped like PK10's page (pk10.machine.ts) on the
// shared pieces of drawGame.ts: the state is read every few seconds and right after each deal time, the
// 1 s tick only redraws, staged chips are dropped once the state shows a new round, and what is placed
// on the open round is read from the player's rounds. The rules dialog is a region of its own, with
// every bet's exact return from the engine (computed once).
import { assign, fromPromise, setup } from 'xstate'
import {
  isSangongBet,
  SANGONG_BETS,
  SANGONG_CLOSE_SECONDS,
  SANGONG_EDGE_BP,
  SANGONG_ODDS,
  type SangongBet,
  sangongRtp,
} from '../../core/games/engines/sangong'
import { type SangongStateData, sangongBet, sangongSeed, sangongState } from '../api/games'
import { t } from '../i18n'
import { toast } from '../state/ui'
import {
  computeDrawRules,
  type DrawRule,
  placedOn,
  placedWith,
  slipLines,
  withChip,
  withoutBet,
} from './drawGame'
import { secondsLeft } from './fast3.machine'
import { errorStored, output, toastFailure } from './gameTable'

export type SangongContext = {
  state: SangongStateData | null
  receivedAt: number
  now: number
  chip: number
  /** Staged chips (whole yuan per bet key, engines/sangong.ts) for `state.issue`, not yet sent. */
  slip: Record<string, number>
  /** What is placed on `state.issue` per bet key (wire money), from the server's rounds. */
  placed: Record<string, string>
  seedDraft: string
  rules: DrawRule<SangongBet>[] | null
  error: string
  errorCode: number
}
export type SangongEvent =
  | { type: 'sangong.place'; bet: string }
  | { type: 'sangong.remove'; bet: string }
  | { type: 'sangong.chip'; amount: number }
  | { type: 'sangong.clear' }
  | { type: 'sangong.submit' }
  | { type: 'sangong.seed.edit'; value: string }
  | { type: 'sangong.seed.submit' }
  | { type: 'sangong.rules.open' }
  | { type: 'sangong.rules.close' }
  | { type: 'table.retry' }

const POLL_MS = 5000
type Contributed = Awaited<ReturnType<typeof sangongSeed>>

/** Every bet's exact return over all pairs of hands (the engine's counted ways). */
export const computeSangongRules = () =>
  computeDrawRules(SANGONG_BETS, (type) => {
    const { returned, staked } = sangongRtp(type)
    return { odds: SANGONG_ODDS[type], edgeBp: SANGONG_EDGE_BP[type], returned, staked }
  })

/** A slip or a seed is sent from idle or a refresh only, never twice at once (a double tap). */
const SENDS = {
  'sangong.submit': { guard: 'canBet', target: 'placing' },
  'sangong.seed.submit': { guard: 'canContribute', target: 'contributing' },
} as const

export const sangongMachine = setup({
  types: { context: {} as SangongContext, events: {} as SangongEvent },
  actors: {
    load: fromPromise<SangongStateData>(() => sangongState()),
    place: fromPromise<unknown, { bets: { bet: string; amount: number }[] }>(({ input }) =>
      sangongBet(input),
    ),
    contribute: fromPromise<Contributed, { seed: string }>(({ input }) =>
      sangongSeed({ client_seed: input.seed }),
    ),
    rules: fromPromise<DrawRule<SangongBet>[]>(() => computeSangongRules()),
  },
  guards: {
    canBet: ({ context }) =>
      Object.keys(context.slip).length > 0 &&
      Object.keys(context.slip).every(isSangongBet) &&
      secondsLeft(context) > SANGONG_CLOSE_SECONDS,
    canContribute: ({ context }) =>
      /^[\x21-\x7e]{1,64}$/.test(context.seedDraft) &&
      context.seedDraft !== context.state?.my_seed &&
      secondsLeft(context) > SANGONG_CLOSE_SECONDS,
    hasRules: ({ context }) => context.rules !== null,
    refreshDue: ({ context }) => secondsLeft(context) === 0 || Date.now() - context.receivedAt >= POLL_MS,
  },
  actions: {
    storeState: assign(({ context, event }) => {
      const state = output<SangongStateData>(event)
      return {
        state,
        receivedAt: Date.now(),
        now: Date.now(),
        seedDraft: context.state ? context.seedDraft : state.my_seed,
        placed: placedOn(state),
        ...(context.state && context.state.issue !== state.issue ? { slip: {} } : {}),
      }
    }),
    commitSlip: assign(({ context }) => ({ slip: {}, placed: placedWith(context.placed, context.slip) })),
    storeContribution: assign({
      state: ({ context, event }) => {
        const c = output<Contributed>(event)
        return context.state && context.state.issue === c.issue
          ? {
              ...context.state,
              client_seed: c.client_seed,
              contributions: c.contributions,
              my_seed: c.my_seed,
            }
          : context.state
      },
    }),
    toastContributed: () => {
      toast(1, t('games.fast3.seedSaved'))
    },
    storeRules: assign({ rules: ({ event }) => output<DrawRule<SangongBet>[]>(event) }),
    storeError: assign((args) => errorStored(args)),
    toastError: toastFailure,
    toastPlaced: () => {
      toast(1, t('games.fast3.placed'))
    },
    tick: assign({ now: () => Date.now() }),
    placeChip: assign({
      slip: ({ context, event }) => withChip(context.slip, (event as { bet: string }).bet, context.chip),
    }),
    removeBet: assign({
      slip: ({ context, event }) => withoutBet(context.slip, (event as { bet: string }).bet),
    }),
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'sangong',
  context: {
    state: null,
    receivedAt: 0,
    now: 0,
    chip: 10,
    slip: {},
    placed: {},
    seedDraft: '',
    rules: null,
    error: '',
    errorCode: 0,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: 'storeState' },
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    failed: { tags: ['error'], on: { 'table.retry': 'loading' } },
    ready: {
      type: 'parallel',
      on: {
        'sangong.place': { actions: 'placeChip' },
        'sangong.remove': { actions: 'removeBet' },
        'sangong.chip': { actions: assign({ chip: ({ event }) => event.amount }) },
        'sangong.clear': { actions: assign({ slip: {} }) },
        'sangong.seed.edit': { actions: assign({ seedDraft: ({ event }) => event.value }) },
      },
      states: {
        table: {
          initial: 'idle',
          states: {
            idle: {
              on: SENDS,
              after: {
                tick: [
                  { guard: 'refreshDue', target: 'refreshing' },
                  { target: 'idle', reenter: true, actions: 'tick' },
                ],
              },
            },
            refreshing: {
              on: SENDS,
              invoke: {
                id: 'load',
                src: 'load',
                onDone: { target: 'idle', actions: 'storeState' },
                onError: { target: 'idle' },
              },
            },
            placing: {
              tags: ['busy'],
              invoke: {
                id: 'place',
                src: 'place',
                input: ({ context }) => ({ bets: slipLines(context.slip) }),
                onDone: { target: 'refreshing', actions: ['commitSlip', 'toastPlaced'] },
                onError: { target: 'refreshing', actions: 'toastError' },
              },
            },
            contributing: {
              tags: ['busy'],
              invoke: {
                id: 'contribute',
                src: 'contribute',
                input: ({ context }) => ({ seed: context.seedDraft }),
                onDone: { target: 'idle', actions: ['storeContribution', 'toastContributed'] },
                onError: { target: 'refreshing', actions: 'toastError' },
              },
            },
          },
        },
        rules: {
          initial: 'closed',
          states: {
            closed: {
              on: {
                'sangong.rules.open': [{ guard: 'hasRules', target: 'open' }, { target: 'computing' }],
              },
            },
            computing: {
              tags: ['modal'],
              invoke: {
                id: 'rules',
                src: 'rules',
                onDone: { target: 'open', actions: 'storeRules' },
                onError: { target: 'closed' },
              },
              on: { 'sangong.rules.close': 'closed' },
            },
            open: { tags: ['modal'], on: { 'sangong.rules.close': 'closed' } },
          },
        },
      },
    },
  },
})
