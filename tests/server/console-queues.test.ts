// The review queues (docs/operator-console.md): counts, deposits with the payer's details and the
// duplicate flag, withdrawals with the risk picture, agent and activity applications, and decisions
// that move money once: 50 parallel approvals and refusals from two operators, one wins, the rest 409.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { checkLedger } from '../../server/ledger'
import { makeOperator, op, type TestOperator } from './console-kit'
import { adminToken, callApi, makeAdminApp, registerAndLogin } from './helpers'
import { auth, balance, bindBank, fund, moneyApp } from './money-kit'

let app: FastifyInstance
let ops: FastifyInstance
let owner: string
let finance: TestOperator
let risk: TestOperator

beforeAll(async () => {
  app = await moneyApp()
  ops = await makeAdminApp()
  owner = await adminToken(ops)
  finance = await makeOperator(ops, 'finance')
  risk = await makeOperator(ops, 'risk')
}, 180_000)

const storm = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)))
const codes = (answers: { code: number }[]) => {
  const out: Record<number, number> = {}
  for (const a of answers) out[a.code] = (out[a.code] ?? 0) + 1
  return out
}

async function bankDeposit(p: Awaited<ReturnType<typeof registerAndLogin>>, amount: number, owner = '王五') {
  const r = await callApi(
    app,
    calls.recharge,
    {
      paytype: 'bank',
      amount,
      bank: '东岳商业银行',
      bank_no: '6222000099990000',
      bank_owner: owner,
      bank_address: 'x',
    },
    auth(p),
  )
  expect(r.code, r.message).toBe(200)
  return r.message
}

describe('deposits', () => {
  it('shows payer details, flags duplicate-looking orders, and 50 parallel decisions move money once', async () => {
    const p = await registerAndLogin(app)
    const payer = `付款人${Date.now() % 1e6}`
    const a = await bankDeposit(p, 300, payer)
    const b = await bankDeposit(p, 300, payer)
    const queue = await op<{
      rows: { order_no: string; duplicate: boolean; duplicate_of: string[]; payer: { bank_owner: string } }[]
    }>(ops, finance.token, 'GET', '/admin/api/queues/deposits?per_page=200')
    const rowA = queue.data.rows.find((r) => r.order_no === a)!
    expect(rowA).toMatchObject({ duplicate: true, duplicate_of: [b], payer: { bank_owner: payer } })
    const counts = await op<{ deposits: number }>(ops, risk.token, 'GET', '/admin/api/queues/counts')
    expect(counts.data.deposits).toBeGreaterThanOrEqual(2)

    const answers = await storm(50, (i) =>
      op(
        ops,
        i % 2 ? finance.token : owner,
        'POST',
        `/admin/api/deposits/${a}/${i % 3 ? 'approve' : 'refuse'}`,
        {
          note: '核对',
        },
      ),
    )
    expect(codes(answers)).toEqual({ 200: 1, 409: 49 })
    expect(['300.00', '0.00']).toContain(await balance(app, p))
    const [{ n }] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit WHERE target = $1 AND action LIKE 'deposit.%'",
      [a],
    )
    expect(Number(n)).toBe(1)
    // The other is approved: the money arrives once.
    const second = await storm(50, (i) =>
      op(ops, i % 2 ? finance.token : owner, 'POST', `/admin/api/deposits/${b}/approve`),
    )
    expect(codes(second)).toEqual({ 200: 1, 409: 49 })
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  }, 120_000)
})

describe('withdrawals', () => {
  it('carries wagering, 30-day figures, net position and shared cards; decided once under a storm', async () => {
    const p = await registerAndLogin(app)
    const q = await registerAndLogin(app)
    await fund(app, p, 1000)
    const card = `62220000${Date.now() % 1e8}`.slice(0, 16)
    const id = await bindBank(app, p, card)
    await bindBank(app, q, card)
    const w = await callApi(app, calls.withdraw, { amount: 400, bank: id, password: p.payPassword }, auth(p))
    expect(w.code, w.message).toBe(200)
    const list = await op<{
      rows: {
        order_no: string
        username: string
        destination: { card_no: string }
        risk: { deposits_30d: string; net_position: string; shared_with: string[]; wagering_met: boolean }
      }[]
    }>(ops, finance.token, 'GET', '/admin/api/queues/withdrawals?per_page=200')
    const row = list.data.rows.find((r) => r.username === p.username)!
    expect(row.destination.card_no).toBe(card)
    expect(row.risk).toMatchObject({
      deposits_30d: '1000.00',
      net_position: '600.00',
      shared_with: [q.username],
    })
    expect(typeof row.risk.wagering_met).toBe('boolean')
    const answers = await storm(60, (i) =>
      op(
        ops,
        i % 2 ? finance.token : owner,
        'POST',
        `/admin/api/withdrawals/${row.order_no}/${i % 2 ? 'refuse' : 'approve'}`,
      ),
    )
    expect(codes(answers)).toEqual({ 200: 1, 409: 59 })
    expect(['600.00', '1000.00']).toContain(await balance(app, p))
    expect((await checkLedger(app.db.query)).ok).toBe(true)
    // Risk may look at players but not pay out.
    expect((await op(ops, risk.token, 'POST', `/admin/api/withdrawals/${row.order_no}/approve`)).code).toBe(
      403,
    )
  }, 120_000)
})

describe('agent applications', () => {
  it('approve once under a storm sets isagent (the player sees it); refuse sends the reason to the inbox', async () => {
    const p = await registerAndLogin(app)
    const r = await callApi(
      app,
      calls.applyagentdo,
      { mobile: '13800138000', apply_info: '有推广渠道' },
      auth(p),
    )
    expect(r.code, r.message).toBe(200)
    const queue = await op<{ rows: { id: number; username: string }[] }>(
      ops,
      risk.token,
      'GET',
      '/admin/api/queues/agents?per_page=200',
    )
    const item = queue.data.rows.find((x) => x.username === p.username)!
    const answers = await storm(50, (i) =>
      op(
        ops,
        i % 2 ? risk.token : owner,
        'POST',
        `/admin/api/agents/${item.id}/${i % 2 ? 'approve' : 'refuse'}`,
        {
          reason: '资料不全',
        },
      ),
    )
    expect(codes(answers)).toEqual({ 200: 1, 409: 49 })
    const won = answers.find((a) => a.code === 200) as { data: { state: number } }
    const user = await callApi(app, calls.user, {}, auth(p))
    expect(user.data.isagent).toBe(won.data.state === 2 ? 1 : 0)
    const inbox = await app.db.query<{ title: string; content: string }>(
      'SELECT title, content FROM inbox_messages WHERE user_id = (SELECT id FROM users WHERE username = $1)',
      [p.username],
    )
    expect(inbox).toHaveLength(1)
    if (won.data.state === 3) expect(inbox[0].content).toContain('原因：资料不全')

    const p2 = await registerAndLogin(app)
    await callApi(app, calls.applyagentdo, { mobile: '13800138001', apply_info: '朋友推荐' }, auth(p2))
    const q2 = await op<{ rows: { id: number; username: string }[] }>(
      ops,
      owner,
      'GET',
      '/admin/api/queues/agents?per_page=200',
    )
    const id2 = q2.data.rows.find((x) => x.username === p2.username)!.id
    expect((await op(ops, owner, 'POST', `/admin/api/agents/${id2}/approve`)).code).toBe(200)
    expect((await callApi(app, calls.user, {}, auth(p2))).data.isagent).toBe(1)
    expect((await op(ops, finance.token, 'POST', `/admin/api/agents/${id2}/refuse`)).code).toBe(403)
  }, 120_000)
})

describe('activity applications', () => {
  it('approval pays the activity bonus once through the ledger, with its turnover requirement', async () => {
    const [act] = await app.db.query<{ id: string; title: string }>(
      'SELECT id, title FROM activities WHERE can_apply = 1 AND state = 1 ORDER BY id LIMIT 1',
    )
    await app.db.query('UPDATE activities SET bonus_cents = 8800, turnover_multiple = 3 WHERE id = $1', [
      act.id,
    ])
    try {
      const p = await registerAndLogin(app)
      const r = await callApi(app, calls.doactivityapply, { activityid: Number(act.id) }, auth(p))
      expect(r.code, r.message).toBe(200)
      const queue = await op<{
        rows: { id: number; username: string; bonus: string; turnover_multiple: number }[]
      }>(ops, finance.token, 'GET', '/admin/api/queues/activities?per_page=200')
      const item = queue.data.rows.find((x) => x.username === p.username)!
      expect(item).toMatchObject({ bonus: '88.00', turnover_multiple: 3 })
      const answers = await storm(50, (i) =>
        op(ops, i % 2 ? finance.token : owner, 'POST', `/admin/api/activities/${item.id}/approve`),
      )
      expect(codes(answers)).toEqual({ 200: 1, 409: 49 })
      expect(await balance(app, p)).toBe('88.00')
      const [req] = await app.db.query<{ amount_cents: string }>(
        "SELECT amount_cents::text FROM wagering_requirements WHERE source = 'activity' AND ref = $1",
        [String(item.id)],
      )
      expect(req.amount_cents).toBe('26400')
      const [msg] = await app.db.query<{ content: string }>(
        'SELECT content FROM inbox_messages WHERE user_id = (SELECT id FROM users WHERE username = $1)',
        [p.username],
      )
      expect(msg.content).toContain('奖金88.00元')
      expect((await checkLedger(app.db.query)).ok).toBe(true)
    } finally {
      await app.db.query('UPDATE activities SET bonus_cents = 0, turnover_multiple = 0 WHERE id = $1', [
        act.id,
      ])
    }
  }, 120_000)

  it('refusal sends the reason; an activity without a bonus is only marked approved', async () => {
    const [act] = await app.db.query<{ id: string }>(
      'SELECT id FROM activities WHERE can_apply = 1 AND state = 1 ORDER BY id DESC LIMIT 1',
    )
    const p = await registerAndLogin(app)
    await callApi(app, calls.doactivityapply, { activityid: Number(act.id) }, auth(p))
    const [row] = await app.db.query<{ id: string }>(
      'SELECT id FROM activity_applications WHERE user_id = (SELECT id FROM users WHERE username = $1)',
      [p.username],
    )
    const refused = await op<{ state: number }>(
      ops,
      owner,
      'POST',
      `/admin/api/activities/${row.id}/refuse`,
      { reason: '未满足存款条件' },
    )
    expect(refused.data.state).toBe(3)
    const [msg] = await app.db.query<{ content: string }>(
      'SELECT content FROM inbox_messages WHERE user_id = (SELECT id FROM users WHERE username = $1)',
      [p.username],
    )
    expect(msg.content).toContain('原因：未满足存款条件')
    expect(await balance(app, p)).toBe('0.00')
  })
})

describe('partner transfers', () => {
  it('lists open transfers with an old flag and retries one (audited)', async () => {
    const p = await registerAndLogin(app)
    const [u] = await app.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [p.username])
    const [venue] = await app.db.query<{ code: string }>('SELECT code FROM venues ORDER BY code LIMIT 1')
    const id = `VTTEST${Date.now()}`
    await app.db.query(
      `INSERT INTO venue_transfers (id, user_id, venue_code, provider, direction, amount_cents, request_key, created_at, updated_at)
       VALUES ($1, $2, $3, 'sandbox', 'out', 500, $1, now() - interval '2 hours', now() - interval '2 hours')`,
      [id, u.id, venue.code],
    )
    try {
      const list = await op<{ rows: { id: string; old: boolean; age_minutes: number }[] }>(
        ops,
        finance.token,
        'GET',
        '/admin/api/queues/transfers?per_page=200',
      )
      const row = list.data.rows.find((r) => r.id === id)!
      expect(row.old).toBe(true)
      expect(row.age_minutes).toBeGreaterThanOrEqual(119)
      expect(
        (await op<{ transfers_old: number }>(ops, owner, 'GET', '/admin/api/queues/counts')).data
          .transfers_old,
      ).toBeGreaterThan(0)
      const retried = await op<{ id: string; attempts: number }>(
        ops,
        finance.token,
        'POST',
        `/admin/api/transfers/${id}/retry`,
      )
      expect(retried.code, retried.message).toBe(200)
      const [audit] = await app.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM operator_audit WHERE action = 'transfer.retry' AND target = $1",
        [id],
      )
      expect(Number(audit.n)).toBe(1)
      expect((await op(ops, risk.token, 'POST', `/admin/api/transfers/${id}/retry`)).code).toBe(403)
    } finally {
      await app.db.query("UPDATE venue_transfers SET state = 'refused' WHERE id = $1 AND state = 'pending'", [
        id,
      ])
    }
  })
})
