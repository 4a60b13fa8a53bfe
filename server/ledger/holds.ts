// Holds (docs/money.md): money reserved from a wallet into a hold account until the hold is posted
// along its legs or voided back, exactly once (the primary key of ledger_pending_outcomes).
import type { Query } from '../db/client'
import { type Existing, transfer, transferMany } from './transfer'
import { big, HoldAlreadySettled, LedgerError, type Transfer, type TransferInput } from './types'
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
