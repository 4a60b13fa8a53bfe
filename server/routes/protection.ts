// Player protection calls: the 责任博彩 page's status, limits, time-out and self-exclusion, reopening,
// the reality check and its answer, the date of birth and period totals. Each change and the status
// it leads to are one transaction. docs/protection.md.
import type { FastifyPluginAsync } from 'fastify'
import { protectionCalls } from '../../core/contract'
import { beijingDate } from '../../core/time'
import { clock } from '../clock'
import { BizError } from '../errors'
import { defineRoute } from '../http/route'
import {
  answerReality,
  exclude,
  protectionStatus,
  requestReopen,
  setBirthDate,
  setLimit,
  setRealityInterval,
  totals,
} from '../protection/service'
import { explicitWindow } from '../services/record-range'

export const protectionRoutes: FastifyPluginAsync = async (app) => {
  const c = protectionCalls
  defineRoute(app, c.protectionStatus, async ({ user, db }) => protectionStatus(db.query, user.id))
  defineRoute(app, c.protectionLimit, async ({ user, db, body }) =>
    db.tx(async (q) => {
      // Money limits arrive as exact cents (the contract's money parser); the session limit in minutes.
      const amount = body.amount === null ? null : BigInt(body.amount)
      await setLimit(q, user.id, { kind: body.kind, period: body.period, amount })
      return protectionStatus(q, user.id)
    }),
  )
  defineRoute(app, c.protectionExclude, async ({ user, db, body }) =>
    db.tx(async (q) => {
      await exclude(q, user.id, body.duration)
      return protectionStatus(q, user.id)
    }),
  )
  defineRoute(app, c.protectionReopen, async ({ user, db }) =>
    db.tx(async (q) => {
      await requestReopen(q, user.id)
      return protectionStatus(q, user.id)
    }),
  )
  defineRoute(app, c.protectionReality, async ({ user, db, body }) =>
    db.tx(async (q) => {
      await setRealityInterval(q, user.id, body.interval)
      return protectionStatus(q, user.id)
    }),
  )
  defineRoute(app, c.protectionRealityAnswer, async ({ user, db }) =>
    db.tx(async (q) => {
      await answerReality(q, user.id)
      return protectionStatus(q, user.id)
    }),
  )
  defineRoute(app, c.protectionBirthDate, async ({ user, db, body }) =>
    db.tx(async (q) => {
      await setBirthDate(q, user.id, body.birth_date)
      return protectionStatus(q, user.id)
    }),
  )
  defineRoute(app, c.protectionTotals, async ({ user, db, body }) => {
    const today = beijingDate(clock.now())
    const start = body.start ?? today
    const end = body.end ?? today
    // The same range rule as every record list (at most 12 months back, not in the future).
    if (body.start || body.end) explicitWindow({ start: body.start, end: body.end })
    if (end < start) throw new BizError(1000, 'v.rangeOrder')
    return totals(db.query, user.id, start, end)
  })
}
