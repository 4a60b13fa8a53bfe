// Wallet use cases: venue balances, transfers between the central wallet and a venue wallet, recover
// all, the transfer-mode switch, and the money settings (rates, fees, limits) every money service reads.
// Every venue-wallet move and venue balance goes through the venue's adapter (games/gateway.ts).
import { randomUUID } from 'node:crypto'
import { MONEY_DEFAULTS, type MoneySettings } from '../../core/content/money'
import type { Lang } from '../../core/i18n'
import { centsToWire } from '../../core/money'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { adapterFor } from '../games/gateway'
import { centralBalance, venueBalances } from '../ledger'

export const CENTRAL = 'userbalance'

export { MONEY_DEFAULTS, type MoneySettings }

export async function moneySettings(q: Query): Promise<MoneySettings> {
  const [row] = await q<{ value: unknown }>("SELECT value FROM settings WHERE key = 'money'")
  const v = (row?.value && typeof row.value === 'object' ? row.value : {}) as Partial<MoneySettings>
  return { ...MONEY_DEFAULTS, ...v }
}

type Venue = { code: string; name: string; state: number }

async function venue(q: Query, code: string): Promise<Venue> {
  const [v] = await q<Venue>('SELECT code, name, state FROM venues WHERE code = $1', [code])
  if (!v) throw new BizError(1000, 'v.platform')
  return v
}

/** Every venue wallet as our ledger records it (partner wallets: up to rounds not yet booked). */
export async function balanceList(q: Query, userId: number, lang: Lang = 'zh') {
  // The venue's English name where it has one (docs/content.md, "Language fallback").
  const english = new Map(
    lang === 'en'
      ? (
          await q<{ code: string; name_en: string }>(
            "SELECT code, name_en FROM venues WHERE btrim(name_en) <> ''",
          )
        ).map((v) => [v.code, v.name_en])
      : [],
  )
  return (await venueBalances(q, userId)).map((w) => ({
    platname: w.venue,
    name: english.get(w.venue) ?? w.name,
    balance: centsToWire(w.balance),
  }))
}

/** userapimoney: the venue's own answer, through its adapter (a partner is asked for its wallet). */
export async function venueBalance(db: Db, userId: number, code: string) {
  const v = await venue(db.query, code)
  return { balance: centsToWire(await adapterFor(v.code).balance(db, userId)) }
}

async function transferStatus(q: Query, userId: number) {
  const [u] = await q<{ transferstatus: number }>('SELECT transferstatus FROM users WHERE id = $1', [userId])
  return Number(u?.transferstatus ?? 0)
}

/**
 * One side must be the central wallet (`userbalance`), the other an open venue; the venue's adapter
 * moves the money. `requestKey` makes a retry of the same request move nothing more.
 */
export async function transfer(
  db: Db,
  userId: number,
  input: { amount: bigint; sourcetype: string; targettype: string },
  requestKey: string = randomUUID(),
) {
  const { sourcetype: src, targettype: dst } = input
  if (src === dst) throw new BizError(209, 'm.transferSame')
  if (src !== CENTRAL && dst !== CENTRAL) throw new BizError(209, 'm.transferBetweenVenues')
  const inward = src === CENTRAL
  const v = await venue(db.query, inward ? dst : src)
  if (v.state !== 1) throw new BizError(209, 'm.transferVenueClosed')
  if ((await transferStatus(db.query, userId)) === 1) throw new BizError(209, 'm.transferSeamless')
  const amount = input.amount
  // Money into a venue is money put at risk: the adapter moves it through the wager kernel, which
  // applies time-outs, session and loss limits in the move's transaction. Out is always allowed.
  const adapter = adapterFor(v.code)
  const central = inward
    ? await adapter.deposit(db, userId, amount, requestKey)
    : await adapter.withdraw(db, userId, amount, requestKey)
  return { balance: centsToWire(central) }
}

/**
 * Recover every venue wallet with money into the central wallet, each through its adapter. A venue
 * that cannot be recovered now (a partner down or not confirming) is counted in `failed`; the others
 * are recovered all the same.
 */
export async function transferAll(db: Db, userId: number, requestKey: string = randomUUID()) {
  // Our record is enough to pick the wallets: one at 0 here is at 0 at its partner too (nothing can be
  // staked from it); a partner's adapter reads the partner's own balance before it moves anything.
  const wallets = (await venueBalances(db.query, userId)).filter((w) => w.balance > 0n)
  let moved = 0n
  let done = 0
  let failed = 0
  for (const w of wallets) {
    try {
      const m = await adapterFor(w.venue).recover(db, userId, requestKey)
      moved += m
      if (m > 0n) done++
    } catch (e) {
      if (!(e instanceof BizError)) throw e
      failed++
    }
  }
  return { balance: centsToWire(await centralBalance(db.query, userId)), moved, done, failed }
}

export async function setTransferStatus(q: Query, userId: number, status: 0 | 1) {
  await q('UPDATE users SET transferstatus = $2, updated_at = now() WHERE id = $1', [userId, status])
}
