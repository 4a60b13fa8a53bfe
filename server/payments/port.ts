// The payment-provider port (docs/payments.md): what our server asks of any provider, and what it
// hears back. Every answer is one of three things, as with the game partners (server/games/partner.ts):
// `ok`, `refused` (final: the provider did not and will not do it) or `unknown` (timeout, reset, 5xx:
// it may have done it; the caller keeps the money where it is and asks again by looking it up).
// Amounts cross the port as bigint hundredths of their unit (CNY, or USDT for the USDT channels).
import type { PayChannel } from '../ledger'

export type Unit = 'CNY' | 'USDT'

export type Answer<T> =
  | { outcome: 'ok'; value: T }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'unknown'; reason: string }

export type PayInRequest = {
  orderNo: string
  channel: PayChannel
  amount: bigint
  unit: Unit
  /** Our signed callback route for this provider. */
  notifyUrl: string
  expiresAt: Date
}

export type PayInCreated = { ref: string; payUrl: string; address: string }

export type PayInState = {
  status: 'pending' | 'paid' | 'expired' | 'not_found'
  ref: string
  paid: bigint | null
  confirmations: number
  txHash: string
  fromAddress?: string
}

export type PayoutRequest = {
  orderNo: string
  channel: PayChannel
  amount: bigint
  unit: Unit
  account: { bank: string; number: string; owner: string }
  notifyUrl: string
}

export type PayoutState = {
  status: 'processing' | 'paid' | 'failed' | 'not_found'
  ref: string
  fee: bigint | null
  net: bigint | null
  reason: string
}

/** One incoming transfer on a receiving bank account (the bank channel's statement feed). */
export type StatementLine = {
  lineId: string
  /** The receiving account's number as the bank reports it. */
  account: string
  /** CNY cents. */
  amount: bigint
  payer: string
  bookedAt: Date
}

/** A callback whose signature checked out, in the port's terms. */
export type Callback =
  | {
      type: 'payin'
      eventId: string
      orderNo: string
      ref: string
      status: 'pending' | 'paid' | 'expired'
      paid: bigint | null
      unit: Unit
      confirmations: number
      txHash: string
      /** The chain's sending address of a USDT payment, when the provider reports it. */
      fromAddress?: string
    }
  | {
      type: 'payout'
      eventId: string
      orderNo: string
      ref: string
      status: 'processing' | 'paid' | 'failed'
      fee: bigint | null
      net: bigint | null
      reason: string
    }

export interface PayProvider {
  readonly name: string
  createPayIn(order: PayInRequest): Promise<Answer<PayInCreated>>
  lookupPayIn(orderNo: string): Promise<Answer<PayInState>>
  requestPayout(payout: PayoutRequest): Promise<Answer<PayoutState>>
  lookupPayout(orderNo: string): Promise<Answer<PayoutState>>
  /**
   * The receiving bank's statement after a cursor ('' from the start): lines (possibly repeated or out
   * of order) and the cursor to ask from next. Only providers that report a bank statement have it.
   */
  statement?(cursor: string): Promise<Answer<{ lines: StatementLine[]; next: string }>>
  /** The callback, or null when its signature or shape is wrong (nothing may happen then). */
  verifyCallback(raw: string, signature: unknown): Callback | null
}

export const unitOf = (channel: string): Unit => (channel.startsWith('usdt') ? 'USDT' : 'CNY')
