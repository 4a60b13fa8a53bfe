// Transfers between the central and venue wallets (server/routes/wallet.ts), and the Idempotency-Key
// replay every money call shares (server/http/money-route.ts).
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { callApi, registerAndLogin } from './helpers'
import { auth, balance, bindBank, fund, moneyApp, venue } from './money-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
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
      (await callApi(app, calls.transfer, { amount: 1, sourcetype: 'jdlive', targettype: 'lylive' }, auth(p)))
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
