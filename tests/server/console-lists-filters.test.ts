// Working the lists beside the money queues (docs/operator-console.md, "Working the lists"): the agent
// and activity application queues, the player search, the audit log and the promotion payouts filter
// by Beijing day, amount (where the list has one), state and number or player, page on the server,
// and export the same rows as an audited CSV (formulas kept as text); decided applications show who
// decided, when and the note.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { playerSearchQuery } from '../../core/contract/admin'
import { listCsv } from '../../server/admin/money-queue-export'
import { search } from '../../server/admin/players-search'
import { makeOperator, op, type TestOperator } from './console-kit'
import { makeAdminApp, type Registered, registerAndLogin } from './helpers'
import { fund, moneyApp } from './money-kit'
import { newActivity } from './promotions-kit'

let app: FastifyInstance
let ops: FastifyInstance
let owner: TestOperator
const players: Registered[] = []
const ids: number[] = []
let activity = 0
type Page<R = Record<string, unknown>> = { rows: R[]; total: number; page: number; per_page: number }

const idOf = async (p: Registered) =>
  Number((await app.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [p.username]))[0].id)

const get = <R = Record<string, unknown>>(url: string) => op<Page<R>>(ops, owner.token, 'GET', url)
/** A page that must be answered. */
const rowsOf = async (url: string) => {
  const r = await get(url)
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
    await app.db.query<{ operator: string; detail: string; after: { rows: number } }>(
      'SELECT operator, detail, after FROM operator_audit WHERE action = $1 ORDER BY id DESC LIMIT 1',
      [action],
    )
  )[0]

beforeAll(async () => {
  app = await moneyApp()
  ops = await makeAdminApp()
  owner = await makeOperator(ops, 'owner')
  for (let i = 0; i < 3; i++) players.push(await registerAndLogin(app))
  for (const p of players) ids.push(await idOf(p))
  const at = ['2024-05-01T23:59:59+08:00', '2024-05-02T00:00:00+08:00', '2024-05-03T12:00:00+08:00']
  for (const [i, id] of ids.entries()) {
    await app.db.query('UPDATE users SET created_at = $2 WHERE id = $1', [id, at[i]])
    await app.db.query(
      `INSERT INTO agent_applications (user_id, mobile, apply_info, created_at) VALUES ($1, '13800000000', $2, $3)`,
      [id, i === 0 ? '=cmd|x' : '想做代理', at[i]],
    )
  }
  activity = await newActivity(app, '列表筛选')
  await app.db.query('UPDATE activities SET bonus_cents = 8800 WHERE id = $1', [activity])
  for (const [i, id] of ids.entries())
    await app.db.query(
      'INSERT INTO activity_applications (user_id, activity_id, created_at) VALUES ($1, $2, $3)',
      [id, activity, at[i]],
    )
  // Payouts of 10.00, 20.50 and 30.00 on the three days.
  for (const [i, id] of ids.entries())
    await app.db.query(
      `INSERT INTO promotion_payouts (activity_id, kind, source, ref, user_id, amount_cents, turnover_cents, day, created_at)
       VALUES ($1, 'application', 'test-lists', $2, $3, $4, 0, $5::timestamptz::date, $5)`,
      [activity, `${activity}-${i}`, id, [1000, 2050, 3000][i], at[i]],
    )
  // A central balance of 300.00 for the second player only.
  await fund(app, players[1], 300)
  await app.db.query('UPDATE users SET status = 0 WHERE id = $1', [ids[2]])
  const refused = await op(ops, owner.token, 'POST', `/admin/api/agents/${await agentId(ids[2])}/refuse`, {
    reason: '资料不全',
  })
  expect(refused.code, refused.message).toBe(200)
}, 180_000)

const agentId = async (userId: number) =>
  Number(
    (await app.db.query<{ id: string }>('SELECT id FROM agent_applications WHERE user_id = $1', [userId]))[0]
      .id,
  )
const names = (page: Page) => page.rows.map((r) => r.username as string).sort()
const only = (...i: number[]) => i.map((k) => players[k].username).sort()

describe('application queues', () => {
  it('filter agents by state, player, number and Beijing days, and show the decision', async () => {
    const who = (q: string) => get(`/admin/api/queues/agents?${q}`).then((r) => r.data)
    expect(names(await who(`state=1&q=${players[0].username}`))).toEqual(only(0))
    expect(names(await who(`state=0&q=${await agentId(ids[1])}`))).toEqual(only(1))
    expect(names(await who('state=0&from=2024-05-02&to=2024-05-02'))).toEqual(only(1))
    expect(names(await who('state=0&to=2024-05-01'))).toEqual(only(0))
    const decided = await who(`state=3&q=${players[2].username}`)
    expect(decided.rows[0]).toMatchObject({ reviewed_by: owner.username, note: '资料不全', state: 3 })
    expect(decided.rows[0].reviewed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const second = await who('state=0&from=2024-05-01&to=2024-05-03&per_page=2&page=2')
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 2 })
    expect(second.rows).toHaveLength(1)
  })

  it('filter activity applications by the bonus approval pays', async () => {
    const page = (q: string) => get(`/admin/api/queues/activities?state=0&from=2024-05-01&to=2024-05-03&${q}`)
    expect((await page('min_amount=88&max_amount=88')).data.total).toBe(3)
    expect((await page('min_amount=88.01')).data.total).toBe(0)
    expect((await page('min_amount=abc')).code).toBe(1000)
  })

  it('export the filtered applications, audited, formulas as text', async () => {
    const lines = await csv('/admin/api/queues/agents?format=csv&state=0&from=2024-05-01&to=2024-05-03')
    expect(lines[0]).toBe('编号,会员,真实姓名,手机,申请说明,状态,申请时间,审核人,审核时间,备注')
    expect(lines).toHaveLength(4)
    expect(lines.find((l) => l.includes(players[0].username))).toContain(`'=cmd|x`)
    expect(lines.find((l) => l.includes(players[2].username))).toContain(
      `已拒绝,2024-05-03 12:00:00,${owner.username}`,
    )
    expect(await lastExport('export.agents')).toMatchObject({
      operator: owner.username,
      detail: 'state=0 from=2024-05-01 to=2024-05-03',
      after: { rows: 3 },
    })
  })
})

describe('player search', () => {
  it('filters by registration days, central balance and locked', async () => {
    const url = (q: string) =>
      `/admin/api/players/search?${q.includes('from=') ? '' : 'from=2024-05-01&to=2024-05-03&'}${q}`
    const find = async (q: string) => ({ data: await rowsOf(url(q)) })
    expect(names((await find('')).data)).toEqual(only(0, 1, 2))
    expect(names((await find('from=2024-05-02&to=2024-05-02')).data)).toEqual(only(1))
    expect(names((await find('min_amount=300&max_amount=300.00')).data)).toEqual(only(1))
    expect(names((await find('max_amount=100')).data)).toEqual(only(0, 2))
    expect(names((await find('state=locked')).data)).toEqual(only(2))
    expect(names((await find('state=active')).data)).toEqual(only(0, 1))
    expect((await get(url('min_amount=5&max_amount=1'))).code).toBe(1000)
  })

  it('exports the players the filters match, audited, and is capped', async () => {
    const lines = await csv('/admin/api/players/search?format=csv&from=2024-05-01&to=2024-05-03&state=locked')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`${players[2].username},`)
    expect(lines[1]).toContain('已锁定')
    expect(await lastExport('export.players')).toMatchObject({ after: { rows: 1 } })
    const f = playerSearchQuery.parse({ from: '2024-05-01', to: '2024-05-03' })
    const list = { name: 'players', page: search, head: ['x'], cells: () => ['x'] }
    await expect(listCsv(app.db.query, list, f, 2)).rejects.toMatchObject({
      key: 'a.exportTooLarge',
      params: { max: 2, count: 3 },
    })
  })
})

describe('promotion payouts', () => {
  it('filter by days, amount, kind and player, and export', async () => {
    const list = (q: string) => get(`/admin/api/promotions/payouts?activity_id=${activity}&${q}`)
    expect((await list('')).data.total).toBe(3)
    expect(names((await list('min_amount=20.5&max_amount=20.50')).data)).toEqual(only(1))
    expect(names((await list('from=2024-05-03')).data)).toEqual(only(2))
    expect(names((await list(`q=${players[0].username.toUpperCase()}`)).data)).toEqual(only(0))
    expect((await list('kind=first-deposit')).data.total).toBe(0)
    const lines = await csv(`/admin/api/promotions/payouts?format=csv&activity_id=${activity}&min_amount=20`)
    expect(lines[0]).toBe('编号,会员,活动,类型,金额,流水要求,时间')
    expect(lines).toHaveLength(3)
    expect(await lastExport('export.payouts')).toMatchObject({
      detail: `activity_id=${activity} min=20.00`,
      after: { rows: 2 },
    })
  })
})

describe('audit log', () => {
  it('exports the filtered log, audited itself', async () => {
    const lines = await csv(`/admin/api/audit?format=csv&operator=${owner.username}&action=agent`)
    expect(lines[0]).toBe('序号,时间,操作员,地址,操作,对象,详情,校验值')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`agent.refuse,${players[2].username},资料不全`)
    expect(await lastExport('export.audit')).toMatchObject({
      operator: owner.username,
      detail: `operator=${owner.username} action=agent`,
      after: { rows: 1 },
    })
  })
})
