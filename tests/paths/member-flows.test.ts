// Generated path tests over the six member flow machines: every state and every transition
// definition of each REAL machine is entered/taken by the replayed paths (tests/paths/coverage.ts).
import { afterAll, describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { getAdjacencyMap } from 'xstate/graph'
import { beijingDate } from '../../core/time'
import { applyAgentMachine, avatarMachine, recycleMachine } from '../../src/machines/applyAgent.machine'
import { bindCardMachine } from '../../src/machines/bindCard.machine'
import { depositMachine } from '../../src/machines/deposit.machine'
import { paymentMachine } from '../../src/machines/payment.machine'
import { profileMachine } from '../../src/machines/profile.machine'
import { recordsMachine } from '../../src/machines/records.machine'
import { redPacketMachine } from '../../src/machines/redPacket.machine'
import { transferModeMachine } from '../../src/machines/transferMode.machine'
import { withdrawalMachine } from '../../src/machines/withdrawal.machine'
import { type CoverageOptions, coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 500, message = '服务器错误') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})
const both = (id: string, output: unknown) => [done(id, output), fail(id)]
/** A Beijing day relative to today, for the records machine's custom range (checked against today). */
const recordDay = (offset: number) => beijingDate(new Date(Date.now() + offset * 86_400_000))
/** How many fields are filled: enough to tell an empty form from a complete one, without 2^n states. */
const filled = (form: Record<string, string>) => Object.values(form).filter((v) => v !== '').length

const card = {
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
  grab_begin: '10:00:00',
  grab_end: '12:00:00',
  server_time: '2024-05-01 11:00:00',
})

const models: [AnyStateMachine, CoverageOptions][] = [
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
    recordsMachine,
    {
      inputs: [{ nothingToClaimKey: 'v.noRebate' }],
      summarise: (c) => ({
        page: c.page,
        date: (c.filters as { date: number }).date,
        applied: (c.filters as { start: string }).start !== '',
        range: filled(c.range as Record<string, string>),
        rangeError: c.rangeError !== null,
        claimable: c.claimable,
      }),
      events: [
        { type: 'records.filter', filters: { date: 1 } },
        { type: 'records.range', range: { start: recordDay(-3) } },
        { type: 'records.range', range: { end: recordDay(-1) } },
        { type: 'records.range', range: { end: recordDay(1) } },
        { type: 'records.range', range: { start: '', end: '' } },
        { type: 'records.page', page: 2 },
        { type: 'records.claim' },
        { type: 'records.reload' },
        done('loadPage', { rows: [], total: 20, summary: {}, claimable: 500 }),
        done('loadPage', { rows: [], total: 0, summary: {}, claimable: 0 }),
        fail('loadPage'),
        done('claim', { key: 'member.fanshui.claimDone', params: { amount: '5.00' } }),
        fail('claim', 0, 'Failed to fetch'),
      ],
    },
  ],
  [
    profileMachine,
    {
      inputs: [{ form: { email: '', mobile: '', birthday: '' } }],
      summarise: (c) => ({
        kind: c.kind,
        form: c.form,
        pw: c.passwords,
      }),
      events: [
        { type: 'profile.field', field: 'mobile', value: '13800138000' },
        { type: 'profile.field', field: 'email', value: 'bad' },
        { type: 'profile.save' },
        { type: 'password.open', kind: 'login' },
        { type: 'password.open', kind: 'pay' },
        { type: 'password.field', field: 'password', value: '123456' },
        { type: 'password.field', field: 'paypassword', value: '123456' },
        { type: 'password.field', field: 'newpasword', value: '123456' },
        { type: 'password.field', field: 'paypassword', value: '654321' },
        { type: 'password.field', field: 'newpasword', value: '654321' },
        { type: 'password.submit' },
        { type: 'password.close' },
        ...both('saveProfile', null),
        done('changePassword', null),
        fail('changePassword', 205, '旧密码错误'),
      ],
    },
  ],
  [
    applyAgentMachine,
    {
      summarise: (c) => c.form,
      events: [
        { type: 'agent.field', field: 'mobile', value: '13800138000' },
        { type: 'agent.field', field: 'apply_info', value: '我有推广渠道' },
        { type: 'agent.submit' },
        done('apply', null),
        fail('apply', 226, '已申请'),
      ],
    },
  ],
  [
    avatarMachine,
    {
      summarise: () => null,
      events: [
        // `sample` only tells the two events apart in the graph (a File serialises to {}).
        { type: 'avatar.upload', sample: 'gif', file: new File(['GIF89a'], 'a.gif', { type: 'image/gif' }) },
        { type: 'avatar.upload', sample: 'jpg', file: new File(['x'], 'a.jpg', { type: 'image/jpeg' }) },
        done('upload', { url: '/uploads/a.gif' }),
        fail('upload', 201, '上传失败'),
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

const reports: string[] = []
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

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

describe('member flow path coverage', { timeout: 120_000 }, () => {
  for (const [machine, options] of models) {
    it(`${machine.id}: every state and every transition`, async () => {
      const paths = generatePaths(machine, options)
      const observed: Observed = { states: new Set(), transitions: new Set() }
      for (const path of paths) {
        const seen = await replay(machine, path, observed)
        expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
      }
      const c = coverage(machine, observed)
      reports.push(`${c.report} (${paths.length} paths)`)
      expect(c.states.missing, `${machine.id} states`).toEqual([])
      expect(c.transitions.missing, `${machine.id} transitions`).toEqual([])
      expect(c.states.covered).toBe(c.states.total)
      expect(c.transitions.covered).toBe(c.transitions.total)
    })
  }
})
