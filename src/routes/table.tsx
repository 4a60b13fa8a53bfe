// The route table: one row per route, each naming its page with a literal import, so a misspelt or
// missing page fails the build. Each page is a lazy chunk loaded together with its catalog area.
// Also here: the login guard of /mine/*, unknown paths -> /, scroll to top after each navigation,
// keep-alive of home, the category pages and /mine/recharge (mounted once, hidden while inactive).

import { type ComponentType, createElement, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { Redirect, Router } from 'wouter'
import type { Category } from '../../core/contract'
import { loadCatalogFor } from '../../core/i18n/lazy'
import type { MessageKey } from '../i18n'
import { useIsLoggedIn, useMaintenance } from '../machines/hooks'
import { warmHome, warmVenues } from '../views/home/games'
import MainLayout from '../views/layout/MainLayout'
import { warmDeposit } from '../views/mine/warm'
import { warmSports } from '../views/sports/warm'
import { MemberGameRoute } from './external'
import { useFocusOnNavigate } from './focus'
import { hashHrefs, navigate, useFullPath, useHashRouteLocation, useHashSearch } from './hashLocation'
import { PageActiveContext } from './pageActive'
import { isGuarded, MINE_PAGES, type MinePage, paths, splitPath } from './paths'

type Props = Record<string, unknown>
type Layout = 'main' | 'mine' | 'bare'
export type RouteDef = {
  path: string
  /** What the route renders: a lazy page (see `page`) or, for routes that are actions, a component. */
  view: ComponentType<Props>
  title: MessageKey
  layout: Layout
  props?: Props
  keepAlive?: boolean
  /** The reads the page starts with, asked for at start-up together with its code (warmRoute). */
  warm?: (at: { query: URLSearchParams; loggedIn: boolean }) => void
}

/**
 * A lazy page: `file` is its path under src/views (it picks the catalog area loaded with it, so the
 * page never renders a bare catalog key); `load` is the page's literal import.
 */
function page<P>(file: string, load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null
  let loaded: ComponentType<P> | null = null
  // One load shared by `preload` (start-up, see warmRoute) and React.lazy; a failed one is tried again.
  const start = () => {
    loading ??= Promise.all([loadCatalogFor(file), load()]).then(
      ([, m]) => {
        loaded = m.default
        return m
      },
      (err) => {
        loading = null
        throw err
      },
    )
    return loading
  }
  const Lazy = lazy(start) as unknown as ComponentType<Props>
  // Code already here (preloaded) renders at once: no fallback, no Suspense reveal delay.
  const Page = (props: Props) =>
    createElement((loaded as unknown as ComponentType<Props> | null) ?? Lazy, props)
  return Object.assign(Page, { preload: start }) as unknown as ComponentType<Props>
}

/** Start loading a route's page code (and the member shell of /mine pages) before React asks for it. */
const preload = (view: ComponentType<Props>) =>
  (view as { preload?: () => Promise<unknown> }).preload?.().catch(() => {
    // React.lazy asks again when it renders the page and shows the failure there.
  })

const VenuePage = page('venues/VenuePage', () => import('../views/venues/VenuePage'))
const venue = (c: Category): RouteDef => ({
  path: `/${c}`,
  view: VenuePage,
  title: `title.${c}` as MessageKey,
  layout: 'main',
  props: { category: c },
  keepAlive: true,
  warm: warmVenues,
})

const MINE_VIEWS: Record<MinePage, ComponentType<Props>> = {
  message: page('mine/MessagePage', () => import('../views/mine/MessagePage')),
  center: page('mine/CenterPage', () => import('../views/mine/CenterPage')),
  applyagent: page('mine/ApplyAgentPage', () => import('../views/mine/ApplyAgentPage')),
  activityRecord: page('mine/ActivityRecordPage', () => import('../views/mine/ActivityRecordPage')),
  fanshui: page('mine/FanshuiPage', () => import('../views/mine/FanshuiPage')),
  betRecord: page('mine/BetRecordPage', () => import('../views/mine/BetRecordPage')),
  transRecord: page('mine/TransRecordPage', () => import('../views/mine/TransRecordPage')),
  transfer: page('mine/TransferPage', () => import('../views/mine/TransferPage')),
  recharge: page('mine/RechargePage', () => import('../views/mine/RechargePage')),
  withdraw: page('mine/WithdrawPage', () => import('../views/mine/WithdrawPage')),
  bankCard: page('mine/BankCardPage', () => import('../views/mine/BankCardPage')),
  welfare: page('mine/WelfarePage', () => import('../views/mine/WelfarePage')),
  responsible: page('protection/ResponsiblePage', () => import('../views/protection/ResponsiblePage')),
  agent: page('agent/AgentPage', () => import('../views/agent/AgentPage')),
  kyc: page('mine/KycPage', () => import('../views/mine/KycPage')),
}

const bare = (
  path: string,
  title: MessageKey,
  view: ComponentType<Props>,
  warm?: RouteDef['warm'],
): RouteDef => ({
  path,
  view,
  title,
  layout: 'bare',
  warm,
})

export const ROUTES: RouteDef[] = [
  {
    path: '/',
    view: page('home/HomePage', () => import('../views/home/HomePage')),
    title: 'title.home',
    layout: 'main',
    keepAlive: true,
    warm: warmHome,
  },
  {
    path: '/abouts',
    view: page('help/AboutsPage', () => import('../views/help/AboutsPage')),
    title: 'title.abouts',
    layout: 'main',
  },
  venue('realbet'),
  venue('sport'),
  venue('gaming'),
  venue('joker'),
  {
    path: '/concise',
    view: page('slots/SlotsPage', () => import('../views/slots/SlotsPage')),
    title: 'title.concise',
    layout: 'main',
    keepAlive: true,
    warm: warmVenues,
  },
  venue('lottery'),
  {
    path: '/activity',
    view: page('activity/ActivityPage', () => import('../views/activity/ActivityPage')),
    title: 'title.activity',
    layout: 'main',
  },
  {
    path: '/activityInfo',
    view: page('activity/ActivityInfoPage', () => import('../views/activity/ActivityInfoPage')),
    title: 'title.activityInfo',
    layout: 'main',
  },
  {
    path: '/app',
    view: page('app/AppPage', () => import('../views/app/AppPage')),
    title: 'title.app',
    layout: 'main',
  },
  {
    path: '/vip',
    view: page('vip/VipPage', () => import('../views/vip/VipPage')),
    title: 'title.vip',
    layout: 'main',
  },
  ...MINE_PAGES.map(
    (p): RouteDef => ({
      path: paths.mine(p),
      view: MINE_VIEWS[p],
      // 身份认证's title comes with the member catalog (core/i18n/kyc.ts), not the shell's titles.
      title: p === 'kyc' ? 'member.menu.kyc' : (`title.${p}` as MessageKey),
      layout: 'mine',
      keepAlive: p === 'recharge',
      warm: p === 'recharge' ? warmDeposit : undefined,
    }),
  ),
  bare(
    '/gamePage',
    'title.gamePage',
    page('gamepage/GamePage', () => import('../views/gamepage/GamePage')),
  ),
  bare(
    '/login',
    'title.login',
    page('auth/LoginPage', () => import('../views/auth/LoginPage')),
  ),
  bare(
    '/register',
    'title.register',
    page('auth/RegisterPage', () => import('../views/auth/RegisterPage')),
  ),
  bare(
    '/forgot',
    'title.forgot',
    page('auth/ForgotPage', () => import('../views/auth/ForgotPage')),
  ),
  bare(
    '/payInfo',
    'title.payInfo',
    page('payinfo/PayInfoPage', () => import('../views/payinfo/PayInfoPage')),
  ),
  bare(
    '/userredpacket',
    'title.userredpacket',
    page('redpacket/UserRedPacketPage', () => import('../views/redpacket/UserRedPacketPage')),
  ),
  bare(
    '/asdwl',
    'title.asdwl',
    page('sponsor/SponsorPage', () => import('../views/sponsor/SponsorPage')),
  ),
  bare(
    '/play/slot',
    'games.slot.title',
    page('games/SlotGamePage', () => import('../views/games/SlotGamePage')),
  ),
  bare(
    '/play/sicbo',
    'games.sicbo.title',
    page('games/SicboPage', () => import('../views/games/SicboPage')),
  ),
  bare(
    '/play/bullbull',
    'games.bull.title',
    page('games/BullbullPage', () => import('../views/games/BullbullPage')),
  ),
  bare(
    '/play/zhajinhua',
    'games.zjh.title',
    page('games/ZhajinhuaPage', () => import('../views/games/ZhajinhuaPage')),
  ),
  bare(
    '/play/erbagang',
    'games.ebg.title',
    page('games/ErbagangPage', () => import('../views/games/ErbagangPage')),
  ),
  bare(
    '/play/qiangzhuang',
    'games.qz.title',
    page('games/QiangzhuangPage', () => import('../views/games/QiangzhuangPage')),
  ),
  bare(
    '/play/fast3',
    'games.fast3.title',
    page('games/Fast3Page', () => import('../views/games/Fast3Page')),
  ),
  bare(
    '/play/ssc',
    'games.ssc.title',
    page('games/SscPage', () => import('../views/games/SscPage')),
  ),
  bare(
    '/play/pk10',
    'games.pk10.title',
    page('games/Pk10Page', () => import('../views/games/Pk10Page')),
  ),
  bare(
    '/play/sangong',
    'games.sangong.title',
    page('games/SangongPage', () => import('../views/games/SangongPage')),
  ),
  bare(
    '/play/roulette',
    'games.roulette.title',
    page('games/RoulettePage', () => import('../views/games/RoulettePage')),
  ),
  bare(
    '/play/sports',
    'sbui.title',
    page('sports/SportsPage', () => import('../views/sports/SportsPage')),
    warmSports,
  ),
  bare(
    '/play/baccarat',
    'games.bacc.title',
    page('games/BaccaratPage', () => import('../views/games/BaccaratPage')),
  ),
  bare(
    '/play/dragontiger',
    'games.dt.title',
    page('games/DragonTigerPage', () => import('../views/games/DragonTigerPage')),
  ),
  bare(
    '/fair',
    'games.fair.title',
    page('games/FairnessPage', () => import('../views/games/FairnessPage')),
  ),
  bare(
    '/kefu',
    'title.kefu',
    page('kefu/KefuPage', () => import('../views/kefu/KefuPage')),
  ),
  bare('/member/game', 'title.gamePage', MemberGameRoute as ComponentType<Props>),
]

/** The member pages are also linked without the /mine prefix (`/transRecord`, `/message`…). */
const ALIASES: Record<string, string> = Object.fromEntries(MINE_PAGES.map((p) => [`/${p}`, paths.mine(p)]))
ALIASES['/mine'] = paths.mine('center')

/** The member centre's shell (menu + content). */
const MineShell = page('mine/MineLayout', () => import('../views/mine/MineLayout')) as ComponentType<{
  children: ReactNode
}>

export const findRoute = (pathname: string) => ROUTES.find((r) => r.path === pathname) ?? null

/**
 * Start-up (src/main.tsx): the page of the address the player opened starts loading its code and its
 * first reads at once, in parallel with the app's own start, instead of one after the other once
 * React has rendered the layout (docs/delivery.md).
 */
export async function warmRoute(fullPath: string, { loggedIn }: { loggedIn: boolean }): Promise<void> {
  const [pathname, query] = splitPath(fullPath)
  const route = findRoute(ALIASES[pathname]?.split('?')[0] ?? pathname)
  // A member page without a session goes to the login page instead: nothing of it is needed.
  if (!route || (isGuarded(route.path) && !loggedIn)) return
  route.warm?.({ query: new URLSearchParams(query), loggedIn })
  await Promise.all([
    preload(route.view),
    route.layout === 'mine' ? preload(MineShell as ComponentType<Props>) : null,
  ])
}

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
