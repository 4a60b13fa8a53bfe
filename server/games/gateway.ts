// The provider gateway: one adapter per venue, whatever runs it, and the one path for everything a
// venue wallet does: launch, balance, deposit (central -> venue), withdraw (venue -> central) and
// recover (all of it back). In-house venues keep their wallet on our ledger, so each of those is one
// ledger transaction. Partner venues keep the wallet themselves in transfer mode: the adapter calls
// the partner's transfer API (transfers.ts) and our ledger keeps the record; in seamless mode the
// partner plays through our callbacks (seamless.ts) and launch only opens a callback session.
import { randomBytes } from 'node:crypto'
import { clock } from '../clock'
import type { Db } from '../db/client'
import { BizError } from '../errors'
import { accountBalance, acct, InsufficientFunds } from '../ledger'
import { guard } from '../protection/gate'
import { intoVenue, outOfVenue } from '../wagering/kernel'
import {
  callPartner,
  PartnerUnavailable,
  partnerPlayer,
  partnerState,
  SANDBOX_PROVIDER,
  sandboxUrl,
} from './partner'
import { partnerUp } from './partner-health'
import { depositToPartner, partnerBalance, recoverFromPartner, withdrawFromPartner } from './transfers'
import { launchKind, openVenue, playWallet, type VenueRow, venueKind } from './venues'

export { SANDBOX_PROVIDER, sandboxUrl }

export type LaunchInput = { userId: number; gameCode: string; origin: string; isMobile: boolean }

export interface VenueAdapter {
  readonly venue: string
  readonly mode: 'in-house' | 'partner'
  launch(db: Db, v: VenueRow, input: LaunchInput): Promise<string>
  /** The player's money in this venue's wallet (cents). */
  balance(db: Db, userId: number): Promise<bigint>
  /**
   * Central -> venue wallet; returns the central balance after. `requestKey` identifies the player's
   * request: the same key again moves nothing more.
   */
  deposit(db: Db, userId: number, amount: bigint, requestKey: string): Promise<bigint>
  /** Venue -> central wallet; returns the central balance after. */
  withdraw(db: Db, userId: number, amount: bigint, requestKey: string): Promise<bigint>
  /** The whole venue wallet back to the central wallet; returns what moved (0 when empty). */
  recover(db: Db, userId: number, requestKey: string): Promise<bigint>
}

/** Launch sessions live 2 hours; wins and rollbacks are still accepted after that (docs/providers.md). */
export const LAUNCH_SESSION_MS = 2 * 3600_000

const aboveBalance = (e: unknown) => {
  if (e instanceof InsufficientFunds) throw new BizError(210, 'm.transferAboveBalance')
  throw e
}

const inHouse = (venue: string): VenueAdapter => ({
  venue,
  mode: 'in-house',
  async launch(_db, v, input) {
    const kind = launchKind(v.code, input.gameCode)
    // The sportsbook's page is the venue's board (its leagues), not one game.
    if (kind === 'sportsbook')
      return `${input.origin}/#/play/sports?${new URLSearchParams({ venue: v.code })}`
    const query = new URLSearchParams({ venue: v.code, ...(input.gameCode ? { game: input.gameCode } : {}) })
    return `${input.origin}/#/play/${kind}?${query}`
  },
  balance: (db, userId) => accountBalance(db.query, acct.venue(userId, venue)),
  async deposit(db, userId, amount, requestKey) {
    const t = await db.tx((q) =>
      intoVenue(q, { userId, venue, amount, key: `vt:${userId}:${requestKey}:${venue}:in` }),
    )
    return t.debitBalance
  },
  async withdraw(db, userId, amount, requestKey) {
    const t = await db
      .tx((q) => outOfVenue(q, { userId, venue, amount, key: `vt:${userId}:${requestKey}:${venue}:out` }))
      .catch(aboveBalance)
    return t.creditBalance
  },
  recover: (db, userId) =>
    db.tx(async (q) => {
      const wallet = acct.venue(userId, venue)
      // Both wallets locked in id order (as the ledger does) before the balance we move is read.
      const rows = await q<{ code: string; balance: string | number }>(
        'SELECT code, balance FROM ledger_accounts WHERE code = ANY($1) ORDER BY id FOR NO KEY UPDATE',
        [[acct.central(userId), wallet]],
      )
      const amount = BigInt(rows.find((r) => r.code === wallet)?.balance ?? 0)
      if (amount <= 0n) return 0n
      await outOfVenue(q, { userId, venue, amount, memo: 'transall' })
      return amount
    }),
})

const unavailable = (e: unknown): never => {
  if (e instanceof PartnerUnavailable) throw new BizError(209, 'm.venueUnavailable')
  throw e
}

const partner = (venue: string, provider = SANDBOX_PROVIDER): VenueAdapter => {
  const move = (userId: number, requestKey: string) => ({ userId, venue, provider, requestKey })
  return {
    venue,
    mode: 'partner',
    async launch(db, v, input) {
      // A partner that does not answer gets no player: the venue list shows it under maintenance.
      if (!(await partnerUp(provider))) throw new BizError(209, 'g.partnerDown')
      const wallet = await playWallet(db.query, input.userId, v.code)
      let token: string
      if (wallet.seamless) {
        // Seamless: our own session token, which the partner echoes in every callback.
        token = randomBytes(24).toString('base64url')
        await db.query(
          `INSERT INTO provider_sessions (token, provider, user_id, venue_code, game_code, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            token,
            provider,
            input.userId,
            v.code,
            input.gameCode,
            new Date(clock.now().getTime() + LAUNCH_SESSION_MS),
          ],
        )
      } else {
        // Transfer: the partner opens the session on its own wallet, server to server.
        const { merchant } = await partnerState(db.query, provider)
        const r = await callPartner(provider, 'session', {
          merchant,
          player: partnerPlayer(input.userId),
          venue: v.code,
          game: input.gameCode,
        })
        if (r.outcome !== 'ok' || typeof r.body.token !== 'string') throw new BizError(209, 'g.partnerDown')
        token = r.body.token
      }
      const query = new URLSearchParams({
        session: token,
        venue: v.code,
        name: v.name,
        category: v.category,
        game: input.gameCode,
      })
      return `${sandboxUrl()}/launch?${query}`
    },
    balance: (db, userId) => partnerBalance(db, userId, venue, provider).catch(unavailable),
    deposit: (db, userId, amount, requestKey) =>
      depositToPartner(db, move(userId, requestKey), amount).catch(unavailable),
    withdraw: (db, userId, amount, requestKey) =>
      withdrawFromPartner(db, move(userId, requestKey), amount).catch(unavailable),
    recover: (db, userId, requestKey) => recoverFromPartner(db, move(userId, requestKey)).catch(unavailable),
  }
}

export const adapterFor = (venue: string): VenueAdapter =>
  venueKind(venue) === 'partner' ? partner(venue) : inHouse(venue)

/** getGameUrl: the venue must exist and be open; the adapter decides where the player goes. */
export async function gameUrl(db: Db, input: LaunchInput & { venue: string }) {
  const v = await openVenue(db.query, input.venue)
  await guard(db.query, input.userId, 'launch')
  return adapterFor(v.code).launch(db, v, input)
}
