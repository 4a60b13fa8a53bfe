// The browser side of the session: the token lives in sessionStorage (docs/security.md: per tab, gone when the
// tab closes) and in the HTTP client; the client's 401 handler is bridged to the session machine.
// The machine calls these from named actions and one callback actor, never touching storage itself.
import { setToken, setUnauthorizedHandler } from '../api/client'
import { LANG_STORAGE_KEY } from '../i18n'

export const TOKEN_KEY = 'token'
export const LAST_LOGIN_KEY = 'lastLoginAt'

const session = () => {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}
const local = () => {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export type StoredSession = { token: string | null; lastLoginAt: string | null }

/** Read the stored session and hand its token to the HTTP client. */
export function readStoredSession(): StoredSession {
  const token = session()?.getItem(TOKEN_KEY) || null
  setToken(token)
  return { token, lastLoginAt: session()?.getItem(LAST_LOGIN_KEY) || null }
}

export function storeSession(token: string, lastLoginAt: string | null) {
  setToken(token)
  session()?.setItem(TOKEN_KEY, token)
  if (lastLoginAt) session()?.setItem(LAST_LOGIN_KEY, lastLoginAt)
  else session()?.removeItem(LAST_LOGIN_KEY)
}

/** Forget the token only (a 401: the session is over but the device's caches stay). */
export function forgetToken() {
  setToken(null)
  session()?.removeItem(TOKEN_KEY)
  session()?.removeItem(LAST_LOGIN_KEY)
}

/** Logout: clear all stored data. The language is a device choice, not session data: kept. */
export function clearAllStorage() {
  setToken(null)
  session()?.clear()
  const ls = local()
  if (!ls) return
  const lang = ls.getItem(LANG_STORAGE_KEY)
  ls.clear()
  if (lang) ls.setItem(LANG_STORAGE_KEY, lang)
}

/** Route the HTTP client's 401s to `onUnauthorized`; returns the cleanup. */
export function listenUnauthorized(onUnauthorized: () => void) {
  setUnauthorizedHandler(onUnauthorized)
  return () => setUnauthorizedHandler(null)
}
