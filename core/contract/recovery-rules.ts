// The rules of password recovery and contact verification without their schemas (docs/messaging.md):
// the player app's machines import these, so a page that checks a code does not load the schema library.
// core/contract/recovery.ts re-exports them beside the calls.
export const CONTACT_CHANNELS = ['sms', 'email'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/** A one-time code: 6 digits, valid 10 minutes, at most 5 checks; a new one after 60 s at the earliest. */
export const RECOVERY = {
  codeLength: 6,
  ttlSeconds: 600,
  maxAttempts: 5,
  resendSeconds: 60,
} as const

export const isRecoveryCode = (s: string) => /^\d{6}$/.test(s)

/** 138****5678: the first three and the last four digits of a mobile (a leading 86/0/17951 dropped). */
export function maskMobile(mobile: string): string {
  const d = mobile.replace(/^(?:17951|86|0)(?=1\d{10}$)/, '')
  return d.length >= 7 ? `${d.slice(0, 3)}****${d.slice(-4)}` : '****'
}

/** a***e@example.com: the first and the last character of the local part, the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  const local = email.slice(0, at)
  const head = local[0]
  const tail = local.length > 2 ? local[local.length - 1] : ''
  return `${head}***${tail}${email.slice(at)}`
}

export const maskAddress = (channel: ContactChannel, address: string) =>
  channel === 'sms' ? maskMobile(address) : maskEmail(address)
