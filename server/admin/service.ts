// The back office, first form: operators (their own table and sessions, Argon2id, separate from players)
// and the review actions. The HTTP API (/admin/api) and the command line both call these functions, so
// the rules are the same either way: approving twice answers 409 and nothing moves twice.
import { translate } from '../../core/i18n'
import { centsToWire, decimalCents, parseMoney } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../http/route'
import { acct, InsufficientFunds, transfer } from '../ledger'
import { registrationsPerHour, setRegistrationsPerHour } from '../services/accounts'
import { approveDeposit, listDeposits, refuseDeposit } from '../services/deposits'
import { type RedPacketWindow, redPacketWindow, setRedPacketWindow } from '../services/redpackets'
import { approveWithdrawal, listWithdrawals, refuseWithdrawal } from '../services/withdrawals'
import { type Actor, appendAudit } from './audit'

/** Back-office settings (settings row 'admin'); seeded, edited by the operator. */
export type AdminSettings = { adjust_max: string }
export const ADMIN_DEFAULTS: AdminSettings = { adjust_max: '10000.00' }

export async function adminSettings(q: Query): Promise<AdminSettings> {
  const [row] = await q<{ value: unknown }>("SELECT value FROM settings WHERE key = 'admin'")
  const v = (row?.value && typeof row.value === 'object' ? row.value : {}) as Partial<AdminSettings>
  return { ...ADMIN_DEFAULTS, ...v }
}

/** Audit one action inside the transaction of its change (audit.ts chains it). */
const audit = (
  q: Query,
  who: Actor,
  action: string,
  target: string,
  detail = '',
  before?: unknown,
  after?: unknown,
) => appendAudit(q, who, { action, target, detail, before, after })

export type Review = 'approve' | 'refuse'

export async function reviewDeposit(db: Db, who: Actor, orderNo: string, action: Review, note = '') {
  return db.tx(async (q) => {
    const r =
      action === 'approve'
        ? await approveDeposit(q, orderNo, who.username)
        : await refuseDeposit(q, orderNo, who.username, note)
    await audit(
      q,
      who,
      `deposit.${action}`,
      orderNo,
      note,
      { state: 1 },
      { state: r.state, amount: centsToWire(r.amount) },
    )
    return { order_no: r.orderNo, state: r.state, amount: centsToWire(r.amount) }
  })
}

export async function reviewWithdrawal(db: Db, who: Actor, orderNo: string, action: Review, note = '') {
  return db.tx(async (q) => {
    const r =
      action === 'approve'
        ? await approveWithdrawal(q, orderNo, who.username)
        : await refuseWithdrawal(q, orderNo, who.username, note)
    await audit(
      q,
      who,
      `withdrawal.${action}`,
      orderNo,
      note,
      { state: 1 },
      { state: r.state, amount: centsToWire(r.amount) },
    )
    return { order_no: r.orderNo, state: r.state, amount: centsToWire(r.amount) }
  })
}

/**
 * A manual credit (positive) or debit (negative) through the adjustments promotions account; a reason
 * is mandatory and the amount is capped by the operator setting `admin.adjust_max`. `amount` is the
 * operator's text or number, read by the one money parser (signed).
 */
export async function adjust(db: Db, who: Actor, username: string, amount: unknown, reason: string) {
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
        memo: `${who.username}: ${reason.trim()}`,
      })
      await audit(
        q,
        who,
        'adjust',
        username,
        `${centsToWire(parsed.cents)} ${reason.trim()}`,
        { balance: centsToWire(credit ? t.creditBalance - cents : t.debitBalance + cents) },
        {
          balance: centsToWire(credit ? t.creditBalance : t.debitBalance),
          amount: centsToWire(parsed.cents),
        },
      )
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
export async function setGrabWindow(db: Db, who: Actor, w: Partial<RedPacketWindow>) {
  return db.tx(async (q) => {
    const before = await redPacketWindow(q)
    const stored = await setRedPacketWindow(q, w)
    await audit(
      q,
      who,
      'redpacket.window',
      'redpacket',
      `${stored.grab_begin}-${stored.grab_end}`,
      before,
      stored,
    )
    return stored
  })
}

/** The per-IP hourly sign-up limit (docs/auth-limits.md). */
export async function registrationLimit(q: Query) {
  return { per_ip_per_hour: await registrationsPerHour(q) }
}

export async function setRegistrationLimit(db: Db, who: Actor, perIpPerHour: number) {
  return db.tx(async (q) => {
    const before = await registrationsPerHour(q)
    const n = await setRegistrationsPerHour(q, perIpPerHour)
    await audit(
      q,
      who,
      'registration.limit',
      'registration',
      String(n),
      { per_ip_per_hour: before },
      { per_ip_per_hour: n },
    )
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

export { createOperator } from './operators'
export { listDeposits, listWithdrawals, redPacketWindow }
