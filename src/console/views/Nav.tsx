// The console's menu: the sections each role may open, with live queue counts. Drawn as the fixed
// sidebar from 1024 px and inside the menu drawer below that (Shell.tsx).
import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import type { Permission } from '../../../core/contract/admin'
import { type ConsoleKey, useT } from '../i18n'
import type { Counts } from '../machines/queueCounts.machine'

type NavItem = { path: string; key: ConsoleKey; permission: Permission; count?: keyof Counts }
export const NAV: { group: ConsoleKey | null; items: NavItem[] }[] = [
  { group: null, items: [{ path: '/dashboard', key: 'nav.dashboard', permission: 'dashboard' }] },
  {
    group: 'nav.group.review',
    items: [
      { path: '/deposits', key: 'nav.deposits', permission: 'queue.deposits', count: 'deposits' },
      { path: '/withdrawals', key: 'nav.withdrawals', permission: 'queue.withdrawals', count: 'withdrawals' },
      { path: '/agents', key: 'nav.agents', permission: 'queue.agents', count: 'agents' },
      { path: '/activities', key: 'nav.activities', permission: 'queue.activities', count: 'activities' },
      { path: '/transfers', key: 'nav.transfers', permission: 'queue.transfers', count: 'transfers' },
      { path: '/approvals', key: 'nav.approvals', permission: 'approvals.decide', count: 'approvals' },
      { path: '/kyc', key: 'nav.kyc', permission: 'kyc.review', count: 'kyc' },
    ],
  },
  {
    group: 'nav.group.players',
    items: [
      { path: '/players', key: 'nav.players', permission: 'players.read' },
      { path: '/protection', key: 'nav.protection', permission: 'protection.read' },
      { path: '/support', key: 'nav.support', permission: 'players.message' },
      { path: '/outbox', key: 'nav.outbox', permission: 'outbox.read' },
      { path: '/promotions', key: 'nav.promotions', permission: 'promotions.edit' },
    ],
  },
  {
    group: 'nav.group.content',
    items: [
      { path: '/content/banners', key: 'nav.content.banners', permission: 'content.edit' },
      { path: '/content/notices', key: 'nav.content.notices', permission: 'content.edit' },
      { path: '/content/articles', key: 'nav.content.articles', permission: 'content.edit' },
      { path: '/content/activities', key: 'nav.content.activities', permission: 'content.edit' },
      { path: '/content/types', key: 'nav.content.types', permission: 'content.edit' },
      { path: '/content/venues', key: 'nav.content.venues', permission: 'content.edit' },
      { path: '/content/vip', key: 'nav.content.vip', permission: 'content.edit' },
      { path: '/content/redpackets', key: 'nav.content.redpackets', permission: 'content.edit' },
      { path: '/content/welcome', key: 'nav.content.welcome', permission: 'content.edit' },
      { path: '/content/inbox', key: 'nav.content.inbox', permission: 'content.edit' },
    ],
  },
  {
    group: 'nav.group.business',
    items: [
      { path: '/reports', key: 'nav.reports', permission: 'reports.read' },
      { path: '/payments/reconciliation', key: 'nav.reconciliation', permission: 'payments.reconcile' },
      { path: '/commission', key: 'nav.commission', permission: 'agents.manage' },
      { path: '/sportsbook', key: 'nav.sportsbook', permission: 'sportsbook.trade' },
    ],
  },
  {
    group: 'nav.group.system',
    items: [
      { path: '/audit', key: 'nav.audit', permission: 'audit.read' },
      { path: '/operators', key: 'nav.operators', permission: 'operators.manage' },
      { path: '/settings/site', key: 'nav.siteSettings', permission: 'settings.site' },
      { path: '/settings/payment', key: 'nav.paySettings', permission: 'settings.money' },
      { path: '/account', key: 'nav.account', permission: 'self' },
    ],
  },
]

/** The brand, the sections the operator may open and the "new items" notice. */
export function Menu({
  may,
  counts,
  pulse,
  onNavigate,
  close,
}: {
  may: (p: Permission) => boolean
  counts: Counts | null | undefined
  pulse: boolean
  /** Called when a link is followed (the drawer closes). */
  onNavigate?: () => void
  /** The drawer's close button, beside the brand. */
  close?: ReactNode
}) {
  const { t } = useT()
  return (
    <>
      <div className="flex items-start justify-between gap-2 border-b border-white/5 px-4 py-4">
        <div>
          <div className="text-md font-semibold text-gold-300">{t('app.name')}</div>
          <div className="text-2xs tracking-wider text-ink-500">OPERATOR CONSOLE</div>
        </div>
        {close}
      </div>
      <nav className="flex-1 overflow-y-auto py-2" aria-label={t('app.name')}>
        {NAV.map((g) => {
          const items = g.items.filter((i) => may(i.permission))
          if (items.length === 0) return null
          return (
            <div key={g.group ?? 'top'} className="mb-2">
              {g.group ? <div className="px-4 pt-3 pb-1 text-2xs text-ink-500">{t(g.group)}</div> : null}
              {items.map((i) => (
                <NavLink
                  key={i.path}
                  item={i}
                  label={t(i.key)}
                  count={i.count ? counts?.[i.count] : undefined}
                  pulse={pulse}
                  old={i.count === 'transfers' ? (counts?.transfers_old ?? 0) : 0}
                  onNavigate={onNavigate}
                />
              ))}
            </div>
          )
        })}
      </nav>
      {pulse ? (
        <div
          role="status"
          className="mx-3 mb-3 rounded-sm bg-cta-600/90 px-2 py-1.5 text-center text-xs text-white"
        >
          {t('nav.newItems')}
        </div>
      ) : null}
    </>
  )
}

function NavLink({
  item,
  label,
  count,
  pulse,
  old,
  onNavigate,
}: {
  item: NavItem
  label: string
  count?: number
  pulse: boolean
  old: number
  onNavigate?: () => void
}) {
  const [location] = useLocation()
  const active = location === item.path || location.startsWith(`${item.path}/`)
  return (
    <Link
      href={item.path}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={`mx-2 flex items-center justify-between rounded-sm px-3 py-1.5 text-sm ${active ? 'bg-navy-700 text-gold-200' : 'text-ink-300 hover:bg-white/5 hover:text-ink-50'}`}
    >
      <span>{label}</span>
      {count ? (
        <span
          className={`min-w-5 rounded-full px-1.5 text-center text-2xs font-semibold leading-5 ${old > 0 ? 'bg-danger-500 text-white' : 'bg-cta-500 text-white'} ${pulse ? 'animate-pulse ring-2 ring-gold-300' : ''}`}
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  )
}
