// The deposit machine's fixtures, shared by its tests (member-deposit.test.ts: loading, orders and the
// binding reminder; member-deposit-form.test.ts: the form, methods, offers and amounts): a cashier with
// three methods, two bonus offers, and the machine started with stub actors on a simulated clock.
import { vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { Cashier, Channel, Offer } from '../../src/machines/deposit.logic'
import { depositMachine } from '../../src/machines/deposit.machine'
import type { Notice } from '../../src/machines/memberKit'

export const cashier: Cashier = {
  methods: ['bank', 'usdt', 'alipay'],
  accounts: [
    {
      id: 1,
      bank_no: '6222000011112222',
      bank_owner: '金鼎收款',
      bank_address: '演示支行',
      bank_data: { bank_name: '演示银行', bank_label: '演示银行', ico: '' },
    },
  ],
  banks: [{ id: 1, bank_name: '演示银行', bank_label: '演示银行', ico: '' }],
  hasBinding: true,
}
export const refused = (message: string, code = 212) => Object.assign(new Error(message), { code })
export const firstDeposit: Offer = {
  id: 1,
  kind: 'first-deposit',
  title: '新会员首存加赠 100%',
  percent: '100.00',
  max_bonus: '888.00',
  min_deposit: '150.00',
  multiple: '10',
}
export const usdtBonus: Offer = {
  ...firstDeposit,
  id: 4,
  kind: 'deposit-method',
  title: 'USDT 加赠 2%',
  percent: '2.00',
}

export function start(overrides: Record<string, unknown> = {}, loaded: Cashier = cashier) {
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

export const fillBank = (actor: ReturnType<typeof start>['actor'], values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) {
    actor.send({ type: 'deposit.field', field: field as never, value })
  }
}
