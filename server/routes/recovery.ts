// Contact verification (member) and password recovery (public) calls: docs/messaging.md.
import type { FastifyPluginAsync } from 'fastify'
import { recoveryCalls } from '../../core/contract'
import { recoveryOptions, resetWithCode, sendRecoveryCode } from '../auth/recovery'
import { contactsOf, sendContactCode, verifyContact } from '../auth/recovery-contacts'
import { defineRoute, ok } from '../http/route'

export const recoveryRoutes: FastifyPluginAsync = async (app) => {
  const c = recoveryCalls
  defineRoute(app, c.contacts, async ({ db, user }) => contactsOf(db.query, user.id))
  defineRoute(app, c.contactSend, async ({ user, body, lang }) =>
    ok(await sendContactCode(app, user.id, body.channel, lang), 'rc.ok.sent'),
  )
  defineRoute(app, c.contactVerify, async ({ user, body }) =>
    ok(await verifyContact(app, user.id, body.channel, body.code), 'rc.ok.verified'),
  )
  defineRoute(app, c.recoveryOptions, async ({ body, req }) => recoveryOptions(app, body, req.ip))
  defineRoute(app, c.recoverySend, async ({ body, req, lang }) =>
    ok(await sendRecoveryCode(app, body, req.ip, lang), 'rc.ok.sent'),
  )
  defineRoute(app, c.recoveryReset, async ({ body, req, lang }) => {
    await resetWithCode(app, body, req.ip, lang)
    return ok(null, 'rc.ok.reset')
  })
}
