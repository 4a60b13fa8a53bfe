// Registers the installed app's service worker (src/sw/sw.ts; docs/delivery.md, "The installed app").
// Production builds only, after the first screen is painted. A new build's worker takes over as soon
// as it is installed (it stores no state a running page depends on), and deletes the old caches.
import { SKIP_WAITING } from './route'
import workerUrl from './sw?worker&url'

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return
  const sw = navigator.serviceWorker
  const promote = (worker: ServiceWorker | null) => worker?.postMessage({ type: SKIP_WAITING })
  sw.register(workerUrl, { scope: '/', updateViaCache: 'none' })
    .then((reg) => {
      if (reg.waiting && sw.controller) promote(reg.waiting)
      reg.addEventListener('updatefound', () => {
        const next = reg.installing
        next?.addEventListener('statechange', () => {
          if (next.state === 'installed' && sw.controller) promote(next)
        })
      })
    })
    // No worker (private mode, storage refused): the site works as a plain page.
    .catch(() => undefined)
}
