// The signed-in frame: a dark sidebar (sections by role, live queue counts), a top bar (operator,
// role, sound, language, sign-out) and the routed page. Counts are read every 10 s by the
// queueCounts machine; when one grows, its badge pulses and a short tone plays unless muted.
import { useActorRef, useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, Redirect, Route, Router, Switch, useLocation } from 'wouter'
import { useHashLocation } from 'wouter/use-hash-location'
import { fromPromise } from 'xstate'
import {
  CONTENT_KINDS,
  type ContentKind,
  type OperatorInfo,
  type Permission,
} from '../../../core/contract/admin'
import { api } from '../endpoints'
import { type ConsoleKey, useT } from '../i18n'
import { type Counts, queueCountsMachine } from '../machines/queueCounts.machine'
import { Button } from '../ui/kit'
import { AuditView } from './Audit'
import { ContentListView, InboxView, WelcomeView } from './content/ContentView'
import { OperatorsView } from './Operators'
import { PlayerView } from './Player'
import { PlayersView } from './Players'
import { ProtectionView } from './Protection'
import { PromotionsView } from './promotions/Promotions'
import { QueueView } from './Queues'
import { OutboxView } from './recovery/Outbox'

// Its own chunk: the chart library loads only for those who open the dashboard.
const DashboardView = lazy(() => import('./Dashboard'))
const SiteSettingsView = lazy(() => import('./settings/SiteSettings'))
const PaymentSettingsView = lazy(() => import('./settings/PaymentSettings'))
const CommissionView = lazy(() => import('./agents/Commission'))
const ReportsView = lazy(() => import('./reports/Reports'))
const SportsbookView = lazy(() => import('./sportsbook/Sportsbook'))

type NavItem = { path: string; key: ConsoleKey; permission: Permission; count?: keyof Counts }
const NAV: { group: ConsoleKey | null; items: NavItem[] }[] = [
  { group: null, items: [{ path: '/dashboard', key: 'nav.dashboard', permission: 'dashboard' }] },
  {
    group: 'nav.group.review',
    items: [
      { path: '/deposits', key: 'nav.deposits', permission: 'queue.deposits', count: 'deposits' },
      { path: '/withdrawals', key: 'nav.withdrawals', permission: 'queue.withdrawals', count: 'withdrawals' },
      { path: '/agents', key: 'nav.agents', permission: 'queue.agents', count: 'agents' },
      { path: '/activities', key: 'nav.activities', permission: 'queue.activities', count: 'activities' },
      { path: '/transfers', key: 'nav.transfers', permission: 'queue.transfers', count: 'transfers' },
    ],
  },
  {
    group: 'nav.group.players',
    items: [
      { path: '/players', key: 'nav.players', permission: 'players.read' },
      { path: '/protection', key: 'nav.protection', permission: 'protection.read' },
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
    ],
  },
]

const MUTE_KEY = 'console.muted'

/** A short two-note tone through WebAudio (no file to load; the CSP allows nothing external). */
function beep() {
  const Ctx =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext
  if (!Ctx) return
  const ctx = new Ctx()
  const gain = ctx.createGain()
  gain.connect(ctx.destination)
  gain.gain.setValueAtTime(0.0001, ctx.currentTime)
  gain.gain.exponentialRampToValueAtTime(0.2, ctx.currentTime + 0.02)
  gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.35)
  for (const [freq, at] of [
    [880, 0],
    [1320, 0.12],
  ]) {
    const osc = ctx.createOscillator()
    osc.frequency.value = freq
    osc.connect(gain)
    osc.start(ctx.currentTime + at)
    osc.stop(ctx.currentTime + at + 0.2)
  }
  setTimeout(() => void ctx.close(), 600)
}

export function Shell({ operator, onSignOut }: { operator: OperatorInfo; onSignOut: () => void }) {
  const { t, lang, setLang } = useT()
  const may = (p: Permission) => operator.permissions.includes(p)
  const [muted, setMuted] = useState(() => localStorage.getItem(MUTE_KEY) === '1')
  const [pulse, setPulse] = useState(false)
  const counter = useActorRef(
    queueCountsMachine.provide({
      actors: { read: fromPromise(() => api('queueCounts') as Promise<Counts>) },
    }),
  )
  const counts = useSelector(counter, (s) => s.context.counts)
  useEffect(() => {
    const sub = counter.on('grew', () => {
      setPulse(true)
      setTimeout(() => setPulse(false), 4000)
      if (localStorage.getItem(MUTE_KEY) !== '1') beep()
    })
    return () => sub.unsubscribe()
  }, [counter])
  const toggleMute = () => {
    localStorage.setItem(MUTE_KEY, muted ? '0' : '1')
    setMuted(!muted)
  }
  const first = NAV.flatMap((g) => g.items).find((i) => may(i.permission))
  return (
    <Router hook={useHashLocation}>
      <div className="flex min-h-screen bg-navy-950 text-ink-100">
        <aside className="sticky top-0 flex h-screen w-52 shrink-0 flex-col border-r border-white/5 bg-[#040814]">
          <div className="border-b border-white/5 px-4 py-4">
            <div className="text-md font-semibold text-gold-300">{t('app.name')}</div>
            <div className="text-2xs tracking-wider text-ink-500">OPERATOR CONSOLE</div>
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
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-12 items-center justify-end gap-2 border-b border-white/5 bg-navy-900/95 px-5 backdrop-blur">
            <span className="mr-auto text-xs text-ink-400" />
            <span className="text-sm text-ink-100">{operator.username}</span>
            <span className="rounded-xs bg-gold-500/15 px-1.5 py-0.5 text-2xs text-gold-300">
              {t(`role.${operator.role}` as ConsoleKey)}
            </span>
            <Button size="sm" tone="ghost" onClick={toggleMute} aria-pressed={!muted}>
              {muted ? t('app.sound.off') : t('app.sound.on')}
            </Button>
            <Button size="sm" tone="ghost" onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}>
              {t('app.lang')}
            </Button>
            <Button size="sm" onClick={onSignOut}>
              {t('app.signOut')}
            </Button>
          </header>
          <main className="min-w-0 flex-1 p-5">
            <Switch>
              <Route path="/">{first ? <Redirect to={first.path} /> : <Forbidden />}</Route>
              <Route path="/dashboard">
                {may('dashboard') ? (
                  <Suspense fallback={<p className="p-10 text-center text-ink-300">{t('app.loading')}</p>}>
                    <DashboardView />
                  </Suspense>
                ) : (
                  <Forbidden />
                )}
              </Route>
              <Route path="/settings/site">
                {may('settings.site') ? (
                  <Suspense fallback={<p className="p-10 text-center text-ink-300">{t('app.loading')}</p>}>
                    <SiteSettingsView />
                  </Suspense>
                ) : (
                  <Forbidden />
                )}
              </Route>
              <Route path="/settings/payment">
                {may('settings.money') ? (
                  <Suspense fallback={<p className="p-10 text-center text-ink-300">{t('app.loading')}</p>}>
                    <PaymentSettingsView />
                  </Suspense>
                ) : (
                  <Forbidden />
                )}
              </Route>
              <Route path="/deposits">
                {may('queue.deposits') ? (
                  <QueueView
                    key="deposits"
                    queue="deposits"
                    onChanged={() => counter.send({ type: 'refresh' })}
                  />
                ) : (
                  <Forbidden />
                )}
              </Route>
              <Route path="/withdrawals">
                {may('queue.withdrawals') ? (
                  <QueueView
                    key="withdrawals"
                    queue="withdrawals"
                    onChanged={() => counter.send({ type: 'refresh' })}
                  />
                ) : (
                  <Forbidden />
                )}
              </Route>
              <Route path="/agents">
                {may('queue.agents') ? (
                  <QueueView
                    key="agents"
                    queue="agents"
                    onChanged={() => counter.send({ type: 'refresh' })}
                  />
                ) : (
                  <Forbidden />
                )}
              </Route>
              <Route path="/activities">
                {may('queue.activities') ? (
                  <QueueView
                    key="activities"
                    queue="activities"
                    onChanged={() => counter.send({ type: 'refresh' })}
                  />
                ) : (
                  <Forbidden />
                )}
              </Route>
              <Route path="/transfers">
                {may('queue.transfers') ? (
                  <QueueView
                    key="transfers"
                    queue="transfers"
                    onChanged={() => counter.send({ type: 'refresh' })}
                  />
                ) : (
                  <Forbidden />
                )}
              </Route>
              <Route path="/players">{may('players.read') ? <PlayersView /> : <Forbidden />}</Route>
              <Route path="/outbox">
                {may('outbox.read') ? <OutboxView canReset={may('players.password')} /> : <Forbidden />}
              </Route>
              <Route path="/protection">
                {may('protection.read') ? (
                  <ProtectionView canChange={may('protection.settings')} />
                ) : (
                  <Forbidden />
                )}
              </Route>
              <Route path="/promotions">{may('promotions.edit') ? <PromotionsView /> : <Forbidden />}</Route>
              <Route path="/players/:username">
                {(params) =>
                  may('players.read') ? (
                    <PlayerView username={decodeURIComponent(params.username)} operator={operator} />
                  ) : (
                    <Forbidden />
                  )
                }
              </Route>
              <Route path="/content/welcome">{may('content.edit') ? <WelcomeView /> : <Forbidden />}</Route>
              <Route path="/content/inbox">{may('content.edit') ? <InboxView /> : <Forbidden />}</Route>
              <Route path="/content/:kind">
                {(params) =>
                  may('content.edit') && (CONTENT_KINDS as readonly string[]).includes(params.kind) ? (
                    <ContentListView key={params.kind} kind={params.kind as ContentKind} />
                  ) : (
                    <Forbidden />
                  )
                }
              </Route>
              <Route path="/reports">
                {may('reports.read') ? (
                  <Suspense fallback={<p className="p-10 text-center text-ink-300">{t('app.loading')}</p>}>
                    <ReportsView />
                  </Suspense>
                ) : (
                  <Forbidden />
                )}
              </Route>
              <Route path="/commission">
                {may('agents.manage') ? (
                  <Suspense fallback={<p className="p-10 text-center text-ink-300">{t('app.loading')}</p>}>
                    <CommissionView />
                  </Suspense>
                ) : (
                  <Forbidden />
                )}
              </Route>
              <Route path="/sportsbook">
                {may('sportsbook.trade') ? (
                  <Suspense fallback={<p className="p-10 text-center text-ink-300">{t('app.loading')}</p>}>
                    <SportsbookView />
                  </Suspense>
                ) : (
                  <Forbidden />
                )}
              </Route>
              <Route path="/audit">{may('audit.read') ? <AuditView /> : <Forbidden />}</Route>
              <Route path="/operators">{may('operators.manage') ? <OperatorsView /> : <Forbidden />}</Route>
              <Route>
                <p className="text-ink-300">{t('app.notFound')}</p>
              </Route>
            </Switch>
          </main>
        </div>
      </div>
    </Router>
  )
}

function NavLink({
  item,
  label,
  count,
  pulse,
  old,
}: {
  item: NavItem
  label: string
  count?: number
  pulse: boolean
  old: number
}) {
  const [location] = useLocation()
  const active = location === item.path || location.startsWith(`${item.path}/`)
  return (
    <Link
      href={item.path}
      aria-current={active ? 'page' : undefined}
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

function Forbidden() {
  const { t } = useT()
  return (
    <p className="rounded-sm border border-white/10 bg-navy-900 p-6 text-ink-300">{t('app.forbidden')}</p>
  )
}
