// The ledger module on its own: balanced transfers, the no-negative rule under concurrency,
// idempotency by unique key, two-phase holds settled exactly once, immutability and the audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accountBalance,
  acct,
  centralBalance,
  checkLedger,
  HoldAlreadySettled,
  hold,
  IdempotencyConflict,
  InsufficientFunds,
  postPending,
  transfer,
  transferMany,
  UnknownAccount,
  venueBalances,
  voidPending,
} from '../../server/ledger'
import { bankDeposit, openLedgerDb } from './ledger-kit'
import { makeUser, type TestDb } from './money-fixtures'

let db: TestDb
beforeAll(async () => {
  db = await openLedgerDb()
})
afterAll(async () => {
  await db.drop()
})

const deposit = (uid: number, cents: bigint) => bankDeposit(db, uid, cents)

describe('ledger', () => {
  it('creates the central wallet and one wallet per venue, idempotently', async () => {
    const uid = await makeUser(db)
    const again = await db.query<{ n: string | number }>(
      'SELECT count(*)::int AS n FROM ledger_accounts WHERE user_id = $1',
      [uid],
    )
    expect(Number(again[0].n)).toBe(4)
    expect(await centralBalance(db.query, uid)).toBe(0n)
    const venues = await venueBalances(db.query, uid)
    expect(venues.map((v) => v.venue)).toEqual(['jdlive', 'jdsport', 'jdslot'])
    expect(venues.every((v) => v.balance === 0n)).toBe(true)
  })

  it('moves money with two entries carrying balance before and after', async () => {
    const uid = await makeUser(db)
    await deposit(uid, 10_000n)
    const t = await db.tx((q) =>
      transfer(q, {
        debit: acct.central(uid),
        credit: acct.venue(uid, 'jdlive'),
        amount: 2_550n,
        kind: 'transfer_in',
        userId: uid,
      }),
    )
    expect(t.debitBalance).toBe(7_450n)
    expect(t.creditBalance).toBe(2_550n)
    const entries = await db.query<{ amount: string; balance_before: string; balance_after: string }>(
      'SELECT amount::text, balance_before::text, balance_after::text FROM ledger_entries WHERE transfer_id = $1 ORDER BY amount',
      [t.id.toString()],
    )
    expect(entries).toEqual([
      { amount: '-2550', balance_before: '10000', balance_after: '7450' },
      { amount: '2550', balance_before: '0', balance_after: '2550' },
    ])
    expect((await venueBalances(db.query, uid)).find((v) => v.venue === 'jdlive')?.balance).toBe(2_550n)
  })

  it('refuses to take a player wallet below zero and moves nothing', async () => {
    const uid = await makeUser(db)
    await deposit(uid, 100n)
    await expect(
      db.tx((q) =>
        transfer(q, {
          debit: acct.central(uid),
          credit: acct.venue(uid, 'jdslot'),
          amount: 101n,
          kind: 'transfer_in',
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds)
    expect(await centralBalance(db.query, uid)).toBe(100n)
    expect(await accountBalance(db.query, acct.venue(uid, 'jdslot'))).toBe(0n)
  })

  it('refuses non-positive amounts, same-account transfers and unknown accounts', async () => {
    const uid = await makeUser(db)
    const bad = [
      { debit: acct.central(uid), credit: acct.venue(uid, 'jdlive'), amount: 0n, kind: 'x' },
      { debit: acct.central(uid), credit: acct.venue(uid, 'jdlive'), amount: -5n, kind: 'x' },
      { debit: acct.central(uid), credit: acct.central(uid), amount: 5n, kind: 'x' },
    ]
    for (const b of bad) await expect(db.tx((q) => transfer(q, b))).rejects.toThrow()
    await expect(
      db.tx((q) =>
        transfer(q, { debit: acct.clearing('bank'), credit: acct.central(999_999), amount: 5n, kind: 'x' }),
      ),
    ).rejects.toBeInstanceOf(UnknownAccount)
    await expect(
      db.tx((q) => transfer(q, { debit: 'sys:nonsense', credit: acct.central(uid), amount: 5n, kind: 'x' })),
    ).rejects.toBeInstanceOf(UnknownAccount)
  })

  it('replays a key with the same transfer and refuses it with another', async () => {
    const uid = await makeUser(db)
    const key = `dep-${uid}`
    const input = {
      debit: acct.clearing('bank'),
      credit: acct.central(uid),
      amount: 500n,
      kind: 'deposit',
      idempotencyKey: key,
    }
    const first = await db.tx((q) => transfer(q, input))
    const second = await db.tx((q) => transfer(q, input))
    expect(first.replayed).toBe(false)
    expect(second.replayed).toBe(true)
    expect(second.id).toBe(first.id)
    expect(await centralBalance(db.query, uid)).toBe(500n)
    await expect(db.tx((q) => transfer(q, { ...input, amount: 501n }))).rejects.toBeInstanceOf(
      IdempotencyConflict,
    )
    // Parallel replays of one key: still exactly one movement.
    const key2 = `dep2-${uid}`
    await Promise.allSettled(
      Array.from({ length: 10 }, () => db.tx((q) => transfer(q, { ...input, idempotencyKey: key2 }))),
    )
    expect(await centralBalance(db.query, uid)).toBe(1000n)
  })

  it('settles a hold exactly once: post moves it on, void gives it back, a second settlement is refused', async () => {
    const uid = await makeUser(db)
    await deposit(uid, 10_000n)
    const h1 = await db.tx((q) =>
      hold(q, {
        debit: acct.central(uid),
        credit: acct.withdrawalsPending,
        amount: 4_000n,
        kind: 'withdrawal_hold',
        userId: uid,
      }),
    )
    expect(await centralBalance(db.query, uid)).toBe(6_000n)
    await db.tx((q) =>
      postPending(q, h1.id, [
        { credit: acct.clearing('usdt-trc20'), amount: 3_280n, kind: 'withdrawal_post' },
        { credit: acct.fees, amount: 720n, kind: 'withdrawal_fee' },
      ]),
    )
    await expect(db.tx((q) => voidPending(q, h1.id, 'withdrawal_void'))).rejects.toBeInstanceOf(
      HoldAlreadySettled,
    )
    await expect(
      db.tx((q) => postPending(q, h1.id, [{ credit: acct.fees, amount: 4_000n, kind: 'x' }])),
    ).rejects.toBeInstanceOf(HoldAlreadySettled)
    expect(await centralBalance(db.query, uid)).toBe(6_000n)

    const h2 = await db.tx((q) =>
      hold(q, {
        debit: acct.central(uid),
        credit: acct.withdrawalsPending,
        amount: 1_000n,
        kind: 'withdrawal_hold',
        userId: uid,
      }),
    )
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        db.tx<unknown>((q) =>
          i % 2
            ? voidPending(q, h2.id, 'withdrawal_void')
            : postPending(q, h2.id, [
                { credit: acct.clearing('bank'), amount: 1_000n, kind: 'withdrawal_post' },
              ]),
        ),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const bal = await centralBalance(db.query, uid)
    expect([5_000n, 6_000n]).toContain(bal)
  })

  it('never lets 50 parallel withdrawals of the whole balance take more than it holds', async () => {
    const uid = await makeUser(db)
    await deposit(uid, 7_777n)
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        db.tx((q) =>
          hold(q, {
            debit: acct.central(uid),
            credit: acct.withdrawalsPending,
            amount: 7_777n,
            kind: 'withdrawal_hold',
          }),
        ),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .every((r) => (r as PromiseRejectedResult).reason instanceof InsufficientFunds),
    ).toBe(true)
    expect(await centralBalance(db.query, uid)).toBe(0n)
  })

  it('does not deadlock when transfers cross between the same accounts in both directions', async () => {
    const a = await makeUser(db)
    await deposit(a, 100_000n)
    await db.tx((q) =>
      transfer(q, {
        debit: acct.central(a),
        credit: acct.venue(a, 'jdlive'),
        amount: 50_000n,
        kind: 'transfer_in',
      }),
    )
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.tx((q) =>
          i % 2
            ? transfer(q, {
                debit: acct.central(a),
                credit: acct.venue(a, 'jdlive'),
                amount: 100n,
                kind: 'transfer_in',
              })
            : transfer(q, {
                debit: acct.venue(a, 'jdlive'),
                credit: acct.central(a),
                amount: 100n,
                kind: 'transfer_out',
              }),
        ),
      ),
    )
    expect(await centralBalance(db.query, a)).toBe(50_000n)
  })

  it('applies a batch atomically: one failing leg moves nothing', async () => {
    const uid = await makeUser(db)
    await deposit(uid, 1_000n)
    await expect(
      db.tx((q) =>
        transferMany(q, [
          { debit: acct.central(uid), credit: acct.venue(uid, 'jdlive'), amount: 600n, kind: 'transfer_in' },
          { debit: acct.central(uid), credit: acct.venue(uid, 'jdsport'), amount: 600n, kind: 'transfer_in' },
        ]),
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds)
    expect(await centralBalance(db.query, uid)).toBe(1_000n)
  })

  it('keeps transfers and entries immutable', async () => {
    await expect(db.query('UPDATE ledger_transfers SET amount = amount + 1')).rejects.toThrow(/immutable/)
    await expect(db.query('DELETE FROM ledger_entries')).rejects.toThrow(/immutable/)
  })

  it('the audit is clean: every currency sums to zero, every balance equals its entries', async () => {
    const report = await checkLedger(db.query)
    expect(report.conservation).toEqual([{ currency: 'CNY', sum: 0n }])
    expect(report.mismatched).toEqual([])
    expect(report.unbalanced).toEqual([])
    expect(report.ok).toBe(true)
  })

  it('the audit notices a balance tampered with outside the ledger', async () => {
    const uid = await makeUser(db)
    await deposit(uid, 300n)
    await db.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE code = $1', [acct.central(uid)])
    const report = await checkLedger(db.query)
    expect(report.ok).toBe(false)
    expect(report.mismatched.map((m) => m.code)).toEqual([acct.central(uid)])
    expect(report.conservation[0].sum).toBe(1n)
    await db.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE code = $1', [acct.central(uid)])
    expect((await checkLedger(db.query)).ok).toBe(true)
  })
})
