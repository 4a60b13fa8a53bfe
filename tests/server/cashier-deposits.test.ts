// Deposits through HTTP (server/routes/cashier.ts): ranges, channels, payinfo, expiry, approval, with
// the ownership (IDOR) rules of the contract.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { expireDeposits } from '../../server/services/deposits'
import { callApi, registerAndLogin } from './helpers'
import { auth, balance, moneyApp } from './money-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
})

describe('deposits', () => {
  it('lists methods, banks, receiving accounts and ranges per channel', async () => {
    const p = await registerAndLogin(app)
    const ways = await callApi(app, calls.getPayWay, {})
    expect(ways.data).toEqual({ card: 1, usdt: 1, wechat: 1, alipay: 1 })
    const banks = await callApi(app, calls.banklist, {})
    expect(banks.data.length).toBe(8)
    expect(banks.data[0].ico).toMatch(/^\/img\/banks\/bank\d\d\.svg$/)
    const acc = await callApi(app, calls.getpaybank, {}, auth(p))
    expect(acc.data[0].bank_data.bank_name).toBeTruthy()
    const r = await callApi(app, calls.getPayRange, { type: 'usdt-erc20' }, auth(p))
    expect(r.data).toEqual({ min_price: '500.00', max_price: '100000.00' })
  })

  it('refuses amounts outside the channel range with 212/213 and records nothing', async () => {
    const p = await registerAndLogin(app)
    const low = await callApi(app, calls.recharge, { paytype: 'alipay', amount: 99.99 }, auth(p))
    expect(low.code).toBe(212)
    expect(low.message).toContain('100.00')
    const high = await callApi(app, calls.recharge, { paytype: 'wxpay', amount: 5000.01 }, auth(p))
    expect(high.code).toBe(213)
    const list = await callApi(app, calls.gettransrecord, { type: 1 }, auth(p))
    expect(list.data.total).toBe(0)
  })

  it('a bank deposit waits for review, then approval credits the wallet and paysum once', async () => {
    const p = await registerAndLogin(app)
    const env = await callApi(
      app,
      calls.recharge,
      {
        paytype: 'bank',
        amount: '500',
        bank: '东岳商业银行',
        bank_no: '6222',
        bank_owner: '张三',
        bank_address: '某支行',
      },
      auth(p),
    )
    expect(env.code).toBe(200)
    expect(env.message).toMatch(/^D\d{20}$/)
    expect(env.data.out_trade_no).toBe(env.message)
    expect(await balance(app, p)).toBe('0.00')
    const rec = await callApi(app, calls.gettransrecord, { type: 1, date: 1 }, auth(p))
    expect(rec.data.data[0]).toMatchObject({
      out_trade_no: env.message,
      state: 1,
      amount: '500.00',
      pay_way: '银行卡',
    })
    const { approveDeposit } = await import('../../server/services/deposits')
    await app.db.tx((q) => approveDeposit(q, env.message, 'test'))
    await expect(app.db.tx((q) => approveDeposit(q, env.message, 'test'))).rejects.toMatchObject({
      code: 409,
    })
    expect(await balance(app, p)).toBe('500.00')
    const user = await callApi(app, calls.user, {}, auth(p))
    expect(user.data.paysum).toBe('500.00')
  })

  it('USDT: the amount to pay is CNY / rate rounded down; payinfo gives the address and the 60-minute window', async () => {
    const p = await registerAndLogin(app)
    const env = await callApi(
      app,
      calls.recharge,
      { paytype: 'usdt', catepay: 'TRC20', amount: 1000 },
      auth(p),
    )
    expect(env.code).toBe(200)
    const info = await callApi(app, calls.payinfo, { deposit_no: env.message }, auth(p))
    expect(info.code).toBe(200)
    expect(info.message).toBe('usdtpay')
    // 1000 / 7.20 = 138.888… -> 138.88 (down, never up)
    expect(info.data!.info).toMatchObject({
      real_money: '138.88',
      amount: '1000.00',
      usdtrate: '7.20',
      bank: 'TRC20',
      state: 1,
    })
    expect(info.data!.cardlist.mch_id).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)
    const created = new Date(`${info.data!.info.created_at.replace(' ', 'T')}+08:00`).getTime()
    const expires = new Date(`${info.data!.info.expires_at.replace(' ', 'T')}+08:00`).getTime()
    expect(expires - created).toBe(60 * 60_000)
  })

  it("payinfo answers another player's order exactly like a missing one", async () => {
    const a = await registerAndLogin(app)
    const b = await registerAndLogin(app)
    const env = await callApi(app, calls.recharge, { paytype: 'alipay', amount: 300 }, auth(a))
    const theirs = await callApi(app, calls.payinfo, { deposit_no: env.message }, auth(b))
    const missing = await callApi(app, calls.payinfo, { deposit_no: 'D00000000000000000000' }, auth(b))
    expect(theirs.code).toBe(202)
    expect({ ...theirs }).toEqual({ ...missing })
  })

  it('the expiry job closes unpaid non-bank orders after the window, not bank orders', async () => {
    const p = await registerAndLogin(app)
    const ali = await callApi(app, calls.recharge, { paytype: 'alipay', amount: 300 }, auth(p))
    const later = new Date(Date.now() + 61 * 60_000)
    expect(await expireDeposits(app.db.query, later)).toBeGreaterThanOrEqual(1)
    const info = await callApi(app, calls.payinfo, { deposit_no: ali.message }, auth(p))
    expect(info.data!.info.state).toBe(3)
    const { approveDeposit } = await import('../../server/services/deposits')
    await expect(app.db.tx((q) => approveDeposit(q, ali.message, 'test'))).rejects.toMatchObject({
      code: 409,
    })
    expect(await balance(app, p)).toBe('0.00')
  })
})
