// The KYC review's calls (kycAdminCalls of the contract, docs/kyc.md) through the console's one client:
// the seam the KYC views use, so none of them imports the HTTP client (docs/operator-console.md,
// "Loading and acting").
import { kycAdminCalls as calls } from '../../../../core/contract/admin'
import type { KycAction } from '../../../../core/contract/admin/kyc'
import type { KycDocumentKind } from '../../../../core/contract/kyc'
import { call, fillPath, getToken } from '../../api'

export const loadKycPlayer = (username: string) => call(calls.kycPlayer, { username })
export const kycQueue = (page: number, perPage: number) => call(calls.kycQueue, { page, per_page: perPage })
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
 * refused unless the answer is an image.
 */
export const documentImage = async (id: number): Promise<Blob> => {
  const token = getToken()
  const r = await fetch(fillPath(calls.kycDocumentFile.path, { id }).path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (!r.ok || !/^image\//.test(r.headers.get('content-type') ?? '')) throw new Error('not an image')
  return r.blob()
}
