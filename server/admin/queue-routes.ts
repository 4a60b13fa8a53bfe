// The review queues' routes, registered from their contract calls (route.ts): the counts, deposits and
// withdrawals (lists and exports in money-queue-export.ts, reviews here), agent and activity
// applications, and the partner transfer queue with its retry. docs/operator-console.md.
import type { FastifyInstance } from 'fastify'
import { adminCalls as c } from '../../core/contract/admin'
import { reviewActivity, reviewAgent } from './application-queues'
import { activitiesRoute, agentsRoute } from './list-exports'
import { moneyQueueRoutes } from './money-queue-export'
import { idAction, orderAction, transferId } from './path-params'
import { counts } from './queues'
import type { AdminRoute } from './route'
import { reviewDeposit, reviewWithdrawal } from './service'
import { retryTransfer, transfersRoute } from './transfer-queue'

export function queueRoutes(app: FastifyInstance, route: AdminRoute) {
  const oldMinutes = () => app.config.operatorSession.transferOldMinutes

  route(c.queueCounts, async () => counts(app.db.query, oldMinutes()))

  // ---------------------------------------------------------------- deposits and withdrawals
  moneyQueueRoutes(app.db, route)
  route(c.reviewDeposit, async ({ req, who, input }) => {
    const { order, action } = orderAction(req)
    const r = await reviewDeposit(app.db, who, order, action, input().note)
    return { ...r, id: r.order_no }
  })
  route(c.reviewWithdrawal, async ({ req, who, input }) => {
    const { order, action } = orderAction(req)
    const r = await reviewWithdrawal(app.db, who, order, action, input().note)
    return { ...r, id: r.order_no }
  })

  // ---------------------------------------------------------------- agent and activity applications
  route(c.agentQueue, agentsRoute(app.db))
  route(c.reviewAgent, async ({ req, who, input }) => {
    const { id, action } = idAction(req)
    return reviewAgent(app.db, who, id, action, input().reason)
  })
  route(c.activityQueue, activitiesRoute(app.db))
  route(c.reviewActivity, async ({ req, who, input }) => {
    const { id, action } = idAction(req)
    return reviewActivity(app.db, who, id, action, input().reason)
  })

  // ---------------------------------------------------------------- partner transfers
  route(c.transferQueue, transfersRoute(app.db, oldMinutes))
  route(c.retryTransfer, async ({ req, who }) => retryTransfer(app.db, who, transferId(req), oldMinutes()))
}
