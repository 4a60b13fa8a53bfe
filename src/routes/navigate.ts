// Navigation outside React (machines' default `navigate` action). The query lives in the hash, so a
// path is simply written after `#`; src/routes/hashLocation.ts turns it into location and search.
export function navigateTo(to: string, opts: { replace?: boolean } = {}) {
  if (typeof window === 'undefined') return
  const url = `${location.pathname}${location.search}#${to}`
  if (`#${to}` === location.hash) return
  history[opts.replace ? 'replaceState' : 'pushState'](null, '', url)
  dispatchEvent(new HashChangeEvent('hashchange'))
}

/** Leave the SPA for an http(s) URL (docs/security.md: never `javascript:` or other schemes). */
export function isHttpUrl(url: string) {
  try {
    const u = new URL(url, typeof location === 'undefined' ? 'http://localhost/' : location.href)
    return u.protocol === 'http:' || u.protocol === 'https:'
  } catch {
    return false
  }
}
