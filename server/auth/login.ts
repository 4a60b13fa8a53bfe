// Login with brute-force limits on the server (standards §3): failures are counted per account name
// (existing or not, so the limit reveals nothing) and per IP. 5 failures within 15 minutes lock the
// account name for 15 minutes (423); too many failures from one IP answer 429.
import type { FastifyInstance } from 'fastify'
import { BizError } from '../http/route'
import { dummyHash, verifyPassword } from './password'
import { createSession } from './session'

type UserRow = {
  id: number | string
  username: string
  password_hash: string
  status: number
  last_login_at: Date | null
}

const minutesUntil = (t: number) => Math.max(1, Math.ceil((t - Date.now()) / 60_000))

export async function login(
  app: FastifyInstance,
  name: string,
  password: string,
  ip: string,
  userAgent: string,
) {
  const q = app.db.query
  const { accountMaxFails, accountWindowMs, accountLockMs, ipMaxFails, ipWindowMs } = app.config.login
  const username = name.trim().toLowerCase()
  const now = Date.now()

  const [ipFails] = await q<{ n: number | string; newest: Date | null }>(
    'SELECT count(*) AS n, max(created_at) AS newest FROM login_attempts WHERE ip = $1 AND NOT ok AND created_at > $2::timestamptz',
    [ip, new Date(now - ipWindowMs).toISOString()],
  )
  if (Number(ipFails.n) >= ipMaxFails) {
    throw new BizError(429, 'err.ipLocked', {
      minutes: minutesUntil(new Date(ipFails.newest ?? now).getTime() + ipWindowMs),
    })
  }

  // Failures since the last success, newest first: a lock is `max` failures within the window, and it
  // lasts `lock` from the failure that completed it (locked attempts are not recorded, so it ends).
  const recentFails = async () =>
    (
      await q<{ created_at: Date }>(
        `SELECT created_at FROM login_attempts
          WHERE username = $1 AND NOT ok AND created_at > $2::timestamptz
            AND created_at > COALESCE((SELECT max(created_at) FROM login_attempts WHERE username = $1 AND ok), '-infinity'::timestamptz)
          ORDER BY created_at DESC LIMIT $3`,
        [username, new Date(Date.now() - accountWindowMs - accountLockMs).toISOString(), accountMaxFails],
      )
    ).map((r) => new Date(r.created_at).getTime())
  const lockedUntil = (fails: number[]) => {
    if (fails.length < accountMaxFails) return 0
    const newest = fails[0]
    const oldest = fails[accountMaxFails - 1]
    return newest - oldest <= accountWindowMs && Date.now() < newest + accountLockMs
      ? newest + accountLockMs
      : 0
  }
  const until = lockedUntil(await recentFails())
  if (until) throw new BizError(423, 'err.accountLocked', { minutes: minutesUntil(until) })

  const [user] = await q<UserRow>(
    'SELECT id, username, password_hash, status, last_login_at FROM users WHERE lower(username) = $1',
    [username],
  )
  const good = await verifyPassword(user?.password_hash ?? (await dummyHash()), password)
  if (!user || !good) {
    await q('INSERT INTO login_attempts (username, ip, ok) VALUES ($1, $2, false)', [username, ip])
    const fails = await recentFails()
    const lock = lockedUntil(fails)
    if (lock) throw new BizError(423, 'err.accountLocked', { minutes: minutesUntil(lock) })
    const inWindow = fails.filter((t) => t > Date.now() - accountWindowMs).length
    throw new BizError(203, 'err.loginFailedLeft', { left: Math.max(1, accountMaxFails - inWindow) })
  }
  if (user.status !== 1) throw new BizError(423, 'err.accountDisabled')

  const userId = Number(user.id)
  const token = await app.db.tx(async (tq) => {
    await tq('INSERT INTO login_attempts (username, ip, ok) VALUES ($1, $2, true)', [username, ip])
    await tq(
      'UPDATE users SET prev_login_at = last_login_at, last_login_at = now(), last_login_ip = $2, login_count = login_count + 1 WHERE id = $1',
      [userId, ip],
    )
    return createSession(tq, userId, ip, userAgent)
  })
  return { userId, username: user.username, token, previousLoginAt: user.last_login_at }
}
