// Operator login attempts (docs/operations.md, "Operator logins"). Every attempt is reserved before
// the password is checked, in one statement per counter (INSERT ... ON CONFLICT DO UPDATE ...
// RETURNING): the database hands out attempt numbers one by one, so of N parallel guesses at most the
// limit get a number that lets them be evaluated, on PGlite and on PostgreSQL alike.
//
// The lock is per (operator, client address): a stranger's wrong guesses lock only the stranger's
// address out of that operator, never the operator at their own address. Per address, failures over
// all operator names are limited too. Per operator, failures from everywhere are counted and slow
// every further check down (a growing delay, never a lock), which throttles a guesser spread over
// many addresses without handing them a way to shut the operator out.
//
// A right password does not give its attempt back: only a completed sign-in (the second factor too)
// does (operator-signin.ts), so a guesser of codes who holds the password pays one attempt per ticket.
// The first refusal of a window is audited as a lock (only the first: a flood writes one row).
import type { Query } from '../db/client'
import { BizError } from '../errors'
import type { AppConfig } from '../http/config'

type Limits = AppConfig['operatorLogin']
export type Reservation = { pair: string; ip: string; account: string; accountAttempts: number }

const reserve = async (q: Query, scope: string, key: string, windowMs: number) => {
  const [row] = await q<{ attempts: number; window_start: Date | string }>(
    `INSERT INTO operator_login_attempts (scope, key, window_start, attempts) VALUES ($1, $2, now(), 1)
     ON CONFLICT (scope, key) DO UPDATE SET
       window_start = CASE WHEN operator_login_attempts.window_start <= now() - ($3::int * interval '1 millisecond')
         THEN now() ELSE operator_login_attempts.window_start END,
       attempts = CASE WHEN operator_login_attempts.window_start <= now() - ($3::int * interval '1 millisecond')
         THEN 1 ELSE operator_login_attempts.attempts + 1 END
     RETURNING attempts, window_start`,
    [scope, key, windowMs],
  )
  return { attempts: Number(row.attempts), windowStart: new Date(row.window_start).getTime() }
}

/** A refusal before anything was evaluated; `first`: the first of its window (the lock just began). */
export class LoginRefused extends BizError {
  readonly first: boolean
  readonly scope: 'pair' | 'ip'
  constructor(scope: 'pair' | 'ip', first: boolean, minutes: number) {
    super(429, scope === 'pair' ? 'a.pairLocked' : 'a.ipLimited', { minutes })
    this.scope = scope
    this.first = first
  }
}

const minutesLeft = (windowStart: number, windowMs: number) =>
  Math.max(1, Math.ceil((windowStart + windowMs - Date.now()) / 60_000))

/** The reservation of a sign-in by `username` from `ip` (to give it back when the sign-in completes). */
export const reservationOf = (username: string, ip: string) => {
  const name = username.toLowerCase()
  return { pair: `${name}\n${ip}`, ip, account: name }
}

/**
 * Reserve one attempt of `username` from `ip`. Refuses (429, nothing evaluated) when the address or
 * the (operator, address) pair has used up its window; otherwise the caller may check the password.
 */
export async function reserveAttempt(q: Query, limits: Limits, username: string, ip: string) {
  const keys = reservationOf(username, ip)
  const pair = await reserve(q, 'pair', keys.pair, limits.windowMs)
  const byIp = await reserve(q, 'ip', keys.ip, limits.windowMs)
  if (pair.attempts > limits.pairMaxFails)
    throw new LoginRefused(
      'pair',
      pair.attempts === limits.pairMaxFails + 1,
      minutesLeft(pair.windowStart, limits.windowMs),
    )
  if (byIp.attempts > limits.ipMaxFails)
    throw new LoginRefused(
      'ip',
      byIp.attempts === limits.ipMaxFails + 1,
      minutesLeft(byIp.windowStart, limits.windowMs),
    )
  const account = await reserve(q, 'account', keys.account, limits.windowMs)
  return { ...keys, accountAttempts: account.attempts } satisfies Reservation
}

/** How long this check waits: nothing until the operator's failures pass the threshold, then more each time. */
export const accountDelayMs = (limits: Limits, accountAttempts: number) =>
  Math.min(
    limits.accountDelayMaxMs,
    Math.max(0, accountAttempts - limits.accountDelayAfter) * limits.accountDelayStepMs,
  )

/** A completed sign-in gives its reserved attempt back (the failures before it still count). */
export async function releaseAttempt(q: Query, r: Omit<Reservation, 'accountAttempts'>) {
  await q(
    `UPDATE operator_login_attempts SET attempts = greatest(attempts - 1, 0)
     WHERE (scope = 'pair' AND key = $1) OR (scope = 'ip' AND key = $2) OR (scope = 'account' AND key = $3)`,
    [r.pair, r.ip, r.account],
  )
}
