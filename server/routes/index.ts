// Every route plugin of the public API, one line per resource. Owners add their own line. The
// operator API is not here: it has its own instance and port (server/admin/app.ts).
import type { FastifyPluginAsync } from 'fastify'
import { kycRoutes } from '../kyc/routes'
import { notifyRoutes } from '../notify/routes'
import { paymentRoutes } from '../payments/routes'
import { accountRoutes } from './account'
import { agentRoutes } from './agent'
import { batchRoutes } from './batch'
import { cashierRoutes } from './cashier'
import { gameRoutes } from './games'
import { protectionRoutes } from './protection'
import { recordRoutes } from './records'
import { recoveryRoutes } from './recovery'
import { redpacketRoutes } from './redpacket'
import { siteRoutes } from './site'
import { slotLobbyRoutes } from './slot-lobby'
import { sportsRoutes } from './sportsbook'
import { sportsBetRoutes } from './sportsbook-bets'
import { supportRoutes } from './support'
import { walletRoutes } from './wallet'

export const routePlugins: FastifyPluginAsync[] = [
  siteRoutes,
  accountRoutes,
  walletRoutes,
  cashierRoutes,
  recordRoutes,
  redpacketRoutes,
  gameRoutes,
  sportsRoutes,
  sportsBetRoutes,
  protectionRoutes,
  agentRoutes,
  recoveryRoutes,
  supportRoutes,
  batchRoutes,
  paymentRoutes,
  kycRoutes,
  notifyRoutes,
  slotLobbyRoutes,
]
