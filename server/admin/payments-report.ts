// The payments reconciliation report (docs/payments.md, "Reconciliation"): the pay-in orders and the
// payouts created on one Beijing day, per channel and provider, how each ended, and every one that did
// not end cleanly listed as a difference. Amounts stay in the channel's unit (USDT hundredths for the
// USDT channels): they are compared with the provider's books, which keep that unit.
import {
  paymentAdminCalls,
  type ReconciliationReport,
  reconciliationQuery,
  statementDecision,
  statementQuery,
} from '../../core/contract/admin'
import { centsToWire } from '../../core/money'
import { beijingDate, beijingMidnight } from '../../core/time'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { decideStatementLine, statementLines } from '../payments/statement-review'
import { toWireTime } from '../wire'
import { auditAlone } from './audit'
import { toCsv } from './protection'
import type { AdminRoute } from './route'
import { payProviders, savePayProvider } from './settings-receiving'

type Channel = ReconciliationReport['channels'][number]
type Difference = ReconciliationReport['differences'][number]
type Num = string | number | null

const unitOf = (channel: string) => (channel.startsWith('usdt') ? 'USDT' : 'CNY') as Channel['unit']
const n = (v: Num) => Number(v ?? 0)
const m = (v: Num) => centsToWire(BigInt(v ?? 0))

export async function reconciliation(q: Query, day = beijingDate(new Date())): Promise<ReconciliationReport> {
  const from = beijingMidnight(new Date(`${day}T12:00:00+08:00`))
  const to = beijingMidnight(from, 1)
  const payins = await q<Record<string, Num> & { channel: string; provider: string }>(
    `SELECT po.channel, po.provider, count(*) AS orders, sum(po.amount_cents) AS ordered,
            count(*) FILTER (WHERE d.state = 2) AS credited,
            sum(coalesce(po.paid_cents, po.amount_cents)) FILTER (WHERE d.state = 2) AS credited_amount,
            count(*) FILTER (WHERE po.status = 'held' AND d.state = 1) AS held,
            count(*) FILTER (WHERE po.paid_cents <> po.amount_cents) AS mismatched,
            count(*) FILTER (WHERE po.status = 'expired' AND d.state <> 2) AS expired,
            count(*) FILTER (WHERE po.status IN ('new', 'created') AND d.state = 1) AS open
       FROM pay_orders po JOIN deposits d ON d.id = po.deposit_id
      WHERE po.created_at >= $1 AND po.created_at < $2 GROUP BY 1, 2`,
    [from, to],
  )
  const payouts = await q<Record<string, Num> & { channel: string; provider: string }>(
    `SELECT channel, provider, count(*) AS sent, sum(amount_cents) AS amount,
            count(*) FILTER (WHERE status = 'paid') AS paid,
            sum(net_cents) FILTER (WHERE status = 'paid') AS net,
            sum(fee_cents) FILTER (WHERE status = 'paid') AS fees,
            count(*) FILTER (WHERE status = 'failed') AS failed,
            count(*) FILTER (WHERE status IN ('queued', 'submitted', 'unknown')) AS open
       FROM payouts WHERE created_at >= $1 AND created_at < $2 GROUP BY 1, 2`,
    [from, to],
  )
  const channels = new Map<string, Channel>()
  const row = (channel: string, provider: string) => {
    const key = `${channel}|${provider}`
    const found = channels.get(key)
    if (found) return found
    const fresh: Channel = {
      channel,
      provider,
      unit: unitOf(channel),
      ...{ orders: 0, ordered: m(0), credited: 0, credited_amount: m(0), held: 0, mismatched: 0 },
      ...{ expired: 0, open: 0, payouts_sent: 0, payouts_amount: m(0), payouts_paid: 0 },
      ...{ payouts_net: m(0), payouts_fees: m(0), payouts_failed: 0, payouts_open: 0 },
    }
    channels.set(key, fresh)
    return fresh
  }
  for (const r of payins)
    Object.assign(row(r.channel, r.provider), {
      orders: n(r.orders),
      ordered: m(r.ordered),
      credited: n(r.credited),
      credited_amount: m(r.credited_amount),
      held: n(r.held),
      mismatched: n(r.mismatched),
      expired: n(r.expired),
      open: n(r.open),
    })
  for (const r of payouts)
    Object.assign(row(r.channel, r.provider), {
      payouts_sent: n(r.sent),
      payouts_amount: m(r.amount),
      payouts_paid: n(r.paid),
      payouts_net: m(r.net),
      payouts_fees: m(r.fees),
      payouts_failed: n(r.failed),
      payouts_open: n(r.open),
    })
  return {
    day,
    channels: [...channels.values()].sort((a, b) =>
      `${a.channel}|${a.provider}`.localeCompare(`${b.channel}|${b.provider}`),
    ),
    differences: await differences(q, from, to),
    unmatched: await unmatchedLines(q, from, to),
  }
}

/** The day's receiving-bank statement lines that credited no order (docs/payments.md, "Bank transfers"). */
async function unmatchedLines(q: Query, from: Date, to: Date): Promise<ReconciliationReport['unmatched']> {
  const rows = await q<{
    line_id: string
    provider: string
    account: string
    amount_cents: string
    payer: string
    booked_at: Date
    status: string
    reason: string
  }>(
    `SELECT line_id, provider, account, amount_cents::text AS amount_cents, payer, booked_at, status, reason
       FROM bank_statement_lines
      WHERE booked_at >= $1 AND booked_at < $2 AND status IN ('unmatched', 'review')
      ORDER BY booked_at, id`,
    [from, to],
  )
  return rows.map(({ amount_cents, booked_at, ...r }) => ({
    ...r,
    amount: m(amount_cents),
    booked_at: toWireTime(booked_at),
  }))
}

/** Every order or payout of the day that did not end as asked, pay-ins first, by order number. */
async function differences(q: Query, from: Date, to: Date): Promise<Difference[]> {
  const rows = await q<{
    kind: Difference['kind']
    order_no: string
    channel: string
    provider: string
    expected: string
    actual: string | null
    status: string
    reason: string
  }>(
    `SELECT CASE WHEN po.paid_cents <> po.amount_cents THEN 'amount_mismatch'
                 WHEN po.status = 'held' THEN 'held' ELSE 'late_payment' END AS kind,
            po.order_no, po.channel, po.provider, po.amount_cents::text AS expected, po.paid_cents::text AS actual,
            CASE d.state WHEN 1 THEN po.status WHEN 2 THEN 'credited' ELSE 'refused' END AS status, po.reason
       FROM pay_orders po JOIN deposits d ON d.id = po.deposit_id
      WHERE po.created_at >= $1 AND po.created_at < $2
        AND (po.paid_cents <> po.amount_cents OR po.status = 'held' OR po.late)
     UNION ALL
     SELECT CASE WHEN status = 'failed' THEN 'payout_failed' WHEN status = 'paid' THEN 'net_differs'
                 ELSE 'payout_open' END,
            order_no, channel, provider, amount_cents::text, net_cents::text, status, reason
       FROM payouts
      WHERE created_at >= $1 AND created_at < $2
        AND (status <> 'paid' OR net_cents IS DISTINCT FROM amount_cents)
     ORDER BY 1, 2`,
    [from, to],
  )
  return rows.map((r) => ({
    ...r,
    unit: unitOf(r.channel),
    expected: m(r.expected),
    actual: r.actual === null ? null : m(r.actual),
  }))
}

const CHANNEL_HEAD: Record<keyof Channel, string> = {
  channel: '渠道',
  provider: '支付商',
  unit: '币种',
  orders: '订单数',
  ordered: '订单金额',
  credited: '已到账',
  credited_amount: '到账金额',
  held: '待审核',
  mismatched: '金额不符',
  expired: '已过期',
  open: '待支付',
  payouts_sent: '代付笔数',
  payouts_amount: '代付金额',
  payouts_paid: '代付成功',
  payouts_net: '实付金额',
  payouts_fees: '手续费',
  payouts_failed: '代付失败',
  payouts_open: '代付处理中',
}
const DIFFERENCE_HEAD: Record<keyof Difference, string> = {
  kind: '差异',
  order_no: '订单号',
  channel: '渠道',
  provider: '支付商',
  unit: '币种',
  expected: '应付',
  actual: '实付',
  status: '状态',
  reason: '原因',
}

const UNMATCHED_HEAD: Record<keyof ReconciliationReport['unmatched'][number], string> = {
  line_id: '银行流水号',
  provider: '支付商',
  account: '收款账号',
  amount: '金额',
  payer: '付款人',
  booked_at: '入账时间',
  status: '状态',
  reason: '原因',
}

const labelled = <T extends object>(rows: T[], head: Record<keyof T, string>) =>
  toCsv(
    rows.map((r) =>
      Object.fromEntries(
        Object.entries(head).map(([k, label]) => [label as string, String(r[k as keyof T] ?? '')]),
      ),
    ),
  )

/**
 * The channels, then a blank line and the differences, then the unmatched bank statement lines,
 * column names in Chinese (like reports.ts).
 */
export const reconciliationCsv = (r: ReconciliationReport) =>
  `${labelled(r.channels, CHANNEL_HEAD)}\n\n${labelled(r.differences, DIFFERENCE_HEAD)}\n\n${labelled(r.unmatched, UNMATCHED_HEAD)}`

export function paymentReportRoutes(db: Db, route: AdminRoute) {
  const lines = paymentAdminCalls.statementLines
  route(lines, async ({ req }) => {
    const f = statementQuery.safeParse(req.query ?? {})
    if (!f.success) throw new BizError(1000, 'a.badRequest', { field: 'status' })
    return statementLines(db.query, f.data.status)
  })
  const decide = paymentAdminCalls.decideStatementLine
  route(decide, async ({ req, who }) => {
    const id = Number((req.params as { id?: unknown }).id)
    const b = statementDecision.safeParse(req.body ?? {})
    if (!Number.isSafeInteger(id) || !b.success) throw new BizError(1000, 'a.badRequest', { field: 'body' })
    return decideStatementLine(db, who, id, b.data)
  })
  const providers = paymentAdminCalls.payProviders
  route(providers, async () => payProviders(db.query))
  const save = paymentAdminCalls.savePayProvider
  route(save, async ({ req, who }) =>
    savePayProvider(db, who, (req.params as { channel?: unknown }).channel, req.body),
  )
  const c = paymentAdminCalls.reconciliation
  route(c, async ({ req, reply, who }) => {
    const f = reconciliationQuery.safeParse(req.query ?? {})
    if (!f.success) throw new BizError(1000, 'a.badRequest', { field: 'day' })
    const r = await reconciliation(db.query, f.data.day)
    if (f.data.format !== 'csv') return r
    // An export leaves the console with the data: audited (docs/operator-console.md, "Audit chain").
    await auditAlone(db, who, { action: 'export.reconciliation', target: 'payments', detail: r.day })
    reply.header('content-type', 'text/csv; charset=utf-8')
    reply.header('content-disposition', `attachment; filename="reconciliation-${r.day}.csv"`)
    return reply.send(`\ufeff${reconciliationCsv(r)}`)
  })
}
