import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import {
  type Cashier,
  type Channel,
  type Offer,
  quickAmounts,
  usdtEquivalent,
} from '../../src/machines/deposit.logic'
import { depositMachine } from '../../src/machines/deposit.machine'
import type { Notice } from '../../src/machines/memberKit'

const cashier: Cashier = {
  methods: ['bank', 'usdt', 'alipay'],
  accounts: [
    {
      id: 1,
      bank_no: '6222000011112222',
      bank_owner: '金鼎收款',
      bank_address: '演示支行',
      bank_data: { bank_name: '演示银行', ico: '' },
    },
  ],
  banks: [{ id: 1, bank_name: '演示银行', ico: '' }],
  hasBinding: true,
}
const refused = (message: string, code = 212) => Object.assign(new Error(message), { code })
const firstDeposit: Offer = {
  id: 1,
  kind: 'first-deposit',
  title: '新会员首存加赠 100%',
  percent: '100.00',
  max_bonus: '888.00',
  min_deposit: '150.00',
  multiple: '10',
}
const usdtBonus: Offer = {
  ...firstDeposit,
  id: 4,
  kind: 'deposit-method',
  title: 'USDT 加赠 2%',
  percent: '2.00',
}

function start(overrides: Record<string, unknown> = {}, loaded: Cashier = cashier) {
  const clock = new SimulatedClock()
  const ranges: unknown[] = []
  const recharges: { body: Record<string, unknown>; idempotencyKey: string }[] = []
  const actions = { openPayInfo: vi.fn(), goToRecords: vi.fn(), goToBankCard: vi.fn(), goBack: vi.fn() }
  const machine = depositMachine.provide({
    actors: {
      loadCashier: fromPromise(async () => loaded),
      loadChannel: fromPromise(async ({ input }: { input: { type: string } }): Promise<Channel> => {
        ranges.push(input.type)
        return input.type === 'bank'
          ? { range: { min: '100.00', max: '10000.00' }, offers: [firstDeposit] }
          : { range: { min: '200.00', max: '5000.00' }, offers: [firstDeposit, usdtBonus] }
      }),
      submitDeposit: fromPromise(async ({ input }: { input: (typeof recharges)[number] }) => {
        recharges.push(input)
        return { orderNo: 'D2024000001' }
      }),
      ...overrides,
    } as never,
    actions,
  })
  const actor = createActor(machine, { clock })
  const notices: Notice[] = []
  actor.on('notice', (n) => notices.push(n))
  actor.start()
  return { actor, clock, ranges, recharges, actions, notices }
}

const fillBank = (actor: ReturnType<typeof start>['actor'], values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'deposit.field', field: field as never, value })
  }
}

describe('deposit machine', () => {
  it('selects the first enabled method and loads its range', async () => {
    const { actor, ranges } = start()
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      const c = actor.getSnapshot().context
      expect(c.methods).toEqual(['bank', 'usdt', 'alipay'])
      expect(c.method).toBe('bank')
      expect(ranges).toEqual(['bank'])
      expect(c.range).toEqual({ min: '100.00', max: '10000.00' })
    } finally {
      actor.stop()
    }
  })

  it('checks the bank form in the spec order, then the range', async () => {
    const { actor, recharges } = start()
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      const errorAfterSubmit = () => {
        actor.send({ type: 'deposit.submit' })
        return actor.getSnapshot().context.error
      }
      expect(errorAfterSubmit()).toEqual({ key: 'v.depositName' })
      fillBank(actor, { bank_owner: '张三' })
      expect(errorAfterSubmit()).toEqual({ key: 'v.depositBank' })
      fillBank(actor, { bank: '演示银行' })
      expect(errorAfterSubmit()).toEqual({ key: 'v.depositCardNo' })
      fillBank(actor, { bank_no: '6222 0000 1111 2222 3333 4444 5555' })
      expect(actor.getSnapshot().context.form.bank_no).toHaveLength(24)
      expect(errorAfterSubmit()).toEqual({ key: 'v.depositAddress' })
      fillBank(actor, { bank_address: 'x'.repeat(30) })
      expect(actor.getSnapshot().context.form.bank_address).toHaveLength(24)
      expect(errorAfterSubmit()).toEqual({ key: 'v.depositRange', params: { min: '100', max: '10000' } })
      fillBank(actor, { amount: '99' })
      expect(errorAfterSubmit()).toEqual({ key: 'v.depositRange', params: { min: '100', max: '10000' } })
      fillBank(actor, { amount: '10001' })
      expect(errorAfterSubmit()).toEqual({ key: 'v.depositRange', params: { min: '100', max: '10000' } })
      expect(recharges).toHaveLength(0)
    } finally {
      actor.stop()
    }
  })

  it('a bank deposit shows the message and goes to /transRecord after 2 s', async () => {
    const { actor, clock, recharges, actions, notices } = start()
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      fillBank(actor, {
        bank_owner: '张三',
        bank: '演示银行',
        bank_no: '62220000',
        bank_address: '演示支行',
        amount: '101',
      })
      actor.send({ type: 'deposit.submit' })
      await waitFor(actor, (s) => s.matches('redirecting'))
      expect(recharges[0].body).toEqual({
        paytype: 'bank',
        bank_owner: '张三',
        bank: '演示银行',
        bank_no: '62220000',
        bank_address: '演示支行',
        amount: '101',
        offers: [],
      })
      expect(recharges[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
      expect(notices.at(-1)).toMatchObject({ kind: 1, key: 'member.deposit.submitted' })
      expect(actions.openPayInfo).not.toHaveBeenCalled()
      clock.increment(1999)
      expect(actions.goToRecords).not.toHaveBeenCalled()
      clock.increment(1)
      expect(actions.goToRecords).toHaveBeenCalledTimes(1)
      expect(actor.getSnapshot().context.form.amount).toBe('')
    } finally {
      actor.stop()
    }
  })

  it('changing method clears the form and reloads the range; USDT protocol reloads it too', async () => {
    const { actor, ranges } = start()
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      fillBank(actor, { bank_owner: '张三', amount: '500' })
      actor.send({ type: 'deposit.method', method: 'usdt' })
      expect(actor.getSnapshot().context.form).toEqual({
        bank_owner: '',
        bank: '',
        bank_no: '',
        bank_address: '',
        amount: '',
      })
      await waitFor(actor, (s) => s.matches('editing'))
      expect(ranges).toEqual(['bank', 'usdt-trc20'])
      actor.send({ type: 'deposit.protocol', protocol: 'ERC20' })
      await waitFor(actor, (s) => s.matches('editing'))
      expect(ranges).toEqual(['bank', 'usdt-trc20', 'usdt-erc20'])
      expect(actor.getSnapshot().can({ type: 'deposit.method', method: 'wechat' })).toBe(false)
    } finally {
      actor.stop()
    }
  })

  it('bonus offers are opt-in: none chosen by default, the ticked ones travel with the order', async () => {
    const { actor, recharges } = start()
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().context.offers).toEqual([firstDeposit])
      expect(actor.getSnapshot().context.chosen).toEqual([])
      // An offer that is not listed on this method cannot be chosen.
      actor.send({ type: 'deposit.offer', id: usdtBonus.id, chosen: true })
      expect(actor.getSnapshot().context.chosen).toEqual([])
      actor.send({ type: 'deposit.offer', id: firstDeposit.id, chosen: true })
      fillBank(actor, { bank_owner: '张三', bank: '演示银行', bank_no: '62220000', bank_address: '演示支行' })
      fillBank(actor, { amount: '120' })
      actor.send({ type: 'deposit.submit' })
      // Below the chosen offer's minimum: the player raises the amount or unticks the offer.
      expect(actor.getSnapshot().context.error).toEqual({
        key: 'member.deposit.offerMin',
        params: { title: firstDeposit.title, min: '150' },
      })
      fillBank(actor, { amount: '200' })
      actor.send({ type: 'deposit.submit' })
      await waitFor(actor, (s) => s.matches('redirecting'))
      expect(recharges[0].body).toMatchObject({ amount: '200', offers: [firstDeposit.id] })
      expect(actor.getSnapshot().context.chosen).toEqual([])
    } finally {
      actor.stop()
    }
  })

  it('another method clears the chosen offers and lists its own; unticking removes one', async () => {
    const { actor } = start()
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'deposit.offer', id: firstDeposit.id, chosen: true })
      actor.send({ type: 'deposit.method', method: 'usdt' })
      expect(actor.getSnapshot().context.chosen).toEqual([])
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().context.offers.map((o) => o.id)).toEqual([1, 4])
      actor.send({ type: 'deposit.offer', id: usdtBonus.id, chosen: true })
      actor.send({ type: 'deposit.offer', id: firstDeposit.id, chosen: true })
      actor.send({ type: 'deposit.offer', id: usdtBonus.id, chosen: false })
      expect(actor.getSnapshot().context.chosen).toEqual([firstDeposit.id])
    } finally {
      actor.stop()
    }
  })

  it('USDT equivalent is rounded down to 2 decimals at the player rate', () => {
    expect(usdtEquivalent({ usdtrate: '7.20', form: { amount: '100' } as never })).toBe('13.88')
    expect(usdtEquivalent({ usdtrate: '7.00', form: { amount: '' } as never })).toBe('0.00')
    expect(usdtEquivalent({ usdtrate: '6.99', form: { amount: '699' } as never })).toBe('100.00')
  })

  it('a USDT deposit says redirecting, opens /payInfo with the order number and goes to records after 2 s', async () => {
    const { actor, clock, recharges, actions, notices } = start()
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'deposit.method', method: 'usdt' })
      await waitFor(actor, (s) => s.matches('editing'))
      fillBank(actor, { amount: '150' })
      actor.send({ type: 'deposit.submit' })
      expect(actor.getSnapshot().context.error).toEqual({
        key: 'v.depositRange',
        params: { min: '200', max: '5000' },
      })
      fillBank(actor, { amount: '300' })
      actor.send({ type: 'deposit.submit' })
      await waitFor(actor, (s) => s.matches('redirecting'))
      expect(recharges[0].body).toEqual({ paytype: 'usdt', catepay: 'TRC20', amount: '300', offers: [] })
      expect(notices.at(-1)).toMatchObject({ kind: 1, key: 'member.deposit.redirecting' })
      expect(actions.openPayInfo).toHaveBeenCalledTimes(1)
      expect(actor.getSnapshot().context.orderNo).toBe('D2024000001')
      clock.increment(2000)
      expect(actions.goToRecords).toHaveBeenCalledTimes(1)
    } finally {
      actor.stop()
    }
  })

  it('a refusal returns to the form with the server message; a network failure keeps the key', async () => {
    const keys: string[] = []
    let n = 0
    const { actor, notices } = start({
      submitDeposit: fromPromise(async ({ input }: { input: { idempotencyKey: string } }) => {
        keys.push(input.idempotencyKey)
        n++
        if (n === 1) throw refused('网络连接失败', 0)
        throw refused('存款金额低于下限', 212)
      }),
    })
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'deposit.method', method: 'alipay' })
      await waitFor(actor, (s) => s.matches('editing'))
      fillBank(actor, { amount: '300' })
      actor.send({ type: 'deposit.submit' })
      await waitFor(actor, (s) => s.matches('editing') && n === 1)
      expect(notices.at(-1)).toMatchObject({ kind: 0, key: '网络连接失败' })
      actor.send({ type: 'deposit.submit' })
      await waitFor(actor, (s) => s.matches('editing') && n === 2)
      expect(keys[1]).toBe(keys[0])
      expect(notices.at(-1)).toMatchObject({ kind: 0, key: '存款金额低于下限' })
      expect(actor.getSnapshot().context.attempt).toBeNull()
    } finally {
      actor.stop()
    }
  })

  it('without any binding it shows the warm reminder: bind goes to /bankCard, close goes back', async () => {
    const { actor, actions } = start({}, { ...cashier, hasBinding: false })
    try {
      await waitFor(actor, (s) => s.matches('reminding'))
      expect(actor.getSnapshot().hasTag('modal')).toBe(true)
      actor.send({ type: 'reminder.bind' })
      expect(actions.goToBankCard).toHaveBeenCalledTimes(1)
      actor.send({ type: 'reminder.close' })
      expect(actions.goBack).toHaveBeenCalledTimes(1)
    } finally {
      actor.stop()
    }
  })

  it('kept alive: leaving from the reminder rests the flow, so coming back after binding never shows it again', async () => {
    let bound = false
    const { actor } = start({
      loadCashier: fromPromise(async () => ({ ...cashier, hasBinding: bound })),
    })
    try {
      await waitFor(actor, (s) => s.matches('reminding'))
      actor.send({ type: 'reminder.bind' })
      actor.send({ type: 'deposit.leave' }) // the page goes off screen (to /bankCard)
      bound = true
      // What the page renders at the moment it is back on screen, before it asks to re-check:
      expect(actor.getSnapshot().hasTag('modal')).toBe(false)
      expect(actor.getSnapshot().hasTag('form')).toBe(false)
      actor.send({ type: 'deposit.retry' })
      expect(actor.getSnapshot().value).toBe('loadingCashier')
      await waitFor(actor, (s) => s.matches('editing'))
    } finally {
      actor.stop()
    }
  })

  it('never drops a keystroke, whatever is loading', async () => {
    let answerCashier: (c: Cashier) => void = () => {}
    let answerChannel: (c: Channel) => void = () => {}
    const { actor } = start({
      loadCashier: fromPromise(() => new Promise<Cashier>((r) => (answerCashier = r))),
      loadChannel: fromPromise(() => new Promise<Channel>((r) => (answerChannel = r))),
    })
    try {
      fillBank(actor, { bank_owner: '张' }) // typed while the cashier is still loading
      answerCashier(cashier)
      await waitFor(actor, (s) => s.matches('loadingChannel'))
      expect(actor.getSnapshot().context.form.bank_owner).toBe('张')
      fillBank(actor, { bank_owner: '张三' }) // typed while the range is still loading
      answerChannel({ range: { min: '100.00', max: '10000.00' }, offers: [] })
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().context.form.bank_owner).toBe('张三')
      fillBank(actor, { bank: '演示银行', bank_no: '62220000', bank_address: '演示支行', amount: '101' })
      expect(actor.getSnapshot().context.form).toEqual({
        bank_owner: '张三',
        bank: '演示银行',
        bank_no: '62220000',
        bank_address: '演示支行',
        amount: '101',
      })
    } finally {
      actor.stop()
    }
  })

  it('no enabled method: nothing to offer; a failed load can be retried', async () => {
    const none = start({}, { ...cashier, methods: [] })
    try {
      await waitFor(none.actor, (s) => s.matches('unavailable'))
    } finally {
      none.actor.stop()
    }
    let fail = true
    const { actor, notices } = start({
      loadCashier: fromPromise(async () => {
        if (fail) throw refused('服务器错误', 500)
        return cashier
      }),
    })
    try {
      await waitFor(actor, (s) => s.matches('failed'))
      expect(notices[0]).toMatchObject({ kind: 0, key: '服务器错误' })
      fail = false
      actor.send({ type: 'deposit.retry' })
      await waitFor(actor, (s) => s.matches('editing'))
    } finally {
      actor.stop()
    }
  })

  it('offers the quick amounts inside the range; one fills the amount, one outside is refused', async () => {
    expect(quickAmounts({ min: '100.00', max: '10000.00' })).toEqual([
      '100.00',
      '500.00',
      '1000.00',
      '5000.00',
    ])
    expect(quickAmounts({ min: '200.00', max: '1000.00' })).toEqual(['500.00', '1000.00'])
    expect(quickAmounts({ min: '20000.00', max: '50000.00' })).toEqual([])
    const { actor } = start()
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      fillBank(actor, { amount: '12' })
      actor.send({ type: 'deposit.amount', amount: '1000.00' })
      expect(actor.getSnapshot().context.form.amount).toBe('1000')
      expect(actor.getSnapshot().can({ type: 'deposit.amount', amount: '7777.00' })).toBe(false)
      // The USDT channel's range (200 - 5000) has no 100 chip.
      actor.send({ type: 'deposit.method', method: 'usdt' })
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().can({ type: 'deposit.amount', amount: '100.00' })).toBe(false)
      actor.send({ type: 'deposit.amount', amount: '5000.00' })
      expect(actor.getSnapshot().context.form.amount).toBe('5000')
    } finally {
      actor.stop()
    }
  })

  it('the depositor name starts as the real name, also after a method change and an order; typed names stay', async () => {
    const { actor, clock } = start()
    try {
      actor.send({ type: 'deposit.realName', name: '张三' })
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().context.form.bank_owner).toBe('张三')
      fillBank(actor, {
        bank: '演示银行',
        bank_no: '6222000011113333',
        bank_address: '演示支行',
        amount: '500',
      })
      actor.send({ type: 'deposit.submit' })
      await waitFor(actor, (s) => s.matches('redirecting'))
      expect(actor.getSnapshot().context.form).toMatchObject({ bank_owner: '张三', amount: '' })
      clock.increment(2000)
      actor.send({ type: 'deposit.method', method: 'usdt' })
      actor.send({ type: 'deposit.method', method: 'bank' })
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().context.form.bank_owner).toBe('张三')
      fillBank(actor, { bank_owner: '李四' })
      actor.send({ type: 'deposit.realName', name: '张三' })
      expect(actor.getSnapshot().context.form.bank_owner).toBe('李四')
    } finally {
      actor.stop()
    }
  })

  it('keeps the default range when the range call fails', async () => {
    const { actor, notices } = start({
      loadChannel: fromPromise(async () => {
        throw refused('范围读取失败', 500)
      }),
    })
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().context.range).toEqual({ min: '100.00', max: '10000.00' })
      expect(notices[0]).toMatchObject({ kind: 0, key: '范围读取失败' })
    } finally {
      actor.stop()
    }
  })
})
