// The operators' KYC calls (docs/kyc.md): the review queue, a decision on a player's documents
// (approve, refuse with a reason the player reads in the inbox, or ask for another document), the
// player's KYC card on the player page, one document's image (audited: the only way to see it), and
// the basic tier's withdrawal limits. Reviews belong to risk and the owner.
import { z } from 'zod'
import { wireTime } from '../core'
import { KYC_DOCUMENT_KINDS, KYC_STATES, KYC_TIERS, kycDocument, kycLimits } from '../kyc'
import { listFilterFields, page, perPage } from './base-shapes'
import type { AdminCall } from './calls'
import type { Permission } from './roles'
import { pageOf } from './shapes'

export const kycPlayer = z.object({
  username: z.string(),
  realname: z.string(),
  /** `YYYY-MM-DD`, or null when the player has not given it. */
  birthday: z.string().nullable(),
  tier: z.enum(KYC_TIERS),
  state: z.enum(KYC_STATES),
  reason: z.string(),
  submitted_at: wireTime.nullable(),
  reviewed_at: wireTime.nullable(),
  reviewer: z.string(),
  documents: z.array(kycDocument),
})
export type KycPlayer = z.infer<typeof kycPlayer>

/** The queue's states: those waiting (default), each decided one, or every player who sent anything. */
export const KYC_QUEUE_STATES = ['pending', 'verified', 'refused', 'more', 'all'] as const
/**
 * The queue's filters (docs/kyc.md, "The review queue"): state, Beijing days of the submission, `q` (an
 * exact player name, any case) and `format=csv` (every matching player as an audited CSV file). KYC has
 * no amount.
 */
export const kycQueueQuery = z.object({
  page,
  per_page: perPage,
  state: z.enum(KYC_QUEUE_STATES).default('pending'),
  from: listFilterFields.from,
  to: listFilterFields.to,
  q: listFilterFields.q,
  format: listFilterFields.format,
})
export type KycQueueQuery = z.output<typeof kycQueueQuery>

export const KYC_ACTIONS = ['approve', 'refuse', 'request'] as const
export type KycAction = (typeof KYC_ACTIONS)[number]
/** Refuse and request need a reason (the player reads it); request names the document wanted. */
export const kycDecision = z.object({
  reason: z.string().trim().max(200).default(''),
  kind: z.enum(KYC_DOCUMENT_KINDS).optional(),
})

const call = <Req extends z.ZodType, Res extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  permission: Permission,
  request: Req,
  response: Res,
): AdminCall<Req, Res> => ({ method, path, permission, request, response })

export const kycAdminCalls = {
  kycQueue: call('GET', '/admin/api/kyc/queue', 'kyc.review', kycQueueQuery, pageOf(kycPlayer)),
  kycPlayer: call('GET', '/admin/api/kyc/players/:username', 'players.read', z.object({}), kycPlayer),
  kycDecide: call('POST', '/admin/api/kyc/players/:username/:action', 'kyc.review', kycDecision, kycPlayer),
  /** The image itself (not the envelope): PNG or GIF, no caching; each view is audited. */
  kycDocumentFile: call('GET', '/admin/api/kyc/documents/:id/file', 'kyc.review', z.object({}), z.unknown()),
  kycSettings: call('GET', '/admin/api/kyc/settings', 'settings.money', z.object({}), kycLimits),
  saveKycSettings: call('POST', '/admin/api/kyc/settings', 'settings.money', kycLimits, kycLimits),
}
