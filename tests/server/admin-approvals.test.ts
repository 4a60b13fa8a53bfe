// Four eyes on money (docs/operator-console.md, "Four eyes"): above its threshold an adjustment, a
// withdrawal approval or a receiving-account change answers 250 and moves nothing; another operator
// with the permission approves it (applied once, even by 100 parallel approvals) or refuses it with a
// reason; the maker cannot approve their own request; an expired one cannot be approved; each
// checker's daily total holds under parallel approvals; every decision is audited.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import type { ApprovalRow, ApprovalSettings } from '../../core/contract/admin'
import { type Answer, makeOperator, op, type TestOperator } from './console-kit'
import { callApi, makeAdminApp, type Registered, registerAndLogin } from './helpers'
import { auth, balance, bindBank, fund, moneyApp } from './money-kit'

let app: FastifyInstance
let ops: FastifyInstance
let owner: TestOperator
let fin1: TestOperator
let fin2: TestOperator
let tre1: TestOperator
let tre2: TestOperator
let player: Registered

const SETTINGS: ApprovalSettings = {
  adjust_threshold: '100.00',
  withdrawal_threshold: '200.00',
  receiving_changes: true,
  promotion_changes: false,
  money_changes: false,
  maintenance_changes: false,
  expiry_hours: 24,
  approve_daily_max: '2000.00',
  adjust_max: '10000.00',
  adjust_daily_max: '50000.00',
}

beforeAll(async () => {
  app = await moneyApp()
  ops = await makeAdminApp()
  owner = await makeOperator(ops, 'owner')
  fin1 = await makeOperator(ops, 'finance')
  fin2 = await makeOperator(ops, 'finance')
  tre1 = await makeOperator(ops, 'treasury')
  tre2 = await makeOperator(ops, 'treasury')
  player = await registerAndLogin(app)
  await fund(app, player, 1000)
  const saved = await op<ApprovalSettings>(
    ops,
    owner.token,
    'POST',
    '/admin/api/approvals/settings',
    SETTINGS,
  )
  expect(saved.code, saved.message).toBe(200)
}, 180_000)

afterAll(async () => {
  await ops.db.query("DELETE FROM settings WHERE key = 'approvals'")
  await ops.db.query(
    `UPDATE settings SET value = value || '{"adjust_max":"10000.00","adjust_daily_max":"50000.00"}'::jsonb WHERE key = 'admin'`,
  )
})

const adjust = (who: TestOperator, amount: string, key?: string) =>
  ops
    .inject({
      method: 'POST',
      url: '/admin/api/adjust',
      payload: { username: player.username, amount, reason: '大额补发' },
      headers: { authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    })
    .then((r) => r.json() as Answer<{ approval: ApprovalRow }>)

const decide = (who: TestOperator, id: number, action: 'approve' | 'refuse', reason?: string) =>
  op<ApprovalRow>(ops, who.token, 'POST', `/admin/api/approvals/${id}/${action}`, reason ? { reason } : {})

const count = async (sql: string, params: unknown[] = []) =>
  Number((await ops.db.query<{ n: number }>(sql, params))[0].n)

describe('four eyes on adjustments', { timeout: 120_000 }, () => {
  it('the owner sets the thresholds (audited); finance may not', async () => {
    const read = await op<ApprovalSettings>(ops, owner.token, 'GET', '/admin/api/approvals/settings')
    expect(read.data).toEqual(SETTINGS)
    expect((await op(ops, fin1.token, 'GET', '/admin/api/approvals/settings')).code).toBe(403)
    const bad = await op(ops, owner.token, 'POST', '/admin/api/approvals/settings', {
      ...SETTINGS,
      adjust_max: '60000.00',
    })
    expect(bad.code).toBe(1000)
    expect(
      await count(
        "SELECT count(*)::int AS n FROM operator_audit WHERE action = 'settings.approvals' AND operator = $1",
        [owner.username],
      ),
    ).toBe(1)
  })

  it('above the threshold: 20 parallel requests with one key make one request and move nothing', async () => {
    const before = await balance(app, player)
    const key = `ap-${Date.now()}-one`
    const answers = await Promise.all(Array.from({ length: 20 }, () => adjust(fin1, '500', key)))
    expect(answers.every((a) => a.code === 250)).toBe(true)
    const ids = new Set(answers.map((a) => a.data.approval.id))
    expect(ids.size).toBe(1)
    expect(answers[0].message).toContain('另一位操作员')
    expect(answers[0].data.approval).toMatchObject({
      kind: 'adjust',
      amount: '500.00',
      state: 'pending',
      mine: true,
    })
    expect(await balance(app, player)).toBe(before)
    // Below the threshold the adjustment is made at once, as before.
    expect((await adjust(fin1, '50')).code).toBe(200)
  })

  it('the maker cannot approve; 100 parallel approvals by another operator apply once', async () => {
    const asked = await adjust(fin1, '300')
    const id = asked.data.approval.id
    const own = await decide(fin1, id, 'approve')
    expect(own.code).toBe(403)
    expect(own.message).toContain('不能批准自己提交的申请')
    const before = Number(await balance(app, player))
    const answers = await Promise.all(Array.from({ length: 100 }, () => decide(fin2, id, 'approve')))
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.code === 409)).toHaveLength(99)
    expect(Number(await balance(app, player))).toBe(before + 300)
    const ok = answers.find((a) => a.code === 200)!
    expect(ok.data).toMatchObject({ state: 'approved', checker: fin2.username, maker: fin1.username })
    expect(
      await count('SELECT count(*)::int AS n FROM operator_adjustments WHERE idem_key = $1', [
        `approval:${id}`,
      ]),
    ).toBe(1)
    expect(
      await count(
        "SELECT count(*)::int AS n FROM operator_audit WHERE action = 'approval.approve' AND target = $1",
        [`adjust:${player.username}`],
      ),
    ).toBe(1)
  })

  it('refusing needs a reason; a refused request cannot be approved; an expired one neither', async () => {
    const id = (await adjust(fin1, '400')).data.approval.id
    expect((await decide(fin2, id, 'refuse')).code).toBe(1000)
    const refused = await decide(fin2, id, 'refuse', '金额有误')
    expect(refused.data).toMatchObject({ state: 'refused', reason: '金额有误' })
    expect((await decide(fin2, id, 'approve')).code).toBe(409)

    const old = (await adjust(fin1, '401')).data.approval.id
    await ops.db.query(
      "UPDATE approval_requests SET created_at = now() - interval '2 days', expires_at = now() - interval '1 day' WHERE id = $1",
      [old],
    )
    const before = await balance(app, player)
    const late = await decide(fin2, old, 'approve')
    expect(late.code).toBe(1000)
    expect(late.message).toContain('已过期')
    expect(await balance(app, player)).toBe(before)
    const list = await op<{ rows: ApprovalRow[] }>(
      ops,
      fin2.token,
      'GET',
      '/admin/api/approvals?state=pending',
    )
    expect(list.data.rows.find((r) => r.id === old)?.state).toBe('expired')
    expect((await decide(fin2, old, 'refuse', '已过期')).code).toBe(200)
  })

  it("each checker's daily total holds under parallel approvals", async () => {
    // 2 000.00 a day; 300.00 approved above: five of 400.00 leave room for four.
    const ids = []
    for (let i = 0; i < 5; i++) ids.push((await adjust(fin1, '400')).data.approval.id)
    const answers = await Promise.all(ids.map((id) => decide(fin2, id, 'approve')))
    expect(answers.filter((a) => a.code === 200)).toHaveLength(4)
    const refused = answers.filter((a) => a.code !== 200)
    expect(refused).toHaveLength(1)
    expect(refused[0].message).toContain('每日批准上限')
  })
})

describe('four eyes on withdrawals and receiving accounts', { timeout: 120_000 }, () => {
  it('a withdrawal above the threshold waits for a second operator, then is approved once', async () => {
    const card = await bindBank(app, player)
    const w = await callApi(
      app,
      calls.withdraw,
      { amount: 250, bank: card, password: player.payPassword },
      auth(player),
    )
    expect(w.code, w.message).toBe(200)
    const order = (await callApi(app, calls.gettransrecord, { type: 2 }, auth(player))).data.data[0]
      .out_trade_no
    const asked = await op<{ approval: ApprovalRow }>(
      ops,
      fin1.token,
      'POST',
      `/admin/api/withdrawals/${order}/approve`,
      {},
    )
    expect(asked.code).toBe(250)
    const state = () =>
      ops.db.query<{ state: number }>('SELECT state FROM withdrawals WHERE order_no = $1', [order])
    expect(Number((await state())[0].state)).toBe(1)
    // Asking again finds the same request.
    const again = await op<{ approval: ApprovalRow }>(
      ops,
      owner.token,
      'POST',
      `/admin/api/withdrawals/${order}/approve`,
      {},
    )
    expect(again.data.approval.id).toBe(asked.data.approval.id)
    // Treasury may not approve what players are paid.
    expect((await decide(tre1, asked.data.approval.id, 'approve')).code).toBe(403)
    const ok = await decide(owner, asked.data.approval.id, 'approve')
    expect(ok.code, ok.message).toBe(200)
    expect(Number((await state())[0].state)).toBe(2)
  })

  it('a receiving account change waits; finance may neither make nor approve it', async () => {
    const body = {
      bank_id: 1,
      bank_no: '6222 0000 8888 1234 567',
      bank_owner: '金鼎',
      bank_address: '总行',
      enabled: true,
    }
    expect((await op(ops, fin1.token, 'POST', '/admin/api/settings/accounts', body)).code).toBe(403)
    const asked = await op<{ approval: ApprovalRow }>(
      ops,
      tre1.token,
      'POST',
      '/admin/api/settings/accounts',
      body,
    )
    expect(asked.code, asked.message).toBe(250)
    const rows = () =>
      count("SELECT count(*)::int AS n FROM receiving_accounts WHERE bank_no = '6222 0000 8888 1234 567'")
    expect(await rows()).toBe(0)
    expect((await decide(fin2, asked.data.approval.id, 'approve')).code).toBe(403)
    expect((await decide(tre1, asked.data.approval.id, 'approve')).code).toBe(403)
    const ok = await decide(tre2, asked.data.approval.id, 'approve')
    expect(ok.code, ok.message).toBe(200)
    expect(await rows()).toBe(1)
  })
})
