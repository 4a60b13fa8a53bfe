// Wallet calls: venue balances, transfers in and out, recover all, the transfer-mode switch. Transfers,
// recover-all and a venue's balance go through the venue's adapter, which for a partner venue waits
// on the partner's API: they run as money flows (their steps commit one by one, idempotent under the
// request key), not inside one transaction.
import type { FastifyPluginAsync } from 'fastify'
import { calls } from '../../core/contract'
import { BizError } from '../errors'
import { answer, moneyFlow, moneyRoute } from '../http/money-route'
import { balanceList, setTransferStatus, transfer, transferAll, venueBalance } from '../services/wallets'

export const walletRoutes: FastifyPluginAsync = async (app) => {
  moneyRoute(app, calls.balancelist, {
    run: async (q, ctx) => answer(await balanceList(q, ctx.user.id, ctx.lang)),
  })
  moneyFlow(app, calls.userapimoney, {
    run: async (db, ctx) => answer(await venueBalance(db, ctx.user.id, ctx.body.platname)),
  })
  moneyFlow(app, calls.transfer, {
    run: async (db, ctx, key) => answer(await transfer(db, ctx.user.id, ctx.body, key), 'm.transferOk'),
  })
  moneyFlow(app, calls.transall, {
    run: async (db, ctx, key) => {
      const r = await transferAll(db, ctx.user.id, key)
      if (r.failed && !r.done) throw new BizError(209, 'm.transallFailed')
      if (r.failed)
        return answer({ balance: r.balance }, 'm.transallPartial', { done: r.done, failed: r.failed })
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
