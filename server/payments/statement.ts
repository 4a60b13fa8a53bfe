// Bank transfers matched to their orders (docs/payments.md, "Bank transfers"). The bank channel's
// provider reports the receiving accounts' incoming transfers as a statement feed read after a cursor
// by the reconciliation pass. Each line is recorded once (the feed repeats lines), then, under one
// lock so that two lines never race for one order, matched against the open bank-transfer orders:
// the exact amount and the depositor's name within the order's window credit that order through the
// same approval as every other channel; two orders matching, or only the amount or only the name,
// go to the operator's review with the line beside the orders; a line with no order at all is listed
// as unmatched in the reconciliation report.

import { translate } from '../../core/i18n'
import { centsToWire } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { guard } from '../protection/gate'
import { approveDeposit } from '../services/deposits'
import { moneySettings } from '../services/wallets'
import type { StatementLine } from './port'
import { adapterFor, bindingOf } from './providers'

/** A transfer may reach the bank this long before the order is submitted (clocks, a quick payer). */
export const MATCH_GRACE_MS = 10 * 60_000

export type LineOutcome = 'credited' | 'review' | 'unmatched' | 'duplicate'

/** Names compared as people write them: width, case and spaces or middle dots do not count. */
export const sameName = (a: string, b: string) => {
  const norm = (s: string) =>
    s
      .normalize('NFKC')
      .replace(/[\s·•.・]/g, '')
      .toLowerCase()
  return norm(a) !== '' && norm(a) === norm(b)
}
const digits = (s: string) => s.replace(/\D/g, '')

type Candidate = {
  id: string
  order_no: string
  user_id: string
  amount_cents: string
  depositor_name: string
}

/** Open bank-transfer orders whose window holds `at`, locked for the decision. */
async function openOrders(q: Query, at: Date) {
  const windowMs = (await moneySettings(q)).deposit_window_minutes * 60_000
  return q<Candidate>(
    `SELECT d.id, d.order_no, d.user_id, d.amount_cents::text AS amount_cents, d.depositor_name
       FROM deposits d
      WHERE d.channel = 'bank' AND d.state = 1 AND d.created_at >= $1 AND d.created_at <= $2
        AND NOT EXISTS (SELECT 1 FROM pay_orders p WHERE p.deposit_id = d.id)
      ORDER BY d.created_at, d.id FOR UPDATE OF d`,
    [new Date(at.getTime() - windowMs), new Date(at.getTime() + MATCH_GRACE_MS)],
  )
}

const settle = (
  q: Query,
  id: string,
  status: string,
  reason: string,
  candidates: string[],
  deposit?: string,
) =>
  q(
    `UPDATE bank_statement_lines SET status = $2, reason = $3, candidates = $4::jsonb, deposit_id = $5 WHERE id = $1`,
    [id, status, reason, JSON.stringify(candidates), deposit ?? null],
  )

/** Match one recorded line, in the caller's transaction (which holds the matching lock). */
async function matchLine(q: Query, provider: string, id: string, line: StatementLine): Promise<LineOutcome> {
  const accounts = await q<{ bank_no: string }>('SELECT bank_no FROM receiving_accounts')
  if (!accounts.some((a) => digits(a.bank_no) === digits(line.account))) {
    await settle(q, id, 'unmatched', 'unknown account', [])
    return 'unmatched'
  }
  const open = await openOrders(q, line.bookedAt)
  const amountOk = (c: Candidate) => BigInt(c.amount_cents) === line.amount
  const nameOk = (c: Candidate) => sameName(c.depositor_name, line.payer)
  const exact = open.filter((c) => amountOk(c) && nameOk(c))
  const review = async (reason: string, list: Candidate[]) => {
    const nos = list.map((c) => c.order_no)
    await settle(q, id, 'review', reason, nos)
    const note = `bank statement ${line.lineId}: ${line.payer} ${centsToWire(line.amount)}, ${reason}`
    await q(`UPDATE deposits SET note = $2 WHERE id = ANY($1::bigint[]) AND state = 1`, [
      list.map((c) => c.id),
      note.slice(0, 200),
    ])
    return 'review' as const
  }
  if (exact.length > 1) return review('several orders match', exact)
  if (exact.length === 1) {
    const d = exact[0]
    try {
      await guard(q, Number(d.user_id), 'deposit', 0n)
    } catch (e) {
      if (!(e instanceof BizError)) throw e
      return review(`protection: ${translate('zh', e.key, e.params)}`, exact)
    }
    await approveDeposit(q, d.order_no, `bank:${provider}`)
    await settle(q, id, 'matched', '', [d.order_no], d.id)
    return 'credited'
  }
  const near = open.filter((c) => amountOk(c) !== nameOk(c))
  if (near.length === 0) {
    await settle(q, id, 'unmatched', 'no order', [])
    return 'unmatched'
  }
  const reason = near.every(amountOk)
    ? 'name differs'
    : near.every(nameOk)
      ? 'amount differs'
      : 'amount or name differs'
  return review(reason, near)
}

/** One line from the feed: recorded once, then matched, in one transaction. */
export async function receiveLine(db: Db, provider: string, line: StatementLine): Promise<LineOutcome> {
  return db.tx(async (q) => {
    await q("SELECT pg_advisory_xact_lock(hashtext('bank-statement-match'))")
    const [row] = await q<{ id: string }>(
      `INSERT INTO bank_statement_lines (provider, line_id, account, amount_cents, payer, booked_at, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'unmatched') ON CONFLICT (provider, line_id) DO NOTHING RETURNING id`,
      [provider, line.lineId, line.account, line.amount.toString(), line.payer, line.bookedAt],
    )
    if (!row) return 'duplicate'
    return matchLine(q, provider, String(row.id), line)
  })
}

/** Match an unmatched line again (an order may have been submitted since). */
async function rematch(db: Db, id: string): Promise<LineOutcome> {
  return db.tx(async (q) => {
    await q("SELECT pg_advisory_xact_lock(hashtext('bank-statement-match'))")
    const [l] = await q<{
      provider: string
      line_id: string
      account: string
      amount_cents: string
      payer: string
      booked_at: Date
      status: string
    }>('SELECT * FROM bank_statement_lines WHERE id = $1', [id])
    if (l?.status !== 'unmatched') return 'duplicate'
    return matchLine(q, l.provider, id, {
      lineId: l.line_id,
      account: l.account,
      amount: BigInt(l.amount_cents),
      payer: l.payer,
      bookedAt: new Date(l.booked_at),
    })
  })
}

/**
 * Read the bank channel's statement feed from the stored cursor and match every new line (the
 * reconciliation pass). The cursor moves only after the page's lines are recorded: a crash in
 * between reads them again, and the unique line id makes that harmless.
 */
export async function workStatement(db: Db) {
  const out: Record<string, number> = {}
  const b = await bindingOf(db.query, 'bank')
  const adapter = b?.statement ? adapterFor(b) : null
  if (!b || !adapter?.statement) return out
  const [c] = await db.query<{ cursor: string }>(
    'SELECT cursor FROM bank_statement_cursors WHERE provider = $1 AND merchant_id = $2',
    [b.provider, b.merchant_id],
  )
  const a = await adapter.statement(c?.cursor ?? '')
  if (a.outcome !== 'ok') {
    out[`feed_${a.outcome}`] = 1
    return out
  }
  for (const line of a.value.lines) {
    if (line.amount <= 0n) continue
    const o = await receiveLine(db, b.provider, line)
    out[o] = (out[o] ?? 0) + 1
  }
  // A transfer booked just before its order was submitted found no order then: look again while an
  // order submitted now could still be within its reach (MATCH_GRACE_MS).
  const early = await db.query<{ id: string }>(
    `SELECT id FROM bank_statement_lines
      WHERE status = 'unmatched' AND reason = 'no order' AND booked_at > $1 ORDER BY id LIMIT 50`,
    [new Date(Date.now() - MATCH_GRACE_MS)],
  )
  for (const { id } of early) {
    const o = await rematch(db, String(id))
    if (o !== 'unmatched') out[`late_${o}`] = (out[`late_${o}`] ?? 0) + 1
  }
  await db.query(
    `INSERT INTO bank_statement_cursors (provider, merchant_id, cursor) VALUES ($1, $2, $3)
     ON CONFLICT (provider, merchant_id) DO UPDATE SET cursor = EXCLUDED.cursor, read_at = now()`,
    [b.provider, b.merchant_id, a.value.next],
  )
  return out
}
