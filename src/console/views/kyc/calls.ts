// The KYC review's calls (kycAdminCalls of the contract, docs/kyc.md) through the console's one client:
// the seam the KYC views use, so none of them imports the HTTP client (docs/operator-console.md,
// "Loading and acting").
import { kycAdminCalls as calls } from '../../../../core/contract/admin'
import type { KycAction, KycQueueQuery } from '../../../../core/contract/admin/kyc'
import type { KycDocumentKind } from '../../../../core/contract/kyc'
import { call, file, fillPath } from '../../api'

export const loadKycPlayer = (username: string) => call(calls.kycPlayer, { username })
/** A page of the review queue under the applied filters (docs/kyc.md, "The review queue"). */
export const kycQueue = (f: KycFilters, page: number, perPage: number) =>
  call(calls.kycQueue, { ...f, q: f.q.trim(), page, per_page: perPage })
/** The queue's filters as typed: state, player, Beijing days of the submission (empty: none). */
export type KycFilters = { state: KycQueueQuery['state']; q: string; from: string; to: string }
export const NO_KYC_FILTERS: KycFilters = { state: 'pending', q: '', from: '', to: '' }
/** Where the export goes: the queue's own call with `format=csv` (audited by the server). */
export const kycQueuePath = calls.kycQueue.path
type Decision = { username: string; action: KycAction; reason: string; kind: KycDocumentKind | null }
export const decideKyc = (d: Decision) =>
  call(calls.kycDecide, {
    username: d.username,
    action: d.action,
    reason: d.reason,
    ...(d.kind ? { kind: d.kind } : {}),
  })
/**
 * A document's image, fetched with the operator's token through the audited call (never a public URL);
 * refused unless the answer is an image (a refusal throws with the server's message).
 */
export const documentImage = (id: number): Promise<Blob> =>
  file(fillPath(calls.kycDocumentFile.path, { id }).path, /^image\//)
