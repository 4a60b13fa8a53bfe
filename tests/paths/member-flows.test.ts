// Generated path tests over the six member flow machines: every state and every transition
// definition of each REAL machine is reached by at least one replayed path (see member-kit.ts).
import { afterAll, describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { bindCardMachine } from '../../src/machines/bindCard.machine'
import { depositMachine } from '../../src/machines/deposit.machine'
import { paymentMachine } from '../../src/machines/payment.machine'
import { redPacketMachine } from '../../src/machines/redPacket.machine'
import { transferModeMachine } from '../../src/machines/transferMode.machine'
import { withdrawalMachine } from '../../src/machines/withdrawal.machine'
import { type CoverageOptions, coverMachine, replay } from './member-kit'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 500, message = '服务器错误') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})
const both = (id: string, output: unknown) => [done(id, output), fail(id)]
const filled = (form: Record<string, string>) =>
  Object.entries(form)
    .filter(([, v]) => v !== '')
    .map(([k]) => k)
    .join(',')

const card = {
  id: 1,
  bank: '演示银行',
  bank_no: '6222000011112222',
  bank_owner: '张三',
  bank_address: '演示支行',
  bank_not: '2222',
  ico: '',
  created_at: '2024-01-01 00:00:00',
}
const address = {
  ...card,
  id: 2,
  bank: 'USDT',
  bank_no: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  bank_owner: 'TRC20',
}
const order = (serverTime: string, expiresAt: string) => ({
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
const status = (sendnums: number) => ({
  sendnums,
  acquirednum: 1,
  max_times: 3,
  redPacketStatus: 'STARTING',
  rules: [],
})

const models: [AnyStateMachine, CoverageOptions][] = [
  [
    transferModeMachine,
    {
      input: { transferstatus: 0 },
      summarise: (c) => ({
        mode: c.transferstatus,
        venues: (c.venues as unknown[]).length,
        amount: c.amount !== '',
        direction: c.direction,
      }),
      events: [
        { type: 'transfer.mode', transferstatus: 1 },
        { type: 'transfer.mode', transferstatus: 0 },
        { type: 'transfer.refresh' },
        { type: 'transfer.recoverAll' },
        { type: 'transfer.open', platname: 'jdlive' },
        { type: 'transfer.close' },
        { type: 'transfer.direction', direction: 'out' },
        { type: 'transfer.amount', amount: '100' },
        { type: 'transfer.submit' },
        ...both('loadWallets', {
          venues: [{ platname: 'jdlive', name: '金鼎真人', balance: '0.00' }],
          balance: '100.00',
        }),
        ...both('readVenueBalance', '20.00'),
        ...both('setTransferMode', null),
        ...both('transferMoney', { balance: '0.00' }),
        ...both('recoverAll', { balance: '100.00' }),
      ],
    },
  ],
  [
    depositMachine,
    {
      input: { usdtrate: '7.20' },
      summarise: (c) => ({
        method: c.method,
        protocol: c.protocol,
        form: filled(c.form as Record<string, string>),
      }),
      events: [
        done('loadCashier', { methods: ['bank', 'usdt'], accounts: [], banks: [], hasBinding: true }),
        done('loadCashier', { methods: [], accounts: [], banks: [], hasBinding: true }),
        done('loadCashier', { methods: ['bank'], accounts: [], banks: [], hasBinding: false }),
        fail('loadCashier'),
        { type: 'deposit.retry' },
        { type: 'reminder.bind' },
        { type: 'reminder.close' },
        { type: 'deposit.method', method: 'usdt' },
        { type: 'deposit.method', method: 'bank' },
        { type: 'deposit.protocol', protocol: 'ERC20' },
        ...['bank_owner', 'bank', 'bank_no', 'bank_address'].map((field) => ({
          type: 'deposit.field',
          field,
          value: 'x1',
        })),
        { type: 'deposit.field', field: 'amount', value: '500' },
        { type: 'deposit.submit' },
        ...both('loadRange', { min: '100.00', max: '10000.00' }),
        done('submitDeposit', { orderNo: 'D1' }),
        fail('submitDeposit', 212, '存款金额低于下限'),
      ],
    },
  ],
  [
    withdrawalMachine,
    {
      input: { rates: { withdrawusdtrate: '7.00', withdrawcashfee: '5.00', withdrawfeeusdttrc: '1.00' } },
      summarise: (c) => ({
        tab: c.tab,
        selected: c.selectedId !== null,
        amount: c.amount !== '',
        password: c.password !== '',
      }),
      events: [
        ...both('loadAccount', {
          balance: '800.00',
          betAmount: { bet_amount: '0.00', required: '0.00', multiple: '1' },
        }),
        ...both('refreshBalance', '900.00'),
        { type: 'withdrawal.tab', tab: 'usdt' },
        { type: 'withdrawal.tab', tab: 'bank' },
        { type: 'withdrawal.select', card },
        { type: 'withdrawal.amount', amount: '150' },
        { type: 'withdrawal.password', password: '123456' },
        { type: 'withdrawal.refresh' },
        { type: 'withdrawal.submit' },
        done('submitWithdrawal', null),
        fail('submitWithdrawal', 214, '打码量未达到要求'),
      ],
    },
  ],
  [
    bindCardMachine,
    {
      summarise: (c) => ({ tab: c.tab, show: c.bindShow, form: filled(c.form as Record<string, string>) }),
      events: [
        ...both('loadLists', { cards: [card], addresses: [address], banks: [] }),
        { type: 'bindCard.tab', tab: 2 },
        { type: 'bindCard.open', kind: 1 },
        { type: 'bindCard.open', kind: 2 },
        { type: 'bindCard.close' },
        ...[
          ['bank_owner', '张三'],
          ['bank', '演示银行'],
          ['bank_address', '演示支行'],
          ['bank_no', address.bank_no],
          ['pay_pass', '123456'],
          ['protocol', 'TRC20'],
        ].map(([field, value]) => ({ type: 'bindCard.field', field, value })),
        { type: 'bindCard.submit' },
        { type: 'bindCard.unbind', id: 1 },
        { type: 'bindCard.unbindConfirm' },
        { type: 'bindCard.unbindCancel' },
        { type: 'bindCard.reload' },
        done('bind', null),
        fail('bind', 520, '支付密码错误'),
        ...both('unbind', null),
      ],
    },
  ],
  [
    redPacketMachine,
    {
      summarise: (c) => ({ grabs: ((c.status as { sendnums: number } | null)?.sendnums ?? 0) > 0 }),
      events: [
        done('loadStatus', status(2)),
        done('loadStatus', status(0)),
        fail('loadStatus'),
        { type: 'redPacket.grab' },
        { type: 'redPacket.close' },
        { type: 'redPacket.reload' },
        done('grab', { redpacketmoney: '8.88', sendnums: 1, acquirednum: 2 }),
        fail('grab', 0, 'Failed to fetch'),
      ],
    },
  ],
  [
    paymentMachine,
    {
      summarise: (c) => ({ order: c.order !== null, lastSecond: (c.remainingMs as number) <= 1000 }),
      events: [
        { type: 'payment.load', depositNo: 'D1' },
        { type: 'payment.paid' },
        done('loadOrder', { order: null, kind: '' }),
        done('loadOrder', { order: order('2024-05-01 12:00:00', '2024-05-01 13:00:00'), kind: 'usdtpay' }),
        done('loadOrder', { order: order('2024-05-01 12:59:59', '2024-05-01 13:00:00'), kind: 'usdtpay' }),
        done('loadOrder', { order: order('2024-05-01 13:10:00', '2024-05-01 13:00:00'), kind: 'alipay' }),
        fail('loadOrder', 202, '订单不存在'),
      ],
    },
  ],
]

const reports: string[] = []
afterAll(() => {
  console.log(reports.join('\n'))
})

for (const [machine, options] of models) {
  const coverage = coverMachine(machine, options)
  reports.push(coverage.report)
  describe(`${machine.id} paths`, () => {
    it(`covers every state and transition (${coverage.report})`, () => {
      expect(coverage.states.missing).toEqual([])
      expect(coverage.transitions.missing).toEqual([])
      expect(coverage.states.covered).toBe(coverage.states.total)
      expect(coverage.transitions.covered).toBe(coverage.transitions.total)
    })
    for (const path of coverage.paths) {
      it(path.name, async () => {
        const seen = await replay(machine, path, options.input)
        expect(seen).toEqual(path.steps.map((s: { value: unknown }) => s.value))
      })
    }
  })
}
