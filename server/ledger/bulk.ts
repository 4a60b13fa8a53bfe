// Many transfers in one statement (docs/money.md, "Bulk"). transferMany writes each leg with its own
// statement, because a keyed leg may turn out to be a replay and then must not move money. When none of
// a call's keys has been seen before (one indexed lookup says so) every leg is new: their balances
// are computed here in order, exactly as the leg-by-leg path computes them, and the transfers, their
// entries and the final balances are written in one statement with ids drawn from the table's own
// sequence beforehand. If another transaction wrote one of those keys in between, fewer transfers
// are written than asked: the call throws and the caller's transaction rolls back whole, so nothing
// is ever written half. Settling thousands of bets (a sportsbook match) is what this is for.
import type { Query } from '../db/client'
import {
  type AccountRow,
  big,
  InsufficientFunds,
  LedgerError,
  type Transfer,
  type TransferInput,
} from './types'

/** From this many legs on, a call without replays goes set-based. */
export const BULK_MIN = 16

/** The answer for a transfer this call wrote. */
export const written = (
  t: TransferInput,
  id: string | number,
  createdAt: Date | string,
  debitBalance: bigint,
  creditBalance: bigint,
): Transfer => ({
  id: big(id),
  kind: t.kind,
  debit: t.debit,
  credit: t.credit,
  amount: t.amount,
  pending: !!t.pending,
  replayed: false,
  createdAt: new Date(createdAt),
  debitBalance,
  creditBalance,
})

/** Does any of these transfers carry a key the ledger has already seen? */
export async function anySeen(q: Query, inputs: readonly TransferInput[]) {
  const keys = inputs.map((t) => t.idempotencyKey).filter((k): k is string => !!k)
  if (!keys.length) return false
  const rows = await q('SELECT 1 FROM ledger_transfers WHERE idempotency_key = ANY($1::text[]) LIMIT 1', [
    keys,
  ])
  return rows.length > 0
}

/**
 * Write every leg, all new, in one statement. `accounts` are the locked rows of every account the
 * legs touch (the caller locked them in id order); `balance` their balances, updated in place.
 */
export async function applyBulk(
  q: Query,
  inputs: readonly TransferInput[],
  accounts: Map<string, AccountRow>,
  balance: Map<string, bigint>,
  pendingId?: bigint,
): Promise<Transfer[]> {
  const after: [bigint, bigint][] = []
  const rows: { d: [bigint, bigint]; c: [bigint, bigint] }[] = []
  for (const t of inputs) {
    const debit = accounts.get(t.debit)!
    const dBefore = balance.get(t.debit)!
    const cBefore = balance.get(t.credit)!
    if (!debit.allow_negative && dBefore < t.amount) throw new InsufficientFunds(t.debit, dBefore, t.amount)
    const d: [bigint, bigint] = [dBefore, dBefore - t.amount]
    const c: [bigint, bigint] = [cBefore, cBefore + t.amount]
    balance.set(t.debit, d[1])
    balance.set(t.credit, c[1])
    rows.push({ d, c })
    after.push([d[1], c[1]])
  }
  const ids = (
    await q<{ id: string }>(
      `SELECT nextval(pg_get_serial_sequence('ledger_transfers', 'id'))::text AS id FROM generate_series(1, $1::int)`,
      [inputs.length],
    )
  ).map((r) => r.id)
  const touched = [...new Set(inputs.flatMap((t) => [t.debit, t.credit]))]
  const col = <T>(f: (t: TransferInput, i: number) => T) => inputs.map(f)
  const [done] = await q<{ n: number; created_at: Date | string | null }>(
    `WITH v AS (
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::text[],
                            $7::bigint[], $8::text[], $9::text[], $10::text[],
                            $11::bigint[], $12::bigint[], $13::bigint[], $14::bigint[])
         AS v(id, kind, debit, credit, amount, key, user_id, venue, ref, memo, d_before, d_after, c_before, c_after)
     ), t AS (
       INSERT INTO ledger_transfers
         (id, kind, debit_account_id, credit_account_id, amount, pending, pending_id, idempotency_key, user_id, venue_code, ref, memo)
       OVERRIDING SYSTEM VALUE
       SELECT id, kind, debit, credit, amount, $15, $16::bigint, key, user_id, venue, ref, memo FROM v
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id, created_at
     ), e AS (
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_before, balance_after)
       SELECT v.id, v.debit, -v.amount, v.d_before, v.d_after FROM v JOIN t ON t.id = v.id
       UNION ALL
       SELECT v.id, v.credit, v.amount, v.c_before, v.c_after FROM v JOIN t ON t.id = v.id
     ), u AS (
       UPDATE ledger_accounts AS a SET balance = f.balance
         FROM unnest($17::bigint[], $18::bigint[]) AS f(id, balance) WHERE a.id = f.id
     )
     SELECT count(*)::int AS n, min(created_at) AS created_at FROM t`,
    [
      ids,
      col((t) => t.kind),
      col((t) => String(accounts.get(t.debit)!.id)),
      col((t) => String(accounts.get(t.credit)!.id)),
      col((t) => t.amount.toString()),
      col((t) => t.idempotencyKey ?? null),
      col((t) => t.userId?.toString() ?? null),
      col((t) => t.venueCode ?? null),
      col((t) => t.ref ?? null),
      col((t) => t.memo ?? ''),
      rows.map((r) => r.d[0].toString()),
      rows.map((r) => r.d[1].toString()),
      rows.map((r) => r.c[0].toString()),
      rows.map((r) => r.c[1].toString()),
      // Every leg of one call is a hold or none is (the callers never mix them).
      !!inputs[0].pending,
      pendingId?.toString() ?? null,
      touched.map((code) => String(accounts.get(code)!.id)),
      touched.map((code) => balance.get(code)!.toString()),
    ],
  )
  if (Number(done.n) !== inputs.length)
    throw new LedgerError('a key of this batch was written by another transaction meanwhile: nothing written')
  return inputs.map((t, i) => written(t, ids[i], done.created_at!, after[i][0], after[i][1]))
}
