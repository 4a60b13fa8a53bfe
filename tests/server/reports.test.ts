// Reports (docs/reports.md): after deposits, rounds, withdrawals (one with a fee), a red packet and a
// bonus, every figure of the report equals the ledger's own record of it: the change of the accounts'
// balances over the range, read from ledger_entries (not from the transfers the report reads), and the
// accounts' balances themselves when the range holds every transfer. Per venue and per game add up to
// the total; CSV export; only owner and finance may read. A refused payout's money coming back
// (withdrawal_return) is a withdrawal undone, not a deposit.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { adminCalls, type Report } from '../../core/contract/admin'
import { centsToWire, decimalCents } from '../../core/money'
import { beijingDate } from '../../core/time'
import { checkLedger } from '../../server/ledger'
import { approveWithdrawal, returnFailedPayout } from '../../server/services/withdrawals'
import { makeOperator, op, type TestOperator } from './console-kit'
import { adminToken, callApi, makeAdminApp, type Registered, registerAndLogin } from './helpers'
import { auth, bindBank, fund, moneyApp } from './money-kit'

let app: FastifyInstance
let ops: FastifyInstance
let owner: string
let finance: TestOperator
const others: TestOperator[] = []

beforeAll(async () => {
  app = await moneyApp()
  ops = await makeAdminApp()
  owner = await adminToken(ops)
  finance = await makeOperator(ops, 'finance')
  for (const role of ['risk', 'support', 'content'] as const) others.push(await makeOperator(ops, role))
}, 180_000)

async function play(p: Registered, rounds: number) {
  expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))).code).toBe(200)
  for (let i = 0; i < rounds; i++) {
    const r = await callApi(
      app,
      gameCalls.sicboBet,
      { venue: 'jdlive', bets: [{ bet: i % 2 ? 'big' : 'small', amount: 20 }] },
      auth(p),
    )
    expect(r.code, r.message).toBe(200)
  }
}

async function withdraw(p: Registered, amount: number, card?: number) {
  const bank = card ?? (await bindBank(app, p))
  const w = await callApi(app, calls.withdraw, { amount, bank, password: p.payPassword }, auth(p))
  expect(w.code, w.message).toBe(200)
  const rec = await callApi(app, calls.gettransrecord, { type: 2 }, auth(p))
  const orderNo: string = rec.data.data[0].out_trade_no
  await app.db.tx((q) => approveWithdrawal(q, orderNo, 'test'))
  return orderNo
}

/** A USDT withdrawal (it carries a fee) approved and then refused by the payout provider. */
async function refusedPayout(p: Registered, amount: number) {
  const bound = await callApi(
    app,
    calls.bindcard,
    {
      bank: 'USDT',
      bank_no: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      bank_owner: 'TRC20',
      pay_pass: p.payPassword,
    },
    auth(p),
  )
  expect(bound.code, bound.message).toBe(200)
  const card = (await callApi(app, calls.getcard, { type: 2 }, auth(p))).data[0].id
  const orderNo = await withdraw(p, amount, card)
  await app.db.tx((q) => returnFailedPayout(q, orderNo, 'account closed'))
}

/** Change of the balances of the accounts matching `where` over the range, from ledger_entries. */
async function entriesDelta(where: string, from: string, to: string) {
  const [r] = await app.db.query<{ v: string | null }>(
    `SELECT sum(e.amount)::text AS v FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE ${where} AND NOT t.pending
       AND e.created_at >= ($1::date - interval '8 hours') AND e.created_at < ($2::date + interval '16 hours')`,
    [from, to],
  )
  return BigInt(r.v ?? '0')
}
async function balanceOf(where: string) {
  const [r] = await app.db.query<{ v: string | null }>(
    `SELECT sum(balance)::text AS v FROM ledger_accounts a WHERE ${where}`,
  )
  return BigInt(r.v ?? '0')
}
const cents = (s: string) => decimalCents(s)

describe('reports', () => {
  let byDay: Report
  let byMonth: Report

  it('plays rounds, deposits and withdrawals, then reads the report by day and by month', async () => {
    const a = await registerAndLogin(app)
    const b = await registerAndLogin(app)
    await fund(app, a, 2000)
    await fund(app, b, 800)
    await fund(app, b, 200)
    await play(a, 12)
    await play(b, 6)
    await withdraw(a, 300)
    await withdraw(b, 100)
    const adj = await op(ops, finance.token, 'POST', adminCalls.adjust.path, {
      username: b.username,
      amount: '15.00',
      reason: '补偿',
    })
    expect(adj.code, adj.message).toBe(200)

    // c never deposits: an operator credits it, and its USDT payout is refused and returned.
    const c = await registerAndLogin(app)
    const credit = await op(ops, finance.token, 'POST', adminCalls.adjust.path, {
      username: c.username,
      amount: '1000.00',
      reason: '补偿',
    })
    expect(credit.code, credit.message).toBe(200)
    await refusedPayout(c, 710)
    const [ret] = await app.db.query<{ n: number; v: string }>(
      `SELECT count(*)::int AS n, sum(amount)::text AS v FROM ledger_transfers
        WHERE kind = 'withdrawal_return' AND user_id = (SELECT id FROM users WHERE username = $1)`,
      [c.username],
    )
    expect(ret).toMatchObject({ n: 2, v: '71000' })

    const d = await op<Report>(ops, finance.token, 'GET', adminCalls.report.path)
    expect(d.code, d.message).toBe(200)
    byDay = d.data
    expect(byDay.periods).toHaveLength(30)
    const m = await op<Report>(ops, owner, 'GET', `${adminCalls.report.path}?granularity=month`)
    expect(m.code, m.message).toBe(200)
    byMonth = m.data
    expect(byMonth.periods).toHaveLength(12)
    const today = beijingDate(new Date())
    const todayRow = byDay.periods.find((p) => p.period === today)
    expect(cents(todayRow?.deposits ?? '0')).toBeGreaterThanOrEqual(300000n)
    expect(todayRow?.depositing_players).toBeGreaterThanOrEqual(2)
    expect(todayRow?.active_players).toBeGreaterThanOrEqual(2)
    expect(todayRow?.new_players).toBeGreaterThanOrEqual(2)
  })

  it('counts a refused payout coming back as a withdrawal undone, and its player as no depositor', async () => {
    const [{ returned, withdrawn, fees, deposited, depositors }] = await app.db.query<{
      returned: string
      withdrawn: string
      fees: string
      deposited: string
      depositors: number
    }>(
      `SELECT
         (SELECT sum(amount) FROM ledger_transfers WHERE kind = 'withdrawal_return')::text AS returned,
         (SELECT sum(amount) FROM ledger_transfers WHERE kind = 'withdrawal_post')::text AS withdrawn,
         (SELECT sum(amount) FROM ledger_transfers WHERE kind = 'withdrawal_fee')::text AS fees,
         (SELECT sum(amount) FROM ledger_transfers WHERE kind = 'deposit')::text AS deposited,
         (SELECT count(DISTINCT user_id)::int FROM ledger_transfers WHERE kind = 'deposit') AS depositors`,
    )
    for (const r of [byDay, byMonth]) {
      const t = r.totals
      expect(cents(t.deposits)).toBe(BigInt(deposited))
      expect(t.depositing_players).toBe(depositors)
      expect(cents(t.withdrawals) + cents(t.fees)).toBe(BigInt(withdrawn) + BigInt(fees) - BigInt(returned))
      expect(cents(t.net_cash)).toBe(cents(t.deposits) - cents(t.withdrawals))
    }
  })

  it('every total equals the ledger: balance changes from the entries, and the balances themselves', async () => {
    for (const r of [byDay, byMonth]) {
      const t = r.totals
      const delta = (where: string) => entriesDelta(where, r.start, r.end)
      // Money leaving the clearing accounts is money deposited; coming back is money paid out.
      expect(cents(t.deposits) - cents(t.withdrawals)).toBe(-(await delta("a.kind = 'clearing'")))
      expect(cents(t.fees)).toBe(await delta("a.kind = 'fees'"))
      expect(cents(t.ggr)).toBe(await delta("a.kind = 'game_result'"))
      expect(cents(t.bonuses)).toBe(
        -(await delta(
          "a.code IN ('sys:promo:bonus', 'sys:promo:first-deposit', 'sys:promo:deposit-bonus', 'sys:promo:vip', 'sys:promo:birthday')",
        )),
      )
      expect(cents(t.rebates)).toBe(-(await delta("a.code = 'sys:promo:rebate'")))
      expect(cents(t.redpackets)).toBe(-(await delta("a.code = 'sys:promo:redpacket'")))
      expect(cents(t.commissions)).toBe(-(await delta("a.code = 'sys:promo:commission'")))
      expect(cents(t.adjustments)).toBe(-(await delta("a.code = 'sys:promo:adjustment'")))
      expect(cents(t.ngr)).toBe(cents(t.ggr) - cents(t.bonuses) - cents(t.rebates) - cents(t.redpackets))
      // The periods add up to the totals.
      for (const k of ['deposits', 'withdrawals', 'fees', 'ggr', 'ngr'] as const)
        expect(r.periods.reduce((s, p) => s + cents(p[k]), 0n)).toBe(cents(t[k]))
      // Venues and games add up to the GGR.
      expect(r.venues.reduce((s, v) => s + cents(v.ggr), 0n)).toBe(cents(t.ggr))
      expect(r.games.reduce((s, g) => s + cents(g.ggr), 0n)).toBe(cents(t.ggr))
      expect(r.games.some((g) => g.venue === 'jdlive' && g.game === 'sicbo')).toBe(true)
    }
    // The twelve months hold every transfer of this test database: the balances themselves agree.
    const [{ n }] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_transfers WHERE created_at < $1',
      [new Date(`${byMonth.start}T00:00:00+08:00`)],
    )
    expect(n).toBe(0)
    const t = byMonth.totals
    expect(cents(t.ggr)).toBe(await balanceOf("a.kind = 'game_result'"))
    expect(cents(t.deposits) - cents(t.withdrawals)).toBe(-(await balanceOf("a.kind = 'clearing'")))
    expect(cents(t.fees)).toBe(await balanceOf("a.kind = 'fees'"))
    expect(cents(t.adjustments)).toBe(-(await balanceOf("a.code = 'sys:promo:adjustment'")))
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  })

  it('exports the periods as CSV with Chinese headings and the totals last', async () => {
    const res = await ops.inject({
      method: 'GET',
      url: `${adminCalls.report.path}?granularity=month&format=csv`,
      headers: { authorization: `Bearer ${finance.token}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/csv/)
    const lines = res.body.replace(/^\ufeff/, '').split('\n')
    expect(lines[0]).toMatch(/^周期,存款,提款,手续费,净现金流,GGR/)
    expect(lines).toHaveLength(14)
    expect(lines[13].startsWith(`合计,${byMonth.totals.deposits},${byMonth.totals.withdrawals}`)).toBe(true)
    expect(centsToWire(cents(byMonth.totals.deposits))).toBe(byMonth.totals.deposits)
  })

  it('refuses ranges that are too long or reversed, and the roles without reports.read', async () => {
    const long = await op(ops, owner, 'GET', `${adminCalls.report.path}?start=2020-01-01&end=2020-12-31`)
    expect(long.code).toBe(1000)
    expect(long.message).toContain('92')
    const reversed = await op(ops, owner, 'GET', `${adminCalls.report.path}?start=2020-02-01&end=2020-01-01`)
    expect(reversed.code).toBe(1000)
    for (const who of others) {
      const a = await op(ops, who.token, 'GET', adminCalls.report.path)
      expect(a.code, who.role).toBe(403)
    }
  })
})
