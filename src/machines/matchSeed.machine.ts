// A player's client-seed contribution to a virtual match (docs/sportsbook.md Fairness), as fast-3 does
// for its draws: load the match's combined client seed, its contributions and the player's own
// (sportsMatch), then submit a seed (sportsSeed) until betting closes. A refusal (sb.seedClosed after
// the close, 203) stays on the panel with the server's message; after it the seed is locked.
import { assign, fromPromise, setup } from 'xstate'
import { sportsMatch, sportsSeed } from '../api/sports'
import { errorOf, outputOf } from './memberKit'

/** 1-64 visible ASCII characters, no spaces (the contract's clientSeed). */
export const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/
/** The refusal of a contribution after betting closed. */
export const SEED_CLOSED = 203

export type MatchSeed = { client_seed: string; contributions: number; my_seed: string }
export type MatchSeedContext = {
  matchId: string
  seed: MatchSeed | null
  draft: string
  /** The last refusal's message (or a load failure's), shown on the panel. */
  error: string
  /** Betting has closed: no more contributions. */
  closed: boolean
  /** A contribution was accepted since the panel opened. */
  saved: boolean
}
export type MatchSeedEvent =
  | { type: 'seed.edit'; value: string }
  | { type: 'seed.submit' }
  | { type: 'seed.retry' }

type Loaded = MatchSeed & { closed: boolean }
type Contributed = { client_seed: string; contributions: number }
/** The failure of an invoked call: the client's error carries the server's message and code. */
const failureOf = (event: unknown) => (errorOf(event) ?? {}) as { message?: string; code?: number }

export const matchSeedMachine = setup({
  types: {
    context: {} as MatchSeedContext,
    events: {} as MatchSeedEvent,
    input: {} as { matchId: string },
  },
  actors: {
    load: fromPromise<Loaded, { matchId: string }>(async ({ input }) => {
      const d = await sportsMatch({ match_id: input.matchId })
      return {
        client_seed: d.client_seed,
        contributions: d.contributions.length,
        my_seed: d.my_seed,
        closed: d.match.state !== 'open',
      }
    }),
    submit: fromPromise<Contributed, { matchId: string; seed: string }>(({ input }) =>
      sportsSeed({ match_id: input.matchId, client_seed: input.seed }),
    ),
  },
  guards: {
    /** A well-formed seed, not the one already in, while betting is open. */
    canSubmit: ({ context }) =>
      !context.closed && CLIENT_SEED.test(context.draft) && context.draft !== context.seed?.my_seed,
  },
  actions: {
    storeLoaded: assign(({ event }) => {
      const { closed, ...seed } = outputOf<Loaded>(event)
      return { seed, closed, error: '' }
    }),
    storeContribution: assign(({ context, event }) => {
      const c = outputOf<Contributed>(event)
      return {
        seed: { client_seed: c.client_seed, contributions: c.contributions, my_seed: context.draft },
        error: '',
        saved: true,
      }
    }),
    storeError: assign(({ event }) => ({ error: String(failureOf(event).message ?? '') })),
    storeRefusal: assign(({ context, event }) => ({
      error: String(failureOf(event).message ?? ''),
      closed: context.closed || failureOf(event).code === SEED_CLOSED,
      saved: false,
    })),
  },
}).createMachine({
  id: 'matchSeed',
  context: ({ input }) => ({
    matchId: input.matchId,
    seed: null,
    draft: '',
    error: '',
    closed: false,
    saved: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ matchId: context.matchId }),
        onDone: { target: 'ready', actions: 'storeLoaded' },
        onError: { target: 'failed', actions: 'storeError' },
      },
    },
    failed: { tags: ['error'], on: { 'seed.retry': 'loading' } },
    ready: {
      initial: 'idle',
      on: {
        'seed.edit': { actions: assign({ draft: ({ event }) => event.value, saved: false }) },
      },
      states: {
        idle: { on: { 'seed.submit': { guard: 'canSubmit', target: 'submitting' } } },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submit',
            src: 'submit',
            input: ({ context }) => ({ matchId: context.matchId, seed: context.draft }),
            onDone: { target: 'idle', actions: 'storeContribution' },
            onError: { target: 'idle', actions: 'storeRefusal' },
          },
        },
      },
    },
  },
})
