// The route table: one row per route, each naming its page with a literal import, so a misspelt or
// missing page fails the build. Each page is a lazy chunk loaded together with its catalog area.
// Also here: the aliases of the member pages and the start-up warm-up of the opened page. What renders
// the table (the guard, redirects, keep-alive, scroll to top) is RouteView.tsx.

import { type ComponentType, createElement, lazy, type ReactNode } from 'react'
import type { Category } from '../../core/contract'
import { loadCatalogFor } from '../../core/i18n/lazy'
import type { MessageKey } from '../i18n'
import { AUTH_STADIUM } from '../views/auth/pictures'
import { warmHome, warmVenues } from '../views/home/games'
import { warmDeposit } from '../views/mine/warm'
import { warmSports } from '../views/sports/warm'
import { MemberGameRoute } from './external'
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
  /** Its largest pictures, preloaded by the first-page script (scripts/vite-first-page.mjs). */
  pictures?: string[]
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
  return Object.assign(Page, { preload: start, file }) as unknown as ComponentType<Props>
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
  {
    ...bare(
      '/login',
      'title.login',
      page('auth/LoginPage', () => import('../views/auth/LoginPage')),
    ),
    pictures: [AUTH_STADIUM],
  },
  {
    ...bare(
      '/register',
      'title.register',
      page('auth/RegisterPage', () => import('../views/auth/RegisterPage')),
    ),
    pictures: [AUTH_STADIUM],
  },
  {
    ...bare(
      '/forgot',
      'title.forgot',
      page('auth/ForgotPage', () => import('../views/auth/ForgotPage')),
    ),
    pictures: [AUTH_STADIUM],
  },
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
export const ALIASES: Record<string, string> = Object.fromEntries(
  MINE_PAGES.map((p) => [`/${p}`, paths.mine(p)]),
)
ALIASES['/mine'] = paths.mine('center')

/** The member centre's shell (menu + content). */
export const MineShell = page('mine/MineLayout', () => import('../views/mine/MineLayout')) as ComponentType<{
  children: ReactNode
}>

export const findRoute = (pathname: string) => ROUTES.find((r) => r.path === pathname) ?? null

const fileOf = (view: ComponentType<Props>) => (view as { file?: string }).file
/** Per address, what `pick` gives for its route (skipped when empty), each alias sharing its target's. */
function byAddress<T>(pick: (r: RouteDef) => T[]): Record<string, T[]> {
  const out: Record<string, T[]> = {}
  for (const r of ROUTES) if (pick(r).length) out[r.path] = pick(r)
  for (const [alias, to] of Object.entries(ALIASES)) {
    const target = out[to.split('?')[0]]
    if (target) out[alias] = target
  }
  return out
}

/**
 * Each address's page files under src/views (the member shell first on /mine pages), aliases
 * included: the build turns them into the first-page preloads of index.html (docs/delivery.md).
 */
export const routePageFiles = (): Record<string, string[]> =>
  byAddress((r) =>
    [r.layout === 'mine' ? fileOf(MineShell as ComponentType<Props>) : undefined, fileOf(r.view)].filter(
      (f): f is string => !!f,
    ),
  )

/** The pictures each address's page names as its largest (and its aliases'), for the first-page script. */
export const routePictures = (): Record<string, string[]> => byAddress((r) => r.pictures ?? [])

/** The addresses whose page has no site header (and their aliases): the app shell is not shown there. */
export const bareRoutePaths = (): string[] =>
  Object.keys(byAddress((r) => (r.layout === 'bare' ? [r.path] : [])))

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
