// The ledger audit (npm run ledger:check): conservation, entries against balances, balanced transfers,
// no negative player wallet.
import type { Query } from '../db/client'
import { big } from './types'
// ---------------------------------------------------------------- audit

export type LedgerReport = {
  /** Sum of all balances per currency; every one must be 0. */
  conservation: { currency: string; sum: bigint }[]
  /** Accounts whose stored balance differs from the sum of their entries (or whose last entry disagrees). */
  mismatched: { code: string; balance: bigint; entries: bigint; lastAfter: bigint | null }[]
  /** Transfers whose entries do not net to zero in exactly two legs. */
  unbalanced: bigint[]
  /** Player wallets below zero (the CHECK constraint should make this impossible). */
  negative: { code: string; balance: bigint }[]
  ok: boolean
}

export async function checkLedger(q: Query): Promise<LedgerReport> {
  const conservation = (
    await q<{ currency: string; sum: string | number }>(
      'SELECT currency, sum(balance)::text AS sum FROM ledger_accounts GROUP BY currency ORDER BY currency',
    )
  ).map((r) => ({ currency: r.currency, sum: big(r.sum) }))
  const mismatched = (
    await q<{ code: string; balance: string; entries: string; last_after: string | null }>(
      `SELECT a.code, a.balance::text AS balance, coalesce(e.total, 0)::text AS entries, l.balance_after::text AS last_after
       FROM ledger_accounts a
       LEFT JOIN (SELECT account_id, sum(amount) AS total, max(id) AS last_id FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
       LEFT JOIN ledger_entries l ON l.id = e.last_id
       WHERE a.balance <> coalesce(e.total, 0) OR (l.id IS NOT NULL AND l.balance_after <> a.balance)
       ORDER BY a.code`,
    )
  ).map((r) => ({
    code: r.code,
    balance: big(r.balance),
    entries: big(r.entries),
    lastAfter: r.last_after === null ? null : big(r.last_after),
  }))
  const unbalanced = (
    await q<{ id: string }>(
      `SELECT t.id::text AS id FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
       GROUP BY t.id HAVING count(e.id) <> 2 OR coalesce(sum(e.amount), 0) <> 0 ORDER BY t.id`,
    )
  ).map((r) => big(r.id))
  const negative = (
    await q<{ code: string; balance: string }>(
      'SELECT code, balance::text AS balance FROM ledger_accounts WHERE NOT allow_negative AND balance < 0 ORDER BY code',
    )
  ).map((r) => ({ code: r.code, balance: big(r.balance) }))
  const ok =
    conservation.every((c) => c.sum === 0n) && !mismatched.length && !unbalanced.length && !negative.length
  return { conservation, mismatched, unbalanced, negative, ok }
}
