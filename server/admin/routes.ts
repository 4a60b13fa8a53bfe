// The operator API under /admin/api, served by the operator instance (app.ts) only: one list of route
// modules, one per resource. Every route is registered from its contract call (core/contract/admin)
// through `route` (./route.ts), which reads method, path and permission from the call and guards the
// session (401) and the role (403, in Chinese) before the handler runs, so no route can forget or
// restate its check. `routeTable` lists what was registered: tests/server/console-roles.test.ts walks it
// for every role, and tests/server/admin-contract.test.ts holds it equal to the contract. Refusals are
// BizError with an admin catalog key (409 when already done). docs/operator-console.md, "How routes
// are declared".
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { kycAdminRoutes } from '../kyc/routes'
import { supportDeskRoutes } from '../support/desk-routes'
import { accountRoutes } from './account-routes'
import { approvalRoutes } from './approvals-routes'
import { auditRoutes } from './audit-routes'
import { backOfficeRoutes } from './back-office-routes'
import { contentRoutes } from './content'
import { paymentReportRoutes } from './payments-report'
import { playerRoutes } from './players-routes'
import { agentRoutes, promotionRoutes } from './promotions-routes'
import { protectionRoutes } from './protection-routes'
import { queueRoutes } from './queue-routes'
import { recoveryRoutes } from './recovery'
import { reportRoutes } from './reports-routes'
import { adminRouter } from './route'
import { settingsRoutes } from './settings'
import { sportsbookRoutes } from './sportsbook'

export { type RouteEntry, registeredAdminRoutes, routeTable } from './route'

export const adminRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const route = adminRouter(app)

  accountRoutes(app, route) // sign-in, own account, operators
  auditRoutes(app, route) // audit chain, ledger check, backup
  queueRoutes(app, route) // deposits, withdrawals, applications, transfers
  playerRoutes(app, route)
  settingsRoutes(app, route) // site and money settings
  sportsbookRoutes(app.db, route)
  recoveryRoutes(app, route)
  supportDeskRoutes(app, route)
  approvalRoutes(app.db, route)
  kycAdminRoutes(app, route)
  paymentReportRoutes(app.db, route)
  promotionRoutes(app, route)
  reportRoutes(app, route) // dashboard, period report
  agentRoutes(app, route)
  backOfficeRoutes(app, route) // the command line's first back office
  protectionRoutes(app, route)

  // Content editors (content.ts): each entry carries its own body limit (uploads).
  for (const { handler, bodyLimit, ...call } of contentRoutes(app.db, () => app.config.uploadsDir))
    route(call, ({ req, who }) => handler(req, who), { bodyLimit })
}
