// Every call of the contract, answered by the fake backend (tests/api/mocks.test.ts checks coverage).
import { accountHandlers } from './handlers/account'
import { agentHandlers } from './handlers/agent'
import { bonusClaimHandlers } from './handlers/bonusClaims'
import { cashierHandlers } from './handlers/cashier'
import { notifyHandlers } from './handlers/notify'
import { protectionHandlers } from './handlers/protection'
import { recordHandlers } from './handlers/records'
import { recoveryHandlers } from './handlers/recovery'
import { redpacketHandlers } from './handlers/redpacket'
import { siteHandlers } from './handlers/site'
import { slotLobbyHandlers } from './handlers/slotLobby'
import { sportsHandlers } from './handlers/sports'
import { supportHandlers } from './handlers/support'
import { walletHandlers } from './handlers/wallet'

export const handlers = [
  ...siteHandlers,
  ...accountHandlers,
  ...walletHandlers,
  ...cashierHandlers,
  ...recordHandlers,
  ...redpacketHandlers,
  ...bonusClaimHandlers,
  ...protectionHandlers,
  ...agentHandlers,
  ...recoveryHandlers,
  ...sportsHandlers,
  ...supportHandlers,
  ...notifyHandlers,
  ...slotLobbyHandlers,
]
export { db, resetDb } from './db'
