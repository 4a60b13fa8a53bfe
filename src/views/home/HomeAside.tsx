import { lazy, Suspense, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useT } from '../../i18n'
import { href, paths } from '../../routes/paths'
import { dismissRedPacket, uiState } from '../../state/ui'
import { CloseIcon } from '../ui/CloseIcon'
import { cx } from '../ui/cx'
import { openRedPacket } from './redPacket'

const AppQr = lazy(() => import('./AppQr'))

const ICONS = {
  support: 'M5 13v-1a7 7 0 0 1 14 0v1M5 13h3v5H5zM16 13h3v5h-3zM19 18c0 2-3 3-6 3',
  app: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h2',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-12a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3h.01',
  top: 'M12 19V5m0 0-6 6m6-6 6 6',
  member: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  deposit: 'M3 7h18v12H3zM3 11h18M7 15h4',
}

/**
 * Where the home page's floating helpers go: from 1400 px up the page leaves 100 px or more beside its
 * content, so the side menu floats in the right margin and the red packet in the left one, covering
 * nothing; the side menu sits low, clear of the full-width banner and its arrows. Narrower (phones, tablets, small laptops) they dock as one bar at the bottom of the screen,
 * and the page gets the bar's height as bottom padding so its end can always scroll clear of it.
 */
export const DOCK_PADDING = ['pb-16', 'min-[1400px]:pb-0']

/** Adds the dock's room under the page while 'on' (the home page is shown). */
export function useDockRoom(on: boolean) {
  useEffect(() => {
    if (!on) return
    document.body.classList.add(...DOCK_PADDING)
    return () => document.body.classList.remove(...DOCK_PADDING)
  }, [on])
}

/** The side menu (support, app QR, help, go to top) and, below 1400 px, the red packet. */
export function SideMenu({ appUrl, redPacket }: { appUrl: string; redPacket: boolean }) {
  const t = useT()
  const [qrOpen, setQrOpen] = useState(false)
  const { dismissedRedPacket } = useSnapshot(uiState)
  const item = cx(
    'group relative flex h-14 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl px-1 text-ink-200 transition hover:bg-gold-gradient hover:text-navy-950',
    'min-[1400px]:size-14 min-[1400px]:flex-none',
  )
  const icon = (d: string) => (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
  const caption = 'text-2xs'
  return (
    <nav
      aria-label={t('public.side.label')}
      className={cx(
        'fixed inset-x-0 bottom-0 z-40 flex h-16 items-center gap-1 border-gold-400/25 border-t bg-navy-900/95 px-2 shadow-raised backdrop-blur',
        'min-[1400px]:inset-x-auto min-[1400px]:right-4 min-[1400px]:bottom-6 min-[1400px]:h-auto min-[1400px]:flex-col min-[1400px]:rounded-2xl min-[1400px]:border min-[1400px]:p-1',
      )}
    >
      {/* The site's own chat (docs/support.md). */}
      <a href={href(paths.kefu())} className={item}>
        {icon(ICONS.support)}
        <span className={caption}>{t('public.side.support')}</span>
      </a>
      {/* A QR code to scan is for another device: a phone finds the app page in the menu. */}
      <div
        className={'relative flex flex-1 max-sm:hidden min-[1400px]:flex-none'}
        onMouseEnter={() => setQrOpen(true)}
        onMouseLeave={() => setQrOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setQrOpen(false)
        }}
      >
        <button type="button" className={item} aria-expanded={qrOpen} onClick={() => setQrOpen((v) => !v)}>
          {icon(ICONS.app)}
          <span className={caption}>{t('public.side.app')}</span>
        </button>
        {qrOpen ? (
          <div
            className={cx(
              'absolute bottom-full left-1/2 mb-3 flex -translate-x-1/2 flex-col items-center gap-2 rounded-xl border border-gold-400/30 bg-surface p-3 shadow-raised',
              'min-[1400px]:top-0 min-[1400px]:right-full min-[1400px]:bottom-auto min-[1400px]:left-auto min-[1400px]:mr-3 min-[1400px]:mb-0 min-[1400px]:translate-x-0',
            )}
          >
            <Suspense fallback={<div className="size-[120px] animate-pulse rounded-md bg-navy-800" />}>
              <AppQr value={appUrl} size={120} />
            </Suspense>
            <span className="whitespace-nowrap text-ink-200 text-xs">{t('public.home.scan')}</span>
          </div>
        ) : null}
      </div>
      <a href={href(paths.abouts(1))} className={cx(item, 'max-sm:hidden')}>
        {icon(ICONS.help)}
        <span className={caption}>{t('public.side.help')}</span>
      </a>
      {/* The phone's bottom bar on the home page (src/views/layout/BottomBar.tsx on the others): its way to
          存款 and the member centre; wide screens have the header's. Help stays in the footer there. */}
      <a href={href(paths.mine('recharge'))} className={cx(item, 'sm:hidden')}>
        {icon(ICONS.deposit)}
        <span className={caption}>{t('layout.deposit')}</span>
      </a>
      <a href={href(paths.mine('center'))} className={cx(item, 'lg:hidden')}>
        {icon(ICONS.member)}
        <span className={caption}>{t('layout.tab.member')}</span>
      </a>
      {/* A phone keeps room for the member tabs; scrolling up is a swipe there. */}
      <button
        type="button"
        className={cx(item, 'max-sm:hidden')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        {icon(ICONS.top)}
        <span className={caption}>{t('public.side.top')}</span>
      </button>
      {redPacket && !dismissedRedPacket ? (
        <div className={'flex flex-1 items-center min-[1400px]:hidden'}>
          <button
            type="button"
            onClick={() => openRedPacket(true)}
            className={cx(item, 'bg-gradient-to-b from-cta-600 to-cta-700 text-gold-100')}
          >
            <svg viewBox="0 0 80 96" className="h-6 w-5" aria-hidden>
              <rect x="6" y="6" width="68" height="86" rx="10" fill="#ff5c4a" />
              <circle cx="40" cy="36" r="13" fill="#f2cb63" />
            </svg>
            <span className={caption}>{t('public.redPacket.open')}</span>
          </button>
          <DismissRedPacket className="ml-0.5" />
        </div>
      ) : null}
    </nav>
  )
}

function DismissRedPacket({ className }: { className?: string }) {
  const t = useT()
  return (
    <button
      type="button"
      onClick={dismissRedPacket}
      aria-label={t('public.redPacket.dismiss')}
      className={cx(
        'flex size-11 shrink-0 items-center justify-center rounded-full text-ink-200 hover:text-white',
        className,
      )}
    >
      <span className="flex size-6 items-center justify-center rounded-full bg-navy-950/80 ring-1 ring-white/20">
        <CloseIcon className="size-3" strokeWidth={2.2} />
      </span>
    </button>
  )
}

/**
 * The floating red-packet icon of wide screens (below 1400 px it is part of the docked side menu),
 * shown while redpacket_switch is 1 until the player dismisses it.
 */
export function RedPacketIcon() {
  const t = useT()
  const { dismissedRedPacket } = useSnapshot(uiState)
  if (dismissedRedPacket) return null
  return (
    <div className={'fixed bottom-10 left-6 z-40 hidden min-[1400px]:block'}>
      <button
        type="button"
        onClick={() => openRedPacket(true)}
        aria-label={t('public.redPacket.open')}
        className="block animate-float drop-shadow-[0_10px_20px_rgba(232,57,43,0.45)]"
      >
        <RedPacketArt label={t('public.redPacket.open')} />
      </button>
      <DismissRedPacket className="absolute -top-5 -right-5" />
    </div>
  )
}

function RedPacketArt({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 80 96" className="h-24 w-20" aria-hidden>
      <defs>
        <linearGradient id="rp-body" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff5c4a" />
          <stop offset="1" stopColor="#b3160c" />
        </linearGradient>
        <linearGradient id="rp-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="1" stopColor="#d29b2a" />
        </linearGradient>
      </defs>
      <rect x="6" y="6" width="68" height="86" rx="10" fill="url(#rp-body)" />
      <path d="M6 16c0-6 4-10 10-10h48c6 0 10 4 10 10v14C56 42 24 42 6 30Z" fill="#d4271a" />
      <circle cx="40" cy="36" r="13" fill="url(#rp-gold)" stroke="#8a5f18" strokeWidth="1.5" />
      <text x="40" y="41" textAnchor="middle" fontSize="14" fontWeight="900" fill="#8a1a0c">
        ¥
      </text>
      <text x="40" y="76" textAnchor="middle" fontSize="14" fontWeight="800" fill="url(#rp-gold)">
        {label}
      </text>
    </svg>
  )
}
