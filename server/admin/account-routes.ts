// Operator accounts' routes, registered from their contract calls (route.ts): the
// two-step sign-in, sign-out, one's own account (sessions, password) and the owner's management of
// operators (roles, disabling, second factor, password reset, address allow-list, sessions).
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { accountCalls, adminCalls } from '../../core/contract/admin'
import type { Db } from '../db/client'
import type { AppConfig } from '../http/config'
import { changeOwnPassword } from './operator-account'
import { operatorLogout, revokeOwnSession, sessionsOf } from './operator-sessions'
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
import { type AdminRoute, parseAdmin as parse } from './route'

const Id = z.object({ id: z.coerce.number().int().positive() })
const Login = z.object({ username: z.string().min(1).max(64), password: z.string().min(1).max(128) })

const userAgent = (req: FastifyRequest) => String(req.headers['user-agent'] ?? '').slice(0, 256)
const id = (req: FastifyRequest) => parse(Id, req.params).id

export function accountRoutes(app: { db: Db; config: AppConfig }, route: AdminRoute) {
  const db = app.db
  const limits = () => app.config.operatorSession
  const c = { ...adminCalls, ...accountCalls }

  // ---------------------------------------------------------------- sign-in and one's own account
  route(c.login, async ({ req }) => {
    const b = parse(Login, req.body)
    return passwordStep(db, app.config, b.username, b.password, req.ip)
  })
  route(c.loginTotp, async ({ req, input }) => {
    const b = input()
    return totpStep(db, app.config, b.ticket, b.code, req.ip, userAgent(req))
  })
  route(c.loginEnrol, async ({ req, input }) => {
    const b = input()
    return enrolStep(db, app.config, b.ticket, b.code, req.ip, userAgent(req))
  })
  route(c.logout, async ({ who }) => {
    await operatorLogout(db, who)
    return null
  })
  route(c.me, async ({ who }) => operatorInfo(who, who.mustChangePassword))
  route(c.mySessions, async ({ who }) => sessionsOf(db.query, limits(), who.id, who.sessionId))
  route(c.revokeMySession, async ({ req, who }) => {
    await revokeOwnSession(db, who, id(req))
    return null
  })
  route(c.changeMyPassword, async ({ who, input }) => {
    const b = input()
    return changeOwnPassword(db, who, b.current, b.password)
  })

  // ---------------------------------------------------------------- operators (owner)
  route(c.operators, async () => listOperators(db.query, limits()))
  route(c.createOperator, async ({ who, input }) => addOperator(db, limits(), who, input()))
  route(c.setRole, async ({ req, who, input }) => setOperatorRole(db, limits(), who, id(req), input().role))
  route(c.setDisabled, async ({ req, who, input }) =>
    setOperatorDisabled(db, limits(), who, id(req), input().disabled),
  )
  route(c.resetTwoFactor, async ({ req, who }) => resetTwoFactor(db, limits(), who, id(req)))
  route(c.resetOperatorPassword, async ({ req, who }) => resetOperatorPassword(db, limits(), who, id(req)))
  route(c.setOperatorIps, async ({ req, who, input }) =>
    setOperatorIps(db, limits(), who, id(req), input().ips),
  )
  route(c.operatorSessions, async ({ req }) => sessionsOf(db.query, limits(), id(req)))
  route(c.revokeOperatorSessions, async ({ req, who }) => revokeOperatorSessions(db, limits(), who, id(req)))
}
