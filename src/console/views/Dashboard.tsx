// The owner's numbers: today and the last 30 days (deposits, withdrawals, net cash, GGR per venue,
// bonuses and rebates, new and active players) and the pending queues, with recharts charts. Loaded
// as its own chunk: the chart library is only fetched by those who open this page. The 30-day sums
// come from the server in cents (`month`); the charts plot cents (chartCents).
import { Area, AreaChart, Bar, BarChart, Line, LineChart, ResponsiveContainer } from 'recharts'
import { type ConsoleKey, useT } from '../i18n'
import { chartCents, chartFrame } from '../ui/chartFrame'
import { Button, Card, Money, Notice, PageHeader, Spinner } from '../ui/kit'
import { venueName } from '../ui/names'
import { useLoad } from '../ui/useLoad'
import { readDashboard } from './dashboardCalls'

export default function DashboardView() {
  const { t, lang } = useT()
  const dash = useLoad(readDashboard, [], t('dash.unavailable'))
  if (dash.error)
    return (
      <Notice kind="error" title={t('dash.unavailable')} text={dash.error}>
        <Button onClick={dash.reload}>{t('app.retry')}</Button>
      </Notice>
    )
  const d = dash.data
  if (!d)
    return (
      <p className="p-10 text-center text-ink-300">
        <Spinner /> {t('app.loading')}
      </p>
    )
  const kpis: [ConsoleKey, string, string][] = [
    ['dash.deposits', d.today.deposits, d.month.deposits],
    ['dash.withdrawals', d.today.withdrawals, d.month.withdrawals],
    ['dash.net', d.today.net_cash, d.month.net_cash],
    ['dash.ggr', d.today.ggr_total, d.month.ggr_total],
    ['dash.bonuses', d.today.bonuses, d.month.bonuses],
    ['dash.rebates', d.today.rebates, d.month.rebates],
  ]
  const series = d.days.map((day) => ({
    day: day.day.slice(5),
    deposits: chartCents(day.deposits),
    withdrawals: chartCents(day.withdrawals),
    net: chartCents(day.net_cash),
    newPlayers: day.new_players,
    active: day.active_players,
  }))
  const venues = new Set([...Object.keys(d.month.ggr), ...Object.keys(d.today.ggr)])
  const ggr = [...venues].map((venue) => ({
    venue: venueName(lang, venue),
    today: chartCents(d.today.ggr[venue] ?? '0.00'),
    month: chartCents(d.month.ggr[venue] ?? '0.00'),
  }))
  const pending: [ConsoleKey, number][] = [
    ['nav.deposits', d.pending.deposits],
    ['nav.withdrawals', d.pending.withdrawals],
    ['nav.agents', d.pending.agents],
    ['nav.activities', d.pending.activities],
    ['nav.transfers', d.pending.transfers],
  ]
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.dashboard')}>
        <Button onClick={dash.reload}>
          {dash.loading ? <Spinner /> : null}
          {t('app.refresh')}
        </Button>
      </PageHeader>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        {kpis.map(([k, today, month]) => (
          <Card key={k}>
            <div className="text-xs text-ink-400">
              {t(k)} · {t('dash.today')}
            </div>
            <div className="mt-1 text-xl text-ink-50">
              <Money value={today} />
            </div>
            <div className="mt-1 text-xs text-ink-400">
              {t('dash.days30')} <Money value={month} />
            </div>
          </Card>
        ))}
      </div>
      <div className="grid gap-3 lg:grid-cols-4">
        <Card title={t('dash.newPlayers')}>
          <div className="text-2xl text-ink-50">{d.today.new_players}</div>
          <div className="text-xs text-ink-400">
            {t('dash.days30')} {d.month.new_players}
          </div>
        </Card>
        <Card title={t('dash.activePlayers')}>
          <div className="text-2xl text-ink-50">{d.today.active_players}</div>
        </Card>
        <Card title={t('dash.pending')} className="lg:col-span-2">
          <div className="grid grid-cols-5 gap-2 text-center">
            {pending.map(([k, n]) => (
              <div key={k}>
                <div className={`text-xl ${n > 0 ? 'text-cta-400' : 'text-ink-300'}`}>{n}</div>
                <div className="text-2xs text-ink-400">{t(k)}</div>
              </div>
            ))}
          </div>
        </Card>
      </div>
      <div className="grid gap-3 xl:grid-cols-2">
        <Card title={t('dash.trend')}>
          <div className="h-64">
            <ResponsiveContainer width="100%" height="100%">
              <AreaChart data={series}>
                {chartFrame('day', { cents: true })}
                <Area
                  type="monotone"
                  dataKey="deposits"
                  name={t('dash.deposits')}
                  stroke="#3ddc97"
                  fill="#3ddc9733"
                />
                <Area
                  type="monotone"
                  dataKey="withdrawals"
                  name={t('dash.withdrawals')}
                  stroke="#ff6b6b"
                  fill="#ff6b6b33"
                />
                <Area type="monotone" dataKey="net" name={t('dash.net')} stroke="#f2cb63" fill="#f2cb6322" />
              </AreaChart>
            </ResponsiveContainer>
          </div>
        </Card>
        <Card title={t('dash.ggr')}>
          <div className="h-64">
            {ggr.length === 0 ? (
              <p className="pt-20 text-center text-sm text-ink-400">{t('app.empty')}</p>
            ) : (
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={ggr}>
                  {chartFrame('venue', { cents: true })}
                  <Bar dataKey="today" name={t('dash.today')} fill="#5fb3ff" />
                  <Bar dataKey="month" name={t('dash.days30')} fill="#d29b2a" />
                </BarChart>
              </ResponsiveContainer>
            )}
          </div>
        </Card>
        <Card title={t('dash.players')} className="xl:col-span-2">
          <div className="h-56">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={series}>
                {chartFrame('day', { width: 40, allowDecimals: false })}
                <Line
                  type="monotone"
                  dataKey="newPlayers"
                  name={t('dash.newPlayers')}
                  stroke="#f2cb63"
                  dot={false}
                />
                <Line
                  type="monotone"
                  dataKey="active"
                  name={t('dash.activePlayers')}
                  stroke="#5fb3ff"
                  dot={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </Card>
      </div>
    </div>
  )
}
