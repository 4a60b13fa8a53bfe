// Wallet calls: venue balances, transfers in and out, recover all, the transfer-mode switch.
import type { FastifyPluginAsync } from 'fastify'
import { calls } from '../../src/api/contract'
import { answer, moneyRoute } from '../ledger/route-kit'
import { balanceList, setTransferStatus, transfer, transferAll, venueBalance } from '../services/wallets'

export const walletRoutes: FastifyPluginAsync = async (app) => {
  moneyRoute(app, calls.balancelist, { run: async (q, ctx) => answer(await balanceList(q, ctx.user.id)) })
  moneyRoute(app, calls.userapimoney, {
    run: async (q, ctx) => answer(await venueBalance(q, ctx.user.id, ctx.body.platname)),
  })
  moneyRoute(app, calls.transfer, {
    run: async (q, ctx) => answer(await transfer(q, ctx.user.id, ctx.body), 'm.transferOk'),
  })
  moneyRoute(app, calls.transall, {
    run: async (q, ctx) => {
      const r = await transferAll(q, ctx.user.id)
      return answer({ balance: r.balance }, r.moved > 0n ? 'm.transallOk' : 'm.transallNothing')
    },
  })
  moneyRoute(app, calls.uptransferstatus, {
    run: async (q, ctx) => {
      await setTransferStatus(q, ctx.user.id, ctx.body.transferstatus as 0 | 1)
      return answer(null, 'm.transferStatusOk')
    },
  })
}
