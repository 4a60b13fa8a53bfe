// Login with brute-force limits on the server (docs/auth-limits.md). Every attempt reserves its slots
// BEFORE the password is checked, so parallel guesses beyond the free slots are refused unchecked:
// - per client IP over all accounts (20 failures per 15 minutes, then 429);
// - per (account, address): 5 failures lock that address out of that account for 15 minutes (423),
//   and nobody else;
// - per account, only for addresses and devices that never signed in to it: a brake of 4 × 5 failures
//   per window, after which strangers are refused (423) while the owner's known addresses and devices
//   go on. So a crowd of addresses can never lock the owner out.
// Past the pair limit's worth of strangers' failures each check waits a growing delay, and after any
// failure for the account (from anywhere) or the IP the server-issued captcha is required.
import type { FastifyInstance } from 'fastify'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { lockouts, logins } from '../ops/metrics'
import { fail, failuresNow, type Limit, minutesUntil, release, reserve, type Slot } from './attempts'
import { requireCaptcha } from './captcha'
import { dummyHash, verifyPassword } from './password'
import { createSession } from './session'

type UserRow = {
  id: number | string
  username: string
  password_hash: string
  status: number
  last_login_at: Date | null
  must_change_password: boolean
}

export type LoginInput = {
  name: string
  password: string
  code?: string
  captcha_id?: string
  /** 1: stay signed in (记住密码), the longer session lifetime (server/auth/session.ts). */
  remember?: 0 | 1
}

/** The strangers' brake holds this many times the per-address limit (a person on a new phone never meets it). */
const STRANGER_FACTOR = 4
/** A sign-in older than this no longer makes its address or device known. */
const KNOWN_DAYS = 180
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Whether this address, or this device (user agent), signed in to the account successfully before. */
async function knownPlace(q: Query, userId: number, ip: string, userAgent: string) {
  const [row] = await q<{ known: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM player_logins
        WHERE user_id = $1 AND created_at > now() - $4::int * interval '1 day'
          AND (ip = $2 OR ($3 <> '' AND user_agent = $3))
     ) AS known`,
    [userId, ip.slice(0, 64), userAgent.slice(0, 256), KNOWN_DAYS],
  )
  return Boolean(row?.known)
}

/** Any failure for the account name, from anywhere, within the window (the captcha's trigger). */
async function failedRecently(q: Query, username: string, windowMs: number) {
  const [row] = await q<{ failed: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM login_attempts
        WHERE username = $1 AND NOT ok AND created_at > now() - $2::int * interval '1 millisecond'
     ) AS failed`,
    [username, windowMs],
  )
  return Boolean(row?.failed)
}

const lookUp = async (q: Query, username: string) =>
  (
    await q<UserRow>(
      'SELECT id, username, password_hash, status, last_login_at, must_change_password FROM users WHERE lower(username) = $1',
      [username],
    )
  )[0]

export async function login(app: FastifyInstance, input: LoginInput, ip: string, userAgent: string) {
  const q = app.db.query
  const { accountMaxFails, accountWindowMs, accountLockMs, ipMaxFails, ipWindowMs, delayStepMs, delayMaxMs } =
    app.config.login
  const pairLimit: Limit = { max: accountMaxFails, windowMs: accountWindowMs, lockMs: accountLockMs }
  const strangerLimit: Limit = { ...pairLimit, max: accountMaxFails * STRANGER_FACTOR }
  const ipLimit: Limit = { max: ipMaxFails, windowMs: ipWindowMs, lockMs: ipWindowMs }
  const username = input.name.trim().toLowerCase()
  const pair = `${username}\n${ip}`

  const strangerFails = await failuresNow(q, 'login.account', username, strangerLimit)
  if (app.config.captcha) {
    const failed =
      input.captcha_id !== undefined ||
      strangerFails > 0 ||
      (await failedRecently(q, username, accountWindowMs)) ||
      (await failuresNow(q, 'login.ip', ip, ipLimit)) > 0
    if (failed) await requireCaptcha(app, input.captcha_id, input.code)
  }
  // The progressive delay: per strangers' failure past the per-address limit, up to the ceiling.
  const delay = Math.min(delayMaxMs, (strangerFails - accountMaxFails + 1) * delayStepMs)
  if (delay > 0) await sleep(delay)

  // Unknown names take the strangers' path too, so the answers reveal nothing about which exist.
  const user = await lookUp(q, username)
  const known = user ? await knownPlace(q, Number(user.id), ip, userAgent) : false

  const slots: Slot[] = []
  const giveBack = () => Promise.all(slots.map((s) => release(q, s).catch(() => {})))
  const byIp = await reserve(q, 'login.ip', ip, ipLimit)
  if ('refused' in byIp) {
    logins.inc({ outcome: 'ip_limited' })
    throw new BizError(429, 'err.ipLocked', { minutes: minutesUntil(byIp.refused.until) })
  }
  slots.push(byIp.slot)
  for (const [scope, subject, limit] of [
    ['login.pair', pair, pairLimit],
    ...(known ? [] : [['login.account', username, strangerLimit]]),
  ] as [string, string, Limit][]) {
    const got = await reserve(q, scope, subject, limit)
    if ('refused' in got) {
      await giveBack()
      logins.inc({ outcome: 'locked' })
      throw new BizError(423, 'err.accountLocked', { minutes: minutesUntil(got.refused.until) })
    }
    slots.push(got.slot)
  }

  let good = false
  try {
    good = await verifyPassword(user?.password_hash ?? (await dummyHash()), input.password)
  } catch (err) {
    // Not evaluated: give every slot back.
    await giveBack()
    throw err
  }

  if (!user || !good) {
    await q('INSERT INTO login_attempts (username, ip, ok) VALUES ($1, $2, false)', [username, ip])
    const [ipSlot, pairSlot, accountSlot] = slots
    await fail(q, ipSlot)
    const afterPair = await fail(q, pairSlot)
    const afterAccount = accountSlot ? await fail(q, accountSlot) : undefined
    logins.inc({ outcome: 'failed' })
    const lockedUntil = Math.max(afterPair.lockedUntil, afterAccount?.lockedUntil ?? 0)
    if (lockedUntil) {
      lockouts.inc({ scope: 'login' })
      throw new BizError(423, 'err.accountLocked', { minutes: minutesUntil(lockedUntil) })
    }
    throw new BizError(203, 'err.loginFailedLeft', { left: Math.max(1, afterPair.left) })
  }
  await giveBack()
  if (user.status !== 1) {
    logins.inc({ outcome: 'disabled' })
    throw new BizError(423, 'err.accountDisabled')
  }

  const userId = Number(user.id)
  const token = await app.db.tx(async (tq) => {
    await tq('INSERT INTO login_attempts (username, ip, ok) VALUES ($1, $2, true)', [username, ip])
    await tq(
      'UPDATE users SET prev_login_at = last_login_at, last_login_at = now(), last_login_ip = $2, login_count = login_count + 1 WHERE id = $1',
      [userId, ip],
    )
    // The console's login history (docs/operator-console.md): time, address, device. It is also what
    // makes this address and device known to the limits above.
    await tq('INSERT INTO player_logins (user_id, ip, user_agent) VALUES ($1, $2, $3)', [
      userId,
      ip.slice(0, 64),
      userAgent.slice(0, 256),
    ])
    return createSession(tq, userId, ip, userAgent, input.remember === 1)
  })
  logins.inc({ outcome: 'ok' })
  return {
    userId,
    username: user.username,
    token,
    previousLoginAt: user.last_login_at,
    mustChangePassword: user.must_change_password,
  }
}

/**
 * After a password reset the account's login locks end: the strangers' brake and every address's
 * own lock (subjects `name\naddress`). For server/auth/recovery.ts and server/admin/recovery.ts.
 */
export async function clearLoginLocks(q: Query, username: string) {
  const name = username.toLowerCase()
  await q(
    `DELETE FROM auth_counters
      WHERE (scope = 'login.account' AND subject = $1)
         OR (scope = 'login.pair' AND left(subject, length($1) + 1) = $1 || E'\\n')`,
    [name],
  )
}
