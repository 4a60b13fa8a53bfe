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

/**
 * The account of one bonus grant (a `bonus` wagering requirement), opened when the bonus is paid. A
 * player account: it never goes negative. Idempotent.
 */
export async function openBonusAccount(q: Query, userId: bigint | number, grantId: bigint | number) {
  await q(
    `INSERT INTO ledger_accounts (code, kind, user_id, requirement_id, allow_negative)
     VALUES ($1, 'bonus', $2::bigint, $3::bigint, false)
     ON CONFLICT (code) DO NOTHING`,
    [acct.bonus(userId, grantId), userId.toString(), grantId.toString()],
  )
  return acct.bonus(userId, grantId)
}

/** Central wallet balance in cents (0 when the account does not exist yet). */
export async function centralBalance(q: Query, userId: bigint | number): Promise<bigint> {
  const rows = await q<{ balance: string | number }>('SELECT balance FROM ledger_accounts WHERE code = $1', [
    acct.central(userId),
  ])
  return rows.length ? big(rows[0].balance) : 0n
}

/**
 * The player's money in the central wallet and the bonus grants' accounts, apart (cents): `cash` is the
 * central wallet, `bonus` what the grants still hold (docs/promotions.md, "Bonus accounts").
 */
export async function cashAndBonus(q: Query, userId: bigint | number) {
  const [r] = await q<{ cash: string; bonus: string }>(
    `SELECT coalesce(sum(balance) FILTER (WHERE kind = 'central'), 0)::text AS cash,
            coalesce(sum(balance) FILTER (WHERE kind = 'bonus'), 0)::text AS bonus
       FROM ledger_accounts WHERE user_id = $1 AND kind IN ('central', 'bonus')`,
    [userId.toString()],
  )
  return { cash: big(r.cash), bonus: big(r.bonus) }
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
