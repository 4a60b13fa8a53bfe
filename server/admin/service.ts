// The back office, first form: operators (their own table and sessions, Argon2id, separate from players)
// and the review actions. The HTTP API (/admin/api) and the command line both call these functions, so
// the rules are the same either way: approving twice answers 409 and nothing moves twice.
import { createHash, randomBytes } from 'node:crypto'
import { translate } from '../../core/i18n'
import { centsToWire, decimalCents, parseMoney } from '../../core/money'
import { dummyHash, hashPassword, verifyPassword } from '../auth/password'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import type { AppConfig } from '../http/config'
import { acct, InsufficientFunds, transfer } from '../ledger'
import { registrationsPerHour, setRegistrationsPerHour } from '../services/accounts'
import { approveDeposit, listDeposits, refuseDeposit } from '../services/deposits'
import { type RedPacketWindow, redPacketWindow, setRedPacketWindow } from '../services/redpackets'
import { approveWithdrawal, listWithdrawals, refuseWithdrawal } from '../services/withdrawals'
import { accountDelayMs, releaseAttempt, reserveAttempt } from './throttle'

const SESSION_IDLE_MS = 2 * 3600_000

/** Back-office settings (settings row 'admin'); seeded, edited by the operator. */
export type AdminSettings = { adjust_max: string }
export const ADMIN_DEFAULTS: AdminSettings = { adjust_max: '10000.00' }

export async function adminSettings(q: Query): Promise<AdminSettings> {
  const [row] = await q<{ value: unknown }>("SELECT value FROM settings WHERE key = 'admin'")
  const v = (row?.value && typeof row.value === 'object' ? row.value : {}) as Partial<AdminSettings>
  return { ...ADMIN_DEFAULTS, ...v }
}

const tokenHash = (t: string) => createHash('sha256').update(t).digest('hex')

export async function createOperator(q: Query, username: string, password: string) {
  if (!/^[A-Za-z0-9_]{3,32}$/.test(username)) throw new BizError(1000, 'a.operatorName')
  if (password.length < 10) throw new BizError(1000, 'a.operatorPassword')
  const hash = await hashPassword(password)
  await q(
    `INSERT INTO operators (username, password_hash) VALUES ($1, $2)
     ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, failed_logins = 0, locked_until = NULL`,
    [username, hash],
  )
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Log an operator in: the attempt is reserved first (throttle.ts: refused without a check past the
 * limits, delayed past the operator's failure threshold), then the password is checked; a success
 * answers a random 256-bit token, stored hashed.
 */
export async function operatorLogin(
  db: Db,
  limits: AppConfig['operatorLogin'],
  username: string,
  password: string,
  ip: string,
): Promise<string> {
  const reservation = await reserveAttempt(db.query, limits, username, ip)
  const wait = accountDelayMs(limits, reservation.accountAttempts)
  if (wait) await sleep(wait)
  const [op] = await db.query<{ id: string; password_hash: string }>(
    'SELECT id, password_hash FROM operators WHERE username = $1',
    [username],
  )
  // Verify against a real hash when the operator does not exist, so both paths take the same time.
  const good = op
    ? await verifyPassword(op.password_hash, password)
    : await verifyPassword(await dummyHash(), password).then(() => false)
  if (!op || !good) throw new BizError(401, 'a.loginFailed')
  await releaseAttempt(db.query, reservation)
  const token = randomBytes(32).toString('base64url')
  await db.query('INSERT INTO operator_sessions (token_hash, operator_id) VALUES ($1, $2)', [
    tokenHash(token),
    op.id,
  ])
  return token
}

export async function operatorFromToken(db: Db, token: string | null): Promise<string | null> {
  if (!token) return null
  const [row] = await db.query<{ username: string }>(
    `UPDATE operator_sessions s SET last_seen_at = now() FROM operators o
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.last_seen_at > now() - ($2::int * interval '1 millisecond') AND o.id = s.operator_id
     RETURNING o.username`,
    [tokenHash(token), SESSION_IDLE_MS],
  )
  return row?.username ?? null
}

export async function operatorLogout(db: Db, token: string) {
  await db.query('UPDATE operator_sessions SET revoked_at = now() WHERE token_hash = $1', [tokenHash(token)])
}

const audit = (q: Query, operator: string, action: string, target: string, detail = '') =>
  q('INSERT INTO operator_audit (operator, action, target, detail) VALUES ($1, $2, $3, $4)', [
    operator,
    action,
    target,
    detail,
  ])

export type Review = 'approve' | 'refuse'

export async function reviewDeposit(db: Db, operator: string, orderNo: string, action: Review, note = '') {
  return db.tx(async (q) => {
    const r =
      action === 'approve'
        ? await approveDeposit(q, orderNo, operator)
        : await refuseDeposit(q, orderNo, operator, note)
    await audit(q, operator, `deposit.${action}`, orderNo, note)
    return { order_no: r.orderNo, state: r.state, amount: centsToWire(r.amount) }
  })
}

export async function reviewWithdrawal(db: Db, operator: string, orderNo: string, action: Review, note = '') {
  return db.tx(async (q) => {
    const r =
      action === 'approve'
        ? await approveWithdrawal(q, orderNo, operator)
        : await refuseWithdrawal(q, orderNo, operator, note)
    await audit(q, operator, `withdrawal.${action}`, orderNo, note)
    return { order_no: r.orderNo, state: r.state, amount: centsToWire(r.amount) }
  })
}

/**
 * A manual credit (positive) or debit (negative) through the adjustments promotions account; a reason
 * is mandatory and the amount is capped by the operator setting `admin.adjust_max`. `amount` is the
 * operator's text or number, read by the one money parser (signed).
 */
export async function adjust(db: Db, operator: string, username: string, amount: unknown, reason: string) {
  if (!reason.trim()) throw new BizError(1000, 'a.reasonRequired')
  const parsed = parseMoney(amount, { signed: true })
  if (!parsed.ok) throw new BizError(1000, translate('zh', parsed.error))
  if (parsed.cents === 0n) throw new BizError(1000, 'a.amountInvalid')
  return db.tx(async (q) => {
    const credit = parsed.cents > 0n
    const cents = credit ? parsed.cents : -parsed.cents
    const cap = decimalCents((await adminSettings(q)).adjust_max)
    if (cents > cap) throw new BizError(1000, 'a.adjustAboveCap', { max: centsToWire(cap) })
    const [u] = await q<{ id: string }>('SELECT id FROM users WHERE lower(username) = lower($1)', [username])
    if (!u) throw new BizError(202, 'a.noSuchPlayer')
    const uid = Number(u.id)
    try {
      const t = await transfer(q, {
        debit: credit ? acct.promo('adjustment') : acct.central(uid),
        credit: credit ? acct.central(uid) : acct.promo('adjustment'),
        amount: cents,
        kind: 'adjustment',
        userId: uid,
        memo: `${operator}: ${reason.trim()}`,
      })
      await audit(q, operator, 'adjust', username, `${centsToWire(parsed.cents)} ${reason.trim()}`)
      return {
        username,
        amount: centsToWire(credit ? cents : -cents),
        balance: centsToWire(credit ? t.creditBalance : t.debitBalance),
      }
    } catch (e) {
      if (e instanceof InsufficientFunds) throw new BizError(208, 'a.debitAboveBalance')
      throw e
    }
  })
}

/** Move the daily red-packet grab window (Beijing wall times); the deposits counted follow it. */
export async function setGrabWindow(db: Db, operator: string, w: Partial<RedPacketWindow>) {
  return db.tx(async (q) => {
    const stored = await setRedPacketWindow(q, w)
    await audit(q, operator, 'redpacket.window', 'redpacket', `${stored.grab_begin}-${stored.grab_end}`)
    return stored
  })
}

/** The per-IP hourly sign-up limit (docs/auth-limits.md). */
export async function registrationLimit(q: Query) {
  return { per_ip_per_hour: await registrationsPerHour(q) }
}

export async function setRegistrationLimit(db: Db, operator: string, perIpPerHour: number) {
  return db.tx(async (q) => {
    const n = await setRegistrationsPerHour(q, perIpPerHour)
    await audit(q, operator, 'registration.limit', 'registration', String(n))
    return { per_ip_per_hour: n }
  })
}

export async function listPlayers(q: Query, limit = 50) {
  const rows = await q<{
    username: string
    central: string
    venues: string
    paysum_cents: string
    created_at: Date
  }>(
    `SELECT u.username, u.paysum_cents::text AS paysum_cents, u.created_at,
       coalesce(sum(a.balance) FILTER (WHERE a.kind = 'central'), 0)::text AS central,
       coalesce(sum(a.balance) FILTER (WHERE a.kind = 'venue'), 0)::text AS venues
     FROM users u LEFT JOIN ledger_accounts a ON a.user_id = u.id
     GROUP BY u.id ORDER BY u.id DESC LIMIT $1`,
    [limit],
  )
  return rows.map((r) => ({
    username: r.username,
    balance: centsToWire(BigInt(r.central)),
    venues: centsToWire(BigInt(r.venues)),
    paysum: centsToWire(BigInt(r.paysum_cents)),
  }))
}

export { listDeposits, listWithdrawals, redPacketWindow }
