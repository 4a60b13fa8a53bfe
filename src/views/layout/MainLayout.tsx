import { useActorRef, useSelector } from '@xstate/react'
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import { fromPromise } from 'xstate'
import type { GameEntry } from '../../../core/contract'
import { gameList } from '../../api/site'
import { useT } from '../../i18n'
import { resourceMachine } from '../../machines/resource.machine'
import { focusPageStart } from '../../routes/focus'
import { cx } from '../ui/cx'
import { useMediaQuery } from '../ui/useMediaQuery'
import { BOTTOM_BAR_ROOM, BottomBar } from './BottomBar'
import { useBeijingClock } from './clock'
import { Header } from './Header'
import { MainNav } from './MainNav'
import { buildNav } from './navModel'

// The phone drawer (Headless UI dialog) loads when first opened, keeping it out of the first load.
const MobileNav = lazy(() => import('./MobileNav').then((m) => ({ default: m.MobileNav })))
// The footer starts below the fold (the page is at least a viewport high): it loads beside the page.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })))

const gameListMachine = resourceMachine.provide({
  actors: { load: fromPromise<unknown, unknown>(() => gameList({ category: '' })) },
})

/** The main layout: header with clock, flags and login or member block; navigation; page; footer. */
export function MainLayout({ children }: { children: ReactNode }) {
  const t = useT()
  const clock = useBeijingClock()
  const games = useActorRef(gameListMachine, { input: { input: null } })
  const list = useSelector(games, (s) => s.context.data as GameEntry[] | null)
  const loading = useSelector(games, (s) => s.hasTag('busy'))
  const sections = useMemo(() => buildNav(list, t), [list, t])
  // The drawer is presentation only (no flow knows about it).
  const [menuOpen, setMenuOpen] = useState(false)
  const wide = useMediaQuery('(min-width: 1024px)')
  // The home page's docked side menu is the phone's bottom bar there (src/views/home/HomeAside.tsx).
  const [location] = useLocation()
  const tabBar = !wide && location !== '/'
  return (
    <div className={cx('flex min-h-screen flex-col bg-navy-950', tabBar && BOTTOM_BAR_ROOM)}>
      {/* The first stop of Tab on every page: past the header and the navigation to the page itself. */}
      {/* A button, not an anchor: with hash routing, href="#main" would be read as a route. */}
      <button
        type="button"
        onClick={focusPageStart}
        className="sr-only rounded-md bg-gold-300 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80] focus:px-4 focus:py-2"
      >
        {t('layout.skipToContent')}
      </button>
      <div className="sticky top-0 z-30 shadow-[0_8px_24px_-12px_rgb(0_0_0/0.8)] lg:static lg:shadow-none">
        <Header clock={clock} onOpenMenu={() => setMenuOpen(true)} />
      </div>
      {/* The desktop navigation (eight menus with their venue lists) is not drawn on a phone, so it is
          not made there either: the phone's menu is the drawer. */}
      {wide ? (
        <div className="sticky top-0 z-20 hidden lg:block">
          <MainNav sections={sections} loading={loading} />
        </div>
      ) : null}
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileNav open onClose={() => setMenuOpen(false)} sections={sections} clock={clock} />
        </Suspense>
      ) : null}
      {/* At least a viewport high: the footer starts below the fold, so a page that grows as its data
          arrives never pushes a visible footer down (layout shift). */}
      <main id="main" className="flex min-h-screen flex-1 flex-col">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {tabBar ? <BottomBar /> : null}
    </div>
  )
}

export default MainLayout
