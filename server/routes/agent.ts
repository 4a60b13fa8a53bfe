// The agent page's calls (docs/agents.md): the overview (referral id, rule, statements) for any
// signed-in player, and the referred players' figures over a period for an approved agent only.
import type { FastifyPluginAsync } from 'fastify'
import { agentCalls } from '../../core/contract'
import { defineRoute } from '../http/route'
import { agentOverview, agentPlayers } from '../services/agents'

export const agentRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, agentCalls.agentOverview, async ({ user, db }) => agentOverview(db.query, user.id))
  defineRoute(app, agentCalls.agentPlayers, async ({ user, db, body }) =>
    agentPlayers(db.query, user.id, body),
  )
}
