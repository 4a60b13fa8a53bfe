// Start-up: (mock mode) the msw browser worker, (development) the Stately inspector, then the root
// actor and React. Both optional parts are dynamic imports behind build-time constants, so production
// bundles contain neither msw nor @statelyai/inspect.
import './styles/app.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createActor } from 'xstate'
import { App } from './app'
import { appMachine } from './machines/app.machine'
import { inspectOptions, setInspector } from './machines/inspect'
import { readStoredSession } from './state/session'

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

/** The root actor with the page's own way of leaving for another site. */
const appFlow = appMachine.provide({
  actions: { redirect: (_: unknown, p: { url: string }) => location.replace(p.url) },
})

async function main() {
  await Promise.all([startMocks(), startInspector()])
  const actor = createActor(appFlow, {
    input: { stored: readStoredSession(), pageUrl: location.href },
    ...inspectOptions(),
  })
  actor.start()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App actor={actor} />
    </StrictMode>,
  )
}

main()
