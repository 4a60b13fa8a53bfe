// What the service worker does with one request (docs/delivery.md, "The installed app"). A pure
// decision, shared by the worker (src/sw/sw.ts) and its tests, so the rule "API answers and anything
// about a player's money never enter a cache" is written once and tested.

/**
 * - `shell`: a page load; network first (the page carries fresh public reads), the cached shell when
 *   offline.
 * - `immutable`: Vite's hashed files; cache first, they never change under the same name.
 * - `revalidate`: public artwork with unhashed names; the cached copy at once, refreshed behind it.
 * - `network`: everything else, untouched by the worker and never stored.
 */
export type SwRoute = 'shell' | 'immutable' | 'revalidate' | 'network'

export type SwRequest = { method: string; url: string; mode: string }

/** The path the shell is stored under: the server answers every page path with the same page. */
export const SHELL_PATH = '/'

/** Per-player or live data (API, uploads, partner game pages, the operator side): never stored. */
const NEVER_STORED = /^\/(?:api|admin|uploads|play)(?:\/|$)|^\/admin\.html$/

/** Decides for one request; `origin` is the worker's own. */
export function swRoute(req: SwRequest, origin: string): SwRoute {
  if (req.method !== 'GET') return 'network'
  let url: URL
  try {
    url = new URL(req.url)
  } catch {
    return 'network'
  }
  if (url.origin !== origin) return 'network'
  const path = url.pathname
  if (NEVER_STORED.test(path)) return 'network'
  if (req.mode === 'navigate') return path === '/index.html' || !/\.\w+$/.test(path) ? 'shell' : 'network'
  if (url.search) return 'network'
  if (path.startsWith('/assets/')) return 'immutable'
  if (path.startsWith('/img/')) return 'revalidate'
  return 'network'
}

/**
 * Whether an answer may be stored: a complete same-origin success that does not forbid storing
 * (`no-store`, `private`: the server marks per-player answers so).
 */
export function storable(res: { ok: boolean; status: number; type: string; headers: Headers }): boolean {
  if (!res.ok || res.status !== 200 || res.type !== 'basic') return false
  const cc = res.headers.get('Cache-Control') ?? ''
  return !/\b(?:no-store|private)\b/i.test(cc)
}

/** The same-origin /assets and /img files a page names (its script, styles, preloads, pictures). */
export function shellFiles(html: string): string[] {
  const found = new Set<string>()
  for (const m of html.matchAll(/(?:src|href)="(\/(?:assets|img)\/[^"?#]+)"/g)) found.add(m[1])
  return [...found]
}

/** The message a page sends to a waiting worker to take over now. */
export const SKIP_WAITING = 'sw.skipWaiting'

/** This worker's caches are named after its own script (a hashed name: one set per build). */
export const CACHE_PREFIX = 'jd-'
export const cacheNames = (scriptPath: string) => ({
  shell: `${CACHE_PREFIX}shell-${scriptPath}`,
  files: `${CACHE_PREFIX}files-${scriptPath}`,
})
