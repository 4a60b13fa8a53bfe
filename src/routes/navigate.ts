// Navigation outside React (what views inject as the machines' `navigate` action). The query lives in the hash, so a
// path is simply written after `#`; src/routes/hashLocation.ts turns it into location and search.
export function navigateTo(to: string, opts: { replace?: boolean } = {}) {
  if (typeof window === 'undefined') return
  const url = `${location.pathname}${location.search}#${to}`
  if (`#${to}` === location.hash) return
  history[opts.replace ? 'replaceState' : 'pushState'](null, '', url)
  dispatchEvent(new HashChangeEvent('hashchange'))
}

/** Leave the SPA only for an http(s) URL: the one rule, kept beside the flows that apply it. */
export { isHttpUrl } from '../machines/urls'
