// The back office, first form: operators (their own table and sessions, Argon2id, separate from players)
// and the review actions. The HTTP API (/admin/api) and the command line both call these functions, so
// the rules are the same either way: approving twice answers 409 and nothing moves twice.
import { createHash, randomBytes } from 'node:crypto'
import { translate } from '../../core/i18n'
import { centsToWire, parseMoney } from '../../core/money'
import { hashPassword, verifyPassword } from '../auth/password'
import type { Db, Query } from '../db/client'
import { BizError } from '../http/route'
import { acct, InsufficientFunds, transfer } from '../ledger'
import { approveDeposit, listDeposits, refuseDeposit } from '../services/deposits'
import { type RedPacketWindow, redPacketWindow, setRedPacketWindow } from '../services/redpackets'
import { approveWithdrawal, listWithdrawals, refuseWithdrawal } from '../services/withdrawals'

const SESSION_IDLE_MS = 2 * 3600_000
const MAX_FAILS = 5
const LOCK_MS = 15 * 60_000

const tokenHash = (t: string) => createHash('sha256').update(t).digest('hex')

export async function createOperator(q: Query, username: string, password: string) {
  if (!/^[A-Za-z0-9_]{3,32}$/.test(username))
    throw new BizError(1000, 'operator name: 3-32 letters, digits or _')
  if (password.length < 10) throw new BizError(1000, 'operator password: at least 10 characters')
  const hash = await hashPassword(password)
  await q(
    `INSERT INTO operators (username, password_hash) VALUES ($1, $2)
     ON CONFLICT (username) DO UPDATE SET password_hash = EXCLUDED.password_hash, failed_logins = 0, locked_until = NULL`,
    [username, hash],
  )
}

/** Log an operator in: a random 256-bit token, stored hashed; failures lock the operator for 15 minutes. */
export async function operatorLogin(db: Db, username: string, password: string): Promise<string> {
  const [op] = await db.query<{ id: string; password_hash: string; locked_until: Date | null }>(
    'SELECT id, password_hash, locked_until FROM operators WHERE username = $1',
    [username],
  )
  if (op?.locked_until && new Date(op.locked_until).getTime() > Date.now())
    throw new BizError(423, 'operator locked, try later')
  // Hash anyway when the operator does not exist, so both paths take the same time.
  const good = op
    ? await verifyPassword(op.password_hash, password)
    : await hashPassword(password).then(() => false)
  if (!op || !good) {
    if (op) {
      await db.query(
        `UPDATE operators SET failed_logins = CASE WHEN failed_logins + 1 >= $2 THEN 0 ELSE failed_logins + 1 END,
           locked_until = CASE WHEN failed_logins + 1 >= $2 THEN now() + ($3::int * interval '1 millisecond') ELSE locked_until END
         WHERE id = $1`,
        [op.id, MAX_FAILS, LOCK_MS],
      )
    }
    throw new BizError(401, 'wrong operator name or password')
  }
  await db.query('UPDATE operators SET failed_logins = 0, locked_until = NULL WHERE id = $1', [op.id])
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
 * is mandatory. `amount` is the operator's text or number, read by the one money parser (signed).
 */
export async function adjust(db: Db, operator: string, username: string, amount: unknown, reason: string) {
  if (!reason.trim()) throw new BizError(1000, 'a reason is required')
  const parsed = parseMoney(amount, { signed: true })
  if (!parsed.ok) throw new BizError(1000, `amount: ${translate('en', parsed.error)}`)
  return db.tx(async (q) => {
    const [u] = await q<{ id: string }>('SELECT id FROM users WHERE lower(username) = lower($1)', [username])
    if (!u) throw new BizError(202, 'no such player')
    const uid = Number(u.id)
    const credit = parsed.cents > 0n
    const cents = credit ? parsed.cents : -parsed.cents
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
      if (e instanceof InsufficientFunds)
        throw new BizError(208, 'the debit is above the central wallet balance')
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
