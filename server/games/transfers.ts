// Money between the central wallet and a partner's venue wallet (transfer mode), as an operator does it
// with an external provider (migration 0006 describes the table):
//   in:  one transaction writes the venue_transfers row and moves the money central -> venue wallet on
//        our ledger; then the partner is asked to credit it; a final refusal reverses the move;
//   out: the row is written; the partner is asked to debit its wallet; only its confirmation moves
//        the money venue wallet -> central on our ledger (after booking the partner's latest rounds, so
//        the venue wallet holds any winnings the money may come from).
// Without a final answer (timeout, 5xx) the row stays pending and nothing is guessed: the reconciler
// (settlePending) sends the same transfer id again until the partner says yes or no. Every step is
// idempotent (the row's unique request key, the ledger's idempotency keys, the partner's transfer
// ids), so a retried request or two reconcilers at once never move money twice.
import { randomBytes } from 'node:crypto'
import { centsToWire } from '../../core/money'
import type { Db } from '../db/client'
import { BizError } from '../errors'
import { centralBalance, InsufficientFunds } from '../ledger'
import { PARTNER } from '../sandbox/wallet'
import { intoVenue, outOfVenue } from '../wagering/kernel'
import {
  callPartner,
  PartnerUnavailable,
  partnerCents,
  partnerPlayer,
  partnerState,
  syncRounds,
  UNREACHABLE,
} from './partner'

type Row = {
  id: string
  user_id: string | number
  venue_code: string
  provider: string
  direction: 'in' | 'out'
  amount_cents: string | number
  state: 'pending' | 'done' | 'refused'
  partner_code: number | null
}
type Settled = { state: Row['state']; code: number | null }
export type PartnerMove = { userId: number; venue: string; provider: string; requestKey: string }

const COLS = 'id, user_id, venue_code, provider, direction, amount_cents, state, partner_code'

/** Write the transfer (and, for money in, take it from the central wallet), or find this request's. */
async function open(db: Db, m: PartnerMove, direction: Row['direction'], amount: bigint): Promise<Row> {
  return db.tx(async (q) => {
    const id = `VT${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase()
    const [row] = await q<Row>(
      `INSERT INTO venue_transfers (id, user_id, venue_code, provider, direction, amount_cents, request_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, request_key, venue_code, direction) DO NOTHING RETURNING ${COLS}`,
      [id, m.userId, m.venue, m.provider, direction, amount.toString(), m.requestKey],
    )
    if (!row) {
      const [prior] = await q<Row>(
        `SELECT ${COLS} FROM venue_transfers WHERE user_id = $1 AND request_key = $2 AND venue_code = $3 AND direction = $4`,
        [m.userId, m.requestKey, m.venue, direction],
      )
      return prior
    }
    // Money in passes the wager kernel (the protection gate for money into a venue); a refusal undoes
    // the whole transaction, the row too: nothing was asked of the partner.
    if (direction === 'in')
      await intoVenue(q, { userId: m.userId, venue: m.venue, amount, key: `vt:${row.id}`, ref: row.id })
    return row
  })
}

const note = (db: Db, id: string, error: string) =>
  db.query(
    'UPDATE venue_transfers SET attempts = attempts + 1, last_error = $2, updated_at = now() WHERE id = $1',
    [id, error.slice(0, 300)],
  )

/** Ask the partner (again) and apply its final answer; a pending row stays pending without one. */
export async function settle(db: Db, row: Row): Promise<Settled> {
  if (row.state !== 'pending') return { state: row.state, code: row.partner_code }
  const userId = Number(row.user_id)
  const amount = BigInt(row.amount_cents)
  const { merchant } = await partnerState(db.query, row.provider)
  const reply = await callPartner(row.provider, row.direction === 'in' ? 'deposit' : 'withdraw', {
    merchant,
    transfer_id: row.id,
    player: partnerPlayer(userId),
    venue: row.venue_code,
    amount: centsToWire(amount),
  })
  if (reply.outcome === 'unknown') {
    await note(db, row.id, reply.error)
    return { state: 'pending', code: null }
  }
  if (reply.outcome === 'ok' && row.direction === 'out') {
    // The money may come from winnings the partner settled since our last booking.
    await syncRounds(db, row.provider).catch(() => {})
  }
  try {
    return await db.tx(async (q): Promise<Settled> => {
      const [cur] = await q<Row>(`SELECT ${COLS} FROM venue_transfers WHERE id = $1 FOR UPDATE`, [row.id])
      if (cur.state !== 'pending') return { state: cur.state, code: cur.partner_code }
      // The venue wallet's money comes back to the central wallet: paid out, or a refused deposit returned.
      const backToCentral = (key: string, memo?: string) =>
        outOfVenue(q, { userId, venue: row.venue_code, amount, ref: row.id, memo, key })
      if (reply.outcome === 'ok') {
        if (row.direction === 'out') await backToCentral(`vt:${row.id}`)
        await q(
          `UPDATE venue_transfers SET state = 'done', attempts = attempts + 1, settled_at = now(), updated_at = now() WHERE id = $1`,
          [row.id],
        )
        return { state: 'done', code: null }
      }
      // Refused: the partner applied nothing. Money in goes back to the central wallet.
      if (row.direction === 'in')
        await backToCentral(`vt:${row.id}:reverse`, `refused by the venue (${reply.code})`)
      await q(
        `UPDATE venue_transfers SET state = 'refused', partner_code = $2, last_error = $3, attempts = attempts + 1,
           settled_at = now(), updated_at = now() WHERE id = $1`,
        [row.id, reply.code, reply.message.slice(0, 300)],
      )
      return { state: 'refused', code: reply.code }
    })
  } catch (e) {
    // Confirmed out, but our record of the venue wallet is short of it: some of the partner's rounds
    // are not booked yet. The transfer stays pending until they are (the reconciler books and retries).
    if (!(e instanceof InsufficientFunds)) throw e
    await note(db, row.id, 'confirmed by the partner; waiting for its rounds to be booked')
    return { state: 'pending', code: null }
  }
}

/** The player-facing outcome of a transfer: the central balance, or the refusal that explains it. */
async function outcome(db: Db, userId: number, s: Settled): Promise<bigint> {
  if (s.state === 'done') return centralBalance(db.query, userId)
  if (s.state === 'refused')
    throw s.code === PARTNER.insufficient
      ? new BizError(210, 'm.transferAboveBalance')
      : s.code === UNREACHABLE
        ? new BizError(209, 'm.venueUnavailable')
        : new BizError(209, 'm.venueRefused')
  throw new BizError(209, 'm.transferPending')
}

/** Central wallet -> partner wallet. Returns the central balance after. */
export async function depositToPartner(db: Db, m: PartnerMove, amount: bigint): Promise<bigint> {
  const row = await open(db, m, 'in', amount)
  return outcome(db, m.userId, await settle(db, row))
}

/** Partner wallet -> central wallet. Returns the central balance after. */
export async function withdrawFromPartner(db: Db, m: PartnerMove, amount: bigint): Promise<bigint> {
  const row = await open(db, m, 'out', amount)
  return outcome(db, m.userId, await settle(db, row))
}

/** The player's wallet at the partner (cents), after booking its latest rounds. */
export async function partnerBalance(db: Db, userId: number, venue: string, provider: string) {
  await syncRounds(db, provider).catch((e) => {
    // A partner that cannot give its journal will not give a balance either: do not wait twice.
    if (e instanceof PartnerUnavailable) throw e
  })
  const { merchant } = await partnerState(db.query, provider)
  const r = await callPartner(provider, 'balance', { merchant, player: partnerPlayer(userId), venue })
  const cents = r.outcome === 'ok' ? partnerCents(r.body.balance) : null
  if (cents === null) throw new PartnerUnavailable(provider, r.outcome === 'ok' ? 'bad balance' : r.outcome)
  return cents
}

/** Everything in the partner wallet back to the central wallet (0 when it is empty). Returns what moved. */
export async function recoverFromPartner(db: Db, m: PartnerMove): Promise<bigint> {
  // A retry of the same request carries on with the transfer it already wrote.
  const [prior] = await db.query<Row>(
    `SELECT ${COLS} FROM venue_transfers WHERE user_id = $1 AND request_key = $2 AND venue_code = $3 AND direction = 'out'`,
    [m.userId, m.requestKey, m.venue],
  )
  let row = prior
  if (!row) {
    const balance = await partnerBalance(db, m.userId, m.venue, m.provider)
    if (balance <= 0n) return 0n
    row = await open(db, m, 'out', balance)
  }
  const s = await settle(db, row)
  if (s.state === 'done') return BigInt(row.amount_cents)
  if (s.state === 'refused') return 0n
  throw new BizError(209, 'm.transferPending')
}

/** The console's retry of one open transfer (the reconciler's step, now); null when there is none. */
export async function settleById(db: Db, id: string): Promise<Settled | null> {
  const [row] = await db.query<Row>(`SELECT ${COLS} FROM venue_transfers WHERE id = $1`, [id])
  return row ? settle(db, row) : null
}

/** Reconciler: settle every transfer still pending after `olderThanMs`. */
export async function settlePending(db: Db, olderThanMs = 30_000, limit = 100) {
  const rows = await db.query<Row>(
    `SELECT ${COLS} FROM venue_transfers WHERE state = 'pending' AND updated_at < now() - make_interval(secs => $1)
     ORDER BY updated_at LIMIT ${limit}`,
    [olderThanMs / 1000],
  )
  const counts = { done: 0, refused: 0, pending: 0 }
  for (const row of rows) counts[(await settle(db, row)).state]++
  return counts
}
