import { useLocation } from 'wouter'
import { useT } from '../../i18n'
import { useIsLoggedIn } from '../../machines/hooks'
import { href, paths } from '../../routes/paths'
import { buttonClasses } from '../ui/Button'
import { cx } from '../ui/cx'
import { useMediaQuery } from '../ui/useMediaQuery'
import { BellSlot } from './BellSlot'
import { LanguageFlags } from './Flags'
import { HeaderLogin } from './HeaderLogin'
import { BalanceRefresh, HeaderMember } from './HeaderMember'
import { Logo } from './Logo'

/** The top strip (Beijing clock, flags) and the brand row (logo, login form or the member's block). */
export function Header({ clock, onOpenMenu }: { clock: string; onOpenMenu: () => void }) {
  const t = useT()
  const loggedIn = useIsLoggedIn()
  // Tailwind's lg: the inline login form and the member's block exist only where they are shown.
  const wide = useMediaQuery('(min-width: 1024px)')
  const [location] = useLocation()
  return (
    <header className="relative z-30">
      <div className="border-white/5 border-b bg-navy-950">
        <div className="mx-auto flex h-8 max-w-page items-center justify-between px-4 text-xs">
          <p className="flex items-center gap-1.5 text-ink-400">
            <svg
              viewBox="0 0 16 16"
              className="size-3.5 text-gold-400"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              aria-hidden
            >
              <circle cx="8" cy="8" r="6.2" />
              <path d="M8 4.5V8l2.4 1.6" strokeLinecap="round" />
            </svg>
            <span>{t('layout.clock')}</span>
            <time aria-live="off" data-testid="clock" className="font-mono text-ink-200 tabular-nums">
              {clock}
            </time>
            <span className="hidden text-ink-500 sm:inline">({t('layout.clockZone')})</span>
          </p>
          <LanguageFlags />
        </div>
      </div>
      <div className="bg-gradient-to-b from-navy-900 to-navy-900/95">
        <div className="mx-auto flex h-14 max-w-page items-center gap-3 px-4 lg:h-header">
          <button
            type="button"
            onClick={onOpenMenu}
            aria-label={t('layout.menuOpen')}
            className="-ml-1 flex size-9 items-center justify-center rounded-md text-ink-100 hover:bg-white/6 lg:hidden"
          >
            <svg viewBox="0 0 20 20" className="size-5" stroke="currentColor" strokeWidth="1.8" aria-hidden>
              <path d="M3 5.5h14M3 10h14M3 14.5h14" strokeLinecap="round" />
            </svg>
          </button>
          <Logo className="h-7 sm:h-8 lg:h-11" />
          <div className="ml-auto hidden items-center gap-3 lg:flex">
            {wide && loggedIn ? <BellSlot variant="header" /> : null}
            {wide ? loggedIn ? <HeaderMember /> : <HeaderLogin /> : null}
          </div>
          <div className="ml-auto flex min-w-0 items-center gap-2 lg:hidden">
            {loggedIn ? (
              <>
                {/* The home page has no bottom bar (its dock takes the place): the bell sits here. */}
                {!wide && location === '/' ? <BellSlot variant="header" /> : null}
                {/* The whole amount, smaller on the narrowest phones; never cut. Below sm the bottom bar
                    (or the home page's dock) carries 存款, leaving this row to the balance. */}
                <BalanceRefresh className="whitespace-nowrap text-xs min-[360px]:text-sm" />
                <a
                  href={href(paths.mine('recharge'))}
                  className={cx(buttonClasses({ variant: 'cta', size: 'sm' }), 'max-sm:hidden')}
                >
                  {t('layout.deposit')}
                </a>
              </>
            ) : (
              <>
                <a href={href(paths.login())} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                  {t('layout.login')}
                </a>
                <a href={href(paths.register())} className={buttonClasses({ variant: 'cta', size: 'sm' })}>
                  {t('layout.register')}
                </a>
              </>
            )}
          </div>
        </div>
      </div>
    </header>
  )
}
