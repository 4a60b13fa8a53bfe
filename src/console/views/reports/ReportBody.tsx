// The body of 报表 (docs/reports.md) for one period: the totals, the recharts charts (in the page's own
// chunk), the periods table with its totals row, and the breakdowns per venue and per game.
import { Bar, BarChart, Line, LineChart, ResponsiveContainer } from 'recharts'
import { REPORT_COUNTS, REPORT_MONEY, type Report } from '../../../../core/contract/admin'
import { type ConsoleKey, useT } from '../../i18n'
import { chartCents, chartFrame } from '../../ui/chartFrame'
import { Card, Money } from '../../ui/kit'
import { venueName } from '../../ui/names'

const th = 'border-b border-white/8 px-2 py-1.5 text-right font-normal text-ink-400 whitespace-nowrap'
const td = 'border-b border-white/5 px-2 py-1.5 text-right text-ink-50 whitespace-nowrap'

const MONEY = REPORT_MONEY
const COUNTS = REPORT_COUNTS
const label = (k: string) => `reports.f.${k}` as ConsoleKey

export function ReportBody({ r }: { r: Report }) {
  const { t, lang } = useT()
  const series = r.periods.map((p) => ({
    period: r.granularity === 'day' ? p.period.slice(5) : p.period,
    ...Object.fromEntries(MONEY.map((k) => [k, chartCents(p[k])])),
    ...Object.fromEntries(COUNTS.map((k) => [k, p[k]])),
  }))
  const empty = r.periods.every((p) => MONEY.every((k) => p[k] === '0.00') && COUNTS.every((k) => p[k] === 0))
  const kpis: (typeof MONEY)[number][] = ['deposits', 'withdrawals', 'net_cash', 'ggr', 'ngr', 'commissions']
  return (
    <>
      <p className="text-ink-400 text-xs">{t('reports.range', { start: r.start, end: r.end })}</p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
        {kpis.map((k) => (
          <Card key={k}>
            <div className="text-ink-400 text-xs">{t(label(k))}</div>
            <div className="mt-1 text-ink-50 text-xl">
              <Money value={r.totals[k]} />
            </div>
          </Card>
        ))}
      </div>
      {empty ? (
        <Card>
          <p className="p-6 text-center text-ink-400">{t('app.empty')}</p>
        </Card>
      ) : (
        <div className="grid gap-3 xl:grid-cols-2 [&>*]:min-w-0">
          <Chart
            title={t('reports.cash')}
            data={series}
            keys={['deposits', 'withdrawals', 'fees']}
            bar
            cents
          />
          <Chart title={t('reports.ggrNgr')} data={series} keys={['ggr', 'ngr']} cents />
          <Chart
            title={t('reports.promos')}
            data={series}
            keys={['bonuses', 'rebates', 'redpackets', 'commissions']}
            bar
            cents
          />
          <Chart title={t('reports.players')} data={series} keys={[...COUNTS]} />
        </div>
      )}
      <Card title={t('reports.period')}>
        {/* Scrolls sideways on a phone; nothing inside takes focus, so the region does (WCAG 2.1.1). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach */}
        <section className="overflow-x-auto" tabIndex={0} aria-label={t('reports.period')}>
          <table className="w-full text-sm" aria-label={t('reports.period')}>
            <thead>
              <tr>
                <th className={`${th} text-left`}>{t('reports.period')}</th>
                {[...MONEY, ...COUNTS].map((k) => (
                  <th key={k} className={th}>
                    {t(label(k))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {r.periods.map((p) => (
                <tr key={p.period}>
                  <td className={`${td} text-left`}>{p.period}</td>
                  {MONEY.map((k) => (
                    <td key={k} className={td}>
                      <Money value={p[k]} />
                    </td>
                  ))}
                  {COUNTS.map((k) => (
                    <td key={k} className={td}>
                      {p[k]}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="font-semibold">
                <td className={`${td} text-left`}>{t('reports.total')}</td>
                {MONEY.map((k) => (
                  <td key={k} className={td}>
                    <Money value={r.totals[k]} />
                  </td>
                ))}
                {COUNTS.map((k) => (
                  <td key={k} className={td}>
                    {r.totals[k]}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </section>
      </Card>
      <div className="grid gap-3 xl:grid-cols-2 [&>*]:min-w-0">
        <BreakdownCard
          title={t('reports.venues')}
          nameHeader={t('reports.venue')}
          rows={r.venues}
          rowKey={(v) => v.venue}
          rowName={(v) => v.name}
          columns={[
            [t('reports.stakes'), (v) => v.stakes],
            [t('reports.payouts'), (v) => v.payouts],
            ['GGR', (v) => v.ggr],
            [t('reports.f.rebates'), (v) => v.rebates],
            ['NGR', (v) => v.ngr],
          ]}
        />
        <BreakdownCard
          title={t('reports.games')}
          nameHeader={t('reports.game')}
          rows={r.games}
          rowKey={(g) => `${g.venue}:${g.game}`}
          rowName={(g) => `${venueName(lang, g.venue)} · ${g.name || g.game || t('reports.otherGame')}`}
          columns={[
            [t('reports.stakes'), (g) => g.stakes],
            [t('reports.payouts'), (g) => g.payouts],
            ['GGR', (g) => g.ggr],
          ]}
        />
      </div>
    </>
  )
}

/** A breakdown (per venue, per game): a name, then money columns; the empty state when there are no rows. */
function BreakdownCard<T>({
  title,
  nameHeader,
  rows,
  rowKey,
  rowName,
  columns,
}: {
  title: string
  nameHeader: string
  rows: T[]
  rowKey: (row: T) => string
  rowName: (row: T) => string
  columns: [header: string, money: (row: T) => string][]
}) {
  const { t } = useT()
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <p className="p-4 text-center text-ink-400">{t('app.empty')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach
        <section className="overflow-x-auto" tabIndex={0} aria-label={title}>
          <table className="w-full text-sm" aria-label={title}>
            <thead>
              <tr>
                <th className={`${th} text-left`}>{nameHeader}</th>
                {columns.map(([header]) => (
                  <th key={header} className={th}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  <td className={`${td} text-left`}>{rowName(row)}</td>
                  {columns.map(([header, money]) => (
                    <td key={header} className={td}>
                      <Money value={money(row)} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Card>
  )
}

const COLORS = ['#e4b95b', '#5b9be4', '#e46b5b', '#5be4a0', '#b05be4']

function Chart({
  title,
  data,
  keys,
  bar = false,
  cents = false,
}: {
  title: string
  data: Record<string, number | string>[]
  keys: string[]
  bar?: boolean
  /** The keys are amounts in cents (chartCents): the axis and the tooltip read them in yuan. */
  cents?: boolean
}) {
  const { t } = useT()
  return (
    <Card title={title}>
      <div className="h-64">
        <ResponsiveContainer width="100%" height="100%">
          {bar ? (
            <BarChart data={data}>
              {chartFrame('period', { cents })}
              {keys.map((k, i) => (
                <Bar key={k} dataKey={k} name={t(label(k))} fill={COLORS[i % COLORS.length]} />
              ))}
            </BarChart>
          ) : (
            <LineChart data={data}>
              {chartFrame('period', { cents })}
              {keys.map((k, i) => (
                <Line key={k} dataKey={k} name={t(label(k))} stroke={COLORS[i % COLORS.length]} dot={false} />
              ))}
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
    </Card>
  )
}
