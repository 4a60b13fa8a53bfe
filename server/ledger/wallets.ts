// Player wallets: the central wallet and one per venue, and their balances.
import type { Query } from '../db/client'
import { acct, big } from './types'
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
