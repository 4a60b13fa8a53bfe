// Bank transfers matched by amount and name (server/payments/statement.ts, docs/payments.md "Bank
// transfers"): the sandbox bank's statement feed, read by the reconciliation pass, credits an exact
// line once (the feed repeating it changes nothing); two orders matching, another name or another
// amount go to review with the line beside the orders, where finance credits or dismisses it once;
// a line with no order is listed in the reconciliation report. Then the channel's provider settings:
// a typed secret is stored sealed, never answered or audited in clear, and four eyes still apply.
import { randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import type { PayProviderSetting, ReconciliationReport, StatementLineRow } from '../../core/contract/admin'
import { workStatement } from '../../server/payments/statement'
import { makeOperator, op, type TestOperator } from './console-kit'
import { callApi, makeAdminApp, type Registered, registerAndLogin } from './helpers'
import { auth, balance } from './money-kit'
import { credits, type PayKit, payKit } from './payments-kit'

let k: PayKit
let ops: FastifyInstance
let finance: TestOperator
let treasury: TestOperator
let treasury2: TestOperator
let account = ''
beforeAll(async () => {
  k = await payKit()
  ops = await makeAdminApp()
  finance = await makeOperator(ops, 'finance')
  treasury = await makeOperator(ops, 'treasury')
  treasury2 = await makeOperator(ops, 'treasury')
  // The in-process sandbox starts with an empty statement: read it from its start.
  await k.app.db.query('DELETE FROM bank_statement_cursors')
  const [acc] = await k.app.db.query<{ bank_no: string }>(
    'SELECT bank_no FROM receiving_accounts WHERE enabled ORDER BY id LIMIT 1',
  )
  account = acc.bank_no
}, 180_000)

/** An amount no other suite uses: a random number of cents. */
const oddAmount = () => `${randomInt(100, 900)}.${String(randomInt(1, 99)).padStart(2, '0')}`
const uniqueName = () => `测试${randomInt(100000, 999999)}`

async function bankOrder(p: Registered, amount: string, name: string) {
  const env = await callApi(
    k.app,
    calls.recharge,
    {
      paytype: 'bank',
      amount,
      bank: '东岳商业银行',
      bank_no: '6222000011112222',
      bank_owner: name,
      bank_address: '演示支行',
    },
    auth(p),
  )
  expect(env.code, env.message).toBe(200)
  return env.message
}

const transfer = (amount: string, payer: string, minutesAgo = 0, to = account) =>
  k.sandbox.inject({
    method: 'POST',
    url: '/bank/transfer',
    payload: { account: to, amount, payer, minutes_ago: minutesAgo },
  })

async function lines(status: StatementLineRow['status']) {
  const r = await op<StatementLineRow[]>(
    ops,
    finance.token,
    'GET',
    `/admin/api/payments/statement?status=${status}`,
  )
  expect(r.code, r.message).toBe(200)
  return r.data
}
const state = async (orderNo: string) =>
  Number(
    (await k.app.db.query<{ state: number }>('SELECT state FROM deposits WHERE order_no = $1', [orderNo]))[0]
      .state,
  )

describe('bank transfers matched against the statement feed', () => {
  it('an exact line credits the order once, whatever the feed repeats', async () => {
    const p = await registerAndLogin(k.app)
    const amount = oddAmount()
    const name = uniqueName()
    const no = await bankOrder(p, amount, ` ${name} `)
    expect((await transfer(amount, name)).json()).toMatchObject({ ok: true })
    expect(await workStatement(k.app.db)).toMatchObject({ credited: 1 })
    expect(await balance(k.app, p)).toBe(amount)
    const [d] = await k.app.db.query<{ reviewed_by: string }>(
      'SELECT reviewed_by FROM deposits WHERE order_no = $1',
      [no],
    )
    expect(d.reviewed_by).toBe('bank:sandbox')
    // The feed repeats its lines and sends them newest first: nothing more is credited.
    k.sb.faults = { ...k.sb.faults, duplicate: 3, reorder: true }
    try {
      await k.app.db.query('DELETE FROM bank_statement_cursors')
      const again = await workStatement(k.app.db)
      expect(again.credited ?? 0).toBe(0)
      expect(again.duplicate).toBeGreaterThan(0)
    } finally {
      k.sb.faults = { ...k.sb.faults, duplicate: 1, reorder: false }
    }
    expect(await credits(k, no)).toBe(1)
    expect(await balance(k.app, p)).toBe(amount)
  })

  it('a feed that is down leaves the cursor: the line is matched once it is back', async () => {
    const p = await registerAndLogin(k.app)
    const amount = oddAmount()
    const name = uniqueName()
    const no = await bankOrder(p, amount, name)
    await transfer(amount, name)
    k.sb.faults = { ...k.sb.faults, statementDown: true }
    expect(await workStatement(k.app.db)).toEqual({ feed_unknown: 1 })
    k.sb.faults = { ...k.sb.faults, statementDown: false }
    expect(await workStatement(k.app.db)).toMatchObject({ credited: 1 })
    expect(await state(no)).toBe(2)
  })

  it('another name goes to review beside the order; finance credits it once', async () => {
    const p = await registerAndLogin(k.app)
    const amount = oddAmount()
    const no = await bankOrder(p, amount, uniqueName())
    const payer = uniqueName()
    await transfer(amount, payer)
    expect(await workStatement(k.app.db)).toMatchObject({ review: 1 })
    expect(await state(no)).toBe(1)
    const line = (await lines('review')).find((l) => l.payer === payer)!
    expect(line).toMatchObject({ reason: 'name differs', amount })
    expect(line.candidates.map((c) => c.order_no)).toEqual([no])
    const url = `/admin/api/payments/statement/${line.id}`
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => op(ops, finance.token, 'POST', url, { action: 'match', order_no: no })),
    )
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.code === 409)).toHaveLength(4)
    expect(await balance(k.app, p)).toBe(amount)
    expect(await credits(k, no)).toBe(1)
    const [audit] = await k.app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit WHERE action = 'payments.statement.match' AND target = $1",
      [line.line_id],
    )
    expect(Number(audit.n)).toBe(1)
  })

  it('two orders of one amount and name go to review; so does another amount, credited as it arrived', async () => {
    const a = await registerAndLogin(k.app)
    const b = await registerAndLogin(k.app)
    const amount = oddAmount()
    const name = uniqueName()
    const first = await bankOrder(a, amount, name)
    const second = await bankOrder(b, amount, name)
    await transfer(amount, name)
    expect(await workStatement(k.app.db)).toMatchObject({ review: 1 })
    const twice = (await lines('review')).find((l) => l.payer === name)!
    expect(twice.reason).toBe('several orders match')
    expect(twice.candidates.map((c) => c.order_no).sort()).toEqual([first, second].sort())

    const c = await registerAndLogin(k.app)
    const other = uniqueName()
    const ordered = await bankOrder(c, '500.00', other)
    await transfer('499.50', other)
    expect(await workStatement(k.app.db)).toMatchObject({ review: 1 })
    const short = (await lines('review')).find((l) => l.payer === other)!
    expect(short).toMatchObject({ reason: 'amount differs', amount: '499.50' })
    expect(short.candidates[0]).toMatchObject({ order_no: ordered, amount: '500.00', depositor_name: other })
    const done = await op(ops, finance.token, 'POST', `/admin/api/payments/statement/${short.id}`, {
      action: 'match',
      order_no: ordered,
    })
    expect(done.code, done.message).toBe(200)
    expect(await balance(k.app, c)).toBe('499.50')
  })

  it('a line with no order is unmatched, listed in the report, and can be dismissed with a reason', async () => {
    const payer = uniqueName()
    const amount = oddAmount()
    await transfer(amount, payer)
    await transfer('12.34', uniqueName(), 0, '9999000011112222')
    expect(await workStatement(k.app.db)).toMatchObject({ unmatched: 2 })
    const r = await op<ReconciliationReport>(ops, finance.token, 'GET', '/admin/api/payments/reconciliation')
    expect(r.data.unmatched.find((l) => l.payer === payer)).toMatchObject({ amount, reason: 'no order' })
    expect(r.data.unmatched.some((l) => l.reason === 'unknown account')).toBe(true)
    const line = (await lines('unmatched')).find((l) => l.payer === payer)!
    const url = `/admin/api/payments/statement/${line.id}`
    expect((await op(ops, finance.token, 'POST', url, { action: 'dismiss' })).code).toBe(1000)
    const ok = await op(ops, finance.token, 'POST', url, { action: 'dismiss', reason: '公司内部转账' })
    expect(ok.code, ok.message).toBe(200)
    expect((await lines('dismissed')).some((l) => l.id === line.id)).toBe(true)
  })

  it('a transfer booked just before its order is matched once the order is submitted', async () => {
    const p = await registerAndLogin(k.app)
    const amount = oddAmount()
    const name = uniqueName()
    await transfer(amount, name)
    expect(await workStatement(k.app.db)).toMatchObject({ unmatched: 1 })
    const no = await bankOrder(p, amount, name)
    expect(await workStatement(k.app.db)).toMatchObject({ late_credited: 1 })
    expect(await state(no)).toBe(2)
    expect(await credits(k, no)).toBe(1)
  })

  it('a transfer older than the order window does not match the order', async () => {
    const p = await registerAndLogin(k.app)
    const amount = oddAmount()
    const name = uniqueName()
    const no = await bankOrder(p, amount, name)
    await transfer(amount, name, 60 * 24)
    expect(await workStatement(k.app.db)).toMatchObject({ unmatched: 1 })
    expect(await state(no)).toBe(1)
  })
})

describe('the channel provider settings', () => {
  const URL = '/admin/api/payments/providers'
  const SECRET = 'typed-secret-value-0123456789abcdef'

  it('lists each channel with its provider; a typed secret is sealed, masked and never audited in clear', async () => {
    const list = await op<PayProviderSetting[]>(ops, finance.token, 'GET', URL)
    expect(list.code).toBe(200)
    const bank = list.data.find((b) => b.channel === 'bank')!
    // The embedded demo resolves the sandbox's secret from its secrets file; PostgreSQL only from the environment.
    const resolves = !process.env.DATABASE_URL || !!process.env.PAY_SANDBOX_SECRET
    expect(bank).toMatchObject({
      provider: 'sandbox',
      statement: true,
      payin: false,
      secret_ref: 'PAY_SANDBOX_SECRET',
      secret_source: resolves ? 'reference' : 'missing',
    })
    expect(bank.secret_mask).toMatch(resolves ? /^••••••[0-9a-f]{6}$/ : /^$/)
    // Finance reads; only treasury (settings.receiving) changes it.
    const body = {
      provider: 'sandbox',
      merchant_id: 'demo-merchant',
      secret_ref: '',
      secret: SECRET,
      payin: true,
      payout: false,
      statement: false,
    }
    expect((await op(ops, finance.token, 'POST', `${URL}/alipay`, body)).code).toBe(403)
    expect((await op(ops, treasury.token, 'POST', `${URL}/alipay`, { ...body, payout: true })).code).toBe(
      1000,
    )
    if (process.env.DATABASE_URL && !process.env.PAY_CREDENTIALS_KEY) {
      // PostgreSQL generates no key: a typed secret is refused until PAY_CREDENTIALS_KEY is set.
      const refused = await op(ops, treasury.token, 'POST', `${URL}/alipay`, body)
      expect(refused.code).toBe(1000)
      expect(refused.message).toContain('PAY_CREDENTIALS_KEY')
      process.env.PAY_CREDENTIALS_KEY = 'test-credentials-key-0123456789abcdef'
    }
    const saved = await op<PayProviderSetting>(ops, treasury.token, 'POST', `${URL}/alipay`, body)
    expect(saved.code, saved.message).toBe(200)
    expect(saved.data).toMatchObject({ secret_source: 'sealed', secret_ref: '' })
    expect(JSON.stringify(saved.data)).not.toContain(SECRET)
    const [row] = await k.app.db.query<{ secret_sealed: string }>(
      "SELECT secret_sealed FROM pay_channel_providers WHERE channel = 'alipay'",
    )
    expect(row.secret_sealed).toMatch(/^v1\./)
    expect(row.secret_sealed).not.toContain(SECRET)
    const audits = await k.app.db.query<{ body: string }>(
      "SELECT row_to_json(a)::text AS body FROM operator_audit a WHERE action = 'settings.provider' AND target = 'alipay'",
    )
    expect(audits.length).toBeGreaterThan(0)
    expect(audits.every((a) => !a.body.includes(SECRET) && !a.body.includes(row.secret_sealed))).toBe(true)
    // Back to the reference the demo uses.
    const back = await op(ops, treasury.token, 'POST', `${URL}/alipay`, {
      ...body,
      secret: '',
      secret_ref: 'PAY_SANDBOX_SECRET',
    })
    expect(back.code, back.message).toBe(200)
  })

  it('with four eyes on receiving changes, a change waits for a second treasury operator', async () => {
    const [prior] = await k.app.db.query<{ value: unknown }>(
      "SELECT value FROM settings WHERE key = 'approvals'",
    )
    const value = { ...((prior?.value as object) ?? {}), receiving_changes: true }
    await k.app.db.query(
      `INSERT INTO settings (key, value) VALUES ('approvals', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify(value)],
    )
    try {
      const body = {
        provider: 'sandbox',
        merchant_id: 'demo-merchant-2',
        secret_ref: 'PAY_SANDBOX_SECRET',
        payin: true,
        payout: false,
        statement: false,
      }
      const asked = await op<{ approval: { id: number } }>(ops, treasury.token, 'POST', `${URL}/wechat`, body)
      expect(asked.code).toBe(250)
      const id = (asked as unknown as { data: { approval: { id: number } } }).data.approval.id
      const [still] = await k.app.db.query<{ merchant_id: string }>(
        "SELECT merchant_id FROM pay_channel_providers WHERE channel = 'wechat'",
      )
      expect(still.merchant_id).toBe('demo-merchant')
      expect((await op(ops, treasury.token, 'POST', `/admin/api/approvals/${id}/approve`, {})).code).toBe(403)
      const approved = await op(ops, treasury2.token, 'POST', `/admin/api/approvals/${id}/approve`, {})
      expect(approved.code, approved.message).toBe(200)
      const [now] = await k.app.db.query<{ merchant_id: string }>(
        "SELECT merchant_id FROM pay_channel_providers WHERE channel = 'wechat'",
      )
      expect(now.merchant_id).toBe('demo-merchant-2')
    } finally {
      await k.app.db.query(
        `UPDATE settings SET value = jsonb_set(value, '{receiving_changes}', 'false') WHERE key = 'approvals'`,
      )
      await k.app.db.query(
        "UPDATE pay_channel_providers SET merchant_id = 'demo-merchant' WHERE channel = 'wechat'",
      )
    }
  })
})
