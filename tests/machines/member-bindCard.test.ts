import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { type BoundCard, bindCardMachine } from '../../src/machines/bindCard.machine'
import type { Notice } from '../../src/machines/memberKit'

const card = (id: number): BoundCard => ({
  id,
  bank: '演示银行',
  bank_label: '演示银行',
  bank_no: `62220000${id}`,
  bank_owner: '张三',
  bank_address: '演示支行',
  bank_not: String(id),
  ico: '',
  created_at: '2024-01-01 00:00:00',
})
const TRC = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'
/** What the stub server answers to a bind: a USDT bind shows it, a bank-card bind shows 绑定成功. */
const SERVER_SAYS = 'USDT地址已绑定（TRC20）'
const refused = (message: string, code = 207) => Object.assign(new Error(message), { code })

function start(cards: BoundCard[] = [card(1)], overrides: Record<string, unknown> = {}) {
  let loads = 0
  const binds: { body: Record<string, unknown>; idempotencyKey: string }[] = []
  const unbinds: unknown[] = []
  const listsChanged = vi.fn()
  const machine = bindCardMachine.provide({
    actors: {
      loadLists: fromPromise(async () => {
        loads++
        return {
          cards,
          addresses: [],
          banks: [{ id: 1, bank_name: '演示银行', bank_label: '演示银行', ico: '' }],
        }
      }),
      bind: fromPromise(async ({ input }: { input: (typeof binds)[number] }) => {
        binds.push(input)
        return { message: SERVER_SAYS }
      }),
      unbind: fromPromise(async ({ input }) => {
        unbinds.push(input)
        return null
      }),
      ...overrides,
    } as never,
    actions: { listsChanged },
  })
  const actor = createActor(machine, { input: undefined, clock: new SimulatedClock() })
  const notices: Notice[] = []
  actor.on('notice', (n) => notices.push(n))
  actor.start()
  return { actor, binds, unbinds, notices, loads: () => loads, listsChanged }
}
const fill = (actor: ReturnType<typeof start>['actor'], values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values))
    actor.send({ type: 'bindCard.field', field: field as never, value })
}

describe('bindCard machine', () => {
  it('opening and closing the dialog clears its data (bindShow 0/1/2)', async () => {
    const { actor } = start()
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'bindCard.open', kind: 1 })
      expect(actor.getSnapshot().context.bindShow).toBe(1)
      fill(actor, { bank_owner: '张三' })
      actor.send({ type: 'bindCard.close' })
      expect(actor.getSnapshot().context.bindShow).toBe(0)
      actor.send({ type: 'bindCard.open', kind: 2 })
      expect(actor.getSnapshot().context.bindShow).toBe(2)
      expect(actor.getSnapshot().context.form.bank_owner).toBe('')
    } finally {
      actor.stop()
    }
  })

  it('checks a bank card in the spec order', async () => {
    const { actor, binds } = start()
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'bindCard.open', kind: 1 })
      const submit = () => {
        actor.send({ type: 'bindCard.submit' })
        return actor.getSnapshot().context.error?.key
      }
      expect(submit()).toBe('v.bindName')
      fill(actor, { bank_owner: '张三' })
      expect(submit()).toBe('v.bindBank')
      fill(actor, { bank: '演示银行' })
      expect(submit()).toBe('v.bindAddress')
      fill(actor, { bank_address: '演示支行' })
      expect(submit()).toBe('v.bindCardNo')
      fill(actor, { bank_no: '1234567' })
      expect(submit()).toBe('v.bindPayPass')
      fill(actor, { pay_pass: '12345' })
      expect(submit()).toBe('v.bindCardNoLength')
      fill(actor, { bank_no: '12345678' })
      expect(submit()).toBe('v.bindPayPassLength')
      fill(actor, { pay_pass: '1'.repeat(19) })
      expect(submit()).toBe('v.bindPayPassLength')
      expect(binds).toHaveLength(0)
    } finally {
      actor.stop()
    }
  })

  it('checks a USDT address in the spec order, then its shape', async () => {
    const { actor } = start()
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'bindCard.open', kind: 2 })
      const submit = () => {
        actor.send({ type: 'bindCard.submit' })
        return actor.getSnapshot().context.error?.key
      }
      expect(submit()).toBe('v.usdtAddress')
      fill(actor, { bank_no: '0x1234' })
      expect(submit()).toBe('v.usdtProtocol')
      fill(actor, { protocol: 'TRC20' })
      expect(submit()).toBe('v.bindPayPass')
      fill(actor, { pay_pass: '123456' })
      expect(submit()).toBe('v.usdtAddressInvalid')
    } finally {
      actor.stop()
    }
  })

  it('binds a USDT address with an idempotency key, closes and reloads both lists', async () => {
    const { actor, binds, loads, notices } = start()
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'bindCard.open', kind: 2 })
      fill(actor, { bank_no: TRC, protocol: 'TRC20', pay_pass: '123456' })
      actor.send({ type: 'bindCard.submit' })
      await waitFor(actor, (s) => s.matches('idle') && loads() === 2)
      expect(binds[0].body).toEqual({
        bank: 'USDT',
        bank_no: TRC,
        bank_owner: 'TRC20',
        bank_address: 'TRC20',
        pay_pass: '123456',
      })
      expect(binds[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
      expect(actor.getSnapshot().context.bindShow).toBe(0)
      expect(notices.at(-1)).toEqual({ type: 'notice', kind: 1, key: SERVER_SAYS })
    } finally {
      actor.stop()
    }
  })

  it('a bank-card bind says 绑定成功 whatever the server answers, closes and reloads', async () => {
    const { actor, loads, notices } = start()
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'bindCard.open', kind: 1 })
      fill(actor, {
        bank_owner: '张三',
        bank: '演示银行',
        bank_address: '演示支行',
        bank_no: '62220000',
        pay_pass: '123456',
      })
      actor.send({ type: 'bindCard.submit' })
      await waitFor(actor, (s) => s.matches('idle') && loads() === 2)
      expect(actor.getSnapshot().context.bindShow).toBe(0)
      expect(notices.at(-1)).toEqual({ type: 'notice', kind: 1, key: 'member.bind.done' })
    } finally {
      actor.stop()
    }
  })

  it('a refused bank-card bind still closes and reloads; a refused USDT bind stays open', async () => {
    const failing = {
      bind: fromPromise(async () => {
        throw refused('支付密码错误', 520)
      }),
    }
    const bank = start([card(1)], failing)
    try {
      await waitFor(bank.actor, (s) => s.matches('idle'))
      bank.actor.send({ type: 'bindCard.open', kind: 1 })
      fill(bank.actor, {
        bank_owner: '张三',
        bank: '演示银行',
        bank_address: '演示支行',
        bank_no: '62220000',
        pay_pass: '654321',
      })
      bank.actor.send({ type: 'bindCard.submit' })
      await waitFor(bank.actor, (s) => s.matches('idle') && bank.loads() === 2)
      expect(bank.actor.getSnapshot().context.bindShow).toBe(0)
      expect(bank.notices.at(-1)).toEqual({ type: 'notice', kind: 0, key: '支付密码错误' })
    } finally {
      bank.actor.stop()
    }
    const usdt = start([card(1)], failing)
    try {
      await waitFor(usdt.actor, (s) => s.matches('idle'))
      usdt.actor.send({ type: 'bindCard.open', kind: 2 })
      fill(usdt.actor, { bank_no: TRC, protocol: 'TRC20', pay_pass: '654321' })
      usdt.actor.send({ type: 'bindCard.submit' })
      await waitFor(usdt.actor, (s) => s.matches('editing') && usdt.notices.length === 1)
      expect(usdt.actor.getSnapshot().context.bindShow).toBe(2)
      expect(usdt.loads()).toBe(1)
    } finally {
      usdt.actor.stop()
    }
  })

  it('unbind asks first, then reloads both lists', async () => {
    const { actor, unbinds, loads, notices } = start([card(1), card(2)])
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'bindCard.unbind', id: 2 })
      expect(actor.getSnapshot().matches('confirmingUnbind')).toBe(true)
      actor.send({ type: 'bindCard.unbindCancel' })
      expect(unbinds).toHaveLength(0)
      actor.send({ type: 'bindCard.unbind', id: 2 })
      actor.send({ type: 'bindCard.unbindConfirm' })
      await waitFor(actor, (s) => s.matches('idle') && loads() === 2)
      expect(unbinds).toEqual([{ id: 2 }])
      expect(notices.at(-1)).toMatchObject({ kind: 1, key: 'member.bind.unbound' })
    } finally {
      actor.stop()
    }
  })

  it('a refused unbind shows the message and does not reload', async () => {
    const { actor, loads, notices } = start([card(1)], {
      unbind: fromPromise(async () => {
        throw refused('卡片不存在', 202)
      }),
    })
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      actor.send({ type: 'bindCard.unbind', id: 1 })
      actor.send({ type: 'bindCard.unbindConfirm' })
      await waitFor(actor, (s) => s.matches('idle') && notices.length === 1)
      expect(loads()).toBe(1)
    } finally {
      actor.stop()
    }
  })

  it('adding is only possible while fewer than 5 are bound', async () => {
    const { actor } = start([1, 2, 3, 4, 5].map(card))
    try {
      await waitFor(actor, (s) => s.matches('idle'))
      expect(actor.getSnapshot().can({ type: 'bindCard.open', kind: 1 })).toBe(false)
      expect(actor.getSnapshot().can({ type: 'bindCard.open', kind: 2 })).toBe(true)
    } finally {
      actor.stop()
    }
  })
})
