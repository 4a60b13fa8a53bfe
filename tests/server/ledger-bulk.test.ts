// transferMany's set-based path (server/ledger/bulk.ts): from BULK_MIN legs without a replay among them
// the legs are written in one statement. It must leave exactly what the leg-by-leg path leaves: the
// same balances before and after on every entry, the same answers; a batch with a replayed key goes
// leg by leg; a shortfall anywhere writes nothing; and the ledger still balances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountBalance, acct, checkLedger, InsufficientFunds, transferMany } from '../../server/ledger'
import { BULK_MIN } from '../../server/ledger/bulk'
import { bankDeposit, openLedgerDb } from './ledger-kit'
import { makeUser, type TestDb } from './money-fixtures'

let db: TestDb
beforeAll(async () => {
  db = await openLedgerDb()
})
afterAll(async () => {
  await db.drop()
})

const fund = (uid: number, cents: bigint) => bankDeposit(db, uid, cents)

/** n payouts from the house to these players, round robin, amounts 1, 2, 3… yuan. */
const payouts = (players: number[], n: number, tag: string) =>
  Array.from({ length: n }, (_, i) => ({
    debit: acct.game('jdsport'),
    credit: acct.central(players[i % players.length]),
    amount: BigInt((i + 1) * 100),
    kind: 'win' as const,
    userId: players[i % players.length],
    venueCode: 'jdsport',
    ref: `${tag}-${i}`,
    idempotencyKey: `${tag}:${i}`,
  }))

describe('ledger bulk', () => {
  it('writes many new legs in one go with the balances the leg-by-leg path gives', async () => {
    const players = [await makeUser(db), await makeUser(db), await makeUser(db)]
    const legs = payouts(players, BULK_MIN * 3, `bulk-${Date.now()}`)
    const out = await db.tx((q) => transferMany(q, legs))
    expect(out).toHaveLength(legs.length)
    expect(new Set(out.map((t) => t.id)).size).toBe(legs.length)
    // Each player's running balance along their legs, in order.
    const running = new Map(players.map((p) => [p, 0n]))
    for (const [i, t] of out.entries()) {
      const p = players[i % players.length]
      running.set(p, running.get(p)! + legs[i].amount)
      expect(t.creditBalance).toBe(running.get(p))
      expect(t.replayed).toBe(false)
    }
    for (const p of players) expect(await accountBalance(db.query, acct.central(p))).toBe(running.get(p))
    // Every entry's before/after chain is continuous per account.
    const entries = await db.query<{
      account_id: string
      amount: string
      balance_before: string
      balance_after: string
    }>(
      `SELECT e.account_id, e.amount, e.balance_before, e.balance_after FROM ledger_entries e
         JOIN ledger_transfers t ON t.id = e.transfer_id WHERE t.idempotency_key LIKE $1 ORDER BY t.id, e.amount`,
      [`${legs[0].idempotencyKey?.split(':')[0]}:%`],
    )
    expect(entries).toHaveLength(legs.length * 2)
    for (const e of entries) expect(BigInt(e.balance_before) + BigInt(e.amount)).toBe(BigInt(e.balance_after))
    // The same batch again: every leg a replay, nothing moves.
    const again = await db.tx((q) => transferMany(q, legs))
    expect(again.every((t) => t.replayed)).toBe(true)
    for (const p of players) expect(await accountBalance(db.query, acct.central(p))).toBe(running.get(p))
    expect((await checkLedger(db.query)).ok).toBe(true)
  })

  it('a shortfall on any leg writes nothing', async () => {
    const a = await makeUser(db)
    const b = await makeUser(db)
    await fund(a, 1_000n)
    const legs = Array.from({ length: BULK_MIN + 4 }, (_, i) => ({
      debit: acct.central(a),
      credit: acct.central(b),
      amount: 100n,
      kind: 'adjustment' as const,
      userId: a,
      idempotencyKey: `short-${a}-${i}`,
    }))
    await expect(db.tx((q) => transferMany(q, legs))).rejects.toBeInstanceOf(InsufficientFunds)
    expect(await accountBalance(db.query, acct.central(a))).toBe(1_000n)
    expect(await accountBalance(db.query, acct.central(b))).toBe(0n)
  })
})
