// The operator surface as its own Fastify instance: server/main.ts listens with it on ADMIN_PORT
// (default 8081), bound to 127.0.0.1 unless ADMIN_HOST says otherwise, beside the public app; the
// public port answers 404 for /admin/. `adminApp` is the plugin every operator route (and the console
// that will use them) registers under; `buildAdminApp` wraps it in an instance (tests call inject).
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify'
import type { Db } from '../db/client'
import { BizError } from '../errors'
import { type ConfigOverrides, resolveConfig } from '../http/config'
import { spaCacheControl } from '../http/delivery'
import { installSecurityHeaders } from '../http/headers'
import { langOf } from '../http/route'
import { adminText } from './messages'
import { operatorOps } from './ops'
import { adminRoutes } from './routes'

export const adminApp: FastifyPluginAsync = async (app) => {
  await app.register(adminRoutes)
}

export type AdminBuildOptions = {
  db: Db
  config?: ConfigOverrides
  logger?: FastifyServerOptions['logger']
  /** The build (dist/) whose admin.html is the console; STATIC_DIR by default, none in tests. */
  staticDir?: string
}

/**
 * The operator console at / of this port: admin.html (the build's second entry) and the files it
 * loads. Only those: the player site's index.html lives in the same dist/ but is not served here.
 */
function serveConsole(app: FastifyInstance, root: string) {
  app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (path) => /^\/?(?:admin\.html$|assets\/|img\/)/.test(path),
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', spaCacheControl(root, path))
    },
  })
  // `/` by name: the plugin's own index lookup misses its .br/.gz sibling under a non-default name.
  app.get('/', (_req, reply) => reply.sendFile('admin.html'))
}

export function buildAdminApp({
  db,
  config,
  logger = false,
  staticDir = process.env.STATIC_DIR,
}: AdminBuildOptions): FastifyInstance {
  const cfg = resolveConfig(config)
  const app = Fastify({
    logger,
    trustProxy: cfg.trustProxy,
    bodyLimit: 64 * 1024,
    genReqId: () => randomUUID(),
  })
  // A POST without fields may come with `Content-Type: application/json` and no body: read it as {}.
  const json = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, {})
    return json(req, text, done)
  })
  app.decorate('db', db as never)
  app.decorate('config', cfg)
  installSecurityHeaders(app)
  app.setErrorHandler((err: FastifyError | BizError, req, reply) => {
    const lang = langOf(req)
    if (err instanceof BizError)
      return reply
        .status(200)
        .send({ code: err.code, message: adminText(lang, err.key, err.params), data: err.data })
    const status = (err as FastifyError).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500)
      return reply.status(200).send({ code: 1000, message: adminText(lang, 'v.body'), data: null })
    req.log.error({ err }, 'unexpected error')
    return reply.status(500).send({ code: 500, message: adminText(lang, 'err.server'), data: null })
  })
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send({ code: 404, message: adminText(langOf(req), 'err.notFound'), data: null }),
  )
  app.register(operatorOps)
  if (staticDir && existsSync(resolve(staticDir, 'admin.html'))) serveConsole(app, resolve(staticDir))
  // Images uploaded by the content editors (server/admin/content-upload.ts), so their previews show here too.
  const contentUploads = resolve(cfg.uploadsDir, 'content')
  mkdirSync(contentUploads, { recursive: true })
  app.register(fastifyStatic, {
    root: contentUploads,
    prefix: '/uploads/content/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
  })
  app.register(adminApp)
  return app
}
