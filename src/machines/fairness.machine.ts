// The fairness verifier (/fair). Opened from a game page's "验证上一局" with the player's last settled
// round (or from a draw or shoe link), it loads the round and checks it at once; a round whose seed pair
// is still in use waits in `needsReveal` for one click that rotates the pair (revealing its server
// seed) and then checks. The browser recomputes the round with the same code the server played it
// with: SHA-256 of the revealed server seed against the hash published before play, then
// HMAC-SHA256(serverSeed, "clientSeed:nonce") through rejection sampling into the outcome, compared
// with the record; the verdict is a state (`verified`, `mismatch`). Nothing is trusted from the server
// but the seeds. A shared draw (fast-3, 时时彩, PK10, roulette, 三公) first recomputes its client seed
// from the draw number and every contribution; a baccarat or dragon-tiger shoe is shuffled and dealt
// again (shoeVerify.ts). The arithmetic is in fairRecompute.ts; the manual form stays for any round.
import { and, assertEvent, assign, fromPromise, setup } from 'xstate'
import type { ApiError } from '../api/client'
import {
  baccaratShoe,
  dragonTigerShoe,
  type Fast3DrawDetail,
  fast3Draw,
  gameRound,
  type Pk10DrawDetail,
  pk10Draw,
  type RouletteDrawDetail,
  type RoundDetail,
  rouletteDraw,
  type SangongDrawDetail,
  type SscDrawDetail,
  sangongDraw,
  seedRotate,
  sscDraw,
} from '../api/games'
import {
  type DrawDetail,
  drawForm,
  drawRecorded,
  type FairForm,
  type FairResult,
  isConsistent,
  isDrawIssue,
  isDrawKind,
  isSeedKind,
  recompute,
  roundForm,
  type SeedKind,
} from './fairRecompute'
import { isShoeKind, type ShoeDetail, type ShoeKind, shoeForm, shoeOfRound, shoeRecorded } from './shoeVerify'

export type { FairForm, FairKind, FairResult, ShoeCheck } from './fairRecompute'
export { recompute } from './fairRecompute'

export type FairContext = {
  form: FairForm
  roundId: string
  /** The loaded round's game, as the game page names it ('' for a draw, a shoe or a typed-in round). */
  gameName: string
  recorded: unknown
  result: FairResult | null
  error: string
}
export type FairEvent =
  | { type: 'fair.field'; name: keyof FairForm; value: string }
  | { type: 'fair.roundId'; value: string }
  | { type: 'fair.load' }
  | { type: 'fair.loadDraw' }
  | { type: 'fair.loadShoe' }
  | { type: 'fair.compute' }
  /** Rotate the seed pair of the loaded round (revealing its server seed), then check it. */
  | { type: 'fair.reveal' }
  /** Load again a round, a draw or a shoe whose seed was still secret. */
  | { type: 'fair.retry' }

/** A shared draw's loading state (fast-3, 时时彩, PK10, roulette, 三公): one per actor, the same transitions. */
const loadingDrawState = <Src extends string>(src: Src) =>
  ({
    tags: ['busy'],
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: FairContext }) => ({ issue: context.form.issue.trim() }),
      onDone: [
        { target: 'computing', actions: 'storeDraw', guard: 'isRevealed' },
        { target: 'ready.sealed', actions: 'storeDraw' },
      ],
      onError: { target: 'ready.idle', actions: 'storeError' },
    },
  }) as const

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
    loadPk10Draw: fromPromise<Pk10DrawDetail, { issue: string }>(({ input }) =>
      pk10Draw({ issue: input.issue }),
    ),
    loadRouletteDraw: fromPromise<RouletteDrawDetail, { issue: string }>(({ input }) =>
      rouletteDraw({ issue: input.issue }),
    ),
    loadSangongDraw: fromPromise<SangongDrawDetail, { issue: string }>(({ input }) =>
      sangongDraw({ issue: input.issue }),
    ),
    loadSscDraw: fromPromise<SscDrawDetail, { issue: string }>(({ input }) =>
      sscDraw({ issue: input.issue }),
    ),
    loadShoe: fromPromise<ShoeDetail, { kind: ShoeKind; shoe: number }>(({ input }) =>
      input.kind === 'dragontiger'
        ? dragonTigerShoe({ shoe: input.shoe })
        : baccaratShoe({ shoe: input.shoe }),
    ),
    rotateSeed: fromPromise<unknown, { kind: SeedKind }>(({ input }) => seedRotate({ kind: input.kind })),
    compute: fromPromise<FairResult, { form: FairForm; recorded: unknown }>(({ input }) =>
      recompute(input.form, input.recorded),
    ),
  },
  guards: {
    isRevealed: ({ event }) => output<RoundDetail | DrawDetail | ShoeDetail>(event).server_seed !== null,
    /** A round on the player's own seed pair: one rotation reveals its seed. */
    canReveal: ({ event }) => isSeedKind(output<RoundDetail>(event).round.kind),
    isConsistent: ({ event }) => isConsistent(output<FairResult>(event)),
    /** A shoe table's round id: its shoe is what can be verified. */
    isShoeRound: ({ context }) => shoeOfRound(context.roundId) !== null,
    hasShoe: ({ context }) =>
      isShoeKind(context.form.kind) && /^\d{1,12}$/.test((context.form.shoe ?? '').trim()),
    /** Opened from a shoe link: a shoe number and no seeds yet. */
    isShoeLink: ({ context }) =>
      isShoeKind(context.form.kind) &&
      /^\d{1,12}$/.test((context.form.shoe ?? '').trim()) &&
      context.form.serverSeed === '',
    hasRoundId: ({ context }) => context.roundId.trim() !== '',
    hasIssue: ({ context }) => isDrawIssue(context.form),
    isSsc: ({ context }) => context.form.kind === 'ssc',
    isPk10: ({ context }) => context.form.kind === 'pk10',
    isRoulette: ({ context }) => context.form.kind === 'roulette',
    isSangong: ({ context }) => context.form.kind === 'sangong',
    /** Opened from a draw link: a draw number and no seeds yet. */
    isDrawLink: ({ context }) => isDrawIssue(context.form) && context.form.serverSeed === '',
    isComplete: ({ context }) =>
      context.form.serverSeed !== '' &&
      (!isShoeKind(context.form.kind) || /^\d{1,12}$/.test((context.form.shoe ?? '').trim())) &&
      (context.form.clientSeed !== '' ||
        (isDrawKind(context.form.kind) && context.form.issue.trim() !== '')) &&
      /^\d{1,9}$/.test(context.form.nonce) &&
      (context.form.kind !== 'slot' || context.form.venue !== ''),
  },
  actions: {
    storeRound: assign(({ event }) => {
      const d = output<RoundDetail>(event)
      return {
        form: roundForm(d),
        gameName: d.round.game_name,
        recorded: d.round.result,
        result: null,
        error: '',
      }
    }),
    storeDraw: assign(({ context, event }) => {
      const d = output<DrawDetail>(event)
      const kind = isDrawKind(context.form.kind) ? context.form.kind : 'fast3'
      return { form: drawForm(kind, d), recorded: drawRecorded(d), result: null, error: '' }
    }),
    shoeFromRound: assign({
      form: ({ context }) => {
        const of = shoeOfRound(context.roundId)
        return { ...context.form, kind: of?.kind ?? context.form.kind, shoe: of?.shoe ?? '' }
      },
    }),
    storeShoe: assign(({ context, event }) => {
      const d = output<ShoeDetail>(event)
      return {
        form: shoeForm(isShoeKind(context.form.kind) ? context.form.kind : 'baccarat', d),
        recorded: shoeRecorded(d),
        result: null,
        error: '',
      }
    }),
    storeResult: assign({ result: ({ event }) => output<FairResult>(event), error: '' }),
    storeError: assign({ error: ({ event }) => failure(event).message, result: null }),
    editField: assign(({ context, event }) => {
      assertEvent(event, 'fair.field')
      return { form: { ...context.form, [event.name]: event.value }, result: null, recorded: null }
    }),
    clearError: assign({ error: '' }),
  },
}).createMachine({
  id: 'fairness',
  context: ({ input }) => ({
    form: input.form,
    roundId: input.roundId,
    gameName: '',
    recorded: null,
    result: null,
    error: '',
  }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'isShoeRound', target: 'loadingShoe', actions: 'shoeFromRound' },
        { guard: 'hasRoundId', target: 'loadingRound' },
        { guard: and(['isDrawLink', 'isSsc']), target: 'loadingSscDraw' },
        { guard: and(['isDrawLink', 'isPk10']), target: 'loadingPk10Draw' },
        { guard: and(['isDrawLink', 'isRoulette']), target: 'loadingRouletteDraw' },
        { guard: and(['isDrawLink', 'isSangong']), target: 'loadingSangongDraw' },
        { guard: 'isDrawLink', target: 'loadingDraw' },
        { guard: 'isShoeLink', target: 'loadingShoe' },
        { guard: 'isComplete', target: 'computing' },
        { target: 'ready' },
      ],
    },
    /** At rest: the manual form works in every sub-state; the sub-state is where the check stands. */
    ready: {
      initial: 'idle',
      on: {
        'fair.field': { target: '.idle', actions: 'editField' },
        'fair.roundId': { actions: assign({ roundId: ({ event }) => event.value }) },
        'fair.load': [
          { guard: 'isShoeRound', target: 'loadingShoe', actions: 'shoeFromRound' },
          { guard: 'hasRoundId', target: 'loadingRound' },
        ],
        'fair.loadDraw': [
          { guard: and(['hasIssue', 'isSsc']), target: 'loadingSscDraw' },
          { guard: and(['hasIssue', 'isPk10']), target: 'loadingPk10Draw' },
          { guard: and(['hasIssue', 'isRoulette']), target: 'loadingRouletteDraw' },
          { guard: and(['hasIssue', 'isSangong']), target: 'loadingSangongDraw' },
          { guard: 'hasIssue', target: 'loadingDraw' },
        ],
        'fair.loadShoe': { guard: 'hasShoe', target: 'loadingShoe' },
        'fair.compute': { guard: 'isComplete', target: 'computing' },
      },
      states: {
        idle: {},
        /** The round's seed pair is still in use: its server seed is secret until the pair is rotated. */
        needsReveal: {
          tags: ['reveal'],
          on: { 'fair.reveal': { target: '#fairness.revealing', actions: 'clearError' } },
        },
        /** A draw not drawn yet, a shoe not ended: only time reveals the seed. */
        sealed: { tags: ['sealed'], on: { 'fair.retry': { target: '#fairness.start' } } },
        verified: { tags: ['verdict'] },
        mismatch: { tags: ['verdict'] },
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
          { target: 'ready.needsReveal', actions: 'storeRound', guard: 'canReveal' },
          { target: 'ready.sealed', actions: 'storeRound' },
        ],
        onError: { target: 'ready.idle', actions: 'storeError' },
      },
    },
    loadingDraw: loadingDrawState('loadDraw'),
    loadingSscDraw: loadingDrawState('loadSscDraw'),
    loadingPk10Draw: loadingDrawState('loadPk10Draw'),
    loadingRouletteDraw: loadingDrawState('loadRouletteDraw'),
    loadingSangongDraw: loadingDrawState('loadSangongDraw'),
    loadingShoe: {
      tags: ['busy'],
      invoke: {
        id: 'loadShoe',
        src: 'loadShoe',
        input: ({ context }) => ({
          kind: isShoeKind(context.form.kind) ? context.form.kind : ('baccarat' as const),
          shoe: Number((context.form.shoe ?? '').trim()),
        }),
        onDone: [
          { target: 'computing', actions: 'storeShoe', guard: 'isRevealed' },
          { target: 'ready.sealed', actions: 'storeShoe' },
        ],
        onError: { target: 'ready.idle', actions: 'storeError' },
      },
    },
    /** One click: rotate the round's seed pair, then load the round again, its seed now revealed. */
    revealing: {
      tags: ['busy'],
      invoke: {
        id: 'rotateSeed',
        src: 'rotateSeed',
        input: ({ context }) => ({ kind: context.form.kind as SeedKind }),
        onDone: { target: 'loadingRound' },
        onError: { target: 'ready.needsReveal', actions: 'storeError' },
      },
    },
    computing: {
      tags: ['busy'],
      invoke: {
        id: 'compute',
        src: 'compute',
        input: ({ context }) => ({ form: context.form, recorded: context.recorded }),
        onDone: [
          { target: 'ready.verified', actions: 'storeResult', guard: 'isConsistent' },
          { target: 'ready.mismatch', actions: 'storeResult' },
        ],
        onError: { target: 'ready.idle', actions: 'storeError' },
      },
    },
  },
})
