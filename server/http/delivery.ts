// How the built SPA and the API's JSON travel (docs/delivery.md).
// - dist/ comes with brotli and gzip siblings made at build time (scripts/vite-precompress.mjs); the
//   static plugin sends the one the browser accepts, with `Vary: Accept-Encoding` on every file.
// - Cache policy by what a file is: Vite's hashed files under /assets never change (a new build gives
//   new names), index.html must be revalidated on every visit so a deploy reaches players at once, and
//   the other public files (artwork under /img, unhashed) may be reused for a day. The app manifest is
//   revalidated like the page; the service worker (a hashed file under /assets, src/sw/sw.ts) is
//   allowed to control the whole site.
// - API answers of at least API_COMPRESS_MIN_BYTES are compressed on the fly (brotli at a light
//   quality, or gzip); smaller ones are not worth the CPU. Request bodies are never decompressed.
import { relative, sep } from 'node:path'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, RouteHandlerMethod } from 'fastify'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'
export const PUBLIC_DAY = 'public, max-age=86400'
export const API_COMPRESS_MIN_BYTES = 1024

const isApi = (url: string) => url.startsWith('/api/') || url.startsWith('/admin/api/')

const spaFile = (root: string, file: string) => relative(root, file).replace(/\.(?:br|gz)$/, '')

/** Cache-Control of one file under the SPA root (a .br/.gz sibling counts as its original). */
export function spaCacheControl(root: string, file: string): string {
  const rel = spaFile(root, file)
  if (rel.startsWith(`assets${sep}`)) return IMMUTABLE
  if (rel.endsWith('.html') || rel.endsWith('.webmanifest')) return REVALIDATE
  return PUBLIC_DAY
}

/** The service worker's bundle (Vite names it after src/sw/sw.ts): it may control scope `/`. */
export function isServiceWorker(root: string, file: string): boolean {
  const rel = spaFile(root, file)
  return rel.startsWith(`assets${sep}`) && /^sw-[\w-]+\.js$/.test(rel.slice('assets/'.length))
}

/** On-the-fly compression for the API routes only (static files are compressed at build time). */
export function installApiCompression(app: FastifyInstance) {
  // Runs before the plugin's own onRoute hook (added when it loads), so it sees the flag.
  app.addHook('onRoute', (route) => {
    if (!isApi(route.url) && route.compress === undefined) route.compress = false
  })
  app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: API_COMPRESS_MIN_BYTES,
  })
}

/**
 * The built SPA at /, with its precompressed siblings and the cache policy above. index.html itself
 * goes out through `page` (server/http/boot.ts: the page with its first reads) at /, and at
 * /index.html through the not-found handler of server/app.ts.
 */
export function serveSpa(app: FastifyInstance, root: string, page: RouteHandlerMethod) {
  app.get('/', page)
  app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    // The operator console's page is the operator port's (server/admin/app.ts), never the public one;
    // the player page is the route above.
    allowedPath: (path) => !/^\/(?:admin|index)\.html/.test(path),
    preCompressed: true,
    // send's own `max-age=0` is replaced per file below.
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', spaCacheControl(root, path))
      if (isServiceWorker(root, path)) reply.header('Service-Worker-Allowed', '/')
    },
  })
}
