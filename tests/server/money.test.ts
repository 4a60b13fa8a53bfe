// The money calls through HTTP: deposits, payinfo, transfers, cards, withdrawals, records, rebates
// and idempotency, with the ownership (IDOR) rules of the contract.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { checkLedger } from '../../server/ledger'
import { expireDeposits } from '../../server/services/deposits'
import { approveWithdrawal, refuseWithdrawal } from '../../server/services/withdrawals'
import { callApi, registerAndLogin } from './helpers'
import { auth, balance, bindBank, fund, moneyApp, setMoney, userId, venue } from './money-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
})

const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const ERC20 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

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

describe('transfers', () => {
  it('moves money in and out, refuses above balance (210) and nonsense directions (209)', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    const inn = await callApi(
      app,
      calls.transfer,
      { amount: 200, sourcetype: 'userbalance', targettype: 'jdlive' },
      auth(p),
    )
    expect(inn.code, inn.message).toBe(200)
    expect(inn.data.balance).toBe('800.00')
    expect(await venue(app, p, 'jdlive')).toBe('200.00')
    const over = await callApi(
      app,
      calls.transfer,
      { amount: 800.01, sourcetype: 'userbalance', targettype: 'jdlive' },
      auth(p),
    )
    expect(over.code).toBe(210)
    const outOver = await callApi(
      app,
      calls.transfer,
      { amount: 200.01, sourcetype: 'jdlive', targettype: 'userbalance' },
      auth(p),
    )
    expect(outOver.code).toBe(210)
    const out = await callApi(
      app,
      calls.transfer,
      { amount: 50.5, sourcetype: 'jdlive', targettype: 'userbalance' },
      auth(p),
    )
    expect(out.data.balance).toBe('850.50')
    expect(
      (await callApi(app, calls.transfer, { amount: 1, sourcetype: 'jdlive', targettype: 'jdlive' }, auth(p)))
        .code,
    ).toBe(209)
    expect(
      (await callApi(app, calls.transfer, { amount: 1, sourcetype: 'jdlive', targettype: 'hxlive' }, auth(p)))
        .code,
    ).toBe(209)
    expect(
      (
        await callApi(
          app,
          calls.transfer,
          { amount: 1, sourcetype: 'userbalance', targettype: 'nosuch' },
          auth(p),
        )
      ).code,
    ).toBe(1000)
    const recIn = await callApi(app, calls.gettransrecord, { type: 3 }, auth(p))
    expect(recIn.data.data.map((r) => r.amount)).toEqual(['200.00'])
    const recOut = await callApi(app, calls.gettransrecord, { type: 4, api_type: 'jdlive' }, auth(p))
    expect(recOut.data.data.map((r) => r.amount)).toEqual(['50.50'])
    expect(
      (await callApi(app, calls.gettransrecord, { type: 4, api_type: 'jdsport' }, auth(p))).data.total,
    ).toBe(0)
  })

  it('transall recovers every venue wallet with a positive balance', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    for (const [v, a] of [
      ['jdlive', 100],
      ['jdsport', 200],
      ['jdslot', 300.25],
    ] as const) {
      expect(
        (await callApi(app, calls.transfer, { amount: a, sourcetype: 'userbalance', targettype: v }, auth(p)))
          .code,
      ).toBe(200)
    }
    const list = await callApi(app, calls.balancelist, {}, auth(p))
    expect(list.data.find((w) => w.platname === 'jdslot')?.balance).toBe('300.25')
    const all = await callApi(app, calls.transall, {}, auth(p))
    expect(all.code).toBe(200)
    expect(all.data.balance).toBe('1000.00')
    const after = await callApi(app, calls.balancelist, {}, auth(p))
    expect(after.data.every((w) => w.balance === '0.00')).toBe(true)
    const again = await callApi(app, calls.transall, {}, auth(p))
    expect(again.message).toBe('没有可回收的金额')
  })

  it('uptransferstatus changes only that field; seamless mode refuses manual transfers', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 100)
    const env = await callApi(
      app,
      calls.uptransferstatus,
      { transferstatus: 1, balance: '999999', isagent: 1, vip: 9 },
      auth(p),
    )
    expect(env.code).toBe(200)
    const u = await callApi(app, calls.user, {}, auth(p))
    expect(u.data).toMatchObject({ transferstatus: 1, isagent: 0, vip: 1, balance: '100.00' })
    expect(
      (
        await callApi(
          app,
          calls.transfer,
          { amount: 1, sourcetype: 'userbalance', targettype: 'jdlive' },
          auth(p),
        )
      ).code,
    ).toBe(209)
    expect((await callApi(app, calls.uptransferstatus, { transferstatus: 2 }, auth(p))).code).toBe(1000)
  })
})

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
    await fund(app, p, 500)
    const card = await bindBank(app, p)
    const foreign = await bindBank(app, other, '6222000099998888')
    const w = (body: Record<string, unknown>) =>
      callApi(app, calls.withdraw, { amount: 100, bank: card, password: p.payPassword, ...body }, auth(p))
    try {
      await setMoney(app, { withdraw_multiple: '2.00' })
      const wag = await w({})
      expect(wag.code).toBe(214)
      expect(wag.message).toContain('1000.00')
      const bet = await callApi(app, calls.getBetAmount, {}, auth(p))
      expect(bet.data).toEqual({ bet_amount: '0.00', required: '1000.00', multiple: '2.00' })
      await setMoney(app, { withdraw_multiple: '0.00', withdraw_begin: '00:00:00', withdraw_end: '00:00:00' })
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

describe('idempotency', () => {
  it('a replayed key returns the first answer and moves nothing again; another body under it is refused (1000)', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    const key = `transfer-${Date.now()}`
    const body = { amount: 100, sourcetype: 'userbalance', targettype: 'jdsport' }
    const first = await callApi(app, calls.transfer, body, auth(p, key))
    const second = await callApi(app, calls.transfer, body, auth(p, key))
    expect(second).toEqual(first)
    expect(await venue(app, p, 'jdsport')).toBe('100.00')
    const other = await callApi(app, calls.transfer, { ...body, amount: 101 }, auth(p, key))
    expect(other.code).toBe(1000)
    // Parallel duplicates: one movement.
    const k2 = `transfer2-${Date.now()}`
    const all = await Promise.all(
      Array.from({ length: 10 }, () => callApi(app, calls.transfer, body, auth(p, k2))),
    )
    expect(all.filter((e) => e.code === 200).length).toBeGreaterThanOrEqual(1)
    expect(await venue(app, p, 'jdsport')).toBe('200.00')
  })

  it('a refusal is replayed too, even after the balance would allow it', async () => {
    const p = await registerAndLogin(app)
    const key = `refused-${Date.now()}`
    const body = { amount: 100, sourcetype: 'userbalance', targettype: 'jdlive' }
    const first = await callApi(app, calls.transfer, body, auth(p, key))
    expect(first.code).toBe(210)
    await fund(app, p, 500)
    expect(await callApi(app, calls.transfer, body, auth(p, key))).toEqual(first)
    expect(await balance(app, p)).toBe('500.00')
  })

  it('replays recharge with the same order number, and withdraw without a second hold', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    const card = await bindBank(app, p)
    const r1 = await callApi(
      app,
      calls.recharge,
      { paytype: 'wxpay', amount: 200 },
      auth(p, `rch-${p.username}`),
    )
    const r2 = await callApi(
      app,
      calls.recharge,
      { paytype: 'wxpay', amount: 200 },
      auth(p, `rch-${p.username}`),
    )
    expect(r2.message).toBe(r1.message)
    expect((await callApi(app, calls.gettransrecord, { type: 1 }, auth(p))).data.total).toBe(2)
    const wk = `wd-${p.username}`
    await callApi(app, calls.withdraw, { amount: 400, bank: card, password: p.payPassword }, auth(p, wk))
    await callApi(app, calls.withdraw, { amount: 400, bank: card, password: p.payPassword }, auth(p, wk))
    expect(await balance(app, p)).toBe('600.00')
  })

  it('refuses malformed keys', async () => {
    const p = await registerAndLogin(app)
    const env = await callApi(app, calls.transall, {}, auth(p, 'bad key!'))
    expect(env.code).toBe(1000)
  })
})

describe('records and rebates', () => {
  it('pages 10 per page, newest first, only the caller’s rows', async () => {
    const p = await registerAndLogin(app)
    const other = await registerAndLogin(app)
    await fund(app, p, 2000)
    await fund(app, other, 100)
    for (let i = 1; i <= 12; i++) {
      await callApi(
        app,
        calls.transfer,
        { amount: i, sourcetype: 'userbalance', targettype: 'jdslot' },
        auth(p),
      )
    }
    const p1 = await callApi(app, calls.gettransrecord, { type: 3, page: 1 }, auth(p))
    expect(p1.data).toMatchObject({ total: 12, per_page: 10, current_page: 1, last_page: 2, from: 1, to: 10 })
    expect(p1.data.data[0].amount).toBe('12.00')
    const p2 = await callApi(app, calls.gettransrecord, { type: 3, page: 2 }, auth(p))
    expect(p2.data.data.map((r) => r.amount)).toEqual(['2.00', '1.00'])
    expect((await callApi(app, calls.gettransrecord, { type: 3 }, auth(other))).data.total).toBe(0)
    expect((await callApi(app, calls.gettransrecord, { type: 1 }, auth(other))).data.total).toBe(1)
  })

  it('bet records read the rounds of the caller, with the platform filter', async () => {
    const p = await registerAndLogin(app)
    const uid = await userId(app, p)
    await app.db.query(
      `INSERT INTO game_rounds (round_id, user_id, venue_code, game_name, stake_cents, valid_cents, payout_cents, status)
       VALUES ($1, $2, 'jdlive', '百家乐', 10000, 10000, 19500, 1), ($3, $2, 'jdslot', '锦鲤', 500, 500, 0, 1)`,
      [`r1-${uid}`, uid, `r2-${uid}`],
    )
    const all = await callApi(app, calls.betrecord, { date: 1 }, auth(p))
    expect(all.data.total).toBe(2)
    const live = await callApi(app, calls.betrecord, { api_type: 'jdlive' }, auth(p))
    expect(live.data.data).toHaveLength(1)
    expect(live.data.data[0]).toMatchObject({
      Code: '金鼎真人',
      bet_amount: '100.00',
      win_loss: '95.00',
      status: 1,
    })
  })

  it('dofanshui claims unclaimed rebates atomically: parallel claims pay once', async () => {
    const p = await registerAndLogin(app)
    const uid = await userId(app, p)
    await app.db.query(
      `INSERT INTO rebates (user_id, venue_code, amount_cents) VALUES ($1, 'jdlive', 1234), ($1, 'jdsport', 566)`,
      [uid],
    )
    const before = await callApi(app, calls.getfanshui, {}, auth(p))
    expect(before.data).toMatchObject({ jisuan: '0.00', nojisuan: '18.00' })
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) => callApi(app, calls.dofanshui, {}, auth(p, `fanshui-${uid}-${i}`))),
    )
    expect(claims.filter((c) => c.code === 200)).toHaveLength(1)
    expect(claims.filter((c) => c.code === 202)).toHaveLength(5)
    expect(await balance(app, p)).toBe('18.00')
    const after = await callApi(app, calls.getfanshui, { type: 2 }, auth(p))
    expect(after.data).toMatchObject({ jisuan: '18.00', nojisuan: '0.00' })
    expect(after.data.list.total).toBe(2)
  })
})
