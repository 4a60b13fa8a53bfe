// What the member flow path tests share (member-flows.test.ts, member-account-flows.test.ts): the
// actor answers a path may meet (done and failed) and the fixtures they carry.
import { beijingDate } from '../../core/time'

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
export const fail = (id: string, code = 500, message = '服务器错误') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})
export const both = (id: string, output: unknown) => [done(id, output), fail(id)]
/** A Beijing day relative to today, for the records machine's custom range (checked against today). */
export const recordDay = (offset: number) => beijingDate(new Date(Date.now() + offset * 86_400_000))
/** How many fields are filled: enough to tell an empty form from a complete one, without 2^n states. */
export const filled = (form: Record<string, string>) => Object.values(form).filter((v) => v !== '').length

export const card = {
  id: 1,
  bank: '演示银行',
  bank_label: '演示银行',
  bank_no: '6222000011112222',
  bank_owner: '张三',
  bank_address: '演示支行',
  bank_not: '2222',
  ico: '',
  created_at: '2024-01-01 00:00:00',
}
export const address = {
  ...card,
  id: 2,
  bank: 'USDT',
  bank_no: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  bank_owner: 'TRC20',
}
export const order = (serverTime: string, expiresAt: string) => ({
  deposit_no: 'D1',
  info: {
    created_at: '2024-05-01 12:00:00',
    expires_at: expiresAt,
    server_time: serverTime,
    usdtrate: '7.20',
    real_money: '13.88',
    amount: '100.00',
    paytype: 'USDT扫码支付',
    bank: 'TRC20',
    state: 1,
  },
  cardlist: { content: 'USDT', payimg: '', mch_id: address.bank_no },
})
export const status = (sendnums: number) => ({
  sendnums,
  acquirednum: 1,
  max_times: 3,
  redPacketStatus: 'STARTING',
  rules: [],
  grab_begin: '10:00:00',
  grab_end: '12:00:00',
  server_time: '2024-05-01 11:00:00',
})
