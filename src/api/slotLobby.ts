// The slot lobby's calls (slotLobbyCalls of the contract, docs/jackpot.md) through the one client, and
// a visitor's favourites kept on this device (localStorage): a player's live on the server, so every
// device agrees. Loaded with the slot pages, outside the first load.
import type { Jackpot, SlotLobby, SlotTile } from '../../core/contract/slot-lobby'
import { SLOT_FAVOURITES_MAX } from '../../core/contract/slot-lobby'
import { asRead, sendTo } from './client'

export type { Jackpot, SlotLobby, SlotTile }

export const jackpot = async () =>
  (await asRead(() => sendTo<Jackpot>({ method: 'GET', path: '/api/games/jackpot' }))).data

export const slotLobby = async () =>
  (await asRead(() => sendTo<SlotLobby>({ method: 'GET', path: '/api/games/slot/lobby' }))).data

export const slotFavourite = async (input: { venue: string; game: string; on: boolean }) =>
  (await sendTo<SlotTile[]>({ method: 'POST', path: '/api/games/slot/favourite' }, input)).data

const LOCAL_KEY = 'slots.favourites'

const isTile = (v: unknown): v is SlotTile =>
  typeof v === 'object' &&
  v !== null &&
  ['venue', 'game', 'name', 'image'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string')

/** A visitor's favourites on this device (none when storage is refused or holds something else). */
export async function localFavourites(): Promise<SlotTile[]> {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(LOCAL_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isTile).slice(0, SLOT_FAVOURITES_MAX) : []
  } catch {
    return []
  }
}

/** Star or unstar on this device; answers the list as it is now (newest first, like the server). */
export async function setLocalFavourite(tile: SlotTile, on: boolean): Promise<SlotTile[]> {
  const rest = (await localFavourites()).filter((f) => f.venue !== tile.venue || f.game !== tile.game)
  const next = on ? [tile, ...rest].slice(0, SLOT_FAVOURITES_MAX) : rest
  try {
    globalThis.localStorage?.setItem(LOCAL_KEY, JSON.stringify(next))
  } catch {
    // Storage refused: the star lasts for this page only.
  }
  return next
}
