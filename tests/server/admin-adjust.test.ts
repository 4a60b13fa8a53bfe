// Manual adjustments under parallel requests (docs/operator-console.md, "Players"): 20 at once with one
// Idempotency-Key apply once and answer alike; a key reused for another request is refused; each
// operator's total per Beijing day (setting admin.adjust_daily_max) holds when the requests race.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Answer, makeOperator, type TestOperator } from './console-kit'
import { makeAdminApp, makeApp, registerAndLogin } from './helpers'

let ops: FastifyInstance
let fin: TestOperator
let player: string

beforeAll(async () => {
  const pub = await makeApp()
  ops = await makeAdminApp()
  fin = await makeOperator(ops, 'finance')
  player = (await registerAndLogin(pub)).username
}, 180_000)

afterAll(async () => {
  await ops.db.query(
    `UPDATE settings SET value = jsonb_set(value, '{adjust_daily_max}', '"50000.00"') WHERE key = 'admin'`,
  )
})

const adjust = (body: { amount: string; reason: string }, key?: string, token = fin.token) =>
  ops
    .inject({
      method: 'POST',
      url: '/admin/api/adjust',
      payload: { username: player, ...body },
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    })
    .then((r) => r.json() as Answer<{ amount: string; balance: string }>)

const adjustments = async () =>
  Number(
    (
      await ops.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transfers t JOIN users u ON u.id = t.user_id
          WHERE t.kind = 'adjustment' AND u.username = $1`,
        [player],
      )
    )[0].n,
  )

describe('manual adjustments', { timeout: 120_000 }, () => {
  it('20 parallel requests with one Idempotency-Key apply once and answer alike', async () => {
    const before = await adjustments()
    const key = `adj-${Date.now()}-one`
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => adjust({ amount: '10000', reason: '活动补发' }, key)),
    )
    expect(answers.every((a) => a.code === 200)).toBe(true)
    for (const a of answers) expect(a.data).toEqual(answers[0].data)
    expect(answers[0].data.amount).toBe('10000.00')
    expect(await adjustments()).toBe(before + 1)
    // The same key for another request is refused, and moves nothing.
    const other = await adjust({ amount: '20', reason: '活动补发' }, key)
    expect(other.code).toBe(1000)
    expect(other.message).toContain('Idempotency-Key')
    expect(await adjustments()).toBe(before + 1)
    const [audit] = await ops.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit WHERE action = 'adjust' AND operator = $1",
      [fin.username],
    )
    expect(Number(audit.n)).toBe(1)
  })

  it("the operator's daily total holds under parallel requests, credits and debits together", async () => {
    // 10 000.00 used today by the test above; the limit leaves room for three more of 100.00.
    await ops.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{adjust_daily_max}', '"10300.00"') WHERE key = 'admin'`,
    )
    const before = await adjustments()
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        adjust({ amount: i % 2 ? '100' : '-100', reason: '并发调整' }, `adj-${Date.now()}-${i}`),
      ),
    )
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3)
    const refused = answers.filter((a) => a.code !== 200)
    expect(refused.every((a) => a.code === 1000 && a.message.includes('每人每日上限10300.00元'))).toBe(true)
    expect(await adjustments()).toBe(before + 3)
    // Another operator has a day of their own.
    const other = await makeOperator(ops, 'finance')
    expect((await adjust({ amount: '100', reason: '补发' }, undefined, other.token)).code).toBe(200)
  })
})
