// The verifier of a virtual match (/fair?match=<id>, docs/sportsbook.md Fairness). It loads the match
// and checks, in the browser and trusting nothing the server computed: the revealed server seed hashes
// back (index + 1 times) to the season's commitment published before the season; the client seed is
// the one the published contributions combine into; replaying the match on those seeds gives exactly
// the published timeline (events and result); and every selection of every offered market settles by
// core's rule as the server says it did. Before the match is finished there is nothing to check but
// the commitment, which is shown.
import { assign, fromPromise, setup } from 'xstate'
import { sha256Hex, subtleHmac } from '../../core/games/fair'
import {
  type MatchSpec,
  matchCombinedSeed,
  type Outcome,
  parseMarketId,
  replayMatch,
  resultScore,
  seedMatchesCommitment,
  settleSelection,
  type Timeline,
} from '../../core/sportsbook'
import type { ApiError } from '../api/client'
import { type SportsMatchDetail, sportsMatchDetail } from '../api/sportsFair'

/** One selection: what the server settled it as, what the replay settles it as, whether they agree. */
export type SelectionCheck = { selection: string; server: string; replayed: Outcome | null; ok: boolean }
export type MarketCheck = { market: string; selections: SelectionCheck[]; ok: boolean }
export type MatchCheck = {
  seedOk: boolean
  combined: string
  combinedOk: boolean
  /** The replayed timeline (what the page shows) and whether it equals the published one. */
  timeline: Timeline
  timelineOk: boolean
  /** The published final score against the replayed one (null when none was published). */
  scoreOk: boolean | null
  markets: MarketCheck[]
  marketsOk: boolean
  pass: boolean
}

/**
 * Structural equality of JSON values, key order ignored (PostgreSQL's jsonb reorders keys) and a key
 * holding undefined taken as absent (JSON drops it).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameJson(x, b[i]))
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined)
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined)
  return (
    ka.length === kb.length &&
    ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  )
}

/** Every market of the settled list, grouped in its order, each selection settled again on the replay. */
function checkMarkets(settled: SportsMatchDetail['settled'], timeline: Timeline): MarketCheck[] {
  const byMarket = new Map<string, SelectionCheck[]>()
  for (const s of settled) {
    const market = parseMarketId(s.market)
    let replayed: Outcome | null = null
    try {
      replayed = market ? settleSelection(market, s.selection, timeline) : null
    } catch {
      // A selection the market does not have, or a market of another sport: it cannot agree.
    }
    const list = byMarket.get(s.market) ?? []
    list.push({ selection: s.selection, server: s.outcome, replayed, ok: replayed === s.outcome })
    byMarket.set(s.market, list)
  }
  return [...byMarket].map(([market, selections]) => ({
    market,
    selections,
    ok: selections.every((s) => s.ok),
  }))
}

/** Verify a finished match in the browser (exported for tests, which pass Node's webcrypto). */
export async function verifyMatch(
  d: SportsMatchDetail,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<MatchCheck> {
  const sha = (text: string) => sha256Hex(subtle, text)
  const { league, season, index } = d.match
  const serverSeed = d.server_seed ?? ''
  const seedOk = await seedMatchesCommitment(sha, serverSeed, index, d.commitment)
  const combined = await matchCombinedSeed(sha, league, season, index, d.contributions)
  const timeline = await replayMatch(subtleHmac(subtle), d.spec as MatchSpec, {
    serverSeed,
    clientSeed: combined,
  })
  const published = d.timeline as Partial<Timeline> | null
  const timelineOk =
    published !== null &&
    sameJson(published.events, timeline.events) &&
    sameJson(published.result, timeline.result)
  const scoreOk = d.match.score === null ? null : d.match.score === resultScore(timeline).join('-')
  const markets = checkMarkets(d.settled, timeline)
  const marketsOk = markets.length > 0 && markets.every((m) => m.ok)
  const combinedOk = combined === d.client_seed
  return {
    seedOk,
    combined,
    combinedOk,
    timeline,
    timelineOk,
    scoreOk,
    markets,
    marketsOk,
    pass: seedOk && combinedOk && timelineOk && scoreOk !== false && marketsOk,
  }
}

export type MatchVerifyContext = {
  matchId: string
  detail: SportsMatchDetail | null
  check: MatchCheck | null
  error: string
}
export type MatchVerifyEvent = { type: 'match.id'; value: string } | { type: 'match.load' }

const output = <T>(event: unknown) => (event as { output: T }).output
const failure = (event: unknown) => (event as { error: ApiError | Error }).error
/** The contract's match id: `<league>-<season>-<index>`. */
const MATCH_ID = /^[a-z0-9]{2,16}-\d{1,6}-\d{1,4}$/

export const matchVerifyMachine = setup({
  types: {
    context: {} as MatchVerifyContext,
    events: {} as MatchVerifyEvent,
    input: {} as { matchId: string },
  },
  actors: {
    load: fromPromise<SportsMatchDetail, { matchId: string }>(({ input }) =>
      sportsMatchDetail({ match_id: input.matchId }),
    ),
    verify: fromPromise<MatchCheck, { detail: SportsMatchDetail }>(({ input }) => verifyMatch(input.detail)),
  },
  guards: {
    validId: ({ context }) => MATCH_ID.test(context.matchId.trim()),
    /** Only a finished match has its seed revealed and its markets settled. */
    revealed: ({ event }) => {
      const d = output<SportsMatchDetail>(event)
      return d.match.state === 'finished' && d.server_seed !== null
    },
  },
}).createMachine({
  id: 'matchVerify',
  context: ({ input }) => ({ matchId: input.matchId, detail: null, check: null, error: '' }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'validId', target: 'loading' }, { target: 'idle' }] },
    idle: {
      on: {
        'match.id': { actions: assign({ matchId: ({ event }) => event.value }) },
        'match.load': { guard: 'validId', target: 'loading' },
      },
    },
    loading: {
      tags: ['busy'],
      entry: assign({ detail: null, check: null, error: '' }),
      invoke: {
        src: 'load',
        input: ({ context }) => ({ matchId: context.matchId.trim() }),
        onDone: [
          {
            guard: 'revealed',
            target: 'verifying',
            actions: assign({ detail: ({ event }) => event.output }),
          },
          { target: 'pending', actions: assign({ detail: ({ event }) => event.output }) },
        ],
        onError: { target: 'idle', actions: assign({ error: ({ event }) => failure(event).message }) },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        src: 'verify',
        input: ({ context }) => ({ detail: context.detail! }),
        onDone: { target: 'done', actions: assign({ check: ({ event }) => event.output }) },
        onError: { target: 'done', actions: assign({ error: ({ event }) => failure(event).message }) },
      },
    },
    /** Not finished (or voided): the seed is still secret; the commitment is what can be shown. */
    pending: {
      on: {
        'match.id': { target: 'idle', actions: assign({ matchId: ({ event }) => event.value }) },
        'match.load': { guard: 'validId', target: 'loading' },
      },
    },
    done: {
      on: {
        'match.id': { target: 'idle', actions: assign({ matchId: ({ event }) => event.value }) },
        'match.load': { guard: 'validId', target: 'loading' },
      },
    },
  },
})
