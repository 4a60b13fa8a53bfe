// The ledger (docs/money.md): the one place a balance changes. A transfer moves a positive amount
// of minor units from a debit account to a credit account and writes two immutable entries with the
// balance before and after. Touched accounts are locked in ascending id order in a single statement
// (FOR NO KEY UPDATE: the foreign keys of new rows take KEY SHARE on them, which must not conflict),
// so concurrent transfers never deadlock and a player wallet is checked against its
// locked balance (the CHECK constraint in migration 0002 is the last line of defence). Idempotency is the
// UNIQUE index on ledger_transfers.idempotency_key; holds are settled exactly once by the primary key
// of ledger_pending_outcomes. Every function takes the caller's `q`: run it inside db.tx.
import type { Query } from '../db/client'
import { timedLedger } from '../ops/metrics'
import { anySeen, applyBulk, BULK_MIN, written } from './bulk'
import {
  type AccountRow,
  acct,
  big,
  IdempotencyConflict,
  InsufficientFunds,
  LedgerError,
  type Transfer,
  type TransferInput,
  UnknownAccount,
} from './types'

const SYSTEM =
  /^sys:(clearing:(bank|wechat|alipay|usdt-trc20|usdt-erc20)(:([1-9]|1[0-5]))?|withdrawals-pending|fees|promo:(redpacket|rebate|bonus|adjustment|first-deposit|deposit-bonus|vip|birthday|commission)|game:[a-z0-9_-]{1,32})$/

const systemKind = (code: string) => {
  if (code.startsWith('sys:clearing:')) return 'clearing'
  if (code === acct.withdrawalsPending) return 'withdrawals_pending'
  if (code === acct.fees) return 'fees'
  if (code.startsWith('sys:promo:')) return 'promotions'
  return 'game_result'
}

/** System accounts are created on first use; they may go negative (they mirror the outside world). */
async function createSystemAccounts(q: Query, codes: string[]) {
  for (const code of codes) {
    if (!SYSTEM.test(code)) throw new UnknownAccount(`no such account: ${code}`)
    const venue = code.startsWith('sys:game:') ? code.slice('sys:game:'.length) : null
    if (venue) {
      const v = await q('SELECT 1 FROM venues WHERE code = $1', [venue])
      if (!v.length) throw new UnknownAccount(`no such venue: ${venue}`)
    }
    await q(
      `INSERT INTO ledger_accounts (code, kind, venue_code, allow_negative) VALUES ($1, $2, $3, true)
       ON CONFLICT (code) DO NOTHING`,
      [code, systemKind(code), venue],
    )
  }
}

async function lockAccounts(q: Query, codes: string[]): Promise<Map<string, AccountRow>> {
  const sql =
    'SELECT id, code, balance, allow_negative FROM ledger_accounts WHERE code = ANY($1) ORDER BY id FOR NO KEY UPDATE'
  let rows = await q<AccountRow>(sql, [codes])
  if (rows.length < codes.length) {
    const found = new Set(rows.map((r) => r.code))
    const missing = codes.filter((c) => !found.has(c))
    const players = missing.filter((c) => !c.startsWith('sys:'))
    if (players.length) throw new UnknownAccount(`no such account: ${players.join(', ')}`)
    await createSystemAccounts(q, missing)
    rows = await q<AccountRow>(sql, [codes])
  }
  return new Map(rows.map((r) => [r.code, r]))
}

export type Existing = {
  id: string | number
  kind: string
  debit: string
  credit: string
  amount: string | number
  pending: boolean
  created_at: Date | string
}

const sameTransfer = (e: Existing, t: TransferInput) =>
  e.debit === t.debit &&
  e.credit === t.credit &&
  big(e.amount) === t.amount &&
  e.kind === t.kind &&
  e.pending === !!t.pending

/** The transfer an idempotency key already made, answered as a replay; null when the key is new. */
async function replayOf(
  q: Query,
  t: TransferInput,
  dBefore: bigint,
  cBefore: bigint,
): Promise<Transfer | null> {
  const prior = await q<Existing>(
    `SELECT t.id, t.kind, d.code AS debit, c.code AS credit, t.amount, t.pending, t.created_at
     FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
     WHERE t.idempotency_key = $1`,
    [t.idempotencyKey],
  )
  if (!prior.length) return null
  if (!sameTransfer(prior[0], t)) {
    throw new IdempotencyConflict(`idempotency key reused with a different transfer: ${t.idempotencyKey}`)
  }
  return toTransfer(prior[0], true, dBefore, cBefore)
}

const checkInput = (t: TransferInput) => {
  if (typeof t.amount !== 'bigint' || t.amount <= 0n)
    throw new LedgerError(`amount must be a positive bigint: ${t.amount}`)
  if (t.debit === t.credit) throw new LedgerError('debit and credit are the same account')
}

/**
 * Apply transfers atomically, in order, inside the caller's transaction. All touched accounts are
 * locked first (one statement, ascending id). A keyed transfer whose key exists with the same
 * content is a replay (nothing moves); with other content it throws IdempotencyConflict.
 */
export async function transferMany(
  q: Query,
  inputs: TransferInput[],
  pendingId?: bigint,
): Promise<Transfer[]> {
  return timedLedger(inputs.length, () => applyMany(q, inputs, pendingId))
}

async function applyMany(q: Query, inputs: TransferInput[], pendingId?: bigint): Promise<Transfer[]> {
  for (const t of inputs) checkInput(t)
  const codes = [...new Set(inputs.flatMap((t) => [t.debit, t.credit]))].sort()
  const accounts = await lockAccounts(q, codes)
  const balance = new Map([...accounts.values()].map((a) => [a.code, big(a.balance)]))
  // Many legs and not one of them a replay: set-based (bulk.ts), the same balances in one statement.
  const mixed = inputs.some((t) => !!t.pending !== !!inputs[0].pending)
  if (inputs.length >= BULK_MIN && !mixed && !(await anySeen(q, inputs)))
    return applyBulk(q, inputs, accounts, balance, pendingId)
  const out: Transfer[] = []

  for (const t of inputs) {
    const debit = accounts.get(t.debit)!
    const credit = accounts.get(t.credit)!
    const dBefore = balance.get(t.debit)!
    const cBefore = balance.get(t.credit)!
    const replay = () => replayOf(q, t, dBefore, cBefore)
    if (!debit.allow_negative && dBefore < t.amount) {
      // A replay of a transfer that went through answers as it did, even if the money has moved on.
      const prior = t.idempotencyKey ? await replay() : null
      if (!prior) throw new InsufficientFunds(t.debit, dBefore, t.amount)
      out.push(prior)
      continue
    }
    const dAfter = dBefore - t.amount
    const cAfter = cBefore + t.amount
    // One statement per leg: the transfer row (the unique index decides whether its key is new), its
    // two entries and both balances; when the key is not new, nothing else is written.
    const inserted = await q<{ id: string | number; created_at: Date | string }>(
      `WITH t AS (
         INSERT INTO ledger_transfers
           (kind, debit_account_id, credit_account_id, amount, pending, pending_id, idempotency_key, user_id, venue_code, ref, memo)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id, created_at
       ), e AS (
         INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_before, balance_after)
         SELECT t.id, v.account_id, v.amount, v.before, v.after
           FROM t, (VALUES ($2::bigint, -$4::bigint, $12::bigint, $13::bigint),
                           ($3::bigint, $4::bigint, $14::bigint, $15::bigint)) AS v(account_id, amount, before, after)
       ), u AS (
         UPDATE ledger_accounts AS a SET balance = v.balance
           FROM t, (VALUES ($2::bigint, $13::bigint), ($3::bigint, $15::bigint)) AS v(id, balance)
          WHERE a.id = v.id
       )
       SELECT id, created_at FROM t`,
      [
        t.kind,
        debit.id,
        credit.id,
        t.amount.toString(),
        !!t.pending,
        pendingId?.toString() ?? null,
        t.idempotencyKey ?? null,
        t.userId?.toString() ?? null,
        t.venueCode ?? null,
        t.ref ?? null,
        t.memo ?? '',
        dBefore.toString(),
        dAfter.toString(),
        cBefore.toString(),
        cAfter.toString(),
      ],
    )
    if (!inserted.length) {
      const prior = await replay()
      if (!prior) throw new LedgerError(`transfer with key ${t.idempotencyKey} neither written nor found`)
      out.push(prior)
      continue
    }
    balance.set(t.debit, dAfter)
    balance.set(t.credit, cAfter)
    out.push(written(t, inserted[0].id, inserted[0].created_at, dAfter, cAfter))
  }
  return out
}

const toTransfer = (
  e: Existing,
  replayed: boolean,
  debitBalance: bigint,
  creditBalance: bigint,
): Transfer => ({
  id: big(e.id),
  kind: e.kind,
  debit: e.debit,
  credit: e.credit,
  amount: big(e.amount),
  pending: e.pending,
  replayed,
  createdAt: new Date(e.created_at),
  debitBalance,
  creditBalance,
})

/** One posted transfer (or a hold when `pending`). */
export async function transfer(q: Query, input: TransferInput): Promise<Transfer> {
  checkInput(input)
  return timedLedger(1, async () => (await transferOne(q, input)) ?? (await applyMany(q, [input]))[0])
}

type OneRow = {
  found: string | number
  d_before: string | null
  c_before: string | null
  funded: boolean | null
  id: string | number | null
  created_at: Date | string | null
}

/**
 * The common case in one statement: lock both accounts (in id order, as lockAccounts does), check the
 * funds, write the transfer, its entries and both balances. Null when an account does not exist yet
 * (a system account is created on first use): transferMany handles that.
 */
async function transferOne(q: Query, t: TransferInput): Promise<Transfer | null> {
  const [row] = await q<OneRow>(
    `WITH a AS (
       SELECT id, code, balance, allow_negative FROM ledger_accounts
        WHERE code = ANY($1::text[]) ORDER BY id FOR NO KEY UPDATE
     ), d AS (SELECT * FROM a WHERE code = $2), c AS (SELECT * FROM a WHERE code = $3),
     t AS (
       INSERT INTO ledger_transfers
         (kind, debit_account_id, credit_account_id, amount, pending, pending_id, idempotency_key, user_id, venue_code, ref, memo)
       SELECT $4, d.id, c.id, $5::bigint, $6, NULL, $7, $8::bigint, $9, $10, $11 FROM d, c
        WHERE d.allow_negative OR d.balance >= $5::bigint
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id, created_at
     ), e AS (
       INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_before, balance_after)
       SELECT t.id, d.id, -$5::bigint, d.balance, d.balance - $5::bigint FROM t, d
       UNION ALL
       SELECT t.id, c.id, $5::bigint, c.balance, c.balance + $5::bigint FROM t, c
     ), u AS (
       UPDATE ledger_accounts AS x
          SET balance = CASE WHEN x.id = d.id THEN d.balance - $5::bigint ELSE c.balance + $5::bigint END
         FROM t, d, c WHERE x.id IN (d.id, c.id)
     )
     SELECT (SELECT count(*) FROM a) AS found, d.balance AS d_before, c.balance AS c_before,
            (d.allow_negative OR d.balance >= $5::bigint) AS funded, t.id, t.created_at
       FROM (SELECT 1) AS one LEFT JOIN d ON true LEFT JOIN c ON true LEFT JOIN t ON true`,
    [
      [t.debit, t.credit],
      t.debit,
      t.credit,
      t.kind,
      t.amount.toString(),
      !!t.pending,
      t.idempotencyKey ?? null,
      t.userId?.toString() ?? null,
      t.venueCode ?? null,
      t.ref ?? null,
      t.memo ?? '',
    ],
  )
  if (Number(row.found) < 2) return null
  const dBefore = big(row.d_before!)
  const cBefore = big(row.c_before!)
  if (row.id === null) {
    // Not written: either the key was seen before (a replay) or the funds are short.
    const prior = t.idempotencyKey ? await replayOf(q, t, dBefore, cBefore) : null
    if (prior) return prior
    if (!row.funded) throw new InsufficientFunds(t.debit, dBefore, t.amount)
    throw new LedgerError(`transfer with key ${t.idempotencyKey} neither written nor found`)
  }
  return written(t, row.id, row.created_at!, dBefore - t.amount, cBefore + t.amount)
}

/** Reserve money: moves it from `debit` to the hold account `credit` until posted or voided. */
