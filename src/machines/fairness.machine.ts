// The fairness verifier (/fair): the player enters (or loads from a round id) the seeds of a round and
// the browser recomputes it with the same code the server played it with: SHA-256 of the revealed
// server seed against the hash published before play, then HMAC-SHA256(serverSeed, "clientSeed:nonce")
// through rejection sampling into the game's outcome. Nothing is trusted from the server but the
// seeds; the recorded result, when loaded, is compared with the recomputed one. A fast-3 or 时时彩
// draw is shared: its client seed is first recomputed from the draw number and every player's contribution
// (and compared with the one published), then the dice from it. A baccarat shoe is shared too: its
// client seed is recomputed from the shoe number and the contributions, the 8 decks shuffled again,
// the order's hash compared with the one published before the first deal, and every hand re-dealt and
// compared with the table's record.
import { and, assign, fromPromise, setup } from 'xstate'
import { drawCombinedSeed } from '../../core/games/draws'
import { type Hand, handRecord, shoeCombinedSeed, shoeText } from '../../core/games/engines/baccarat'
import { sha256Hex, subtleHmac } from '../../core/games/fair'
import {
  type BullOutcome,
  type Outcome,
  type ReplayKind,
  replayRound,
  replayShoe,
  type SscOutcome,
  type ZjhOutcome,
} from '../../core/games/replay'
import type { ApiError } from '../api/client'
import {
  type BaccaratShoeDetail,
  baccaratShoe,
  type Fast3DrawDetail,
  fast3Draw,
  gameRound,
  type RoundDetail,
  type SscDrawDetail,
  sscDraw,
} from '../api/games'

export type FairKind = ReplayKind | 'baccarat'
export type FairForm = {
  kind: FairKind
  venue: string
  serverSeed: string
  serverHash: string
  clientSeed: string
  nonce: string
  /** Shared draws (fast-3, 时时彩): the draw number and the contributions (one per line) its client seed combines. */
  issue: string
  contributions: string
  /** Baccarat: the shoe number. */
  shoe?: string
}
/** A replayed baccarat shoe: its hands, whether the order's hash is the published one, hands that differ. */
export type ShoeCheck = { hands: Hand[]; orderOk: boolean | null; mismatches: number[] }
export type FairResult = {
  hashOk: boolean
  /** The recomputed round (null for a baccarat shoe, whose hands are in `shoe`). */
  outcome: Outcome | BullOutcome | ZjhOutcome | SscOutcome | null
  shoe?: ShoeCheck
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
  | { type: 'fair.loadShoe' }
  | { type: 'fair.compute' }

/** Recompute a round in the browser (exported for tests, which pass Node's webcrypto). */
export async function recompute(
  form: FairForm,
  recorded: unknown,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<FairResult> {
  const hashOk = (await sha256Hex(subtle, form.serverSeed)) === form.serverHash.trim().toLowerCase()
  if (form.kind === 'baccarat') return recomputeShoe(form, recorded, subtle, hashOk)
  let combined: string | null = null
  let combinedOk: boolean | null = null
  if (isDrawKind(form.kind) && form.issue.trim()) {
    const seeds = form.contributions.split(/\s+/).filter(Boolean)
    combined = await drawCombinedSeed((text) => sha256Hex(subtle, text), form.kind, form.issue.trim(), seeds)
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
      digits?: number[]
      player?: { cards: number[] }
      banker?: { cards: number[] }
    }
    const cards = (o: { player?: { cards: number[] }; banker?: { cards: number[] } }) =>
      JSON.stringify([o.player?.cards, o.banker?.cards])
    matches =
      outcome.kind === 'slot'
        ? JSON.stringify(outcome.slot.grid) === JSON.stringify(r.grid)
        : outcome.kind === 'bullbull' || outcome.kind === 'zhajinhua'
          ? cards(outcome.deal) === cards(r)
          : outcome.kind === 'ssc'
            ? JSON.stringify(outcome.digits) === JSON.stringify(r.digits)
            : JSON.stringify(outcome.dice) === JSON.stringify(r.dice)
  }
  return { hashOk, outcome, matches, combined, combinedOk }
}

type RecordedShoe = { shoe_hash: string; hands: (ReturnType<typeof handRecord> & { hand: number })[] }

async function recomputeShoe(
  form: FairForm,
  recorded: unknown,
  subtle: SubtleCrypto,
  hashOk: boolean,
): Promise<FairResult> {
  const seeds = form.contributions.split(/\s+/).filter(Boolean)
  const combined = await shoeCombinedSeed((text) => sha256Hex(subtle, text), (form.shoe ?? '').trim(), seeds)
  const clientSeed = form.clientSeed.trim()
  const replayed = await replayShoe(subtleHmac(subtle), { serverSeed: form.serverSeed, clientSeed: combined })
  const rec = recorded as RecordedShoe | null
  const orderOk = rec?.shoe_hash
    ? (await sha256Hex(subtle, shoeText(replayed.cards))) === rec.shoe_hash
    : null
  const mismatches = (rec?.hands ?? [])
    .filter(
      ({ hand, ...h }) =>
        JSON.stringify(handRecord(replayed.hands[hand - 1] ?? ({} as Hand))) !== JSON.stringify(h),
    )
    .map((h) => h.hand)
  return {
    hashOk,
    outcome: null,
    shoe: { hands: replayed.hands, orderOk, mismatches },
    matches: rec ? mismatches.length === 0 && rec.hands.length <= replayed.hands.length : null,
    combined,
    combinedOk: clientSeed ? combined === clientSeed : null,
  }
}

const shoeForm = (d: BaccaratShoeDetail): FairForm => ({
  kind: 'baccarat',
  venue: 'jdlive',
  serverSeed: d.server_seed ?? '',
  serverHash: d.server_hash,
  clientSeed: d.client_seed,
  nonce: '0',
  issue: '',
  contributions: d.contributions.join('\n'),
  shoe: String(d.shoe),
})
/** A baccarat round id names its shoe: BJ<shoe>-<hand>-<player>-<n>. */
const shoeOfRound = (roundId: string) => /^BJ(\d+)-/.exec(roundId.trim())?.[1] ?? null

/** The games drawn for everyone (fast-3, 时时彩): a draw number names the round, and its seeds. */
type DrawKind = 'fast3' | 'ssc'
const DRAW_ISSUE: Record<DrawKind, RegExp> = { fast3: /^\d{8}-\d{4}$/, ssc: /^\d{8}-\d{3}$/ }
const isDrawKind = (kind: FairKind): kind is DrawKind => kind === 'fast3' || kind === 'ssc'
const isDrawIssue = (form: FairForm) => isDrawKind(form.kind) && DRAW_ISSUE[form.kind].test(form.issue.trim())
type DrawDetail = Fast3DrawDetail | SscDrawDetail

const drawForm = (kind: DrawKind, d: DrawDetail): FairForm => ({
  kind,
  venue: kind === 'ssc' ? 'qxlottery' : 'jdlottery',
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
    loadSscDraw: fromPromise<SscDrawDetail, { issue: string }>(({ input }) =>
      sscDraw({ issue: input.issue }),
    ),
    loadShoe: fromPromise<BaccaratShoeDetail, { shoe: number }>(({ input }) =>
      baccaratShoe({ shoe: input.shoe }),
    ),
    compute: fromPromise<FairResult, { form: FairForm; recorded: unknown }>(({ input }) =>
      recompute(input.form, input.recorded),
    ),
  },
  guards: {
    isRevealed: ({ event }) =>
      output<RoundDetail | DrawDetail | BaccaratShoeDetail>(event).server_seed !== null,
    /** A baccarat round id: its shoe is what can be verified. */
    isShoeRound: ({ context }) => shoeOfRound(context.roundId) !== null,
    hasShoe: ({ context }) =>
      context.form.kind === 'baccarat' && /^\d{1,12}$/.test((context.form.shoe ?? '').trim()),
    /** Opened from a shoe link: a shoe number and no seeds yet. */
    isShoeLink: ({ context }) =>
      context.form.kind === 'baccarat' &&
      /^\d{1,12}$/.test((context.form.shoe ?? '').trim()) &&
      context.form.serverSeed === '',
    hasRoundId: ({ context }) => context.roundId.trim() !== '',
    hasIssue: ({ context }) => isDrawIssue(context.form),
    isSsc: ({ context }) => context.form.kind === 'ssc',
    /** Opened from a draw link: a draw number and no seeds yet. */
    isDrawLink: ({ context }) => isDrawIssue(context.form) && context.form.serverSeed === '',
    isComplete: ({ context }) =>
      context.form.serverSeed !== '' &&
      (context.form.kind !== 'baccarat' || /^\d{1,12}$/.test((context.form.shoe ?? '').trim())) &&
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
    storeDraw: assign(({ context, event }) => {
      const d = output<DrawDetail>(event)
      const kind = isDrawKind(context.form.kind) ? context.form.kind : 'fast3'
      const drawn = 'digits' in d ? { digits: d.digits } : { dice: d.dice }
      return {
        form: drawForm(kind, d),
        recorded: Object.values(drawn)[0].length ? drawn : null,
        result: null,
        error: d.server_seed ? '' : 'games.fair.notRevealed',
      }
    }),
    shoeFromRound: assign({
      form: ({ context }) => ({
        ...context.form,
        kind: 'baccarat' as const,
        shoe: shoeOfRound(context.roundId) ?? '',
      }),
    }),
    storeShoe: assign(({ event }) => {
      const d = output<BaccaratShoeDetail>(event)
      return {
        form: shoeForm(d),
        recorded: { shoe_hash: d.shoe_hash, hands: d.hands.map(({ card_pos, ...h }) => h) },
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
    loadingSscDraw: {
      tags: ['busy'],
      invoke: {
        id: 'loadSscDraw',
        src: 'loadSscDraw',
        input: ({ context }) => ({ issue: context.form.issue.trim() }),
        onDone: [
          { target: 'computing', actions: 'storeDraw', guard: 'isRevealed' },
          { target: 'editing', actions: 'storeDraw' },
        ],
        onError: { target: 'editing', actions: 'storeError' },
      },
    },
    loadingShoe: {
      tags: ['busy'],
      invoke: {
        id: 'loadShoe',
        src: 'loadShoe',
        input: ({ context }) => ({ shoe: Number((context.form.shoe ?? '').trim()) }),
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
