// Working the deposit and withdrawal queues (docs/operator-console.md, "Working the queues"): filters
// by state, Beijing day, amount ("200" or "200.5", never a float) and order or player, paging on the
// server, decided rows with who, when and the note, and the audited CSV export of the same filters.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { moneyQueueQuery } from '../../core/contract/admin'
import { queueCsv } from '../../server/admin/money-queue-export'
import { makeOperator, op, type TestOperator } from './console-kit'
import { callApi, makeAdminApp, type Registered, registerAndLogin } from './helpers'
import { auth, bindBank, fund, moneyApp } from './money-kit'

let app: FastifyInstance
let ops: FastifyInstance
let finance: TestOperator
let p: Registered
const orders: string[] = []

type Row = {
  order_no: string
  amount: string
  state: number
  reviewed_by: string
  reviewed_at: string | null
  note: string
}
type Page = { rows: Row[]; total: number; page: number; per_page: number }

async function deposit(amount: number, payer: string) {
  const r = await callApi(
    app,
    calls.recharge,
    {
      paytype: 'bank',
      amount,
      bank: '东岳商业银行',
      bank_no: '6222000099990001',
      bank_owner: payer,
      bank_address: 'x',
    },
    auth(p),
  )
  expect(r.code, r.message).toBe(200)
  return r.message
}

beforeAll(async () => {
  app = await moneyApp()
  ops = await makeAdminApp()
  finance = await makeOperator(ops, 'finance')
  p = await registerAndLogin(app)
  // Three orders on three Beijing days, one of them 200.50 (the amount set in the row: a pending
  // order moves no money), the last approved with a note.
  orders.push(await deposit(300, '=HYPERLINK("x")'), await deposit(300, '李四'), await deposit(900, '王五'))
  const at = ['2024-03-01T23:59:59+08:00', '2024-03-02T00:00:00+08:00', '2024-03-03T12:00:00+08:00']
  for (const [i, o] of orders.entries())
    await app.db.query('UPDATE deposits SET created_at = $2 WHERE order_no = $1', [o, at[i]])
  await app.db.query('UPDATE deposits SET amount_cents = 20050 WHERE order_no = $1', [orders[1]])
  await app.db.query('UPDATE deposits SET amount_cents = 20000 WHERE order_no = $1', [orders[0]])
  const ok = await op(ops, finance.token, 'POST', `/admin/api/deposits/${orders[2]}/approve`, {
    note: '核对无误',
  })
  expect(ok.code, ok.message).toBe(200)
}, 180_000)

/** A page of the deposit queue, of the test player unless the query names an order. */
const list = (query: string) =>
  op<Page>(
    ops,
    finance.token,
    'GET',
    `/admin/api/queues/deposits?${query.includes('q=') ? '' : `q=${p.username}&`}${query}`,
  )
const orderNos = async (query: string) => (await list(query)).data.rows.map((r) => r.order_no).sort()

describe('deposit queue filters', () => {
  it('filters by state, order number, player, Beijing days and an amount range', async () => {
    expect(await orderNos('state=0')).toEqual([...orders].sort())
    expect(await orderNos('state=1')).toEqual([orders[0], orders[1]].sort())
    expect(await orderNos(`state=0&q=${orders[1]}`)).toEqual([orders[1]])
    // Days are Beijing days, both ends included: 23:59:59 belongs to the 1st, 00:00 to the 2nd.
    expect(await orderNos('state=0&from=2024-03-02&to=2024-03-02')).toEqual([orders[1]])
    expect(await orderNos('state=0&to=2024-03-01')).toEqual([orders[0]])
    expect(await orderNos('state=0&min_amount=200&max_amount=200.5')).toEqual([orders[0], orders[1]].sort())
    expect(await orderNos('state=0&min_amount=200.5')).toEqual([orders[1], orders[2]].sort())
    expect(await orderNos('state=0&min_amount=&max_amount=')).toHaveLength(3)
  })

  it('pages on the server', async () => {
    const second = await list('state=0&per_page=2&page=2')
    expect(second.data).toMatchObject({ total: 3, page: 2, per_page: 2 })
    expect(second.data.rows).toHaveLength(1)
  })

  it('shows who decided, when and the note', async () => {
    const decided = await list('state=2')
    expect(decided.data.rows).toHaveLength(1)
    expect(decided.data.rows[0]).toMatchObject({
      order_no: orders[2],
      reviewed_by: finance.username,
      note: '核对无误',
    })
    expect(decided.data.rows[0].reviewed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('refuses a malformed amount, a reversed range and reversed days by field', async () => {
    for (const [query, field] of [
      ['min_amount=1e3', 'min_amount'],
      ['min_amount=1.005', 'min_amount'],
      ['min_amount=-5', 'min_amount'],
      ['min_amount=500&max_amount=200', 'max_amount'],
    ]) {
      const r = await list(query)
      expect(r.code, query).toBe(1000)
      expect(r.message).toContain(field)
    }
    const days = await list('from=2024-03-03&to=2024-03-01')
    expect(days.code).toBe(1000)
    expect(days.message).toContain('日期')
  })
})

describe('queue export', () => {
  it('answers the filtered rows as CSV, formulas kept as text, and audits the export', async () => {
    const res = await ops.inject({
      method: 'GET',
      url: `/admin/api/queues/deposits?format=csv&state=0&q=${p.username}&min_amount=200`,
      headers: { authorization: `Bearer ${finance.token}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    const lines = res.body.replace(/^\ufeff/, '').split('\n')
    expect(lines[0]).toBe(
      '订单号,会员,真实姓名,金额,渠道,付款人,付款账号,状态,创建时间,审核人,审核时间,备注,疑似重复',
    )
    expect(lines).toHaveLength(4)
    expect(lines.find((l) => l.startsWith(orders[2]))).toMatch(
      new RegExp(`已通过,2024-03-03 12:00:00,${finance.username},[-\\d: ]+,核对无误,$`),
    )
    expect(lines.find((l) => l.startsWith(orders[0]))).toContain(`200.00,bank,"'=HYPERLINK(""x"")"`)
    const [audit] = await app.db.query<{ operator: string; detail: string; after: { rows: number } }>(
      "SELECT operator, detail, after FROM operator_audit WHERE action = 'export.deposits' ORDER BY id DESC LIMIT 1",
    )
    expect(audit).toMatchObject({ operator: finance.username, after: { rows: 3 } })
    expect(audit.detail).toBe(`state=0 min=200.00 q=${p.username}`)
  })

  it('is refused to a role without the queue, and past the cap with the count', async () => {
    const content = await makeOperator(ops, 'content')
    const denied = await op(ops, content.token, 'GET', '/admin/api/queues/deposits?format=csv')
    expect(denied.code).toBe(403)
    const f = moneyQueueQuery.parse({ state: '0', q: p.username })
    await expect(queueCsv(app.db.query, 'deposits', f, 2)).rejects.toMatchObject({
      key: 'a.exportTooLarge',
      params: { max: 2, count: 3 },
    })
  })

  it('exports withdrawals with their destination and filters them as deposits are', async () => {
    const w = await registerAndLogin(app)
    await fund(app, w, 1000)
    const card = `62220000${Date.now() % 1e8}`.slice(0, 16)
    const id = await bindBank(app, w, card)
    const r = await callApi(app, calls.withdraw, { amount: 400, bank: id, password: w.payPassword }, auth(w))
    expect(r.code, r.message).toBe(200)
    const page = await op<Page>(
      ops,
      finance.token,
      'GET',
      `/admin/api/queues/withdrawals?q=${w.username}&max_amount=400`,
    )
    expect(page.data.rows.map((x) => x.amount)).toEqual(['400.00'])
    const none = await op<Page>(
      ops,
      finance.token,
      'GET',
      `/admin/api/queues/withdrawals?q=${w.username}&min_amount=400.01`,
    )
    expect(none.data.total).toBe(0)
    const { csv, count } = await queueCsv(
      app.db.query,
      'withdrawals',
      moneyQueueQuery.parse({ q: w.username }),
    )
    expect(count).toBe(1)
    expect(csv.split('\n')[1]).toContain(`400.00,bank,`)
    expect(csv.split('\n')[1]).toContain(card)
  })
})
