// URL rules the flows apply before anything leaves the page. Pure functions, no navigation: machines
// get navigation injected by their view (or by main.tsx); src/routes re-exports what links need.

/**
 * Where to go after logging in: the `redirect` query if it is a path on this site, else home. Refuses
 * anything that is not an in-app path (`//evil`, `https:…`, `javascript:`), so it cannot leave the site.
 */
export const safeRedirect = (redirect: string | null | undefined) =>
  redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/'

/** Leave the SPA only for an http(s) URL (docs/security.md: never `javascript:` or other schemes). */
export function isHttpUrl(url: string) {
  try {
    const u = new URL(url, typeof location === 'undefined' ? 'http://localhost/' : location.href)
    return u.protocol === 'http:' || u.protocol === 'https:'
  } catch {
    return false
  }
}
