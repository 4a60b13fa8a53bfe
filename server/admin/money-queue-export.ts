// The audited CSV export every worked list shares (docs/operator-console.md, "Working the lists"): a
// list route answers a filtered page, or with `format=csv` every row the same filters match as a CSV
// file. An export leaves the console with players' names and accounts, so it is audited with its
// filters and its row count, and it is capped: past EXPORT_MAX rows the operator is asked to narrow
// the filters instead of receiving a silently cut file. The deposit and withdrawal queues are here;
// the other lists name their columns beside their queries (listRoute).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { adminCalls, type MoneyQueueQuery, moneyQueueQuery } from '../../core/contract/admin'
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
import type { AdminRoute } from './route'

export const EXPORT_MAX = 10_000

type Kind = 'deposits' | 'withdrawals'
export const STATE = ['全部', '待审核', '已通过', '已拒绝']

/** A cell a spreadsheet would run as a formula (a payer name typed "=HYPERLINK(…)") is kept as text. */
export const inert = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v)
export const csvOf = (head: string[], rows: string[][]) =>
  rows.length
    ? toCsv(rows.map((r) => Object.fromEntries(head.map((h, i) => [h, inert(r[i] ?? '')]))))
    : head.join(',')

export const tooLarge = (count: number, max: number) => {
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

/** The filters as the audit row's detail: what left the console (amounts as yuan, paging left out). */
export const describe = (f: Record<string, unknown>) =>
  Object.entries(f)
    .filter(([k, v]) => !['page', 'per_page', 'format'].includes(k) && v !== undefined && v !== '')
    .map(([k, v]) => {
      const name = { min_amount: 'min', max_amount: 'max' }[k] ?? k
      return `${name}=${typeof v === 'bigint' ? centsToWire(v) : String(v)}`
    })
    .join(' ')

type Handler = (c: { req: FastifyRequest; reply: FastifyReply; who: Actor }) => Promise<unknown>

/** Answers `csv` as the download `name`-<Beijing day>.csv, after its audit row (`export.<name>`). */
export async function sendAuditedCsv(
  db: Db,
  who: Actor,
  reply: FastifyReply,
  e: { name: string; filters: Record<string, unknown>; count: number; csv: string },
) {
  // An export leaves the console with the data: audited (docs/operator-console.md, "Audit chain").
  await auditAlone(db, who, {
    action: `export.${e.name}`,
    target: e.name === 'deposits' || e.name === 'withdrawals' ? 'queues' : e.name,
    detail: describe(e.filters),
    after: { rows: e.count },
  })
  reply.header('content-type', 'text/csv; charset=utf-8')
  reply.header('content-disposition', `attachment; filename="${e.name}-${beijingDate(new Date())}.csv"`)
  return reply.send(`\ufeff${e.csv}`)
}

type Listed = { format: 'json' | 'csv'; page: number; per_page: number }
/** How a list exports: its name, its page query and each row's cells under the head. */
export type ListExport<F extends Listed, R> = {
  name: string
  page: (q: Query, f: F) => Promise<{ rows: R[]; total: number }>
  head: string[]
  cells: (r: R) => string[]
}

/** Every row the filters match (the page's paging ignored) as CSV, refused past `max` rows. */
export async function listCsv<F extends Listed, R>(q: Query, x: ListExport<F, R>, f: F, max = EXPORT_MAX) {
  const all = await x.page(q, { ...f, page: 1, per_page: max })
  tooLarge(all.total, max)
  return { count: all.total, csv: csvOf(x.head, all.rows.map(x.cells)) }
}

/** A list's route handler: the page under the query's filters, or with `format=csv` the audited export. */
export function listRoute<S extends z.ZodType<Listed>, R>(
  db: Db,
  schema: S,
  x: ListExport<z.output<S>, R>,
): Handler {
  return async ({ req, reply, who }) => {
    const r = schema.safeParse(req.query ?? {})
    if (!r.success)
      throw new BizError(1000, 'a.badRequest', { field: r.error.issues[0]?.path.join('.') || 'query' })
    const f = r.data
    if (f.format !== 'csv') return x.page(db.query, f)
    const { count, csv } = await listCsv(db.query, x, f)
    return sendAuditedCsv(db, who, reply, { name: x.name, filters: f, count, csv })
  }
}

export function moneyQueueRoutes(db: Db, route: AdminRoute) {
  const queues = [
    ['deposits', adminCalls.depositQueue, depositQueue],
    ['withdrawals', adminCalls.withdrawalQueue, withdrawalQueue],
  ] as const
  for (const [kind, c, page] of queues)
    route(c, async ({ req, reply, who }) => {
      const r = moneyQueueQuery.safeParse(req.query ?? {})
      if (!r.success)
        throw new BizError(1000, 'a.badRequest', { field: r.error.issues[0]?.path.join('.') || 'query' })
      const f = r.data
      if (f.format !== 'csv') return page(db.query, f)
      const { count, csv } = await queueCsv(db.query, kind, f)
      return sendAuditedCsv(db, who, reply, { name: kind, filters: f, count, csv })
    })
}
