// Promotion rules and their payouts (docs/promotions.md), registered from their contract calls
// (route.ts), with the agents' commission rule and runs (docs/agents.md).
import type { FastifyInstance } from 'fastify'
import { adminCalls as c, promotionCalls as p } from '../../core/contract/admin'
import * as agents from './agents'
import { payoutsRoute } from './list-exports'
import { numericId } from './path-params'
import { listPromotions, parseRule, saveRule } from './promotions'
import type { AdminRoute } from './route'

export function promotionRoutes(app: FastifyInstance, route: AdminRoute) {
  route(p.promotions, async () => listPromotions(app.db.query))
  route(p.promotionPayouts, payoutsRoute(app.db))
  route(p.savePromotionRule, async ({ req, who }) =>
    saveRule(app.db, who, numericId(req), parseRule(req.body)),
  )
}

export function agentRoutes(app: FastifyInstance, route: AdminRoute) {
  route(c.commissionRule, async () => agents.readRule(app.db.query))
  route(c.setCommissionRule, async ({ input, who }) => agents.setRule(app.db, who, input()))
  route(c.agents, async ({ input }) => agents.listAgents(app.db.query, input()))
  route(c.commissions, async ({ input }) => agents.listCommissions(app.db.query, input()))
  route(c.runCommission, async ({ input, who }) => agents.runCommission(app.db, who, input().month))
}
