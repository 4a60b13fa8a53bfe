// Payments through providers (paymentCalls of the contract, docs/payments.md): the payment state of a
// deposit, through the one client (token, Lang, timeout, envelope, the session's single 401 path).
import { type PayStatus, paymentCalls } from '../../core/contract/payments'
import { sendTo } from './client'

export const payStatus = async (body: { deposit_no: string }) =>
  (await sendTo<PayStatus>(paymentCalls.payStatus, body)).data
