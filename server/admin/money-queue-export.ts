// The deposit and withdrawal queues' routes: a filtered page, or with `format=csv` every row the same
// filters match as a CSV file (docs/operator-console.md, "Working the queues"). An export leaves the
// console with players' names and accounts, so it is audited with its filters and its row count, and
// it is capped: past EXPORT_MAX rows the operator is asked to narrow the filters instead of receiving
// a silently cut file.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { adminCalls, type MoneyQueueQuery, moneyQueueQuery, type Permission } from '../../core/contract/admin'
import { centsToWire } from '../../core/money'
import { beijingDate } from '../../core/time'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { toWireTime, toWireTimeOrNull } from '../wire'
import { type Actor, auditAlone } from './audit'
import {
  depositQueue,
  depositRows,
  destinationOf,
  queueFilter,
  queueOrder,
  selectWithdrawals,
  withdrawalQueue,
} from './money-queues'
import { toCsv } from './protection'

export const EXPORT_MAX = 10_000

type Kind = 'deposits' | 'withdrawals'
const STATE = ['全部', '待审核', '已通过', '已拒绝']

/** A cell a spreadsheet would run as a formula (a payer name typed "=HYPERLINK(…)") is kept as text. */
const inert = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v)
const csvOf = (head: string[], rows: string[][]) =>
  rows.length
    ? toCsv(rows.map((r) => Object.fromEntries(head.map((h, i) => [h, inert(r[i] ?? '')]))))
    : head.join(',')

const tooLarge = (count: number, max: number) => {
  if (count > max) throw new BizError(1000, 'a.exportTooLarge', { max, count })
}

/** Every deposit the filters match, oldest or newest first as the queue shows them, as CSV. */
async function depositsCsv(q: Query, f: MoneyQueueQuery, max: number) {
  const { where, params } = queueFilter('d', f)
  const page = await depositRows(q, where, params, { page: 1, per_page: max }, queueOrder(f))
  tooLarge(page.total, max)
  const head = ['订单号', '会员', '真实姓名', '金额', '渠道', '付款人', '付款账号', '状态', '创建时间']
  const rows = page.rows.map((r) => [
    r.order_no,
    r.username,
    r.realname,
    r.amount,
    r.paytype,
    r.payer.bank_owner,
    r.payer.usdt
      ? `${r.payer.usdt.protocol} ${r.payer.usdt.from_address} ${r.payer.usdt.tx_hash}`.trim()
      : `${r.payer.bank} ${r.payer.bank_no} ${r.payer.branch}`.trim(),
    STATE[r.state] ?? String(r.state),
    r.created_at,
    r.reviewed_by,
    r.reviewed_at ?? '',
    r.note,
    r.duplicate ? r.duplicate_of.join(' ') : '',
  ])
  return { count: page.total, csv: csvOf([...head, '审核人', '审核时间', '备注', '疑似重复'], rows) }
}

/** Every withdrawal the filters match, without the risk picture (a query per row; the page has it). */
async function withdrawalsCsv(q: Query, f: MoneyQueueQuery, max: number) {
  const { where, params } = queueFilter('w', f)
  const { rows, n } = await selectWithdrawals(q, where, params, { page: 1, per_page: max }, queueOrder(f))
  tooLarge(n, max)
  const head = ['订单号', '会员', '真实姓名', '金额', '收款方式', '收款人', '收款账号', '状态', '创建时间']
  const lines = rows.map((r) => {
    const d = destinationOf(r)
    return [
      r.order_no,
      r.username,
      r.realname,
      centsToWire(BigInt(r.amount_cents)),
      d.kind,
      d.owner,
      d.usdt_address || `${d.bank} ${d.card_no}`.trim(),
      STATE[Number(r.state)] ?? String(r.state),
      toWireTime(r.created_at),
      r.reviewed_by ?? '',
      toWireTimeOrNull(r.reviewed_at) ?? '',
      r.note,
      r.payout_status ?? '',
    ]
  })
  return { count: n, csv: csvOf([...head, '审核人', '审核时间', '备注', '代付状态'], lines) }
}

/** The CSV of a queue under its filters (the page's paging ignored), refused past `max` rows. */
export const queueCsv = (q: Query, kind: Kind, f: MoneyQueueQuery, max = EXPORT_MAX) =>
  kind === 'deposits' ? depositsCsv(q, f, max) : withdrawalsCsv(q, f, max)

/** The filters as the audit row's detail: what left the console. */
const describe = (f: MoneyQueueQuery) =>
  [
    `state=${f.state}`,
    f.from ? `from=${f.from}` : '',
    f.to ? `to=${f.to}` : '',
    f.min_amount === undefined ? '' : `min=${centsToWire(f.min_amount)}`,
    f.max_amount === undefined ? '' : `max=${centsToWire(f.max_amount)}`,
    f.q ? `q=${f.q}` : '',
  ]
    .filter(Boolean)
    .join(' ')

type Handler = (c: { req: FastifyRequest; reply: FastifyReply; who: Actor }) => Promise<unknown>
type Add = (url: string, permission: Permission, handler: Handler) => void

export function moneyQueueRoutes(db: Db, get: Add) {
  const queues = [
    ['deposits', adminCalls.depositQueue, depositQueue],
    ['withdrawals', adminCalls.withdrawalQueue, withdrawalQueue],
  ] as const
  for (const [kind, c, page] of queues)
    get(c.path, c.permission as Permission, async ({ req, reply, who }) => {
      const r = moneyQueueQuery.safeParse(req.query ?? {})
      if (!r.success)
        throw new BizError(1000, 'a.badRequest', { field: r.error.issues[0]?.path.join('.') || 'query' })
      const f = r.data
      if (f.format !== 'csv') return page(db.query, f)
      const { count, csv } = await queueCsv(db.query, kind, f)
      // An export leaves the console with the data: audited (docs/operator-console.md, "Audit chain").
      await auditAlone(db, who, {
        action: `export.${kind}`,
        target: 'queues',
        detail: describe(f),
        after: { rows: count },
      })
      reply.header('content-type', 'text/csv; charset=utf-8')
      reply.header('content-disposition', `attachment; filename="${kind}-${beijingDate(new Date())}.csv"`)
      return reply.send(`\ufeff${csv}`)
    })
}
