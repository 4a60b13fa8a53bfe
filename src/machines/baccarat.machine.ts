// The baccarat table (/play/baccarat): a shared hand every half minute or so. The server owns the
// table; this machine reads its state, counts the phase down from the server's own count (seconds_left
// at the moment the state arrived), re-reads it when the phase ends and every few seconds anyway,
// keeps the player's chips on the layout until they confirm, and takes a seed contribution to the
// next shoe. Nothing here decides a rule: a bet the server refuses is shown as refused.
import { assign, fromPromise, setup } from 'xstate'
import { type BaccaratStateData, baccaratBet, baccaratSeed, baccaratState } from '../api/games'
import { t } from '../i18n'
import { toast } from '../state/ui'
import { errorStored, output, toastFailure } from './gameTable'

export type BaccaratContext = {
  state: BaccaratStateData | null
  /** Client time (ms) when `state` arrived, and the last tick: remaining = seconds_left - elapsed. */
  receivedAt: number
  now: number
  chip: number
  /** Chips on the layout, not yet confirmed (yuan per bet). */
  slip: Record<string, number>
  seedDraft: string
  error: string
  errorCode: number
}
export type BaccaratEvent =
  | { type: 'bacc.place'; bet: string }
  | { type: 'bacc.chip'; amount: number }
  | { type: 'bacc.clear' }
  | { type: 'bacc.submit' }
  | { type: 'bacc.seed.edit'; value: string }
  | { type: 'bacc.seed.submit' }
  | { type: 'table.retry' }

export const BACCARAT_CHIPS = [5, 10, 50, 100, 500, 1000]
const POLL_MS = 4000

/** Seconds left in the current phase, from the server's count and the time since it was read. */
export const phaseSecondsLeft = (c: Pick<BaccaratContext, 'state' | 'receivedAt' | 'now'>) =>
  c.state ? Math.max(0, c.state.seconds_left - Math.floor((c.now - c.receivedAt) / 1000)) : 0

/** Is the table taking bets at the last tick? */
export const isBetting = (c: Pick<BaccaratContext, 'state' | 'receivedAt' | 'now'>) =>
  c.state?.round.phase === 'betting' && phaseSecondsLeft(c) > 0

type Placed = Awaited<ReturnType<typeof baccaratBet>>
type Contributed = Awaited<ReturnType<typeof baccaratSeed>>

export const baccaratMachine = setup({
  types: { context: {} as BaccaratContext, events: {} as BaccaratEvent },
  actors: {
    load: fromPromise<BaccaratStateData>(() => baccaratState()),
    place: fromPromise<Placed, { bets: { bet: string; amount: number }[] }>(({ input }) =>
      baccaratBet(input),
    ),
    contribute: fromPromise<Contributed, { seed: string }>(({ input }) =>
      baccaratSeed({ client_seed: input.seed }),
    ),
  },
  guards: {
    canBet: ({ context }) => Object.keys(context.slip).length > 0 && isBetting(context),
    /** Both sides of the same hand are refused by the server: the layout does not offer it. */
    canPlace: ({ context, event }) => {
      const bet = (event as { bet: string }).bet
      const other = bet === 'player' ? 'banker' : bet === 'banker' ? 'player' : null
      const staked = new Set([
        ...Object.keys(context.slip),
        ...(context.state?.my_bets ?? []).map((b) => b.bet),
      ])
      return isBetting(context) && !(other && staked.has(other))
    },
    canContribute: ({ context }) =>
      /^[\x21-\x7e]{1,64}$/.test(context.seedDraft) && context.seedDraft !== context.state?.next_shoe.my_seed,
    refreshDue: ({ context }) =>
      phaseSecondsLeft(context) === 0 || context.now - context.receivedAt >= POLL_MS,
  },
  actions: {
    storeState: assign(({ context, event }) => {
      const state = output<BaccaratStateData>(event)
      const newHand = context.state?.round.round_no !== state.round.round_no
      return {
        state,
        receivedAt: Date.now(),
        now: Date.now(),
        // Chips not confirmed belong to the hand they were put on.
        slip: newHand ? {} : context.slip,
        seedDraft: context.state ? context.seedDraft : state.next_shoe.my_seed,
      }
    }),
    storeContribution: assign({
      state: ({ context, event }) => {
        const c = output<Contributed>(event)
        return context.state && context.state.next_shoe.shoe === c.shoe
          ? {
              ...context.state,
              next_shoe: { ...context.state.next_shoe, ...c },
            }
          : context.state
      },
    }),
    storePlaced: assign({
      slip: {},
      state: ({ context, event }) =>
        context.state && { ...context.state, balance: output<Placed>(event).balance },
    }),
    toastPlaced: () => {
      toast(1, t('games.bacc.placed'))
    },
    toastContributed: () => {
      toast(1, t('games.bacc.seedSaved'))
    },
    storeError: assign((args) => errorStored(args)),
    toastError: toastFailure,
    tick: assign({ now: () => Date.now() }),
    placeChip: assign({
      slip: ({ context, event }) => {
        const bet = (event as { bet: string }).bet
        return { ...context.slip, [bet]: (context.slip[bet] ?? 0) + context.chip }
      },
    }),
    chooseChip: assign({ chip: ({ event }) => (event as { amount: number }).amount }),
    clearSlip: assign({ slip: {} }),
    editSeed: assign({ seedDraft: ({ event }) => (event as { value: string }).value }),
  },
  delays: { tick: 1000 },
}).createMachine({
  id: 'baccarat',
  context: { state: null, receivedAt: 0, now: 0, chip: 10, slip: {}, seedDraft: '', error: '', errorCode: 0 },
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
        'bacc.place': { guard: 'canPlace', actions: 'placeChip' },
        'bacc.chip': { actions: 'chooseChip' },
        'bacc.clear': { actions: 'clearSlip' },
        'bacc.seed.edit': { actions: 'editSeed' },
      },
      states: {
        idle: {
          on: {
            'bacc.submit': { guard: 'canBet', target: 'placing' },
            'bacc.seed.submit': { guard: 'canContribute', target: 'contributing' },
          },
          // Every tick redraws the countdown; when the phase ends, and every few seconds, re-read.
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
            onDone: { target: 'refreshing', actions: ['storePlaced', 'toastPlaced'] },
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
            onError: { target: 'idle', actions: 'toastError' },
          },
        },
      },
    },
  },
})
