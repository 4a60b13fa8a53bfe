// The application as a value: routes, error handling, limits and headers around one database handle.
// No port, no signals, no process state: main.ts owns those, tests call app.inject.
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import underPressure from '@fastify/under-pressure'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify'
import { installSessionCache } from './auth/session'
import type { Db } from './db/client'
import { bootPage } from './http/boot'
import { type AppConfig, type ConfigOverrides, resolveConfig } from './http/config'
import { installApiCompression, serveSpa } from './http/delivery'
import { installSecurityHeaders, setSecurityHeaders } from './http/headers'
import { t } from './http/messages'
import { installRateLimit } from './http/ratelimit'
import { installErrorHandlers, langOf } from './http/route'
import { jobs } from './jobs'
import { installHealth } from './ops/health'
import { installRequestMetrics } from './ops/metrics'
import { openApiRoute } from './ops/openapi'
import { routePlugins } from './routes'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    config: AppConfig
  }
}

export type BuildOptions = {
  db: Db
  config?: ConfigOverrides
  logger?: FastifyServerOptions['logger']
  /** Built SPA (dist/) to serve with an index.html fallback; omitted in tests. */
  staticDir?: string
}

export function buildApp({ db, config, logger = false, staticDir }: BuildOptions): FastifyInstance {
  const cfg = resolveConfig(config)
  if (!cfg.payPepper) throw new Error('buildApp: config.payPepper is required (server/secrets.ts)')
  const app = Fastify({
    logger,
    trustProxy: cfg.trustProxy,
    bodyLimit: 256 * 1024,
    genReqId: () => randomUUID(),
    // A client has 30 s to send its whole request and a connection 60 s of silence (slow senders
    // cannot hold sockets open without bound).
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    // Requests the router refuses before any route runs (a malformed percent-encoding, a path
    // parameter over the length limit) get the same envelope as every other malformed request.
    frameworkErrors: (err, req, reply) => {
      req.log.info({ err: { code: err.code, message: err.message } }, 'refused malformed request')
      const r = reply as FastifyReply
      setSecurityHeaders(req, r)
      r.status(200).send({ code: 1000, message: t(langOf(req), 'v.body'), data: null })
    },
  })
  // Existing clients POST `Content-Type: application/json` with no body for calls without fields;
  // read that as {}. Anything else goes through Fastify's own (prototype-poisoning-safe) parser.
  const json = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, {})
    return json(req, text, done)
  })
  app.decorate('db', db as never)
  app.decorate('config', cfg)

  const servesSpa = Boolean(staticDir && existsSync(resolve(staticDir, 'index.html')))
  installErrorHandlers(app, { notFound: !servesSpa })
  installSecurityHeaders(app)
  // Under a flood the event loop falls behind: answer 503 at once instead of queueing without bound.
  app.register(underPressure, {
    maxEventLoopDelay: cfg.pressure.maxEventLoopDelayMs,
    sampleInterval: cfg.pressure.sampleIntervalMs,
    exposeStatusRoute: false,
    pressureHandler: (req, reply) => {
      reply.header('Retry-After', '5')
      reply.status(503).send({ code: 503, message: t(langOf(req), 'err.busy'), data: null })
    },
  })
  installRequestMetrics(app, 'public')
  installRateLimit(app)
  installSessionCache(app)
  installApiCompression(app)
  installHealth(app, () => app.sessionCache.listener)
  app.register(openApiRoute)

  mkdirSync(cfg.uploadsDir, { recursive: true })
  app.register(fastifyStatic, {
    root: resolve(cfg.uploadsDir),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
  })

  for (const plugin of routePlugins) app.register(plugin)
  app.register(jobs)

  if (staticDir && servesSpa) {
    const root = resolve(staticDir)
    const page = bootPage(root, db.query)
    serveSpa(app, root, page)
    // Hash routing needs only index.html at /, but serve it for any unknown page path too (never
    // for /admin/: the operator surface is on its own port, and here it does not exist).
    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0]
      if (
        req.method === 'GET' &&
        !path.startsWith('/api/') &&
        !path.startsWith('/uploads/') &&
        !path.startsWith('/admin/') &&
        path !== '/admin' &&
        (!/\.\w+$/.test(path) || path === '/index.html')
      ) {
        return page(req, reply)
      }
      return reply.status(404).send({ code: 404, message: t(langOf(req), 'err.notFound'), data: null })
    })
  }
  return app
}
