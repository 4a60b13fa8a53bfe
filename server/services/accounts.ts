// Account use cases: registration, the member's profile as the SPA reads it, profile and password
// changes, agent applications. Every write names its columns: nothing from the request is spread in.
import type { FastifyInstance } from 'fastify'
import type { User } from '../../core/contract'
import { beijingDate } from '../../core/time'
import { minutesUntil, release, reserve } from '../auth/attempts'
import { requireCaptcha } from '../auth/captcha'
import { hashPassword, hashPayPassword, verifyPassword } from '../auth/password'
import { checkPayPassword } from '../auth/paypassword'
import { checkSecret } from '../auth/secret-check'
import { createSession, endSessions, revokeAllSessions } from '../auth/session'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { cashAndBonus, ensurePlayerAccounts } from '../ledger'
import { assertAdultBirth } from '../protection/service'
import { dateOnly, money, toWireTime, toWireTimeOrNull } from '../wire'
import { moneyRates } from './content'
import { flagSelfReferral, referrerOf } from './referral'

type RegisterInput = {
  name: string
  password: string
  realname: string
  paypassword: string
  pid?: number
  code?: string
  captcha_id?: string
  birthday?: string
}

const HOUR = 3_600_000

/** Sign-ups allowed per IP per hour: the operator setting `registration.per_ip_per_hour`. */
export async function registrationsPerHour(q: Query) {
  const [row] = await q<{ value: { per_ip_per_hour?: unknown } | null }>(
    "SELECT value FROM settings WHERE key = 'registration'",
  )
  const n = Number(row?.value?.per_ip_per_hour)
  return Number.isSafeInteger(n) && n >= 0 ? n : DEFAULT_REGISTRATIONS_PER_HOUR
}
export const DEFAULT_REGISTRATIONS_PER_HOUR = 5

/** Sets the per-IP hourly sign-up limit (0 closes sign-ups); the caller audits. */
export async function setRegistrationsPerHour(q: Query, n: number) {
  await q(
    `INSERT INTO settings (key, value) VALUES ('registration', jsonb_build_object('per_ip_per_hour', $1::int))
     ON CONFLICT (key) DO UPDATE SET value = coalesce(settings.value, '{}'::jsonb) || jsonb_build_object('per_ip_per_hour', $1::int)`,
    [n],
  )
  return registrationsPerHour(q)
}

/**
 * Registration: the captcha first (when on), then a slot of the per-IP hourly limit, reserved before
 * any work so parallel sign-ups cannot pass it; a sign-up that fails after that gives its slot back.
 * `pid` credits a referrer only when it names an agent; any other value is ignored (the sign-up goes
 * ahead without a referrer), see docs/auth-limits.md; nor from the agent's own address (referral.ts).
 */
export async function register(app: FastifyInstance, input: RegisterInput, ip: string, userAgent: string) {
  const q = app.db.query
  if (app.config.captcha) await requireCaptcha(app, input.captcha_id, input.code)
  const max = await registrationsPerHour(q)
  const r = await reserve(q, 'register.ip', ip, { max, windowMs: HOUR, lockMs: HOUR })
  if ('refused' in r)
    throw new BizError(429, 'err.registerLimited', { minutes: minutesUntil(r.refused.until) })
  try {
    return await createAccount(app, input, ip, userAgent)
  } catch (err) {
    await release(q, r.slot).catch(() => {})
    throw err
  }
}

async function createAccount(app: FastifyInstance, input: RegisterInput, ip: string, userAgent: string) {
  const q = app.db.query
  const [taken] = await q('SELECT 1 FROM users WHERE lower(username) = lower($1)', [input.name])
  if (taken) throw new BizError(201, 'err.usernameTaken')
  if (input.birthday) assertAdultBirth(input.birthday)
  const [passwordHash, payHash] = await Promise.all([
    hashPassword(input.password),
    hashPayPassword(input.paypassword, app.config.payPepper),
  ])
  return app.db.tx(async (tq) => {
    const referrer = await referrerOf(tq, input.pid, ip)
    const pid = referrer.pid
    const [row] = await tq<{ id: number | string }>(
      `INSERT INTO users (username, password_hash, pay_password_hash, realname, pid, register_ip, last_login_ip, last_login_at, login_count, birthday)
       VALUES ($1, $2, $3, $4, $5, $6, $6, now(), 1, $7::date)
       ON CONFLICT DO NOTHING RETURNING id`,
      [input.name, passwordHash, payHash, input.realname.trim(), pid, ip, input.birthday ?? null],
    )
    if (!row) throw new BizError(201, 'err.usernameTaken')
    const userId = Number(row.id)
    await ensurePlayerAccounts(tq, userId)
    if (referrer.selfReferral && input.pid)
      await flagSelfReferral(tq, {
        userId,
        username: input.name,
        agentId: input.pid,
        agent: referrer.agent,
        ip,
      })
    await tq('INSERT INTO login_attempts (username, ip, ok) VALUES ($1, $2, true)', [
      input.name.toLowerCase(),
      ip,
    ])
    // Registration logs the player in: the first row of the console's login history.
    await tq('INSERT INTO player_logins (user_id, ip, user_agent) VALUES ($1, $2, $3)', [
      userId,
      ip.slice(0, 64),
      userAgent.slice(0, 256),
    ])
    const token = await createSession(tq, userId, ip, userAgent)
    return { username: input.name, api_token: token }
  })
}

type UserRow = {
  username: string
  realname: string
  vip: number
  avatar: string
  isagent: number
  mobile: string
  email: string
  birthday: string | null
  paysum_cents: string | number
  totalgame_cents: string | number
  transferstatus: number
  created_at: Date
  prev_login_at: Date | null
  current_vip: string | null
  next_vip: string | null
  next_recharge: string | number | null
  next_flow: string | number | null
  rebate: string | null
  money: Record<string, unknown> | null
}

// One round trip for everything but the balance (which the ledger answers): /api/user is polled.
// `balance` means what it means in /api/balance and the header that shows both: the central wallet's
// cash and the bonus grants' accounts together, with `bonus` the part that is bonus (docs/promotions.md,
// "Bonus accounts").
const USER_SQL = `
  SELECT u.username, u.realname, u.vip, u.avatar, u.isagent, u.mobile, u.email, u.birthday::text AS birthday,
         u.paysum_cents, u.totalgame_cents, u.transferstatus, u.created_at, u.prev_login_at,
         cur.vipname AS current_vip, nxt.vipname AS next_vip, nxt.recharge_cents AS next_recharge, nxt.flow_cents AS next_flow,
         (SELECT COALESCE(sum(amount_cents), 0)::text FROM rebates WHERE user_id = u.id AND state = 0) AS rebate,
         (SELECT value FROM settings WHERE key = 'money') AS money
    FROM users u
    LEFT JOIN vip_levels cur ON cur.level = u.vip
    LEFT JOIN LATERAL (SELECT vipname, recharge_cents, flow_cents FROM vip_levels WHERE level > u.vip ORDER BY level LIMIT 1) nxt ON true
   WHERE u.id = $1`

export async function userInfo(app: FastifyInstance, userId: number): Promise<User> {
  const q = app.db.query
  const [[u], { cash, bonus }] = await Promise.all([q<UserRow>(USER_SQL, [userId]), cashAndBonus(q, userId)])
  if (!u) throw new BizError(401, 'err.unauthorized')
  const rates = moneyRates(u.money)
  const joinday = Math.max(0, Math.floor((Date.now() - new Date(u.created_at).getTime()) / 86_400_000))
  return {
    username: u.username,
    realname: u.realname,
    balance: money(cash + bonus),
    bonus: money(bonus),
    vip: u.vip,
    vipname: `/img/vip/vip${u.vip}.svg`,
    current_vip: u.current_vip ?? `VIP${u.vip}`,
    next_vip: u.next_vip ?? '',
    next_vip_recharge: money(u.next_recharge ?? 0),
    next_vip_flow: money(u.next_flow ?? 0),
    avatar: u.avatar,
    isagent: u.isagent === 1 ? 1 : 0,
    mobile: u.mobile,
    email: u.email,
    birthday: dateOnly(u.birthday),
    paysum: money(u.paysum_cents),
    totalgame: money(u.totalgame_cents),
    transferstatus: u.transferstatus === 1 ? 1 : 0,
    ...rates,
    fanshui: money(u.rebate ?? 0),
    joinday,
    created_at: toWireTime(u.created_at),
    last_login_at: toWireTimeOrNull(u.prev_login_at),
  }
}

export async function updateProfile(
  app: FastifyInstance,
  userId: number,
  p: { email: string; mobile: string; birthday: string },
) {
  if (p.birthday && p.birthday > beijingDate(new Date())) {
    throw new BizError(1000, 'err.birthdayFuture')
  }
  // The date of birth is the age check: given once, then fixed (player protection, docs/protection.md).
  const [cur] = await app.db.query<{ birthday: string | null }>(
    'SELECT birthday::text AS birthday FROM users WHERE id = $1',
    [userId],
  )
  if (p.birthday && cur?.birthday && p.birthday !== cur.birthday) throw new BizError(1000, 'p.birthDateSet')
  if (p.birthday && !cur?.birthday) assertAdultBirth(p.birthday)
  await app.db.query(
    'UPDATE users SET email = $2, mobile = $3, birthday = COALESCE(birthday, $4::date), updated_at = now() WHERE id = $1',
    [userId, p.email, p.mobile, p.birthday || null],
  )
}

type PasswordChange = { password: string; paypassword: string; newpasword: string }

/** Spec §5 order for the checks the schema cannot express alone (they compare fields). */
function checkChange(c: PasswordChange) {
  if (c.newpasword === '') throw new BizError(1000, 'v.confirmPasswordRequired')
  if (c.password.length < 6) throw new BizError(1000, 'v.oldPasswordLength')
  if (c.newpasword !== c.paypassword) throw new BizError(1000, 'v.passwordMismatch')
  if (c.paypassword === c.password) throw new BizError(1000, 'v.newEqualsOld')
}

/** Changes the login password and ends every session of the user, this one included. */
export async function changePassword(app: FastifyInstance, userId: number, c: PasswordChange) {
  checkChange(c)
  const [u] = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
    userId,
  ])
  if (!u) throw new BizError(401, 'err.unauthorized')
  const { maxFails, lockMs } = app.config.password
  await checkSecret(app.db.query, {
    scope: 'password',
    userId,
    limit: { max: maxFails, windowMs: lockMs, lockMs },
    verify: () => verifyPassword(u.password_hash, c.password),
    locked: (minutes) => new BizError(423, 'err.oldPasswordLocked', { minutes }),
    wrong: () => new BizError(205, 'err.oldPassword'),
  })
  const next = await hashPassword(c.paypassword)
  await endSessions(app, userId, () =>
    app.db.tx(async (q) => {
      await q(
        'UPDATE users SET password_hash = $2, must_change_password = false, updated_at = now() WHERE id = $1',
        [userId, next],
      )
      await revokeAllSessions(q, userId)
    }),
  )
}

export async function changePayPassword(app: FastifyInstance, userId: number, c: PasswordChange) {
  checkChange(c)
  await checkPayPassword(app, app.db.query, userId, c.password, {
    wrongCode: 205,
    wrongKey: 'err.oldPayPassword',
  })
  const next = await hashPayPassword(c.paypassword, app.config.payPepper)
  await app.db.query('UPDATE users SET pay_password_hash = $2, updated_at = now() WHERE id = $1', [
    userId,
    next,
  ])
}

export async function applyAgent(app: FastifyInstance, userId: number, mobile: string, info: string) {
  const [u] = await app.db.query<{ isagent: number }>('SELECT isagent FROM users WHERE id = $1', [userId])
  if (u?.isagent === 1) throw new BizError(226, 'err.alreadyAgent')
  const rows = await app.db.query(
    `INSERT INTO agent_applications (user_id, mobile, apply_info) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO NOTHING RETURNING id`,
    [userId, mobile, info.trim()],
  )
  if (!rows.length) throw new BizError(226, 'err.agentApplied')
}
