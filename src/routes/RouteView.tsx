// What renders the route table (table.tsx): the page for the current location inside its layout, the
// login guard of /mine/*, unknown paths -> /, the member-page aliases, scroll to top and focus after
// each navigation, in-app anchors through navigate, keep-alive of home, the category pages and
// /mine/recharge (mounted once, hidden while inactive), the maintenance page, and the hash router.

import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { Redirect, Router } from 'wouter'
import { useIsLoggedIn, useMaintenance } from '../machines/hooks'
import MainLayout from '../views/layout/MainLayout'
import { useFocusOnNavigate } from './focus'
import { hashHrefs, navigate, useFullPath, useHashRouteLocation, useHashSearch } from './hashLocation'
import { PageActiveContext } from './pageActive'
import { isGuarded, paths, splitPath } from './paths'
import { ALIASES, findRoute, MineShell, ROUTES, type RouteDef } from './table'

function Page({ route }: { route: RouteDef }) {
  const View = route.view
  const shown = <View {...route.props} />
  return route.layout === 'mine' ? <MineShell>{shown}</MineShell> : shown
}

/**
 * While a page's code loads: a full viewport high, so the footer starts below the fold and is not
 * pushed down (a layout shift) when the page arrives.
 */
function Fallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span className="size-10 animate-spin rounded-full border-4 border-gold-400/30 border-t-gold-400" />
    </div>
  )
}

/** After every navigation: the window and the home container (#home-scroll) back to the top. */
function useScrollToTop(pathname: string, search: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll must follow every route change
  useEffect(() => {
    try {
      window.scrollTo(0, 0)
    } catch {
      // Non-browser environments without scrolling.
    }
    const home = document.getElementById('home-scroll')
    if (home) home.scrollTop = 0
  }, [pathname, search])
}

/**
 * In-app anchors (`<a href="#/vip">`) go through the same `navigate` as links, so a click on the page
 * already shown gets its toast instead of doing nothing.
 */
function useAnchorNavigation() {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      const a = (e.target as Element | null)?.closest?.('a')
      const raw = a?.getAttribute('href')
      if (!a || !raw?.startsWith('#/') || (a.target && a.target !== '_self') || a.hasAttribute('download'))
        return
      e.preventDefault()
      navigate(raw.slice(1))
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
}

/** The page for the current location, with the guard, the redirects and the kept-alive pages. */
export function RouteView() {
  const fullPath = useFullPath()
  const [pathname, search] = splitPath(fullPath)
  const loggedIn = useIsLoggedIn()
  const maintenance = useMaintenance()
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set())
  useScrollToTop(pathname, search)
  useFocusOnNavigate(pathname)
  useAnchorNavigation()

  const route = findRoute(pathname)
  const redirect = ALIASES[pathname]
    ? `${ALIASES[pathname]}${search ? `?${search}` : ''}`
    : !route
      ? paths.home()
      : isGuarded(pathname) && !loggedIn
        ? paths.login(fullPath)
        : null

  useEffect(() => {
    if (!redirect && route?.keepAlive && !visited.has(route.path))
      setVisited(new Set(visited).add(route.path))
  }, [redirect, route, visited])

  if (maintenance) return <MaintenanceView />
  if (redirect !== null || !route) {
    const to = redirect ?? paths.home()
    // Keyed: a redirect that leads to another redirect must fire again (wouter's fires on mount only).
    return <Redirect key={to} to={to} replace />
  }

  // Pages outside the main layout (login, game page, payment…) stand alone; the kept-alive pages
  // live inside the layout and survive only while the player stays in it.
  if (route.layout === 'bare') {
    return (
      <Suspense fallback={<Fallback />}>
        <Page route={route} />
      </Suspense>
    )
  }
  const kept = ROUTES.filter((r) => r.keepAlive && (visited.has(r.path) || r === route))
  return (
    <MainLayout>
      {kept.map((r) => (
        <div key={r.path} hidden={r !== route} className="contents" data-keep-alive={r.path}>
          <PageActiveContext.Provider value={r === route}>
            <Suspense fallback={<Fallback />}>
              {/* A kept-alive guarded page stays mounted only while logged in. */}
              {!isGuarded(r.path) || loggedIn ? <Page route={r} /> : null}
            </Suspense>
          </PageActiveContext.Provider>
        </div>
      ))}
      {!route.keepAlive && (
        <Suspense fallback={<Fallback />}>
          <Page route={route} />
        </Suspense>
      )}
    </MainLayout>
  )
}

const Maintenance = lazy(() =>
  import('../views/layout/Maintenance').then((m) => ({ default: m.Maintenance })),
)
function MaintenanceView() {
  return (
    <Suspense fallback={<Fallback />}>
      <Maintenance />
    </Suspense>
  )
}

/** The hash router with the query inside the hash; `useSearch()` in pages reads that query. */
export function AppRouter({ children }: { children?: ReactNode }) {
  return (
    <Router hook={useHashRouteLocation} searchHook={useHashSearch} hrefs={hashHrefs}>
      <RouteView />
      {children}
    </Router>
  )
}
