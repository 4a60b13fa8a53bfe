// The operator API of the promotion rules (docs/promotions.md): owner and finance list the activities
// with their rules and payouts and save a rule (validated field by field with Chinese messages,
// audited with before and after); other roles are refused; answers match the shared contract.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { promotionCalls } from '../../core/contract/admin'
import { approveDeposit } from '../../server/services/deposits'
import { makeOperator, op, type TestOperator } from './console-kit'
import { adminToken, callApi, makeAdminApp, registerAndLogin } from './helpers'
import { auth, moneyApp } from './money-kit'
import { newActivity, rulesOffAfterAll } from './promotions-kit'

let app: FastifyInstance
let ops: FastifyInstance
let owner: string
let finance: TestOperator
let support: TestOperator
let content: TestOperator

beforeAll(async () => {
  app = await moneyApp()
  ops = await makeAdminApp()
  owner = await adminToken(ops)
  finance = await makeOperator(ops, 'finance')
  support = await makeOperator(ops, 'support')
  content = await makeOperator(ops, 'content')
}, 180_000)
rulesOffAfterAll(() => app)

const rule = (over: Record<string, unknown> = {}) => ({
  kind: 'deposit-method',
  enabled: true,
  params: { channels: ['bank'], percent: '5.00', min_deposit: '100.00', max_bonus: '20.00' },
  turnover_multiple: '2.5',
  player_cap: null,
  player_day_cap: '30.00',
  day_cap: null,
  ...over,
})

describe('promotion rules', () => {
  it('finance saves a rule; it is audited before/after, listed, and pays; the payouts are listed', async () => {
    const act = await newActivity(app, '银行卡加赠')
    const saved = await op<unknown>(ops, finance.token, 'POST', `/admin/api/promotions/${act}/rule`, rule())
    expect(saved.code, saved.message).toBe(200)
    expect(promotionCalls.savePromotionRule.response.parse(saved.data)).toMatchObject({
      activity_id: act,
      rule: { kind: 'deposit-method', turnover_multiple: '2.5', player_day_cap: '30.00', enabled: true },
      payouts: 0,
    })
    const changed = await op(
      ops,
      owner,
      'POST',
      `/admin/api/promotions/${act}/rule`,
      rule({ turnover_multiple: '3' }),
    )
    expect(changed.code).toBe(200)
    const [audit] = await app.db.query<{
      action: string
      before: { rule: { turnover_multiple: string } }
      after: { rule: { turnover_multiple: string } }
    }>(
      "SELECT action, before, after FROM operator_audit WHERE action = 'promotion.rule' ORDER BY id DESC LIMIT 1",
    )
    expect(audit.before.rule.turnover_multiple).toBe('2.5')
    expect(audit.after.rule.turnover_multiple).toBe('3')

    const p = await registerAndLogin(app)
    const env = await callApi(
      app,
      calls.recharge,
      {
        paytype: 'bank',
        amount: 1000,
        bank: '东岳商业银行',
        bank_no: '6222000012345678',
        bank_owner: '张三',
        bank_address: 'x',
        offers: [act],
      },
      auth(p),
    )
    await app.db.tx((q) => approveDeposit(q, env.message, 'test'))

    const list = await op<unknown>(ops, finance.token, 'GET', '/admin/api/promotions')
    const rows = promotionCalls.promotions.response.parse(list.data)
    expect(rows.find((r) => r.activity_id === act)).toMatchObject({
      payouts: 1,
      paid: '20.00',
      paid_today: '20.00',
    })
    expect(rows.find((r) => r.title === '新会员首存加赠 100%')?.rule?.kind).toBe('first-deposit')
    const payouts = await op<unknown>(ops, owner, 'GET', `/admin/api/promotions/payouts?activity_id=${act}`)
    expect(promotionCalls.promotionPayouts.response.parse(payouts.data)).toMatchObject({
      total: 1,
      rows: [
        {
          username: p.username,
          kind: 'deposit-method',
          kind_name: '存款加赠',
          amount: '20.00',
          turnover: '60.00',
        },
      ],
    })
  }, 120_000)

  it('refuses wrong fields with their Chinese message and changes nothing', async () => {
    const act = await newActivity(app, '校验')
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'lottery' }, '请选择优惠类型'],
      [
        { params: { channels: [], percent: '5.00', min_deposit: '100.00', max_bonus: '20.00' } },
        '请至少选择一种存款方式',
      ],
      [
        { params: { channels: ['bank'], percent: '5.001', min_deposit: '100.00', max_bonus: '20.00' } },
        '比例须在 0.01 至 1000 之间',
      ],
      [
        { params: { channels: ['bank'], percent: '5', min_deposit: '1e3', max_bonus: '20.00' } },
        '最低存款（元）：金额须为数字',
      ],
      [{ turnover_multiple: '-1' }, '流水倍数须为 0 至 10'],
      [{ turnover_multiple: '10.01' }, '流水倍数最高 10 倍'],
      [{ player_cap: '0.00' }, '每位玩家上限（元）：金额须大于 0'],
      [{ kind: 'birthday', params: { amounts: ['1.00'] } }, '须为 VIP1 至 VIP10 各填一个金额'],
      [{ enabled: 'yes' }, '启用：须为开或关'],
    ]
    for (const [over, text] of cases) {
      const r = await op(ops, owner, 'POST', `/admin/api/promotions/${act}/rule`, rule(over))
      expect(r.code, JSON.stringify(over)).toBe(1000)
      expect(r.message).toContain(text)
      expect(r.message).not.toMatch(/a\.promo|params\./)
    }
    expect(await app.db.query('SELECT 1 FROM promotion_rules WHERE activity_id = $1', [act])).toEqual([])
    const missing = await op(ops, owner, 'POST', '/admin/api/promotions/999999999/rule', rule())
    expect(missing).toMatchObject({ code: 202, message: '活动不存在' })
  }, 60_000)

  it('support and content may not read or edit rules', async () => {
    for (const who of [support, content]) {
      expect((await op(ops, who.token, 'GET', '/admin/api/promotions')).code).toBe(403)
      expect((await op(ops, who.token, 'POST', '/admin/api/promotions/1/rule', rule())).code).toBe(403)
    }
  }, 60_000)
})
