// The edge amounts on every money call: each is refused with code 1000 and the money parser's own
// message (core/money.ts), and nothing moves. Before the one parser, 100.000000001 deposited 100.00,
// a slot stake of 1.005 was charged 1.00 and 1e-9 reached the ledger as 0 cents (HTTP 500).
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Call, calls, gameCalls } from '../../core/contract'
import { translate } from '../../core/i18n'
import type { MoneyRefusal } from '../../core/money'
import { adminToken, callApi, makeAdminApp, type Registered, registerAndLogin } from './helpers'
import { auth, balance, bindBank, fund, moneyApp, venue } from './money-kit'

let app: FastifyInstance
let p: Registered
let card: number
let operator: string
let admin: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
  p = await registerAndLogin(app)
  await fund(app, p, 5000)
  card = await bindBank(app, p)
  const moved = await callApi(
    app,
    calls.transfer,
    { amount: 200, sourcetype: 'userbalance', targettype: 'jdslot' },
    auth(p),
  )
  expect(moved.code, moved.message).toBe(200)
  admin = await makeAdminApp()
  operator = await adminToken(admin)
})

/** Edge values and the reason each is refused for (the stake calls' maximum is 50,000.00). */
const edges = (max: string): [unknown, MoneyRefusal][] => [
  ['100.000000001', 'v.moneyDecimals'],
  [100.000000001, 'v.moneyDecimals'],
  ['1.005', 'v.moneyDecimals'],
  [1.005, 'v.moneyDecimals'],
  ['1e-9', 'v.moneyExponent'],
  [1e-9, 'v.moneyExponent'],
  ['1e3', 'v.moneyExponent'],
  ['-100', 'v.moneySign'],
  [-100, 'v.moneySign'],
  ['+100', 'v.moneySign'],
  ['0.00', 'v.moneyMin'],
  [0, 'v.moneyMin'],
  [max, 'v.moneyMax'],
]

const cases: [string, Call, (v: unknown) => Record<string, unknown>, string][] = [
  [
    'recharge (bank)',
    calls.recharge,
    (v) => ({
      paytype: 'bank',
      amount: v,
      bank: '东岳商业银行',
      bank_no: '6222000012345678',
      bank_owner: '张三',
      bank_address: '演示分行',
    }),
    '100000000.01',
  ],
  ['recharge (alipay)', calls.recharge, (v) => ({ paytype: 'alipay', amount: v }), '100000000.01'],
  [
    'recharge (usdt)',
    calls.recharge,
    (v) => ({ paytype: 'usdt', catepay: 'TRC20', amount: v }),
    '100000000.01',
  ],
  ['withdraw', calls.withdraw, (v) => ({ amount: v, bank: card, password: p.payPassword }), '100000000.01'],
  [
    'transfer in',
    calls.transfer,
    (v) => ({ amount: v, sourcetype: 'userbalance', targettype: 'jdlive' }),
    '100000000.01',
  ],
  [
    'transfer out',
    calls.transfer,
    (v) => ({ amount: v, sourcetype: 'jdslot', targettype: 'userbalance' }),
    '100000000.01',
  ],
  [
    'slot spin stake',
    gameCalls.slotSpin,
    (v) => ({ venue: 'jdslot', game: 'jdslot-01', stake: v }),
    '50000.01',
  ],
  [
    'sic bo stake',
    gameCalls.sicboBet,
    (v) => ({ venue: 'jdlive', bets: [{ bet: 'big', amount: v }] }),
    '50000.01',
  ],
  [
    'fast-3 stake',
    gameCalls.fast3Bet,
    (v) => ({
      bets: [
        { bet: 'big', amount: 10 },
        { bet: 'odd', amount: v },
      ],
    }),
    '50000.01',
  ],
]

const moved = async () => {
  const [t] = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers')
  const [d] = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits')
  const [w] = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawals')
  return [Number(t.n), Number(d.n), Number(w.n), await balance(app, p), await venue(app, p, 'jdslot')]
}

describe('edge amounts on every money call', () => {
  it.each(
    cases,
  )('%s: refused with code 1000 and the reason, nothing moved', async (_name, call, body, max) => {
    const before = await moved()
    for (const [v, reason] of edges(max)) {
      const env = await callApi(app, call, body(v), auth(p))
      expect([env.code, env.message], `${JSON.stringify(v)}`).toEqual([1000, translate('zh', reason)])
    }
    expect(await moved()).toEqual(before)
  })

  it('admin adjust: a signed amount, refused for the same reasons (a debit is allowed)', async () => {
    const adjust = async (amount: unknown) => {
      const res = await admin.inject({
        method: 'POST',
        url: '/admin/api/adjust',
        payload: { username: p.username, amount, reason: '补发' } as never,
        headers: { authorization: `Bearer ${operator}` },
      })
      expect(res.statusCode).toBeLessThan(500)
      return res.json() as { code: number; message: string }
    }
    const before = await moved()
    for (const [v, reason] of edges('100000000.01')) {
      if (reason === 'v.moneySign' && v !== '+100') continue
      const env = await adjust(v)
      expect([env.code, env.message], `${JSON.stringify(v)}`).toEqual([1000, translate('zh', reason)])
    }
    expect(await moved()).toEqual(before)
    expect((await adjust('-0.01')).code).toBe(200)
    expect((await adjust('12.34')).code).toBe(200)
    expect(await balance(app, p)).toBe((Number(before[3]) + 12.33).toFixed(2))
  })

  it('exact amounts are taken to the cent, as strings and as numbers', async () => {
    const before = await balance(app, p)
    const t = await callApi(
      app,
      calls.transfer,
      { amount: '0.29', sourcetype: 'userbalance', targettype: 'jdlive' },
      auth(p),
    )
    expect(t.code, t.message).toBe(200)
    const back = await callApi(
      app,
      calls.transfer,
      { amount: 0.29, sourcetype: 'jdlive', targettype: 'userbalance' },
      auth(p),
    )
    expect(back.code, back.message).toBe(200)
    expect(await balance(app, p)).toBe(before)
    const spin = await callApi(
      app,
      gameCalls.slotSpin,
      { venue: 'jdslot', game: 'jdslot-01', stake: '1.00' },
      auth(p),
    )
    expect(spin.code, spin.message).toBe(200)
    expect(spin.data.round.stake).toBe('1.00')
  })
})
