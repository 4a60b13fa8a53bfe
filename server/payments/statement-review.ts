// The operator's side of bank-statement matching (docs/payments.md, "Bank transfers"): the lines in
// review (each beside the orders it may belong to), unmatched, matched or dismissed; and the decision
// on one: credit it to one of its orders (or any open bank-transfer order, for an unmatched line),
// with the amount that arrived, through the same approval as every other channel; or dismiss it with
// a reason. The line's row lock and its status make a second decision a 409; the deposit's own lock
// and state make a second credit impossible. Each decision is audited in its transaction.
import type { StatementLineRow } from '../../core/contract/admin'
import { centsToWire } from '../../core/money'
import type { Actor } from '../admin/audit'
import { appendAudit } from '../admin/audit'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { approveDeposit } from '../services/deposits'
import { toWireTime } from '../wire'

type LineRow = {
  id: string
  line_id: string
  provider: string
  account: string
  amount_cents: string
  payer: string
  booked_at: Date | string
  status: StatementLineRow['status']
  reason: string
  candidates: unknown
  deposit_id: string | null
  decided_by: string | null
}

const ordersOf = (v: unknown): string[] => {
  const list = typeof v === 'string' ? JSON.parse(v) : v
  return Array.isArray(list) ? list.map(String) : []
}

async function candidates(q: Query, orderNos: string[]) {
  if (orderNos.length === 0) return []
  const rows = await q<{
    order_no: string
    username: string
    amount_cents: string
    depositor_name: string
    created_at: Date
    state: number
  }>(
    `SELECT d.order_no, u.username, d.amount_cents::text AS amount_cents, d.depositor_name, d.created_at, d.state
       FROM deposits d JOIN users u ON u.id = d.user_id WHERE d.order_no = ANY($1::text[]) ORDER BY d.created_at`,
    [orderNos],
  )
  return rows.map((r) => ({
    order_no: r.order_no,
    username: r.username,
    amount: centsToWire(BigInt(r.amount_cents)),
    depositor_name: r.depositor_name,
    created_at: toWireTime(r.created_at),
    state: Number(r.state),
  }))
}

async function rowOut(q: Query, r: LineRow): Promise<StatementLineRow> {
  return {
    id: Number(r.id),
    line_id: r.line_id,
    provider: r.provider,
    account: r.account,
    amount: centsToWire(BigInt(r.amount_cents)),
    payer: r.payer,
    booked_at: toWireTime(r.booked_at),
    status: r.status,
    reason: r.reason,
    candidates: await candidates(q, ordersOf(r.candidates)),
    decided_by: r.decided_by,
  }
}

/** Lines of one status, newest first (at most 200). */
export async function statementLines(q: Query, status: StatementLineRow['status']) {
  const rows = await q<LineRow>(
    `SELECT * FROM bank_statement_lines WHERE status = $1 ORDER BY booked_at DESC, id DESC LIMIT 200`,
    [status],
  )
  return Promise.all(rows.map((r) => rowOut(q, r)))
}

/** Credit a line in review (or unmatched) to an open bank-transfer order, or dismiss it. */
export async function decideStatementLine(
  db: Db,
  who: Actor,
  id: number,
  d: { action: 'match' | 'dismiss'; order_no: string; reason: string },
) {
  return db.tx(async (q) => {
    const [line] = await q<LineRow>('SELECT * FROM bank_statement_lines WHERE id = $1 FOR UPDATE', [id])
    if (!line) throw new BizError(202, 'a.pay.noSuchLine')
    if (line.status !== 'review' && line.status !== 'unmatched') throw new BizError(409, 'a.pay.lineDecided')
    const before = { status: line.status, reason: line.reason }
    if (d.action === 'dismiss') {
      const reason = d.reason.trim()
      if (!reason) throw new BizError(1000, 'a.pay.reasonRequired', undefined, { field: 'reason' })
      await q(
        `UPDATE bank_statement_lines SET status = 'dismissed', reason = $2, decided_by = $3, decided_at = now()
          WHERE id = $1`,
        [id, reason, who.username],
      )
    } else {
      const [dep] = await q<{ id: string; channel: string; state: number; amount_cents: string }>(
        'SELECT id, channel, state, amount_cents::text AS amount_cents FROM deposits WHERE order_no = $1 FOR UPDATE',
        [d.order_no],
      )
      if (dep?.channel !== 'bank') throw new BizError(202, 'a.pay.notBankOrder')
      if (Number(dep.state) !== 1) throw new BizError(409, 'm.alreadyProcessed')
      // What arrived is what is credited (approveDeposit credits paid_cents when set).
      if (BigInt(dep.amount_cents) !== BigInt(line.amount_cents))
        await q('UPDATE deposits SET paid_cents = $2 WHERE id = $1', [dep.id, line.amount_cents])
      await approveDeposit(q, d.order_no, who.username)
      await q(
        `UPDATE bank_statement_lines SET status = 'matched', deposit_id = $2, candidates = $3::jsonb,
                decided_by = $4, decided_at = now() WHERE id = $1`,
        [id, dep.id, JSON.stringify([d.order_no]), who.username],
      )
    }
    const [after] = await q<LineRow>('SELECT * FROM bank_statement_lines WHERE id = $1', [id])
    await appendAudit(q, who, {
      action: d.action === 'match' ? 'payments.statement.match' : 'payments.statement.dismiss',
      target: line.line_id,
      detail: d.action === 'match' ? d.order_no : d.reason.trim(),
      before,
      after: { status: after.status, amount: centsToWire(BigInt(line.amount_cents)), payer: line.payer },
    })
    return rowOut(q, after)
  })
}
