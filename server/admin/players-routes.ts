// The players' routes, registered from their contract calls (route.ts): the searchable list, one
// player's file (details, ledger, money, bets, sign-ins, notes) and the operator's actions on a player
// (note, lock, password resets, name change, message, balance adjustment). docs/operator-console.md.
import type { FastifyInstance } from 'fastify'
import { adminCalls as c } from '../../core/contract/admin'
import { BizError } from '../errors'
import { playersRoute } from './list-exports'
import { username as name } from './path-params'
import * as players from './players'
import type { AdminRoute } from './route'
import { adjust } from './service'

/** The Idempotency-Key of a balance adjustment: the same rule as the player API's. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/

export function playerRoutes(app: FastifyInstance, route: AdminRoute) {
  const q = app.db.query

  // ---------------------------------------------------------------- the list and one player's file
  route(c.players, playersRoute(app.db))
  route(c.player, async ({ req }) => players.detail(q, name(req)))
  route(c.playerLedger, async ({ req, input }) => players.ledger(q, name(req), input()))
  route(c.playerDeposits, async ({ req, input }) => players.deposits(q, name(req), input()))
  route(c.playerWithdrawals, async ({ req, input }) => players.withdrawals(q, name(req), input()))
  route(c.playerBets, async ({ req, input }) => players.bets(q, name(req), input()))
  route(c.playerLogins, async ({ req, input }) => players.logins(q, name(req), input()))
  route(c.playerNotes, async ({ req }) => players.notes(q, name(req)))

  // ---------------------------------------------------------------- actions on a player (audited)
  route(c.addNote, async ({ req, input, who }) => players.addNote(app.db, who, name(req), input().text))
  route(c.lockPlayer, async ({ req, input, who }) =>
    players.setLocked(app.db, who, name(req), true, input().reason),
  )
  route(c.unlockPlayer, async ({ req, input, who }) =>
    players.setLocked(app.db, who, name(req), false, input().reason),
  )
  route(c.resetPassword, async ({ req, who }) => players.resetPassword(app.db, who, name(req)))
  route(c.resetPayPassword, async ({ req, who }) =>
    players.resetPayPassword(app.db, app.config.payPepper, who, name(req)),
  )
  route(c.changeRealname, async ({ req, input, who }) => {
    const b = input()
    return players.changeRealname(app.db, who, name(req), b.realname, b.reason)
  })
  route(c.sendMessage, async ({ req, input, who }) => {
    const b = input()
    return players.sendMessage(app.db, who, name(req), b.title, b.content)
  })
  route(c.adjust, async ({ req, who, input }) => {
    const b = input()
    // Applied once per Idempotency-Key (service.ts adjust).
    const key = req.headers['idempotency-key']
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)))
      throw new BizError(1000, 'a.badRequest', { field: 'Idempotency-Key' })
    return adjust(app.db, who, b.username, b.amount, b.reason, key)
  })
}
