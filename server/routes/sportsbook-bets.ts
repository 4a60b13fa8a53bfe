// The sportsbook's bet calls (issue 24): placing a slip is a money call (per-player money limit,
// Idempotency-Key: a slip retried with the same key answers the first answer and stakes nothing more),
// the player's bets a plain read. The board, match, table and seed calls live with the league jobs.
import type { FastifyPluginAsync } from 'fastify'
import { sportsCalls } from '../../core/contract'
import { answer, moneyRoute } from '../http/money-route'
import { defineRoute } from '../http/route'
import { placeBets } from '../sportsbook/bets'
import { myBets } from '../sportsbook/records'

export const sportsBetRoutes: FastifyPluginAsync = async (app) => {
  moneyRoute(app, sportsCalls.sportsBet, {
    run: async (q, { body, user }) => answer(await placeBets(q, user.id, body)),
  })
  defineRoute(app, sportsCalls.sportsBets, async ({ body, user, db }) => ({
    bets: await myBets(db.query, user.id, body),
  }))
}
