// The 微澜赛车 PK10 page (/play/pk10, docs/pk10.md): the open draw and its countdown (from the server's
// clock), the last draw run as a race, a bet board in four tabs, the slip, the player's contribution to
// the draw's shared client seed, and the draws. Shaped like 时时彩's page (ssc.machine.ts) on the shared
// pieces of drawGame.ts: the state is read every few seconds and right after each draw time, the 1 s
// tick only redraws, staged chips are dropped once the state shows a new issue, and what is placed on
// the open issue is read from the player's rounds. The rules dialog is a region of its own: it opens
// over a table that keeps ticking, with every class's exact return from the engine (computed once).
import { assign, fromPromise, setup } from 'xstate'
import {
  isPk10Bet,
  PK10_CLOSE_SECONDS,
  PK10_EDGE_BP,
  PK10_ODDS,
  PK10_RULES,
  PK10_SAMPLE_BETS,
  type Pk10Rule,
  pk10Rtp,
} from '../../core/games/engines/pk10'
import { type Pk10StateData, pk10Bet, pk10Seed, pk10State } from '../api/games'
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

export type Pk10Tab = 'car' | 'side' | 'sum' | 'lh'
export type Pk10Context = {
  state: Pk10StateData | null
  receivedAt: number
  now: number
  tab: Pk10Tab
  chip: number
  /** Staged chips (whole yuan per bet key, engines/pk10.ts) for `state.issue`, not yet sent. */
  slip: Record<string, number>
  /** What is placed on `state.issue` per bet key (wire money), from the server's rounds. */
  placed: Record<string, string>
  seedDraft: string
  rules: DrawRule<Pk10Rule>[] | null
  error: string
  errorCode: number
}
export type Pk10Event =
  | { type: 'pk10.tab'; tab: Pk10Tab }
  | { type: 'pk10.place'; bet: string }
  | { type: 'pk10.remove'; bet: string }
  | { type: 'pk10.chip'; amount: number }
  | { type: 'pk10.clear' }
  | { type: 'pk10.submit' }
  | { type: 'pk10.seed.edit'; value: string }
  | { type: 'pk10.seed.submit' }
  | { type: 'pk10.rules.open' }
  | { type: 'pk10.rules.close' }
  | { type: 'table.retry' }

const POLL_MS = 5000
type Contributed = Awaited<ReturnType<typeof pk10Seed>>

/** Every odds class's exact return over the 90 ordered pairs of cars its bets read. */
export const computePk10Rules = () =>
  computeDrawRules(PK10_RULES, (type) => {
    const { returned, staked } = pk10Rtp(PK10_SAMPLE_BETS[type])
    return { odds: PK10_ODDS[type], edgeBp: PK10_EDGE_BP[type], returned, staked }
  })

/** A slip or a seed is sent from idle or a refresh only, never twice at once (a double tap). */
const SENDS = {
  'pk10.submit': { guard: 'canBet', target: 'placing' },
  'pk10.seed.submit': { guard: 'canContribute', target: 'contributing' },
} as const

export const pk10Machine = setup({
  types: { context: {} as Pk10Context, events: {} as Pk10Event },
  actors: {
    load: fromPromise<Pk10StateData>(() => pk10State()),
    place: fromPromise<unknown, { bets: { bet: string; amount: number }[] }>(({ input }) => pk10Bet(input)),
    contribute: fromPromise<Contributed, { seed: string }>(({ input }) =>
      pk10Seed({ client_seed: input.seed }),
    ),
    rules: fromPromise<DrawRule<Pk10Rule>[]>(() => computePk10Rules()),
  },
  guards: {
    canBet: ({ context }) =>
      Object.keys(context.slip).length > 0 &&
      Object.keys(context.slip).every(isPk10Bet) &&
      secondsLeft(context) > PK10_CLOSE_SECONDS,
    canContribute: ({ context }) =>
      /^[\x21-\x7e]{1,64}$/.test(context.seedDraft) &&
      context.seedDraft !== context.state?.my_seed &&
      secondsLeft(context) > PK10_CLOSE_SECONDS,
    hasRules: ({ context }) => context.rules !== null,
    refreshDue: ({ context }) => secondsLeft(context) === 0 || Date.now() - context.receivedAt >= POLL_MS,
  },
  actions: {
    storeState: assign(({ context, event }) => {
      const state = output<Pk10StateData>(event)
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
    storeRules: assign({ rules: ({ event }) => output<DrawRule<Pk10Rule>[]>(event) }),
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
  id: 'pk10',
  context: {
    state: null,
    receivedAt: 0,
    now: 0,
    tab: 'car',
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
        'pk10.tab': { actions: assign({ tab: ({ event }) => event.tab }) },
        'pk10.place': { actions: 'placeChip' },
        'pk10.remove': { actions: 'removeBet' },
        'pk10.chip': { actions: assign({ chip: ({ event }) => event.amount }) },
        'pk10.clear': { actions: assign({ slip: {} }) },
        'pk10.seed.edit': { actions: assign({ seedDraft: ({ event }) => event.value }) },
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
                'pk10.rules.open': [{ guard: 'hasRules', target: 'open' }, { target: 'computing' }],
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
              on: { 'pk10.rules.close': 'closed' },
            },
            open: { tags: ['modal'], on: { 'pk10.rules.close': 'closed' } },
          },
        },
      },
    },
  },
})
