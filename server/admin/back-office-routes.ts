// The first back office's routes (the command line's, core/contract/admin/legacy.ts), registered from
// their contract calls (route.ts): recent lists, the red-packet window and the registration limit.
// Player protection's share of them is in protection-routes.ts, the ledger check in audit-routes.ts.
import type { FastifyInstance } from 'fastify'
import { adminCalls as c } from '../../core/contract/admin'
import type { AdminRoute } from './route'
import {
  listDeposits,
  listPlayers,
  listWithdrawals,
  redPacketWindow,
  registrationLimit,
  setGrabWindow,
  setRegistrationLimit,
} from './service'

export function backOfficeRoutes(app: FastifyInstance, route: AdminRoute) {
  const q = app.db.query
  route(c.recentDeposits, async ({ input }) => listDeposits(q, input()))
  route(c.recentWithdrawals, async ({ input }) => listWithdrawals(q, input()))
  route(c.recentPlayers, async ({ input }) => listPlayers(q, input().limit))
  route(c.redPacketWindow, async () => redPacketWindow(q))
  route(c.setRedPacketWindow, async ({ input, who }) => {
    const b = input()
    return setGrabWindow(app.db, who, { grab_begin: b.begin, grab_end: b.end })
  })
  route(c.registrationLimit, async () => registrationLimit(q))
  route(c.setRegistrationLimit, async ({ input, who }) =>
    setRegistrationLimit(app.db, who, input().per_ip_per_hour),
  )
}
