// The fairness verifier (/fair): the player enters (or loads from a round id) the seeds of a round and
// the browser recomputes it with the same code the server played it with: SHA-256 of the revealed
// server seed against the hash published before play, then HMAC-SHA256(serverSeed, "clientSeed:nonce")
// through rejection sampling into the game's outcome. Nothing is trusted from the server but the
// seeds; the recorded result, when loaded, is compared with the recomputed one. A fast-3, 时时彩, PK10 or roulette
// draw is shared: its client seed is first recomputed from the draw number and every player's contribution
// (and compared with the one published), then the dice from it. A baccarat or dragon-tiger shoe is
// shared too: shoeVerify.ts recomputes its client seed from the shoe number and the contributions,
// shuffles the 8 decks again, compares the order's hash with the one published before the first
// deal, and re-deals every round to compare it with the table's record. The arithmetic is in
// fairRecompute.ts; this file is the page's flow (load a round, a draw or a shoe, then recompute).
import { and, assign, fromPromise, setup } from 'xstate'
import type { ReplayKind } from '../../core/games/replay'
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
  sscDraw,
} from '../api/games'
import {
  type DrawDetail,
  drawForm,
  type FairForm,
  type FairResult,
  isDrawIssue,
  isDrawKind,
  recompute,
} from './fairRecompute'
import { isShoeKind, type ShoeDetail, type ShoeKind, shoeForm, shoeOfRound, shoeRecorded } from './shoeVerify'

export type { FairForm, FairKind, FairResult, ShoeCheck } from './fairRecompute'
export { recompute } from './fairRecompute'

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
  | { type: 'fair.loadShoe' }
  | { type: 'fair.compute' }

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
        { target: 'editing', actions: 'storeDraw' },
      ],
      onError: { target: 'editing', actions: 'storeError' },
    },
  }) as const

const output = <T>(event: unknown) => (event as { output: T }).output
const slotMachineOf = (result: unknown) =>
  result && typeof result === 'object' && typeof (result as { machine?: unknown }).machine === 'string'
    ? (result as { machine: string }).machine
    : null
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
    compute: fromPromise<FairResult, { form: FairForm; recorded: unknown }>(({ input }) =>
      recompute(input.form, input.recorded),
    ),
  },
  guards: {
    isRevealed: ({ event }) => output<RoundDetail | DrawDetail | ShoeDetail>(event).server_seed !== null,
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
        form: {
          kind: d.round.kind as ReplayKind,
          // A slot round replays on its machine (docs/games.md, "Slots"); older ones on the venue's classic game.
          venue: slotMachineOf(d.round.result) ?? d.round.venue,
          serverSeed: d.server_seed ?? '',
          serverHash: d.server_hash,
          clientSeed: d.client_seed,
          nonce: String(d.nonce),
          issue: d.round.issue ?? '',
          contributions: d.contributions.join('\n'),
          // A slot round's jackpot draw is decided against its stake (docs/jackpot.md).
          stake: d.round.stake,
        },
        recorded: d.round.result,
        result: null,
        error: d.server_seed ? '' : 'games.fair.notRevealed',
      }
    }),
    storeDraw: assign(({ context, event }) => {
      const d = output<DrawDetail>(event)
      const kind = isDrawKind(context.form.kind) ? context.form.kind : 'fast3'
      const drawn =
        'cards' in d
          ? { cards: d.cards }
          : 'digits' in d
            ? { digits: d.digits }
            : 'cars' in d
              ? { cars: d.cars }
              : 'numbers' in d
                ? { numbers: d.numbers }
                : { dice: d.dice }
      return {
        form: drawForm(kind, d),
        recorded: Object.values(drawn)[0].length ? drawn : null,
        result: null,
        error: d.server_seed ? '' : 'games.fair.notRevealed',
      }
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
        error: d.server_seed ? '' : 'games.fair.shoeNotEnded',
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
        { guard: 'isShoeRound', target: 'loadingShoe', actions: 'shoeFromRound' },
        { guard: 'hasRoundId', target: 'loadingRound' },
        { guard: and(['isDrawLink', 'isSsc']), target: 'loadingSscDraw' },
        { guard: and(['isDrawLink', 'isPk10']), target: 'loadingPk10Draw' },
        { guard: and(['isDrawLink', 'isRoulette']), target: 'loadingRouletteDraw' },
        { guard: and(['isDrawLink', 'isSangong']), target: 'loadingSangongDraw' },
        { guard: 'isDrawLink', target: 'loadingDraw' },
        { guard: 'isShoeLink', target: 'loadingShoe' },
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
          { target: 'editing', actions: 'storeShoe' },
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
