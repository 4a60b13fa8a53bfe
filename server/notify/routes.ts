// The notification centre's calls (notifyCalls, docs/content.md "Notification centre").
import type { FastifyPluginAsync } from 'fastify'
import { NOTIFY_PANEL_PER_KIND, notifyCalls } from '../../core/contract/notify'
import { defineRoute } from '../http/route'
import { latestItems, markRead, unreadCounts } from './service'

export const notifyRoutes: FastifyPluginAsync = async (app) => {
  const c = notifyCalls
  defineRoute(app, c.notifyCounts, async ({ user, db }) => unreadCounts(db.query, user.id))
  defineRoute(app, c.notifyItems, async ({ user, db, lang }) =>
    latestItems(db.query, user.id, lang, NOTIFY_PANEL_PER_KIND),
  )
  defineRoute(app, c.notifyRead, async ({ user, db, body }) => markRead(db.query, user.id, body.kinds))
}
