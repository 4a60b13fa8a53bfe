// The sportsbook's bet slip (issue 24): selections picked from the board, singles (a stake each) or one
// parlay (串关, 2-8 legs on different matches), stakes checked against the venue's limits and the
// player's price-change preference (the rules are pure functions in betSlip.logic.ts), prices kept
// current by each board refresh, placement with one idempotency key per attempt (kept while the same
// slip is retried after an unknown outcome), refusals in the player's language as the server wrote
// them, and the confirmation with the bet ids.
import { assign, fromPromise, setup } from 'xstate'
import {
  type SbBet,
  type SportsBetData,
  type SportsBetRequest,
  type SportsBoardData,
  sportsBet,
  sportsBoard,
} from '../api/sports'
import {
  checkSlip,
  type NewPick,
  type PricePref,
  pickKey,
  prefAllows,
  readPref,
  repriced,
  type SlipFields,
  type SlipMode,
  type SlipPick,
  savePref,
  withoutPick,
} from './betSlip.logic'
import { attemptAfterFailure, attemptFor, errorOf, type IdempotentAttempt, outputOf } from './memberKit'

export type BetSlipContext = SlipFields & {
  venue: string
  pref: PricePref
  attempt: IdempotentAttempt
  placed: SbBet[]
  error: string
  errorCode: number
}
export type BetSlipInput = { venue: string; pref?: PricePref }
export type BetSlipEvent =
  | { type: 'slip.toggle'; pick: NewPick }
  | { type: 'slip.remove'; key: string }
  | { type: 'slip.mode'; mode: SlipMode }
  | { type: 'slip.stake'; key: string; value: string }
  | { type: 'slip.parlayStake'; value: string }
  | { type: 'slip.pref'; pref: PricePref }
  | { type: 'slip.board'; board: SportsBoardData }
  | { type: 'slip.acceptChanges' }
  | { type: 'slip.place' }
  | { type: 'slip.clear' }
  | { type: 'slip.done' }
  | { type: 'slip.keep' }

/** The server's refusal code for a moved price (core/contract Code.sbPriceChanged; a literal here so the bundle takes no zod). */
export const PRICE_CHANGED = 242

type PlaceInput = { body: SportsBetRequest; key: string }

export const betSlipMachine = setup({
  types: {
    context: {} as BetSlipContext,
    events: {} as BetSlipEvent,
    input: {} as BetSlipInput,
  },
  actors: {
    place: fromPromise<SportsBetData, PlaceInput>(({ input }) => sportsBet(input.body, input.key)),
    /** After a 242 refusal: the board's current prices (what the server now offers). */
    reprice: fromPromise<SportsBoardData, { venue: string }>(({ input }) =>
      sportsBoard({ venue: input.venue }),
    ),
  },
  guards: {
    canPlace: ({ context }) => context.picks.length > 0 && checkSlip(context).bets !== null,
    priceChanged: ({ event }) => (errorOf(event) as { code?: number } | undefined)?.code === PRICE_CHANGED,
    hasPicks: ({ context }) => context.picks.length > 0,
  },
  actions: {
    toggle: assign(({ context, event }) => {
      const pick = (event as Extract<BetSlipEvent, { type: 'slip.toggle' }>).pick
      const key = pickKey(pick)
      if (context.picks.some((p) => pickKey(p) === key))
        return { ...withoutPick(context, key), error: '', errorCode: 0 }
      const fresh: SlipPick = { ...pick, accepted: pick.odds, moved: null, closed: false }
      // In a parlay a second pick of one match replaces the first (a parlay never holds two); as
      // singles both stay, and the parlay tab says why it is unavailable.
      const kept =
        context.mode === 'parlay' ? context.picks.filter((p) => p.matchId !== pick.matchId) : context.picks
      return { picks: [...kept, fresh], error: '', errorCode: 0 }
    }),
    remove: assign(({ context, event }) => ({
      ...withoutPick(context, (event as { key: string }).key),
      error: '',
      errorCode: 0,
    })),
    applyBoard: assign(({ context, event }) => {
      const board = (event as { board?: SportsBoardData }).board ?? outputOf<SportsBoardData>(event)
      return {
        picks: repriced(context.picks, board, context.pref),
        limits: board.limits,
        balance: board.balance,
      }
    }),
    acceptChanges: assign({
      picks: ({ context }) => context.picks.map((p) => ({ ...p, accepted: p.odds, moved: null })),
      error: '',
      errorCode: 0,
    }),
    setPref: assign(({ context, event }) => {
      const pref = (event as { pref: PricePref }).pref
      // A looser preference takes the changes already waiting when it now allows them.
      return {
        pref,
        picks: context.picks.map((p) =>
          prefAllows(pref, p.accepted, p.odds) ? { ...p, accepted: p.odds } : p,
        ),
      }
    }),
    persistPref: ({ context }) => savePref(context.pref),
    beginAttempt: assign({
      attempt: ({ context }) =>
        attemptFor(context.attempt, { venue: context.venue, bets: checkSlip(context).bets }),
      error: '',
      errorCode: 0,
    }),
    storePlaced: assign(({ event }) => {
      const r = outputOf<SportsBetData>(event)
      return { placed: r.bets, balance: r.balance, attempt: null }
    }),
    storeError: assign(({ context, event }) => {
      const e = errorOf(event) as { code?: number; message?: string }
      return {
        error: e?.message ?? '',
        errorCode: e?.code ?? 0,
        attempt: attemptAfterFailure(context.attempt, e),
      }
    }),
    clear: assign({
      picks: [],
      stakes: {},
      parlayStake: '',
      placed: [],
      error: '',
      errorCode: 0,
      attempt: null,
    }),
    keep: assign({ stakes: {}, parlayStake: '', placed: [], error: '', errorCode: 0 }),
  },
}).createMachine({
  id: 'betSlip',
  context: ({ input }) => ({
    venue: input.venue,
    picks: [],
    mode: 'singles',
    stakes: {},
    parlayStake: '',
    pref: input.pref ?? readPref(),
    limits: null,
    balance: null,
    attempt: null,
    placed: [],
    error: '',
    errorCode: 0,
  }),
  initial: 'editing',
  on: {
    // Every state follows the board: limits, balance and prices stay current.
    'slip.board': { actions: 'applyBoard' },
  },
  states: {
    editing: {
      on: {
        'slip.toggle': { actions: 'toggle' },
        'slip.remove': { actions: 'remove' },
        'slip.mode': { actions: assign({ mode: ({ event }) => event.mode, error: '', errorCode: 0 }) },
        'slip.stake': {
          actions: assign({
            stakes: ({ context, event }) => ({ ...context.stakes, [event.key]: event.value }),
          }),
        },
        'slip.parlayStake': { actions: assign({ parlayStake: ({ event }) => event.value }) },
        'slip.pref': { actions: ['setPref', 'persistPref'] },
        'slip.acceptChanges': { guard: 'hasPicks', actions: 'acceptChanges' },
        'slip.place': { guard: 'canPlace', target: 'placing' },
        'slip.clear': { actions: 'clear' },
      },
    },
    placing: {
      tags: ['busy'],
      entry: 'beginAttempt',
      invoke: {
        id: 'place',
        src: 'place',
        input: ({ context }) => ({
          body: { venue: context.venue, accept: context.pref, bets: checkSlip(context).bets ?? [] },
          key: context.attempt?.key ?? '',
        }),
        onDone: { target: 'confirmed', actions: 'storePlaced' },
        onError: [
          { guard: 'priceChanged', target: 'repricing', actions: 'storeError' },
          { target: 'editing', actions: 'storeError' },
        ],
      },
    },
    repricing: {
      tags: ['busy'],
      invoke: {
        id: 'reprice',
        src: 'reprice',
        input: ({ context }) => ({ venue: context.venue }),
        onDone: { target: 'editing', actions: 'applyBoard' },
        onError: { target: 'editing' },
      },
    },
    confirmed: {
      on: {
        'slip.done': { target: 'editing', actions: 'clear' },
        'slip.keep': { target: 'editing', actions: 'keep' },
      },
    },
  },
})
