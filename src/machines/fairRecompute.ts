// The verifier's arithmetic, used by fairness.machine (the /fair page) and by the game tests: recompute a
// round in the browser from its seeds (SHA-256 of the revealed server seed against the published hash,
// then HMAC-SHA256 through rejection sampling into the outcome), recompute a shared draw's client seed
// from its draw number and contributions, and compare with the recorded result. See docs/fairness.md.
import { drawCombinedSeed } from '../../core/games/draws'
import { ByteSource, type HmacSha256, type Seeds, sha256Hex, subtleHmac } from '../../core/games/fair'
import {
  JACKPOT_FULL_STAKE_CENTS,
  JACKPOT_ODDS,
  jackpotMessage,
  jackpotTriggered,
} from '../../core/games/jackpot'
import {
  type BullOutcome,
  type EbgOutcome,
  type Outcome,
  type Pk10Outcome,
  type QzOutcome,
  type ReplayKind,
  type RouletteOutcome,
  replayRound,
  type SangongOutcome,
  type SscOutcome,
  type ZjhOutcome,
} from '../../core/games/replay'
import { decimalCents, isWireMoney } from '../../core/money'
import type {
  Fast3DrawDetail,
  Pk10DrawDetail,
  RouletteDrawDetail,
  RoundDetail,
  SangongDrawDetail,
  SscDrawDetail,
} from '../api/games'
import { isShoeKind, recomputeShoe, type ShoeCheck, type ShoeKind } from './shoeVerify'

export type FairKind = ReplayKind | ShoeKind
export type { ShoeCheck }
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
  /** Baccarat and dragon-tiger: the shoe number. */
  shoe?: string
  /** A slot round loaded by its id: its recorded stake (wire money), for the jackpot draw. */
  stake?: string
}
export type FairResult = {
  hashOk: boolean
  /** The recomputed round (null for a shoe, whose rounds are in `shoe`). */
  outcome:
    | Outcome
    | BullOutcome
    | ZjhOutcome
    | EbgOutcome
    | SscOutcome
    | Pk10Outcome
    | RouletteOutcome
    | SangongOutcome
    | QzOutcome
    | null
  shoe?: ShoeCheck
  matches: boolean | null
  /** Fast-3: the client seed recomputed from the draw number and contributions, and whether it is the published one. */
  combined: string | null
  combinedOk: boolean | null
  /** A slot round with a known stake: its jackpot draw recomputed (docs/jackpot.md). */
  jackpot?: JackpotCheck | null
}
/** Recompute a round in the browser (exported for tests, which pass Node's webcrypto). */
export async function recompute(
  form: FairForm,
  recorded: unknown,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<FairResult> {
  const hashOk = (await sha256Hex(subtle, form.serverSeed)) === form.serverHash.trim().toLowerCase()
  if (isShoeKind(form.kind))
    return { hashOk, outcome: null, ...(await recomputeShoe({ ...form, kind: form.kind }, recorded, subtle)) }
  let combined: string | null = null
  let combinedOk: boolean | null = null
  if (isDrawKind(form.kind) && form.issue.trim()) {
    const seeds = form.contributions.split(/\s+/).filter(Boolean)
    combined = await drawCombinedSeed((text) => sha256Hex(subtle, text), form.kind, form.issue.trim(), seeds)
    combinedOk = form.clientSeed.trim() ? combined === form.clientSeed.trim() : null
  }
  const seeds = {
    serverSeed: form.serverSeed,
    clientSeed: combined ?? form.clientSeed,
    nonce: Number(form.nonce),
  }
  const outcome = await replayRound(subtleHmac(subtle), form.kind, form.venue, seeds)
  // The jackpot came with the ten machines: a classic-engine round (no machine code) never had a draw.
  const machineRound = !!recorded && typeof recorded === 'object' && 'machine' in recorded
  const jackpot =
    outcome.kind === 'slot' && machineRound
      ? await recomputeJackpot(subtleHmac(subtle), seeds, form.stake, recorded)
      : null
  let matches: boolean | null = null
  if (recorded && typeof recorded === 'object') {
    const r = recorded as {
      grid?: number[][]
      credits?: number
      dice?: number[]
      digits?: number[]
      cars?: number[]
      numbers?: number[]
      cards?: number[]
      player?: { cards: number[] }
      banker?: { cards: number[] }
      /** 抢庄牛牛: the four seats' cards once settled. */
      seats?: { cards: number[] }[]
    }
    const cards = (o: { player?: { cards: number[] }; banker?: { cards: number[] } }) =>
      JSON.stringify([o.player?.cards, o.banker?.cards])
    const tiles = (o: object) => {
      const x = o as { player?: { tiles?: number[] }; banker?: { tiles?: number[] } }
      return JSON.stringify([x.player?.tiles ?? null, x.banker?.tiles ?? null])
    }
    matches =
      outcome.kind === 'slot'
        ? JSON.stringify(outcome.slot.grid) === JSON.stringify(r.grid) &&
          // A machine's round (engines/slots) also matches on everything its features paid.
          (!('credits' in outcome.slot) || outcome.slot.credits === r.credits)
        : outcome.kind === 'bullbull' || outcome.kind === 'zhajinhua'
          ? cards(outcome.deal) === cards(r)
          : outcome.kind === 'erbagang'
            ? tiles(outcome.deal) === tiles(r)
            : outcome.kind === 'qiangzhuang'
              ? JSON.stringify(outcome.deal.cards) === JSON.stringify((r.seats ?? []).flatMap((s) => s.cards))
              : outcome.kind === 'ssc'
                ? JSON.stringify(outcome.digits) === JSON.stringify(r.digits)
                : outcome.kind === 'pk10'
                  ? JSON.stringify(outcome.cars) === JSON.stringify(r.cars)
                  : outcome.kind === 'roulette'
                    ? JSON.stringify(outcome.numbers) === JSON.stringify(r.numbers)
                    : outcome.kind === 'sangong'
                      ? JSON.stringify(outcome.cards) === JSON.stringify(r.cards)
                      : JSON.stringify(outcome.dice) === JSON.stringify(r.dice)
  }
  return { hashOk, outcome, matches, combined, combinedOk, jackpot }
}

// The jackpot check on a slot round (docs/jackpot.md, "The trigger is provably fair"): the round's own
// draw, HMAC-SHA256(serverSeed, "<clientSeed>:<nonce>:jackpot") read as a uniform integer in
// [0, odds × 10,000), wins when below the round's stake in cents. The decision is the one
// core/games/jackpot.ts computes for the server; the number drawn is read again here only to be shown.
export type JackpotCheck = {
  /** The round's stake as recorded (wire money). */
  stake: string
  /** 1 in `odds` at the full stake: the round's recorded odds when it won, the stated odds otherwise. */
  odds: number
  oddsRecorded: boolean
  /** The draw's range is [0, range); it wins when `drawn` is below `below` (the stake in cents). */
  range: number
  below: number
  drawn: number
  won: boolean
  /** Whether the record says it won (null when no record was loaded). */
  recordedWon: boolean | null
  agrees: boolean | null
}

/** The record's jackpot, `{ odds, amount, win }` when the round won it (server/games/jackpot.ts). */
const recordedJackpot = (recorded: unknown): { odds?: unknown } | null => {
  if (!recorded || typeof recorded !== 'object') return null
  const j = (recorded as { jackpot?: unknown }).jackpot
  return j && typeof j === 'object' ? (j as { odds?: unknown }) : null
}

/**
 * Recompute a slot round's jackpot decision for its stake. Null without a valid stake (a round typed in
 * by hand, not loaded by its id). A record that did not win carries no odds: the stated odds are used.
 */
export async function recomputeJackpot(
  hmac: HmacSha256,
  seeds: Seeds,
  stake: string | undefined,
  recorded: unknown,
): Promise<JackpotCheck | null> {
  if (!stake || !isWireMoney(stake)) return null
  const cents = decimalCents(stake)
  if (cents <= 0n) return null
  const claimed = recordedJackpot(recorded)
  const recordedOdds = claimed && Number.isInteger(claimed.odds) && (claimed.odds as number) > 0
  const odds = recordedOdds ? (claimed.odds as number) : JACKPOT_ODDS
  const range = odds * JACKPOT_FULL_STAKE_CENTS
  const won = await jackpotTriggered(hmac, seeds, cents, odds)
  const bytes = await hmac(seeds.serverSeed, jackpotMessage(seeds.clientSeed, seeds.nonce))
  const drawn = new ByteSource(bytes).int(range)
  const hasRecord = recorded !== null && recorded !== undefined && typeof recorded === 'object'
  const recordedWon = hasRecord ? claimed !== null : null
  return {
    stake,
    odds,
    oddsRecorded: Boolean(recordedOdds),
    range,
    below: Number(cents),
    drawn,
    won,
    recordedWon,
    agrees: recordedWon === null ? null : recordedWon === won,
  }
}

/** The games drawn for everyone (fast-3, 时时彩): a draw number names the round, and its seeds. */
export type DrawKind = 'fast3' | 'ssc' | 'pk10' | 'roulette' | 'sangong'
const DRAW_ISSUE: Record<DrawKind, RegExp> = {
  fast3: /^\d{8}-\d{4}$/,
  ssc: /^\d{8}-\d{3}$/,
  pk10: /^\d{7}$/,
  roulette: /^\d{8}$/,
  sangong: /^SG\d{8}-\d{4}$/,
}
export const DRAW_VENUE: Record<DrawKind, string> = {
  fast3: 'jdlottery',
  ssc: 'qxlottery',
  pk10: 'vrbet',
  roulette: 'lylive',
  sangong: 'ymlive',
}
export const isDrawKind = (kind: FairKind): kind is DrawKind => kind in DRAW_ISSUE
export const isDrawIssue = (form: FairForm) =>
  isDrawKind(form.kind) && DRAW_ISSUE[form.kind].test(form.issue.trim())
export type DrawDetail =
  | Fast3DrawDetail
  | SscDrawDetail
  | Pk10DrawDetail
  | RouletteDrawDetail
  | SangongDrawDetail

export const drawForm = (kind: DrawKind, d: DrawDetail): FairForm => ({
  kind,
  venue: DRAW_VENUE[kind],
  serverSeed: d.server_seed ?? '',
  serverHash: d.server_hash,
  clientSeed: d.client_seed,
  nonce: '0',
  issue: d.issue,
  contributions: d.contributions.join('\n'),
})

/** The shared draw's recorded result as the verifier compares it (null before the draw). */
export const drawRecorded = (d: DrawDetail) => {
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
  return Object.values(drawn)[0].length ? drawn : null
}

const slotMachineOf = (result: unknown) =>
  result && typeof result === 'object' && typeof (result as { machine?: unknown }).machine === 'string'
    ? (result as { machine: string }).machine
    : null

/** The verifier's form filled from a round loaded by its id. */
export const roundForm = (d: RoundDetail): FairForm => ({
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
})

/** The games played on the player's own seed pair: rotating the pair reveals its server seed. */
export const SEED_KINDS = ['slot', 'sicbo', 'bullbull', 'zhajinhua', 'erbagang', 'qiangzhuang'] as const
export type SeedKind = (typeof SEED_KINDS)[number]
export const isSeedKind = (kind: string): kind is SeedKind => (SEED_KINDS as readonly string[]).includes(kind)

/** The verdict: every check that could be made passed (the hash, the shared seed, the record, the shoe, the jackpot). */
export const isConsistent = (r: FairResult) =>
  r.hashOk &&
  r.combinedOk !== false &&
  r.matches !== false &&
  r.shoe?.orderOk !== false &&
  r.jackpot?.agrees !== false
