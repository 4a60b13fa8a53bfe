// The 琉璃轮盘 page (/play/roulette, docs/roulette.md): the open spin and its countdown (from the
// server's clock), the wheel showing the last number, the table of inside and outside bets, the
// racetrack of neighbour bets, the slip, the player's contribution to the spin's shared client seed,
// and the history. Shaped like PK10's page on the shared pieces of drawGame.ts. Inside bets that
// cover more than one number are picked on the number grid in a mode: a street or six line from one
// tap, a split from two touching numbers, a corner from two diagonal ones (pickCell).
import { assign, fromPromise, setup } from 'xstate'
import {
  isRouletteBet,
  ROULETTE_CLOSE_SECONDS,
  ROULETTE_EDGE_BP,
  ROULETTE_RULES,
  ROULETTE_SAMPLE_BETS,
  type RouletteRule,
  rouletteOdds,
  rouletteRtp,
} from '../../core/games/engines/roulette'
import { type RouletteStateData, rouletteBet, rouletteSeed, rouletteState } from '../api/games'
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

/** How a tap on the number grid bets: one number, its row, two rows, or two numbers picked in turn. */
export type RouletteMode = 'straight' | 'split' | 'street' | 'corner' | 'line'
export const ROULETTE_MODES: readonly RouletteMode[] = ['straight', 'split', 'street', 'corner', 'line']

/**
 * What a tap on number `n` does in `mode` with `pending` (the first number of a split or corner):
 * the bet it stages, if any, and the number left pending. A second tap that does not make a bet
 * with the first starts over from it; tapping the pending number again lets it go.
 */
export function pickCell(
  mode: RouletteMode,
  pending: number | null,
  n: number,
): { bet: string | null; pending: number | null } {
  const row = Math.ceil(n / 3)
  if (mode === 'straight') return { bet: `n:${n}`, pending: null }
  if (mode === 'street') return { bet: n === 0 ? null : `st:${row}`, pending: null }
  if (mode === 'line') return { bet: n === 0 ? null : `ln:${Math.min(row, 11)}`, pending: null }
  if (pending === null) return { bet: null, pending: n }
  if (pending === n) return { bet: null, pending: null }
  const lo = Math.min(pending, n)
  const hi = Math.max(pending, n)
  const key =
    mode === 'split'
      ? `sp:${lo}-${hi}`
      : hi - lo === 4
        ? `co:${lo}`
        : hi - lo === 2 && lo % 3 !== 1
          ? `co:${lo - 1}`
          : ''
  return isRouletteBet(key) ? { bet: key, pending: null } : { bet: null, pending: n }
}

/** A neighbours announce stakes five chips: one on each of its five numbers. */
export const chipsFor = (bet: string) => (bet.startsWith('nb:') ? 5 : 1)

export type RouletteContext = {
  state: RouletteStateData | null
  receivedAt: number
  now: number
  mode: RouletteMode
  pending: number | null
  chip: number
  /** Staged chips (whole yuan per bet key, engines/roulette.ts) for `state.issue`, not yet sent. */
  slip: Record<string, number>
  /** What is placed on `state.issue` per bet key (wire money), from the server's rounds. */
  placed: Record<string, string>
  seedDraft: string
  rules: DrawRule<RouletteRule>[] | null
  error: string
  errorCode: number
}
export type RouletteEvent =
  | { type: 'roulette.mode'; mode: RouletteMode }
  | { type: 'roulette.cell'; n: number }
  | { type: 'roulette.place'; bet: string }
  | { type: 'roulette.remove'; bet: string }
  | { type: 'roulette.chip'; amount: number }
  | { type: 'roulette.clear' }
  | { type: 'roulette.submit' }
  | { type: 'roulette.seed.edit'; value: string }
  | { type: 'roulette.seed.submit' }
  | { type: 'roulette.rules.open' }
  | { type: 'roulette.rules.close' }
  | { type: 'table.retry' }

const POLL_MS = 5000
type Contributed = Awaited<ReturnType<typeof rouletteSeed>>

/** Every bet class's exact return over the 37 pockets. */
export const computeRouletteRules = () =>
  computeDrawRules(ROULETTE_RULES, (type) => {
    const { returned, staked } = rouletteRtp(ROULETTE_SAMPLE_BETS[type])
    return { odds: rouletteOdds(ROULETTE_SAMPLE_BETS[type]), edgeBp: ROULETTE_EDGE_BP, returned, staked }
  })

/** A slip or a seed is sent from idle or a refresh only, never twice at once (a double tap). */
const SENDS = {
  'roulette.submit': { guard: 'canBet', target: 'placing' },
  'roulette.seed.submit': { guard: 'canContribute', target: 'contributing' },
} as const

const stage = (slip: Record<string, number>, bet: string, chip: number) =>
  withChip(slip, bet, chip * chipsFor(bet))

export const rouletteMachine = setup({
  types: { context: {} as RouletteContext, events: {} as RouletteEvent },
  actors: {
    load: fromPromise<RouletteStateData>(() => rouletteState()),
    place: fromPromise<unknown, { bets: { bet: string; amount: number }[] }>(({ input }) =>
      rouletteBet(input),
    ),
    contribute: fromPromise<Contributed, { seed: string }>(({ input }) =>
      rouletteSeed({ client_seed: input.seed }),
    ),
    rules: fromPromise<DrawRule<RouletteRule>[]>(() => computeRouletteRules()),
  },
  guards: {
    canBet: ({ context }) =>
      Object.keys(context.slip).length > 0 &&
      Object.keys(context.slip).every(isRouletteBet) &&
      secondsLeft(context) > ROULETTE_CLOSE_SECONDS,
    canContribute: ({ context }) =>
      /^[\x21-\x7e]{1,64}$/.test(context.seedDraft) &&
      context.seedDraft !== context.state?.my_seed &&
      secondsLeft(context) > ROULETTE_CLOSE_SECONDS,
    hasRules: ({ context }) => context.rules !== null,
    refreshDue: ({ context }) => secondsLeft(context) === 0 || Date.now() - context.receivedAt >= POLL_MS,
  },
  actions: {
    storeState: assign(({ context, event }) => {
      const state = output<RouletteStateData>(event)
      return {
        state,
        receivedAt: Date.now(),
        now: Date.now(),
        seedDraft: context.state ? context.seedDraft : state.my_seed,
        placed: placedOn(state),
        ...(context.state && context.state.issue !== state.issue ? { slip: {}, pending: null } : {}),
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
    storeRules: assign({ rules: ({ event }) => output<DrawRule<RouletteRule>[]>(event) }),
    storeError: assign((args) => errorStored(args)),
    toastError: toastFailure,
    toastPlaced: () => {
      toast(1, t('games.fast3.placed'))
    },
    tick: assign({ now: () => Date.now() }),
    pickCell: assign(({ context, event }) => {
      const picked = pickCell(context.mode, context.pending, (event as { n: number }).n)
      return {
        pending: picked.pending,
        slip: picked.bet ? stage(context.slip, picked.bet, context.chip) : context.slip,
      }
    }),
    placeChip: assign({
      slip: ({ context, event }) => stage(context.slip, (event as { bet: string }).bet, context.chip),
    }),
    removeBet: assign({
      slip: ({ context, event }) => withoutBet(context.slip, (event as { bet: string }).bet),
    }),
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'roulette',
  context: {
    state: null,
    receivedAt: 0,
    now: 0,
    mode: 'straight',
    pending: null,
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
        'roulette.mode': { actions: assign({ mode: ({ event }) => event.mode, pending: null }) },
        'roulette.cell': { actions: 'pickCell' },
        'roulette.place': { actions: 'placeChip' },
        'roulette.remove': { actions: 'removeBet' },
        'roulette.chip': { actions: assign({ chip: ({ event }) => event.amount }) },
        'roulette.clear': { actions: assign({ slip: {}, pending: null }) },
        'roulette.seed.edit': { actions: assign({ seedDraft: ({ event }) => event.value }) },
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
                'roulette.rules.open': [{ guard: 'hasRules', target: 'open' }, { target: 'computing' }],
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
              on: { 'roulette.rules.close': 'closed' },
            },
            open: { tags: ['modal'], on: { 'roulette.rules.close': 'closed' } },
          },
        },
      },
    },
  },
})
