// The back office, first form: operators (their own table and sessions, Argon2id, separate from players)
// and the review actions. The HTTP API (/admin/api) and the command line both call these functions, so
// the rules are the same either way: approving twice answers 409 and nothing moves twice.
import { createHash, randomUUID } from 'node:crypto'
import { translate } from '../../core/i18n'
import { centsToWire, decimalCents, parseMoney } from '../../core/money'
import { beijingDate } from '../../core/time'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { acct, InsufficientFunds, transfer } from '../ledger'
import { sendApprovedPayout } from '../payments/payouts'
import { registrationsPerHour, setRegistrationsPerHour } from '../services/accounts'
import { approveDeposit, listDeposits, refuseDeposit } from '../services/deposits'
import { type RedPacketWindow, redPacketWindow, setRedPacketWindow } from '../services/redpackets'
import { approveWithdrawal, listWithdrawals, refuseWithdrawal } from '../services/withdrawals'
import { gateAdjust, gateWithdrawal } from './approvals-gate'
import { type Actor, appendAudit } from './audit'

/** Back-office settings (settings row 'admin'); seeded, edited by the operator. */
/** Back-office settings: the cap of one manual adjustment and each operator's total per Beijing day. */
export type AdminSettings = { adjust_max: string; adjust_daily_max: string }
export const ADMIN_DEFAULTS: AdminSettings = { adjust_max: '10000.00', adjust_daily_max: '50000.00' }

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
  // Four eyes: approving above the threshold only records a request (approvals-gate.ts).
  if (action === 'approve') await gateWithdrawal(db, who, orderNo, note)
  const r = await db.tx((q) => reviewWithdrawalIn(q, who, orderNo, action, note))
  // The payout queued by the approval goes to the provider now (the job retries: docs/payments.md).
  if (action === 'approve') await sendApprovedPayout(db, orderNo)
  return r
}

/** The review itself, in the caller's transaction (a direct review, or an approved request). */
export async function reviewWithdrawalIn(q: Query, who: Actor, orderNo: string, action: Review, note = '') {
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
}

/**
 * A manual credit (positive) or debit (negative) through the adjustments promotions account; a reason
 * is mandatory, the amount is capped by the operator setting `admin.adjust_max` and the operator's
 * credits and debits of the Beijing day together by `admin.adjust_daily_max`. `amount` is the
 * operator's text or number, read by the one money parser (signed). With an Idempotency-Key the same
 * request is applied once and its answer replayed. Each operator's adjustments queue behind one lock
 * (an advisory lock on the operator), so parallel requests can neither apply one key twice nor pass
 * the daily total together (docs/operator-console.md, "Players"). Above the four-eyes threshold
 * nothing moves: a request waits for a second operator (approvals-gate.ts), who applies it with
 * `applyAdjust` in the approval's transaction.
 */
export async function adjust(
  db: Db,
  who: Actor,
  username: string,
  amount: unknown,
  reason: string,
  idempotencyKey?: string,
) {
  if (!reason.trim()) throw new BizError(1000, 'a.reasonRequired')
  const parsed = parseMoney(amount, { signed: true })
  if (!parsed.ok) throw new BizError(1000, translate('zh', parsed.error))
  if (parsed.cents === 0n) throw new BizError(1000, 'a.amountInvalid')
  checkAdjustCap(await adminSettings(db.query), parsed.cents)
  await gateAdjust(db, who, { username, cents: parsed.cents, reason: reason.trim(), idemKey: idempotencyKey })
  const key = idempotencyKey ?? `auto:${randomUUID()}`
  const request = createHash('sha256')
    .update(JSON.stringify([username.toLowerCase(), parsed.cents.toString(), reason.trim()]))
    .digest('hex')
  return db.tx((q) =>
    applyAdjust(q, who, { username, cents: parsed.cents, reason: reason.trim(), key, request }),
  )
}

const checkAdjustCap = (settings: AdminSettings, signed: bigint) => {
  const cap = decimalCents(settings.adjust_max)
  if ((signed < 0n ? -signed : signed) > cap)
    throw new BizError(1000, 'a.adjustAboveCap', { max: centsToWire(cap) })
}

/**
 * The adjustment in the caller's transaction: `key` applies it once per operator, `request` tells a
 * replay from another request under the same key; the cap and the daily total are checked here.
 */
export async function applyAdjust(
  q: Query,
  who: Actor,
  a: { username: string; cents: bigint; reason: string; key: string; request: string },
): Promise<AdjustAnswer> {
  const { username, reason, key, request } = a
  const operatorId = who.id ?? 0
  await q("SELECT pg_advisory_xact_lock(hashtext('operator-adjust'), $1::int)", [operatorId])
  const [prior] = await q<{ request_hash: string; answer: AdjustAnswer }>(
    'SELECT request_hash, answer FROM operator_adjustments WHERE operator_id = $1 AND idem_key = $2',
    [operatorId, key],
  )
  if (prior) {
    if (prior.request_hash !== request) throw new BizError(1000, 'a.idempotencyReused')
    return prior.answer
  }
  const credit = a.cents > 0n
  const cents = credit ? a.cents : -a.cents
  const settings = await adminSettings(q)
  checkAdjustCap(settings, a.cents)
  const day = beijingDate(new Date())
  const [{ used }] = await q<{ used: string }>(
    'SELECT coalesce(sum(amount_cents), 0)::text AS used FROM operator_adjustments WHERE operator_id = $1 AND beijing_day = $2',
    [operatorId, day],
  )
  const dailyMax = decimalCents(settings.adjust_daily_max)
  if (BigInt(used) + cents > dailyMax)
    throw new BizError(1000, 'a.adjustDailyLimit', {
      used: centsToWire(BigInt(used)),
      amount: centsToWire(cents),
      max: centsToWire(dailyMax),
    })
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
      memo: `${who.username}: ${reason}`,
    })
    await audit(
      q,
      who,
      'adjust',
      username,
      `${centsToWire(a.cents)} ${reason}`,
      { balance: centsToWire(credit ? t.creditBalance - cents : t.debitBalance + cents) },
      {
        balance: centsToWire(credit ? t.creditBalance : t.debitBalance),
        amount: centsToWire(a.cents),
        ...(key.startsWith('auto:') ? {} : { idempotency_key: key }),
      },
    )
    const answer: AdjustAnswer = {
      username,
      amount: centsToWire(credit ? cents : -cents),
      balance: centsToWire(credit ? t.creditBalance : t.debitBalance),
    }
    await q(
      `INSERT INTO operator_adjustments (operator_id, idem_key, request_hash, beijing_day, amount_cents, user_id, answer)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      [operatorId, key, request, day, cents, uid, JSON.stringify(answer)],
    )
    return answer
  } catch (e) {
    if (e instanceof InsufficientFunds) throw new BizError(208, 'a.debitAboveBalance')
    throw e
  }
}

type AdjustAnswer = { username: string; amount: string; balance: string }

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
