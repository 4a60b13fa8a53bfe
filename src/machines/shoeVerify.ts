// The verifier's part for the shared shoe tables (baccarat, dragon-tiger), used by fairness.machine:
// the shoe's client seed recomputed from its number and the contributions, the 8 decks shuffled
// again, the order's hash compared with the one published before the first deal, and every round
// re-dealt and compared with the table's record.
import { type Hand, handRecord } from '../../core/games/engines/baccarat'
import { type DtRound, dtRecord } from '../../core/games/engines/dragontiger'
import { shoeCombinedSeed, shoeText } from '../../core/games/engines/shoe'
import { sha256Hex, subtleHmac } from '../../core/games/fair'
import { replayDtShoe, replayShoe } from '../../core/games/replay'
import type { BaccaratShoeDetail, DragonTigerShoeDetail } from '../api/games'

export type ShoeKind = 'baccarat' | 'dragontiger'
export const SHOE_KINDS: readonly ShoeKind[] = ['baccarat', 'dragontiger']
export const isShoeKind = (kind: string): kind is ShoeKind => (SHOE_KINDS as readonly string[]).includes(kind)
const VENUE: Record<ShoeKind, string> = { baccarat: 'jdlive', dragontiger: 'hxlive' }

/** A replayed shoe: its rounds, whether the order's hash is the published one, rounds that differ. */
export type ShoeCheck = { orderOk: boolean | null; mismatches: number[] } & (
  | { game: 'baccarat'; hands: Hand[] }
  | { game: 'dragontiger'; hands: DtRound[] }
)

/** What the verifier needs of a shoe to recompute it. */
export type ShoeForm = {
  kind: ShoeKind
  serverSeed: string
  clientSeed: string
  contributions: string
  shoe?: string
}
type RecordedShoe = { shoe_hash: string; hands: ({ hand: number } & Record<string, unknown>)[] }

/** A record as text whatever its key order (the database's JSONB orders keys its own way). */
const canonical = (o: object) =>
  JSON.stringify(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
export type ShoeDetail = BaccaratShoeDetail | DragonTigerShoeDetail

export async function recomputeShoe(form: ShoeForm, recorded: unknown, subtle: SubtleCrypto) {
  const seeds = form.contributions.split(/\s+/).filter(Boolean)
  const sha = (text: string) => sha256Hex(subtle, text)
  const combined = await shoeCombinedSeed(sha, (form.shoe ?? '').trim(), seeds, form.kind)
  const clientSeed = form.clientSeed.trim()
  const seedsOf = { serverSeed: form.serverSeed, clientSeed: combined }
  const replayed =
    form.kind === 'dragontiger'
      ? await replayDtShoe(subtleHmac(subtle), seedsOf).then((r) => ({
          cards: r.cards,
          check: { game: 'dragontiger' as const, hands: r.rounds },
          records: r.rounds.map((x) => canonical(dtRecord(x))),
        }))
      : await replayShoe(subtleHmac(subtle), seedsOf).then((r) => ({
          cards: r.cards,
          check: { game: 'baccarat' as const, hands: r.hands },
          records: r.hands.map((x) => canonical(handRecord(x))),
        }))
  const rec = recorded as RecordedShoe | null
  const orderOk = rec?.shoe_hash ? (await sha(shoeText(replayed.cards))) === rec.shoe_hash : null
  const mismatches = (rec?.hands ?? [])
    .filter(({ hand, ...h }) => replayed.records[hand - 1] !== canonical(h))
    .map((h) => h.hand)
  const shoe: ShoeCheck = { ...replayed.check, orderOk, mismatches }
  return {
    shoe,
    matches: rec ? mismatches.length === 0 && rec.hands.length <= replayed.records.length : null,
    combined,
    combinedOk: clientSeed ? combined === clientSeed : null,
  }
}

/** The verifier's form filled from a shoe the server returned. */
export const shoeForm = (kind: ShoeKind, d: ShoeDetail) => ({
  kind,
  venue: VENUE[kind],
  serverSeed: d.server_seed ?? '',
  serverHash: d.server_hash,
  clientSeed: d.client_seed,
  nonce: '0',
  issue: '',
  contributions: d.contributions.join('\n'),
  shoe: String(d.shoe),
})

/** The recorded rounds of a shoe, as the verifier compares them. */
export const shoeRecorded = (d: ShoeDetail) => ({
  shoe_hash: d.shoe_hash,
  hands: d.hands.map(({ card_pos, ...h }) => h),
})

/** A shoe table's round id names its table and shoe: BJ<shoe>-<hand>-<player>-<n> (baccarat), LH… (dragon-tiger). */
export function shoeOfRound(roundId: string): { kind: ShoeKind; shoe: string } | null {
  const m = /^(BJ|LH)(\d+)-/.exec(roundId.trim())
  return m ? { kind: m[1] === 'LH' ? 'dragontiger' : 'baccarat', shoe: m[2] } : null
}
