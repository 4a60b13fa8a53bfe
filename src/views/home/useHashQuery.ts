import { useSyncExternalStore } from 'react'

// Routing is hash mode with the query inside the hash (`#/abouts?type=2`). Pages read both parts from
// the URL itself, so a route change (hashchange) re-renders them with the new values.
const subscribe = (cb: () => void) => {
  addEventListener('hashchange', cb)
  addEventListener('popstate', cb)
  return () => {
    removeEventListener('hashchange', cb)
    removeEventListener('popstate', cb)
  }
}
const currentHash = () => (typeof location === 'undefined' ? '' : location.hash)

/** The hash route split into its pathname and query parameters. */
export function useHashRoute(): { pathname: string; query: URLSearchParams } {
  const hash = useSyncExternalStore(subscribe, currentHash, () => '')
  const raw = hash.replace(/^#/, '')
  const i = raw.indexOf('?')
  const pathname = (i < 0 ? raw : raw.slice(0, i)) || '/'
  return {
    pathname: pathname.startsWith('/') ? pathname : `/${pathname}`,
    query: new URLSearchParams(i < 0 ? '' : raw.slice(i + 1)),
  }
}
