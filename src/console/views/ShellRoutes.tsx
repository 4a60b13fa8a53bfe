// The signed-in pages by address, each behind the permission it needs (a refusal in words when the role
// lacks it). The heavier pages are their own chunks, fetched only by those who open them.
import { lazy, type ReactNode, Suspense } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import {
  CONTENT_KINDS,
  type ContentKind,
  type OperatorInfo,
  type Permission,
} from '../../../core/contract/admin'
import { useT } from '../i18n'
import { AuditView } from './Audit'
import { ContentListView } from './content/ContentView'
import { InboxView } from './content/InboxView'
import { WelcomeView } from './content/WelcomeView'
import { NAV } from './Nav'
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
const ReconciliationView = lazy(() => import('./payments/Reconciliation'))
const SportsbookView = lazy(() => import('./sportsbook/Sportsbook'))
const ApprovalsView = lazy(() => import('./approvals/Approvals'))
const KycQueueView = lazy(() => import('./kyc/KycQueue'))
const SupportDeskView = lazy(() => import('./support/SupportDesk'))
const AccountView = lazy(() => import('./account/Account'))

/** A page of its own chunk, with the loading line while the chunk arrives. */
function Later({ children }: { children: ReactNode }) {
  const { t } = useT()
  return (
    <Suspense fallback={<p className="p-10 text-center text-ink-300">{t('app.loading')}</p>}>
      {children}
    </Suspense>
  )
}

function Forbidden() {
  const { t } = useT()
  return (
    <p className="rounded-sm border border-white/10 bg-navy-900 p-6 text-ink-300">{t('app.forbidden')}</p>
  )
}

/** The page when the operator's role allows it, else the refusal. */
const gate = (allowed: boolean, page: ReactNode) => (allowed ? page : <Forbidden />)

export function ShellRoutes({
  operator,
  onQueueChanged,
}: {
  operator: OperatorInfo
  /** A decision was made: the navigation's counts are read again. */
  onQueueChanged: () => void
}) {
  const { t } = useT()
  const may = (p: Permission) => operator.permissions.includes(p)
  const first = NAV.flatMap((g) => g.items).find((i) => may(i.permission))
  return (
    <Switch>
      <Route path="/">{first ? <Redirect to={first.path} /> : <Forbidden />}</Route>
      <Route path="/dashboard">
        {gate(
          may('dashboard'),
          <Later>
            <DashboardView />
          </Later>,
        )}
      </Route>
      <Route path="/settings/site">
        {gate(
          may('settings.site'),
          <Later>
            <SiteSettingsView />
          </Later>,
        )}
      </Route>
      <Route path="/settings/payment">
        {gate(
          may('settings.money'),
          <Later>
            <PaymentSettingsView canChangeReceiving={may('settings.receiving')} />
          </Later>,
        )}
      </Route>
      <Route path="/kyc">
        {gate(
          may('kyc.review'),
          <Later>
            <KycQueueView />
          </Later>,
        )}
      </Route>
      <Route path="/approvals">
        {gate(
          may('approvals.decide'),
          <Later>
            <ApprovalsView canSetThresholds={may('approvals.settings')} onChanged={onQueueChanged} />
          </Later>,
        )}
      </Route>
      <Route path="/deposits">
        {gate(
          may('queue.deposits'),
          <QueueView key="deposits" queue="deposits" onChanged={onQueueChanged} />,
        )}
      </Route>
      <Route path="/withdrawals">
        {gate(
          may('queue.withdrawals'),
          <QueueView key="withdrawals" queue="withdrawals" onChanged={onQueueChanged} />,
        )}
      </Route>
      <Route path="/agents">
        {gate(may('queue.agents'), <QueueView key="agents" queue="agents" onChanged={onQueueChanged} />)}
      </Route>
      <Route path="/activities">
        {gate(
          may('queue.activities'),
          <QueueView key="activities" queue="activities" onChanged={onQueueChanged} />,
        )}
      </Route>
      <Route path="/transfers">
        {gate(
          may('queue.transfers'),
          <QueueView key="transfers" queue="transfers" onChanged={onQueueChanged} />,
        )}
      </Route>
      <Route path="/support/:section?/:id?">
        {(p) =>
          gate(
            may('players.message'),
            <Later>
              <SupportDeskView
                section={p.section === 'closed' || p.section === 'settings' ? p.section : 'desk'}
                id={p.section === 'c' && p.id ? Number(p.id) : null}
                canEditSettings={may('settings.site')}
              />
            </Later>,
          )
        }
      </Route>
      <Route path="/players">{gate(may('players.read'), <PlayersView />)}</Route>
      <Route path="/outbox">
        {gate(may('outbox.read'), <OutboxView canReset={may('players.password')} />)}
      </Route>
      <Route path="/protection">
        {gate(may('protection.read'), <ProtectionView canChange={may('protection.settings')} />)}
      </Route>
      <Route path="/promotions">{gate(may('promotions.edit'), <PromotionsView />)}</Route>
      <Route path="/players/:username">
        {(params) =>
          gate(
            may('players.read'),
            <PlayerView username={decodeURIComponent(params.username)} operator={operator} />,
          )
        }
      </Route>
      <Route path="/content/welcome">{gate(may('content.edit'), <WelcomeView />)}</Route>
      <Route path="/content/inbox">{gate(may('content.edit'), <InboxView />)}</Route>
      <Route path="/content/:kind">
        {(params) =>
          gate(
            may('content.edit') && (CONTENT_KINDS as readonly string[]).includes(params.kind),
            <ContentListView key={params.kind} kind={params.kind as ContentKind} />,
          )
        }
      </Route>
      <Route path="/reports">
        {gate(
          may('reports.read'),
          <Later>
            <ReportsView />
          </Later>,
        )}
      </Route>
      <Route path="/payments/reconciliation">
        {gate(
          may('payments.reconcile'),
          <Later>
            <ReconciliationView />
          </Later>,
        )}
      </Route>
      <Route path="/commission">
        {gate(
          may('agents.manage'),
          <Later>
            <CommissionView />
          </Later>,
        )}
      </Route>
      <Route path="/sportsbook">
        {gate(
          may('sportsbook.trade'),
          <Later>
            <SportsbookView />
          </Later>,
        )}
      </Route>
      <Route path="/audit">{gate(may('audit.read'), <AuditView />)}</Route>
      <Route path="/operators">{gate(may('operators.manage'), <OperatorsView me={operator.id} />)}</Route>
      <Route path="/account">
        <Later>
          <AccountView operator={operator} />
        </Later>
      </Route>
      <Route>
        <p className="text-ink-300">{t('app.notFound')}</p>
      </Route>
    </Switch>
  )
}
