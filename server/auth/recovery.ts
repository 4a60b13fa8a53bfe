// 忘记密码 (docs/messaging.md): the account name, then a verified mobile or email to send a code to,
// then the code with a new password. The answers never tell whether the account exists: an unknown
// account (or one without a verified contact, or a closed one) gets stand-in options derived from its
// name under the site's pepper, always the same for the same name, and "sending" to them sends
// nothing. Every step is limited per client address and per account (auth_counters, the store of the
// login limits, docs/auth-limits.md); a code takes at most 5 checks (recovery-codes.ts). A reset ends
// every session of the account, lifts a login lock and tells the player in the inbox and by message.
import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  type CodeSent,
  type ContactChannel,
  RECOVERY,
  type RecoveryOption,
} from '../../core/contract/recovery'
import type { Lang } from '../../core/i18n'
import { translate } from '../../core/i18n'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { messageSender } from '../messaging'
import { toWireTime } from '../wire'
import { type Limit, release, reserve } from './attempts'
import { requireCaptcha } from './captcha'
import { clearLoginLocks } from './login'
import { hashPassword } from './password'
import { checkCode, checkNothing, consumeCode, issueCode } from './recovery-codes'
import { ADDRESS_SEND_LIMIT, takeSendSlot, tooMany, verifiedContacts } from './recovery-contacts'
import { endSessions, revokeAllSessions } from './session'

const MIN = 60_000
const HOUR = 60 * MIN
/** Option look-ups per client address. */
export const LOOKUP_IP_LIMIT: Limit = { max: 20, windowMs: 15 * MIN, lockMs: 15 * MIN }
/** Codes sent per account name (existing or not) and per client address. */
export const SEND_ACCOUNT_LIMIT: Limit = { max: 5, windowMs: HOUR, lockMs: HOUR }
export const SEND_IP_LIMIT: Limit = { max: 20, windowMs: HOUR, lockMs: HOUR }
/** Reset attempts per client address (a right code gives its slot back). */
export const RESET_IP_LIMIT: Limit = { max: 30, windowMs: 15 * MIN, lockMs: 15 * MIN }

type Account = { id: number; username: string }

async function findAccount(q: Query, name: string): Promise<Account | null> {
  const [u] = await q<{ id: string | number; username: string }>(
    'SELECT id, username FROM users WHERE lower(username) = lower($1) AND status = 1',
    [name.trim()],
  )
  return u ? { id: Number(u.id), username: u.username } : null
}

const MOBILE_HEADS = [
  '130',
  '133',
  '135',
  '136',
  '138',
  '139',
  '150',
  '151',
  '152',
  '158',
  '159',
  '177',
  '186',
  '187',
  '188',
  '189',
]
const MAIL_DOMAINS = ['qq.com', '163.com', '126.com', 'gmail.com', 'outlook.com', 'sina.com']
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/**
 * Stand-in options for a name with nothing to send to: one or two masked contacts that look like real
 * ones, decided by an HMAC of the name, so asking twice answers the same.
 */
export function decoyOptions(pepper: string, name: string): RecoveryOption[] {
  const b = createHmac('sha256', pepper).update(`recovery-decoy\n${name.trim().toLowerCase()}`).digest()
  const mobile = `${MOBILE_HEADS[b[0] % MOBILE_HEADS.length]}****${String(b.readUInt16BE(1) % 10_000).padStart(4, '0')}`
  const email = `${LETTERS[b[3] % 26]}***${LETTERS[b[4] % 26]}@${MAIL_DOMAINS[b[5] % MAIL_DOMAINS.length]}`
  const shape = b[6] % 3
  return [
    ...(shape !== 1 ? [{ channel: 'sms' as const, masked: mobile }] : []),
    ...(shape !== 0 ? [{ channel: 'email' as const, masked: email }] : []),
  ]
}

const decoyFor = (pepper: string, name: string, channel: ContactChannel) =>
  decoyOptions(pepper, name).find((o) => o.channel === channel)?.masked ??
  // A channel the stand-in does not list (a hand-made request): a stand-in of that channel all the same.
  (channel === 'sms' ? '138****0000' : 'a***@qq.com')

/** Step 1: where a code can go, masked. Needs the captcha when it is on. */
export async function recoveryOptions(
  app: FastifyInstance,
  input: { name: string; captcha_id?: string; code?: string },
  ip: string,
): Promise<{ options: RecoveryOption[] }> {
  const q = app.db.query
  if (app.config.captcha) await requireCaptcha(app, input.captcha_id, input.code)
  const slot = await reserve(q, 'recovery.lookup.ip', ip, LOOKUP_IP_LIMIT)
  if ('refused' in slot) throw tooMany(slot.refused.until)
  const account = await findAccount(q, input.name)
  const real = account ? await verifiedContacts(q, account.id) : []
  if (real.length === 0) return { options: decoyOptions(app.config.payPepper, input.name) }
  return { options: real.map((c) => ({ channel: c.channel, masked: c.masked })) }
}

/** Step 2: a code to the chosen verified contact; the same answer when there is none. */
export async function sendRecoveryCode(
  app: FastifyInstance,
  input: { name: string; channel: ContactChannel },
  ip: string,
  lang: Lang,
): Promise<CodeSent> {
  const q = app.db.query
  const name = input.name.trim().toLowerCase()
  await takeSendSlot(q, 'recovery.send.ip', ip, SEND_IP_LIMIT)
  await takeSendSlot(q, 'recovery.send.account', name, SEND_ACCOUNT_LIMIT)
  const answer = (masked: string): CodeSent => ({
    channel: input.channel,
    masked,
    expires_in: RECOVERY.ttlSeconds,
    resend_in: RECOVERY.resendSeconds,
  })
  const account = await findAccount(q, name)
  const contact = account
    ? (await verifiedContacts(q, account.id)).find((c) => c.channel === input.channel)
    : undefined
  if (!account || !contact) return answer(decoyFor(app.config.payPepper, name, input.channel))
  // A busy address is skipped silently: a refusal here would tell a real account from a made-up one.
  const slot = await reserve(q, 'recovery.send.address', contact.address.toLowerCase(), ADDRESS_SEND_LIMIT)
  if ('slot' in slot) await sendResetCode(app, account.id, contact, 'player', lang)
  return answer(contact.masked)
}

/** Issues a reset code and sends it (the player's step 2 and a support agent's reset alike). */
export async function sendResetCode(
  app: FastifyInstance,
  userId: number,
  contact: { channel: ContactChannel; address: string },
  issuedBy: string,
  lang: Lang,
) {
  const code = await app.db.tx((tq) =>
    issueCode(tq, app.config.payPepper, {
      userId,
      purpose: 'reset',
      channel: contact.channel,
      address: contact.address,
      issuedBy,
    }),
  )
  await messageSender(app).send({
    channel: contact.channel,
    to: contact.address,
    template: 'recoveryCode',
    params: { code, minutes: RECOVERY.ttlSeconds / 60 },
    lang,
    userId,
  })
}

/** Step 3: the code and the new password. Wrong, used, expired, exhausted or no account: code 270. */
export async function resetWithCode(
  app: FastifyInstance,
  input: { name: string; code: string; password: string },
  ip: string,
  lang: Lang,
) {
  const q = app.db.query
  const pepper = app.config.payPepper
  const slot = await reserve(q, 'recovery.reset.ip', ip, RESET_IP_LIMIT)
  if ('refused' in slot) throw tooMany(slot.refused.until)
  const account = await findAccount(q, input.name)
  const checked = account
    ? await checkCode(q, pepper, account.id, 'reset', input.code)
    : checkNothing(pepper, input.code)
  if (!account || !checked) throw new BizError(270, 'rc.codeWrong')
  const hash = await hashPassword(input.password)
  await endSessions(app, account.id, () =>
    app.db.tx(async (tq) => {
      if (!(await consumeCode(tq, checked.id))) throw new BizError(270, 'rc.codeWrong')
      await tq(
        'UPDATE users SET password_hash = $2, must_change_password = false, updated_at = now() WHERE id = $1',
        [account.id, hash],
      )
      await revokeAllSessions(tq, account.id)
      // The player forgot the password, so a login lock from wrong guesses ends with it.
      await clearLoginLocks(tq, account.username)
      await noteReset(tq, account.id, lang, 'rc.inbox.body')
    }),
  )
  await release(q, slot.slot)
  await messageSender(app).send({
    channel: checked.channel,
    to: checked.address,
    template: 'recoveryDone',
    params: {},
    lang,
    userId: account.id,
  })
}

/** The player's own record of a reset: a message in the inbox (消息中心). */
export async function noteReset(q: Query, userId: number, lang: Lang, bodyKey: string) {
  await q('INSERT INTO inbox_messages (user_id, title, content) VALUES ($1, $2, $3)', [
    userId,
    translate(lang, 'rc.inbox.title'),
    translate(lang, bodyKey, { at: toWireTime(new Date()) }),
  ])
}
