// Wallet use cases: venue balances, transfers between the central wallet and a venue wallet, recover
// all, the transfer-mode switch, and the money settings (rates, fees, limits) every money service reads.
import { centsToMoney } from '../../src/api/contract'
import type { Query } from '../db/client'
import { adapterFor } from '../games/gateway'
import { BizError } from '../http/route'
import { acct, InsufficientFunds, transfer as ledgerTransfer, transferMany, venueBalances } from '../ledger'

export const CENTRAL = 'userbalance'

/** Operator money settings (settings row 'money'); every field has a safe default. */
export type MoneySettings = {
  usdt_rate: string
  withdraw_usdt_rate: string
  withdraw_fee_trc20: string
  withdraw_fee_erc20: string
  withdraw_min: string
  withdraw_max: string
  daily_withdraw_times: number
  withdraw_begin: string
  withdraw_end: string
  /** Wagering multiple of deposits before a withdrawal (bounded at 10x). */
  withdraw_multiple: string
  /** Minutes a non-bank deposit order stays open for payment. */
  deposit_window_minutes: number
}

export const MONEY_DEFAULTS: MoneySettings = {
  usdt_rate: '7.20',
  withdraw_usdt_rate: '7.10',
  withdraw_fee_trc20: '1.00',
  withdraw_fee_erc20: '5.00',
  withdraw_min: '100.00',
  withdraw_max: '50000.00',
  daily_withdraw_times: 5,
  withdraw_begin: '00:00:00',
  withdraw_end: '23:59:59',
  withdraw_multiple: '1.00',
  deposit_window_minutes: 60,
}

export async function moneySettings(q: Query): Promise<MoneySettings> {
  const [row] = await q<{ value: unknown }>("SELECT value FROM settings WHERE key = 'money'")
  const v = (row?.value && typeof row.value === 'object' ? row.value : {}) as Partial<MoneySettings>
  return { ...MONEY_DEFAULTS, ...v }
}

/** "7.20" -> 7_200_000 (micro units); the only parser of decimal setting strings. */
export const toMicros = (s: string) => {
  const [i, f = ''] = s.split('.')
  return BigInt(i || '0') * 1_000_000n + BigInt(`${f}000000`.slice(0, 6))
}
export const toCents = (s: string) => toMicros(s) / 10_000n
/** A wire amount (number with at most 2 decimals, already validated) in cents. */
export const amountCents = (n: number) => BigInt(Math.round(n * 100))

type Venue = { code: string; name: string; state: number }

async function venue(q: Query, code: string): Promise<Venue> {
  const [v] = await q<Venue>('SELECT code, name, state FROM venues WHERE code = $1', [code])
  if (!v) throw new BizError(1000, 'v.platform')
  return v
}

export async function balanceList(q: Query, userId: number) {
  return (await venueBalances(q, userId)).map((w) => ({
    platname: w.venue,
    name: w.name,
    balance: centsToMoney(w.balance),
  }))
}

export async function venueBalance(q: Query, userId: number, code: string) {
  const v = await venue(q, code)
  const [row] = await q<{ balance: string | number }>('SELECT balance FROM ledger_accounts WHERE code = $1', [
    acct.venue(userId, v.code),
  ])
  return { balance: centsToMoney(BigInt(row?.balance ?? 0)) }
}

async function transferStatus(q: Query, userId: number) {
  const [u] = await q<{ transferstatus: number }>('SELECT transferstatus FROM users WHERE id = $1', [userId])
  return Number(u?.transferstatus ?? 0)
}

/** One side must be the central wallet (`userbalance`), the other an open venue. */
export async function transfer(
  q: Query,
  userId: number,
  input: { amount: number; sourcetype: string; targettype: string },
) {
  const { sourcetype: src, targettype: dst } = input
  if (src === dst) throw new BizError(209, 'm.transferSame')
  if (src !== CENTRAL && dst !== CENTRAL) throw new BizError(209, 'm.transferBetweenVenues')
  const inward = src === CENTRAL
  const v = await venue(q, inward ? dst : src)
  if (v.state !== 1) throw new BizError(209, 'm.transferVenueClosed')
  if ((await transferStatus(q, userId)) === 1) throw new BizError(209, 'm.transferSeamless')
  const amount = amountCents(input.amount)
  const central = acct.central(userId)
  const wallet = acct.venue(userId, v.code)
  try {
    const t = await ledgerTransfer(q, {
      debit: inward ? central : wallet,
      credit: inward ? wallet : central,
      amount,
      kind: inward ? 'transfer_in' : 'transfer_out',
      userId,
      venueCode: v.code,
    })
    // The venue's adapter confirms the move inside this transaction (a partner's refusal rolls it back).
    await adapterFor(v.code).onTransfer(q, userId, inward ? amount : -amount)
    return { balance: centsToMoney(inward ? t.debitBalance : t.creditBalance) }
  } catch (e) {
    if (e instanceof InsufficientFunds) throw new BizError(210, 'm.transferAboveBalance')
    throw e
  }
}

/** Recover every venue wallet with a positive balance into the central wallet, atomically. */
export async function transferAll(q: Query, userId: number) {
  const wallets = (await venueBalances(q, userId)).filter((w) => w.balance > 0n)
  const central = acct.central(userId)
  if (!wallets.length) {
    const [row] = await q<{ balance: string | number }>(
      'SELECT balance FROM ledger_accounts WHERE code = $1',
      [central],
    )
    return { balance: centsToMoney(BigInt(row?.balance ?? 0)), moved: 0n }
  }
  // Lock first, then read the balances we move: a concurrent bet or transfer cannot slip in between.
  await q('SELECT id FROM ledger_accounts WHERE user_id = $1 ORDER BY id FOR NO KEY UPDATE', [userId])
  const locked = await q<{ code: string; venue_code: string; balance: string | number }>(
    "SELECT code, venue_code, balance FROM ledger_accounts WHERE user_id = $1 AND kind = 'venue' AND balance > 0",
    [userId],
  )
  if (!locked.length) return transferAll(q, userId)
  const done = await transferMany(
    q,
    locked.map((w) => ({
      debit: w.code,
      credit: central,
      amount: BigInt(w.balance),
      kind: 'transfer_out',
      userId,
      venueCode: w.venue_code,
      memo: 'transall',
    })),
  )
  const moved = done.reduce((s, t) => s + t.amount, 0n)
  return { balance: centsToMoney(done[done.length - 1].creditBalance), moved }
}

export async function setTransferStatus(q: Query, userId: number, status: 0 | 1) {
  await q('UPDATE users SET transferstatus = $2, updated_at = now() WHERE id = $1', [userId, status])
}
