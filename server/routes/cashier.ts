// Cashier calls: deposit methods, ranges, the bonuses a deposit may opt into and orders, the payment
// page, cards, wagering and withdrawals. Also runs the job that closes unpaid deposit orders after their payment window.
import type { FastifyPluginAsync } from 'fastify'
import { calls } from '../../core/contract'
import { checkPayPassword } from '../auth/paypassword'
import { answer, moneyRoute } from '../http/money-route'
import { depositOffers } from '../promotions/offers'
import { bindCard, deleteCard, listCards, validateBind } from '../services/cards'
import { bankList, createDeposit, payInfo, payRange, payWays, receivingAccounts } from '../services/deposits'
import { betAmount, precheckWithdrawal, requestWithdrawal } from '../services/withdrawals'

export const cashierRoutes: FastifyPluginAsync = async (app) => {
  moneyRoute(app, calls.banklist, { run: async (q, ctx) => answer(await bankList(q, ctx.lang)) })
  moneyRoute(app, calls.getPayWay, { run: async (q) => answer(await payWays(q), 'success') })
  moneyRoute(app, calls.getpaybank, {
    run: async (q, ctx) => answer(await receivingAccounts(q, ctx.lang)),
  })
  moneyRoute(app, calls.getPayRange, { run: async (q, ctx) => answer(await payRange(q, ctx.body.type)) })
  moneyRoute(app, calls.depositOffers, {
    run: async (q, ctx) => answer(await depositOffers(q, ctx.user.id, ctx.body.type)),
  })
  moneyRoute(app, calls.recharge, {
    run: async (q, ctx) => {
      const r = await createDeposit(q, ctx.user.id, ctx.body)
      // The contract: the order number travels in `message` (and in data).
      return answer(r, r.out_trade_no)
    },
  })
  moneyRoute(app, calls.payinfo, {
    run: async (q, ctx) => {
      const r = await payInfo(q, ctx.user.id, ctx.body.deposit_no)
      return answer(r.data, r.kind)
    },
  })

  moneyRoute(app, calls.getcard, {
    run: async (q, ctx) => answer(await listCards(q, ctx.user.id, ctx.body.type, ctx.lang)),
  })
  moneyRoute(app, calls.bindcard, {
    pre: async (ctx) => {
      await validateBind(ctx.db.query, ctx.body)
      await checkPayPassword(app, ctx.db.query, ctx.user.id, ctx.body.pay_pass)
    },
    run: async (q, ctx) => answer(await bindCard(q, ctx.user.id, ctx.body), 'm.bindOk'),
  })
  moneyRoute(app, calls.delcard, {
    run: async (q, ctx) => answer(await deleteCard(q, ctx.user.id, ctx.body.id), 'm.unbindOk'),
  })

  moneyRoute(app, calls.getBetAmount, { run: async (q, ctx) => answer(await betAmount(q, ctx.user.id)) })
  moneyRoute(app, calls.withdraw, {
    // Checks 1-5 of the contract's order; the pay-password failure must be counted, so outside the transaction.
    pre: async (ctx) => {
      await precheckWithdrawal(ctx.db.query, ctx.user.id, ctx.body.amount)
      await checkPayPassword(app, ctx.db.query, ctx.user.id, ctx.body.password)
    },
    run: async (q, ctx) => {
      await requestWithdrawal(q, ctx.user.id, ctx.body)
      return answer(null, 'm.withdrawSubmitted')
    },
  })
}
