// The SPA test environment: the msw fake backend answers every call (an unhandled request fails the
// test), fresh backend state, storage and UI state for each test, and the browser APIs jsdom lacks.
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { loadAllCatalogs } from '../../core/i18n/lazy'
import { forgetSharedReads, setReadBatching, setToken, setUnauthorizedHandler } from '../../src/api/client'
import { resetDb } from '../../src/api/mocks/db'
import { server } from '../../src/api/mocks/node'
import { forgetToken } from '../../src/state/session'
import { uiState } from '../../src/state/ui'
import { markFirstScreen } from '../../src/views/ui/afterPaint'

// `findBy…` waits on a condition, never a fixed time; the default 1 s limit is a guess about the machine's
// speed that a loaded CI machine (lazy pages transform on first import) does not always meet.
configure({ asyncUtilTimeout: 8000 })

// jsdom has <dialog> without showModal()/close(): open and close it as a browser does (the `open`
// attribute, focus moved to the first control inside and given back on close, the close event).
// Escape is the dialog's own key handler (src/views/ui/Dialog.tsx).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const openers = new WeakMap<HTMLDialogElement, Element | null>()
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    openers.set(this, document.activeElement)
    this.setAttribute('open', '')
    const first = this.querySelector<HTMLElement>(
      '[autofocus], button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
    )
    ;(first ?? this).focus()
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    const opener = openers.get(this)
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    this.dispatchEvent(new Event('close'))
  }
}

beforeAll(async () => {
  await loadAllCatalogs()
  // Component tests render pages without the app's root, which marks its first screen.
  markFirstScreen()
  server.listen({ onUnhandledRequest: 'error' })
})
beforeEach(() => {
  resetDb()
  forgetSharedReads()
  forgetToken()
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
  setReadBatching(false)
})
afterAll(() => server.close())
