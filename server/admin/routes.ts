// The back-office HTTP API under /admin/api, with operator credentials (never a player's session),
// served by the operator instance (app.ts) only. Answers use the same envelope as the player API;
// refusals are BizError with an admin catalog key (409 when already processed).
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { BizError } from '../errors'
import { checkLedger } from '../ledger'
import { adminText } from './messages'
import { adminProtectionRoutes } from './protection'
import {
  adjust,
  listDeposits,
  listPlayers,
  listWithdrawals,
  operatorFromToken,
  operatorLogin,
  operatorLogout,
  redPacketWindow,
  registrationLimit,
  reviewDeposit,
  reviewWithdrawal,
  setGrabWindow,
  setRegistrationLimit,
} from './service'

const token = (req: FastifyRequest) => {
  const m = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(String(req.headers.authorization ?? '').trim())
  return m ? m[1] : null
}

const parse = <T extends z.ZodType>(schema: T, v: unknown): z.output<T> => {
  const r = schema.safeParse(v ?? {})
  if (!r.success)
    throw new BizError(1000, 'a.badRequest', { field: r.error.issues[0]?.path.join('.') || 'body' })
  return r.data
}

const Login = z.object({ username: z.string().min(1).max(64), password: z.string().min(1).max(128) })
const ListQuery = z.object({
  state: z.coerce.number().int().min(1).max(3).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
})
const Order = z.object({ order: z.string().regex(/^[DW]\d{10,30}$/) })
const Note = z.object({ note: z.string().max(200).optional() })
const Adjust = z.object({
  username: z.string().min(1).max(64),
  amount: z.union([z.number(), z.string()]),
  reason: z.string().min(1).max(200),
})
const Review = z.object({ action: z.enum(['approve', 'refuse']) })
const RegistrationLimit = z.object({ per_ip_per_hour: z.coerce.number().int().min(0).max(1_000_000) })
const GrabWindow = z.object({ begin: z.string().max(8), end: z.string().max(8) })

const okBody = (data: unknown, message = adminText('zh', 'a.ok')) => ({ code: 200, message, data })

export const adminRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const operator = async (req: FastifyRequest) => {
    const who = await operatorFromToken(app.db, token(req))
    if (!who) throw new BizError(401, 'a.sessionRequired')
    return who
  }

  app.post('/admin/api/login', async (req) => {
    const b = parse(Login, req.body)
    const token = await operatorLogin(app.db, app.config.operatorLogin, b.username, b.password, req.ip)
    return okBody({ token })
  })
  app.post('/admin/api/logout', async (req) => {
    await operator(req)
    await operatorLogout(app.db, token(req)!)
    return okBody(null)
  })
  app.get('/admin/api/deposits', async (req) => {
    await operator(req)
    return okBody(await listDeposits(app.db.query, parse(ListQuery, req.query)))
  })
  app.get('/admin/api/withdrawals', async (req) => {
    await operator(req)
    return okBody(await listWithdrawals(app.db.query, parse(ListQuery, req.query)))
  })
  app.post('/admin/api/deposits/:order/:action', async (req) => {
    const who = await operator(req)
    const { order } = parse(Order, req.params)
    const { action } = parse(Review, req.params)
    return okBody(await reviewDeposit(app.db, who, order, action, parse(Note, req.body).note))
  })
  app.post('/admin/api/withdrawals/:order/:action', async (req) => {
    const who = await operator(req)
    const { order } = parse(Order, req.params)
    const { action } = parse(Review, req.params)
    return okBody(await reviewWithdrawal(app.db, who, order, action, parse(Note, req.body).note))
  })
  app.post('/admin/api/adjust', async (req) => {
    const who = await operator(req)
    const b = parse(Adjust, req.body)
    return okBody(await adjust(app.db, who, b.username, b.amount, b.reason))
  })
  app.get('/admin/api/players', async (req) => {
    await operator(req)
    return okBody(await listPlayers(app.db.query, parse(ListQuery, req.query).limit))
  })
  app.get('/admin/api/redpacket/window', async (req) => {
    await operator(req)
    return okBody(await redPacketWindow(app.db.query))
  })
  app.post('/admin/api/redpacket/window', async (req) => {
    const who = await operator(req)
    const b = parse(GrabWindow, req.body)
    return okBody(await setGrabWindow(app.db, who, { grab_begin: b.begin, grab_end: b.end }))
  })
  app.get('/admin/api/settings/registration', async (req) => {
    await operator(req)
    return okBody(await registrationLimit(app.db.query))
  })
  app.post('/admin/api/settings/registration', async (req) => {
    const who = await operator(req)
    const b = parse(RegistrationLimit, req.body)
    return okBody(await setRegistrationLimit(app.db, who, b.per_ip_per_hour))
  })
  adminProtectionRoutes(app, operator)
  app.get('/admin/api/ledger/check', async (req) => {
    await operator(req)
    const r = await checkLedger(app.db.query)
    return okBody(JSON.parse(JSON.stringify(r, (_, v) => (typeof v === 'bigint' ? v.toString() : v))))
  })
}
