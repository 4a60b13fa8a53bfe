// The member centre shell: the player card (avatar linking to /vip, upload of gif/png, VIP progress)
// above a left menu whose active item follows the path, and the page beside it (headed, during a
// time-out or self-exclusion, by what the player can still do).
import { useSelector } from '@xstate/react'
import { type ChangeEvent, type ReactNode, useEffect, useState } from 'react'
import { centsToWire, displayMoney } from '../../../core/money'
import { useT } from '../../i18n'
import { avatarMachine } from '../../machines/applyAgent.machine'
import { useBalance, useSessionSend, useUser } from '../../machines/hooks'
import { openCustomerService } from '../../routes/external'
import { useHashPathname } from '../../routes/hashLocation'
import { href, type MinePage, paths } from '../../routes/paths'
import { RestrictedNotice } from '../protection/RestrictedNotice'
import { Money, Spinner } from '../ui'
import { ChevronDownIcon } from '../ui/ChevronDownIcon'
import { useMemberFlow } from './useMemberFlow'
import { vipRequirements } from './vip'

type Entry = { page: MinePage; label: string } | { action: 'feedback'; label: string }

const ENTRIES: { page?: MinePage; action?: 'feedback'; label: string; agent?: 0 | 1 }[] = [
  { page: 'recharge', label: 'member.menu.recharge' },
  { page: 'transfer', label: 'member.menu.transfer' },
  { page: 'withdraw', label: 'member.menu.withdraw' },
  { page: 'bankCard', label: 'member.menu.bankCard' },
  { page: 'transRecord', label: 'member.menu.transRecord' },
  { page: 'betRecord', label: 'member.menu.betRecord' },
  { page: 'fanshui', label: 'member.menu.fanshui' },
  { page: 'activityRecord', label: 'member.menu.activityRecord' },
  { page: 'applyagent', label: 'member.menu.applyagent', agent: 0 },
  // An approved agent's entry opens the agent page (docs/agents.md), inside the member centre.
  { page: 'agent', label: 'member.menu.agentLogin', agent: 1 },
  { page: 'center', label: 'member.menu.center' },
  { page: 'kyc', label: 'member.menu.kyc' },
  { page: 'message', label: 'member.menu.message' },
  { page: 'welfare', label: 'member.menu.welfare' },
  { page: 'responsible', label: 'pr.title' },
  { action: 'feedback', label: 'member.menu.feedback' },
]

export default function MineLayout({ children }: { children: ReactNode }) {
  const t = useT()
  const user = useUser()
  const balance = useBalance()
  const pathname = useHashPathname()
  const entries = ENTRIES.filter((e) => e.agent === undefined || e.agent === user?.isagent) as Entry[]
  // Below lg the player card and the menu fold into one bar so the page itself comes first; choosing
  // a page folds them again. From lg up they are always shown beside the page.
  const [open, setOpen] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: fold again after every navigation
  useEffect(() => setOpen(false), [pathname])
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4 lg:flex-row lg:items-start lg:gap-6 lg:py-6">
      <aside className="w-full shrink-0 lg:sticky lg:top-4 lg:w-64">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="member-shell"
          onClick={() => setOpen((v) => !v)}
          className="flex min-h-11 w-full items-center gap-3 rounded-xl border border-gold-400/20 bg-navy-850 px-4 py-2 text-left lg:hidden"
        >
          {/* The name may be cut, the amount never: it wraps to its own line when the bar is narrow. */}
          <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2 text-sm">
            <span className="max-w-full truncate font-semibold text-gold-100">{user?.username}</span>
            <span className="flex flex-wrap items-baseline gap-x-1 text-ink-300">
              <span>{t('member.shell.balance')}</span>
              <Money value={balance ?? user?.balance ?? '0.00'} className="whitespace-nowrap" />
            </span>
          </span>
          <span className="shrink-0 text-gold-300 text-sm">{t('member.menu.label')}</span>
          <ChevronDownIcon
            className={`size-3 shrink-0 text-gold-300 transition ${open ? 'rotate-180' : ''}`}
          />
        </button>
        <div id="member-shell" className={open ? 'mt-3 lg:mt-0' : 'hidden lg:block'}>
          <PlayerCard />
          <nav
            aria-label={t('member.menu.label')}
            className="mt-4 rounded-xl border border-white/6 bg-surface p-2"
          >
            <ul className="grid grid-cols-2 gap-1 sm:grid-cols-4 lg:grid-cols-1">
              {entries.map((e) => (
                <li key={e.label}>
                  {'page' in e ? (
                    <a
                      href={href(paths.mine(e.page))}
                      aria-current={pathname === paths.mine(e.page) ? 'page' : undefined}
                      className="flex min-h-11 items-center justify-center rounded-lg px-3 py-2 text-center text-ink-300 text-sm hover:bg-white/5 hover:text-gold-200 aria-[current=page]:bg-gold-400/15 aria-[current=page]:font-semibold aria-[current=page]:text-gold-200 lg:min-h-0 lg:justify-start lg:text-left"
                    >
                      {t(e.label)}
                    </a>
                  ) : (
                    <button
                      type="button"
                      onClick={() => openCustomerService()}
                      className="flex min-h-11 w-full items-center justify-center rounded-lg px-3 py-2 text-center text-ink-300 text-sm hover:bg-white/5 hover:text-gold-200 lg:min-h-0 lg:justify-start lg:text-left"
                    >
                      {t(e.label)}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </aside>
      <div className="min-w-0 flex-1">
        <RestrictedNotice />
        {children}
      </div>
    </div>
  )
}

function PlayerCard() {
  const t = useT()
  const user = useUser()
  const balance = useBalance()
  const send = useSessionSend()
  const avatar = useMemberFlow(avatarMachine, {
    actions: { userChanged: () => send({ type: 'session.refreshUser' }) },
  })
  const uploading = useSelector(avatar, (s) => s.hasTag('busy'))
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    if (file) avatar.send({ type: 'avatar.upload', file })
    e.target.value = ''
  }
  const requirements = user ? vipRequirements(user) : []
  return (
    <section className="rounded-xl border border-gold-400/20 bg-gradient-to-br from-navy-800 to-navy-900 p-4">
      <div className="flex items-center gap-3">
        <a
          href={href(paths.vip())}
          className="relative block size-16 shrink-0"
          aria-label={t('member.shell.toVip')}
        >
          {user?.avatar ? (
            <img
              src={user.avatar}
              alt={t('member.shell.avatar')}
              className="size-16 rounded-full border-2 border-gold-400/60 object-cover"
            />
          ) : (
            <span className="flex size-16 items-center justify-center rounded-full border-2 border-gold-400/60 bg-navy-700 font-bold text-2xl text-gold-300">
              {user?.username.slice(0, 1).toUpperCase() ?? '?'}
            </span>
          )}
          {uploading ? <Spinner size="sm" className="absolute inset-0 m-auto" /> : null}
        </a>
        <div className="min-w-0">
          <p className="truncate font-semibold text-gold-100">{user?.username}</p>
          <p className="text-ink-400 text-xs">
            {t('member.shell.balance')} <Money value={balance ?? user?.balance ?? '0.00'} />
          </p>
          <label className="mt-1 inline-block cursor-pointer text-gold-300 text-xs underline-offset-2 hover:underline">
            {t('member.shell.upload')}
            <input
              type="file"
              accept="image/gif,image/png"
              className="sr-only"
              onChange={onFile}
              disabled={uploading}
            />
          </label>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3">
        <p className="flex justify-between text-ink-300 text-xs">
          <span>{user?.current_vip || 'VIP0'}</span>
          <span>
            {user?.next_vip && user.next_vip !== user.current_vip
              ? t('member.shell.nextLevel', { level: user.next_vip })
              : t('member.shell.topLevel')}
          </span>
        </p>
        {requirements.map((r) => (
          <div key={r.kind}>
            <div
              role="progressbar"
              aria-label={t(`member.shell.${r.kind}Progress`)}
              aria-valuenow={r.progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuetext={`${r.progress}%`}
              className="h-2 overflow-hidden rounded-full bg-navy-950"
            >
              <div className="h-full rounded-full bg-gold-gradient" style={{ width: `${r.progress}%` }} />
            </div>
            <p className="mt-1 text-ink-300 text-xs">
              {t(`member.shell.${r.kind}Need`, {
                have: displayMoney(r.have),
                need: displayMoney(r.need),
              })}
              {r.missing > 0 ? (
                <span className="block text-ink-400">
                  {t('member.shell.missing', { amount: displayMoney(centsToWire(r.missing)) })}
                </span>
              ) : null}
            </p>
          </div>
        ))}
      </div>
    </section>
  )
}
