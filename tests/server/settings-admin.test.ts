// Site and money settings from the console (server/admin/settings.ts, docs/settings.md): who may read
// and save them, the server's field-by-field refusals, the audit row of every save, and the player
// calls of two server instances honouring a change on their next request.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import type { MoneyRulesForm, PaymentSettings, SiteSettingsForm } from '../../core/contract/admin'
import { DEMO_TRC20 } from '../../server/seed/money'
import { type Answer, makeOperator, op } from './console-kit'
import { adminToken, callApi, makeAdminApp, makeApp, registerAndLogin } from './helpers'
import { auth, beijingClock, bindBank, fund, moneyApp } from './money-kit'

let app: FastifyInstance
let app2: FastifyInstance
let ops: FastifyInstance
let owner: string
let initialMoney: MoneyRulesForm
let initialSite: SiteSettingsForm
const at = beijingClock()

beforeAll(async () => {
  app = await moneyApp()
  app2 = await makeApp() // a second server process over the same database
  ops = await makeAdminApp({ uploadsDir: app.config.uploadsDir })
  owner = await adminToken(ops)
  initialMoney = (await op<MoneyRulesForm>(ops, owner, 'GET', '/admin/api/settings/money')).data
  initialSite = (await op<SiteSettingsForm>(ops, owner, 'GET', '/admin/api/settings/site')).data
})
afterAll(async () => {
  await op(ops, owner, 'POST', '/admin/api/settings/money', initialMoney)
  await op(ops, owner, 'POST', '/admin/api/settings/site', initialSite)
})

type Refusal = Answer<{ field: string } | null>
const saveMoney = (patch: Partial<Record<keyof MoneyRulesForm, unknown>>, token = owner) =>
  op<MoneyRulesForm>(ops, token, 'POST', '/admin/api/settings/money', {
    ...initialMoney,
    ...patch,
  }) as Promise<Answer<MoneyRulesForm> & Refusal>
const saveSite = (patch: Partial<Record<keyof SiteSettingsForm, unknown>>, token = owner) =>
  op<SiteSettingsForm>(ops, token, 'POST', '/admin/api/settings/site', {
    ...initialSite,
    ...patch,
  }) as Promise<Answer<SiteSettingsForm> & Refusal>
const auditOf = async (action: string) =>
  (
    await op<{ rows: { operator: string; target: string; before: unknown; after: unknown }[] }>(
      ops,
      owner,
      'GET',
      `/admin/api/audit?action=${action}&per_page=5`,
    )
  ).data.rows

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')

describe('who may change settings', () => {
  it('owner and finance read and save; support, content and risk are refused (403) on every settings route', async () => {
    const finance = await makeOperator(ops, 'finance')
    expect((await op(ops, finance.token, 'GET', '/admin/api/settings/money')).code).toBe(200)
    expect((await op(ops, finance.token, 'GET', '/admin/api/settings/site')).code).toBe(200)
    expect((await saveMoney({}, finance.token)).code).toBe(200)
    const routes: ['GET' | 'POST', string, unknown][] = [
      ['GET', '/admin/api/settings/site', undefined],
      ['POST', '/admin/api/settings/site', initialSite],
      ['GET', '/admin/api/settings/money', undefined],
      ['POST', '/admin/api/settings/money', initialMoney],
      ['GET', '/admin/api/settings/payment', undefined],
      ['POST', '/admin/api/settings/channels/bank', {}],
      ['POST', '/admin/api/settings/accounts', {}],
      ['POST', '/admin/api/settings/accounts/1', {}],
      ['POST', '/admin/api/settings/images', {}],
    ]
    for (const role of ['support', 'content', 'risk'] as const) {
      const who = await makeOperator(ops, role)
      for (const [method, url, body] of routes) {
        const r = await op(ops, who.token, method, url, body)
        expect(r.code, `${role} ${method} ${url}`).toBe(403)
        expect(r.message).toMatch(/无权/)
      }
    }
    expect((await op(ops, '', 'GET', '/admin/api/settings/money')).code).toBe(401)
  })
})

describe('validation on the server', () => {
  const refusals: [Partial<Record<keyof MoneyRulesForm, unknown>>, string, RegExp][] = [
    [{ withdraw_min: '600.00', withdraw_max: '500.00' }, 'withdraw_min', /最低金额不能高于最高金额/],
    [{ withdraw_min: '1.005' }, 'withdraw_min', /金额/],
    [{ withdraw_max: '-5' }, 'withdraw_max', /金额/],
    [{ withdraw_max: '1e5' }, 'withdraw_max', /金额/],
    [{ usdt_rate: '0' }, 'usdt_rate', /汇率/],
    [{ withdraw_usdt_rate: '250' }, 'withdraw_usdt_rate', /汇率/],
    [{ usdt_rate: 7.2 }, 'usdt_rate', /汇率/],
    [{ withdraw_fee_trc20: '101' }, 'withdraw_fee_trc20', /手续费/],
    [{ daily_withdraw_times: 0 }, 'daily_withdraw_times', /提款次数/],
    [{ withdraw_begin: '25:00' }, 'withdraw_begin', /HH:MM/],
    [{ withdraw_begin: '12:00', withdraw_end: '09:00' }, 'withdraw_end', /早于/],
    [{ withdraw_multiple: '11' }, 'withdraw_multiple', /流水倍数/],
    [{ deposit_window_minutes: 2 }, 'deposit_window_minutes', /分钟/],
  ]
  it('refuses each bad money rule with code 1000, a Chinese message and the field; nothing changes', async () => {
    for (const [patch, field, text] of refusals) {
      const r = await saveMoney(patch)
      expect(r.code, JSON.stringify(patch)).toBe(1000)
      expect(r.data).toEqual({ field })
      expect(r.message).toMatch(text)
      expect(r.message).not.toMatch(/^s\./)
    }
    expect((await op(ops, owner, 'GET', '/admin/api/settings/money')).data).toEqual(initialMoney)
  })

  it('refuses bad site settings: empty title, maintenance without a notice, non-http links, bad licence images', async () => {
    const cases: [Partial<Record<keyof SiteSettingsForm, unknown>>, string, RegExp][] = [
      [{ title: '  ' }, 'title', /站点标题/],
      [{ site_state: 0, repair_tips: '' }, 'repair_tips', /维护提示/],
      [{ site_state: 2 }, 'site_state', /站点状态/],
      [{ service_url: 'javascript:alert(1)' }, 'service_url', /http/],
      [{ agent_login_url: '//evil.example/x' }, 'agent_login_url', /http/],
      [
        { licences: [{ name: '牌照', number: 'N1', url: 'ftp://x.example', badge: '', demo: true }] },
        'licences.0.url',
        /http/,
      ],
      [
        {
          licences: [
            { name: '牌照', number: 'N1', url: 'https://x.example', badge: '/etc/passwd', demo: true },
          ],
        },
        'licences.0.badge',
        /牌照图片/,
      ],
      [
        { licences: [{ name: '', number: 'N1', url: 'https://x.example', badge: '', demo: true }] },
        'licences.0.name',
        /牌照名称/,
      ],
    ]
    for (const [patch, field, text] of cases) {
      const r = await saveSite(patch)
      expect(r.code, JSON.stringify(patch)).toBe(1000)
      expect(r.data).toEqual({ field })
      expect(r.message).toMatch(text)
    }
    expect((await op(ops, owner, 'GET', '/admin/api/settings/site')).data).toEqual(initialSite)
  })

  it('refuses a channel range with min above max and a USDT address with a bad checksum', async () => {
    const pay = (await op<PaymentSettings>(ops, owner, 'GET', '/admin/api/settings/payment')).data
    const trc = pay.channels.find((c) => c.code === 'usdt-trc20')!
    const { code: _, ...body } = trc
    const bad = await op(ops, owner, 'POST', '/admin/api/settings/channels/usdt-trc20', {
      ...body,
      min: '500.00',
      max: '100.00',
    })
    expect([bad.code, bad.data]).toEqual([1000, { field: 'min' }])
    const addr = await op(ops, owner, 'POST', '/admin/api/settings/channels/usdt-trc20', {
      ...body,
      address: `${DEMO_TRC20.slice(0, -1)}${DEMO_TRC20.endsWith('a') ? 'b' : 'a'}`,
    })
    expect([addr.code, addr.data]).toEqual([1000, { field: 'address' }])
    expect(addr.message).toMatch(/TRC20收款地址格式不正确/)
    const unknown = await op(ops, owner, 'POST', '/admin/api/settings/channels/paypal', body)
    expect(unknown.code).toBe(202)
  })

  it('image upload: PNG by its first bytes; a text file named anything, or too large, is refused', async () => {
    const ok = await op<{ url: string }>(ops, owner, 'POST', '/admin/api/settings/images', {
      kind: 'qr',
      content_base64: PNG.toString('base64'),
    })
    expect(ok.code, ok.message).toBe(200)
    expect(ok.data.url).toMatch(/^\/uploads\/settings\/[0-9a-f]{32}\.png$/)
    // The player site serves it.
    const served = await app.inject({ method: 'GET', url: ok.data.url })
    expect(served.statusCode).toBe(200)
    const html = await op(ops, owner, 'POST', '/admin/api/settings/images', {
      kind: 'qr',
      content_base64: Buffer.from('<svg onload=alert(1)>').toString('base64'),
    })
    expect([html.code, html.data]).toEqual([1000, { field: 'file' }])
    const big = await op(ops, owner, 'POST', '/admin/api/settings/images', {
      kind: 'licence',
      content_base64: Buffer.concat([PNG, Buffer.alloc(41 * 1024)]).toString('base64'),
    })
    expect(big.code).toBe(1000)
  })
})

describe('audit and effect on the player calls', () => {
  it('a raised withdrawal minimum refuses a smaller withdrawal at once on both instances; the audit keeps before and after', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    const card = await bindBank(app, p)
    const saved = await saveMoney({ withdraw_min: '300', withdraw_multiple: '0' })
    expect(saved.code, saved.message).toBe(200)
    expect(saved.data.withdraw_min).toBe('300.00')
    for (const instance of [app, app2]) {
      const w = await callApi(
        instance,
        calls.withdraw,
        { amount: 250, bank: card, password: p.payPassword },
        auth(p),
      )
      expect(w.code).toBe(214)
      expect(w.message).toBe('单次提款最低金额：300.00元')
    }
    const [row] = await auditOf('settings.money')
    expect(row.operator).toBe('admin')
    expect(row.before).toMatchObject({ withdraw_min: initialMoney.withdraw_min })
    expect(row.after).toMatchObject({ withdraw_min: '300.00' })

    await saveMoney({ withdraw_min: '100.00', withdraw_multiple: '0' })
    const ok = await callApi(
      app2,
      calls.withdraw,
      { amount: 250, bank: card, password: p.payPassword },
      auth(p),
    )
    expect(ok.code, ok.message).toBe(200)
  })

  it('withdrawal hours and the daily count from the settings are honoured', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 1000)
    const card = await bindBank(app, p, '6222000033334444')
    const w = () =>
      callApi(app2, calls.withdraw, { amount: 100, bank: card, password: p.payPassword }, auth(p))
    expect(
      (await saveMoney({ withdraw_begin: '09:30', withdraw_end: '18:00', withdraw_multiple: '0' })).code,
    ).toBe(200)
    at('2026-03-02', '09:29:59')
    const early = await w()
    expect(early.code).toBe(218)
    expect(early.message).toContain('09:30:00')
    at('2026-03-02', '18:01:00') // the end minute is included (18:00:59)
    expect((await w()).code).toBe(218 + 1)
    at('2026-03-02', '12:00:00')
    expect(
      (
        await saveMoney({
          withdraw_begin: '09:30',
          withdraw_end: '18:00',
          daily_withdraw_times: 1,
          withdraw_multiple: '0',
        })
      ).code,
    ).toBe(200)
    expect((await w()).code).toBe(200)
    const second = await w()
    expect(second.code).toBe(216)
    expect(second.message).toMatch(/1/)
  })

  it('a channel range and a USDT rate change reach the deposit calls of the other instance', async () => {
    const pay = (await op<PaymentSettings>(ops, owner, 'GET', '/admin/api/settings/payment')).data
    const { code: _, ...bank } = pay.channels.find((c) => c.code === 'bank')!
    const saved = await op(ops, owner, 'POST', '/admin/api/settings/channels/bank', {
      ...bank,
      min: '200',
      max: '900',
    })
    expect(saved.code, saved.message).toBe(200)
    const p = await registerAndLogin(app2)
    try {
      const range = await callApi(app2, calls.getPayRange, { type: 'bank' }, auth(p))
      expect(range.data).toEqual({ min_price: '200.00', max_price: '900.00' })
      const below = await callApi(
        app2,
        calls.recharge,
        {
          paytype: 'bank',
          amount: 150,
          bank: '东岳商业银行',
          bank_no: '6222000012345678',
          bank_owner: '张三',
          bank_address: '演示分行',
        },
        auth(p),
      )
      expect(below.code).toBe(212)
      expect(below.message).toBe('单笔存款最低200.00元')
      const [row] = await auditOf('settings.channel')
      expect(row.before).toMatchObject({ min: bank.min })
      expect(row.after).toMatchObject({ min: '200.00', max: '900.00' })
    } finally {
      await op(ops, owner, 'POST', '/admin/api/settings/channels/bank', bank)
    }
    expect((await saveMoney({ usdt_rate: '7.5' })).code).toBe(200)
    const me = await callApi(app2, calls.user, {}, auth(p))
    expect(me.data.usdtrate).toBe('7.5')
  })

  it('the maintenance switch answers the player site at once on both instances; the licences are the settings', async () => {
    const licences = [
      {
        name: '示例监管牌照（演示）',
        number: 'DEMO-42',
        url: 'https://register.example/42',
        badge: '',
        demo: true,
      },
    ]
    const r = await saveSite({ site_state: 0, repair_tips: '系统升级中，预计30分钟', licences })
    expect(r.code, r.message).toBe(200)
    for (const instance of [app, app2]) {
      const a = await callApi(instance, calls.app, {})
      expect(a.data).toMatchObject({ site_state: 0, repair_tips: '系统升级中，预计30分钟', licences })
    }
    const [row] = await auditOf('settings.site')
    expect(row.before).toMatchObject({ site_state: initialSite.site_state })
    expect(row.after).toMatchObject({ site_state: 0, repair_tips: '系统升级中，预计30分钟' })
    expect((await saveSite({ site_state: 1 })).code).toBe(200)
    expect((await callApi(app2, calls.app, {})).data.site_state).toBe(1)
  })
})

describe('concurrent saves', () => {
  it('50 parallel money saves: each audited once, each before is exactly what that save replaced', async () => {
    const mins = Array.from({ length: 50 }, (_, i) => `${101 + i}.00`)
    const answers = await Promise.all(mins.map((m) => saveMoney({ withdraw_min: m })))
    for (const a of answers) expect(a.code, a.message).toBe(200)
    const rows = await app.db.query<{ before: { withdraw_min?: string }; after: { withdraw_min?: string } }>(
      "SELECT before, after FROM operator_audit WHERE action = 'settings.money' ORDER BY id DESC LIMIT 50",
    )
    rows.reverse()
    expect(rows).toHaveLength(50)
    expect(new Set(rows.map((r) => r.after.withdraw_min))).toEqual(new Set(mins))
    // A chain: every save saw the value the previous one wrote (a lost update would break it).
    for (let i = 1; i < rows.length; i++)
      expect(rows[i].before.withdraw_min).toBe(rows[i - 1].after.withdraw_min)
    const now = (await op<MoneyRulesForm>(ops, owner, 'GET', '/admin/api/settings/money')).data
    expect(now.withdraw_min).toBe(rows[49].after.withdraw_min)
  })
})

describe('receiving accounts', () => {
  it('50 parallel adds of one card number: exactly one account, the others refused in Chinese', async () => {
    const pay = (await op<PaymentSettings>(ops, owner, 'GET', '/admin/api/settings/payment')).data
    const body = {
      bank_id: pay.banks[0].id,
      bank_no: '6222 0000 5555 6666 777',
      bank_owner: '金鼎娱乐（演示）',
      bank_address: '演示支行',
      enabled: true,
    }
    const all = await Promise.all(
      Array.from({ length: 50 }, () => op(ops, owner, 'POST', '/admin/api/settings/accounts', body)),
    )
    expect(all.filter((a) => a.code === 200)).toHaveLength(1)
    for (const a of all.filter((x) => x.code !== 200)) {
      expect(a.code).toBe(1000)
      expect(a.message).toBe('该银行卡号已存在')
    }
    const [{ n }] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM receiving_accounts WHERE bank_no = '6222 0000 5555 6666 777'",
    )
    expect(Number(n)).toBe(1)
    const added = all.find((a) => a.code === 200)!.data as unknown as { id: number }
    // Disabled, it leaves the player's list of receiving accounts.
    const off = await op(ops, owner, 'POST', `/admin/api/settings/accounts/${added.id}`, {
      ...body,
      enabled: false,
    })
    expect(off.code, off.message).toBe(200)
    const p = await registerAndLogin(app2)
    const listed = await callApi(app2, calls.getpaybank, {}, auth(p))
    expect(JSON.stringify(listed.data)).not.toContain('5555 6666')
    const bad = await op(ops, owner, 'POST', '/admin/api/settings/accounts', { ...body, bank_no: '12ab' })
    expect([bad.code, bad.data]).toEqual([1000, { field: 'bank_no' }])
  })
})
