// The SPA test environment: the msw fake backend answers every call (an unhandled request fails the
// test), fresh backend state, storage and UI state for each test, and the browser APIs jsdom lacks.
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { loadAllCatalogs } from '../../core/i18n/lazy'
import { forgetSharedReads, setToken, setUnauthorizedHandler } from '../../src/api/client'
import { resetDb } from '../../src/api/mocks/db'
import { server } from '../../src/api/mocks/node'
import { uiState } from '../../src/state/ui'
import { markFirstScreen } from '../../src/views/ui/afterPaint'

// `findBy…` waits on a condition, never a fixed time; the default 1 s limit is a guess about the machine's
// speed that a loaded CI machine (lazy pages transform on first import) does not always meet.
configure({ asyncUtilTimeout: 8000 })

beforeAll(async () => {
  await loadAllCatalogs()
  // Component tests render pages without the app's root, which marks its first screen.
  markFirstScreen()
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  resetDb()
  forgetSharedReads()
  sessionStorage.clear()
  localStorage.clear()
  setToken(null)
  setUnauthorizedHandler(null)
  uiState.toasts.splice(0)
  uiState.loadingCount = 0
  if (typeof window !== 'undefined') {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
    history.replaceState(null, '', '/')
  }
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
