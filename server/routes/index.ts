// Every route plugin of the API, one line per resource. Owners add their own line.
import type { FastifyPluginAsync } from 'fastify'
import { adminRoutes } from '../admin/routes'
import { accountRoutes } from './account'
import { cashierRoutes } from './cashier'
import { gameRoutes } from './games'
import { protectionRoutes } from './protection'
import { recordRoutes } from './records'
import { redpacketRoutes } from './redpacket'
import { siteRoutes } from './site'
import { walletRoutes } from './wallet'

export const routePlugins: FastifyPluginAsync[] = [
  siteRoutes,
  accountRoutes,
  walletRoutes,
  cashierRoutes,
  recordRoutes,
  redpacketRoutes,
  gameRoutes,
  protectionRoutes,
  adminRoutes,
]
