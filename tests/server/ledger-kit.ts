// The bench of the ledger module's suites (ledger.test.ts, ledger-bulk.test.ts): a database of the
// suite's own with the venues seeded, and money into a player's central wallet from the bank.
import { acct, transfer } from '../../server/ledger'
import { openTestDb, seedVenues, type TestDb } from './money-fixtures'

/** A database of the suite's own (dropped by the suite after its tests) with the venues. */
export async function openLedgerDb(): Promise<TestDb> {
  const db = await openTestDb()
  await seedVenues(db)
  return db
}

/** A deposit of `cents` from the bank's clearing account into the player's central wallet. */
export const bankDeposit = (db: TestDb, uid: number, cents: bigint) =>
  db.tx((q) =>
    transfer(q, {
      debit: acct.clearing('bank'),
      credit: acct.central(uid),
      amount: cents,
      kind: 'deposit',
      userId: uid,
    }),
  )
