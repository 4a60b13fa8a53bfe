// Cards and withdrawals through HTTP (server/routes/cashier.ts): binding rules, the withdrawal checks in
// the contract's order, review, with the ownership (IDOR) rules of the contract.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { checkLedger } from '../../server/ledger'
import { approveWithdrawal, refuseWithdrawal } from '../../server/services/withdrawals'
import { applyTurnover } from '../../server/wagering/requirements'
import { callApi, registerAndLogin } from './helpers'
import { auth, balance, bindBank, fund, moneyApp, setMoney, userId } from './money-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
})

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const ERC20 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('cards', () => {
  it('verifies the pay password, caps 5 cards and 5 addresses on the server (207), checks USDT checksums', async () => {
    const p = await registerAndLogin(app)
    const base = { bank: '东岳商业银行', bank_address: '演示分行', bank_owner: '张三' }
    const wrong = await callApi(
      app,
      calls.bindcard,
      { ...base, bank_no: '6222000000000001', pay_pass: '654321' },
      auth(p),
    )
    expect(wrong.code).toBe(520)
    for (let i = 1; i <= 5; i++) {
      const env = await callApi(
        app,
        calls.bindcard,
        { ...base, bank_no: `622200000000000${i}`, pay_pass: p.payPassword },
        auth(p),
      )
      expect(env.code, env.message).toBe(200)
    }
    const sixth = await callApi(
      app,
      calls.bindcard,
      { ...base, bank_no: '6222000000000006', pay_pass: p.payPassword },
      auth(p),
    )
    expect(sixth.code).toBe(207)
    expect((await callApi(app, calls.getcard, { type: 1 }, auth(p))).data).toHaveLength(5)

    const usdt = (bank_no: string, proto: string) =>
      callApi(
        app,
        calls.bindcard,
        { bank: 'USDT', bank_no, bank_owner: proto, pay_pass: p.payPassword },
        auth(p),
      )
    expect((await usdt(TRC20, 'TRC20')).code).toBe(200)
    expect((await usdt(ERC20, 'ERC20')).code).toBe(200)
    expect((await usdt(ERC20.toLowerCase().replace('0x5a', '0x5b'), 'ERC20')).code).toBe(200)
    // Bad checksums, wrong protocol for the address, and lookalikes.
    expect((await usdt('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'TRC20')).code).toBe(1000)
    expect((await usdt(ERC20.replace('aAeb', 'aaeb'), 'ERC20')).code).toBe(1000)
    expect((await usdt(TRC20, 'ERC20')).code).toBe(1000)
    expect((await usdt(ERC20, 'TRC20')).code).toBe(1000)
    const usdtCards = await callApi(app, calls.getcard, { type: 2 }, auth(p))
    expect(usdtCards.data.map((c) => c.bank_owner)).toEqual(['TRC20', 'ERC20', 'ERC20'])
  })

  it("delcard deletes only the caller's own card; another player's id answers as missing", async () => {
    const a = await registerAndLogin(app)
    const b = await registerAndLogin(app)
    const id = await bindBank(app, a)
    const theirs = await callApi(app, calls.delcard, { id }, auth(b))
    const missing = await callApi(app, calls.delcard, { id: 99_999_999 }, auth(b))
    expect(theirs.code).toBe(202)
    expect(theirs).toEqual(missing)
    expect((await callApi(app, calls.getcard, { type: 1 }, auth(a))).data).toHaveLength(1)
    expect((await callApi(app, calls.delcard, { id }, auth(a))).code).toBe(200)
    expect((await callApi(app, calls.getcard, { type: 1 }, auth(a))).data).toHaveLength(0)
  })
})

describe('withdrawals', () => {
  it('holds the amount at request; refuse gives it back, approve posts it; reviewing twice answers 409', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    const card = await bindBank(app, p)
    const w1 = await callApi(
      app,
      calls.withdraw,
      { amount: 300, bank: card, password: p.payPassword },
      auth(p),
    )
    expect(w1.code, w1.message).toBe(200)
    expect(await balance(app, p)).toBe('700.00')
    const rec = await callApi(app, calls.gettransrecord, { type: 2 }, auth(p))
    const order = rec.data.data[0].out_trade_no
    expect(rec.data.data[0]).toMatchObject({ state: 1, amount: '300.00' })
    await app.db.tx((q) => refuseWithdrawal(q, order, 'test', 'card name mismatch'))
    expect(await balance(app, p)).toBe('1000.00')
    await expect(app.db.tx((q) => approveWithdrawal(q, order, 'test'))).rejects.toMatchObject({ code: 409 })
    expect(await balance(app, p)).toBe('1000.00')

    await callApi(app, calls.withdraw, { amount: 250, bank: card, password: p.payPassword }, auth(p))
    const order2 = (await callApi(app, calls.gettransrecord, { type: 2 }, auth(p))).data.data[0].out_trade_no
    await app.db.tx((q) => approveWithdrawal(q, order2, 'test'))
    await expect(app.db.tx((q) => refuseWithdrawal(q, order2, 'test'))).rejects.toMatchObject({ code: 409 })
    expect(await balance(app, p)).toBe('750.00')
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  })

  it('USDT: converted at the withdrawal rate, minus the protocol fee; the fee reaches the fees account', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    await callApi(
      app,
      calls.bindcard,
      { bank: 'USDT', bank_no: TRC20, bank_owner: 'TRC20', pay_pass: p.payPassword },
      auth(p),
    )
    const id = (await callApi(app, calls.getcard, { type: 2 }, auth(p))).data[0].id
    const env = await callApi(
      app,
      calls.withdraw,
      { amount: 710, bank: id, password: p.payPassword },
      auth(p),
    )
    expect(env.code, env.message).toBe(200)
    const rec = await callApi(app, calls.gettransrecord, { type: 2 }, auth(p))
    // 710 / 7.10 = 100.00 USDT, minus the TRC20 fee of 1.00
    expect(rec.data.data[0]).toMatchObject({ amount: '710.00', real_money: '99.00', pay_way: 'USDT-TRC20' })
    await app.db.tx((q) => approveWithdrawal(q, rec.data.data[0].out_trade_no, 'test'))
    expect(await balance(app, p)).toBe('290.00')
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  })

  it('runs the checks in the contract order: count, hours, wagering, min/max, pay password, balance, card', async () => {
    const p = await registerAndLogin(app)
    const other = await registerAndLogin(app)
    const card = await bindBank(app, p)
    const foreign = await bindBank(app, other, '6222000099998888')
    const w = (body: Record<string, unknown>) =>
      callApi(app, calls.withdraw, { amount: 100, bank: card, password: p.payPassword, ...body }, auth(p))
    try {
      // The deposit's turnover is fixed when it is approved: 500 × 2.
      await setMoney(app, { withdraw_multiple: '2.00' })
      await fund(app, p, 500)
      await setMoney(app, { withdraw_multiple: '0.00' })
      const wag = await w({})
      expect(wag.code).toBe(214)
      expect(wag.message).toContain('1000.00')
      const bet = await callApi(app, calls.getBetAmount, {}, auth(p))
      expect(bet.data).toMatchObject({ bet_amount: '0.00', required: '1000.00', bonus: '0.00' })
      expect(bet.data.requirements).toEqual([
        expect.objectContaining({ kind: 'deposit', amount: '1000.00', progress: '0.00', state: 'active' }),
      ])
      const uid = await userId(app, p)
      await app.db.tx((q) => applyTurnover(q, uid, 100_000n))
      expect((await callApi(app, calls.getBetAmount, {}, auth(p))).data.requirements[0].state).toBe('met')
      await setMoney(app, { withdraw_begin: '00:00:00', withdraw_end: '00:00:00' })
      expect((await w({})).code).toBe(219)
      await setMoney(app, { withdraw_begin: '23:59:59', withdraw_end: '23:59:59' })
      expect((await w({})).code).toBe(218)
      await setMoney(app, { withdraw_begin: '00:00:00', withdraw_end: '23:59:59' })
      expect((await w({ amount: 99.99 })).code).toBe(214)
      expect((await w({ amount: 50_000.01 })).code).toBe(215)
      expect((await w({ password: '000000' })).code).toBe(520)
      expect((await w({ amount: 500.01 })).code).toBe(208)
      expect((await w({ bank: foreign })).code).toBe(202)
      expect((await w({ bank: 987_654_321 })).code).toBe(202)
      expect(await balance(app, p)).toBe('500.00')
      await setMoney(app, { daily_withdraw_times: 2 })
      expect((await w({})).code).toBe(200)
      expect((await w({})).code).toBe(200)
      expect((await w({})).code).toBe(216)
      expect(await balance(app, p)).toBe('300.00')
    } finally {
      await setMoney(app, {
        withdraw_multiple: '0.00',
        withdraw_begin: '00:00:00',
        withdraw_end: '23:59:59',
        daily_withdraw_times: 5,
      })
    }
  })

  it('locks the pay password after 5 failures (520) even though nothing else changed', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 200)
    const card = await bindBank(app, p)
    const codes: number[] = []
    for (let i = 0; i < 6; i++)
      codes.push(
        (await callApi(app, calls.withdraw, { amount: 100, bank: card, password: '999999' }, auth(p))).code,
      )
    expect(codes.every((c) => c === 520)).toBe(true)
    const right = await callApi(
      app,
      calls.withdraw,
      { amount: 100, bank: card, password: p.payPassword },
      auth(p),
    )
    expect(right.code).toBe(520)
    expect(await balance(app, p)).toBe('200.00')
  })
})
