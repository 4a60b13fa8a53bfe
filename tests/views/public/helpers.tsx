// Render the real app (root actor, session, route table, msw fake backend) at a hash route.
import { configure, render } from '@testing-library/react'
import { createActor } from 'xstate'
import { loadCatalogFor } from '../../../core/i18n/lazy'
import { login } from '../../../src/api/account'
import { App } from '../../../src/app'
import { appMachine } from '../../../src/machines/app.machine'
import { readStoredSession, storeSession } from '../../../src/state/session'

// Pages are lazy chunks: the first render of each in a test file includes its transform.
configure({ asyncUtilTimeout: 10_000 })

const pageModules = import.meta.glob('../../../src/views/**/*.tsx')

/**
 * Load pages (`home/HomePage`…) and everything they import lazily in the same folder, with their
 * catalogs, as the route table would on first visit; a test that awaits this in beforeAll times only
 * rendering, never a module's first transform.
 */
export async function preloadPages(files: string[]) {
  await Promise.all(
    files.flatMap((file) => {
      const folder = `../../../src/views/${file.split('/')[0]}/`
      return [
        loadCatalogFor(file),
        ...Object.entries(pageModules)
          .filter(([path]) => path.startsWith(folder))
          .map(([, load]) => load()),
      ]
    }),
  )
}

export function start(hash: string) {
  history.replaceState(null, '', `/${hash}`)
  const actor = createActor(appMachine, { input: { stored: readStoredSession(), pageUrl: location.href } })
  actor.start()
  const view = render(<App actor={actor} />)
  return { actor, view }
}

/** Log the demo player in through the fake backend and keep the token where the app restores it from. */
export async function loggedIn() {
  const { api_token } = await login({ name: 'demo888', password: 'demo8888' })
  storeSession(api_token, null)
}
