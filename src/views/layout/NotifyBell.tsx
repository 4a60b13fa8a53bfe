// The notification centre's bell (loaded on its own once a player is signed in, outside the first
// load): the unread total of notifyBell.machine and a button that opens the panel (its own chunk,
// loaded on the first opening). Browser signals handed to the machine: the page's visibility and which
// kind's page is on screen (the inbox, bet records, fund records), which marks that kind read.
import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { registerCatalog } from '../../../core/i18n'
import * as notifyCatalog from '../../../core/i18n/notify'
import type { NotifyKind } from '../../api/notify'
import { useT } from '../../i18n'
import { notifyBellMachine, unreadTotal } from '../../machines/notifyBell.machine'
import { paths } from '../../routes/paths'
import { Badge } from '../ui/Badge'
import { cx } from '../ui/cx'
import type { BellVariant } from './BellSlot'

registerCatalog(notifyCatalog)
const BellPanel = lazy(() => import('./BellPanel'))

/** The kind whose items the page at `location` lists, if any. */
export function viewedKind(location: string, search: string): NotifyKind | null {
  if (location === paths.mine('message'))
    return new URLSearchParams(search).get('type') === '1' ? 'inbox' : null
  if (location === paths.mine('betRecord')) return 'bets'
  // Fund records open on deposits.
  if (location === paths.mine('transRecord')) return 'deposits'
  return null
}

const buttonClass: Record<BellVariant, string> = {
  header: 'size-9 justify-center rounded-full text-ink-200 hover:bg-white/6 hover:text-gold-200',
  // As the bottom bar's other tabs.
  tab: cx(
    'min-w-0 flex-1 flex-col justify-center gap-0.5 rounded-xl px-0.5 text-ink-300 transition',
    'hover:text-gold-200 aria-expanded:text-gold-300',
  ),
}

export default function NotifyBell({ variant }: { variant: BellVariant }) {
  const t = useT()
  const ref = useActorRef(notifyBellMachine)
  const unread = useSelector(ref, (s) => unreadTotal(s.context))
  const open = useSelector(ref, (s) => s.hasTag('panel'))
  const [location] = useLocation()
  const search = useSearch()
  const kind = viewedKind(location, search)

  useEffect(() => {
    ref.send({ type: 'bell.viewing', kind })
  }, [ref, kind])
  // Following a link in the panel closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => {
    ref.send({ type: 'bell.close' })
  }, [ref, location, search])
  useEffect(() => {
    const onChange = () =>
      ref.send({ type: 'bell.visibility', visible: document.visibilityState !== 'hidden' })
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [ref])

  const label = unread > 0 ? t('notify.bellUnread', { count: unread }) : t('notify.bell')
  return (
    <>
      <button
        type="button"
        onClick={() => ref.send({ type: 'bell.open' })}
        // The header's bell has no visible words: its name is the label. The bottom bar's tab is named by
        // its visible words, the unread count read out after them (the badge is hidden from the name).
        aria-label={variant === 'header' ? label : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={label}
        className={cx('flex items-center', buttonClass[variant])}
      >
        <span className="relative flex">
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden
          >
            <path
              d="M6 10a6 6 0 0 1 12 0v4l1.5 3h-15L6 14zM10 20a2 2 0 0 0 4 0"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {unread > 0 ? (
            <span aria-hidden>
              <Badge tone="cta" size="sm" className="-top-2 -right-3 absolute min-w-5">
                {unread > 99 ? '99+' : unread}
              </Badge>
            </span>
          ) : null}
        </span>
        {variant === 'tab' ? (
          <span className="max-w-full text-center text-2xs leading-tight">
            {t('notify.tab')}
            {unread > 0 ? <span className="sr-only">{t('notify.unreadTail', { count: unread })}</span> : null}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BellPanel actor={ref} />
        </Suspense>
      ) : null}
    </>
  )
}
