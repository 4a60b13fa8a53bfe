// The reports page's calls (docs/reports.md): the report for a period and the server's CSV of it; the
// seam the reports view uses, so it spells no call or path itself (docs/operator-console.md, "Loading
// and acting").
import { adminCalls } from '../../../../core/contract/admin'
import { downloadCsv } from '../../download'
import { api } from '../../endpoints'

export type ReportQuery = { granularity: 'day' | 'month'; start: string; end: string }

/** An empty day is left out: the server then takes its own default. */
const params = (q: ReportQuery) => ({
  granularity: q.granularity,
  ...(q.start ? { start: q.start } : {}),
  ...(q.end ? { end: q.end } : {}),
})

export const readReport = (q: ReportQuery) => api('report', params(q))
export const exportReport = (q: ReportQuery, name: string, fallback: string) =>
  downloadCsv(
    `${adminCalls.report.path}?${new URLSearchParams({ ...params(q), format: 'csv' })}`,
    name,
    fallback,
  )
