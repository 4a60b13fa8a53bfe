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
  clearing: (channel: PayChannel) => `sys:clearing:${channel}`,
  withdrawalsPending: 'sys:withdrawals-pending',
  fees: 'sys:fees',
  promo: (kind: PromoKind) => `sys:promo:${kind}`,
  game: (venue: string) => `sys:game:${venue}`,
} as const

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
