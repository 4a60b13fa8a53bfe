import { lazy, Suspense, useState } from 'react'
import { useT } from '../../i18n'
import { useBalance, useSessionSend, useUser, useUserRefreshing } from '../../machines/hooks'
import { href, paths } from '../../routes/paths'
import { Badge } from '../ui/Badge'
import { buttonClasses } from '../ui/Button'
import { cx } from '../ui/cx'
import { Money } from '../ui/Money'

// The dialog's code loads when the question is first asked, keeping it out of every page's first load.
const ConfirmDialog = lazy(() => import('../ui/Dialog').then((m) => ({ default: m.ConfirmDialog })))

export function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={cx('size-4', spinning && 'animate-spin')}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
    >
      <path d="M16 10a6 6 0 1 1-1.8-4.3M16 3.5v3.2h-3.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/** The VIP badge: the level image from vipname when present, and the level as text. */
export function VipBadge({ level, image }: { level: number; image?: string }) {
  const t = useT()
  return (
    <Badge tone="gold" size="sm" className="gap-1 pr-2 pl-0.5">
      {image ? <img src={image} alt="" className="size-4" /> : null}
      {t('layout.vip', { level })}
    </Badge>
  )
}

/** Balance with its refresh icon; the session machine owns the request and the 4.3 s poll. */
export function BalanceRefresh({ className }: { className?: string }) {
  const t = useT()
  const balance = useBalance()
  const send = useSessionSend()
  const busy = useUserRefreshing()
  return (
    <span className={cx('inline-flex items-center gap-1.5', className)}>
      <Money value={balance ?? '0.00'} tone="gold" className="font-semibold" />
      <button
        type="button"
        onClick={() => send({ type: 'session.refreshBalance' })}
        aria-label={t('layout.refreshBalance')}
        title={t('layout.refreshBalance')}
        className="flex size-6 items-center justify-center rounded-full text-gold-300 hover:bg-gold-400/10"
      >
        <RefreshIcon spinning={busy} />
      </button>
    </span>
  )
}

/** The logout button and its confirmation (您确定要退出登录吗? with 是的 / 点错了). */
export function LogoutButton({ className }: { className?: string }) {
  const t = useT()
  const send = useSessionSend()
  // Whether the question is on screen is presentation only; the logout itself is the session's.
  const [asking, setAsking] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setAsking(true)} className={className}>
        {t('layout.logout')}
      </button>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('layout.logoutTitle')}
            message={t('layout.logoutConfirm')}
            confirmLabel={t('layout.logoutYes')}
            cancelLabel={t('layout.logoutNo')}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false)
              send({ type: 'session.logout' })
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/** The member's block in the desktop header. */
export function HeaderMember() {
  const t = useT()
  const user = useUser()
  return (
    <div className="flex items-center gap-4">
      <div className="flex flex-col items-end gap-0.5 leading-tight">
        <span className="flex items-center gap-2 text-sm">
          <span className="text-ink-400">{t('layout.welcome')}</span>
          <a
            href={href(paths.mine('center'))}
            className="max-w-40 truncate font-medium text-ink-50 hover:text-gold-200"
          >
            {user?.username ?? ''}
          </a>
          {user ? <VipBadge level={user.vip} image={user.vipname} /> : null}
        </span>
        <span className="flex items-center gap-2 text-xs">
          <span className="text-ink-400">{t('layout.balance')}</span>
          <BalanceRefresh />
        </span>
      </div>
      <span aria-hidden className="h-9 w-px bg-white/10" />
      <nav aria-label={t('layout.memberCentre')} className="flex items-center gap-2">
        <a href={href(paths.mine('recharge'))} className={buttonClasses({ variant: 'cta', size: 'sm' })}>
          {t('layout.deposit')}
        </a>
        <a
          href={href(paths.mine('withdraw'))}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t('layout.withdraw')}
        </a>
        <a
          href={href(paths.mine('transfer'))}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t('layout.transfer')}
        </a>
        <a href={href(paths.mine('center'))} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {t('layout.memberCentre')}
        </a>
        <LogoutButton className={buttonClasses({ variant: 'ghost', size: 'sm' })} />
      </nav>
    </div>
  )
}
