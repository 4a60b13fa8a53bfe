// Site and money settings from the console (docs/settings.md), in three groups: the site group (title,
// maintenance, service and agent links, licences) and its images in settings-site.ts, the money rules
// (USDT rates and fees, withdrawal limits and hours, the turnover multiple) in settings-money.ts, the
// deposit channels with their ranges and the receiving bank accounts in settings-receiving.ts; the field
// checks they share in settings-fields.ts. Every save is checked field by field (a refusal names the
// field in `data.field`), written in one transaction with its audit row (before and after), and read
// back by the player calls on their next request: nothing caches these rows, so every server process
// sees a change at once (docs/settings.md, "No cache"). This file registers their routes.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { settingsCalls as c } from '../../core/contract/admin'
import { BizError } from '../errors'
import type { AdminRoute } from './route'
import { readMoneyRules, saveMoneyRules } from './settings-money'
import { paymentSettings, savePayChannel, saveReceivingAccount } from './settings-receiving'
import { readSiteSettings, saveSiteSettings, uploadSettingsImage } from './settings-site'

// ---------------------------------------------------------------- routes

/** The settings routes, registered from their contract calls (route.ts). The saves check their own fields. */
export function settingsRoutes(app: FastifyInstance, route: AdminRoute) {
  const id = (req: FastifyRequest) => {
    const r = z.coerce
      .number()
      .int()
      .positive()
      .safeParse((req.params as { id?: unknown }).id)
    if (!r.success) throw new BizError(202, 'a.set.noSuchAccount')
    return r.data
  }
  route(c.siteSettings, async () => readSiteSettings(app.db.query))
  route(c.saveSiteSettings, async ({ req, who }) => saveSiteSettings(app.db, who, req.body))
  route(c.moneyRules, async () => readMoneyRules(app.db.query))
  route(c.saveMoneyRules, async ({ req, who }) => saveMoneyRules(app.db, who, req.body))
  route(c.paymentSettings, async () => paymentSettings(app.db.query))
  route(c.savePayChannel, async ({ req, who }) =>
    savePayChannel(app.db, who, (req.params as { code?: unknown }).code, req.body),
  )
  route(c.addReceivingAccount, async ({ req, who }) => saveReceivingAccount(app.db, who, null, req.body))
  route(c.saveReceivingAccount, async ({ req, who }) => saveReceivingAccount(app.db, who, id(req), req.body))
  route(c.uploadSettingsImage, async ({ req, who }) => uploadSettingsImage(app, who, req.body))
  // A channel's QR code belongs with the channel: treasury uploads it without the site permission.
  route(c.uploadReceivingQr, async ({ req, who }) =>
    uploadSettingsImage(app, who, { ...(req.body as object), kind: 'qr' }),
  )
}
