// The header's bell (loaded on its own once a player is signed in, outside the first load): the
// unread inbox count from inboxBell.machine and a link to the inbox. The page's visibility and whether
// the inbox is on screen are browser signals this view hands to the machine.
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useT } from '../../i18n'
import { inboxBellMachine, unreadCount } from '../../machines/inboxBell.machine'
import { href, paths } from '../../routes/paths'
import { Badge } from '../ui/Badge'
import { cx } from '../ui/cx'
import type { BellVariant } from './BellSlot'

/** The inbox total the player last saw, as the spec's client storage names it. */
const SEEN_KEY = 'messageNum'

const readSeen = () => {
  try {
    return Number(globalThis.localStorage?.getItem(SEEN_KEY)) || 0
  } catch {
    return 0
  }
}

const bellFlow = inboxBellMachine.provide({
  actions: {
    saveSeen: ({ context }) => {
      try {
        globalThis.localStorage?.setItem(SEEN_KEY, String(context.seen))
      } catch {
        // Private mode: the count lasts for this page only.
      }
    },
  },
})

const linkClass: Record<BellVariant, string> = {
  header: 'size-9 justify-center rounded-full text-ink-200 hover:bg-white/6 hover:text-gold-200',
  // As the bottom bar's other tabs.
  tab: cx(
    'min-w-0 flex-1 flex-col justify-center gap-0.5 rounded-xl px-0.5 text-ink-300 transition',
    'hover:text-gold-200 aria-[current=page]:text-gold-300',
  ),
}

export default function InboxBell({ variant }: { variant: BellVariant }) {
  const t = useT()
  const ref = useActorRef(bellFlow, { input: { seen: readSeen() } })
  const unread = useSelector(ref, (s) => unreadCount(s.context))
  const [location] = useLocation()
  const search = useSearch()
  const inboxOpen = location === paths.mine('message') && new URLSearchParams(search).get('type') === '1'

  useEffect(() => {
    ref.send({ type: 'bell.viewing', viewing: inboxOpen })
  }, [ref, inboxOpen])
  useEffect(() => {
    const onChange = () =>
      ref.send({ type: 'bell.visibility', visible: document.visibilityState !== 'hidden' })
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [ref])

  const label = unread > 0 ? t('layout.inboxUnread', { count: unread }) : t('layout.inbox')
  return (
    <a
      href={href(paths.message(1))}
      // The header's bell has no visible words: its name is the label. The bottom bar's tab is named by
      // its visible words, the unread count read out after them (the badge is hidden from the name).
      aria-label={variant === 'header' ? label : undefined}
      title={label}
      aria-current={inboxOpen ? 'page' : undefined}
      className={cx('flex items-center', linkClass[variant])}
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
          // The count is in the link's name already (the header's label, the tab's hidden tail).
          <span aria-hidden>
            <Badge tone="cta" size="sm" className="-top-2 -right-3 absolute min-w-5">
              {unread > 99 ? '99+' : unread}
            </Badge>
          </span>
        ) : null}
      </span>
      {variant === 'tab' ? (
        <span className="max-w-full text-center text-2xs leading-tight">
          {t('layout.inbox')}
          {unread > 0 ? (
            <span className="sr-only">{t('layout.inboxUnreadTail', { count: unread })}</span>
          ) : null}
        </span>
      ) : null}
    </a>
  )
}
