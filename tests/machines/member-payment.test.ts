import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { PayInfo } from '../../core/contract/calls'
import type { PayStatus } from '../../core/contract/payments'
import { mmss, paymentMachine } from '../../src/machines/payment.machine'

const order = (serverTime: string, expiresAt: string, depositNo = 'D1'): PayInfo => ({
  deposit_no: depositNo,
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
  cardlist: { content: 'USDT', payimg: '', mch_id: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' },
})

function start(answer: () => Promise<{ order: PayInfo | null; kind: string }>) {
  const clock = new SimulatedClock()
  clock.set(1_700_000_000_000)
  const loads: unknown[] = []
  const goToRecords = vi.fn()
  const machine = paymentMachine.provide({
    actors: {
      loadOrder: fromPromise(async ({ input }) => {
        loads.push(input)
        return answer()
      }),
      loadStatus: fromPromise(
        async (): Promise<PayStatus> => ({
          deposit_no: 'D1',
          status: 'awaiting',
          pay_url: '',
          paid: null,
          unit: 'CNY',
          confirmations: 0,
        }),
      ),
    },
    actions: { goToRecords },
  })
  const actor = createActor(machine, { input: { now: () => clock.now() }, clock })
  actor.start()
  return { actor, clock, loads, goToRecords }
}

describe('payment machine', () => {
  it('does nothing without a deposit number', () => {
    const { actor, loads } = start(async () => ({ order: null, kind: '' }))
    try {
      actor.send({ type: 'payment.load', depositNo: '  ' })
      expect(actor.getSnapshot().matches('idle')).toBe(true)
      expect(loads).toHaveLength(0)
    } finally {
      actor.stop()
    }
  })

  it('an answer without a deposit number renders nothing', async () => {
    const { actor } = start(async () => ({ order: null, kind: 'usdtpay' }))
    try {
      actor.send({ type: 'payment.load', depositNo: 'D1' })
      await waitFor(actor, (s) => s.matches('idle'))
      expect(actor.getSnapshot().context.order).toBeNull()
    } finally {
      actor.stop()
    }
  })

  it('counts down from the server window (a reload 10 minutes in shows 50:00) and ends at 00:00', async () => {
    const { actor, clock, loads } = start(async () => ({
      order: order('2024-05-01 12:10:00', '2024-05-01 13:00:00'),
      kind: 'usdtpay',
    }))
    try {
      actor.send({ type: 'payment.load', depositNo: 'D1' })
      await waitFor(actor, (s) => s.matches('awaitingPayment'))
      expect(loads).toEqual([{ deposit_no: 'D1' }])
      expect(actor.getSnapshot().context.kind).toBe('usdtpay')
      expect(mmss(actor.getSnapshot().context.remainingMs)).toBe('50:00')
      clock.increment(1000)
      expect(mmss(actor.getSnapshot().context.remainingMs)).toBe('49:59')
      clock.increment(61_000)
      expect(mmss(actor.getSnapshot().context.remainingMs)).toBe('48:58')
      for (let i = 0; i < 48 * 60 + 58; i++) clock.increment(1000)
      expect(actor.getSnapshot().matches('expired')).toBe(true)
      expect(mmss(actor.getSnapshot().context.remainingMs)).toBe('00:00')
    } finally {
      actor.stop()
    }
  })

  it('an order already past its window shows 00:00 at once; I-have-paid goes to records', async () => {
    const { actor, goToRecords } = start(async () => ({
      order: order('2024-05-01 13:05:00', '2024-05-01 13:00:00'),
      kind: 'alipay',
    }))
    try {
      actor.send({ type: 'payment.load', depositNo: 'D1' })
      await waitFor(actor, (s) => s.matches('expired'))
      expect(mmss(actor.getSnapshot().context.remainingMs)).toBe('00:00')
      actor.send({ type: 'payment.paid' })
      expect(goToRecords).toHaveBeenCalledTimes(1)
    } finally {
      actor.stop()
    }
  })

  it('a failed load shows the message and renders nothing', async () => {
    const { actor } = start(async () => {
      throw Object.assign(new Error('订单不存在'), { code: 202 })
    })
    const notices: unknown[] = []
    actor.on('notice', (n) => notices.push(n))
    try {
      actor.send({ type: 'payment.load', depositNo: 'D404' })
      await waitFor(actor, (s) => s.matches('idle') && notices.length === 1)
      expect(notices[0]).toEqual({ type: 'notice', kind: 0, key: '订单不存在' })
    } finally {
      actor.stop()
    }
  })
})
