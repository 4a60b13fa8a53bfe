// Contact verification and password recovery (recoveryCalls, docs/messaging.md) as a small fake
// backend. There is no outbox here: every code the mock "sends" is MOCK_CODE, so tests and the
// mock-backed dev mode can type it. Unknown accounts get the same answers as real ones (a stand-in
// contact that never receives anything), like the server.
import {
  type ContactChannel,
  type ContactState,
  maskAddress,
  RECOVERY,
} from '../../../../core/contract/recovery'
import { db, type MockUser } from '../db'
import { ok, refuse, route } from '../kit'

/** The one code the mock sends. */
export const MOCK_CODE = '246810'

type Pending = { purpose: 'verify' | 'reset'; channel: ContactChannel; address: string; attempts: number }
type State = { verified: Map<number, Map<ContactChannel, string>>; pending: Map<number, Pending> }

// Kept per fake database, so resetDb() starts recovery afresh too.
const states = new WeakMap<object, State>()
const state = (): State => {
  let s = states.get(db)
  if (!s) {
    s = { verified: new Map(), pending: new Map() }
    states.set(db, s)
  }
  return s
}

const addressOf = (u: MockUser, channel: ContactChannel) => (channel === 'sms' ? u.mobile : u.email)

function contactsOf(u: MockUser): ContactState[] {
  return (['sms', 'email'] as const).map((channel) => {
    const address = addressOf(u, channel)
    const verified = address !== '' && state().verified.get(u.id)?.get(channel) === address
    return {
      channel,
      address,
      masked: address ? maskAddress(channel, address) : '',
      verified,
      verified_at: verified ? '2025-01-01 12:00:00' : null,
    }
  })
}

const sent = (channel: ContactChannel, masked: string) => ({
  channel,
  masked,
  expires_in: RECOVERY.ttlSeconds,
  resend_in: RECOVERY.resendSeconds,
})

const STAND_IN = { channel: 'sms' as const, masked: '138****0000' }
const findUser = (name: string) =>
  db.users.find((u) => u.username.toLowerCase() === name.trim().toLowerCase())

/** The code check: one attempt taken first, at most RECOVERY.maxAttempts per code, then used up. */
function takeCode(u: MockUser | undefined, purpose: Pending['purpose'], code: string): Pending {
  const p = u ? state().pending.get(u.id) : undefined
  if (!u || !p || p.purpose !== purpose || p.attempts >= RECOVERY.maxAttempts)
    return refuse(270, 'rc.codeWrong')
  p.attempts++
  if (code !== MOCK_CODE) return refuse(270, 'rc.codeWrong')
  state().pending.delete(u.id)
  return p
}

export const recoveryHandlers = [
  route('contacts', ({ user }) => contactsOf(user)),
  route('contactSend', ({ user, body }) => {
    const c = contactsOf(user).find((x) => x.channel === body.channel)
    if (!c?.address) return refuse(271, `rc.contactMissing.${body.channel}`)
    if (c.verified) return refuse(272, 'rc.contactVerified')
    state().pending.set(user.id, { purpose: 'verify', channel: c.channel, address: c.address, attempts: 0 })
    return ok(sent(c.channel, c.masked), 'rc.ok.sent')
  }),
  route('contactVerify', ({ user, body }) => {
    const p = takeCode(user, 'verify', body.code)
    if (p.channel !== body.channel || addressOf(user, p.channel) !== p.address)
      return refuse(270, 'rc.codeWrong')
    const mine = state().verified.get(user.id) ?? new Map<ContactChannel, string>()
    mine.set(p.channel, p.address)
    state().verified.set(user.id, mine)
    return ok(contactsOf(user), 'rc.ok.verified')
  }),
  route('recoveryOptions', ({ body }) => {
    if (body.captcha_id !== undefined || body.code !== undefined) {
      const answer = body.captcha_id ? db.captchas.get(body.captcha_id) : undefined
      if (body.captcha_id) db.captchas.delete(body.captcha_id)
      if (!answer || answer !== body.code?.trim().toLowerCase()) return refuse(1000, 'err.captcha')
    }
    const u = findUser(body.name)
    const options = u ? contactsOf(u).filter((c) => c.verified) : []
    return {
      options: options.length ? options.map((c) => ({ channel: c.channel, masked: c.masked })) : [STAND_IN],
    }
  }),
  route('recoverySend', ({ body }) => {
    if (body.name === 'busy0001') return refuse(429, 'rc.tooMany', { minutes: 60 })
    const u = findUser(body.name)
    const c = u ? contactsOf(u).find((x) => x.channel === body.channel && x.verified) : undefined
    if (!u || !c) return ok(sent(body.channel, STAND_IN.masked), 'rc.ok.sent')
    state().pending.set(u.id, { purpose: 'reset', channel: c.channel, address: c.address, attempts: 0 })
    return ok(sent(c.channel, c.masked), 'rc.ok.sent')
  }),
  route('recoveryReset', ({ body }) => {
    const u = findUser(body.name)
    takeCode(u, 'reset', body.code)
    const player = u as MockUser
    player.password = body.password
    for (const [token, id] of db.sessions) if (id === player.id) db.sessions.delete(token)
    return ok(null, 'rc.ok.reset')
  }),
]
