// Record calls: bets, fund records, rebates and the rebate claim.
import type { FastifyPluginAsync } from 'fastify'
import { calls } from '../../core/contract'
import { answer, moneyRoute } from '../http/money-route'
import { betRecords, claimRebates, rebateRecords, transRecords } from '../services/records'

export const recordRoutes: FastifyPluginAsync = async (app) => {
  moneyRoute(app, calls.betrecord, {
    run: async (q, ctx) => answer(await betRecords(q, ctx.user.id, ctx.body)),
  })
  moneyRoute(app, calls.gettransrecord, {
    run: async (q, ctx) => answer(await transRecords(q, ctx.user.id, ctx.body)),
  })
  moneyRoute(app, calls.getfanshui, {
    run: async (q, ctx) => answer(await rebateRecords(q, ctx.user.id, ctx.body)),
  })
  moneyRoute(app, calls.dofanshui, {
    run: async (q, ctx) => answer(await claimRebates(q, ctx.user.id), 'm.claimOk'),
  })
}
