// Login with brute-force limits on the server (docs/auth-limits.md): every attempt reserves a slot per
// IP and per account name (existing or not, so the limit reveals nothing) BEFORE the password is
// checked. 5 failures within 15 minutes lock the account name for 15 minutes (423); 20 from one IP
// answer 429. Parallel guesses beyond the free slots are refused unchecked. After the first failure
// (for the account or the IP) the server-issued captcha is required.
import type { FastifyInstance } from 'fastify'
import { BizError } from '../http/route'
import { fail, failuresNow, type Limit, minutesUntil, release, reserve } from './attempts'
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

export type LoginInput = { name: string; password: string; code?: string; captcha_id?: string }

export async function login(app: FastifyInstance, input: LoginInput, ip: string, userAgent: string) {
  const q = app.db.query
  const { accountMaxFails, accountWindowMs, accountLockMs, ipMaxFails, ipWindowMs } = app.config.login
  const accountLimit: Limit = { max: accountMaxFails, windowMs: accountWindowMs, lockMs: accountLockMs }
  const ipLimit: Limit = { max: ipMaxFails, windowMs: ipWindowMs, lockMs: ipWindowMs }
  const username = input.name.trim().toLowerCase()

  if (app.config.captcha) {
    const failed =
      input.captcha_id !== undefined ||
      (await failuresNow(q, 'login.account', username, accountLimit)) > 0 ||
      (await failuresNow(q, 'login.ip', ip, ipLimit)) > 0
    if (failed) await requireCaptcha(app, input.captcha_id, input.code)
  }

  const byIp = await reserve(q, 'login.ip', ip, ipLimit)
  if ('refused' in byIp)
    throw new BizError(429, 'err.ipLocked', { minutes: minutesUntil(byIp.refused.until) })
  const byAccount = await reserve(q, 'login.account', username, accountLimit)
  if ('refused' in byAccount) {
    await release(q, byIp.slot)
    throw new BizError(423, 'err.accountLocked', { minutes: minutesUntil(byAccount.refused.until) })
  }

  let user: UserRow | undefined
  let good = false
  try {
    ;[user] = await q<UserRow>(
      'SELECT id, username, password_hash, status, last_login_at, must_change_password FROM users WHERE lower(username) = $1',
      [username],
    )
    good = await verifyPassword(user?.password_hash ?? (await dummyHash()), input.password)
  } catch (err) {
    // Not evaluated: give both slots back.
    await release(q, byIp.slot).catch(() => {})
    await release(q, byAccount.slot).catch(() => {})
    throw err
  }

  if (!user || !good) {
    await q('INSERT INTO login_attempts (username, ip, ok) VALUES ($1, $2, false)', [username, ip])
    await fail(q, byIp.slot)
    const after = await fail(q, byAccount.slot)
    if (after.lockedUntil)
      throw new BizError(423, 'err.accountLocked', { minutes: minutesUntil(after.lockedUntil) })
    throw new BizError(203, 'err.loginFailedLeft', { left: Math.max(1, after.left) })
  }
  await release(q, byIp.slot)
  await release(q, byAccount.slot)
  if (user.status !== 1) throw new BizError(423, 'err.accountDisabled')

  const userId = Number(user.id)
  const token = await app.db.tx(async (tq) => {
    await tq('INSERT INTO login_attempts (username, ip, ok) VALUES ($1, $2, true)', [username, ip])
    await tq(
      'UPDATE users SET prev_login_at = last_login_at, last_login_at = now(), last_login_ip = $2, login_count = login_count + 1 WHERE id = $1',
      [userId, ip],
    )
    // The console's login history (docs/operator-console.md): time, address, device.
    await tq('INSERT INTO player_logins (user_id, ip, user_agent) VALUES ($1, $2, $3)', [
      userId,
      ip.slice(0, 64),
      userAgent.slice(0, 256),
    ])
    return createSession(tq, userId, ip, userAgent)
  })
  return {
    userId,
    username: user.username,
    token,
    previousLoginAt: user.last_login_at,
    mustChangePassword: user.must_change_password,
  }
}
