// The route table of spec §2: one row per route, each naming its page file. Pages are lazy chunks found
// with import.meta.glob, so a page appears as soon as its owner creates the file under that name;
// until then the row renders <PagePending title=…/> inside the layout (a titled shell, no fake content).
// Also here: the login guard of /mine/*, unknown paths -> /, scroll to top after each navigation,
// keep-alive of home, the category pages and /mine/recharge (mounted once, hidden while inactive).

import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react'
import { Redirect, Router } from 'wouter'
import type { Category } from '../../core/contract'
import { loadCatalogFor } from '../../core/i18n/lazy'
import { type MessageKey, useT } from '../i18n'
import { useIsLoggedIn, useMaintenance } from '../machines/hooks'
import MainLayout from '../views/layout/MainLayout'
import { KefuRoute, MemberGameRoute } from './external'
import { useFocusOnNavigate } from './focus'
import { hashHrefs, navigate, useFullPath, useHashRouteLocation, useHashSearch } from './hashLocation'
import { PageActiveContext } from './pageActive'
import { isGuarded, MINE_PAGES, type MinePage, paths, splitPath } from './paths'

type Props = Record<string, unknown>
type Layout = 'main' | 'mine' | 'bare'
export type RouteDef = {
  path: string
  /** Page files under src/views, first existing wins (e.g. 'venues/VenuePage'). */
  files: string[]
  title: MessageKey
  layout: Layout
  props?: Props
  keepAlive?: boolean
  /** Routes that are not pages but actions (open customer service, launch a venue). */
  element?: ComponentType
}

const venue = (c: Category): RouteDef => ({
  path: `/${c}`,
  files: ['venues/VenuePage'],
  title: `title.${c}` as MessageKey,
  layout: 'main',
  props: { category: c },
  keepAlive: true,
})

const MINE_FILES: Record<MinePage, string> = {
  message: 'mine/MessagePage',
  center: 'mine/CenterPage',
  applyagent: 'mine/ApplyAgentPage',
  activityRecord: 'mine/ActivityRecordPage',
  fanshui: 'mine/FanshuiPage',
  betRecord: 'mine/BetRecordPage',
  transRecord: 'mine/TransRecordPage',
  transfer: 'mine/TransferPage',
  recharge: 'mine/RechargePage',
  withdraw: 'mine/WithdrawPage',
  bankCard: 'mine/BankCardPage',
  welfare: 'mine/WelfarePage',
  responsible: 'protection/ResponsiblePage',
}

export const ROUTES: RouteDef[] = [
  { path: '/', files: ['home/HomePage'], title: 'title.home', layout: 'main', keepAlive: true },
  { path: '/abouts', files: ['help/AboutsPage', 'help/HelpPage'], title: 'title.abouts', layout: 'main' },
  venue('realbet'),
  venue('sport'),
  venue('gaming'),
  venue('joker'),
  { path: '/concise', files: ['slots/SlotsPage'], title: 'title.concise', layout: 'main', keepAlive: true },
  venue('lottery'),
  { path: '/activity', files: ['activity/ActivityPage'], title: 'title.activity', layout: 'main' },
  {
    path: '/activityInfo',
    files: ['activity/ActivityInfoPage', 'activity/ActivityDetailPage'],
    title: 'title.activityInfo',
    layout: 'main',
  },
  { path: '/app', files: ['app/AppPage', 'app/AppDownloadPage'], title: 'title.app', layout: 'main' },
  { path: '/vip', files: ['vip/VipPage'], title: 'title.vip', layout: 'main' },
  ...MINE_PAGES.map(
    (p): RouteDef => ({
      path: paths.mine(p),
      files: [MINE_FILES[p]],
      title: `title.${p}` as MessageKey,
      layout: 'mine',
      keepAlive: p === 'recharge',
    }),
  ),
  {
    path: '/gamePage',
    files: ['gamepage/GamePagePage', 'gamepage/GamePage'],
    title: 'title.gamePage',
    layout: 'bare',
  },
  { path: '/login', files: ['auth/LoginPage'], title: 'title.login', layout: 'bare' },
  { path: '/register', files: ['auth/RegisterPage'], title: 'title.register', layout: 'bare' },
  {
    path: '/payInfo',
    files: ['payinfo/PayInfoPage', 'mine/PayInfoPage', 'cashier/PayInfoPage'],
    title: 'title.payInfo',
    layout: 'bare',
  },
  {
    path: '/userredpacket',
    files: ['redpacket/UserRedPacketPage', 'mine/UserRedPacketPage'],
    title: 'title.userredpacket',
    layout: 'bare',
  },
  { path: '/asdwl', files: ['sponsor/SponsorPage'], title: 'title.asdwl', layout: 'bare' },
  { path: '/play/slot', files: ['games/SlotGamePage'], title: 'games.slot.title', layout: 'bare' },
  { path: '/play/sicbo', files: ['games/SicboPage'], title: 'games.sicbo.title', layout: 'bare' },
  { path: '/play/bullbull', files: ['games/BullbullPage'], title: 'games.bull.title', layout: 'bare' },
  { path: '/play/fast3', files: ['games/Fast3Page'], title: 'games.fast3.title', layout: 'bare' },
  { path: '/play/baccarat', files: ['games/BaccaratPage'], title: 'games.bacc.title', layout: 'bare' },
  { path: '/fair', files: ['games/FairnessPage'], title: 'games.fair.title', layout: 'bare' },
  { path: '/kefu', files: [], title: 'title.kefu', layout: 'bare', element: KefuRoute },
  { path: '/member/game', files: [], title: 'title.gamePage', layout: 'bare', element: MemberGameRoute },
]

/** The spec also links the member pages without the /mine prefix (`/transRecord`, `/message`…). */
const ALIASES: Record<string, string> = Object.fromEntries(MINE_PAGES.map((p) => [`/${p}`, paths.mine(p)]))
ALIASES['/mine'] = paths.mine('center')

type PageModule = { default: ComponentType<Props> }
const pageFiles = import.meta.glob<PageModule>(['../views/**/*Page.tsx', '../views/mine/MineLayout.tsx'])
const PagePending = lazy(() => import('../views/layout/PagePending'))

const lazyCache = new Map<string, LazyExoticComponent<ComponentType<Props>>>()
function lazyFile(file: string) {
  const key = `../views/${file}.tsx`
  const load = pageFiles[key]
  if (!load) return null
  let c = lazyCache.get(key)
  if (!c) {
    // The page's messages arrive with its code, so it never renders a bare catalog key.
    c = lazy(() => Promise.all([loadCatalogFor(file), load()]).then(([, page]) => page))
    lazyCache.set(key, c)
  }
  return c
}

/** The member centre's shell (menu + content) when its owner has written it. */
const MineShell = lazyFile('mine/MineLayout') as LazyExoticComponent<
  ComponentType<{ children: ReactNode }>
> | null

export const findRoute = (pathname: string) => ROUTES.find((r) => r.path === pathname) ?? null

function Page({ route }: { route: RouteDef }) {
  const t = useT()
  if (route.element) {
    const Element = route.element
    return <Element />
  }
  const Component = route.files.map(lazyFile).find((c) => c !== null)
  const page = Component ? <Component {...route.props} /> : <PagePending title={t(route.title)} />
  return route.layout === 'mine' && MineShell ? <MineShell>{page}</MineShell> : page
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
