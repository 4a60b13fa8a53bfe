// The fairness verifier (/fair): the player enters (or loads from a round id) the seeds of a round and
// the browser recomputes it with the same code the server played it with: SHA-256 of the revealed
// server seed against the hash published before play, then HMAC-SHA256(serverSeed, "clientSeed:nonce")
// through rejection sampling into the game's outcome. Nothing is trusted from the server but the
// seeds; the recorded result, when loaded, is compared with the recomputed one. A fast-3 draw is
// shared: its client seed is first recomputed from the draw number and every player's contribution
// (and compared with the one published), then the dice from it.
import { assign, fromPromise, setup } from 'xstate'
import { fast3CombinedSeed } from '../../core/games/engines/fast3'
import { sha256Hex, subtleHmac } from '../../core/games/fair'
import { type BullOutcome, type Outcome, type ReplayKind, replayRound } from '../../core/games/replay'
import type { ApiError } from '../api/client'
import { type Fast3DrawDetail, fast3Draw, gameRound, type RoundDetail } from '../api/games'

export type FairForm = {
  kind: ReplayKind
  venue: string
  serverSeed: string
  serverHash: string
  clientSeed: string
  nonce: string
  /** Fast-3: the draw number and the contributions (one per line) its client seed combines. */
  issue: string
  contributions: string
}
export type FairResult = {
  hashOk: boolean
  outcome: Outcome | BullOutcome
  matches: boolean | null
  /** Fast-3: the client seed recomputed from the draw number and contributions, and whether it is the published one. */
  combined: string | null
  combinedOk: boolean | null
}
export type FairContext = {
  form: FairForm
  roundId: string
  recorded: unknown
  result: FairResult | null
  error: string
}
export type FairEvent =
  | { type: 'fair.field'; name: keyof FairForm; value: string }
  | { type: 'fair.roundId'; value: string }
  | { type: 'fair.load' }
  | { type: 'fair.loadDraw' }
  | { type: 'fair.compute' }

/** Recompute a round in the browser (exported for tests, which pass Node's webcrypto). */
export async function recompute(
  form: FairForm,
  recorded: unknown,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<FairResult> {
  const hashOk = (await sha256Hex(subtle, form.serverSeed)) === form.serverHash.trim().toLowerCase()
  let combined: string | null = null
  let combinedOk: boolean | null = null
  if (form.kind === 'fast3' && form.issue.trim()) {
    const seeds = form.contributions.split(/\s+/).filter(Boolean)
    combined = await fast3CombinedSeed((text) => sha256Hex(subtle, text), form.issue.trim(), seeds)
    combinedOk = form.clientSeed.trim() ? combined === form.clientSeed.trim() : null
  }
  const outcome = await replayRound(subtleHmac(subtle), form.kind, form.venue, {
    serverSeed: form.serverSeed,
    clientSeed: combined ?? form.clientSeed,
    nonce: Number(form.nonce),
  })
  let matches: boolean | null = null
  if (recorded && typeof recorded === 'object') {
    const r = recorded as {
      grid?: number[][]
      dice?: number[]
      player?: { cards: number[] }
      banker?: { cards: number[] }
    }
    const cards = (o: { player?: { cards: number[] }; banker?: { cards: number[] } }) =>
      JSON.stringify([o.player?.cards, o.banker?.cards])
    matches =
      outcome.kind === 'slot'
        ? JSON.stringify(outcome.slot.grid) === JSON.stringify(r.grid)
        : outcome.kind === 'bullbull'
          ? cards(outcome.deal) === cards(r)
          : JSON.stringify(outcome.dice) === JSON.stringify(r.dice)
  }
  return { hashOk, outcome, matches, combined, combinedOk }
}

const fast3Form = (d: Fast3DrawDetail): FairForm => ({
  kind: 'fast3',
  venue: 'jdlottery',
  serverSeed: d.server_seed ?? '',
  serverHash: d.server_hash,
  clientSeed: d.client_seed,
  nonce: '0',
  issue: d.issue,
  contributions: d.contributions.join('\n'),
})

const output = <T>(event: unknown) => (event as { output: T }).output
const failure = (event: unknown) => (event as { error: ApiError | Error }).error

export const fairnessMachine = setup({
  types: {
    context: {} as FairContext,
    events: {} as FairEvent,
    input: {} as { form: FairForm; roundId: string },
  },
  actors: {
    loadRound: fromPromise<RoundDetail, { roundId: string }>(({ input }) =>
      gameRound({ round_id: input.roundId }),
    ),
    loadDraw: fromPromise<Fast3DrawDetail, { issue: string }>(({ input }) =>
      fast3Draw({ issue: input.issue }),
    ),
    compute: fromPromise<FairResult, { form: FairForm; recorded: unknown }>(({ input }) =>
      recompute(input.form, input.recorded),
    ),
  },
  guards: {
    isRevealed: ({ event }) => output<RoundDetail | Fast3DrawDetail>(event).server_seed !== null,
    hasRoundId: ({ context }) => context.roundId.trim() !== '',
    hasIssue: ({ context }) =>
      context.form.kind === 'fast3' && /^\d{8}-\d{4}$/.test(context.form.issue.trim()),
    /** Opened from a draw link: a draw number and no seeds yet. */
    isDrawLink: ({ context }) =>
      context.form.kind === 'fast3' &&
      /^\d{8}-\d{4}$/.test(context.form.issue.trim()) &&
      context.form.serverSeed === '',
    isComplete: ({ context }) =>
      context.form.serverSeed !== '' &&
      (context.form.clientSeed !== '' ||
        (context.form.kind === 'fast3' && context.form.issue.trim() !== '')) &&
      /^\d{1,9}$/.test(context.form.nonce) &&
      (context.form.kind !== 'slot' || context.form.venue !== ''),
  },
  actions: {
    storeRound: assign(({ event }) => {
      const d = output<RoundDetail>(event)
      return {
        form: {
          kind: d.round.kind as ReplayKind,
          venue: d.round.venue,
          serverSeed: d.server_seed ?? '',
          serverHash: d.server_hash,
          clientSeed: d.client_seed,
          nonce: String(d.nonce),
          issue: d.round.issue ?? '',
          contributions: d.contributions.join('\n'),
        },
        recorded: d.round.result,
        result: null,
        error: d.server_seed ? '' : 'games.fair.notRevealed',
      }
    }),
    storeDraw: assign(({ event }) => {
      const d = output<Fast3DrawDetail>(event)
      return {
        form: fast3Form(d),
        recorded: d.dice.length ? { dice: d.dice } : null,
        result: null,
        error: d.server_seed ? '' : 'games.fair.notRevealed',
      }
    }),
    storeResult: assign({ result: ({ event }) => output<FairResult>(event), error: '' }),
    storeError: assign({ error: ({ event }) => failure(event).message, result: null }),
  },
}).createMachine({
  id: 'fairness',
  context: ({ input }) => ({
    form: input.form,
    roundId: input.roundId,
    recorded: null,
    result: null,
    error: '',
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'hasRoundId', target: 'loadingRound' },
        { guard: 'isDrawLink', target: 'loadingDraw' },
        { guard: 'isComplete', target: 'computing' },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        'fair.field': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.name]: event.value }),
            result: null,
            recorded: null,
          }),
        },
        'fair.roundId': { actions: assign({ roundId: ({ event }) => event.value }) },
        'fair.load': { guard: 'hasRoundId', target: 'loadingRound' },
        'fair.loadDraw': { guard: 'hasIssue', target: 'loadingDraw' },
        'fair.compute': { guard: 'isComplete', target: 'computing' },
      },
    },
    loadingRound: {
      tags: ['busy'],
      invoke: {
        id: 'loadRound',
        src: 'loadRound',
        input: ({ context }) => ({ roundId: context.roundId.trim() }),
        onDone: [
          { target: 'computing', actions: 'storeRound', guard: 'isRevealed' },
          { target: 'editing', actions: 'storeRound' },
        ],
        onError: { target: 'editing', actions: 'storeError' },
      },
    },
    loadingDraw: {
      tags: ['busy'],
      invoke: {
        id: 'loadDraw',
        src: 'loadDraw',
        input: ({ context }) => ({ issue: context.form.issue.trim() }),
        onDone: [
          { target: 'computing', actions: 'storeDraw', guard: 'isRevealed' },
          { target: 'editing', actions: 'storeDraw' },
        ],
        onError: { target: 'editing', actions: 'storeError' },
      },
    },
    computing: {
      tags: ['busy'],
      invoke: {
        id: 'compute',
        src: 'compute',
        input: ({ context }) => ({ form: context.form, recorded: context.recorded }),
        onDone: { target: 'editing', actions: 'storeResult' },
        onError: { target: 'editing', actions: 'storeError' },
      },
    },
  },
})
