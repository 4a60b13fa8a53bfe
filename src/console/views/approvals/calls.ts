// The four-eyes approvals' calls (docs/operator-console.md, "Four eyes"): the list, a decision on one
// and the thresholds; the seam the approvals views use, so none of them spells a call itself
// ("Loading and acting").
import { api } from '../../endpoints'
import type { ApprovalDecision } from '../../machines/approval.machine'

export const listApprovals = (state: 'pending' | 'decided', page: number, perPage: number) =>
  api('approvals', { state, page, per_page: perPage })
export const decideApproval = (d: { id: number; decision: ApprovalDecision; reason: string }) =>
  api('decideApproval', { id: d.id, action: d.decision, ...(d.reason ? { reason: d.reason } : {}) })
export const readApprovalSettings = () => api('approvalSettings')
export const saveApprovalSettings = (payload: Record<string, unknown>) => api('saveApprovalSettings', payload)
