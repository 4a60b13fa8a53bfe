// Verified contacts (docs/messaging.md): the player proves the profile's mobile or email by a code
// sent to it through the message port. A verification counts only while the profile still holds the
// same address, so changing the number on the profile page makes it unverified without further work.
import type { FastifyInstance } from 'fastify'
import { type ContactChannel, type ContactState, maskAddress, RECOVERY } from '../../core/contract/recovery'
import type { Lang } from '../../core/i18n'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { messageSender } from '../messaging'
import { toWireTimeOrNull } from '../wire'
import { type Limit, minutesUntil, reserve } from './attempts'
import { checkCode, consumeCode, issueCode } from './recovery-codes'

const HOUR = 3_600_000
/** Codes one player may have sent to their own contacts per hour. */
export const CONTACT_SEND_LIMIT: Limit = { max: 5, windowMs: HOUR, lockMs: HOUR }
/**
 * Codes one address may receive per hour, verification and recovery together: above what one account
 * can ask for (5 + 5), so it only bites when several accounts share an address.
 */
export const ADDRESS_SEND_LIMIT: Limit = { max: 10, windowMs: HOUR, lockMs: HOUR }

type ContactRow = {
  mobile: string
  email: string
  sms_address: string | null
  sms_at: Date | null
  email_address: string | null
  email_at: Date | null
}

const CONTACTS_SQL = `
  SELECT u.mobile, u.email,
         s.address AS sms_address, s.verified_at AS sms_at,
         e.address AS email_address, e.verified_at AS email_at
    FROM users u
    LEFT JOIN verified_contacts s ON s.user_id = u.id AND s.channel = 'sms'
    LEFT JOIN verified_contacts e ON e.user_id = u.id AND e.channel = 'email'
   WHERE u.id = $1`

const profileField = (channel: ContactChannel) => (channel === 'sms' ? 'mobile' : 'email')

/** The profile's mobile and email with their verification state (empty list for no such user). */
export async function contactsOf(q: Query, userId: number): Promise<ContactState[]> {
  const [r] = await q<ContactRow>(CONTACTS_SQL, [userId])
  if (!r) return []
  const one = (channel: ContactChannel, address: string, proved: string | null, at: Date | null) => {
    const verified = address !== '' && proved === address
    return {
      channel,
      address,
      masked: address ? maskAddress(channel, address) : '',
      verified,
      verified_at: verified ? toWireTimeOrNull(at) : null,
    }
  }
  return [one('sms', r.mobile, r.sms_address, r.sms_at), one('email', r.email, r.email_address, r.email_at)]
}

/** The contacts a recovery code may go to: verified and still the profile's value. */
export async function verifiedContacts(q: Query, userId: number) {
  return (await contactsOf(q, userId)).filter((c) => c.verified)
}

export const tooMany = (until: number) => new BizError(429, 'rc.tooMany', { minutes: minutesUntil(until) })

/** Takes a slot of `scope` for `subject`, or refuses with 429. */
export async function takeSendSlot(q: Query, scope: string, subject: string, limit: Limit) {
  const r = await reserve(q, scope, subject, limit)
  if ('refused' in r) throw tooMany(r.refused.until)
}

/** Sends a verification code to the profile's current mobile or email. */
export async function sendContactCode(
  app: FastifyInstance,
  userId: number,
  channel: ContactChannel,
  lang: Lang,
) {
  const q = app.db.query
  const contact = (await contactsOf(q, userId)).find((c) => c.channel === channel)
  if (!contact?.address) throw new BizError(271, `rc.contactMissing.${channel}`)
  if (contact.verified) throw new BizError(272, 'rc.contactVerified')
  await takeSendSlot(q, 'contact.send.user', String(userId), CONTACT_SEND_LIMIT)
  await takeSendSlot(q, 'recovery.send.address', contact.address.toLowerCase(), ADDRESS_SEND_LIMIT)
  const code = await app.db.tx((tq) =>
    issueCode(tq, app.config.payPepper, {
      userId,
      purpose: 'verify',
      channel,
      address: contact.address,
      issuedBy: 'player',
    }),
  )
  await messageSender(app).send({
    channel,
    to: contact.address,
    template: 'contactVerify',
    params: { code, minutes: RECOVERY.ttlSeconds / 60 },
    lang,
    userId,
  })
  return {
    channel,
    masked: contact.masked,
    expires_in: RECOVERY.ttlSeconds,
    resend_in: RECOVERY.resendSeconds,
  }
}

/**
 * Checks the code and marks the contact verified. The code must have gone to the address the profile
 * holds now (a number changed after the code was sent is not verified by it).
 */
export async function verifyContact(
  app: FastifyInstance,
  userId: number,
  channel: ContactChannel,
  code: string,
) {
  const q = app.db.query
  const checked = await checkCode(q, app.config.payPepper, userId, 'verify', code)
  if (!checked || checked.channel !== channel) throw new BizError(270, 'rc.codeWrong')
  await app.db.tx(async (tq) => {
    const [u] = await tq<{ address: string }>(
      `SELECT ${profileField(channel)} AS address FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    )
    if (!u || u.address !== checked.address) throw new BizError(270, 'rc.codeWrong')
    if (!(await consumeCode(tq, checked.id))) throw new BizError(270, 'rc.codeWrong')
    await tq(
      `INSERT INTO verified_contacts (user_id, channel, address) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, channel) DO UPDATE SET address = EXCLUDED.address, verified_at = now()`,
      [userId, channel, checked.address],
    )
  })
  return contactsOf(q, userId)
}
