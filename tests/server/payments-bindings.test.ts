// The bindings a process verifies callbacks with are kept between callbacks (issue 29: one read
// less per callback), yet a secret changed in the console takes effect at once: the callback's
// transaction checks that the binding it was verified with is still the stored one, and a callback
// signed with the old secret is refused, one signed with the new one credits (server/payments).
import { createHmac } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { installPayProvider, sandboxOver } from '../../server/payments/providers'
import { registerAndLogin } from './helpers'
import { balance } from './money-kit'
import { credits, order, type PayKit, payKit } from './payments-kit'

const SECRETS: Record<string, string> = {
  PAY_ROTATE_OLD: 'old-secret-0123456789abcdef',
  PAY_ROTATE_NEW: 'new-secret-0123456789abcdef',
}

let k: PayKit
beforeAll(async () => {
  k = await payKit()
  // Each binding's adapter checks with the secret its secret_ref names (no calls to the provider here).
  installPayProvider('sandbox', (b) =>
    sandboxOver(
      async () => {
        throw new Error('not called')
      },
      b,
      SECRETS[b.secret_ref] ?? 'unused-secret-0123456789',
    ),
  )
})

const notify = (body: Record<string, unknown>, secret: string) => {
  const raw = JSON.stringify(body)
  return k.app.inject({
    method: 'POST',
    url: '/pay/notify/sandbox',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', secret).update(raw).digest('hex'),
    },
  })
}
const paid = (orderNo: string, event: string, amount: string) => ({
  event_id: event,
  type: 'payin',
  order_no: orderNo,
  ref: 'SP-rotate',
  status: 'paid',
  paid: amount,
  unit: 'CNY',
  confirmations: 0,
  tx_hash: '',
})
const useSecret = (ref: string) =>
  k.app.db.query(`UPDATE pay_channel_providers SET secret_ref = $1 WHERE provider = 'sandbox'`, [ref])

describe('callback bindings kept between callbacks', () => {
  it('a secret changed after callbacks were verified with the old one: old refused, new credits once', async () => {
    const p = await registerAndLogin(k.app)
    const no = await order(k, p, { paytype: 'wxpay', amount: '100' })
    await useSecret('PAY_ROTATE_OLD')
    // A first callback (an unknown order) verified with the old secret: the process now knows it.
    const first = await notify(paid('D-none', 'EV-rot-0', '1.00'), SECRETS.PAY_ROTATE_OLD)
    expect(first.json()).toEqual({ ok: true, outcome: 'unknown_order' })
    await useSecret('PAY_ROTATE_NEW')
    const old = await notify(paid(no, 'EV-rot-1', '100.00'), SECRETS.PAY_ROTATE_OLD)
    expect(old.statusCode).toBe(401)
    expect(await credits(k, no)).toBe(0)
    const [{ n }] = await k.app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pay_callbacks WHERE event_id = 'EV-rot-1'`,
    )
    expect(Number(n)).toBe(0)
    const fresh = await notify(paid(no, 'EV-rot-2', '100.00'), SECRETS.PAY_ROTATE_NEW)
    expect(fresh.json()).toEqual({ ok: true, outcome: 'credited' })
    const again = await notify(paid(no, 'EV-rot-3', '100.00'), SECRETS.PAY_ROTATE_NEW)
    expect(again.json()).toEqual({ ok: true, outcome: 'duplicate' })
    expect(await credits(k, no)).toBe(1)
    expect(await balance(k.app, p)).toBe('100.00')
  })
})
