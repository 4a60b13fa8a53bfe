import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { Notice } from '../../src/machines/memberKit'
import {
  type BoundLists,
  type BoundSource,
  openRequirements,
  usdtQuote,
  withdrawable,
  withdrawalMachine,
  withdrawQuickAmounts,
} from '../../src/machines/withdrawal.machine'

const rates = { withdrawusdtrate: '7.00', withdrawcashfee: '5.00', withdrawfeeusdttrc: '1.00' }
const card = {
  id: 7,
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
  id: 9,
  bank: 'USDT',
  bank_no: `T${'a'.repeat(33)}`,
  bank_owner: 'ERC20',
  bank_address: 'ERC20',
}
const refused = (message: string, code = 214) => Object.assign(new Error(message), { code })
const noWagering = { bet_amount: '50.00', required: '0.00', multiple: '1', bonus: '0.00', requirements: [] }
const requirement = {
  id: 1,
  kind: 'bonus' as const,
  title: '新会员首存加赠 100%',
  amount: '8880.00',
  progress: '3200.00',
  bonus: '888.00',
  state: 'active' as const,
  created_at: '2024-05-01 12:00:00',
}
const FORFEIT = '您有进行中的红利888.00元尚未完成流水。确认放弃红利并提现吗？'

/** A stand-in for the page's bindCard actor: its lists, replaced by `set`. */
function boundLists(first: BoundLists) {
  let context = first
  const listeners = new Set<(s: { context: BoundLists }) => void>()
  const source: BoundSource = {
    getSnapshot: () => ({ context }),
    subscribe: (next) => {
      listeners.add(next)
      return { unsubscribe: () => listeners.delete(next) }
    },
  }
  const set = (lists: BoundLists) => {
    context = lists
    for (const l of listeners) l({ context })
  }
  return { source, set, listeners }
}

function start(overrides: Record<string, unknown> = {}, bound?: BoundSource) {
  const clock = new SimulatedClock()
  const sent: { body: Record<string, unknown>; idempotencyKey: string }[] = []
  const actions = { goToRecords: vi.fn(), userChanged: vi.fn() }
  const machine = withdrawalMachine.provide({
    actors: {
      loadAccount: fromPromise(async () => ({
        balance: '800.00',
        betAmount: noWagering,
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
  const actor = createActor(machine, { input: { rates, bound }, clock })
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
      expect(sent[0].body).toEqual({ amount: '150', bank: 7, password: '123456', forfeit_bonus: 0 })
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

  it('an active bonus: 220 asks first; confirming resends with forfeit_bonus 1 under a new key', async () => {
    const { actor, sent, notices } = start({
      submitWithdrawal: fromPromise(async ({ input }: { input: (typeof sent)[number] }) => {
        sent.push(input)
        if (input.body.forfeit_bonus !== 1) throw refused(FORFEIT, 220)
        return null
      }),
    })
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'withdrawal.select', card })
      actor.send({ type: 'withdrawal.amount', amount: '100' })
      actor.send({ type: 'withdrawal.password', password: '123456' })
      actor.send({ type: 'withdrawal.submit' })
      await waitFor(actor, (s) => s.matches('confirmingForfeit'))
      expect(actor.getSnapshot().hasTag('modal')).toBe(true)
      expect(actor.getSnapshot().context.forfeitMessage).toBe(FORFEIT)
      expect(notices).toHaveLength(0)
      actor.send({ type: 'withdrawal.forfeitConfirm' })
      await waitFor(actor, (s) => s.matches('redirecting'))
      expect(sent.map((x) => x.body.forfeit_bonus)).toEqual([0, 1])
      expect(sent[1].idempotencyKey).not.toBe(sent[0].idempotencyKey)
      expect(notices.at(-1)).toMatchObject({ kind: 1, key: 'member.withdraw.submitted' })
      expect(actor.getSnapshot().context.forfeitConfirmed).toBe(false)
    } finally {
      actor.stop()
    }
  })

  it('keeping the bonus returns to the form; a lost answer after confirming retries with the same key', async () => {
    let lose = true
    const { actor, sent } = start({
      submitWithdrawal: fromPromise(async ({ input }: { input: (typeof sent)[number] }) => {
        sent.push(input)
        if (input.body.forfeit_bonus !== 1) throw refused(FORFEIT, 220)
        if (lose) {
          lose = false
          throw refused('网络异常', 0)
        }
        return null
      }),
    })
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'withdrawal.select', card })
      actor.send({ type: 'withdrawal.amount', amount: '100' })
      actor.send({ type: 'withdrawal.password', password: '123456' })
      actor.send({ type: 'withdrawal.submit' })
      await waitFor(actor, (s) => s.matches('confirmingForfeit'))
      actor.send({ type: 'withdrawal.forfeitCancel' })
      expect(actor.getSnapshot().matches('editing')).toBe(true)
      expect(actor.getSnapshot().context).toMatchObject({ amount: '100', forfeitConfirmed: false })
      actor.send({ type: 'withdrawal.submit' })
      await waitFor(actor, (s) => s.matches('confirmingForfeit') && sent.length === 2)
      actor.send({ type: 'withdrawal.forfeitConfirm' })
      await waitFor(actor, (s) => s.matches('editing') && sent.length === 3)
      actor.send({ type: 'withdrawal.submit' })
      await waitFor(actor, (s) => s.matches('redirecting'))
      expect(sent.map((x) => x.body.forfeit_bonus)).toEqual([0, 0, 1, 1])
      expect(sent[3].idempotencyKey).toBe(sent[2].idempotencyKey)
    } finally {
      actor.stop()
    }
  })

  it('the only bound card or address is chosen, on load, on a tab switch, after a bind and after a success', async () => {
    const lists = boundLists({ cards: [card], addresses: [] })
    const { actor } = start({}, lists.source)
    try {
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().context.selectedId).toBe(7)
      actor.send({ type: 'withdrawal.tab', tab: 'usdt' })
      expect(actor.getSnapshot().context).toMatchObject({ selectedId: null, protocol: null })
      lists.set({ cards: [card], addresses: [address] })
      expect(actor.getSnapshot().context).toMatchObject({ selectedId: 9, protocol: 'ERC20' })
      actor.send({ type: 'withdrawal.tab', tab: 'bank' })
      expect(actor.getSnapshot().context).toMatchObject({ selectedId: 7, protocol: null })
      // Two cards: the player's choice stays while it is listed; with none made, none is made for them.
      const second = { ...card, id: 8 }
      lists.set({ cards: [card, second], addresses: [address] })
      expect(actor.getSnapshot().context.selectedId).toBe(7)
      actor.send({ type: 'withdrawal.select', card: second })
      actor.send({ type: 'withdrawal.tab', tab: 'usdt' })
      actor.send({ type: 'withdrawal.tab', tab: 'bank' })
      expect(actor.getSnapshot().context.selectedId).toBeNull()
      lists.set({ cards: [second], addresses: [address] })
      expect(actor.getSnapshot().context.selectedId).toBe(8)
      actor.send({ type: 'withdrawal.amount', amount: '100' })
      actor.send({ type: 'withdrawal.password', password: '123456' })
      actor.send({ type: 'withdrawal.submit' })
      await waitFor(actor, (s) => s.matches('redirecting'))
      expect(actor.getSnapshot().context).toMatchObject({ selectedId: 8, amount: '', password: '' })
    } finally {
      actor.stop()
    }
    expect(lists.listeners.size).toBe(0)
  })

  it('quick amounts: the steps from 100 up to the cash that can be withdrawn, then all of it', () => {
    const at = (balance: string, betAmount = noWagering) => withdrawQuickAmounts({ balance, betAmount })
    expect(withdrawQuickAmounts({ balance: null, betAmount: null })).toEqual([])
    expect(at('99.99')).toEqual([])
    expect(at('100.00')).toEqual(['100.00'])
    expect(at('800.50')).toEqual(['100.00', '500.00', '800.50'])
    expect(at('5000.00')).toEqual(['100.00', '500.00', '1000.00', '5000.00'])
    expect(at('12000.00')).toEqual(['100.00', '500.00', '1000.00', '5000.00', '12000.00'])
    expect(at('800.00', { ...noWagering, required: '100.00' })).toEqual([])
  })

  it('what can be withdrawn: nothing while the deposits owe turnover, else the balance less the bonus', () => {
    expect(withdrawable({ balance: null, betAmount: noWagering })).toBeNull()
    expect(withdrawable({ balance: '800.00', betAmount: noWagering })).toBe('800.00')
    const bonus = { ...noWagering, bonus: '888.00', requirements: [requirement] }
    expect(withdrawable({ balance: '2091.00', betAmount: bonus })).toBe('1203.00')
    expect(withdrawable({ balance: '500.00', betAmount: bonus })).toBe('0.00')
    expect(withdrawable({ balance: '800.00', betAmount: { ...noWagering, required: '100.00' } })).toBe('0.00')
    const met = { ...requirement, id: 2, state: 'met' as const }
    expect(openRequirements({ betAmount: { ...bonus, requirements: [requirement, met] } })).toEqual([
      requirement,
    ])
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
