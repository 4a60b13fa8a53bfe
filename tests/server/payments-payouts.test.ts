// Payouts through the sandbox provider (server/payments/payouts.ts, docs/payments.md): an approved
// withdrawal is paid out with the provider's reference, fee and net; a provider that is down or too
// slow leaves the money where it is until the reconciliation job resolves each payout by looking it
// up; a refusal returns the money, with the reason on the withdrawal and in the player's inbox.
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { beijingDate } from '../../core/time'
import { reviewWithdrawal } from '../../server/admin/service'
import { workPayouts } from '../../server/payments/payouts'
import { totals } from '../../server/protection/service'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, balance, bindBank, fund } from './money-kit'
import { type PayKit, payKit } from './payments-kit'

let k: PayKit
beforeAll(async () => {
  k = await payKit()
})

const ops = { id: null, username: 'ops', ip: '127.0.0.1' }

async function withdrawal(p: Registered, card: number, amount: string) {
  const env = await callApi(k.app, calls.withdraw, { amount, bank: card, password: p.payPassword }, auth(p))
  expect(env.code, env.message).toBe(200)
  const [w] = await k.app.db.query<{ order_no: string }>(
    'SELECT w.order_no FROM withdrawals w JOIN users u ON u.id = w.user_id WHERE u.username = $1 ORDER BY w.id DESC LIMIT 1',
    [p.username],
  )
  return w.order_no
}

async function payout(orderNo: string) {
  const [r] = await k.app.db.query<{
    status: string
    provider_ref: string
    fee_cents: string
    net_cents: string
    reason: string
  }>(
    'SELECT status, provider_ref, fee_cents::text, net_cents::text, reason FROM payouts WHERE order_no = $1',
    [orderNo],
  )
  return r
}

/** Time passes for the job: every open payout is due now. */
const due = () =>
  k.app.db.query(
    `UPDATE payouts SET next_check_at = now() WHERE status IN ('queued', 'submitted', 'unknown')`,
  )

async function player() {
  const p = await registerAndLogin(k.app)
  await fund(k.app, p, 2000)
  return { p, card: await bindBank(k.app, p) }
}

describe('payouts through the provider', () => {
  it('an approved withdrawal is paid out with its reference, fee and net', async () => {
    const { p, card } = await player()
    const no = await withdrawal(p, card, '500')
    await reviewWithdrawal(k.app.db, ops, no, 'approve')
    expect(await payout(no)).toMatchObject({ status: 'submitted' })
    await k.sb.idle()
    const r = await payout(no)
    expect(r).toMatchObject({ status: 'paid', fee_cents: '500', net_cents: '50000' })
    expect(r.provider_ref).toMatch(/^PO/)
    expect(await balance(k.app, p)).toBe('1500.00')
  })

  it('the provider down during payouts: nothing moves, and every payout resolves once it is back', async () => {
    const players = await Promise.all([player(), player(), player()])
    k.sb.faults.payoutDown = true
    const nos: string[] = []
    for (const { p, card } of players) {
      const no = await withdrawal(p, card, '300')
      await reviewWithdrawal(k.app.db, ops, no, 'approve')
      nos.push(no)
    }
    for (const no of nos) expect((await payout(no)).status).toBe('unknown')
    for (const { p } of players) expect(await balance(k.app, p)).toBe('1700.00')
    await due()
    await workPayouts(k.app.db)
    for (const no of nos) expect((await payout(no)).status).toBe('unknown')
    k.sb.faults.payoutDown = false
    // Back: the lookups find nothing (the 503s did nothing), so each payout is sent again, once.
    await due()
    await workPayouts(k.app.db)
    await workPayouts(k.app.db)
    await k.sb.idle()
    for (const no of nos) expect((await payout(no)).status).toBe('paid')
    expect(Object.keys(k.sb.books.payouts).filter((o) => nos.includes(o))).toHaveLength(3)
    for (const { p } of players) expect(await balance(k.app, p)).toBe('1700.00')
  })

  it('an answer that times out is unknown; the lookup finds the payout the provider did make', async () => {
    const { p, card } = await player()
    const no = await withdrawal(p, card, '400')
    Object.assign(k.sb.faults, { timeoutMs: 400, drop: true })
    try {
      await reviewWithdrawal(k.app.db, ops, no, 'approve')
      expect((await payout(no)).status).toBe('unknown')
      await k.sb.idle()
    } finally {
      Object.assign(k.sb.faults, { timeoutMs: 0, drop: false })
    }
    await due()
    await workPayouts(k.app.db)
    expect((await payout(no)).status).toBe('paid')
    expect(await balance(k.app, p)).toBe('1600.00')
  })

  it('a refusal returns the money once, with the reason on the withdrawal and in the inbox', async () => {
    const { p, card } = await player()
    const no = await withdrawal(p, card, '250')
    k.sb.faults.payoutRefuse = 1
    await reviewWithdrawal(k.app.db, ops, no, 'approve')
    const r = await payout(no)
    expect(r.status).toBe('failed')
    expect(r.reason).toContain('refused')
    expect(await balance(k.app, p)).toBe('2000.00')
    const [w] = await k.app.db.query<{ state: number; note: string }>(
      'SELECT state, note FROM withdrawals WHERE order_no = $1',
      [no],
    )
    expect(Number(w.state)).toBe(3)
    expect(w.note).toContain('refused')
    const inbox = await k.app.db.query<{ content: string }>(
      'SELECT content FROM inbox_messages m JOIN users u ON u.id = m.user_id WHERE u.username = $1',
      [p.username],
    )
    expect(inbox.some((m) => m.content.includes(no))).toBe(true)
    // A late "failed" callback or a second pass changes nothing.
    await due()
    await workPayouts(k.app.db)
    expect(await balance(k.app, p)).toBe('2000.00')
  })

  it('the protection summaries do not count a returned payout as withdrawn; a paid one they do', async () => {
    const { p, card } = await player()
    const [{ id }] = await k.app.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [
      p.username,
    ])
    const refused = await withdrawal(p, card, '250')
    k.sb.faults.payoutRefuse = 1
    await reviewWithdrawal(k.app.db, ops, refused, 'approve')
    expect((await payout(refused)).status).toBe('failed')
    const today = beijingDate(new Date())
    expect(await totals(k.app.db.query, Number(id), today, today)).toMatchObject({
      deposits: '2000.00',
      withdrawals: '0.00',
      net_deposits_lifetime: '2000.00',
    })
    const paid = await withdrawal(p, card, '300')
    await reviewWithdrawal(k.app.db, ops, paid, 'approve')
    await k.sb.idle()
    expect((await payout(paid)).status).toBe('paid')
    expect(await totals(k.app.db.query, Number(id), today, today)).toMatchObject({
      withdrawals: '300.00',
      net_deposits_lifetime: '1700.00',
    })
  })
})
