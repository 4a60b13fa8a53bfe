// The machine every shared-draw page (快3, 时时彩, PK10, 三公, 轮盘; docs/ssc.md "Shared draws") is built
// from: the open draw and its countdown (from the server's clock), read every few seconds and right
// after each draw time while the 1 s tick only redraws; staged chips, dropped once the state shows a
// new issue; what is placed on the open issue, read from the player's rounds (drawGame.ts); the
// player's contribution to the draw's shared client seed; and the rules dialog, a region of its own
// beside the table (it opens over a table that keeps ticking; the exact returns are computed once), for
// the games that have one. Each page names its calls, its bet keys, its events' prefix and its own
// controls (`on`); fast-3's, which has none of its own and no rules dialog, is at the end of this file.
import { assign, fromPromise, setup } from 'xstate'
import { FAST3_CLOSE_SECONDS, isFast3Bet } from '../../core/games/engines/fast3'
import { type Fast3StateData, fast3Bet, fast3Seed, fast3State, type GameRound } from '../api/games'
import { t } from '../i18n'
import { toast } from '../state/ui'
import { type DrawRule, placedOn, placedWith, slipLines, withChip, withoutBet } from './drawGame'
import { errorStored, output, toastFailure } from './gameTable'

/** What the machine reads of a shared draw's state. */
export type DrawState = {
  issue: string
  seconds_left: number
  client_seed: string
  contributions: number
  my_seed: string
  rounds: readonly GameRound[]
}
type Contributed = { issue: string; client_seed: string; contributions: number; my_seed: string }

export type DrawContext<S extends DrawState, R extends string> = {
  state: S | null
  receivedAt: number
  now: number
  chip: number
  /** Staged chips (whole yuan per bet key) for `state.issue`, not yet sent. */
  slip: Record<string, number>
  /** What is placed on `state.issue` per bet key (wire money), from the server's rounds. */
  placed: Record<string, string>
  seedDraft: string
  rules: DrawRule<R>[] | null
  error: string
  errorCode: number
}
export type DrawEvent<P extends string> =
  | { type: `${P}.place`; bet: string }
  | { type: `${P}.remove`; bet: string }
  | { type: `${P}.chip`; amount: number }
  | { type: `${P}.clear` }
  | { type: `${P}.submit` }
  | { type: `${P}.seed.edit`; value: string }
  | { type: `${P}.seed.submit` }
  | { type: `${P}.rules.open` }
  | { type: `${P}.rules.close` }
  | { type: 'table.retry' }

/** One of a page's own controls: an event that updates the context, if its guard lets it. */
export type DrawControl<C, E> = {
  guard?: (context: C) => boolean
  update: (context: C, event: E) => Partial<C>
}

type Clocked = { state: { seconds_left: number } | null; receivedAt: number; now: number }
/** Seconds until the open draw, from the server's count and the time since it was read (any shared draw). */
export const secondsLeft = (c: Clocked) =>
  c.state ? Math.max(0, c.state.seconds_left - Math.floor((c.now - c.receivedAt) / 1000)) : 0

const POLL_MS = 5000
/** Transitions keyed by the page's prefixed events, which the config's types cannot check for a prefix P. */
const prefixed = (transitions: object) => transitions as Record<never, never>

export function drawTableMachine<
  P extends string,
  S extends DrawState,
  R extends string,
  X extends object,
  XE extends { type: string },
>(spec: {
  id: P
  load: () => Promise<S>
  place: (body: { bets: { bet: string; amount: number }[] }) => Promise<unknown>
  contribute: (body: { client_seed: string }) => Promise<Contributed>
  /** The rules dialog's odds classes; without it the machine has no rules region. */
  rules?: () => Promise<DrawRule<R>[]>
  /** Bets are refused this many seconds before the draw. */
  closeSeconds: number
  /** A slip is sent only if every key is a bet (when given). */
  isBet?: (bet: string) => boolean
  /** Chips one tap on `bet` stakes (one unless given). */
  chipsFor?: (bet: string) => number
  /** The page's own context, and what of it goes with the slip (a new issue, the clear button). */
  context: X
  reset?: Partial<X>
  on: { [K in XE['type']]: DrawControl<DrawContext<S, R> & X, Extract<XE, { type: K }>> }
}) {
  type C = DrawContext<S, R> & X
  const p = spec.id
  const stage = (slip: Record<string, number>, bet: string, chip: number) =>
    withChip(slip, bet, chip * (spec.chipsFor?.(bet) ?? 1))
  /** A slip or a seed is sent from idle or a refresh only, never twice at once (a double tap). */
  const sends = prefixed({
    [`${p}.submit`]: { guard: 'canBet', target: 'placing' },
    [`${p}.seed.submit`]: { guard: 'canContribute', target: 'contributing' },
  })
  const controls = Object.fromEntries(
    Object.entries(spec.on as unknown as Record<string, DrawControl<C, XE>>).map(([type, control]) => [
      type,
      {
        ...(control.guard
          ? { guard: ({ context }: { context: C }) => control.guard?.(context) ?? true }
          : {}),
        actions: assign(({ context, event }: { context: C; event: XE }) => control.update(context, event)),
      },
    ]),
  )
  const rulesRegion = {
    initial: 'closed',
    states: {
      closed: {
        on: prefixed({
          [`${p}.rules.open`]: [{ guard: 'hasRules', target: 'open' }, { target: 'computing' }],
        }),
      },
      computing: {
        tags: ['modal'],
        invoke: {
          id: 'rules',
          src: 'rules' as const,
          onDone: { target: 'open', actions: 'storeRules' as const },
          onError: { target: 'closed' },
        },
        on: prefixed({ [`${p}.rules.close`]: 'closed' }),
      },
      open: { tags: ['modal'], on: prefixed({ [`${p}.rules.close`]: 'closed' }) },
    },
  }
  return setup({
    types: { context: {} as C, events: {} as DrawEvent<P> | XE },
    actors: {
      load: fromPromise<S>(() => spec.load()),
      place: fromPromise<unknown, { bets: { bet: string; amount: number }[] }>(({ input }) =>
        spec.place(input),
      ),
      contribute: fromPromise<Contributed, { seed: string }>(({ input }) =>
        spec.contribute({ client_seed: input.seed }),
      ),
      rules: fromPromise<DrawRule<R>[]>(() => spec.rules?.() ?? Promise.resolve([])),
    },
    guards: {
      canBet: ({ context }) =>
        Object.keys(context.slip).length > 0 &&
        (!spec.isBet || Object.keys(context.slip).every(spec.isBet)) &&
        secondsLeft(context) > spec.closeSeconds,
      canContribute: ({ context }) =>
        /^[\x21-\x7e]{1,64}$/.test(context.seedDraft) &&
        context.seedDraft !== context.state?.my_seed &&
        secondsLeft(context) > spec.closeSeconds,
      hasRules: ({ context }) => context.rules !== null,
      refreshDue: ({ context }) => secondsLeft(context) === 0 || Date.now() - context.receivedAt >= POLL_MS,
    },
    actions: {
      storeState: assign(({ context, event }) => {
        const state = output<S>(event)
        return {
          state,
          receivedAt: Date.now(),
          now: Date.now(),
          seedDraft: context.state ? context.seedDraft : state.my_seed,
          placed: placedOn(state),
          ...(context.state && context.state.issue !== state.issue ? { slip: {}, ...spec.reset } : {}),
        } as Partial<C>
      }),
      commitSlip: assign(
        ({ context }) => ({ slip: {}, placed: placedWith(context.placed, context.slip) }) as Partial<C>,
      ),
      storeContribution: assign(({ context, event }) => {
        const c = output<Contributed>(event)
        return {
          state:
            context.state && context.state.issue === c.issue
              ? {
                  ...context.state,
                  client_seed: c.client_seed,
                  contributions: c.contributions,
                  my_seed: c.my_seed,
                }
              : context.state,
        } as Partial<C>
      }),
      toastContributed: () => {
        toast(1, t('games.fast3.seedSaved'))
      },
      storeRules: assign(({ event }) => ({ rules: output<DrawRule<R>[]>(event) }) as Partial<C>),
      storeError: assign((args) => errorStored(args) as Partial<C>),
      toastError: toastFailure,
      toastPlaced: () => {
        toast(1, t('games.fast3.placed'))
      },
      tick: assign(() => ({ now: Date.now() }) as Partial<C>),
      placeChip: assign(
        ({ context, event }) =>
          ({ slip: stage(context.slip, (event as { bet: string }).bet, context.chip) }) as Partial<C>,
      ),
      removeBet: assign(
        ({ context, event }) =>
          ({ slip: withoutBet(context.slip, (event as { bet: string }).bet) }) as Partial<C>,
      ),
      setChip: assign(({ event }) => ({ chip: (event as { amount: number }).amount }) as Partial<C>),
      clearSlip: assign(() => ({ slip: {}, ...spec.reset }) as Partial<C>),
      editSeed: assign(({ event }) => ({ seedDraft: (event as { value: string }).value }) as Partial<C>),
    },
    delays: { tick: 1000 },
  }).createMachine({
    id: p,
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
      ...spec.context,
    } as C,
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
        on: prefixed({
          ...controls,
          [`${p}.place`]: { actions: 'placeChip' },
          [`${p}.remove`]: { actions: 'removeBet' },
          [`${p}.chip`]: { actions: 'setChip' },
          [`${p}.clear`]: { actions: 'clearSlip' },
          [`${p}.seed.edit`]: { actions: 'editSeed' },
        }),
        states: {
          table: {
            initial: 'idle',
            states: {
              idle: {
                on: sends,
                after: {
                  tick: [
                    { guard: 'refreshDue', target: 'refreshing' },
                    { target: 'idle', reenter: true, actions: 'tick' },
                  ],
                },
              },
              refreshing: {
                on: sends,
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
          // Typed as always there, so every page's state values read alike; fast-3's has no such region.
          ...((spec.rules ? { rules: rulesRegion } : {}) as { rules: typeof rulesRegion }),
        },
      },
    },
  })
}

/**
 * /play/fast3 (jdlottery, a draw of three dice every minute): the bets are the sum 3-18, big / small and
 * odd / even, each tap one chip; no controls of its own, and its rules are the page's subtitle.
 */
export const fast3Machine = drawTableMachine<'fast3', Fast3StateData, never, Record<never, never>, never>({
  id: 'fast3',
  load: fast3State,
  place: fast3Bet,
  contribute: fast3Seed,
  closeSeconds: FAST3_CLOSE_SECONDS,
  isBet: isFast3Bet,
  context: {},
  on: {},
})
