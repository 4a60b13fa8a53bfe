// One way to declare a route: the contract call supplies method, path, auth and both schemas; the
// handler gets a parsed body and (for auth calls) the session's user, and returns `data` or
// ok(data, message). Every failure becomes the envelope in one error handler (docs/contract.md).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type Call, calls, type ParsedRequestOf, type ResponseOf } from '../../core/contract'
import type { Lang } from '../../core/i18n'
import { resolveSession, type SessionUser } from '../auth/session'
import type { Db } from '../db/client'
import { isDbUnavailable } from '../db/faults'
import { BizError } from '../errors'
import { t } from './messages'

class Ok<T> {
  constructor(
    readonly data: T,
    readonly message: string,
    readonly params?: Record<string, string | number>,
  ) {}
}
/** A success answer with a message (a catalog key or text); the message may carry data (recharge). */
export const ok = <T>(data: T, message: string, params?: Record<string, string | number>) =>
  new Ok(data, message, params)

export type RouteContext<C extends Call> = {
  body: ParsedRequestOf<C>
  /** The session's user; reading it on a public call without a session throws 401. */
  user: SessionUser
  req: FastifyRequest
  reply: FastifyReply
  db: Db
  lang: Lang
  idempotencyKey: string | undefined
}

type Handler<C extends Call> = (ctx: RouteContext<C>) => Promise<ResponseOf<C> | Ok<ResponseOf<C>>>

export const langOf = (req: FastifyRequest): Lang => {
  const h = req.headers.lang
  return typeof h === 'string' && h.toLowerCase().startsWith('en') ? 'en' : 'zh'
}

export const bearerToken = (req: FastifyRequest): string | null => {
  const h = req.headers.authorization
  if (typeof h !== 'string') return null
  const m = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(h.trim())
  return m ? m[1] : null
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/

/**
 * First zod issue's message, when it is one of our catalog keys (validation v.*, the games' g.*, the
 * sportsbook's sb.*); otherwise "malformed request".
 */
const firstKey = (issues: readonly { message: string }[]) => {
  const m = issues[0]?.message
  return m && /^(v|g|sb)\.\w+$/.test(m) ? m : 'v.body'
}

/** PostgreSQL text cannot hold NUL; such input is malformed whatever the field. */
const hasNul = (v: unknown, depth = 0): boolean => {
  if (typeof v === 'string') return v.includes('\u0000')
  if (depth > 8 || typeof v !== 'object' || v === null) return false
  return Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x, depth + 1))
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * After an operator reset the login password (docs/operator-console.md), a session may only change
 * it, read the user and log off; every other call answers 227 until the player chose a new one.
 */
const MUST_CHANGE_ALLOWED = new Set([calls.editPassword.path, calls.logoff.path, calls.user.path])

/** A locked account (users.status not 1, docs/operator-console.md) may only sign out (auth/session.ts). */
const LOCKED_ALLOWED = new Set([calls.logoff.path])

export function defineRoute<C extends Call>(app: FastifyInstance, call: C, handler: Handler<C>) {
  app.route({
    method: call.method,
    url: call.path,
    handler: async (req, reply) => {
      const lang = langOf(req)
      const raw = call.method === 'GET' ? req.query : req.body
      if (raw !== undefined && raw !== null && !isPlainObject(raw)) throw new BizError(1000, 'v.body')
      const input = { ...(raw ?? {}), ...(isPlainObject(req.params) ? req.params : {}) }
      if (hasNul(input)) throw new BizError(1000, 'v.body')

      let user: SessionUser | null = null
      if (call.auth) {
        user = await resolveSession(app, bearerToken(req))
        if (!user) throw new BizError(401, 'err.unauthorized')
        if (user.locked && !LOCKED_ALLOWED.has(call.path)) throw new BizError(203, 'err.accountDisabled')
        if (user.mustChangePassword && !MUST_CHANGE_ALLOWED.has(call.path))
          throw new BizError(227, 'err.mustChangePassword')
      }

      const parsed = call.request.safeParse(input)
      if (!parsed.success) throw new BizError(1000, firstKey(parsed.error.issues))

      let idempotencyKey: string | undefined
      const k = req.headers['idempotency-key']
      if (call.idempotent && k !== undefined) {
        if (typeof k !== 'string' || !IDEMPOTENCY_KEY.test(k)) throw new BizError(1000, 'v.body')
        idempotencyKey = k
      }

      const ctx: RouteContext<C> = {
        body: parsed.data as ParsedRequestOf<C>,
        get user(): SessionUser {
          if (!user) throw new BizError(401, 'err.unauthorized')
          return user
        },
        req,
        reply,
        db: app.db,
        lang,
        idempotencyKey,
      }
      const out = await handler(ctx)
      const data = out instanceof Ok ? out.data : out
      const message = out instanceof Ok ? t(lang, out.message, out.params) : t(lang, 'ok.default')
      if (app.config.validateResponses) {
        const checked = call.response.safeParse(data)
        if (!checked.success) {
          req.log.error(
            { issues: checked.error.issues.slice(0, 5), path: call.path },
            'response does not match its contract',
          )
          throw new Error(`response of ${call.path} does not match its contract`)
        }
      }
      return reply.send({ code: 200, message, data })
    },
  })
}

/** Envelope answers for every failure; never leaks internals. */
/** `notFound: false` when the caller installs its own not-found handler (the SPA fallback in app.ts). */
export function installErrorHandlers(app: FastifyInstance, opts: { notFound?: boolean } = {}) {
  app.setErrorHandler((err: FastifyError | BizError, req, reply) => {
    const lang = langOf(req)
    if (err instanceof BizError) {
      return reply.status(200).send({ code: err.code, message: t(lang, err.key, err.params), data: err.data })
    }
    const status = (err as FastifyError).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, bad multipart: a client mistake.
      req.log.info(
        { err: { code: (err as FastifyError).code, message: err.message } },
        'refused malformed request',
      )
      return reply.status(200).send({ code: 1000, message: t(lang, 'v.body'), data: null })
    }
    if (isDbUnavailable(err)) {
      // The database is away (restart, failover, terminated connection): nothing was applied, retry.
      req.log.warn(
        { err: { code: (err as { code?: string }).code, message: err.message } },
        'database unavailable',
      )
      reply.header('retry-after', '5')
      return reply.status(503).send({ code: 503, message: t(lang, 'err.unavailable'), data: null })
    }
    req.log.error({ err }, 'unexpected error')
    return reply.status(500).send({ code: 500, message: t(lang, 'err.server'), data: null })
  })
  if (opts.notFound === false) return
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ code: 404, message: t(langOf(req), 'err.notFound'), data: null }),
  )
}
