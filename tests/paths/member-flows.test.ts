// Generated path tests over the member's money flows (transfer mode, deposit, withdrawal, bound cards,
// the payment page, recycling venue balances): every state and every transition definition of each
// REAL machine is entered/taken by the replayed paths (member-kit.ts, tests/paths/coverage.ts). The
// account flows are member-account-flows.test.ts.
import { describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getAdjacencyMap } from 'xstate/graph'
import { recycleMachine } from '../../src/machines/applyAgent.machine'
import { bindCardMachine } from '../../src/machines/bindCard.machine'
import { depositMachine } from '../../src/machines/deposit.machine'
import { paymentMachine } from '../../src/machines/payment.machine'
import { transferModeMachine } from '../../src/machines/transferMode.machine'
import { withdrawalMachine } from '../../src/machines/withdrawal.machine'
import { type Model, pathCoverageSuite } from './coverage-suite'
import { address, both, card, done, fail, filled, order } from './member-kit'

const models: Model[] = [
  [
    transferModeMachine,
    {
      inputs: [{ transferstatus: 0 }],
      summarise: (c) => ({
        mode: c.transferstatus,
        venues: (c.venues as unknown[]).length,
        amount: c.amount !== '',
        direction: c.direction,
      }),
      events: [
        { type: 'transfer.mode', transferstatus: 1 },
        { type: 'transfer.mode', transferstatus: 0 },
        { type: 'transfer.mode.confirm' },
        { type: 'transfer.mode.cancel' },
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
        { type: 'deposit.leave' },
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
        { type: 'deposit.amount', amount: '1000.00' },
        { type: 'deposit.realName', name: '张三' },
        { type: 'deposit.offer', id: 1, chosen: true },
        { type: 'deposit.offer', id: 1, chosen: false },
        { type: 'deposit.submit' },
        ...both('loadChannel', {
          range: { min: '100.00', max: '10000.00' },
          offers: [
            {
              id: 1,
              kind: 'first-deposit',
              title: '新会员首存加赠 100%',
              percent: '100.00',
              max_bonus: '888.00',
              min_deposit: '100.00',
              multiple: '10',
            },
          ],
        }),
        done('submitDeposit', { orderNo: 'D1' }),
        fail('submitDeposit', 212, '存款金额低于下限'),
      ],
    },
  ],
  [
    withdrawalMachine,
    {
      inputs: [{ rates: { withdrawusdtrate: '7.00', withdrawcashfee: '5.00', withdrawfeeusdttrc: '1.00' } }],
      summarise: (c) => ({
        tab: c.tab,
        selected: c.selectedId !== null,
        amount: c.amount !== '',
        password: c.password !== '',
      }),
      events: [
        ...both('loadAccount', {
          balance: '800.00',
          betAmount: { bet_amount: '0.00', required: '0.00', multiple: '1', bonus: '0.00', requirements: [] },
        }),
        ...both('refreshBalance', '900.00'),
        { type: 'withdrawal.bound', lists: { cards: [card], addresses: [address] } },
        { type: 'withdrawal.tab', tab: 'usdt' },
        { type: 'withdrawal.tab', tab: 'bank' },
        { type: 'withdrawal.select', card },
        { type: 'withdrawal.amount', amount: '150' },
        { type: 'withdrawal.password', password: '123456' },
        { type: 'withdrawal.refresh' },
        { type: 'withdrawal.submit' },
        { type: 'withdrawal.forfeitConfirm' },
        { type: 'withdrawal.forfeitCancel' },
        done('submitWithdrawal', null),
        fail('submitWithdrawal', 214, '打码量未达到要求'),
        fail('submitWithdrawal', 220, '您有进行中的红利888.00元尚未完成流水，确认放弃红利并提现吗？'),
        fail(
          'submitWithdrawal',
          260,
          '单笔提款超过基础认证额度50,000.00元：请先在会员中心「身份认证」上传证件',
        ),
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
        done('bind', { message: '绑定成功' }),
        fail('bind', 520, '支付密码错误'),
        ...both('unbind', null),
      ],
    },
  ],
  [
    paymentMachine,
    {
      summarise: (c) => ({
        order: c.order !== null,
        lastSecond: (c.remainingMs as number) <= 1000,
        poll: (c.ticks as number) % 3,
      }),
      events: [
        { type: 'payment.load', depositNo: 'D1' },
        { type: 'payment.paid' },
        { type: 'payment.poll' },
        done('loadOrder', { order: null, kind: '' }),
        done('loadOrder', { order: order('2024-05-01 12:00:00', '2024-05-01 13:00:00'), kind: 'usdtpay' }),
        done('loadOrder', { order: order('2024-05-01 12:59:59', '2024-05-01 13:00:00'), kind: 'usdtpay' }),
        done('loadOrder', { order: order('2024-05-01 13:10:00', '2024-05-01 13:00:00'), kind: 'alipay' }),
        fail('loadOrder', 202, '订单不存在'),
        done('loadStatus', {
          deposit_no: 'D1',
          status: 'awaiting',
          pay_url: 'http://pay.test/pay/SP1',
          paid: null,
          unit: 'CNY',
          confirmations: 0,
          credited: null,
          settled_at: null,
        }),
        done('loadStatus', {
          deposit_no: 'D1',
          status: 'credited',
          pay_url: '',
          paid: '100.00',
          unit: 'CNY',
          confirmations: 0,
          credited: '100.00',
          settled_at: '2024-05-01 12:03:00',
        }),
        done('loadStatus', {
          deposit_no: 'D1',
          status: 'expired',
          pay_url: '',
          paid: null,
          unit: 'CNY',
          confirmations: 0,
          credited: null,
          settled_at: '2024-05-01 12:59:58',
        }),
        fail('loadStatus'),
      ],
    },
  ],
  [
    recycleMachine,
    {
      summarise: () => null,
      events: [{ type: 'recycle.start' }, ...both('recycle', { balance: '100.00' })],
    },
  ],
]

describe('deposit: 立即存款 and the channel load', () => {
  it('in every reachable form state, submitting is offered exactly when no channel is loading', () => {
    const [, options] = models.find(([m]) => m === depositMachine) ?? []
    if (!options) throw new Error('no deposit model')
    const summarise = options.summarise ?? (() => null)
    const machine: AnyStateMachine = depositMachine
    const adjacency = getAdjacencyMap(machine, {
      events: options.events as never,
      serializeState: (s: AnyMachineSnapshot) =>
        JSON.stringify({ value: s.value, context: summarise(s.context as Record<string, unknown>) }),
    } as never)
    const idle = Object.values(adjacency)
      .map((n) => n.state as AnyMachineSnapshot)
      .filter((s) => s.hasTag('form') && !s.hasTag('busy'))
    expect(idle.some((s) => s.hasTag('channel'))).toBe(true)
    for (const s of idle)
      expect(s.can({ type: 'deposit.submit' }), String(s.value)).toBe(!s.hasTag('channel'))
  })
})

pathCoverageSuite('member flow path coverage', models)
