// 抢庄牛牛's routes (docs/qiangzhuang.md), registered by gameRoutes: the rules, the open round, and
// the three steps of a round, each a money call (one transaction with its stored answer, so a retried
// Idempotency-Key answers the first result and never stakes again).
import type { FastifyInstance } from 'fastify'
import { gameCalls } from '../../core/contract'
import { BULL_HANDS } from '../../core/games/engines/bullbull'
import {
  QZ_ANTES,
  QZ_BEST_PER_ANTE,
  QZ_BETS,
  QZ_BOLD_PER_ANTE,
  QZ_CAUTIOUS_PER_ANTE,
  QZ_COMMISSION_BP,
  QZ_GRABS,
  QZ_MAX_LOSS_ANTES,
  QZ_RETURN_BP,
  QZ_SEAT_BET_WEIGHTS,
  QZ_SEAT_GRAB_WEIGHTS,
  QZ_VISIBLE,
  qzHandMultiple,
} from '../../core/games/engines/qiangzhuang'
import { centsToWire } from '../../core/money'
import { betQz, grabQz, openQz, QZ_IDLE_MS, qzState } from '../games/qiangzhuang'
import { answer, moneyRoute } from '../http/money-route'
import { defineRoute } from '../http/route'

export function qiangzhuangRoutes(app: FastifyInstance) {
  defineRoute(app, gameCalls.qiangzhuangRules, async () => ({
    antes: QZ_ANTES.map((c) => centsToWire(c)),
    grabs: [...QZ_GRABS],
    bets: [...QZ_BETS],
    multiples: Object.fromEntries(BULL_HANDS.map((h) => [h, qzHandMultiple(h)])),
    commission_bp: QZ_COMMISSION_BP,
    max_loss_antes: QZ_MAX_LOSS_ANTES,
    idle_minutes: QZ_IDLE_MS / 60_000,
    seat_grab_weights: [...QZ_SEAT_GRAB_WEIGHTS],
    seat_bet_weights: [...QZ_SEAT_BET_WEIGHTS],
    best_per_ante: QZ_BEST_PER_ANTE,
    cautious_per_ante: QZ_CAUTIOUS_PER_ANTE,
    bold_per_ante: QZ_BOLD_PER_ANTE,
    return_bp: QZ_RETURN_BP,
    visible_cards: QZ_VISIBLE,
  }))
  defineRoute(app, gameCalls.qiangzhuangState, async ({ user, db }) => ({
    open: await db.tx((q) => qzState(q, user.id)),
  }))
  moneyRoute(app, gameCalls.qiangzhuangOpen, {
    run: async (q, { body, user }) => answer(await openQz(q, user.id, body)),
  })
  moneyRoute(app, gameCalls.qiangzhuangGrab, {
    run: async (q, { body, user }) => answer(await grabQz(q, user.id, body)),
  })
  moneyRoute(app, gameCalls.qiangzhuangBet, {
    run: async (q, { body, user }) => answer(await betQz(q, user.id, body)),
  })
}
