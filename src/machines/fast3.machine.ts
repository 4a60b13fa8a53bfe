// The fast-3 lottery page (/play/fast3): the open draw (its committed seed hash and draw time), a
// bet slip on sum / big / small / odd / even, the player's contribution to the draw's shared client
// seed, and the draw history. The server draws every minute; the page re-reads the state every few
// seconds and right after each draw time, and ticks once a second only to redraw the countdown, which
// is computed from the server's own clock. Chips are staged for the open issue; a placed slip leaves
// the staging area for `placed` (shown as this draw's bets), and both are dropped once the state shows
// a new issue, i.e. once their draw has closed and settled, so nothing invites a second, double bet.
import { assign, fromPromise, setup } from 'xstate'
import { type Fast3StateData, fast3Bet, fast3Seed, fast3State } from '../api/games'
import { t } from '../i18n'
import { toast } from '../state/ui'
import { errorStored, output, toastFailure } from './gameTable'

export type Fast3Context = {
  state: Fast3StateData | null
  /** Client time (ms) when `state` arrived: remaining = seconds_left - elapsed since then. */
  receivedAt: number
  now: number
  chip: number
  /** Staged chips (whole yuan per bet) for `state.issue`, not yet sent. */
  slip: Record<string, number>
  /** What the player has placed on the open issue, until that issue's draw settles. */
  placed: { issue: string; bets: Record<string, number> } | null
  /** The client seed the player is typing; it starts as their contribution to the open draw. */
  seedDraft: string
  error: string
  errorCode: number
}
export type Fast3Event =
  | { type: 'fast3.place'; bet: string }
  | { type: 'fast3.chip'; amount: number }
  | { type: 'fast3.clear' }
  | { type: 'fast3.submit' }
  | { type: 'fast3.seed.edit'; value: string }
  | { type: 'fast3.seed.submit' }
  | { type: 'table.retry' }

type Clocked = { state: { seconds_left: number } | null; receivedAt: number; now: number }
/** Seconds until the open draw, from the server's count and the time since it was read (any shared draw). */
export const secondsLeft = (c: Clocked) =>
  c.state ? Math.max(0, c.state.seconds_left - Math.floor((c.now - c.receivedAt) / 1000)) : 0
export const CLOSE_SECONDS = 5
const POLL_MS = 5000

export const addBets = (a: Record<string, number>, b: Record<string, number>) => {
  const sum = { ...a }
  for (const [bet, amount] of Object.entries(b)) sum[bet] = (sum[bet] ?? 0) + amount
  return sum
}
type Contributed = Awaited<ReturnType<typeof fast3Seed>>

export const fast3Machine = setup({
  types: { context: {} as Fast3Context, events: {} as Fast3Event },
  actors: {
    load: fromPromise<Fast3StateData>(() => fast3State()),
    place: fromPromise<unknown, { bets: { bet: string; amount: number }[] }>(({ input }) => fast3Bet(input)),
    contribute: fromPromise<Contributed, { seed: string }>(({ input }) =>
      fast3Seed({ client_seed: input.seed }),
    ),
  },
  guards: {
    canBet: ({ context }) => Object.keys(context.slip).length > 0 && secondsLeft(context) > CLOSE_SECONDS,
    /** A new, well-formed seed while the draw still takes contributions. */
    canContribute: ({ context }) =>
      /^[\x21-\x7e]{1,64}$/.test(context.seedDraft) &&
      context.seedDraft !== context.state?.my_seed &&
      secondsLeft(context) > CLOSE_SECONDS,
    refreshDue: ({ context }) => secondsLeft(context) === 0 || Date.now() - context.receivedAt >= POLL_MS,
  },
  actions: {
    storeState: assign(({ context, event }) => {
      const state = output<Fast3StateData>(event)
      return {
        state,
        receivedAt: Date.now(),
        now: Date.now(),
        // The first load shows the player's contribution; after that the draft is theirs to keep.
        seedDraft: context.state ? context.seedDraft : state.my_seed,
        // A new issue means the staged and placed chips' draw has closed and settled.
        ...(context.state && context.state.issue !== state.issue ? { slip: {}, placed: null } : {}),
      }
    }),
    /** The slip went through: it is no longer staged but placed on the issue it was sent for. */
    commitSlip: assign(({ context }) => {
      const issue = context.state?.issue ?? ''
      const before = context.placed?.issue === issue ? context.placed.bets : {}
      return { slip: {}, placed: { issue, bets: addBets(before, context.slip) } }
    }),
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
    storeError: assign((args) => errorStored(args)),
    toastError: toastFailure,
    toastPlaced: () => {
      toast(1, t('games.fast3.placed'))
    },
    tick: assign({ now: () => Date.now() }),
    placeChip: assign({
      slip: ({ context, event }) => {
        const bet = (event as { bet: string }).bet
        return { ...context.slip, [bet]: (context.slip[bet] ?? 0) + context.chip }
      },
    }),
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'fast3',
  context: {
    state: null,
    receivedAt: 0,
    now: 0,
    chip: 10,
    slip: {},
    placed: null,
    seedDraft: '',
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
      initial: 'idle',
      on: {
        'fast3.place': { actions: 'placeChip' },
        'fast3.chip': { actions: assign({ chip: ({ event }) => event.amount }) },
        'fast3.clear': { actions: assign({ slip: {} }) },
        'fast3.submit': { guard: 'canBet', target: '.placing' },
        'fast3.seed.edit': { actions: assign({ seedDraft: ({ event }) => event.value }) },
        'fast3.seed.submit': { guard: 'canContribute', target: '.contributing' },
      },
      states: {
        idle: {
          // Every tick redraws; at the draw time, and every `poll` ms anyway, the state is read again.
          after: {
            tick: [
              { guard: 'refreshDue', target: 'refreshing' },
              { target: 'idle', reenter: true, actions: 'tick' },
            ],
          },
        },
        refreshing: {
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
            input: ({ context }) => ({
              bets: Object.entries(context.slip).map(([bet, amount]) => ({ bet, amount })),
            }),
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
  },
})
