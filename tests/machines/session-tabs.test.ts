// Staying signed in (docs/security.md): where a sign-in keeps its token (记住密码 or not), how a new
// tab starts from it, and how an open tab follows a sign-in or a sign-out in another one.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { getToken } from '../../src/api/client'
import { db } from '../../src/api/mocks/db'
import { sessionMachine } from '../../src/machines/session.machine'
import { readStoredSession, SESSION_COOKIE } from '../../src/state/session'
import { uiState } from '../../src/state/ui'

const cookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1) ?? null

/** What another tab's write to the signal key looks like here (a tab never sees its own). */
const otherTabSignals = () =>
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'session.changed', newValue: String(Math.random()) }),
  )

/** A tab opened now: its own sessionStorage is empty, the browser-wide copies are shared. */
const newTab = () => {
  sessionStorage.clear()
  return readStoredSession()
}

async function signIn(remember?: 0 | 1) {
  const actor = createActor(sessionMachine, { input: {} }).start()
  actor.send({ type: 'session.login', name: 'demo888', password: 'demo8888', remember })
  // Its first reads answered: none is left in flight to land on the next test's session.
  await waitFor(actor, (s) => s.matches({ loggedIn: { user: 'ready', balance: 'idle' } }))
  return actor
}

describe('staying signed in', () => {
  it('without 记住密码: the tab and a session cookie every tab shares, nothing that outlives the browser', async () => {
    const actor = await signIn()
    try {
      const { token } = actor.getSnapshot().context
      expect(sessionStorage.getItem('token')).toBe(token)
      expect(cookie()).toBe(token)
      expect(localStorage.getItem('token')).toBeNull()
      expect(newTab().token).toBe(token)
      expect(sessionStorage.getItem('token')).toBe(token)
    } finally {
      actor.stop()
    }
  })

  it('with 记住密码: kept in localStorage (across restarts), no cookie', async () => {
    const actor = await signIn(1)
    try {
      const { token } = actor.getSnapshot().context
      expect(localStorage.getItem('token')).toBe(token)
      expect(cookie()).toBeNull()
      expect(newTab().token).toBe(token)
    } finally {
      actor.stop()
    }
  })

  it('a signed-out tab follows a sign-in in another tab', async () => {
    const actor = createActor(sessionMachine, { input: readStoredSession() }).start()
    try {
      expect(actor.getSnapshot().matches('loggedOut')).toBe(true)
      db.sessions.set('mock-1-other', 1)
      localStorage.setItem('token', 'mock-1-other')
      otherTabSignals()
      expect(actor.getSnapshot().matches('loggedIn')).toBe(true)
      expect(actor.getSnapshot().context.token).toBe('mock-1-other')
      expect(getToken()).toBe('mock-1-other')
      expect(sessionStorage.getItem('token')).toBe('mock-1-other')
      await waitFor(actor, (s) => s.matches({ loggedIn: { user: 'ready', balance: 'idle' } }))
      expect(actor.getSnapshot().context.user?.username).toBe('demo888')
    } finally {
      actor.stop()
    }
  })

  it('a sign-out in another tab ends the session every tab shares, at once', async () => {
    const first = await signIn()
    first.stop()
    const actor = createActor(sessionMachine, { input: newTab() }).start()
    try {
      expect(actor.getSnapshot().matches('loggedIn')).toBe(true)
      // biome-ignore lint/suspicious/noDocumentCookie: the other tab's sign-out, as the browser sees it
      document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0`
      otherTabSignals()
      expect(actor.getSnapshot().matches('loggedOut')).toBe(true)
      expect(getToken()).toBeNull()
      expect(sessionStorage.getItem('token')).toBeNull()
      expect(uiState.toasts.map((t) => t.message)).toContain('您已在其他窗口退出登录')
    } finally {
      actor.stop()
    }
  })

  it("a tab handed a token of its own keeps it when another tab's session ends", () => {
    sessionStorage.setItem('token', 'mock-1-own')
    const actor = createActor(sessionMachine, { input: readStoredSession() }).start()
    try {
      otherTabSignals()
      expect(actor.getSnapshot().context.token).toBe('mock-1-own')
      expect(getToken()).toBe('mock-1-own')
    } finally {
      actor.stop()
    }
  })
})
