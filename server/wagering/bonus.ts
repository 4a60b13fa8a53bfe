// Bonus money kept apart (docs/promotions.md, "Bonus accounts"; docs/wagering.md, "Cash first, then
// bonus"). Each bonus grant (a `bonus` wagering requirement) holds its money in a ledger account of its
// own, player:<uid>:bonus:<grant>; the central wallet is cash only. A stake takes the wallet's cash
// first and the rest from the active grants, oldest first; what a stake's bonus part wins goes back to
// its grant; a grant whose requirement is met is released to the central wallet (`bonus_release`), a
// forfeited one goes back to the promotions account it came from (`bonus_forfeit`). Everything here
// runs in the caller's transaction and moves money through the ledger only.
import type { Query } from '../db/client'
import {
  acct,
  centralBalance,
  openBonusAccount,
  type PromoKind,
  type TransferInput,
  transfer,
} from '../ledger'

/** The promotions account a grant was paid from, by its requirement's source. */
export const PROMO_OF_SOURCE: Record<string, PromoKind> = {
  'first-deposit': 'first-deposit',
  'deposit-bonus': 'deposit-bonus',
  activity: 'bonus',
  'vip-upgrade': 'vip',
  birthday: 'birthday',
  'monthly-redpacket': 'redpacket',
  redpacket: 'redpacket',
}

/**
 * Put a grant's bonus in its own account: opens player:<uid>:bonus:<grant> and moves `amount` into it
 * from `from` (the promotions account paying it), exactly once under `key`.
 */
export async function fundGrant(
  q: Query,
  g: {
    userId: number
    grantId: number
    amount: bigint
    from: string
    key: string
    ref: string
    memo?: string
  },
) {
  const account = await openBonusAccount(q, g.userId, g.grantId)
  return transfer(q, {
    debit: g.from,
    credit: account,
    amount: g.amount,
    kind: 'bonus',
    userId: g.userId,
    ref: g.ref,
    memo: g.memo,
    idempotencyKey: g.key,
  })
}

export type BonusPart = { grantId: number; account: string; amount: bigint }

/**
 * How a stake of `amount` is paid: all the cash `wallet` holds, then the player's active grants that
 * hold money, oldest first. Null when cash and bonus together fall short. Read without locks: the
 * ledger locks every account of the stake in its one sorted statement and checks each again, so a
 * grant drained meanwhile (a forfeit) refuses the stake instead of overdrawing.
 */
export async function planStake(q: Query, userId: number, wallet: string, amount: bigint) {
  const rows = await q<{ id: string | number | null; code: string; balance: string }>(
    `SELECT NULL AS id, code, balance::text AS balance FROM ledger_accounts WHERE code = $2
     UNION ALL
     (SELECT r.id, a.code, a.balance::text FROM wagering_requirements r JOIN ledger_accounts a ON a.requirement_id = r.id
       WHERE r.user_id = $1 AND r.kind = 'bonus' AND r.state = 'active' AND a.balance > 0
       ORDER BY r.created_at, r.id)`,
    [userId, wallet],
  )
  const cashRow = rows.find((r) => r.id === null)
  const cashHeld = cashRow ? BigInt(cashRow.balance) : 0n
  const cash = cashHeld < amount ? cashHeld : amount
  let left = amount - cash
  const parts: BonusPart[] = []
  for (const r of rows) {
    if (r.id === null || left === 0n) continue
    const have = BigInt(r.balance)
    const take = have < left ? have : left
    parts.push({ grantId: Number(r.id), account: r.code, amount: take })
    left -= take
  }
  return left > 0n ? null : { cash, cashBefore: cashHeld, parts }
}

/** Record a stake's bonus parts (the round row's bonus_cents is summed from them, migration 0024). */
export async function recordParts(
  q: Query,
  s: { userId: number; venue: string; ref: string; stake: bigint; parts: readonly BonusPart[] },
) {
  if (!s.parts.length) return
  await q(
    `INSERT INTO wager_bonus_stakes (venue_code, ref, requirement_id, user_id, stake_cents, bonus_cents)
     SELECT $1, $2, unnest($3::bigint[]), $4, $5, unnest($6::bigint[])`,
    [
      s.venue,
      s.ref,
      s.parts.map((p) => String(p.grantId)),
      s.userId,
      s.stake.toString(),
      s.parts.map((p) => p.amount.toString()),
    ],
  )
}

/**
 * A payout's split: each grant gets payout × its part / stake, rounded down to the cent; the cash
 * wallet gets the rest (so the odd cents of rounding are the player's cash). A refund (payout = stake)
 * gives every grant back exactly its part.
 */
export function splitPayout(payout: bigint, stake: bigint, parts: readonly { amount: bigint }[]) {
  const shares = parts.map((p) => (stake > 0n ? (payout * p.amount) / stake : 0n))
  const cash = payout - shares.reduce((s, x) => s + x, 0n)
  return { cash, shares }
}

export type GrantState = 'active' | 'met' | 'forfeited'
export type StakedPart = BonusPart & { stake: bigint; state: GrantState; source: string }

/** The bonus parts of staked rounds, by `venue\nref` (only refs staked with bonus appear). */
export async function partsOf(q: Query, refs: readonly { venue: string; ref: string }[]) {
  const out = new Map<string, StakedPart[]>()
  if (!refs.length) return out
  const rows = await q<{
    venue_code: string
    ref: string
    requirement_id: string | number
    user_id: string | number
    stake_cents: string
    bonus_cents: string
    state: GrantState
    source: string
  }>(
    `SELECT s.venue_code, s.ref, s.requirement_id, s.user_id, s.stake_cents::text, s.bonus_cents::text, r.state, r.source
       FROM wager_bonus_stakes s JOIN wagering_requirements r ON r.id = s.requirement_id
       JOIN (SELECT unnest($1::text[]) AS venue_code, unnest($2::text[]) AS ref) v
         ON v.venue_code = s.venue_code AND v.ref = s.ref
      ORDER BY s.venue_code, s.ref, r.created_at, r.id`,
    [refs.map((r) => r.venue), refs.map((r) => r.ref)],
  )
  for (const r of rows) {
    const k = `${r.venue_code}\n${r.ref}`
    const list = out.get(k) ?? []
    list.push({
      grantId: Number(r.requirement_id),
      account: acct.bonus(Number(r.user_id), Number(r.requirement_id)),
      amount: BigInt(r.bonus_cents),
      stake: BigInt(r.stake_cents),
      state: r.state,
      source: r.source,
    })
    out.set(k, list)
  }
  return out
}

/**
 * The legs that pay a staked round's result: the cash share to the wallet (under `key`, the round's
 * exactly-once key), each grant's share to its account (under `<key>:bonus:<grant>`), and, for a grant
 * no longer active, its share passed straight on: to the central wallet if its requirement was met
 * meanwhile, back to the promotions account if it was forfeited. The cash leg comes first.
 */
export function payoutLegs(
  p: {
    userId: number
    venue: string
    wallet: string
    house: string
    amount: bigint
    ref: string
    key?: string | null
    kind: string
  },
  parts: readonly StakedPart[],
): { cashLeg: TransferInput | null; legs: TransferInput[] } {
  const { cash, shares } = splitPayout(p.amount, parts[0].stake, parts)
  const base = { userId: p.userId, venueCode: p.venue, ref: p.ref }
  const cashLeg: TransferInput | null =
    cash > 0n
      ? {
          ...base,
          debit: p.house,
          credit: p.wallet,
          amount: cash,
          kind: p.kind,
          idempotencyKey: p.key ?? null,
        }
      : null
  const legs: TransferInput[] = cashLeg ? [cashLeg] : []
  parts.forEach((part, i) => {
    const amount = shares[i]
    if (amount <= 0n) return
    const sub = (tag: string) => (p.key ? `${p.key}:${tag}:${part.grantId}` : null)
    legs.push({
      ...base,
      debit: p.house,
      credit: part.account,
      amount,
      kind: p.kind,
      idempotencyKey: sub('bonus'),
    })
    if (part.state === 'met')
      legs.push({
        ...base,
        debit: part.account,
        credit: acct.central(p.userId),
        amount,
        kind: 'bonus_release',
        idempotencyKey: sub('release'),
      })
    if (part.state === 'forfeited')
      legs.push({
        ...base,
        debit: part.account,
        credit: acct.promo(PROMO_OF_SOURCE[part.source] ?? 'bonus'),
        amount,
        kind: 'bonus_forfeit',
        idempotencyKey: sub('forfeit'),
      })
  })
  return { cashLeg, legs }
}

/**
 * Release grants whose requirement was just met: each account's whole balance moves to the central
 * wallet, where it is cash (kind `bonus_release`, once per grant).
 */
export async function releaseGrants(q: Query, grantIds: readonly number[]) {
  if (!grantIds.length) return 0n
  const rows = await q<{
    code: string
    user_id: string | number
    requirement_id: string | number
    balance: string
  }>(
    `SELECT code, user_id, requirement_id, balance::text AS balance FROM ledger_accounts
      WHERE requirement_id = ANY($1::bigint[]) AND balance > 0 ORDER BY id`,
    [grantIds.map(String)],
  )
  let released = 0n
  for (const r of rows) {
    await transfer(q, {
      debit: r.code,
      credit: acct.central(Number(r.user_id)),
      amount: BigInt(r.balance),
      kind: 'bonus_release',
      userId: Number(r.user_id),
      ref: `wagering:${r.requirement_id}`,
      idempotencyKey: `bonus-release:${r.requirement_id}`,
    })
    released += BigInt(r.balance)
  }
  return released
}

type ClosedGrant = { id: string | number; source: string; bonus_cents: string }

/**
 * Forfeit grants already marked forfeited: each account's whole balance goes back to the promotions
 * account it was paid from. A grant paid before migration 0024 has no account: its bonus is taken back
 * from the central wallet, as much as the wallet still holds. Returns the cents taken back.
 */
export async function forfeitGrants(
  q: Query,
  userId: number,
  grants: readonly ClosedGrant[],
  reason: string,
) {
  if (!grants.length) return 0n
  const accounts = new Map(
    (
      await q<{ requirement_id: string | number; code: string; balance: string }>(
        'SELECT requirement_id, code, balance::text AS balance FROM ledger_accounts WHERE requirement_id = ANY($1::bigint[])',
        [grants.map((g) => String(g.id))],
      )
    ).map((a) => [Number(a.requirement_id), a]),
  )
  let central: bigint | null = null
  let taken = 0n
  for (const g of grants) {
    const a = accounts.get(Number(g.id))
    let amount: bigint
    if (a) amount = BigInt(a.balance)
    else {
      central ??= await centralBalance(q, userId)
      const want = BigInt(g.bonus_cents)
      amount = want < central ? want : central
      central -= amount
    }
    if (amount <= 0n) continue
    await transfer(q, {
      debit: a ? a.code : acct.central(userId),
      credit: acct.promo(PROMO_OF_SOURCE[g.source] ?? 'bonus'),
      amount,
      kind: 'bonus_forfeit',
      userId,
      ref: `wagering:${g.id}`,
      memo: reason.slice(0, 120),
      idempotencyKey: `bonus-forfeit:${g.id}`,
    })
    taken += amount
  }
  return taken
}

/**
 * The player's bonus money: what the active grants' accounts hold, plus what forfeiting the grants
 * without an account would take from the central wallet. `cash` is what a withdrawal can take.
 */
export async function bonusTotals(q: Query, userId: number) {
  const [r] = await q<{ held: string; legacy: string; central: string }>(
    `SELECT coalesce(sum(a.balance) FILTER (WHERE a.id IS NOT NULL), 0)::text AS held,
            coalesce(sum(w.bonus_cents) FILTER (WHERE a.id IS NULL), 0)::text AS legacy,
            (SELECT coalesce(max(balance), 0) FROM ledger_accounts WHERE code = $2)::text AS central
       FROM wagering_requirements w LEFT JOIN ledger_accounts a ON a.requirement_id = w.id
      WHERE w.user_id = $1 AND w.kind = 'bonus' AND w.state = 'active'`,
    [userId, acct.central(userId)],
  )
  const central = BigInt(r.central)
  const legacy = BigInt(r.legacy) < central ? BigInt(r.legacy) : central
  return { bonus: BigInt(r.held) + legacy, cash: central - legacy }
}

/**
 * SQL for the bonus a game answer counts beside the wallet whose code is the SQL expression `wallet`:
 * when it is the player's central wallet, what the player's bonus grants' accounts hold, so that a
 * game's balance is cash + bonus as /api/balance and /api/user answer it (ledger/wallets.ts,
 * cashAndBonus). A venue wallet in transfer mode counts nothing: it holds cash moved there from the
 * central wallet, and bonus stays in the grants' accounts beside the central wallet. An expression so
 * that a statement the game runs anyway (reading its round back) answers it without another query.
 */
export const heldBonusSql = (wallet: string) =>
  `(SELECT coalesce(sum(b.balance), 0) FROM ledger_accounts w
     JOIN ledger_accounts b ON b.user_id = w.user_id AND b.kind = 'bonus'
    WHERE w.code = ${wallet} AND w.kind = 'central')`

/** The balance a game answers for `wallet` (cents): its cash, plus the bonus beside it (heldBonusSql). */
export async function playBalance(q: Query, wallet: string): Promise<bigint> {
  const [row] = await q<{ balance: string }>(
    `SELECT (balance + ${heldBonusSql('$1')})::text AS balance FROM ledger_accounts WHERE code = $1`,
    [wallet],
  )
  return BigInt(row?.balance ?? 0)
}
