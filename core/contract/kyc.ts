// Know your customer (docs/kyc.md): the player's tier, what limits it sets on withdrawals, and the
// documents the player uploads to be verified. Tiers: `basic` (real name and date of birth on the
// profile), `verified` (an identity document and a proof of address approved by an operator). A
// withdrawal above the basic tier's limits waits for verification (code 260, naming the limit).
import { z } from 'zod'
import { call, money, wireTime } from './core'

export const KYC_TIERS = ['none', 'basic', 'verified'] as const
export type KycTier = (typeof KYC_TIERS)[number]
/** The review's state: nothing sent, waiting for an operator, verified, refused, or another document asked for. */
export const KYC_STATES = ['none', 'pending', 'verified', 'refused', 'more'] as const
export type KycState = (typeof KYC_STATES)[number]
export const KYC_DOCUMENT_KINDS = ['identity', 'address'] as const
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number]
export const KYC_DOCUMENT_STATES = ['pending', 'approved', 'refused', 'replaced'] as const

/** Upload rules: PNG or GIF judged by its bytes and rebuilt (docs/kyc.md), at most this size. */
export const KYC = { maxBytes: 2 * 1024 * 1024 } as const

/** The code of a withdrawal refused for the tier's limit (data: KycLimitRefusal). */
export const KYC_LIMIT_CODE = 260

export const kycDocument = z.object({
  id: z.number().int(),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  state: z.enum(KYC_DOCUMENT_STATES),
  /** The operator's reason when refused, else empty. */
  reason: z.string(),
  size: z.number().int(),
  created_at: wireTime,
})
export type KycDocument = z.infer<typeof kycDocument>

export const kycLimits = z.object({
  /** Basic tier: the most one withdrawal may be, and all withdrawals of one Beijing day together. */
  basic_per_withdrawal: money,
  basic_per_day: money,
})
export type KycLimits = z.infer<typeof kycLimits>

export const kycStatus = z.object({
  tier: z.enum(KYC_TIERS),
  state: z.enum(KYC_STATES),
  /** Why the last review refused, or which document the operator asked for again. */
  reason: z.string(),
  /** The document kind the operator asked for again (state `more`), else null. */
  requested: z.enum(KYC_DOCUMENT_KINDS).nullable(),
  has_realname: z.boolean(),
  has_birthday: z.boolean(),
  /** null: no KYC limit (verified). */
  limits: kycLimits.nullable(),
  /** Withdrawn or waiting today (Beijing day), for the daily limit. */
  used_today: money,
})
export type KycStatus = z.infer<typeof kycStatus>

/** `data` of a withdrawal refused with KYC_LIMIT_CODE. */
export const kycLimitRefusal = z.object({ limit: money, kind: z.enum(['withdrawal', 'day']) })

export const kycCalls = {
  kycStatus: call({
    method: 'GET',
    path: '/api/kyc',
    auth: true,
    request: z.object({}),
    response: kycStatus,
  }),
  kycDocuments: call({
    method: 'GET',
    path: '/api/kyc/documents',
    auth: true,
    request: z.object({}),
    response: z.array(kycDocument),
  }),
  /** Multipart, field `file` (PNG or GIF); the kind is in the path. */
  kycUpload: call({
    method: 'POST',
    path: '/api/kyc/documents/:kind',
    auth: true,
    request: z.object({ kind: z.enum(KYC_DOCUMENT_KINDS) }),
    response: kycDocument,
  }),
}
