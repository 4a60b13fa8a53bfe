// The slot lobby's calls (docs/jackpot.md): the shared progressive jackpot anyone can read (polled by
// the lobby and the slot page while visible), and a player's favourite and recently played machines.
import { z } from 'zod'
import { call, money, wireTime } from './core'

const venue = z.string({ error: 'v.platform' }).regex(/^[a-z0-9]{2,32}$/, { error: 'v.platform' })
const game = z.string({ error: 'v.gameRequired' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'v.gameRequired' })

/** A player keeps at most this many favourites. */
export const SLOT_FAVOURITES_MAX = 100
/** How many recently played machines the lobby lists. */
export const SLOT_RECENT_MAX = 10

export const Jackpot = z.object({
  /** The money in the pool now. */
  pool: money,
  /** The pool's share of every slot stake, in basis points (100 = 1 %). */
  rate_bp: z.number().int().nonnegative(),
  /** A spin wins the pool with probability 1 / odds. */
  odds: z.number().int().positive(),
  /** What the house puts back in after a win. */
  seed: money,
  wins: z.number().int().nonnegative(),
  last_win: z.object({ amount: money, at: wireTime }).nullable(),
})
export type Jackpot = z.infer<typeof Jackpot>

export const SlotRef = z.object({ venue, game })
export type SlotRef = z.infer<typeof SlotRef>

/** A machine as the lobby lists it: its name in the request's language and its artwork. */
export const SlotTile = SlotRef.extend({ name: z.string(), image: z.string() })
export type SlotTile = z.infer<typeof SlotTile>

export const SlotLobby = z.object({
  favourites: z.array(SlotTile),
  /** The machines of the player's latest slot rounds, newest first, one entry per machine. */
  recent: z.array(SlotTile.extend({ at: wireTime })),
})
export type SlotLobby = z.infer<typeof SlotLobby>

export const slotLobbyCalls = {
  jackpot: call({
    method: 'GET',
    path: '/api/games/jackpot',
    auth: false,
    request: z.object({}),
    response: Jackpot,
  }),
  slotLobby: call({
    method: 'GET',
    path: '/api/games/slot/lobby',
    auth: true,
    request: z.object({}),
    response: SlotLobby,
  }),
  /** Star or unstar a machine; idempotent (repeating it ends in the same list). Answers the favourites. */
  slotFavourite: call({
    method: 'POST',
    path: '/api/games/slot/favourite',
    auth: true,
    request: SlotRef.extend({ on: z.boolean({ error: 'v.body' }) }),
    response: z.array(SlotTile),
  }),
}
export type SlotLobbyCalls = typeof slotLobbyCalls
