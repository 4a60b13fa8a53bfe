// The payments pages' calls (docs/payments.md, "Reconciliation"): one day's report with its CSV, and
// the statement lines waiting for a decision; the seam the payments views use, so none of them spells a
// call or a path itself (docs/operator-console.md, "Loading and acting").
import { adminCalls } from '../../../../core/contract/admin'
import { downloadCsv } from '../../download'
import { api } from '../../endpoints'
import type { Decision } from '../../machines/review.machine'

export const readReconciliation = (day: string) => api('reconciliation', day ? { day } : {})
export const exportReconciliation = (day: string, fallback: string) =>
  downloadCsv(
    `${adminCalls.reconciliation.path}?format=csv&day=${day}`,
    `reconciliation-${day}.csv`,
    fallback,
  )
export const linesToReview = () => api('statementLines', { status: 'review' })
/** Approving credits the line to the order beside it; refusing dismisses the line. */
export const decideStatementLine = (d: {
  id: number
  orderNo: string | null
  decision: Decision
  note: string
}) =>
  api('decideStatementLine', {
    id: d.id,
    action: d.decision === 'approve' ? 'match' : 'dismiss',
    order_no: d.orderNo ?? '',
    reason: d.note,
  })
