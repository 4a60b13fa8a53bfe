// Know your customer (kycCalls of the contract, docs/kyc.md) through the one client: the player's tier
// and review state, the documents sent, and the upload of one document (multipart, field `file`).
import type { KycDocument, KycDocumentKind, KycStatus } from '../../core/contract'
import { sendTo } from './client'

export type { KycDocument, KycDocumentKind, KycStatus }

export const kycStatus = async () => (await sendTo<KycStatus>({ method: 'GET', path: '/api/kyc' })).data

export const kycDocuments = async () =>
  (await sendTo<KycDocument[]>({ method: 'GET', path: '/api/kyc/documents' })).data

/**
 * Send one document. `onProgress` hears 0 when the request leaves and 100 when the server has taken
 * the file: the client's fetch transport reports no byte counts, and a 2 MB image is quick anyway.
 */
export async function kycUpload(
  kind: KycDocumentKind,
  file: File,
  onProgress: (percent: number) => void = () => {},
): Promise<KycDocument> {
  const form = new FormData()
  form.append('file', file)
  onProgress(0)
  const { data } = await sendTo<KycDocument>({ method: 'POST', path: `/api/kyc/documents/${kind}` }, form)
  onProgress(100)
  return data
}
