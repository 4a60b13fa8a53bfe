// The browser side of the session (docs/security.md): where the token is kept, and the client's 401
// handler bridged to the session machine. The machine calls these from named actions and callback
// actors, never touching storage itself.
// - The tab's copy in sessionStorage: what this tab uses (a tab opened by this one inherits it, and a
//   tab handed a token alone, as the end-to-end journeys do, keeps to it).
// - The browser-wide copy, which a new tab, a bookmark or a reload starts from: a session cookie when
//   the player did not tick 记住密码 (every tab shares it and the browser drops it when it closes; the
//   server never reads cookies, so it is no credential there), localStorage when they did (it survives
//   restarts; the server gives that session its longer lifetime).
// - A signal key in localStorage tells the other tabs that the browser-wide session changed: they
//   follow a sign-in and end with a sign-out.
import { setToken, setUnauthorizedHandler } from '../api/client'
import { LANG_STORAGE_KEY } from '../i18n'

export const TOKEN_KEY = 'token'
export const LAST_LOGIN_KEY = 'lastLoginAt'
export const SESSION_COOKIE = 'player_session'
const SIGNAL_KEY = 'session.changed'

const storage = (kind: 'sessionStorage' | 'localStorage') => {
  try {
    return globalThis[kind] ?? null
  } catch {
    return null
  }
}
const tab = () => storage('sessionStorage')
const local = () => storage('localStorage')

const readCookie = (): string | null => {
  if (typeof document === 'undefined') return null
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${SESSION_COOKIE}=`))
  return pair ? decodeURIComponent(pair.slice(SESSION_COOKIE.length + 1)) || null : null
}
const writeCookie = (token: string | null) => {
  if (typeof document === 'undefined') return
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : ''
  // No Expires: a session cookie, gone when the browser closes. (The Cookie Store API is asynchronous
  // and missing from some browsers; the start-up read must be synchronous.)
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie =
    token === null
      ? `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`
      : `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Strict${secure}`
}

/** The browser-wide token: the session cookie, else the remembered one. */
const readShared = () => readCookie() ?? (local()?.getItem(TOKEN_KEY) || null)

/** The browser-wide token as this tab last saw it: a sign-out elsewhere ends only a tab that shared it. */
let shared: string | null = null

const signalOtherTabs = () => local()?.setItem(SIGNAL_KEY, `${Date.now()}.${Math.random()}`)

export type StoredSession = { token: string | null; lastLoginAt: string | null }

/** Read the stored session (the tab's copy, else the browser-wide one) and hand its token to the client. */
export function readStoredSession(): StoredSession {
  shared = readShared()
  const own = tab()?.getItem(TOKEN_KEY) || null
  const token = own ?? shared
  if (!own && token) tab()?.setItem(TOKEN_KEY, token)
  setToken(token)
  return { token, lastLoginAt: tab()?.getItem(LAST_LOGIN_KEY) || null }
}

/** After a sign-in: this tab's copy, and the browser-wide one where the player's choice keeps it. */
export function storeSession(token: string, lastLoginAt: string | null, remember = false) {
  setToken(token)
  tab()?.setItem(TOKEN_KEY, token)
  if (lastLoginAt) tab()?.setItem(LAST_LOGIN_KEY, lastLoginAt)
  else tab()?.removeItem(LAST_LOGIN_KEY)
  writeCookie(remember ? null : token)
  if (remember) local()?.setItem(TOKEN_KEY, token)
  else local()?.removeItem(TOKEN_KEY)
  shared = token
  signalOtherTabs()
}

const dropEverywhere = () => {
  setToken(null)
  writeCookie(null)
  local()?.removeItem(TOKEN_KEY)
  shared = null
}

/** Forget the token only (a 401: the session is over but the device's caches stay). */
export function forgetToken() {
  dropEverywhere()
  tab()?.removeItem(TOKEN_KEY)
  tab()?.removeItem(LAST_LOGIN_KEY)
  signalOtherTabs()
}

/** Logout: clear all stored data. The language is a device choice, not session data: kept. */
export function clearAllStorage() {
  dropEverywhere()
  tab()?.clear()
  const ls = local()
  if (!ls) return
  const lang = ls.getItem(LANG_STORAGE_KEY)
  ls.clear()
  if (lang) ls.setItem(LANG_STORAGE_KEY, lang)
  signalOtherTabs()
}

/**
 * Calls `onChange` when another tab changed the browser-wide session in a way this tab follows: a
 * new token (a sign-in there), or null (the session this tab shares ended there). Returns the cleanup.
 */
export function listenOtherTabs(onChange: (token: string | null) => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== SIGNAL_KEY) return
    const before = shared
    shared = readShared()
    const own = tab()?.getItem(TOKEN_KEY) || null
    if (shared === own) return
    if (shared !== null || own === before) onChange(shared)
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => globalThis.removeEventListener?.('storage', onStorage)
}

/** Take the session another tab reported (or end this tab's, for null), without signalling back. */
export function followOtherTab(token: string | null) {
  setToken(token)
  if (token) tab()?.setItem(TOKEN_KEY, token)
  else {
    tab()?.removeItem(TOKEN_KEY)
    tab()?.removeItem(LAST_LOGIN_KEY)
  }
}

/** Route the HTTP client's 401s to `onUnauthorized`; returns the cleanup. */
export function listenUnauthorized(onUnauthorized: () => void) {
  setUnauthorizedHandler(onUnauthorized)
  return () => setUnauthorizedHandler(null)
}
