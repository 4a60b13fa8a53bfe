// Payments through providers (docs/payments.md): the payment state of a deposit that the /payInfo
// page follows while the player pays at the provider. The provider's own callbacks are signed
// server-to-server requests (POST /pay/notify/<provider>), not calls of this contract.
import { z } from 'zod'
import { call, requiredText } from './core'

export const PAY_STATUSES = [
  'awaiting',
  'confirming',
  'review',
  'credited',
  'expired',
  'refused',
  'manual',
] as const
export type PayStatusName = (typeof PAY_STATUSES)[number]

export const PayStatus = z.object({
  deposit_no: z.string(),
  /**
   * awaiting: not paid yet; confirming: a chain transfer seen, not confirmed enough; review: paid and
   * held for an operator (another amount, a limit); credited; expired; refused; manual: no provider
   * (the operator reviews the order).
   */
  status: z.enum(PAY_STATUSES),
  /** The provider's hosted payment page ('' without one). */
  pay_url: z.string(),
  /** What the provider reported paid, in `unit`, when it differs from nothing. */
  paid: z.string().nullable(),
  unit: z.enum(['CNY', 'USDT']),
  confirmations: z.number().int(),
  /** What reached the central wallet, in CNY, once credited (the approval's amount); null before. */
  credited: z.string().nullable(),
  /** When the order was credited, refused or closed as expired (wire time, Beijing); null while open. */
  settled_at: z.string().nullable(),
})
export type PayStatus = z.infer<typeof PayStatus>

export const paymentCalls = {
  payStatus: call({
    method: 'POST',
    path: '/api/payStatus',
    auth: true,
    request: z.object({ deposit_no: requiredText(40, 'v.depositNo') }),
    response: PayStatus,
  }),
} as const
export type PaymentCalls = typeof paymentCalls
