// The three queues beside the money queues (docs/operator-console.md, "Working the lists"; docs/kyc.md):
// KYC, the four-eyes approvals and the partner transfers filter on the server by Beijing day, amount
// (approvals and transfers), state and number or player, page on the server, and export the same rows
// as an audited CSV (formulas kept as text, capped); decided approvals and KYC reviews show who
// decided, when and the note; a role without the queue is refused the list and its export.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { transferQueueQuery } from '../../core/contract/admin'
import { listCsv } from '../../server/admin/money-queue-export'
import { transferQueue } from '../../server/admin/transfer-queue'
import type { Query } from '../../server/db/client'
import { makeOperator, op, type TestOperator } from './console-kit'
import { makeAdminApp, type Registered, registerAndLogin } from './helpers'
import { moneyApp } from './money-kit'

let app: FastifyInstance
let ops: FastifyInstance
let owner: TestOperator
let finance: TestOperator
const players: Registered[] = []
const ids: number[] = []
const transfers: string[] = []
const requests: number[] = []
type Page<R = Record<string, unknown>> = { rows: R[]; total: number; page: number; per_page: number }
const AT = ['2024-05-01T23:59:59+08:00', '2024-05-02T00:00:00+08:00', '2024-05-03T12:00:00+08:00']

const page = async <R = Record<string, unknown>>(url: string, who = owner) => {
  const r = await op<Page<R>>(ops, who.token, 'GET', url)
  expect(r.code, `${url}: ${r.message}`).toBe(200)
  return r.data
}
const csv = async (url: string) => {
  const res = await ops.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner.token}` } })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['content-type']).toContain('text/csv')
  return res.body.replace(/^\ufeff/, '').split('\n')
}
const lastExport = async (action: string) =>
  (
    await app.db.query<{ operator: string; target: string; detail: string; after: { rows: number } }>(
      'SELECT operator, target, detail, after FROM operator_audit WHERE action = $1 ORDER BY id DESC LIMIT 1',
      [action],
    )
  )[0]
const operatorId = async (o: TestOperator) =>
  Number(
    (await app.db.query<{ id: string }>('SELECT id FROM operators WHERE username = $1', [o.username]))[0].id,
  )

beforeAll(async () => {
  app = await moneyApp()
  ops = await makeAdminApp()
  owner = await makeOperator(ops, 'owner')
  finance = await makeOperator(ops, 'finance')
  for (let i = 0; i < 3; i++) players.push(await registerAndLogin(app))
  for (const p of players)
    ids.push(
      Number(
        (await app.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [p.username]))[0].id,
      ),
    )
  // KYC: player 0 waiting, player 1 refused by the owner (a formula as the reason), player 2 verified.
  const kyc = [
    ['pending', '', null, ''],
    ['refused', '=HYPERLINK("x")', '2024-05-04T10:00:00+08:00', owner.username],
    ['verified', '', '2024-05-04T11:00:00+08:00', owner.username],
  ]
  for (const [i, id] of ids.entries())
    await app.db.query(
      `INSERT INTO kyc_profiles (user_id, state, reason, submitted_at, reviewed_at, reviewer) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, kyc[i][0], kyc[i][1], AT[i], kyc[i][2], kyc[i][3]],
    )
  // Transfers of 10.00 (open), 20.50 (done) and 30.00 (refused) on the three days.
  const [venue] = await app.db.query<{ code: string }>('SELECT code FROM venues ORDER BY code LIMIT 1')
  const states = ['pending', 'done', 'refused']
  for (const [i, id] of ids.entries()) {
    const tid = `VTF${Date.now()}${i}`
    transfers.push(tid)
    await app.db.query(
      `INSERT INTO venue_transfers (id, user_id, venue_code, provider, direction, amount_cents, request_key, state,
         last_error, created_at, updated_at, settled_at)
       VALUES ($1, $2, $3, 'sandbox', 'out', $4, $1, $5, $6, $7, $7, CASE WHEN $5 = 'pending' THEN NULL ELSE now() END)`,
      [tid, id, venue.code, [1000, 2050, 3000][i], states[i], i === 2 ? '-1+2' : '', AT[i]],
    )
  }
  // Approval requests made by finance: an adjustment of -100.00 (refused by the owner), a withdrawal
  // of 500.00 (pending) and an adjustment of 3000.00 (approved by the owner).
  const maker = await operatorId(finance)
  const checker = await operatorId(owner)
  const asks = [
    ['adjust', players[0].username, 10000, { amount: '-100.00' }, 'refused', '=cmd|x'],
    ['withdrawal', `W2024050200000${Date.now() % 100000}`, 50000, { note: '' }, 'pending', ''],
    ['adjust', players[2].username, 300000, { amount: '3000.00' }, 'approved', '核对无误'],
  ] as const
  for (const [i, a] of asks.entries()) {
    const decided = a[4] !== 'pending'
    const [r] = await app.db.query<{ id: string }>(
      `INSERT INTO approval_requests (kind, target, amount_cents, payload, permission, maker_id, maker, created_at,
         expires_at, state, checker_id, checker, decided_at, reason)
       VALUES ($1, $2, $3, $4::jsonb, 'players.adjust', $5, $6, $7, now() + interval '1 day', $8, $9, $10, $11, $12)
       RETURNING id`,
      [
        a[0],
        a[1],
        a[2],
        JSON.stringify(a[3]),
        maker,
        finance.username,
        AT[i],
        a[4],
        decided ? checker : null,
        decided ? owner.username : null,
        decided ? '2024-05-04T09:00:00+08:00' : null,
        a[5],
      ],
    )
    requests.push(Number(r.id))
  }
}, 180_000)

const names = (p: Page) => p.rows.map((r) => r.username as string).sort()
const only = (...i: number[]) => i.map((k) => players[k].username).sort()

describe('KYC queue', () => {
  it('filters by state, player and Beijing days of the submission, and pages', async () => {
    const kyc = (q: string) => page(`/admin/api/kyc/queue?${q}`)
    expect(names(await kyc(`q=${players[0].username.toUpperCase()}`))).toEqual(only(0))
    expect(names(await kyc('state=all&from=2024-05-02&to=2024-05-02'))).toEqual(only(1))
    expect(names(await kyc('state=all&to=2024-05-01'))).toEqual(only(0))
    expect(names(await kyc('state=verified&from=2024-05-01'))).toEqual(only(2))
    const second = await kyc('state=all&from=2024-05-01&to=2024-05-03&per_page=2&page=2')
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 2 })
    expect(second.rows).toHaveLength(1)
    expect(
      (await op(ops, owner.token, 'GET', '/admin/api/kyc/queue?from=2024-05-03&to=2024-05-01')).code,
    ).toBe(1000)
  })

  it('shows who decided, when and the reason', async () => {
    const [r] = (await page(`/admin/api/kyc/queue?state=refused&q=${players[1].username}`)).rows
    expect(r).toMatchObject({ reviewer: owner.username, reason: '=HYPERLINK("x")', state: 'refused' })
    expect(r.reviewed_at).toBe('2024-05-04 10:00:00')
  })

  it('exports the filtered players, audited, formulas as text', async () => {
    const lines = await csv('/admin/api/kyc/queue?format=csv&state=all&from=2024-05-01&to=2024-05-03')
    expect(lines[0]).toBe('会员,真实姓名,出生日期,认证等级,状态,提交时间,审核人,审核时间,原因')
    expect(lines).toHaveLength(4)
    const refused = lines.find((l) => l.startsWith(players[1].username))
    expect(refused).toContain(
      `未通过,2024-05-02 00:00:00,${owner.username},2024-05-04 10:00:00,"'=HYPERLINK(""x"")"`,
    )
    expect(await lastExport('export.kyc')).toMatchObject({
      operator: owner.username,
      target: 'kyc',
      detail: 'state=all from=2024-05-01 to=2024-05-03',
      after: { rows: 3 },
    })
  })

  it('is refused to a role without the review, export included', async () => {
    expect((await op(ops, finance.token, 'GET', '/admin/api/kyc/queue')).code).toBe(403)
    expect((await op(ops, finance.token, 'GET', '/admin/api/kyc/queue?format=csv')).code).toBe(403)
  })
})

describe('four-eyes approvals', () => {
  const list = (q: string) => page<{ id: number; state: string }>(`/admin/api/approvals?${q}`)
  const idsOf = (p: Page<{ id: number }>) => p.rows.map((r) => r.id).sort((a, b) => a - b)
  it('filters by state, days, amount and number, target or maker', async () => {
    expect(idsOf(await list('state=all&from=2024-05-01&to=2024-05-03'))).toEqual(requests)
    expect(idsOf(await list('state=decided&from=2024-05-01'))).toEqual([requests[0], requests[2]])
    expect(idsOf(await list('state=refused&from=2024-05-01'))).toEqual([requests[0]])
    expect(idsOf(await list('state=all&from=2024-05-02&to=2024-05-02'))).toEqual([requests[1]])
    // The amount is the request's size: the debit of 100.00 is 100.00.
    expect(idsOf(await list('state=all&from=2024-05-01&min_amount=100&max_amount=100.00'))).toEqual([
      requests[0],
    ])
    expect(idsOf(await list('state=all&from=2024-05-01&min_amount=500.01'))).toEqual([requests[2]])
    expect(idsOf(await list(`state=all&q=${players[2].username}`))).toEqual([requests[2]])
    expect(idsOf(await list(`state=all&q=${requests[1]}`))).toEqual([requests[1]])
    expect((await list(`state=all&from=2024-05-01&q=${finance.username}`)).total).toBe(3)
    const second = await list('state=all&from=2024-05-01&to=2024-05-03&per_page=2&page=2')
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 2 })
    expect(second.rows).toHaveLength(1)
    expect((await op(ops, owner.token, 'GET', '/admin/api/approvals?min_amount=5&max_amount=1')).code).toBe(
      1000,
    )
  })

  it('shows who decided, when and the note', async () => {
    const [r] = (await page(`/admin/api/approvals?state=approved&q=${requests[2]}`)).rows
    expect(r).toMatchObject({
      checker: owner.username,
      reason: '核对无误',
      decided_at: '2024-05-04 09:00:00',
    })
  })

  it('exports the filtered requests, audited, formulas as text', async () => {
    const lines = await csv('/admin/api/approvals?format=csv&state=decided&from=2024-05-01&to=2024-05-03')
    expect(lines[0]).toBe('编号,类型,对象,金额,提交人,提交时间,到期时间,状态,复核人,复核时间,备注')
    expect(lines).toHaveLength(3)
    expect(lines.find((l) => l.startsWith(`${requests[0]},`))).toMatch(
      new RegExp(
        `^${requests[0]},人工调整,${players[0].username},'-100.00,${finance.username},.*已拒绝,${owner.username},2024-05-04 09:00:00,'=cmd\\|x$`,
      ),
    )
    expect(await lastExport('export.approvals')).toMatchObject({
      operator: owner.username,
      detail: 'state=decided from=2024-05-01 to=2024-05-03',
      after: { rows: 2 },
    })
  })

  it('is refused to a role without four eyes', async () => {
    const risk = await makeOperator(ops, 'risk')
    expect((await op(ops, risk.token, 'GET', '/admin/api/approvals?format=csv')).code).toBe(403)
  })
})

describe('partner transfers', () => {
  const list = (q: string) => page<{ id: string }>(`/admin/api/queues/transfers?${q}`)
  it('filters by state, days, amount and transfer or player', async () => {
    expect(names(await list('state=all&from=2024-05-01&to=2024-05-03'))).toEqual(only(0, 1, 2))
    expect(names(await list('from=2024-05-01'))).toEqual(only(0))
    expect(names(await list('state=done'))).toEqual(only(1))
    expect(names(await list('state=all&from=2024-05-03'))).toEqual(only(2))
    expect(names(await list('state=all&min_amount=20.5&max_amount=20.50'))).toEqual(only(1))
    expect(names(await list(`state=all&q=${transfers[2]}`))).toEqual(only(2))
    expect(names(await list(`state=all&q=${players[0].username.toUpperCase()}`))).toEqual(only(0))
    const second = await list('state=all&from=2024-05-01&to=2024-05-03&per_page=2&page=2')
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 2 })
    expect(second.rows).toHaveLength(1)
    expect((await op(ops, owner.token, 'GET', '/admin/api/queues/transfers?min_amount=abc')).code).toBe(1000)
  })

  it('exports the filtered transfers, audited, formulas as text, and is capped', async () => {
    const lines = await csv('/admin/api/queues/transfers?format=csv&state=all&min_amount=20')
    expect(lines[0]).toBe('转账编号,会员,场馆,方向,金额,状态,尝试次数,创建时间,结算时间,最近错误')
    expect(lines).toHaveLength(3)
    expect(lines.find((l) => l.startsWith(transfers[2]))).toMatch(
      /,转出场馆,30\.00,已拒绝,0,2024-05-03 12:00:00,[-\d: ]+,'-1\+2$/,
    )
    expect(await lastExport('export.transfers')).toMatchObject({
      operator: owner.username,
      target: 'transfers',
      detail: 'state=all min=20.00',
      after: { rows: 2 },
    })
    const f = transferQueueQuery.parse({ state: 'all', from: '2024-05-01' })
    const x = {
      name: 'transfers',
      page: (q: Query, g: typeof f) => transferQueue(q, g, 30),
      head: ['x'],
      cells: () => ['x'],
    }
    await expect(listCsv(app.db.query, x, f, 2)).rejects.toMatchObject({
      key: 'a.exportTooLarge',
      params: { max: 2, count: 3 },
    })
  })

  it('is refused to a role without the queue', async () => {
    const risk = await makeOperator(ops, 'risk')
    expect((await op(ops, risk.token, 'GET', '/admin/api/queues/transfers?format=csv')).code).toBe(403)
  })
})
