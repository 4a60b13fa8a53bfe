// The public routes of payments: the player's payment state (/api/payStatus, for /payInfo) and the
// providers' signed callbacks (POST /pay/notify/:provider). A callback is checked against the
// provider's secret over the exact bytes received before anything else; a bad signature or shape
// answers 401 and changes nothing; every verified callback answers 200 {ok: true, outcome} (an
// unknown order too: recorded, nothing moves), so the provider stops resending (docs/payments.md).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { paymentCalls } from '../../core/contract/payments'
import { defineRoute } from '../http/route'
import { receiveCallback } from './credit'
import { payStatus } from './orders'
import { adapterFor, type Binding, callbackBindings } from './providers'

async function notifyRoutes(app: FastifyInstance) {
  // Encapsulated: only this route reads JSON as the raw string it must verify.
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))
  app.post<{ Params: { provider: string } }>('/pay/notify/:provider', async (req, reply) => {
    const raw = typeof req.body === 'string' ? req.body : ''
    const provider = req.params.provider
    const signature = req.headers['x-signature']
    const verified = (list: Binding[]) => {
      for (const b of list) {
        const cb = b.provider === provider ? adapterFor(b)?.verifyCallback(raw, signature) : null
        if (cb) return { binding: b, cb }
      }
      return null
    }
    // The bindings this process knows first; before refusing, or when the binding changed since
    // (the transaction checks it), the stored ones.
    for (const fresh of [false, true]) {
      const hit = verified(await callbackBindings(app.db.query, fresh))
      if (!hit) continue
      const outcome = await receiveCallback(app.db, hit.binding, hit.cb, raw)
      if (outcome === 'unbound') continue
      req.log.info({ provider, order: hit.cb.orderNo, event: hit.cb.eventId, outcome }, 'payment callback')
      return reply.send({ ok: true, outcome })
    }
    req.log.warn({ provider }, 'payment callback refused: signature or shape')
    return reply.status(401).send({ ok: false, reason: 'bad signature' })
  })
}

export const paymentRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, paymentCalls.payStatus, async ({ db, user, body }) =>
    payStatus(db, user.id, body.deposit_no),
  )
  app.register(notifyRoutes)
}
