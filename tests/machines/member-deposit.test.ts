// The deposit machine: loading the cashier and its ranges, placing bank and USDT orders, refusals,
// and the reminder shown without a bound card (the form itself: member-deposit-form.test.ts).
import { describe, expect, it } from 'vitest'
import { fromPromise, waitFor } from 'xstate'
import { cashier, fillBank, refused, start } from './deposit-kit'

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

  it('立即存款 waits for the channel: not offered while it loads, a click then sends nothing', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const { actor, recharges } = start({
      loadChannel: fromPromise(async ({ input }: { input: { type: string } }) => {
        if (input.type === 'alipay') await held
        return { range: { min: '100.00', max: '10000.00' }, offers: [] }
      }),
    })
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'deposit.field', field: 'amount', value: '500' })
      expect(actor.getSnapshot().can({ type: 'deposit.submit' })).toBe(true)
      actor.send({ type: 'deposit.method', method: 'alipay' })
      actor.send({ type: 'deposit.field', field: 'amount', value: '500' })
      const loading = actor.getSnapshot()
      expect(loading.matches('loadingChannel')).toBe(true)
      expect(loading.hasTag('channel')).toBe(true)
      expect(loading.can({ type: 'deposit.submit' })).toBe(false)
      actor.send({ type: 'deposit.submit' })
      expect(actor.getSnapshot().matches('loadingChannel')).toBe(true)
      release()
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().hasTag('channel')).toBe(false)
      expect(actor.getSnapshot().can({ type: 'deposit.submit' })).toBe(true)
      expect(recharges).toEqual([])
      actor.send({ type: 'deposit.submit' })
      await waitFor(actor, (s) => s.matches('redirecting'))
      expect(recharges[0].body).toMatchObject({ paytype: 'alipay', amount: '500' })
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
})
