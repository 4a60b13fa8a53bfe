// 报表 (docs/reports.md): cash flow, GGR and NGR, promotions and players by Beijing day or month, from
// the ledger (server/admin/reports.ts), with recharts charts (its own chunk, like the dashboard), the
// periods table with totals, per venue and per game, and the server's CSV export.
import { useState } from 'react'
import { useT } from '../../i18n'
import { Button, Card, Notice, PageHeader, Select, Spinner, TextField } from '../../ui/kit'
import { useLoad } from '../../ui/useLoad'
import { exportReport, type ReportQuery, readReport } from './calls'
import { ReportBody } from './ReportBody'

export default function ReportsView() {
  const { t } = useT()
  const [query, setQuery] = useState<ReportQuery>({ granularity: 'day', start: '', end: '' })
  const [draft, setDraft] = useState<ReportQuery>(query)
  const [exportError, setExportError] = useState<string | null>(null)
  const report = useLoad(() => readReport(query), [query], t('app.error'))
  const exportCsv = async () => {
    setExportError(null)
    const r = report.data
    const name = r ? `report-${r.granularity}-${r.start}-${r.end}.csv` : 'report.csv'
    try {
      await exportReport(query, name, t('app.error'))
    } catch (e) {
      setExportError(e instanceof Error ? e.message : t('app.error'))
    }
  }
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.reports')}>
        <Button onClick={exportCsv} disabled={!report.data}>
          {t('reports.csv')}
        </Button>
      </PageHeader>
      <Card>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault()
            setQuery(draft)
          }}
        >
          <Select
            label={t('reports.granularity')}
            value={draft.granularity}
            options={[
              { value: 'day', label: t('reports.day') },
              { value: 'month', label: t('reports.month') },
            ]}
            onChange={(granularity) => setDraft({ ...draft, granularity })}
          />
          <TextField
            label={t('reports.start')}
            type="date"
            value={draft.start}
            onChange={(e) => setDraft({ ...draft, start: e.target.value })}
          />
          <TextField
            label={t('reports.end')}
            type="date"
            value={draft.end}
            onChange={(e) => setDraft({ ...draft, end: e.target.value })}
          />
          <Button type="submit" tone="primary">
            {report.loading ? <Spinner /> : null}
            {t('reports.apply')}
          </Button>
        </form>
        <p className="mt-2 text-ink-500 text-xs">{t('reports.note')}</p>
        {exportError ? (
          <div className="mt-2">
            <Notice kind="error" text={exportError} />
          </div>
        ) : null}
      </Card>
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
