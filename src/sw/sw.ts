// The service worker of the installed app (docs/delivery.md, "The installed app"). Bundled by Vite
// from `./sw?worker&url` into a hashed file under /assets (served with `Service-Worker-Allowed: /`),
// so every build is a new worker with caches of its own, and the old build's caches go when it
// takes over. It stores the page shell and the static files only; which request goes where is
// decided by `swRoute` (src/sw/route.ts): API answers, uploads and game pages never touch a cache.
import { CACHE_PREFIX, cacheNames, SHELL_PATH, SKIP_WAITING, shellFiles, storable, swRoute } from './route'

// The DOM library has no worker-scope types, and the webworker one conflicts with it: the few used here.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  request: Request
  respondWith(r: Response | Promise<Response>): void
}
interface WorkerScope {
  location: Location
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void> }
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void
  addEventListener(type: 'message', fn: (e: MessageEvent) => void): void
}
const scope = self as unknown as WorkerScope

const CACHES = cacheNames(scope.location.pathname)
const ORIGIN = scope.location.origin

/** Stores the shell and the files it names (entry script, styles, preloaded pictures). */
async function storeShell() {
  const res = await fetch(SHELL_PATH, { cache: 'no-cache' })
  if (!storable(res)) return
  const html = await res.clone().text()
  await (await caches.open(CACHES.shell)).put(SHELL_PATH, res)
  const files = await caches.open(CACHES.files)
  // One missing picture must not stop the install; the page fetches what is not stored.
  await Promise.allSettled(shellFiles(html).map((f) => files.add(f)))
}

async function shell(req: Request): Promise<Response> {
  try {
    const res = await fetch(req)
    if (storable(res) && new URL(req.url).pathname === SHELL_PATH)
      await (await caches.open(CACHES.shell)).put(SHELL_PATH, res.clone())
    return res
  } catch (offline) {
    const kept = await caches.match(SHELL_PATH, { cacheName: CACHES.shell })
    if (kept) return kept
    throw offline
  }
}

async function immutable(req: Request): Promise<Response> {
  const files = await caches.open(CACHES.files)
  const kept = await files.match(req)
  if (kept) return kept
  const res = await fetch(req)
  if (storable(res)) await files.put(req, res.clone())
  return res
}

async function revalidate(req: Request, e: FetchEvent): Promise<Response> {
  const files = await caches.open(CACHES.files)
  const kept = await files.match(req)
  const fresh = fetch(req).then(async (res) => {
    if (storable(res)) await files.put(req, res.clone())
    return res
  })
  if (!kept) return fresh
  e.waitUntil(fresh.catch(() => undefined))
  return kept
}

scope.addEventListener('install', (e) => e.waitUntil(storeShell()))

scope.addEventListener('activate', (e) => {
  const mine = new Set(Object.values(CACHES))
  e.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith(CACHE_PREFIX) && !mine.has(name)) await caches.delete(name)
      await scope.clients.claim()
    })(),
  )
})

scope.addEventListener('message', (e) => {
  if ((e.data as { type?: string } | null)?.type === SKIP_WAITING) void scope.skipWaiting()
})

scope.addEventListener('fetch', (e) => {
  const route = swRoute(e.request, ORIGIN)
  if (route === 'shell') e.respondWith(shell(e.request))
  else if (route === 'immutable') e.respondWith(immutable(e.request))
  else if (route === 'revalidate') e.respondWith(revalidate(e.request, e))
})
