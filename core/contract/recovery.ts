// Password recovery and contact verification (docs/messaging.md). A player proves a mobile or an
// email on the profile page with a one-time code; 忘记密码 then resets the login password through a
// code sent to one of those verified contacts. The public recovery calls answer the same way whether
// or not the account exists, so they reveal no account names.
import { z } from 'zod'
import { call, text } from './core'
import { CONTACT_CHANNELS, isRecoveryCode } from './recovery-rules'
import { captchaId, nullData } from './requests'
import { isRegisterPassword, LIMITS } from './rules'

export * from './recovery-rules'

const channel = z.enum(CONTACT_CHANNELS, { error: 'v.contactChannel' })
const code = z.string({ error: 'v.recoveryCode' }).trim().refine(isRecoveryCode, { error: 'v.recoveryCode' })
const accountName = z
  .string({ error: 'v.recoveryAccount' })
  .trim()
  .min(1, { error: 'v.recoveryAccount' })
  .max(LIMITS.nameMax, { error: 'v.recoveryAccount' })
const captchaFields = {
  captcha_id: captchaId.optional(),
  code: text(LIMITS.loginCaptchaMax, 'v.captchaRequired').optional(),
}

export const ContactState = z.object({
  channel,
  /** The profile's value, in full (it is the player's own); empty when not given. */
  address: z.string(),
  masked: z.string(),
  verified: z.boolean(),
  verified_at: z.string().nullable(),
})
export type ContactState = z.infer<typeof ContactState>

export const CodeSent = z.object({
  channel,
  masked: z.string(),
  expires_in: z.number().int(),
  resend_in: z.number().int(),
})
export type CodeSent = z.infer<typeof CodeSent>

export const RecoveryOption = z.object({ channel, masked: z.string() })
export type RecoveryOption = z.infer<typeof RecoveryOption>

// Refusals: Code.recoveryCodeWrong (270: wrong, expired, used or exhausted code, or no such account,
// one answer for all), Code.contactMissing (271), Code.contactVerified (272), 429 too many requests.
export const recoveryCalls = {
  /** The profile's mobile and email with their verification state. */
  contacts: call({
    method: 'GET',
    path: '/api/contacts',
    auth: true,
    request: z.object({}),
    response: z.array(ContactState),
  }),
  /** Sends a code to the profile's current mobile or email. */
  contactSend: call({
    method: 'POST',
    path: '/api/contacts/send',
    auth: true,
    request: z.object({ channel }),
    response: CodeSent,
  }),
  contactVerify: call({
    method: 'POST',
    path: '/api/contacts/verify',
    auth: true,
    request: z.object({ channel, code }),
    response: z.array(ContactState),
  }),
  /**
   * The masked contacts a code can go to. An unknown account (or one without a verified contact)
   * gets stand-ins that look alike and never receive anything: the answer names no account.
   */
  recoveryOptions: call({
    method: 'POST',
    path: '/api/recovery/options',
    auth: false,
    request: z.object({ name: accountName, ...captchaFields }),
    response: z.object({ options: z.array(RecoveryOption) }),
  }),
  recoverySend: call({
    method: 'POST',
    path: '/api/recovery/send',
    auth: false,
    request: z.object({ name: accountName, channel }),
    response: CodeSent,
  }),
  /** The code and the new password (the register form's rules); every session of the account ends. */
  recoveryReset: call({
    method: 'POST',
    path: '/api/recovery/reset',
    auth: false,
    request: z
      .object({
        name: accountName,
        code,
        password: z.string({ error: 'v.password' }).refine(isRegisterPassword, { error: 'v.password' }),
        confirmPass: z.string({ error: 'v.passwordMismatch' }),
      })
      .refine((r) => r.password === r.confirmPass, { error: 'v.passwordMismatch', path: ['confirmPass'] }),
    response: nullData,
  }),
} as const

export type RecoveryCalls = typeof recoveryCalls
