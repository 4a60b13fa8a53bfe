// Start-up: (mock mode) the msw browser worker, (development) the Stately inspector, then the root
// actor and React. Both optional parts are dynamic imports behind build-time constants, so production
// bundles contain neither msw nor @statelyai/inspect. Production builds then register the installed
// app's service worker (docs/delivery.md, "The installed app").
import './styles/app.css'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { createActor, fromPromise } from 'xstate'
import type { CallName } from '../core/contract'
import type { Lang } from '../core/i18n'
import { seedShared } from './api/client'
import { getVisitUrl } from './api/site'
import { App } from './app'
import { appMachine } from './machines/app.machine'
import { inspectOptions, setInspector } from './machines/inspect'
import { currentFullPath } from './routes/hashLocation'
import { warmRoute } from './routes/table'
import { readStoredSession } from './state/session'
import { listenForInstallPrompt } from './sw/installPrompt'
import { registerServiceWorker } from './sw/register'
import { firstScreen } from './views/ui/afterPaint'

async function startMocks() {
  if (import.meta.env.VITE_USE_MOCKS !== '1') return
  const { worker } = await import('./api/mocks/browser')
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true })
}

/** Dev builds: open the inspector with `?inspect` in the page URL (it stays on for the tab). */
async function startInspector() {
  if (!import.meta.env.DEV) return
  const wanted =
    new URLSearchParams(location.search).has('inspect') || sessionStorage.getItem('inspect') === '1'
  if (!wanted) return
  sessionStorage.setItem('inspect', '1')
  const { createBrowserInspector } = await import('@statelyai/inspect')
  setInspector(createBrowserInspector().inspect)
}

/** How long the first render waits for the opened page's code before showing the layout without it. */
const FIRST_PAGE_WAIT_MS = 1500

/** The first reads the server put in the page (server/http/boot.ts); a malformed block is ignored. */
function takeBootReads() {
  const el = document.getElementById('boot')
  if (!el?.textContent) return
  try {
    const boot = JSON.parse(el.textContent) as { lang: Lang; reads: [CallName, unknown, unknown][] }
    for (const [name, body, data] of boot.reads) seedShared(name, body, data, boot.lang)
  } catch {
    // The page asks for them itself.
  }
  el.remove()
}

/** The root actor with the page's own way of leaving for another site. */
const appFlow = appMachine.provide({
  actions: { redirect: (_: unknown, p: { url: string }) => location.replace(p.url) },
  // Whether this visitor belongs on another site is asked once the first screen is painted: the
  // answer is almost always "stay", and the page's own code and pictures go first.
  actors: { getVisitUrl: fromPromise<{ url: string }, void>(() => firstScreen.then(() => getVisitUrl())) },
})

async function main() {
  await Promise.all([startMocks(), startInspector()])
  takeBootReads()
  const stored = readStoredSession()
  // The app's own start-up calls (settings, the session's user and balance) and the opened page's
  // code and first reads all start now.
  const actor = createActor(appFlow, {
    input: { stored, pageUrl: location.href },
    ...inspectOptions(),
  })
  actor.start()
  const warmed = warmRoute(currentFullPath(), { loggedIn: stored.token !== null })
  // The first render waits (briefly) for that page's code, so it shows the page, not a spinner that
  // React would keep for its minimum reveal time once the code arrives.
  await Promise.race([warmed, new Promise((r) => setTimeout(r, FIRST_PAGE_WAIT_MS))])
  const root = createRoot(document.getElementById('root')!)
  startTransition(() =>
    root.render(
      <StrictMode>
        <App actor={actor} />
      </StrictMode>,
    ),
  )
}

listenForInstallPrompt()
main()
// Not in mock mode: msw's own worker owns the page there.
if (import.meta.env.PROD && import.meta.env.VITE_USE_MOCKS !== '1') firstScreen.then(registerServiceWorker)
