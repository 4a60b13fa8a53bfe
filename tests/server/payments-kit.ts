// The sandbox payment provider in-process for the payments suites: its real app and books, called by
// our adapter through inject (with a client timeout, so the sandbox's timeout fault is an unknown
// answer as over HTTP), sending its callbacks to our app through inject. `down` makes every call fail
// like a provider that cannot be reached.
import { calls } from '../../core/contract'
import { paymentCalls } from '../../core/contract/payments'
import { installPayProvider, sandboxOver } from '../../server/payments/providers'
import { buildPaySandbox } from '../../server/sandbox-pay/app'
import { emptyBooks, PaySandbox } from '../../server/sandbox-pay/provider'
import { callApi, type Registered } from './helpers'
import { auth, moneyApp } from './money-kit'

export const PAY_SECRET = 'test-pay-sandbox-secret-0123456789'
const CLIENT_TIMEOUT_MS = 150

export async function payKit() {
  const app = await moneyApp()
  const sb = new PaySandbox(
    PAY_SECRET,
    async (url, raw, headers) =>
      (await app.inject({ method: 'POST', url: new URL(url).pathname, payload: raw, headers })).statusCode,
    emptyBooks(),
    () => {},
    { blockMs: 5, payoutMs: 5, retryMs: 5, retries: 3 },
  )
  const sandbox = buildPaySandbox(sb, { publicUrl: 'http://pay.sandbox.test' })
  const kit = { app, sb, sandbox, down: false, calls: [] as string[] }
  installPayProvider('sandbox', (b) =>
    sandboxOver(
      async (path, raw, headers) => {
        kit.calls.push(path)
        if (kit.down) throw Object.assign(new Error('connect ETIMEDOUT'), { name: 'TimeoutError' })
        const res = sandbox.inject({ method: 'POST', url: path, payload: raw, headers })
        const late = new Promise<never>((_, reject) =>
          setTimeout(
            () => reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' })),
            CLIENT_TIMEOUT_MS,
          ),
        )
        const r = await Promise.race([res, late])
        return { status: r.statusCode, body: r.json() }
      },
      b,
      PAY_SECRET,
    ),
  )
  return kit
}
export type PayKit = Awaited<ReturnType<typeof payKit>>

/** A WeChat (or other) deposit ordered through the API; returns its order number. */
export async function order(k: PayKit, p: Registered, body: Record<string, unknown>) {
  const env = await callApi(k.app, calls.recharge, body as never, auth(p))
  if (env.code !== 200) throw new Error(env.message)
  return env.message
}

export async function status(k: PayKit, p: Registered, depositNo: string) {
  const env = await callApi(k.app, paymentCalls.payStatus, { deposit_no: depositNo }, auth(p))
  if (env.code !== 200) throw new Error(env.message)
  return env.data
}

/** The sandbox's reference of an order (after /payStatus had it created there). */
export const refOf = (k: PayKit, depositNo: string) => k.sb.byOrder(depositNo)!.ref

export async function deposit(k: PayKit, orderNo: string) {
  const [d] = await k.app.db.query<{
    state: number
    note: string
    paid_cents: string | null
    reviewed_by: string
  }>('SELECT state, note, paid_cents::text, reviewed_by FROM deposits WHERE order_no = $1', [orderNo])
  const [o] = await k.app.db.query<{ status: string; late: boolean }>(
    'SELECT status, late FROM pay_orders WHERE order_no = $1',
    [orderNo],
  )
  return { ...d, state: Number(d.state), pay: o }
}

/** Ledger transfers that credited this deposit (exactly one when credited). */
export async function credits(k: PayKit, orderNo: string) {
  const [{ n }] = await k.app.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'deposit' AND ref = $1",
    [`deposit:${orderNo}`],
  )
  return Number(n)
}
