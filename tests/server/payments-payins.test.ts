// Pay-ins through the sandbox provider (server/payments, docs/payments.md): a paid QR order credits
// itself from the signed callback, once, whatever the provider does with its callbacks: 100 copies in
// parallel, out of order, late, forged, for an unknown order, with another amount.
import { createHmac } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { reviewDeposit } from '../../server/admin/service'
import { expireDeposits } from '../../server/services/deposits'
import { registerAndLogin } from './helpers'
import { balance } from './money-kit'
import { credits, deposit, order, PAY_SECRET, type PayKit, payKit, refOf, status } from './payments-kit'

let k: PayKit
beforeAll(async () => {
  k = await payKit()
})

const wechat = (amount: string) => ({ paytype: 'wxpay', amount })
const signed = (body: Record<string, unknown>, secret = PAY_SECRET) => {
  const raw = JSON.stringify(body)
  return { raw, signature: createHmac('sha256', secret).update(raw).digest('hex') }
}
const notify = (raw: string, signature: string) =>
  k.app.inject({
    method: 'POST',
    url: '/pay/notify/sandbox',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
  })

describe('pay-ins through the provider', () => {
  it('a WeChat order paid on the hosted page credits the balance without an operator', async () => {
    const p = await registerAndLogin(k.app)
    const no = await order(k, p, wechat('200'))
    const s = await status(k, p, no)
    expect(s).toMatchObject({ status: 'awaiting', unit: 'CNY', credited: null, settled_at: null })
    expect(s.pay_url).toMatch(/^http:\/\/pay\.sandbox\.test\/pay\/SP/)
    const page = await k.sandbox.inject({ method: 'GET', url: new URL(s.pay_url).pathname })
    expect(page.body).toContain('已支付')
    await k.sandbox.inject({ method: 'POST', url: `${new URL(s.pay_url).pathname}/paid` })
    await k.sb.idle()
    expect(await balance(k.app, p)).toBe('200.00')
    // The final /payInfo shows what was credited and when (docs/payments.md).
    const done = await status(k, p, no)
    expect(done).toMatchObject({ status: 'credited', credited: '200.00' })
    expect(done.settled_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(await deposit(k, no)).toMatchObject({
      state: 2,
      reviewed_by: 'provider:sandbox',
      pay: { status: 'credited' },
    })
    // What the provider reported and the callback's outcome, written by the crediting statement.
    const [o] = await k.app.db.query<{ provider_ref: string; paid_cents: string; credited: number }>(
      `SELECT o.provider_ref, o.paid_cents::text,
              (SELECT count(*)::int FROM pay_callbacks c WHERE c.order_no = o.order_no AND c.outcome = 'credited') AS credited
         FROM pay_orders o WHERE o.order_no = $1`,
      [no],
    )
    expect(o).toEqual({ provider_ref: refOf(k, no), paid_cents: '20000', credited: 1 })
  })

  it('100 copies of the paid callback in parallel (same and different event ids) credit once', async () => {
    const p = await registerAndLogin(k.app)
    const no = await order(k, p, wechat('300'))
    await status(k, p, no)
    const ref = refOf(k, no)
    const body = (i: number) => ({
      event_id: i % 2 ? 'EV-same' : `EV-${i}`,
      type: 'payin',
      order_no: no,
      ref,
      status: 'paid',
      paid: '300.00',
      unit: 'CNY',
      confirmations: 0,
      tx_hash: '',
    })
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const { raw, signature } = signed(body(i))
        return notify(raw, signature)
      }),
    )
    expect(answers.every((r) => r.statusCode === 200)).toBe(true)
    const outcomes = answers.map((r) => r.json().outcome)
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1)
    expect(await balance(k.app, p)).toBe('300.00')
    expect(await credits(k, no)).toBe(1)
  })

  it('out of order: paid before the earlier confirmations credits once; the stale ones change nothing', async () => {
    const p = await registerAndLogin(k.app)
    const no = await order(k, p, { paytype: 'usdt', catepay: 'TRC20', amount: '720' })
    const s = await status(k, p, no)
    expect(s.unit).toBe('USDT')
    k.sb.faults.reorder = true
    try {
      k.sb.transfer(refOf(k, no), k.sb.byOrder(no)!.amount)
      await k.sb.idle()
    } finally {
      k.sb.faults.reorder = false
    }
    expect(await balance(k.app, p)).toBe('720.00')
    expect(await credits(k, no)).toBe(1)
    const [{ outcomes }] = await k.app.db.query<{ outcomes: string[] }>(
      'SELECT array_agg(outcome ORDER BY id) AS outcomes FROM pay_callbacks WHERE order_no = $1',
      [no],
    )
    expect(outcomes[0]).toBe('credited')
    expect(outcomes.slice(1).every((o) => o === 'stale')).toBe(true)
  })

  it('a payment after the window: credited when exact (the order reopens), held when refused by an operator', async () => {
    const p = await registerAndLogin(k.app)
    const late = await order(k, p, wechat('150'))
    const refused = await order(k, p, wechat('160'))
    await status(k, p, late)
    await status(k, p, refused)
    await reviewDeposit(k.app.db, { id: null, username: 'ops', ip: '127.0.0.1' }, refused, 'refuse', 'no')
    await expireDeposits(k.app.db.query, new Date(Date.now() + 3 * 3600_000))
    expect((await status(k, p, late)).status).toBe('expired')
    k.sb.pay(refOf(k, late))
    k.sb.pay(refOf(k, refused))
    await k.sb.idle()
    expect(await deposit(k, late)).toMatchObject({ state: 2, pay: { status: 'credited', late: true } })
    const held = await deposit(k, refused)
    expect(held).toMatchObject({ state: 1, pay: { status: 'held' } })
    expect(held.note).toContain('paid after refusal')
    expect(await balance(k.app, p)).toBe('150.00')
  })

  it('forged callbacks change nothing; the provider resends with the right signature and it credits', async () => {
    const p = await registerAndLogin(k.app)
    const no = await order(k, p, wechat('120'))
    await status(k, p, no)
    const { raw } = signed({
      event_id: 'EV-forged',
      type: 'payin',
      order_no: no,
      ref: 'x',
      status: 'paid',
      paid: '120.00',
      unit: 'CNY',
      confirmations: 0,
      tx_hash: '',
    })
    const forged = await notify(raw, createHmac('sha256', 'not-the-secret').update(raw).digest('hex'))
    expect(forged.statusCode).toBe(401)
    expect(await credits(k, no)).toBe(0)
    k.sb.faults.badSignature = 1
    k.sb.pay(refOf(k, no))
    await k.sb.idle()
    expect(await balance(k.app, p)).toBe('120.00')
    expect(await credits(k, no)).toBe(1)
  })

  it('a callback for an unknown order is recorded and moves nothing', async () => {
    const p = await registerAndLogin(k.app)
    const no = await order(k, p, wechat('110'))
    await status(k, p, no)
    k.sb.faults.unknownOrder = 1
    k.sb.pay(refOf(k, no))
    await k.sb.idle()
    const [{ n }] = await k.app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pay_callbacks WHERE outcome = 'unknown_order'",
    )
    expect(Number(n)).toBeGreaterThanOrEqual(1)
    expect(await balance(k.app, p)).toBe('110.00')
  })

  it('another amount than ordered waits in the review queue with both amounts; approval credits what arrived', async () => {
    const p = await registerAndLogin(k.app)
    const no = await order(k, p, wechat('200'))
    await status(k, p, no)
    k.sb.pay(refOf(k, no), '150.00')
    await k.sb.idle()
    const d = await deposit(k, no)
    expect(d).toMatchObject({ state: 1, paid_cents: '15000', pay: { status: 'held' } })
    expect(d.note).toContain('150.00')
    expect(d.note).toContain('200.00')
    expect((await status(k, p, no)).status).toBe('review')
    expect(await balance(k.app, p)).toBe('0.00')
    await expireDeposits(k.app.db.query, new Date(Date.now() + 3 * 3600_000))
    expect((await deposit(k, no)).state).toBe(1)
    await reviewDeposit(k.app.db, { id: null, username: 'ops', ip: '127.0.0.1' }, no, 'approve')
    expect(await balance(k.app, p)).toBe('150.00')
  })

  it('a payment for a player who took a break since ordering waits in the review queue, not credited', async () => {
    const p = await registerAndLogin(k.app)
    const no = await order(k, p, wechat('120'))
    await status(k, p, no)
    const [{ user_id }] = await k.app.db.query<{ user_id: string }>(
      'SELECT user_id FROM deposits WHERE order_no = $1',
      [no],
    )
    await k.app.db.query(
      `INSERT INTO player_exclusions (user_id, kind, duration, starts_at, ends_at, created_by)
       VALUES ($1, 'timeout', '24h', now(), now() + interval '1 day', 'player')`,
      [user_id],
    )
    k.sb.pay(refOf(k, no))
    await k.sb.idle()
    const d = await deposit(k, no)
    expect(d).toMatchObject({ state: 1, pay: { status: 'held' } })
    expect(d.note).toMatch(/^protection: /)
    expect(await credits(k, no)).toBe(0)
    const [cb] = await k.app.db.query<{ outcome: string }>(
      'SELECT outcome FROM pay_callbacks WHERE order_no = $1 ORDER BY id DESC LIMIT 1',
      [no],
    )
    expect(cb.outcome).toBe('held')
  })

  it('a lost callback is found by the reconciliation lookup', async () => {
    const { workPayIns } = await import('../../server/payments/reconcile')
    const p = await registerAndLogin(k.app)
    const no = await order(k, p, wechat('130'))
    await status(k, p, no)
    k.sb.faults.drop = true
    try {
      k.sb.pay(refOf(k, no))
      await k.sb.idle()
    } finally {
      k.sb.faults.drop = false
    }
    expect(await balance(k.app, p)).toBe('0.00')
    await k.app.db.query(
      `UPDATE pay_orders SET updated_at = now() - interval '2 minutes' WHERE order_no = $1`,
      [no],
    )
    const out = await workPayIns(k.app.db)
    expect(out.credited).toBe(1)
    expect(await balance(k.app, p)).toBe('130.00')
  })
})
