// The operator calls of messaging and password recovery (docs/messaging.md): the outbox (发件箱) the
// default message adapter writes, a player's contacts with their verification state, and the support
// reset after an identity check: a recovery code to a verified contact, or a temporary password.
// Both resets end every session of the account and are audited with the identity-check note.
import { z } from 'zod'
import { wireTime } from '../core'
import { CONTACT_CHANNELS, ContactState } from '../recovery'
import type { AdminCall } from './calls'
import { pageOf } from './shapes'

const page = z.coerce.number().int().min(1).max(100_000).default(1)
const perPage = z.coerce.number().int().min(1).max(200).default(20)

export const outboxQuery = z.object({
  page,
  per_page: perPage,
  q: z.string().trim().max(64).optional(),
  channel: z.enum(CONTACT_CHANNELS).optional(),
})

export const outboxRow = z.object({
  id: z.number().int(),
  at: wireTime,
  channel: z.enum(CONTACT_CHANNELS),
  address: z.string(),
  /** The account the message concerns, when there is one. */
  username: z.string().nullable(),
  template: z.string(),
  lang: z.string(),
  subject: z.string(),
  /** The whole message as delivered, codes included: in this sandbox the outbox is the delivery. */
  body: z.string(),
  state: z.string(),
})
export type OutboxRow = z.infer<typeof outboxRow>

export const SUPPORT_RESET_METHODS = ['code', 'temporary'] as const

export const supportResetRequest = z
  .object({
    method: z.enum(SUPPORT_RESET_METHODS),
    /** Where the code goes (method `code` only): one of the player's verified contacts. */
    channel: z.enum(CONTACT_CHANNELS).optional(),
    /** How the identity was checked: kept in the audit log. */
    note: z.string().trim().min(4).max(500),
  })
  .refine((r) => r.method !== 'code' || r.channel !== undefined, { path: ['channel'] })

export const supportResetResult = z.object({
  username: z.string(),
  method: z.enum(SUPPORT_RESET_METHODS),
  /** Method `code`: where the code went (masked) and how long it is valid. */
  masked: z.string().nullable(),
  expires_in: z.number().int().nullable(),
  /** Method `temporary`: shown once; the player must change it at the next login. */
  temporary_password: z.string().nullable(),
})
export type SupportResetResult = z.infer<typeof supportResetResult>

export const recoveryAdminCalls = {
  outbox: {
    method: 'GET',
    path: '/admin/api/outbox',
    permission: 'outbox.read',
    request: outboxQuery,
    response: pageOf(outboxRow),
  },
  playerContacts: {
    method: 'GET',
    path: '/admin/api/players/:username/contacts',
    permission: 'players.password',
    request: z.object({}),
    response: z.array(ContactState),
  },
  supportReset: {
    method: 'POST',
    path: '/admin/api/players/:username/recovery',
    permission: 'players.password',
    request: supportResetRequest,
    response: supportResetResult,
  },
} as const satisfies Record<string, AdminCall>
