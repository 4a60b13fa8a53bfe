// Record calls: bets, fund records, rebates and the rebate claim. The three lists read through
// `db.read`, a streaming replica when DATABASE_REPLICA_URL is set (docs/scaling.md): a list may lag the
// primary by the replica's delay; the claim, which moves money, runs on the primary.
import type { FastifyPluginAsync } from 'fastify'
import { calls } from '../../core/contract'
import { answer, moneyRead, moneyRoute } from '../http/money-route'
import { betRecords, claimRebates, rebateRecords, transRecords } from '../services/records'

export const recordRoutes: FastifyPluginAsync = async (app) => {
  moneyRead(app, calls.betrecord, async (ctx) =>
    answer(await betRecords(ctx.db.read, ctx.user.id, ctx.body, ctx.lang)),
  )
  moneyRead(app, calls.gettransrecord, async (ctx) =>
    answer(await transRecords(ctx.db.read, ctx.user.id, ctx.body, ctx.lang)),
  )
  moneyRead(app, calls.getfanshui, async (ctx) =>
    answer(await rebateRecords(ctx.db.read, ctx.user.id, ctx.body, ctx.lang)),
  )
  moneyRoute(app, calls.dofanshui, {
    run: async (q, ctx) => answer(await claimRebates(q, ctx.user.id), 'm.claimOk'),
  })
}
