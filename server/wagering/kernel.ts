// The wager kernel (docs/wagering.md): the only code that takes a stake and pays a result. A game
// supplies its outcome and payout; the kernel, inside the caller's transaction, checks that the venue
// is open, that the player may play (account status, the protection gate: time-out, self-exclusion,
// limits, a due reality check, a missing date of birth), serialises the player's stakes, moves the
// money through the ledger between the wallet the player plays from and the player's house shard of
// the venue, and books the valid turnover (VIP total and wagering requirements).
// Rounds that settle later (a baccarat hand, a fast-3 draw, a partner's round) stake now through
// `stake` and are paid through `settle`, whose ledger keys make each payout happen exactly once.
// Money into a venue wallet (`intoVenue`) is a stake path too: it passes the same gate.
// No game moves money itself: a Biome rule refuses the ledger's transfer functions under
// server/games/ (tests/floors).
import { clock } from '../clock'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { houseByKey, houseFor } from '../games/house'
import { venueKind } from '../games/venues'
import { acct, InsufficientFunds, type Transfer, type TransferInput, transfer, transferMany } from '../ledger'
import { guard } from '../protection/gate'
import { partsOf, payoutLegs, planStake, recordParts } from './bonus'
import { applyTurnovers, bookValid } from './requirements'

/**
 * Every way a stake is taken, one entry per game or money path. The refusal matrix
 * (tests/server/wager-matrix.test.ts) enumerates this list: a path without a row there fails it.
 */
export const STAKE_PATHS = [
  'slot',
  'sicbo',
  'bullbull',
  'zhajinhua',
  'erbagang',
  'qiangzhuang',
  'fast3',
  'ssc',
  'pk10',
  'sangong',
  'roulette',
  'baccarat',
  'dragontiger',
  'seamless',
  'sportsbook',
  'transferIn',
] as const
export type StakePath = (typeof STAKE_PATHS)[number]

/** Advisory lock space of a player's stakes (the gate's loss-limit lock uses the same key). */
const STAKE_LOCK = 7302

export type Wallet = { account: string; seamless: boolean }

export type Opened = { wallet: Wallet }

/**
 * Every check a stake passes, in the stake's transaction, before anything moves: the venue is open,
 * the account may play, the player's stakes are serialised (round numbers and limits read under the
 * lock hold), and the protection gate for `amount`. Returns the wallet the player plays from.
 */
export async function openStake(
  q: Query,
  s: { path: StakePath; userId: number; venue: string; amount: bigint; now?: Date },
): Promise<Opened> {
  // One round trip: the venue, the account and the player's stake lock (taken only when both exist).
  const [row] = await q<{
    user_state: number | null
    transferstatus: number | null
    venue_state: number | null
  }>(
    `SELECT v.state AS venue_state, u.status AS user_state, u.transferstatus,
            CASE WHEN u.id IS NOT NULL AND v.code IS NOT NULL THEN pg_advisory_xact_lock($3::int, u.id::int) END
       FROM (SELECT 1) one
       LEFT JOIN venues v ON v.code = $2
       LEFT JOIN users u ON u.id = $1`,
    [s.userId, s.venue, STAKE_LOCK],
  )
  if (row.venue_state === null) throw new BizError(1000, 'v.platform')
  if (Number(row.venue_state) !== 1) throw new BizError(209, 'g.venueClosed')
  if (row.user_state === null) throw new BizError(401, 'err.unauthorized')
  if (Number(row.user_state) !== 1) throw new BizError(203, 'g.playerBlocked')
  const seamless = Number(row.transferstatus) === 1
  const wallet = { seamless, account: seamless ? acct.central(s.userId) : acct.venue(s.userId, s.venue) }
  await guard(q, s.userId, s.path === 'transferIn' ? 'transferIn' : 'wager', s.amount, s.now ?? clock.now())
  return { wallet }
}

/** A wallet short of the amount answers 210: the game's words, or a transfer's. */
const funded = async <T>(move: () => Promise<T>, refusal: 'game' | 'transfer' = 'game'): Promise<T> => {
  try {
    return await move()
  } catch (e) {
    if (!(e instanceof InsufficientFunds)) throw e
    throw refusal === 'game'
      ? new BizError(210, 'g.insufficient')
      : new BizError(210, 'm.transferAboveBalance')
  }
}

export type StakeMove = {
  userId: number
  venue: string
  wallet: string
  amount: bigint
  /** The round or bet the money belongs to (the ledger's ref). */
  ref: string
  /** A ledger idempotency key, where the caller has one (a partner's transaction id). */
  key?: string
  /** The house shard by a stable key instead of by player (a partner's round). */
  houseKey?: string
}

const houseOf = (m: Pick<StakeMove, 'venue' | 'userId' | 'houseKey'>) =>
  m.houseKey ? houseByKey(m.venue, m.houseKey) : houseFor(m.venue, m.userId)

const stakeLeg = (m: StakeMove): TransferInput => ({
  debit: m.wallet,
  credit: houseOf(m),
  amount: m.amount,
  kind: 'bet',
  userId: m.userId,
  venueCode: m.venue,
  ref: m.ref,
  idempotencyKey: m.key ?? null,
})

/** A whole round's legs: the stake, and the payout when there is one (under `payoutKey` if given). */
const roundLegs = (m: StakeMove & { payout: bigint }, payoutKey?: string): TransferInput[] => {
  const legs = [stakeLeg(m)]
  if (m.payout > 0n)
    legs.push({
      debit: houseOf(m),
      credit: m.wallet,
      amount: m.payout,
      kind: 'win',
      userId: m.userId,
      venueCode: m.venue,
      ref: m.ref,
      idempotencyKey: payoutKey ?? null,
    })
  return legs
}

/**
 * Does this stake take bonus money? A house game played from the central wallet does. A partner's
 * wallet knows cash only, and so does a venue wallet in transfer mode: the bonus stays in its grants
 * beside the central wallet, so what a venue wallet shows is all it can stake.
 */
const takesBonus = (m: Pick<StakeMove, 'venue' | 'key' | 'wallet' | 'userId'>) =>
  !m.key && houseVenue(m.venue) && m.wallet === acct.central(m.userId)
const houseVenue = (venue: string) => venueKind(venue) !== 'partner'

/**
 * A stake larger than the wallet's cash: the cash first, the rest from the player's active bonus
 * grants, oldest first (bonus.ts). 210 when cash and bonus together fall short.
 */
async function splitStake(q: Query, m: StakeMove) {
  const plan = takesBonus(m) ? await planStake(q, m.userId, m.wallet, m.amount) : null
  if (!plan) throw new BizError(210, 'g.insufficient')
  const house = houseOf(m)
  const base = { credit: house, kind: 'bet', userId: m.userId, venueCode: m.venue, ref: m.ref }
  const legs: TransferInput[] = plan.parts.map((p) => ({ ...base, debit: p.account, amount: p.amount }))
  if (plan.cash > 0n) legs.unshift({ ...base, debit: m.wallet, amount: plan.cash })
  const record = () =>
    recordParts(q, { userId: m.userId, venue: m.venue, ref: m.ref, stake: m.amount, parts: plan.parts })
  return { plan, legs, record }
}

/**
 * Take a stake that settles later. Call after openStake. Returns the wallet's cash before and after
 * and how much of the stake was bonus money.
 */
export async function stake(q: Query, m: StakeMove) {
  try {
    const t = await transfer(q, stakeLeg(m))
    return { before: t.debitBalance + m.amount, after: t.debitBalance, bonus: 0n, transfer: t }
  } catch (e) {
    if (!(e instanceof InsufficientFunds)) throw e
  }
  const { plan, legs, record } = await splitStake(q, m)
  const moved = await funded(() => transferMany(q, legs))
  await record()
  const bonus = m.amount - plan.cash
  return { before: plan.cashBefore, after: plan.cashBefore - plan.cash, bonus, transfer: moved[0] }
}

/** An instant round: stake and payout in one ledger call, both legs or neither. Call after openStake. */
export async function playRound(q: Query, m: StakeMove & { payout: bigint }) {
  try {
    const moved = await transferMany(q, roundLegs(m))
    const before = moved[0].debitBalance + m.amount
    const after = m.payout > 0n ? moved[1].creditBalance : moved[0].debitBalance
    return { before, after, bonus: 0n }
  } catch (e) {
    if (!(e instanceof InsufficientFunds)) throw e
  }
  // Cash and bonus: the payout splits as the stake did (the grants are active: staked just now).
  const { plan, legs, record } = await splitStake(q, m)
  const parts = plan.parts.map((p) => ({ ...p, stake: m.amount, state: 'active' as const, source: '' }))
  const house = houseOf(m)
  const pay = m.payout > 0n ? payoutLegs({ ...m, house, amount: m.payout, kind: 'win' }, parts) : null
  await funded(() => transferMany(q, [...legs, ...(pay?.legs ?? [])]))
  await record()
  const after = plan.cashBefore - plan.cash + (pay?.cashLeg?.amount ?? 0n)
  return { before: plan.cashBefore, after, bonus: m.amount - plan.cash }
}

/**
 * Book a round a partner already played on the wallet it keeps (transfer mode): the stake and the
 * payout as the partner reports them, each under its own ledger key, so a booking repeated by two
 * reconcilers moves money once (`replayed` then). No gate: the money was put at risk at the partner,
 * whose sessions end when the player is excluded (docs/protection.md).
 */
export async function bookPlayed(
  q: Query,
  m: StakeMove & { key: string; payout: bigint; payoutKey: string },
) {
  const moved = await transferMany(q, roundLegs(m, m.payoutKey))
  const after = m.payout > 0n ? moved[1].creditBalance : moved[0].debitBalance
  return { replayed: moved[0].replayed, before: moved[0].debitBalance + m.amount, after }
}

export type Payout = {
  userId: number
  venue: string
  wallet: string
  amount: bigint
  ref: string
  /** Exactly once: the same key never pays twice (a replayed settlement answers the first payout). */
  key: string
  kind?: 'win' | 'rollback'
  houseKey?: string
}

/**
 * Pay the results of rounds staked earlier, in one ledger call (every wallet, grant account and shard
 * locked in one sorted statement). Payouts of zero are skipped. A round staked partly with bonus money
 * pays each grant its share (payoutLegs: rounded down, the odd cents to the cash). Returns each
 * payout's cash transfer into the wallet, in input order (null when nothing reached the wallet).
 */
export async function settle(q: Query, payouts: Payout[]): Promise<(Transfer | null)[]> {
  const due = payouts.map((p, i) => ({ p, i })).filter(({ p }) => p.amount > 0n)
  const out: (Transfer | null)[] = payouts.map(() => null)
  if (!due.length) return out
  // The rounds staked partly with bonus money pay that part back to its grants (bonus.ts).
  const staked = due.filter(({ p }) => houseVenue(p.venue))
  const parts = await partsOf(
    q,
    staked.map(({ p }) => ({ venue: p.venue, ref: p.ref })),
  )
  const legs: TransferInput[] = []
  const cashAt: { i: number; n: number }[] = []
  for (const { p, i } of due) {
    const kind = p.kind ?? 'win'
    const split = parts.get(`${p.venue}\n${p.ref}`)
    if (!split) {
      cashAt.push({ i, n: legs.length })
      legs.push({
        debit: houseOf(p),
        credit: p.wallet,
        amount: p.amount,
        kind,
        userId: p.userId,
        venueCode: p.venue,
        ref: p.ref,
        idempotencyKey: p.key,
      })
      continue
    }
    const { cashLeg, legs: more } = payoutLegs({ ...p, house: houseOf(p), kind }, split)
    if (cashLeg) cashAt.push({ i, n: legs.length })
    legs.push(...more)
  }
  const moved = await transferMany(q, legs)
  for (const c of cashAt) out[c.i] = moved[c.n]
  return out
}

/**
 * Book a settled round's valid turnover: the player's running total (VIP) and the wagering
 * requirements. `valid` is the round's net exposure (core/games/turnover.ts), never the raw stake of
 * a hedged slip. A negative amount takes turnover back (a partner's rollback); requirements keep what
 * they were given.
 */
export async function bookTurnover(q: Query, userId: number, valid: bigint) {
  if (valid !== 0n) await bookValid(q, userId, valid)
}

/** bookTurnover for many players of one settled table round: one statement for the totals. */
export async function bookTurnovers(q: Query, byUser: Map<number, bigint>) {
  const ids = [...byUser.keys()]
  if (!ids.length) return
  await q(
    `UPDATE users u SET totalgame_cents = GREATEST(0, u.totalgame_cents + v.cents)
       FROM (SELECT unnest($1::bigint[]) AS id, unnest($2::bigint[]) AS cents) v WHERE u.id = v.id`,
    [ids.map(String), ids.map((id) => String(byUser.get(id)))],
  )
  await applyTurnovers(q, byUser)
}

/**
 * Central wallet -> a venue wallet (a stake path: the gate for money into a venue), in the caller's
 * transaction. `key` makes a retried request move nothing more.
 */
export async function intoVenue(
  q: Query,
  m: { userId: number; venue: string; amount: bigint; key: string; ref?: string; now?: Date },
) {
  await openStake(q, { path: 'transferIn', userId: m.userId, venue: m.venue, amount: m.amount, now: m.now })
  return funded(
    () =>
      transfer(q, {
        debit: acct.central(m.userId),
        credit: acct.venue(m.userId, m.venue),
        amount: m.amount,
        kind: 'transfer_in',
        userId: m.userId,
        venueCode: m.venue,
        ref: m.ref ?? null,
        idempotencyKey: m.key,
      }),
    'transfer',
  )
}

/**
 * A venue wallet -> the central wallet (money out of play: no gate). A short venue wallet throws the
 * ledger's InsufficientFunds as it is: a partner's confirmed withdrawal waits for its rounds to be
 * booked (transfers.ts), a player's request answers 210 (gateway.ts).
 */
export async function outOfVenue(
  q: Query,
  m: { userId: number; venue: string; amount: bigint; key?: string; ref?: string; memo?: string },
) {
  return transfer(q, {
    debit: acct.venue(m.userId, m.venue),
    credit: acct.central(m.userId),
    amount: m.amount,
    kind: 'transfer_out',
    userId: m.userId,
    venueCode: m.venue,
    ref: m.ref ?? null,
    memo: m.memo,
    idempotencyKey: m.key ?? null,
  })
}
