// Red-packet calls: the activity status, the grab, the records.
import type { FastifyPluginAsync } from 'fastify'
import { calls } from '../../core/contract'
import { answer, moneyRoute } from '../http/money-route'
import { grabRedPacket, redPacketRecords, redPacketStatus } from '../services/redpackets'

export const redpacketRoutes: FastifyPluginAsync = async (app) => {
  moneyRoute(app, calls.userredpacket, {
    run: async (q, ctx) => answer(await redPacketStatus(q, ctx.user.id)),
  })
  moneyRoute(app, calls.douserredpacket, {
    run: async (q, ctx) => answer(await grabRedPacket(q, ctx.user.id), 'm.claimOk'),
  })
  moneyRoute(app, calls.redpacket, {
    run: async (q, ctx) => answer(await redPacketRecords(q, ctx.user.id, ctx.body)),
  })
}
