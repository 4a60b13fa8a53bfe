// The payments reconciliation report (server/admin/payments-report.ts, docs/payments.md): one day's
// pay-ins and payouts per channel and provider, the differences listed, the CSV export audited, and
// the permission (finance and owner only). Figures are compared before and after, so rows other
// suites leave on the same database do not matter.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import type { ReconciliationReport } from '../../core/contract/admin'
import { reviewWithdrawal } from '../../server/admin/service'
import { makeOperator, op, type TestOperator } from './console-kit'
import { callApi, makeAdminApp, registerAndLogin } from './helpers'
import { auth, bindBank, fund } from './money-kit'
import { order, type PayKit, payKit, refOf, status } from './payments-kit'

let k: PayKit
let ops: FastifyInstance
let finance: TestOperator
let risk: TestOperator
beforeAll(async () => {
  k = await payKit()
  ops = await makeAdminApp()
  finance = await makeOperator(ops, 'finance')
  risk = await makeOperator(ops, 'risk')
}, 180_000)

const URL = '/admin/api/payments/reconciliation'
const who = { id: null, username: 'ops', ip: '127.0.0.1' }

async function report() {
  const r = await op<ReconciliationReport>(ops, finance.token, 'GET', URL)
  expect(r.code, r.message).toBe(200)
  return r.data
}
const channel = (r: ReconciliationReport, name: string) =>
  r.channels.find((c) => c.channel === name && c.provider === 'sandbox')
const count = (r: ReconciliationReport, name: string, field: 'orders' | 'credited' | 'mismatched' | 'held') =>
  channel(r, name)?.[field] ?? 0
const paidOut = (r: ReconciliationReport, field: 'payouts_sent' | 'payouts_paid' | 'payouts_failed') =>
  channel(r, 'bank')?.[field] ?? 0

async function withdrawal(amount: string) {
  const p = await registerAndLogin(k.app)
  await fund(k.app, p, 1000)
  const card = await bindBank(k.app, p)
  const env = await callApi(k.app, calls.withdraw, { amount, bank: card, password: p.payPassword }, auth(p))
  expect(env.code, env.message).toBe(200)
  const [w] = await k.app.db.query<{ order_no: string }>(
    'SELECT w.order_no FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE u.username = $1',
    [p.username],
  )
  return w.order_no
}

describe('the payments reconciliation report', () => {
  it('counts the day per channel and provider and lists what did not end as asked', async () => {
    const before = await report()
    const p = await registerAndLogin(k.app)
    const exact = await order(k, p, { paytype: 'wxpay', amount: '200' })
    const short = await order(k, p, { paytype: 'wxpay', amount: '300' })
    await status(k, p, exact)
    await status(k, p, short)
    k.sb.pay(refOf(k, exact))
    k.sb.pay(refOf(k, short), '250.00')
    const paid = await withdrawal('300')
    const refused = await withdrawal('200')
    await reviewWithdrawal(k.app.db, who, paid, 'approve')
    k.sb.faults.payoutRefuse = 1
    await reviewWithdrawal(k.app.db, who, refused, 'approve')
    await k.sb.idle()

    const after = await report()
    expect(count(after, 'wechat', 'orders') - count(before, 'wechat', 'orders')).toBe(2)
    expect(count(after, 'wechat', 'credited') - count(before, 'wechat', 'credited')).toBe(1)
    expect(count(after, 'wechat', 'held') - count(before, 'wechat', 'held')).toBe(1)
    expect(count(after, 'wechat', 'mismatched') - count(before, 'wechat', 'mismatched')).toBe(1)
    expect(paidOut(after, 'payouts_sent') - paidOut(before, 'payouts_sent')).toBe(2)
    expect(paidOut(after, 'payouts_paid') - paidOut(before, 'payouts_paid')).toBe(1)
    expect(paidOut(after, 'payouts_failed') - paidOut(before, 'payouts_failed')).toBe(1)
    expect(channel(after, 'wechat')?.unit).toBe('CNY')

    const diff = (no: string) => after.differences.find((d) => d.order_no === no)
    expect(diff(short)).toMatchObject({ kind: 'amount_mismatch', expected: '300.00', actual: '250.00' })
    expect(diff(refused)).toMatchObject({ kind: 'payout_failed', expected: '200.00', status: 'failed' })
    expect(diff(exact)).toBeUndefined()
    expect(diff(paid)).toBeUndefined()
  })

  it('exports the day as CSV, audited; other roles may not read it', async () => {
    const res = await ops.inject({
      method: 'GET',
      url: `${URL}?format=csv`,
      headers: { authorization: `Bearer ${finance.token}` },
    })
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.body).toContain('渠道,支付商,币种,订单数')
    expect(res.body).toContain('差异,订单号')
    const [{ n }] = await ops.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit WHERE action = 'export.reconciliation' AND operator = $1",
      [finance.username],
    )
    expect(Number(n)).toBe(1)
    expect((await op(ops, risk.token, 'GET', URL)).code).toBe(403)
    expect((await op(ops, finance.token, 'GET', `${URL}?day=yesterday`)).code).toBe(1000)
  })
})
