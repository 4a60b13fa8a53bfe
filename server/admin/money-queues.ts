// Deposits and withdrawals as their review queues show them (docs/operator-console.md): the payer's
// details and a duplicate flag beside a deposit, the destination and the risk picture beside a
// withdrawal. The player page lists the same rows for one player; the decisions are service.ts's.
// The queues filter by state, day, amount and order or player (docs/operator-console.md, "Working the
// queues"); money-queue-export.ts answers the same filtered rows as CSV.
import type { MoneyQueueQuery } from '../../core/contract/admin'
import { beijingAt } from '../../core/time'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { microsToRate } from '../services/deposits'
import { money, toWireTime, toWireTimeOrNull } from '../wire'
import { pageOffset, queuePage } from './queues'
import { withdrawalRisk } from './withdrawal-risk'

const DUPLICATE_WINDOW_MIN = 10

/**
 * The operator's note of the decision, from its audit row: an approval's note is kept there only (the
 * order's own note is what the player reads, the refusal's reason or 'expired').
 */
const decisionNote = (x: 'd' | 'w', kind: 'deposit' | 'withdrawal') =>
  `(SELECT a.detail FROM operator_audit a WHERE a.target = ${x}.order_no
       AND a.action IN ('${kind}.approve', '${kind}.refuse') ORDER BY a.id DESC LIMIT 1) AS decision_note`

type DepositRow = {
  order_no: string
  username: string
  realname: string
  amount_cents: string
  channel: string
  state: number
  created_at: Date
  reviewed_at: Date | null
  reviewed_by: string | null
  note: string
  decision_note: string | null
  depositor_bank: string
  depositor_no: string
  depositor_name: string
  depositor_branch: string
  protocol: string | null
  usdt_cents: string | null
  usdt_rate_micros: string | null
  usdt_from_address: string
  usdt_tx_hash: string
  confirmations: number | null
  duplicate_of: string[] | null
  paid_cents: string | null
}

/** Who paid: the bank depositor as entered, or the USDT payment with what the provider reported. */
const payerOf = (r: DepositRow) => ({
  bank: r.depositor_bank,
  bank_no: r.depositor_no,
  bank_owner: r.depositor_name,
  branch: r.depositor_branch,
  usdt: r.channel.startsWith('usdt')
    ? {
        protocol: r.protocol ?? '',
        amount: money(r.usdt_cents ?? 0),
        rate: r.usdt_rate_micros === null ? '' : microsToRate(BigInt(r.usdt_rate_micros)),
        from_address: r.usdt_from_address,
        tx_hash: r.usdt_tx_hash,
        confirmations: Number(r.confirmations ?? 0),
      }
    : null,
})

/**
 * Deposits with the payer's details and a duplicate flag: another order of the same player and
 * amount within 10 minutes either way, or another pending order with the same payer name.
 */
export async function depositRows(
  q: Query,
  where: string,
  params: unknown[],
  p: { page: number; per_page: number },
  order: 'ASC' | 'DESC' = 'DESC',
) {
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM deposits d JOIN users u ON u.id = d.user_id WHERE ${where}`,
    params,
  )
  const k = params.length
  const rows = await q<DepositRow>(
    `SELECT d.order_no, u.username, u.realname, d.amount_cents::text, d.channel, d.state, d.created_at, d.reviewed_at,
            d.reviewed_by, d.note, d.depositor_bank, d.depositor_no, d.depositor_name, d.depositor_branch, d.protocol,
            d.usdt_cents::text, d.usdt_rate_micros::text, d.usdt_from_address, d.usdt_tx_hash,
            (SELECT po.confirmations FROM pay_orders po WHERE po.deposit_id = d.id) AS confirmations,
            d.paid_cents::text, ${decisionNote('d', 'deposit')}, ARRAY(SELECT o.order_no FROM deposits o
                   WHERE o.id <> d.id AND o.state <> 3 AND (
                     (o.user_id = d.user_id AND o.amount_cents = d.amount_cents
                       AND o.created_at BETWEEN d.created_at - ($${k + 3}::int * interval '1 minute')
                                            AND d.created_at + ($${k + 3}::int * interval '1 minute'))
                     OR (d.depositor_name <> '' AND o.state = 1 AND o.depositor_name = d.depositor_name))
                   ORDER BY o.id LIMIT 5) AS duplicate_of
       FROM deposits d JOIN users u ON u.id = d.user_id
      WHERE ${where} ORDER BY d.id ${order} LIMIT $${k + 1} OFFSET $${k + 2}`,
    [...params, p.per_page, pageOffset(p), DUPLICATE_WINDOW_MIN],
  )
  return queuePage(
    rows.map((r) => ({
      order_no: r.order_no,
      username: r.username,
      realname: r.realname,
      amount: money(r.amount_cents),
      paytype: r.channel,
      state: Number(r.state),
      created_at: toWireTime(r.created_at),
      reviewed_at: toWireTimeOrNull(r.reviewed_at),
      reviewed_by: r.reviewed_by ?? '',
      note: r.decision_note || r.note,
      payer: payerOf(r),
      duplicate: (r.duplicate_of ?? []).length > 0,
      duplicate_of: r.duplicate_of ?? [],
      paid: r.paid_cents === null ? null : money(r.paid_cents),
    })),
    n,
    p,
  )
}

/**
 * The WHERE of a queue over `x` (deposits d or withdrawals w, joined to users u) with only the filters
 * given, so each can use its index. Days are Beijing days; `q` is an exact order number or player name.
 */
export function queueFilter(x: 'd' | 'w', f: MoneyQueueQuery) {
  if (f.from && f.to && f.from > f.to) throw new BizError(1000, 'a.dateRange')
  const params: unknown[] = []
  const where: string[] = []
  const add = (sql: string, v: unknown) => {
    params.push(v)
    where.push(sql.replaceAll('$?', `$${params.length}`))
  }
  if (f.state) add(`${x}.state = $?`, f.state)
  if (f.from) add(`${x}.created_at >= $?`, beijingAt(f.from))
  if (f.to) add(`${x}.created_at < $?`, new Date(beijingAt(f.to).getTime() + 86_400_000))
  if (f.min_amount !== undefined) add(`${x}.amount_cents >= $?::bigint`, f.min_amount.toString())
  if (f.max_amount !== undefined) add(`${x}.amount_cents <= $?::bigint`, f.max_amount.toString())
  if (f.q) add(`(${x}.order_no = $? OR lower(u.username) = lower($?))`, f.q)
  return { where: where.join(' AND ') || 'TRUE', params }
}

/** Pending orders oldest first (the next to decide on top); decided ones newest first. */
export const queueOrder = (f: MoneyQueueQuery) => (f.state === 1 ? 'ASC' : 'DESC')

export function depositQueue(q: Query, f: MoneyQueueQuery) {
  const { where, params } = queueFilter('d', f)
  return depositRows(q, where, params, f, queueOrder(f))
}

type WithdrawalRow = {
  order_no: string
  user_id: string | number
  username: string
  realname: string
  amount_cents: string
  state: number
  type: number
  created_at: Date
  reviewed_at: Date | null
  reviewed_by: string | null
  note: string
  decision_note: string | null
  card_bank: string
  card_no: string
  card_owner: string
  payout_status: string | null
  provider: string | null
  provider_ref: string | null
  fee_cents: string | null
  net_cents: string | null
  payout_reason: string | null
}

/** A page of withdrawals as the database has them (the export reads these without the risk picture). */
export async function selectWithdrawals(
  q: Query,
  where: string,
  params: unknown[],
  p: { page: number; per_page: number },
  order: 'ASC' | 'DESC' = 'DESC',
) {
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE ${where}`,
    params,
  )
  const k = params.length
  const rows = await q<WithdrawalRow>(
    `SELECT w.order_no, w.user_id, u.username, u.realname, w.amount_cents::text, w.state, w.type, w.created_at,
            w.reviewed_at, w.reviewed_by, w.note, w.card_bank, w.card_no, w.card_owner,
            po.status AS payout_status, po.provider, po.provider_ref, po.fee_cents::text, po.net_cents::text,
            po.reason AS payout_reason, ${decisionNote('w', 'withdrawal')}
       FROM withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN payouts po ON po.withdrawal_id = w.id
      WHERE ${where} ORDER BY w.id ${order} LIMIT $${k + 1} OFFSET $${k + 2}`,
    [...params, p.per_page, pageOffset(p)],
  )
  return { rows, n }
}

/** Where a withdrawal goes: a bank card, or a USDT address on its network. */
export function destinationOf(r: WithdrawalRow) {
  const usdt = Number(r.type) !== 1
  return {
    kind: usdt ? (Number(r.type) === 2 ? 'usdt-trc20' : 'usdt-erc20') : 'bank',
    bank: usdt ? '' : r.card_bank,
    card_no: usdt ? '' : r.card_no,
    owner: r.card_owner,
    usdt_address: usdt ? r.card_no : '',
  }
}

export async function withdrawalRows(
  q: Query,
  where: string,
  params: unknown[],
  p: { page: number; per_page: number },
  order: 'ASC' | 'DESC' = 'DESC',
) {
  const { rows, n } = await selectWithdrawals(q, where, params, p, order)
  const out = []
  for (const r of rows) {
    out.push({
      order_no: r.order_no,
      username: r.username,
      realname: r.realname,
      amount: money(r.amount_cents),
      state: Number(r.state),
      created_at: toWireTime(r.created_at),
      reviewed_at: toWireTimeOrNull(r.reviewed_at),
      reviewed_by: r.reviewed_by ?? '',
      note: r.decision_note || r.note,
      destination: destinationOf(r),
      risk: await withdrawalRisk(q, Number(r.user_id), r.card_no),
      payout: payoutOf(r, Number(r.type) !== 1),
    })
  }
  return queuePage(out, n, p)
}

/** The provider's side of an approved withdrawal (docs/payments.md, "Payouts"); null when paid by hand. */
function payoutOf(r: WithdrawalRow, usdt: boolean) {
  if (r.payout_status === null) return null
  const opt = (v: string | null) => (v === null ? null : money(v))
  return {
    status: r.payout_status,
    provider: r.provider ?? '',
    ref: r.provider_ref ?? '',
    unit: usdt ? 'USDT' : 'CNY',
    fee: opt(r.fee_cents),
    net: opt(r.net_cents),
    reason: r.payout_reason ?? '',
  }
}

export function withdrawalQueue(q: Query, f: MoneyQueueQuery) {
  const { where, params } = queueFilter('w', f)
  return withdrawalRows(q, where, params, f, queueOrder(f))
}
