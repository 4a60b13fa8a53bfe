// Concurrency storms through HTTP: whatever the interleaving, a wallet never pays out more than it
// holds and a limit is never exceeded. Then red packets: windows, counted deposits and turnover.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { beijingDate } from '../../core/time'
import { checkLedger } from '../../server/ledger'
import { REDPACKET_WINDOW, redPacketWindow, setRedPacketWindow } from '../../server/services/redpackets'
import { callApi, registerAndLogin } from './helpers'
import { auth, balance, beijingClock, bindBank, fund, moneyApp, venue } from './money-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
})
const at = beijingClock()

const today = beijingDate(new Date())
const yesterday = beijingDate(new Date(Date.now() - 86_400_000))
const toCents = (money: string) => Math.round(Number(money) * 100)

describe('storms', () => {
  it('50 parallel withdrawals of the whole balance: exactly one accepted', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 800)
    const card = await bindBank(app, p)
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        callApi(
          app,
          calls.withdraw,
          { amount: 800, bank: card, password: p.payPassword },
          auth(p, `storm-wd-${i}-${p.username}`),
        ),
      ),
    )
    expect(all.filter((e) => e.code === 200)).toHaveLength(1)
    // The rest: above the balance (208), or held back by the pay-password check, which evaluates at
    // most its limit of guesses at once (520, docs/auth-limits.md).
    const others = [...new Set(all.filter((e) => e.code !== 200).map((e) => e.code))]
    expect(
      others.every((c) => [208, 520].includes(c)),
      JSON.stringify(others),
    ).toBe(true)
    expect(await balance(app, p)).toBe('0.00')
    expect((await callApi(app, calls.gettransrecord, { type: 2 }, auth(p))).data.total).toBe(1)
  })

  it('50 parallel transfers in of the whole balance: exactly one', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1234.56)
    const all = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        callApi(
          app,
          calls.transfer,
          { amount: 1234.56, sourcetype: 'userbalance', targettype: i % 2 ? 'jdlive' : 'jdslot' },
          auth(p),
        ),
      ),
    )
    expect(all.filter((e) => e.code === 200)).toHaveLength(1)
    expect(all.filter((e) => e.code !== 200).every((e) => e.code === 210)).toBe(true)
    expect(await balance(app, p)).toBe('0.00')
    const venues = await callApi(app, calls.balancelist, {}, auth(p))
    expect(venues.data.filter((v) => v.balance === '1234.56')).toHaveLength(1)
  })

  it('30 parallel grabs with 3 allowed: exactly 3 paid', async () => {
    const p = await registerAndLogin(app)
    at(yesterday, '15:00:00')
    await fund(app, p, 6000)
    at(today, '10:30:00')
    const status = await callApi(app, calls.userredpacket, {}, auth(p))
    expect(status.data).toMatchObject({
      sendnums: 3,
      acquirednum: 0,
      max_times: 3,
      redPacketStatus: 'STARTING',
    })
    const all = await Promise.all(
      Array.from({ length: 30 }, () => callApi(app, calls.douserredpacket, {}, auth(p))),
    )
    const paid = all.filter((e) => e.code === 200)
    expect(paid).toHaveLength(3)
    expect(all.filter((e) => e.code !== 200).every((e) => e.code === 203)).toBe(true)
    const total = paid.reduce((s, e) => s + Math.round(Number(e.data.redpacketmoney) * 100), 0)
    expect(Math.round(Number(await balance(app, p)) * 100)).toBe(600_000 + total)
    const records = await callApi(app, calls.redpacket, { page: 1 }, auth(p))
    expect(records.data.total).toBe(3)
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  })
})

describe('red packets', () => {
  it('pays only inside 10:00-12:00 Beijing, from deposits made 12:00 yesterday to 10:00 today', async () => {
    const p = await registerAndLogin(app)
    at(yesterday, '11:59:59') // before the counting window: not counted
    await fund(app, p, 2000)
    at(today, '10:00:01') // after the counting window: not counted (it counts for tomorrow)
    await fund(app, p, 2000)
    at(today, '10:30:00')
    let s = await callApi(app, calls.userredpacket, {}, auth(p))
    expect(s.data.sendnums).toBe(0)
    expect((await callApi(app, calls.douserredpacket, {}, auth(p))).code).toBe(203)
    at(yesterday, '12:00:00')
    await fund(app, p, 150)
    at(today, '09:59:00')
    s = await callApi(app, calls.userredpacket, {}, auth(p))
    expect(s.data).toMatchObject({ sendnums: 1, redPacketStatus: 'READY' })
    const early = await callApi(app, calls.douserredpacket, {}, auth(p))
    expect(early.code).toBe(203)
    expect(early.message).toContain('10:00')
    at(today, '12:00:00')
    expect((await callApi(app, calls.douserredpacket, {}, auth(p))).code).toBe(203)
    at(today, '11:59:00')
    const before = await balance(app, p)
    const win = await callApi(app, calls.douserredpacket, {}, auth(p))
    expect(win.code, win.message).toBe(200)
    expect(win.data).toMatchObject({ sendnums: 0, acquirednum: 1 })
    // Cap: 150.00 x 2 % = 3.00; the floor is 1.00.
    const amount = Number(win.data.redpacketmoney)
    expect(amount).toBeGreaterThanOrEqual(1)
    expect(amount).toBeLessThanOrEqual(3)
    expect(Number(await balance(app, p))).toBeCloseTo(Number(before) + amount, 2)
    // The packet is bonus money: a bonus requirement of 3x the packet (a withdrawal forfeits it).
    const bet = await callApi(app, calls.getBetAmount, {}, auth(p))
    expect(bet.data.bonus).toBe(win.data.redpacketmoney)
    expect(bet.data.required).toBe('0.00')
    const req = bet.data.requirements.find((r) => r.kind === 'bonus')
    expect(Number(req?.amount)).toBeCloseTo(amount * 3, 2)
    const rec = await callApi(app, calls.redpacket, {}, auth(p))
    expect(rec.data.data[0]).toMatchObject({ money: '150.00', redpacketmoney: win.data.redpacketmoney })
  })

  it('the grab window is operator data: a moved window is enforced and the deposits counted follow it', async () => {
    await app.db.tx((q) => setRedPacketWindow(q, { grab_begin: '14:00:00', grab_end: '15:30:00' }))
    try {
      const p = await registerAndLogin(app)
      at(yesterday, '15:29:59') // before the end of yesterday's window: not counted
      await fund(app, p, 2000)
      at(today, '14:00:00') // the start of today's window: counts for tomorrow
      await fund(app, p, 2000)
      at(today, '14:10:00')
      expect((await callApi(app, calls.userredpacket, {}, auth(p))).data.sendnums).toBe(0)
      at(yesterday, '15:30:00')
      await fund(app, p, 150)
      at(today, '13:59:59')
      const s = await callApi(app, calls.userredpacket, {}, auth(p))
      expect(s.data).toMatchObject({ sendnums: 1, redPacketStatus: 'READY' })
      // The page's countdown runs on the stored window and the server's clock.
      expect(s.data).toMatchObject({
        grab_begin: '14:00:00',
        grab_end: '15:30:00',
        server_time: `${today} 13:59:59`,
      })
      const early = await callApi(app, calls.douserredpacket, {}, auth(p))
      expect(early.code).toBe(203)
      expect(early.message).toBe('不在抢红包时间内，每天北京时间14:00至15:30开抢')
      at(today, '15:30:00')
      expect((await callApi(app, calls.douserredpacket, {}, auth(p))).code).toBe(203)
      at(today, '11:00:00') // inside the spec's window, outside the stored one
      expect((await callApi(app, calls.douserredpacket, {}, auth(p))).code).toBe(203)
      at(today, '14:00:00')
      expect((await callApi(app, calls.userredpacket, {}, auth(p))).data.redPacketStatus).toBe('STARTING')
      const before = await balance(app, p)
      const win = await callApi(app, calls.douserredpacket, {}, auth(p))
      expect(win.code, win.message).toBe(200)
      expect(toCents(await balance(app, p))).toBe(toCents(before) + toCents(win.data.redpacketmoney))
    } finally {
      await app.db.tx((q) => setRedPacketWindow(q, REDPACKET_WINDOW))
    }
  })

  it('refuses a grab window that is not two wall times in order; a missing row means 10:00-12:00', async () => {
    for (const bad of [
      { grab_begin: '10:00', grab_end: '12:00:00' },
      { grab_begin: '24:00:00', grab_end: '25:00:00' },
      { grab_begin: '12:00:00', grab_end: '12:00:00' },
      { grab_begin: '13:00:00', grab_end: '12:00:00' },
      { grab_begin: '10:00:00' },
    ]) {
      await expect(app.db.tx((q) => setRedPacketWindow(q, bad))).rejects.toMatchObject({ code: 1000 })
    }
    expect(await redPacketWindow(app.db.query)).toEqual(REDPACKET_WINDOW)
    await app.db
      .tx(async (q) => {
        await q("DELETE FROM settings WHERE key = 'redpacket'")
        expect(await redPacketWindow(q)).toEqual({ grab_begin: '10:00:00', grab_end: '12:00:00' })
        // Rolled back: the seeded row stays.
        throw new Error('rollback')
      })
      .catch((e) => expect(e.message).toBe('rollback'))
  })

  it('lists the rules with their deposit bands and grab counts', async () => {
    const p = await registerAndLogin(app)
    const s = await callApi(app, calls.userredpacket, {}, auth(p))
    expect(s.data.rules.map((r) => [r.day_flow, r.flow_money, r.recharge])).toEqual([
      ['5000.00', '9999999.99', 3],
      ['1000.00', '4999.99', 2],
      ['100.00', '999.99', 1],
    ])
    expect(s.data.sendnums).toBe(0)
  })

  it('a venue wallet transfer storm in both directions keeps every balance exact', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    await callApi(
      app,
      calls.transfer,
      { amount: 500, sourcetype: 'userbalance', targettype: 'jdsport' },
      auth(p),
    )
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callApi(
          app,
          calls.transfer,
          i % 2
            ? { amount: 10, sourcetype: 'userbalance', targettype: 'jdsport' }
            : { amount: 10, sourcetype: 'jdsport', targettype: 'userbalance' },
          auth(p),
        ),
      ),
    )
    expect(await balance(app, p)).toBe('500.00')
    expect(await venue(app, p, 'jdsport')).toBe('500.00')
  })
})
