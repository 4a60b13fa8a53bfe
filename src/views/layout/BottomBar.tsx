import { useLocation } from 'wouter'
import type { MessageKey } from '../../i18n'
import { useT } from '../../i18n'
import { useIsLoggedIn } from '../../machines/hooks'
import { href, paths } from '../../routes/paths'
import { cx } from '../ui/cx'
import { BellSlot } from './BellSlot'

/** The bar's height below lg: MainLayout pads the page by it, floating buttons sit above it. */
export const BOTTOM_BAR_ROOM = 'pb-16 lg:pb-0'

const TABS: { key: string; label: MessageKey; to: string; icon: string; match: (path: string) => boolean }[] =
  [
    {
      key: 'home',
      label: 'layout.tab.home',
      to: paths.home(),
      icon: 'M4 11.5 12 4l8 7.5M6.5 9.5V20h4v-5h3v5h4V9.5',
      match: (p) => p === '/',
    },
    {
      key: 'activity',
      label: 'layout.tab.activity',
      to: paths.activity(),
      icon: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-4-6-1.5S10 7 12 7Zm0 0c2-4 6-4 6-1.5S14 7 12 7Z',
      match: (p) => p.startsWith('/activity'),
    },
    {
      key: 'service',
      label: 'layout.tab.service',
      to: paths.kefu(),
      icon: 'M5 13v-1a7 7 0 0 1 14 0v1M5 13h3v5H5zM16 13h3v5h-3zM19 18c0 2-3 3-6 3',
      match: () => false,
    },
    {
      key: 'deposit',
      label: 'layout.deposit',
      to: paths.mine('recharge'),
      icon: 'M3 7h18v12H3zM3 11h18M7 15h4',
      match: (p) => p === paths.mine('recharge'),
    },
    {
      key: 'member',
      label: 'layout.tab.member',
      to: paths.mine('center'),
      icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
      match: (p) => p.startsWith('/mine/') && p !== paths.mine('recharge'),
    },
  ]

/**
 * The phone's tab bar (below lg): home, promotions, support, deposit and the member centre, on every
 * page of the main layout but the home page, whose docked side menu is its bottom bar (and carries the
 * member tab there). A visitor's member and deposit tabs lead through the login page (the route guard).
 * A signed-in player's last tab is the notification bell (通知, with the unread count; it opens the panel).
 */
export function BottomBar() {
  const t = useT()
  const [location] = useLocation()
  const loggedIn = useIsLoggedIn()
  return (
    <nav
      aria-label={t('layout.tabBar')}
      className="fixed inset-x-0 bottom-0 z-40 border-gold-400/25 border-t bg-navy-900/95 shadow-raised backdrop-blur pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-xl items-stretch px-1">
        {TABS.map((tab) => (
          <li key={tab.key} className="flex min-w-0 flex-1">
            <a
              href={href(tab.to)}
              aria-current={tab.match(location) ? 'page' : undefined}
              className={cx(
                'flex min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-0.5 text-ink-300 transition',
                'hover:text-gold-200 aria-[current=page]:text-gold-300',
              )}
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                aria-hidden
              >
                <path d={tab.icon} strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className="max-w-full text-center text-2xs leading-tight">{t(tab.label)}</span>
            </a>
          </li>
        ))}
        {loggedIn ? (
          <li className="flex min-w-0 flex-1">
            <BellSlot variant="tab" />
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
