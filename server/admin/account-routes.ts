// Operator accounts' routes, registered through the operator API's guarded helpers (routes.ts): the
// two-step sign-in, sign-out, one's own account (sessions, password) and the owner's management of
// operators (roles, disabling, second factor, password reset, address allow-list, sessions).
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  accountCalls,
  adminCalls,
  allowListRequest,
  changePasswordRequest,
  createOperatorRequest,
  disableRequest,
  type Permission,
  roleRequest,
  totpRequest,
} from '../../core/contract/admin'
import type { Db } from '../db/client'
import { BizError } from '../errors'
import type { AppConfig } from '../http/config'
import { changeOwnPassword } from './operator-account'
import { operatorLogout, revokeOwnSession, type SignedIn, sessionsOf } from './operator-sessions'
import { enrolStep, passwordStep, totpStep } from './operator-signin'
import {
  addOperator,
  listOperators,
  operatorInfo,
  resetOperatorPassword,
  resetTwoFactor,
  revokeOperatorSessions,
  setOperatorDisabled,
  setOperatorIps,
  setOperatorRole,
} from './operators'

type Handler = (c: { req: FastifyRequest; who: SignedIn }) => Promise<unknown>
type Add = (url: string, permission: Permission | 'public', handler: Handler) => void

const Id = z.object({ id: z.coerce.number().int().positive() })
const Login = z.object({ username: z.string().min(1).max(64), password: z.string().min(1).max(128) })

const parse = <T extends z.ZodType>(schema: T, v: unknown): z.output<T> => {
  const r = schema.safeParse(v ?? {})
  if (!r.success)
    throw new BizError(1000, 'a.badRequest', { field: r.error.issues[0]?.path.join('.') || 'body' })
  return r.data
}
const userAgent = (req: FastifyRequest) => String(req.headers['user-agent'] ?? '').slice(0, 256)
const id = (req: FastifyRequest) => parse(Id, req.params).id

export function accountRoutes(app: { db: Db; config: AppConfig }, get: Add, post: Add) {
  const db = app.db
  const limits = () => app.config.operatorSession
  const c = { ...adminCalls, ...accountCalls }

  // ---------------------------------------------------------------- sign-in and one's own account
  post(c.login.path, 'public', async ({ req }) => {
    const b = parse(Login, req.body)
    return passwordStep(db, app.config, b.username, b.password, req.ip)
  })
  post(c.loginTotp.path, 'public', async ({ req }) => {
    const b = parse(totpRequest, req.body)
    return totpStep(db, app.config, b.ticket, b.code, req.ip, userAgent(req))
  })
  post(c.loginEnrol.path, 'public', async ({ req }) => {
    const b = parse(totpRequest, req.body)
    return enrolStep(db, app.config, b.ticket, b.code, req.ip, userAgent(req))
  })
  post(c.logout.path, 'self', async ({ who }) => {
    await operatorLogout(db, who)
    return null
  })
  get(c.me.path, 'self', async ({ who }) => operatorInfo(who, who.mustChangePassword))
  get(c.mySessions.path, 'self', async ({ who }) => sessionsOf(db.query, limits(), who.id, who.sessionId))
  post(c.revokeMySession.path, 'self', async ({ req, who }) => {
    await revokeOwnSession(db, who, id(req))
    return null
  })
  post(c.changeMyPassword.path, 'self', async ({ req, who }) => {
    const b = parse(changePasswordRequest, req.body)
    return changeOwnPassword(db, who, b.current, b.password)
  })

  // ---------------------------------------------------------------- operators (owner)
  get(c.operators.path, 'operators.manage', async () => listOperators(db.query, limits()))
  post(c.createOperator.path, 'operators.manage', async ({ req, who }) =>
    addOperator(db, limits(), who, parse(createOperatorRequest, req.body)),
  )
  post(c.setRole.path, 'operators.manage', async ({ req, who }) =>
    setOperatorRole(db, limits(), who, id(req), parse(roleRequest, req.body).role),
  )
  post(c.setDisabled.path, 'operators.manage', async ({ req, who }) =>
    setOperatorDisabled(db, limits(), who, id(req), parse(disableRequest, req.body).disabled),
  )
  post(c.resetTwoFactor.path, 'operators.manage', async ({ req, who }) =>
    resetTwoFactor(db, limits(), who, id(req)),
  )
  post(c.resetOperatorPassword.path, 'operators.manage', async ({ req, who }) =>
    resetOperatorPassword(db, limits(), who, id(req)),
  )
  post(c.setOperatorIps.path, 'operators.manage', async ({ req, who }) =>
    setOperatorIps(db, limits(), who, id(req), parse(allowListRequest, req.body).ips),
  )
  get(c.operatorSessions.path, 'operators.manage', async ({ req }) => sessionsOf(db.query, limits(), id(req)))
  post(c.revokeOperatorSessions.path, 'operators.manage', async ({ req, who }) =>
    revokeOperatorSessions(db, limits(), who, id(req)),
  )
}
