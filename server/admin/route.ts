// One way to declare an operator route, as server/http/route.ts is for the player API: the contract
// call (core/contract/admin) supplies method, path and permission, so a route cannot restate them
// differently. `guard` resolves the session (401) and checks the operator's role against the call's
// permission (403, in Chinese) before the handler runs; 'public' (the password step) and 'ticket' (the
// second sign-in step, the support stream: the request carries its own ticket) ask for no session.
// `input()` parses the query (GET) or body (POST) with the call's request schema. The handler answers
// `data` (checked against the call's response schema, then wrapped in the envelope) or sends the reply
// itself (a file, a CSV, a stream).
// docs/operator-console.md, "How routes are declared".
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { type AdminCall, type OperatorRole, type Permission, roleMay } from '../../core/contract/admin'
import { BizError } from '../errors'
import { bearerToken } from '../http/route'
import { adminText } from './messages'
import { admitOperator } from './operator-account'
import { operatorFromToken, type SignedIn } from './operator-sessions'

/** A zod parse whose refusal is the operator API's 1000 naming the first bad field. */
export const parseAdmin = <T extends z.ZodType>(schema: T, v: unknown): z.output<T> => {
  const r = schema.safeParse(v ?? {})
  if (!r.success)
    throw new BizError(1000, 'a.badRequest', { field: r.error.issues[0]?.path.join('.') || 'body' })
  return r.data
}

const ROLE_NAMES: Record<OperatorRole, string> = {
  owner: '所有者',
  finance: '财务',
  risk: '风控',
  support: '客服',
  content: '内容',
  treasury: '资金账户',
}

const okBody = (data: unknown) => ({ code: 200, message: adminText('zh', 'a.ok'), data })

export type AdminRouteContext<C extends AdminCall> = {
  req: FastifyRequest
  reply: FastifyReply
  /** The signed-in operator; not set on a call that asks for no session ('public', 'ticket'). */
  who: SignedIn
  /** The query (GET) or body (POST) parsed with the call's request schema. */
  input: () => z.output<C['request']>
}
export type AdminHandler<C extends AdminCall> = (c: AdminRouteContext<C>) => Promise<unknown>
/** Registers one contract call; `bodyLimit` for the uploads. */
export type AdminRoute = <C extends AdminCall>(
  call: C,
  handler: AdminHandler<C>,
  opts?: { bodyLimit?: number },
) => void

/** The session check a route runs: 'public' when it asks for none (the call's 'public' or 'ticket'). */
export type Guard = Permission | 'public'
export type RouteEntry = { method: 'GET' | 'POST'; url: string; permission: Guard; call: AdminCall }

/** Every operator route registered through `route`, with its guard (the roles tests walk this table). */
export const routeTable: RouteEntry[] = []
/** Every route the operator app registered under /admin/api, by whatever means (onRoute). */
export const registeredAdminRoutes: { method: string; url: string }[] = []

export const guardOf = (call: AdminCall): Guard =>
  call.permission === 'public' || call.permission === 'ticket' ? 'public' : call.permission

/** The `route` function of one operator app; records every route it (or anything else) registers. */
export function adminRouter(app: FastifyInstance): AdminRoute {
  const limits = () => app.config.operatorSession
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/admin/api')) return
    for (const method of [r.method].flat()) {
      if (method === 'HEAD') continue
      if (!registeredAdminRoutes.some((x) => x.method === method && x.url === r.url))
        registeredAdminRoutes.push({ method, url: r.url })
    }
  })

  const guard = async (req: FastifyRequest, permission: Permission) => {
    const who = await operatorFromToken(app.db, limits(), bearerToken(req), req.ip)
    if (!who) throw new BizError(401, 'a.sessionRequired')
    await admitOperator(app.db, who, `${req.method} ${req.routeOptions.url}`)
    if (!roleMay(who.role, permission)) throw new BizError(403, 'a.forbidden', { role: ROLE_NAMES[who.role] })
    return who
  }

  return <C extends AdminCall>(call: C, handler: AdminHandler<C>, opts: { bodyLimit?: number } = {}) => {
    const { method, path: url } = call
    const permission = guardOf(call)
    if (!routeTable.some((r) => r.method === method && r.url === url))
      routeTable.push({ method, url, permission, call })
    app.route({
      method,
      url,
      bodyLimit: opts.bodyLimit,
      handler: async (req, reply) => {
        const who = permission === 'public' ? (null as unknown as SignedIn) : await guard(req, permission)
        const input = () =>
          parseAdmin(call.request, method === 'GET' ? req.query : req.body) as z.output<C['request']>
        const out = await handler({ req, reply, who, input })
        if (reply.sent) return reply
        // As the player API does (server/http/route.ts): an answer that breaks its contract is a bug,
        // answered 500, never sent as bad data.
        if (app.config.validateResponses) {
          const checked = call.response.safeParse(out)
          if (!checked.success) {
            req.log.error(
              { issues: checked.error.issues.slice(0, 5), path: url },
              'response does not match its contract',
            )
            throw new Error(`response of ${url} does not match its contract`)
          }
        }
        return okBody(out)
      },
    })
  }
}
