// The audit log's calls (docs/operator-console.md, "Audit chain"): a page of the log and the chain's
// check; the seam the audit view uses, so it spells no call itself ("Loading and acting").
import { api, type Req } from '../endpoints'

export const auditPage = (query: Req<'audit'>) => api('audit', query)
export const verifyAuditChain = () => api('auditVerify')
