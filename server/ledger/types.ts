// The ledger's vocabulary: account codes, the transfer shapes and the refusals (docs/money.md).
export type PromoKind =
  | 'redpacket'
  | 'rebate'
  | 'bonus'
  | 'adjustment'
  | 'first-deposit'
  | 'deposit-bonus'
  | 'vip'
  | 'birthday'
  | 'commission'
export const PAY_CHANNELS = ['bank', 'wechat', 'alipay', 'usdt-trc20', 'usdt-erc20'] as const
export type PayChannel = (typeof PAY_CHANNELS)[number]

/** Account codes: the stable names the rest of the server uses. */
export const acct = {
  central: (userId: bigint | number) => `player:${userId}:central`,
  venue: (userId: bigint | number, venue: string) => `player:${userId}:venue:${venue}`,
  /** One bonus grant's money, apart from the cash (docs/promotions.md, "Bonus accounts"). */
  bonus: (userId: bigint | number, grantId: bigint | number) => `player:${userId}:bonus:${grantId}`,
  /** A channel's deposits clearing; `shard` 1..CLEARING_SHARDS-1 names its other rows (clearingFor). */
  clearing: (channel: PayChannel, shard = 0) =>
    shard ? `sys:clearing:${channel}:${shard}` : `sys:clearing:${channel}`,
  withdrawalsPending: 'sys:withdrawals-pending',
  fees: 'sys:fees',
  promo: (kind: PromoKind) => `sys:promo:${kind}`,
  game: (venue: string) => `sys:game:${venue}`,
} as const

/**
 * Every credited deposit debits its channel's clearing account, so with one row per channel all
 * deposits queued on its lock until commit (issue 29: provider callbacks at 500/s). The clearing
 * side is split like the house (server/games/house.ts): shard 0 is sys:clearing:<channel>, the
 * others sys:clearing:<channel>:<n>, created on first use; the channel's total is the sum over its
 * shards (reports read the account kind). A deposit's shard follows its player, whose wallet it
 * locks anyway, so a replay under the deposit's idempotency key names the same accounts.
 */
export const CLEARING_SHARDS = 16
export const clearingFor = (channel: PayChannel, userId: bigint | number) =>
  acct.clearing(channel, Number(BigInt(userId) % BigInt(CLEARING_SHARDS)))

export class LedgerError extends Error {
  constructor(message: string) {
    super(message)
    this.name = new.target.name
  }
}
/** The debit account (a player wallet) does not hold enough. */
export class InsufficientFunds extends LedgerError {
  constructor(
    readonly account: string,
    readonly balance: bigint,
    readonly amount: bigint,
  ) {
    super(`insufficient funds in ${account}: ${balance} < ${amount}`)
  }
}
/** The idempotency key was already used for a different transfer. */
export class IdempotencyConflict extends LedgerError {}
/** A player account that ensurePlayerAccounts never created (or a venue that does not exist). */
export class UnknownAccount extends LedgerError {}
/** post/void of a hold that was already posted or voided. */
export class HoldAlreadySettled extends LedgerError {
  constructor(
    readonly pendingId: bigint,
    readonly outcome: 'posted' | 'voided',
  ) {
    super(`hold ${pendingId} already ${outcome}`)
  }
}

export type TransferInput = {
  debit: string
  credit: string
  amount: bigint
  kind: string
  userId?: bigint | number | null
  venueCode?: string | null
  ref?: string | null
  memo?: string
  idempotencyKey?: string | null
  /** A hold: reserved now, posted or voided later (exactly once). */
  pending?: boolean
}

export type Transfer = {
  id: bigint
  kind: string
  debit: string
  credit: string
  amount: bigint
  pending: boolean
  /** True when the idempotency key had been used for this same transfer: nothing moved now. */
  replayed: boolean
  createdAt: Date
  /** Balances after this transfer (of a replay: the balances now). */
  debitBalance: bigint
  creditBalance: bigint
}

export type AccountRow = {
  id: string | number
  code: string
  balance: string | number
  allow_negative: boolean
}

export const big = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(String(v)))
