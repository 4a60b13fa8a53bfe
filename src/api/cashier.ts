// Deposits, payment instructions, bound cards and withdrawals.
import { fn, fnMemberRead, fnRead, fnWithMessage } from './client'

export const getpaybank = fnMemberRead('getpaybank')
export const getPayRange = fnRead('getPayRange')
/** The bonuses this player may opt into on a channel (none is chosen unless the player ticks it). */
export const depositOffers = fnRead('depositOffers')
/** Resolves `{data, message}`: for non-bank methods the message carries the deposit number. */
export const recharge = fnWithMessage('recharge')
/** Resolves `{data, message}`: the message is the payment kind ('usdtpay' = crypto). */
export const payinfo = fnWithMessage('payinfo')
export const getcard = fnMemberRead('getcard')
/** Resolves `{data, message}`: a USDT address bind shows the server's message. */
export const bindcard = fnWithMessage('bindcard')
export const delcard = fn('delcard')
export const getBetAmount = fn('getBetAmount')
export const withdraw = fn('withdraw')
