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

const payStatus = (patch: Partial<PayStatus> = {}): PayStatus => ({
  deposit_no: 'D1',
  status: 'awaiting',
  pay_url: '',
  paid: null,
  unit: 'CNY',
  confirmations: 0,
  credited: null,
  settled_at: null,
  ...patch,
})

function start(answer: () => Promise<{ order: PayInfo | null; kind: string }>, statuses: PayStatus[] = []) {
  const clock = new SimulatedClock()
  clock.set(1_700_000_000_000)
  const loads: unknown[] = []
  const goToRecords = vi.fn()
  const asked: number[] = []
  const machine = paymentMachine.provide({
    actors: {
      loadOrder: fromPromise(async ({ input }) => {
        loads.push(input)
        return answer()
      }),
      // The answers in turn, then the last one again; `asked` records the clock of each question.
      loadStatus: fromPromise(async (): Promise<PayStatus> => {
        asked.push(clock.now())
        return statuses[Math.min(asked.length, statuses.length) - 1] ?? payStatus()
      }),
    },
    actions: { goToRecords },
  })
  const actor = createActor(machine, { input: { now: () => clock.now() }, clock })
  actor.start()
  return { actor, clock, loads, goToRecords, asked }
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

  it('credited: final at once, the window and its countdown stop, nothing more is asked', async () => {
    const credited = payStatus({ status: 'credited', credited: '100.00', settled_at: '2024-05-01 12:03:00' })
    const { actor, clock, asked } = start(
      async () => ({ order: order('2024-05-01 12:00:00', '2024-05-01 13:00:00'), kind: 'alipay' }),
      [payStatus(), credited],
    )
    try {
      actor.send({ type: 'payment.load', depositNo: 'D1' })
      await waitFor(actor, (s) => s.matches('awaitingPayment'))
      expect(actor.getSnapshot().hasTag('final')).toBe(false)
      for (let i = 0; i < 3; i++) clock.increment(1000)
      await waitFor(actor, (s) => s.matches('settled'))
      expect(actor.getSnapshot().hasTag('final')).toBe(true)
      expect(actor.getSnapshot().context.status).toEqual(credited)
      const seen = asked.length
      for (let i = 0; i < 10; i++) clock.increment(1000)
      expect(asked).toHaveLength(seen)
    } finally {
      actor.stop()
    }
  })

  it('reported expired inside the window: final, 00:00, and still watched every 3 s for a late payment', async () => {
    const { actor, clock, asked } = start(
      async () => ({ order: order('2024-05-01 12:00:00', '2024-05-01 13:00:00'), kind: 'alipay' }),
      [payStatus({ status: 'expired', settled_at: '2024-05-01 12:59:58' })],
    )
    try {
      actor.send({ type: 'payment.load', depositNo: 'D1' })
      await waitFor(actor, (s) => s.matches({ expired: 'waitingForStatus' }))
      expect(actor.getSnapshot().hasTag('final')).toBe(true)
      expect(mmss(actor.getSnapshot().context.remainingMs)).toBe('00:00')
      expect(asked).toHaveLength(1)
      clock.increment(2999)
      expect(asked).toHaveLength(1)
      clock.increment(1)
      await waitFor(actor, (s) => s.matches({ expired: 'waitingForStatus' }) && asked.length === 2)
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
