import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { Notice } from '../../src/machines/memberKit'
import { usdtQuote, withdrawalMachine } from '../../src/machines/withdrawal.machine'

const rates = { withdrawusdtrate: '7.00', withdrawcashfee: '5.00', withdrawfeeusdttrc: '1.00' }
const card = {
  id: 7,
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
  id: 9,
  bank: 'USDT',
  bank_no: `T${'a'.repeat(33)}`,
  bank_owner: 'ERC20',
  bank_address: 'ERC20',
}
const refused = (message: string, code = 214) => Object.assign(new Error(message), { code })

function start(overrides: Record<string, unknown> = {}) {
  const clock = new SimulatedClock()
  const sent: { body: Record<string, unknown>; idempotencyKey: string }[] = []
  const actions = { goToRecords: vi.fn(), userChanged: vi.fn() }
  const machine = withdrawalMachine.provide({
    actors: {
      loadAccount: fromPromise(async () => ({
        balance: '800.00',
        betAmount: { bet_amount: '50.00', required: '0.00', multiple: '1' },
      })),
      refreshBalance: fromPromise(async () => '900.00'),
      submitWithdrawal: fromPromise(async ({ input }: { input: (typeof sent)[number] }) => {
        sent.push(input)
        return null
      }),
      ...overrides,
    } as never,
    actions,
  })
  const actor = createActor(machine, { input: { rates }, clock })
  const notices: Notice[] = []
  actor.on('notice', (n) => notices.push(n))
  actor.start()
  return { actor, clock, sent, actions, notices }
}

describe('withdrawal machine', () => {
  it('loads the balance and the wagering amount; refresh re-reads the balance', async () => {
    const { actor } = start()
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().context.balance).toBe('800.00')
      expect(actor.getSnapshot().context.betAmount?.bet_amount).toBe('50.00')
      actor.send({ type: 'withdrawal.refresh' })
      await waitFor(actor, (s) => s.matches('editing') && s.context.balance === '900.00')
    } finally {
      actor.stop()
    }
  })

  it('validates in order: selection, amount at least 100, password', async () => {
    const { actor, sent } = start()
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      const submit = () => {
        actor.send({ type: 'withdrawal.submit' })
        return actor.getSnapshot().context.error
      }
      expect(submit()).toEqual({ key: 'v.withdrawBank' })
      actor.send({ type: 'withdrawal.select', card })
      expect(submit()).toEqual({ key: 'v.withdrawMin' })
      actor.send({ type: 'withdrawal.amount', amount: '99.99' })
      expect(submit()).toEqual({ key: 'v.withdrawMin' })
      actor.send({ type: 'withdrawal.amount', amount: '100' })
      expect(submit()).toEqual({ key: 'v.withdrawPassword' })
      actor.send({ type: 'withdrawal.tab', tab: 'usdt' })
      expect(submit()).toEqual({ key: 'v.withdrawUsdt' })
      expect(sent).toHaveLength(0)
    } finally {
      actor.stop()
    }
  })

  it('switching tab clears amount, password and selection; a USDT address sets the protocol', async () => {
    const { actor } = start()
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'withdrawal.select', card })
      actor.send({ type: 'withdrawal.amount', amount: '200' })
      actor.send({ type: 'withdrawal.password', password: '123456' })
      actor.send({ type: 'withdrawal.tab', tab: 'usdt' })
      const c = actor.getSnapshot().context
      expect([c.selectedId, c.amount, c.password, c.protocol]).toEqual([null, '', '', null])
      actor.send({ type: 'withdrawal.select', card: address })
      expect(actor.getSnapshot().context.protocol).toBe('ERC20')
      actor.send({ type: 'withdrawal.amount', amount: '700' })
      expect(usdtQuote(actor.getSnapshot().context)).toEqual({
        fee: '5.00',
        converted: '100.00',
        actual: '95.00',
      })
      expect(usdtQuote({ ...actor.getSnapshot().context, protocol: 'TRC20' })).toEqual({
        fee: '1.00',
        converted: '100.00',
        actual: '99.00',
      })
    } finally {
      actor.stop()
    }
  })

  it('a success clears the form, tells the session and goes to /transRecord after 1.5 s', async () => {
    const { actor, clock, sent, actions, notices } = start()
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'withdrawal.select', card })
      actor.send({ type: 'withdrawal.amount', amount: '150' })
      actor.send({ type: 'withdrawal.password', password: '123456' })
      actor.send({ type: 'withdrawal.submit' })
      await waitFor(actor, (s) => s.matches('redirecting'))
      expect(sent[0].body).toEqual({ amount: '150', bank: 7, password: '123456' })
      expect(sent[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
      expect(actor.getSnapshot().context.amount).toBe('')
      expect(actor.getSnapshot().context.selectedId).toBeNull()
      expect(notices.at(-1)).toMatchObject({ kind: 1, key: 'member.withdraw.submitted' })
      expect(actions.userChanged).toHaveBeenCalledTimes(1)
      clock.increment(1499)
      expect(actions.goToRecords).not.toHaveBeenCalled()
      clock.increment(1)
      expect(actions.goToRecords).toHaveBeenCalledTimes(1)
    } finally {
      actor.stop()
    }
  })

  it('a refusal keeps the form and shows the server message', async () => {
    const { actor, notices } = start({
      submitWithdrawal: fromPromise(async () => {
        throw refused('打码量未达到要求', 214)
      }),
    })
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'withdrawal.select', card })
      actor.send({ type: 'withdrawal.amount', amount: '150' })
      actor.send({ type: 'withdrawal.password', password: '123456' })
      actor.send({ type: 'withdrawal.submit' })
      await waitFor(actor, (s) => s.matches('editing') && notices.length > 0)
      expect(notices.at(-1)).toEqual({ type: 'notice', kind: 0, key: '打码量未达到要求' })
      expect(actor.getSnapshot().context.amount).toBe('150')
      expect(actor.getSnapshot().context.attempt).toBeNull()
    } finally {
      actor.stop()
    }
  })

  it('a failed load still shows the form', async () => {
    const { actor, notices } = start({
      loadAccount: fromPromise(async () => {
        throw refused('网络异常', 0)
      }),
      refreshBalance: fromPromise(async () => {
        throw refused('网络异常', 0)
      }),
    })
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'withdrawal.refresh' })
      await waitFor(actor, (s) => s.matches('editing') && notices.length === 2)
      expect(actor.getSnapshot().context.balance).toBeNull()
    } finally {
      actor.stop()
    }
  })
})
