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

export type PromoKind = 'redpacket' | 'rebate' | 'bonus' | 'adjustment'
export const PAY_CHANNELS = ['bank', 'wechat', 'alipay', 'usdt-trc20', 'usdt-erc20'] as const
export type PayChannel = (typeof PAY_CHANNELS)[number]

/** Account codes: the stable names the rest of the server uses. */
export const acct = {
  central: (userId: bigint | number) => `player:${userId}:central`,
  venue: (userId: bigint | number, venue: string) => `player:${userId}:venue:${venue}`,
  clearing: (channel: PayChannel) => `sys:clearing:${channel}`,
  withdrawalsPending: 'sys:withdrawals-pending',
  fees: 'sys:fees',
  promo: (kind: PromoKind) => `sys:promo:${kind}`,
  game: (venue: string) => `sys:game:${venue}`,
} as const

export class LedgerError extends Error {
  constructor(message: string) {
    super(message)
    this.name = new.target.name
  }
}
/** The debit account (a player wallet) does not hold enough. */
export class InsufficientFunds extends LedgerError {
  constructor(
    readonly account: string,
    readonly balance: bigint,
    readonly amount: bigint,
  ) {
    super(`insufficient funds in ${account}: ${balance} < ${amount}`)
  }
}
/** The idempotency key was already used for a different transfer. */
export class IdempotencyConflict extends LedgerError {}
/** A player account that ensurePlayerAccounts never created (or a venue that does not exist). */
export class UnknownAccount extends LedgerError {}
/** post/void of a hold that was already posted or voided. */
export class HoldAlreadySettled extends LedgerError {
  constructor(
    readonly pendingId: bigint,
    readonly outcome: 'posted' | 'voided',
  ) {
    super(`hold ${pendingId} already ${outcome}`)
  }
}

export type TransferInput = {
  debit: string
  credit: string
  amount: bigint
  kind: string
  userId?: bigint | number | null
  venueCode?: string | null
  ref?: string | null
  memo?: string
  idempotencyKey?: string | null
  /** A hold: reserved now, posted or voided later (exactly once). */
  pending?: boolean
}

export type Transfer = {
  id: bigint
  kind: string
  debit: string
  credit: string
  amount: bigint
  pending: boolean
  /** True when the idempotency key had been used for this same transfer: nothing moved now. */
  replayed: boolean
  createdAt: Date
  /** Balances after this transfer (of a replay: the balances now). */
  debitBalance: bigint
  creditBalance: bigint
}

type AccountRow = { id: string | number; code: string; balance: string | number; allow_negative: boolean }

export const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(String(v)))

const SYSTEM =
  /^sys:(clearing:(bank|wechat|alipay|usdt-trc20|usdt-erc20)|withdrawals-pending|fees|promo:(redpacket|rebate|bonus|adjustment)|game:[a-z0-9_-]{1,32})$/

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

type Existing = {
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

/** The answer for a transfer this call wrote. */
const written = (
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
export async function hold(q: Query, input: Omit<TransferInput, 'pending'>): Promise<Transfer> {
  return transfer(q, { ...input, pending: true })
}

type PendingRow = Existing & {
  user_id: string | number | null
  venue_code: string | null
  ref: string | null
}

async function claimOutcome(q: Query, pendingId: bigint, outcome: 'posted' | 'voided'): Promise<PendingRow> {
  const rows = await q<PendingRow>(
    `SELECT t.id, t.kind, d.code AS debit, c.code AS credit, t.amount, t.pending, t.created_at, t.user_id, t.venue_code, t.ref
     FROM ledger_transfers t JOIN ledger_accounts d ON d.id = t.debit_account_id JOIN ledger_accounts c ON c.id = t.credit_account_id
     WHERE t.id = $1`,
    [pendingId.toString()],
  )
  if (!rows.length || !rows[0].pending) throw new LedgerError(`transfer ${pendingId} is not a hold`)
  // The primary key makes the second settlement fail here, whatever the interleaving.
  const won = await q(
    'INSERT INTO ledger_pending_outcomes (pending_id, outcome) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING pending_id',
    [pendingId.toString(), outcome],
  )
  if (!won.length) {
    const prev = await q<{ outcome: 'posted' | 'voided' }>(
      'SELECT outcome FROM ledger_pending_outcomes WHERE pending_id = $1',
      [pendingId.toString()],
    )
    throw new HoldAlreadySettled(pendingId, prev[0]?.outcome ?? outcome)
  }
  return rows[0]
}

export type PostLeg = { credit: string; amount: bigint; kind: string; memo?: string }

/** Post a hold: the held amount leaves the hold account along `legs` (which must add up to it). */
export async function postPending(q: Query, pendingId: bigint, legs: PostLeg[]): Promise<Transfer[]> {
  const p = await claimOutcome(q, pendingId, 'posted')
  const total = legs.reduce((s, l) => s + l.amount, 0n)
  if (total !== big(p.amount)) throw new LedgerError(`legs add up to ${total}, the hold is ${p.amount}`)
  return transferMany(
    q,
    legs
      .filter((l) => l.amount > 0n)
      .map((l) => ({
        debit: p.credit,
        credit: l.credit,
        amount: l.amount,
        kind: l.kind,
        memo: l.memo,
        userId: p.user_id === null ? null : big(p.user_id),
        venueCode: p.venue_code,
        ref: p.ref,
      })),
    pendingId,
  )
}

/** Void a hold: the held amount goes back to where it came from. */
export async function voidPending(q: Query, pendingId: bigint, kind: string, memo = ''): Promise<Transfer> {
  const p = await claimOutcome(q, pendingId, 'voided')
  const [t] = await transferMany(
    q,
    [
      {
        debit: p.credit,
        credit: p.debit,
        amount: big(p.amount),
        kind,
        memo,
        userId: p.user_id === null ? null : big(p.user_id),
        venueCode: p.venue_code,
        ref: p.ref,
      },
    ],
    pendingId,
  )
  return t
}

// ---------------------------------------------------------------- player wallets

/** The central wallet and one wallet per venue. Idempotent; call at registration (and when venues are added). */
export async function ensurePlayerAccounts(q: Query, userId: bigint | number): Promise<void> {
  const uid = userId.toString()
  await q(
    `INSERT INTO ledger_accounts (code, kind, user_id, allow_negative)
     VALUES ('player:' || $1::text || ':central', 'central', $1::bigint, false)
     ON CONFLICT (code) DO NOTHING`,
    [uid],
  )
  await q(
    `INSERT INTO ledger_accounts (code, kind, user_id, venue_code, allow_negative)
     SELECT 'player:' || $1::text || ':venue:' || v.code, 'venue', $1::bigint, v.code, false FROM venues v
     ON CONFLICT (code) DO NOTHING`,
    [uid],
  )
}

/** Central wallet balance in cents (0 when the account does not exist yet). */
export async function centralBalance(q: Query, userId: bigint | number): Promise<bigint> {
  const rows = await q<{ balance: string | number }>('SELECT balance FROM ledger_accounts WHERE code = $1', [
    acct.central(userId),
  ])
  return rows.length ? big(rows[0].balance) : 0n
}

export type VenueWallet = { venue: string; name: string; category: string; sort: number; balance: bigint }

/** Every venue wallet of the player (enabled venues, in venue order), balance in cents. */
export async function venueBalances(q: Query, userId: bigint | number): Promise<VenueWallet[]> {
  const rows = await q<{
    code: string
    name: string
    category: string
    sort: number
    balance: string | number | null
  }>(
    `SELECT v.code, v.name, v.category, v.sort, a.balance
     FROM venues v LEFT JOIN ledger_accounts a ON a.code = 'player:' || $1::text || ':venue:' || v.code
     WHERE v.state = 1
     ORDER BY v.sort, v.code`,
    [userId.toString()],
  )
  return rows.map((r) => ({
    venue: r.code,
    name: r.name,
    category: r.category,
    sort: Number(r.sort),
    balance: big(r.balance),
  }))
}

/** The balance of any account by code (0 when it does not exist). */
export async function accountBalance(q: Query, code: string): Promise<bigint> {
  const rows = await q<{ balance: string | number }>('SELECT balance FROM ledger_accounts WHERE code = $1', [
    code,
  ])
  return rows.length ? big(rows[0].balance) : 0n
}

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
