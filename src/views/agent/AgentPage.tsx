// /mine/agent, the agent page (docs/agents.md), reached from the member centre's agent entry. An
// approved agent sees the referral link, the commission rule, the referred players (masked names) with
// deposits, stakes and win/loss for this month, last month or a custom range, and the monthly
// commission statements. Anyone else reads what an agent gets and how to apply.
import { useSelector } from '@xstate/react'
import type { AgentPeriod, CommissionStatement, ReferredPlayer } from '../../../core/contract'
import { monthsBefore, RECORD_RANGE_MONTHS } from '../../../core/contract/rules'
import { displayMoney } from '../../../core/money'
import { beijingDate } from '../../../core/time'
import { type MessageKey, useT } from '../../i18n'
import { agentPageMachine } from '../../machines/agentPage.machine'
import { absoluteHref, href, paths } from '../../routes/paths'
import { useMemberFlow } from '../mine/useMemberFlow'
import {
  Button,
  buttonClasses,
  Card,
  CopyButton,
  EmptyState,
  Field,
  Input,
  Money,
  Spinner,
  Table,
  Tabs,
} from '../ui'

const PERIODS: AgentPeriod[] = ['this_month', 'last_month', 'custom']

export default function AgentPage() {
  const t = useT()
  const ref = useMemberFlow(agentPageMachine)
  const state = useSelector(ref, (s) =>
    s.matches('overview')
      ? 'overview'
      : s.matches('failed')
        ? 'failed'
        : s.matches('notAgent')
          ? 'notAgent'
          : 'agent',
  )
  const error = useSelector(ref, (s) => s.context.error)
  return (
    <Card titleAs="h1" title={t('agent.title')}>
      {state === 'overview' ? (
        <p role="status" className="flex items-center gap-3 py-10 text-ink-300 text-sm">
          <Spinner size="sm" /> {t('agent.loading')}
        </p>
      ) : state === 'failed' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 py-6 text-danger-400 text-sm">
          {t(error as MessageKey)}
          <Button size="sm" variant="secondary" onClick={() => ref.send({ type: 'agent.retry' })}>
            {t('agent.retry')}
          </Button>
        </div>
      ) : state === 'notAgent' ? (
        <NotAgent />
      ) : (
        <AgentView actor={ref} />
      )}
    </Card>
  )
}

function NotAgent() {
  const t = useT()
  return (
    <div className="flex max-w-2xl flex-col gap-4 py-2">
      <h2 className="font-semibold text-gold-100 text-lg">{t('agent.notAgent.title')}</h2>
      <p className="text-ink-300 text-sm leading-6">{t('agent.notAgent.body')}</p>
      <p className="rounded-lg border border-gold-400/20 bg-navy-900 p-4 text-ink-200 text-sm leading-6">
        {t('agent.notAgent.steps')}
      </p>
      <a href={href(paths.mine('applyagent'))} className={`${buttonClasses({ size: 'md' })} self-start`}>
        {t('agent.notAgent.apply')}
      </a>
    </div>
  )
}

type Actor = ReturnType<typeof useMemberFlow<typeof agentPageMachine>>

function AgentView({ actor }: { actor: Actor }) {
  const t = useT()
  const overview = useSelector(actor, (s) => s.context.overview)
  if (!overview) return null
  const link = absoluteHref(paths.register(overview.pid ?? undefined))
  const rule = overview.rule
  return (
    <div className="flex flex-col gap-6">
      <section className="grid gap-4 lg:grid-cols-3" aria-label={t('agent.link')}>
        <div className="rounded-xl border border-gold-400/20 bg-navy-900 p-4 lg:col-span-2">
          <h2 className="font-semibold text-gold-100 text-sm">{t('agent.link')}</h2>
          <p className="mt-2 break-all font-mono text-gold-200 text-sm" data-testid="referral-link">
            {link}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <CopyButton text={link} label={t('agent.copy')} />
            <span className="text-ink-400 text-xs">{t('agent.linkHint')}</span>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-4 rounded-xl border border-white/8 bg-navy-900 p-4">
          <div>
            <dt className="text-ink-400 text-xs">{t('agent.players')}</dt>
            <dd className="mt-1 font-semibold text-2xl text-gold-100">{overview.players}</dd>
          </div>
          <div>
            <dt className="text-ink-400 text-xs">{t('agent.paidTotal')}</dt>
            <dd className="mt-1 font-semibold text-gold-100 text-lg">
              <Money value={overview.paid_total} />
            </dd>
          </div>
        </dl>
      </section>
      <p className="rounded-lg bg-white/[0.03] px-4 py-3 text-ink-300 text-xs leading-5">
        <span className="mr-2 font-semibold text-gold-200">{t('agent.rule')}</span>
        {rule.enabled
          ? t('agent.ruleText', {
              share: rule.share_percent,
              min: rule.min_active_players,
              minPayout: displayMoney(rule.min_payout),
            })
          : t('agent.ruleOff')}
      </p>
      <Players actor={actor} />
      <Statements rows={overview.statements} />
    </div>
  )
}

function Players({ actor }: { actor: Actor }) {
  const t = useT()
  const query = useSelector(actor, (s) => s.context.query)
  const players = useSelector(actor, (s) => s.context.players)
  const loading = useSelector(actor, (s) => s.hasTag('busy'))
  const failed = useSelector(actor, (s) => s.matches({ agent: 'failed' }))
  const error = useSelector(actor, (s) => s.context.error)
  const rangeError = useSelector(actor, (s) => s.context.rangeError)
  const today = beijingDate(new Date())
  const earliest = monthsBefore(today, RECORD_RANGE_MONTHS.ui)
  return (
    <section aria-labelledby="agent-players" aria-busy={loading} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="agent-players" className="font-semibold text-gold-100">
          {t('agent.list')}
        </h2>
        <Tabs
          label={t('agent.period')}
          variant="pill"
          items={PERIODS.map((p) => ({ key: p, label: t(`agent.period.${p}` as MessageKey) }))}
          selected={query.period}
          onChange={(period) => actor.send({ type: 'agent.period', period })}
        />
      </div>
      {query.period === 'custom' ? (
        <form
          className="flex flex-wrap items-end gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: 'agent.applyRange' })
          }}
        >
          <Field
            label={t('agent.start')}
            error={rangeError ? t(rangeError as MessageKey, { months: 12 }) : undefined}
          >
            <Input
              type="date"
              size="sm"
              value={query.start}
              min={earliest}
              max={query.end || today}
              onChange={(e) => actor.send({ type: 'agent.range', start: e.target.value })}
            />
          </Field>
          <Field label={t('agent.end')}>
            <Input
              type="date"
              size="sm"
              value={query.end}
              min={query.start || earliest}
              max={today}
              onChange={(e) => actor.send({ type: 'agent.range', end: e.target.value })}
            />
          </Field>
          <Button type="submit" size="sm" loading={loading}>
            {t('agent.apply')}
          </Button>
        </form>
      ) : null}
      {failed ? (
        <div role="alert" className="flex items-center gap-3 text-danger-400 text-sm">
          {t(error as MessageKey)}
          <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'agent.retry' })}>
            {t('agent.retry')}
          </Button>
        </div>
      ) : null}
      {players ? (
        <>
          <p className="text-ink-400 text-xs">
            {t('agent.range', { start: players.start, end: players.end })}
          </p>
          <dl className="grid grid-cols-2 gap-3 rounded-xl border border-white/8 bg-navy-900 p-4 text-sm sm:grid-cols-4">
            <Stat label={t('agent.totals.deposits')}>
              <Money value={players.totals.deposits} />
            </Stat>
            <Stat label={t('agent.totals.stakes')}>
              <Money value={players.totals.stakes} />
            </Stat>
            <Stat label={t('agent.totals.net')}>
              <Money value={players.totals.net} tone="signed" />
            </Stat>
            <Stat label={t('agent.totals.active')}>{players.totals.active}</Stat>
          </dl>
        </>
      ) : null}
      <Table<ReferredPlayer>
        caption={t('agent.list')}
        rows={players?.list ?? []}
        loading={loading}
        rowKey={(r, i) => `${r.name}-${r.registered_at}-${i}`}
        empty={<EmptyState title={t('agent.emptyPlayers')} description={t('agent.emptyPlayersHint')} />}
        columns={[
          { key: 'name', title: t('agent.col.name') },
          { key: 'registered_at', title: t('agent.col.registered') },
          {
            key: 'deposits',
            title: t('agent.col.deposits'),
            align: 'right',
            render: (r) => <Money value={r.deposits} />,
          },
          {
            key: 'stakes',
            title: t('agent.col.stakes'),
            align: 'right',
            render: (r) => <Money value={r.stakes} />,
          },
          {
            key: 'net',
            title: t('agent.col.net'),
            align: 'right',
            render: (r) => <Money value={r.net} tone="signed" />,
          },
        ]}
      />
    </section>
  )
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-ink-400 text-xs">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  )
}

function Statements({ rows }: { rows: CommissionStatement[] }) {
  const t = useT()
  return (
    <section aria-labelledby="agent-statements" className="flex flex-col gap-3">
      <h2 id="agent-statements" className="font-semibold text-gold-100">
        {t('agent.statements')}
      </h2>
      <Table<CommissionStatement>
        caption={t('agent.statements')}
        rows={rows}
        rowKey={(r) => r.id}
        empty={<EmptyState title={t('agent.emptyStatements')} description={t('agent.emptyStatementsHint')} />}
        columns={[
          { key: 'month', title: t('agent.col.month') },
          { key: 'active_players', title: t('agent.col.active'), align: 'right' },
          {
            key: 'stakes',
            title: t('agent.col.stakes'),
            align: 'right',
            render: (r) => <Money value={r.stakes} />,
          },
          {
            key: 'net_loss',
            title: t('agent.col.netLoss'),
            align: 'right',
            render: (r) => <Money value={r.net_loss} />,
          },
          {
            key: 'share_percent',
            title: t('agent.col.share'),
            align: 'right',
            render: (r) => `${r.share_percent}%`,
          },
          {
            key: 'amount',
            title: t('agent.col.amount'),
            align: 'right',
            render: (r) => <Money value={r.amount} />,
          },
          {
            key: 'state',
            title: t('agent.col.state'),
            render: (r) =>
              r.state === 1 ? (
                <span className="text-success-400">{t('agent.state.paid')}</span>
              ) : (
                <span className="text-ink-400">{t(`agent.reason.${r.reason}` as MessageKey)}</span>
              ),
          },
        ]}
      />
    </section>
  )
}
