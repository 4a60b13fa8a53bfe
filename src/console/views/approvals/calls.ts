// The four-eyes approvals' calls (docs/operator-console.md, "Four eyes"): the list, a decision on one
// and the thresholds; the seam the approvals views use, so none of them spells a call itself
// ("Loading and acting").
import { type ApprovalQuery, approvalCalls } from '../../../../core/contract/admin'
import { api } from '../../endpoints'
import type { ApprovalDecision } from '../../machines/approval.machine'

/** The list's filters as typed (empty: none): state, days of the request, amounts, number or player. */
export type ApprovalFilters = {
  state: ApprovalQuery['state']
  q: string
  from: string
  to: string
  min_amount: string
  max_amount: string
}
export const NO_APPROVAL_FILTERS: ApprovalFilters = {
  state: 'pending',
  q: '',
  from: '',
  to: '',
  min_amount: '',
  max_amount: '',
}
/** Where the export goes: the list's own call with `format=csv` (audited by the server). */
export const approvalsPath = approvalCalls.approvals.path

export const listApprovals = (f: ApprovalFilters, page: number, perPage: number) =>
  api('approvals', { ...f, q: f.q.trim(), page, per_page: perPage })
export const decideApproval = (d: { id: number; decision: ApprovalDecision; reason: string }) =>
  api('decideApproval', { id: d.id, action: d.decision, ...(d.reason ? { reason: d.reason } : {}) })
export const readApprovalSettings = () => api('approvalSettings')
export const saveApprovalSettings = (payload: Record<string, unknown>) => api('saveApprovalSettings', payload)
