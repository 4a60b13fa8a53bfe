// A shared live card table (baccarat, dragon-tiger): a round every half minute or so. The server owns
// the table; the machine reads its state, counts the phase down from the server's own count
// (seconds_left at the moment the state arrived), re-reads it when the phase ends and every few
// seconds anyway, keeps the player's chips on the layout until they confirm, and takes a seed
// contribution to the next shoe. Nothing here decides a rule: a bet the server refuses is shown as
// refused. Each table's machine file names its calls and its pair of opposite bets.
import { assign, fromPromise, setup } from 'xstate'
import { type MessageKey, t } from '../i18n'
import { toast } from '../state/ui'
import { errorStored, output, toastFailure } from './gameTable'

/** What the machine reads of a table's state (the contract's shoe-table state, any round record). */
export type ShoeTableState = {
  round: { round_no: string; phase: 'betting' | 'dealing' | 'result' }
  seconds_left: number
  next_shoe: { shoe: number; client_seed: string; contributions: number; my_seed: string }
  my_bets: { bet: string; amount: string }[]
  balance: string
}
type Placed = { round_id: string; round_no: string; balance: string }
type Contributed = { shoe: number; client_seed: string; contributions: number; my_seed: string }

export type ShoeTableContext<S extends ShoeTableState> = {
  state: S | null
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
export type ShoeTableEvent =
  | { type: 'table.place'; bet: string }
  | { type: 'table.chip'; amount: number }
  | { type: 'table.clear' }
  | { type: 'table.submit' }
  | { type: 'table.seed.edit'; value: string }
  | { type: 'table.seed.submit' }
  | { type: 'table.retry' }

export const TABLE_CHIPS = [5, 10, 50, 100, 500, 1000]
const POLL_MS = 4000

type Clock = { state: ShoeTableState | null; receivedAt: number; now: number }

/** Seconds left in the current phase, from the server's count and the time since it was read. */
export const phaseSecondsLeft = (c: Clock) =>
  c.state ? Math.max(0, c.state.seconds_left - Math.floor((c.now - c.receivedAt) / 1000)) : 0

/** Is the table taking bets at the last tick? */
export const isBetting = (c: Clock) => c.state?.round.phase === 'betting' && phaseSecondsLeft(c) > 0

export function shoeTableMachine<S extends ShoeTableState>(table: {
  id: string
  load: () => Promise<S>
  place: (body: { bets: { bet: string; amount: number }[] }) => Promise<Placed>
  contribute: (body: { client_seed: string }) => Promise<Contributed>
  /** Two bets of one round the server refuses together: the layout does not offer the second. */
  opposite: readonly [string, string]
  placed: MessageKey
  seedSaved: MessageKey
}) {
  return setup({
    types: { context: {} as ShoeTableContext<S>, events: {} as ShoeTableEvent },
    actors: {
      load: fromPromise<S>(() => table.load()),
      place: fromPromise<Placed, { bets: { bet: string; amount: number }[] }>(({ input }) =>
        table.place(input),
      ),
      contribute: fromPromise<Contributed, { seed: string }>(({ input }) =>
        table.contribute({ client_seed: input.seed }),
      ),
    },
    guards: {
      canBet: ({ context }) => Object.keys(context.slip).length > 0 && isBetting(context),
      canPlace: ({ context, event }) => {
        const bet = (event as { bet: string }).bet
        const [a, b] = table.opposite
        const other = bet === a ? b : bet === b ? a : null
        const staked = new Set([
          ...Object.keys(context.slip),
          ...(context.state?.my_bets ?? []).map((m) => m.bet),
        ])
        return isBetting(context) && !(other && staked.has(other))
      },
      canContribute: ({ context }) =>
        /^[\x21-\x7e]{1,64}$/.test(context.seedDraft) &&
        context.seedDraft !== context.state?.next_shoe.my_seed,
      refreshDue: ({ context }) =>
        phaseSecondsLeft(context) === 0 || context.now - context.receivedAt >= POLL_MS,
    },
    actions: {
      storeState: assign(({ context, event }) => {
        const state = output<S>(event)
        const newRound = context.state?.round.round_no !== state.round.round_no
        return {
          state,
          receivedAt: Date.now(),
          now: Date.now(),
          // Chips not confirmed belong to the round they were put on.
          slip: newRound ? {} : context.slip,
          seedDraft: context.state ? context.seedDraft : state.next_shoe.my_seed,
        }
      }),
      storeContribution: assign({
        state: ({ context, event }) => {
          const c = output<Contributed>(event)
          return context.state && context.state.next_shoe.shoe === c.shoe
            ? { ...context.state, next_shoe: { ...context.state.next_shoe, ...c } }
            : context.state
        },
      }),
      storePlaced: assign({
        slip: {},
        state: ({ context, event }) =>
          context.state && { ...context.state, balance: output<Placed>(event).balance },
      }),
      toastPlaced: () => {
        toast(1, t(table.placed))
      },
      toastContributed: () => {
        toast(1, t(table.seedSaved))
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
    id: table.id,
    context: {
      state: null,
      receivedAt: 0,
      now: 0,
      chip: 10,
      slip: {},
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
          'table.place': { guard: 'canPlace', actions: 'placeChip' },
          'table.chip': { actions: 'chooseChip' },
          'table.clear': { actions: 'clearSlip' },
          'table.seed.edit': { actions: 'editSeed' },
        },
        states: {
          idle: {
            on: {
              'table.submit': { guard: 'canBet', target: 'placing' },
              'table.seed.submit': { guard: 'canContribute', target: 'contributing' },
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
}
