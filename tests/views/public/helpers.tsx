// Render the real app (root actor, session, route table, msw fake backend) at a hash route.
import { configure } from '@testing-library/react'
import { loadCatalogFor } from '../../../core/i18n/lazy'
import { login } from '../../../src/api/account'
import { storeSession } from '../../../src/state/session'
import { startApp } from '../layout/harness'

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

/** The real app at `hash`, stopped when the test ends (../layout/harness.tsx). */
export const start = (hash: string) => startApp(hash)

/** Log the demo player in through the fake backend and keep the token where the app restores it from. */
export async function loggedIn() {
  const { api_token } = await login({ name: 'demo888', password: 'demo8888' })
  storeSession(api_token, null)
}
