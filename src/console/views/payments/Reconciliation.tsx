// 支付对账 (docs/payments.md, "Reconciliation"): one Beijing day's pay-in orders and payouts per
// channel and provider (server/admin/payments-report.ts), the differences listed, the receiving
// bank's statement lines no order matched, the server's audited CSV of the same day; and, above them,
// the statement lines waiting for an operator's check (StatementReview.tsx).
import { useState } from 'react'
import type { ReconciliationReport } from '../../../../core/contract/admin'
import { type ConsoleKey, useT } from '../../i18n'
import { Button, Card, Money, Notice, PageHeader, Spinner, TextField } from '../../ui/kit'
import { channelName, payStatusName, providerName } from '../../ui/names'
import { useLoad } from '../../ui/useLoad'
import { exportReconciliation, readReconciliation } from './calls'
import { reasonText } from './messages'
import { StatementReview } from './StatementReview'

const th = 'border-b border-white/8 px-2 py-1.5 text-right font-normal text-ink-400 whitespace-nowrap'
const td = 'border-b border-white/5 px-2 py-1.5 text-right text-ink-50 whitespace-nowrap'

type Channel = ReconciliationReport['channels'][number]
type Difference = ReconciliationReport['differences'][number]
const FIGURES = [
  'orders',
  'ordered',
  'credited',
  'credited_amount',
  'held',
  'mismatched',
  'expired',
  'open',
  'payouts_sent',
  'payouts_amount',
  'payouts_paid',
  'payouts_net',
  'payouts_fees',
  'payouts_failed',
  'payouts_open',
] as const satisfies (keyof Channel)[]
const label = (k: string) => `recon.f.${k}` as ConsoleKey

export default function ReconciliationView() {
  const { t } = useT()
  const [day, setDay] = useState('')
  const [draft, setDraft] = useState('')
  const [exportError, setExportError] = useState<string | null>(null)
  const report = useLoad(() => readReconciliation(day), [day], t('app.error'))
  const exportCsv = async () => {
    setExportError(null)
    const r = report.data
    if (!r) return
    try {
      await exportReconciliation(r.day, t('app.error'))
    } catch (e) {
      setExportError(e instanceof Error ? e.message : t('app.error'))
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.reconciliation')}>
        <Button onClick={exportCsv} disabled={!report.data}>
          {t('reports.csv')}
        </Button>
      </PageHeader>
      <Card>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            setDay(draft)
          }}
        >
          <TextField
            label={t('recon.day')}
            type="date"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" tone="primary">
            {report.loading ? <Spinner /> : null}
            {t('reports.apply')}
          </Button>
        </form>
        <p className="mt-2 text-ink-500 text-xs">{t('recon.note')}</p>
        {exportError ? (
          <div className="mt-2">
            <Notice kind="error" text={exportError} />
          </div>
        ) : null}
      </Card>
      <StatementReview />
      {report.error ? (
        <Notice kind="error" title={t('app.error')} text={report.error}>
          <Button onClick={report.reload}>{t('app.retry')}</Button>
        </Notice>
      ) : !report.data ? (
        <p className="p-10 text-center text-ink-300">
          <Spinner /> {t('app.loading')}
        </p>
      ) : (
        <ReportBody r={report.data} />
      )}
    </div>
  )
}

function ReportBody({ r }: { r: ReconciliationReport }) {
  const { t } = useT()
  return (
    <>
      <Card title={`${t('recon.channels')} · ${r.day}`}>
        {r.channels.length === 0 ? (
          <p className="p-6 text-center text-ink-400">{t('app.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" aria-label={t('recon.channels')}>
              <thead>
                <tr>
                  <th className={`${th} text-left`}>{t('recon.f.channel')}</th>
                  <th className={`${th} text-left`}>{t('recon.f.provider')}</th>
                  {FIGURES.map((k) => (
                    <th key={k} className={th}>
                      {t(label(k))}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {r.channels.map((c) => (
                  <tr key={`${c.channel}|${c.provider}`}>
                    <td className={`${td} text-left`}>
                      {channelName(t, c.channel)} <span className="text-ink-400 text-xs">{c.unit}</span>
                    </td>
                    <td className={`${td} text-left`}>{providerName(t, c.provider)}</td>
                    {FIGURES.map((k) => (
                      <td key={k} className={td}>
                        {typeof c[k] === 'number' ? c[k] : <Money value={c[k] as string} />}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Card title={t('recon.differences')}>
        {r.differences.length === 0 ? (
          <p className="p-6 text-center text-ink-400">{t('recon.noDifferences')}</p>
        ) : (
          <Differences rows={r.differences} />
        )}
      </Card>
      <Unmatched rows={r.unmatched} />
    </>
  )
}

function Unmatched({ rows }: { rows: ReconciliationReport['unmatched'] }) {
  const { t } = useT()
  const heads: ConsoleKey[] = [
    'st.lineId',
    'st.account',
    'st.lineAmount',
    'st.payer',
    'st.booked',
    'st.reason',
  ]
  return (
    <Card title={t('un.title')}>
      {rows.length === 0 ? (
        <p className="p-6 text-center text-ink-400">{t('un.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-label={t('un.title')}>
            <thead>
              <tr>
                {heads.map((k) => (
                  <th key={k} className={`${th} text-left`}>
                    {t(k)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((l) => (
                <tr key={`${l.provider}|${l.line_id}`}>
                  <td className={`${td} text-left font-mono text-xs`}>{l.line_id}</td>
                  <td className={`${td} text-left font-mono text-xs`}>{l.account}</td>
                  <td className={td}>
                    <Money value={l.amount} />
                  </td>
                  <td className={`${td} text-left`}>{l.payer}</td>
                  <td className={`${td} text-left`}>{l.booked_at}</td>
                  <td className={`${td} text-left`}>
                    {t(l.status === 'review' ? 'un.status.review' : 'un.status.unmatched')} ·{' '}
                    {reasonText(t, l.reason)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  )
}

function Differences({ rows }: { rows: Difference[] }) {
  const { t } = useT()
  const heads = ['kind', 'order_no', 'channel', 'provider', 'expected', 'actual', 'status', 'reason']
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label={t('recon.differences')}>
        <thead>
          <tr>
            {heads.map((k) => (
              <th key={k} className={`${th} text-left`}>
                {t(label(k))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={`${d.kind}|${d.order_no}`}>
              <td className={`${td} text-left`}>{t(`recon.k.${d.kind}`)}</td>
              <td className={`${td} text-left font-mono text-xs`}>{d.order_no}</td>
              <td className={`${td} text-left`}>{channelName(t, d.channel)}</td>
              <td className={`${td} text-left`}>{providerName(t, d.provider)}</td>
              <td className={td}>
                <Money value={d.expected} /> {d.unit}
              </td>
              <td className={td}>{d.actual === null ? '—' : <Money value={d.actual} />}</td>
              <td className={`${td} text-left`}>{payStatusName(t, d.status)}</td>
              <td className={`${td} max-w-md truncate text-left`} title={d.reason}>
                {d.reason}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
