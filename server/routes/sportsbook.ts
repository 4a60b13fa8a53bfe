// The sportsbook's read and seed calls (core/contract/sportsbook.ts): a venue's board, one match for
// the viewer and verifier, a league's table, and client-seed contributions. Placing bets and the bet
// list are money calls in sportsbook-bets.ts.
import type { FastifyPluginAsync } from 'fastify'
import { sportsCalls } from '../../core/contract'
import { isSportsVenue } from '../../core/sportsbook'
import { BizError } from '../errors'
import { defineRoute } from '../http/route'
import { contributeSeed, sportsBoard, sportsMatch, sportsTable } from '../sportsbook/views'

export const sportsRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, sportsCalls.sportsBoard, async ({ body, user, db }) => {
    if (!isSportsVenue(body.venue)) throw new BizError(1000, 'v.platform')
    return sportsBoard(db, user.id, body.venue)
  })
  defineRoute(app, sportsCalls.sportsMatch, async ({ body, user, db }) =>
    sportsMatch(db, user.id, body.match_id),
  )
  defineRoute(app, sportsCalls.sportsSeed, async ({ body, user, db }) => {
    // A contribution needs a player who may play (not blocked); which venue does not matter.
    const [u] = await db.query<{ status: number }>('SELECT status FROM users WHERE id = $1', [user.id])
    if (Number(u?.status) !== 1) throw new BizError(203, 'g.playerBlocked')
    return contributeSeed(db, user.id, body.match_id, body.client_seed)
  })
  defineRoute(app, sportsCalls.sportsTable, async ({ body, db }) => sportsTable(db, body.league))
}
