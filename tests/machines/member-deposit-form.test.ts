// The deposit machine's form: the checks in the spec's order, method changes, opt-in bonus offers,
// the USDT equivalent, quick amounts and the depositor name (orders and loading: member-deposit.test.ts).
import { describe, expect, it } from 'vitest'
import { fromPromise, waitFor } from 'xstate'
import { type Cashier, type Channel, quickAmounts, usdtEquivalent } from '../../src/machines/deposit.logic'
import { cashier, fillBank, firstDeposit, start, usdtBonus } from './deposit-kit'

describe('deposit machine: the form', () => {
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
})
