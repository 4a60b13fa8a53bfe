// The provider gateway: one adapter per venue, whatever runs it. In-house venues launch a page of this
// site; partner venues get a launch session (the token the provider echoes in every seamless
// callback) and the provider's launch URL. In transfer mode a venue wallet is a ledger account and the
// adapter's transfer hook runs inside the ledger transaction of /api/transfer and /api/transall: an
// external partner would confirm the move there (a refusal rolls the ledger transfer back, code 209).
import { randomBytes } from 'node:crypto'
import type { Query } from '../db/client'
import { clock } from '../ledger/time'
import { openVenue, type VenueRow, venueKind } from './venues'

export type LaunchInput = { userId: number; gameCode: string; origin: string; isMobile: boolean }

export interface VenueAdapter {
  readonly venue: string
  readonly mode: 'in-house' | 'partner'
  launch(q: Query, v: VenueRow, input: LaunchInput): Promise<string>
  /** Called inside the ledger transaction of a transfer into (+) or out of (-) the venue wallet. */
  onTransfer(q: Query, userId: number, amountCents: bigint): Promise<void>
}

/** Launch sessions live 2 hours; wins and rollbacks are still accepted after that (standards §2). */
export const LAUNCH_SESSION_MS = 2 * 3600_000
export const SANDBOX_PROVIDER = 'sandbox'
export const sandboxUrl = () =>
  (process.env.PROVIDER_SANDBOX_URL || 'http://127.0.0.1:8090').replace(/\/$/, '')

const inHouse = (venue: string): VenueAdapter => ({
  venue,
  mode: 'in-house',
  async launch(_q, v, input) {
    const kind = venueKind(v.code)
    const query = new URLSearchParams({ venue: v.code, ...(input.gameCode ? { game: input.gameCode } : {}) })
    return `${input.origin}/#/play/${kind}?${query}`
  },
  async onTransfer() {},
})

const partner = (venue: string): VenueAdapter => ({
  venue,
  mode: 'partner',
  async launch(q, v, input) {
    const token = randomBytes(24).toString('base64url')
    await q(
      `INSERT INTO provider_sessions (token, provider, user_id, venue_code, game_code, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        token,
        SANDBOX_PROVIDER,
        input.userId,
        v.code,
        input.gameCode,
        new Date(clock.now().getTime() + LAUNCH_SESSION_MS),
      ],
    )
    const query = new URLSearchParams({
      session: token,
      venue: v.code,
      name: v.name,
      category: v.category,
      game: input.gameCode,
    })
    return `${sandboxUrl()}/launch?${query}`
  },
  // The sandbox plays against the ledger through the seamless callbacks: the venue wallet is its wallet.
  async onTransfer() {},
})

export const adapterFor = (venue: string): VenueAdapter =>
  venueKind(venue) === 'partner' ? partner(venue) : inHouse(venue)

/** getGameUrl: the venue must exist and be open; the adapter decides where the player goes. */
export async function gameUrl(q: Query, input: LaunchInput & { venue: string }) {
  const v = await openVenue(q, input.venue)
  return adapterFor(v.code).launch(q, v, input)
}
