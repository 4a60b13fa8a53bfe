// Four eyes on settings (docs/operator-console.md, "Four eyes"): with the owner's switches on, a change
// of a bonus rule, of the money rules or of maintenance mode answers 250 and changes nothing until
// another operator with the same permission approves it (then it is applied once, as the maker's
// change); with the switches off they go through at once, as before. The pending requests are counted
// in the queue counts the console's navigation reads.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ApprovalRow,
  ApprovalSettings,
  MoneyRulesForm,
  SiteSettingsForm,
} from '../../core/contract/admin'
import { makeOperator, op, type TestOperator } from './console-kit'
import { makeAdminApp } from './helpers'
import { newActivity, rulesOffAfterAll } from './promotions-kit'

let ops: FastifyInstance
let owner: TestOperator
let fin1: TestOperator
let fin2: TestOperator
let tre1: TestOperator
let money: MoneyRulesForm
let site: SiteSettingsForm

const SWITCHED: ApprovalSettings = {
  adjust_threshold: '10000.00',
  withdrawal_threshold: '50000.00',
  receiving_changes: false,
  promotion_changes: true,
  money_changes: true,
  maintenance_changes: true,
  expiry_hours: 24,
  approve_daily_max: '500000.00',
  adjust_max: '10000.00',
  adjust_daily_max: '50000.00',
}

const switches = (on: boolean) =>
  op<ApprovalSettings>(ops, owner.token, 'POST', '/admin/api/approvals/settings', {
    ...SWITCHED,
    promotion_changes: on,
    money_changes: on,
    maintenance_changes: on,
  })

beforeAll(async () => {
  ops = await makeAdminApp()
  owner = await makeOperator(ops, 'owner')
  fin1 = await makeOperator(ops, 'finance')
  fin2 = await makeOperator(ops, 'finance')
  tre1 = await makeOperator(ops, 'treasury')
  money = (await op<MoneyRulesForm>(ops, owner.token, 'GET', '/admin/api/settings/money')).data
  site = (await op<SiteSettingsForm>(ops, owner.token, 'GET', '/admin/api/settings/site')).data
  const saved = await switches(true)
  expect(saved.code, saved.message).toBe(200)
  expect(saved.data).toMatchObject({
    promotion_changes: true,
    money_changes: true,
    maintenance_changes: true,
  })
}, 180_000)

afterAll(async () => {
  await ops.db.query("DELETE FROM settings WHERE key = 'approvals'")
  await ops.db.query(
    "UPDATE approval_requests SET state = 'refused', decided_at = now() WHERE state = 'pending'",
  )
})
rulesOffAfterAll(() => ops)

const decide = (who: TestOperator, id: number, action: 'approve' | 'refuse', reason?: string) =>
  op<ApprovalRow>(ops, who.token, 'POST', `/admin/api/approvals/${id}/${action}`, reason ? { reason } : {})
const pendingCount = async () =>
  (await op<{ approvals: number }>(ops, fin2.token, 'GET', '/admin/api/queues/counts')).data.approvals

const rule = {
  kind: 'application',
  enabled: true,
  params: { amount: '88.00' },
  turnover_multiple: '1',
  player_cap: null,
  player_day_cap: null,
  day_cap: null,
}

describe('four eyes on bonus rules, money rules and maintenance', { timeout: 120_000 }, () => {
  it('a bonus rule change waits; the maker cannot approve; another finance operator applies it', async () => {
    const act = await newActivity(ops, '复核彩金')
    const before = await pendingCount()
    const asked = await op<{ approval: ApprovalRow }>(
      ops,
      fin1.token,
      'POST',
      `/admin/api/promotions/${act}/rule`,
      rule,
    )
    expect(asked.code, asked.message).toBe(250)
    expect(asked.data.approval).toMatchObject({ kind: 'promotion-rule', target: String(act), amount: null })
    expect(await pendingCount()).toBe(before + 1)
    const rules = () => ops.db.query('SELECT 1 FROM promotion_rules WHERE activity_id = $1', [act])
    expect(await rules()).toHaveLength(0)
    // A refusal the direct save gives still comes first (no request for a bad rule).
    const bad = await op(ops, fin1.token, 'POST', `/admin/api/promotions/${act}/rule`, { ...rule, kind: 'x' })
    expect(bad.code).toBe(1000)
    expect((await decide(fin1, asked.data.approval.id, 'approve')).code).toBe(403)
    expect((await decide(tre1, asked.data.approval.id, 'approve')).code).toBe(403)
    const ok = await decide(fin2, asked.data.approval.id, 'approve')
    expect(ok.code, ok.message).toBe(200)
    expect(await rules()).toHaveLength(1)
    expect(await pendingCount()).toBe(before)
    const [audit] = await ops.db.query<{ operator: string }>(
      "SELECT operator FROM operator_audit WHERE action = 'promotion.rule' ORDER BY id DESC LIMIT 1",
    )
    expect(audit.operator).toBe(fin1.username)
  })

  it('a money rule change waits with its before and after; a refusal leaves the rules', async () => {
    const next = String(Number(money.daily_withdraw_times) + 1)
    const asked = await op<{ approval: ApprovalRow }>(ops, tre1.token, 'POST', '/admin/api/settings/money', {
      ...money,
      daily_withdraw_times: Number(next),
    })
    expect(asked.code, asked.message).toBe(250)
    expect(asked.data.approval.payload).toMatchObject({
      before: { daily_withdraw_times: money.daily_withdraw_times },
      after: { daily_withdraw_times: Number(next) },
    })
    const read = async () =>
      (await op<MoneyRulesForm>(ops, owner.token, 'GET', '/admin/api/settings/money')).data
    expect((await read()).daily_withdraw_times).toBe(money.daily_withdraw_times)
    // Saving the rules unchanged is no change: it goes through.
    expect((await op(ops, fin1.token, 'POST', '/admin/api/settings/money', money)).code).toBe(200)
    const refused = await decide(fin1, asked.data.approval.id, 'refuse', '次数不变')
    expect(refused.data).toMatchObject({ state: 'refused', reason: '次数不变' })
    expect((await read()).daily_withdraw_times).toBe(money.daily_withdraw_times)
    const again = await op<{ approval: ApprovalRow }>(ops, tre1.token, 'POST', '/admin/api/settings/money', {
      ...money,
      daily_withdraw_times: Number(next),
    })
    expect(again.code).toBe(250)
    expect((await decide(owner, again.data.approval.id, 'approve')).code).toBe(200)
    expect((await read()).daily_withdraw_times).toBe(Number(next))
  })

  it('switching maintenance waits; other site fields go through; the approval switches only the state', async () => {
    const asked = await op<{ approval: ApprovalRow }>(ops, fin1.token, 'POST', '/admin/api/settings/site', {
      ...site,
      site_state: 0,
      repair_tips: '系统升级中',
    })
    expect(asked.code, asked.message).toBe(250)
    expect(asked.data.approval.payload).toEqual({ site_state: 0, repair_tips: '系统升级中' })
    const title = `${site.title.slice(0, 30)}·复核`
    const direct = await op(ops, fin2.token, 'POST', '/admin/api/settings/site', { ...site, title })
    expect(direct.code, direct.message).toBe(200)
    const read = async () =>
      (await op<SiteSettingsForm>(ops, owner.token, 'GET', '/admin/api/settings/site')).data
    expect((await read()).site_state).toBe(1)
    expect((await decide(fin2, asked.data.approval.id, 'approve')).code).toBe(200)
    expect(await read()).toMatchObject({ site_state: 0, repair_tips: '系统升级中', title })
    // Back to open also waits; the maker may withdraw it, then the owner turns the switch off.
    const reopen = await op<{ approval: ApprovalRow }>(
      ops,
      fin2.token,
      'POST',
      '/admin/api/settings/site',
      site,
    )
    expect(reopen.code).toBe(250)
    expect((await decide(fin2, reopen.data.approval.id, 'refuse', '撤回')).code).toBe(200)
    expect((await switches(false)).code).toBe(200)
    expect((await op(ops, fin2.token, 'POST', '/admin/api/settings/site', site)).code).toBe(200)
    expect((await read()).site_state).toBe(1)
  })
})
