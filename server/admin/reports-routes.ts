// The figures' routes, registered from their contract calls (route.ts): the dashboard and the period
// report (docs/reports.md), the report also as an audited CSV. The payments report has its own
// (payments-report.ts).
import type { FastifyInstance } from 'fastify'
import { adminCalls as c } from '../../core/contract/admin'
import { auditAlone } from './audit'
import { dashboard } from './dashboard'
import * as reports from './reports'
import type { AdminRoute } from './route'

export function reportRoutes(app: FastifyInstance, route: AdminRoute) {
  route(c.dashboard, async () => dashboard(app.db.query, app.config.operatorSession.transferOldMinutes))
  route(c.report, async ({ input, reply, who }) => {
    const f = input()
    const r = await reports.report(app.db.query, f)
    if (f.format !== 'csv') return r
    // An export leaves the console with the data: audited (docs/operator-console.md, "Audit chain").
    await auditAlone(app.db, who, {
      action: 'export.report',
      target: 'reports',
      detail: `${r.granularity} ${r.start}..${r.end}`,
    })
    reply.header('content-type', 'text/csv; charset=utf-8')
    reply.header(
      'content-disposition',
      `attachment; filename="report-${r.granularity}-${r.start}-${r.end}.csv"`,
    )
    return reply.send(`\ufeff${reports.reportCsv(r)}`)
  })
}
