// Hash routing with the query inside the hash (`#/login?redirect=%2Fmine%2Fcenter`), as the original
// site had it. wouter's own `useHashLocation` would read the query as part of the path (so `/payInfo?…`
// opened in a new tab would not match) and keeps a stale `location.search` around, so this module
// provides the location, search and href hooks wouter's <Router> takes. User navigation to the page
// already shown toasts '已在当前页面！'; machines navigate through `navigateTo`, which is silent.
import { useSyncExternalStore } from 'react'
import { t } from '../i18n'
import { toast } from '../state/ui'
import { navigateTo } from './navigate'
import { splitPath } from './paths'

const subscribe = (cb: () => void) => {
  addEventListener('hashchange', cb)
  addEventListener('popstate', cb)
  return () => {
    removeEventListener('hashchange', cb)
    removeEventListener('popstate', cb)
  }
}

/** The full in-app path: `/mine/center?x=1` (the hash without `#`, always starting with `/`). */
export const currentFullPath = () => {
  if (typeof location === 'undefined') return '/'
  const raw = location.hash.replace(/^#/, '')
  return raw.startsWith('/') ? raw : `/${raw}`
}
const currentPathname = () => splitPath(currentFullPath())[0]
const currentSearch = () => splitPath(currentFullPath())[1]

/** Navigation a user asked for (links, buttons): the page already shown only gets a toast. */
export function navigate(to: string, opts: { replace?: boolean } = {}) {
  const target = to.startsWith('/') ? to : `/${to}`
  if (target === currentFullPath()) {
    toast(0, t('route.samePage'))
    return
  }
  navigateTo(target, opts)
}

export const useHashPathname = () => useSyncExternalStore(subscribe, currentPathname, () => '/')
export const useHashSearch = () => useSyncExternalStore(subscribe, currentSearch, () => '')
/** The full path (pathname and query) of the current page. */
export const useFullPath = () => useSyncExternalStore(subscribe, currentFullPath, () => '/')

/** wouter location hook: [pathname, navigate]. */
export const useHashRouteLocation = (): [string, typeof navigate] => [useHashPathname(), navigate]

/** wouter `hrefs`: `<Link href="/vip">` renders `href="#/vip"`. */
export const hashHrefs = (to: string) => `#${to}`
