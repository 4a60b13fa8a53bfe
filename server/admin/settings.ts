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
import type { Permission } from '../../core/contract/admin'
import { BizError } from '../errors'
import type { Actor } from './audit'
import { readMoneyRules, saveMoneyRules } from './settings-money'
import { paymentSettings, savePayChannel, saveReceivingAccount } from './settings-receiving'
import { readSiteSettings, saveSiteSettings, uploadSettingsImage } from './settings-site'

// ---------------------------------------------------------------- routes

type Handler = (c: { req: FastifyRequest; who: Actor }) => Promise<unknown>
type Add = (url: string, permission: Permission, handler: Handler) => void

/** The settings routes, registered through the operator API's guarded helpers (routes.ts). */
export function settingsRoutes(app: FastifyInstance, get: Add, post: Add) {
  const id = (req: FastifyRequest) => {
    const r = z.coerce
      .number()
      .int()
      .positive()
      .safeParse((req.params as { id?: unknown }).id)
    if (!r.success) throw new BizError(202, 'a.set.noSuchAccount')
    return r.data
  }
  get('/admin/api/settings/site', 'settings.site', async () => readSiteSettings(app.db.query))
  post('/admin/api/settings/site', 'settings.site', async ({ req, who }) =>
    saveSiteSettings(app.db, who, req.body),
  )
  get('/admin/api/settings/money', 'settings.money', async () => readMoneyRules(app.db.query))
  post('/admin/api/settings/money', 'settings.money', async ({ req, who }) =>
    saveMoneyRules(app.db, who, req.body),
  )
  get('/admin/api/settings/payment', 'settings.money', async () => paymentSettings(app.db.query))
  post('/admin/api/settings/channels/:code', 'settings.receiving', async ({ req, who }) =>
    savePayChannel(app.db, who, (req.params as { code?: unknown }).code, req.body),
  )
  post('/admin/api/settings/accounts', 'settings.receiving', async ({ req, who }) =>
    saveReceivingAccount(app.db, who, null, req.body),
  )
  post('/admin/api/settings/accounts/:id', 'settings.receiving', async ({ req, who }) =>
    saveReceivingAccount(app.db, who, id(req), req.body),
  )
  post('/admin/api/settings/images', 'settings.site', async ({ req, who }) =>
    uploadSettingsImage(app, who, req.body),
  )
  // A channel's QR code belongs with the channel: treasury uploads it without the site permission.
  post('/admin/api/settings/receiving/qr', 'settings.receiving', async ({ req, who }) =>
    uploadSettingsImage(app, who, { ...(req.body as object), kind: 'qr' }),
  )
}
