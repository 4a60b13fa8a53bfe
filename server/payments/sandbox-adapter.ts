// The adapter of the sandbox provider's protocol (server/sandbox-pay, docs/payments.md "Protocol"):
// JSON over HTTP POST, the exact body signed with HMAC-SHA256 in X-Signature (hex), both ways. A
// connection refused never carried the request, so it is a refusal; a timeout, a reset or a 5xx is
// unknown. Any provider speaking the same protocol can use it with its own URL and secret.
import { z } from 'zod'
import { centsToWire, WIRE_MONEY } from '../../core/money'
import { sign, signatureValid } from '../games/seamless'
import type { Transport } from '../sandbox/client'
import type {
  Answer,
  Callback,
  PayInCreated,
  PayInState,
  PayoutState,
  PayProvider,
  StatementLine,
} from './port'

/** How long we wait for the provider before the answer counts as unknown. */
export const PAY_TIMEOUT_MS = Number(process.env.PAY_TIMEOUT_MS) || 8000

export const httpPayTransport =
  (base: string, timeoutMs = PAY_TIMEOUT_MS): Transport =>
  async (path, raw, headers) => {
    const res = await fetch(`${base.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      body: raw,
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    })
    return { status: res.status, body: await res.json().catch(() => null) }
  }

const money = z.string().regex(WIRE_MONEY)
const cents = (s: string | null | undefined) => (s == null ? null : BigInt(s.replace('.', '')))

const payinState = z.object({
  status: z.enum(['pending', 'paid', 'expired', 'not_found']),
  ref: z.string().default(''),
  paid: money.nullable().default(null),
  confirmations: z.number().int().default(0),
  tx_hash: z.string().default(''),
  from_address: z.string().max(100).default(''),
})
const payoutState = z.object({
  status: z.enum(['processing', 'paid', 'failed', 'not_found']),
  ref: z.string().default(''),
  fee: money.nullable().default(null),
  net: money.nullable().default(null),
  reason: z.string().default(''),
})
const statementPage = z.object({
  lines: z.array(
    z.object({
      line_id: z.string().min(1).max(100),
      account: z.string().max(40),
      amount: money,
      payer: z.string().max(40),
      time: z.string().datetime({ offset: true }),
    }),
  ),
  next: z.string().max(40),
})
const created = z.object({ ref: z.string().min(1), pay_url: z.string(), address: z.string().default('') })

const callbackBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('payin'),
    event_id: z.string().min(1).max(100),
    order_no: z.string().min(1).max(64),
    ref: z.string().max(100),
    status: z.enum(['pending', 'paid', 'expired']),
    paid: money.nullable(),
    unit: z.enum(['CNY', 'USDT']),
    confirmations: z.number().int().min(0),
    tx_hash: z.string().max(100),
    from_address: z.string().max(100).default(''),
  }),
  z.object({
    type: z.literal('payout'),
    event_id: z.string().min(1).max(100),
    order_no: z.string().min(1).max(64),
    ref: z.string().max(100),
    status: z.enum(['processing', 'paid', 'failed']),
    fee: money.nullable(),
    net: money.nullable(),
    reason: z.string().max(500),
  }),
])

export type SandboxAdapterOptions = { name: string; merchant: string; secret: string; transport: Transport }

export function signedJsonProvider(o: SandboxAdapterOptions): PayProvider {
  async function post<T>(
    path: string,
    body: Record<string, unknown>,
    shape: z.ZodType<T>,
  ): Promise<Answer<T>> {
    const raw = JSON.stringify({ merchant: o.merchant, ...body })
    let res: { status: number; body: unknown }
    try {
      res = await o.transport(path, raw, {
        'content-type': 'application/json',
        'x-signature': sign(o.secret, raw),
      })
    } catch (e) {
      const code = (e as { cause?: { code?: unknown } })?.cause?.code
      if (code === 'ECONNREFUSED' || code === 'ENOTFOUND') return { outcome: 'refused', reason: String(code) }
      return { outcome: 'unknown', reason: e instanceof Error ? `${e.name}: ${e.message}` : String(e) }
    }
    const b = (res.body && typeof res.body === 'object' ? res.body : null) as Record<string, unknown> | null
    if (res.status >= 500 || !b) return { outcome: 'unknown', reason: `HTTP ${res.status}` }
    if (res.status !== 200 || b.ok !== true)
      return { outcome: 'refused', reason: String(b.reason ?? res.status) }
    const parsed = shape.safeParse(b)
    return parsed.success
      ? { outcome: 'ok', value: parsed.data }
      : { outcome: 'unknown', reason: 'malformed answer' }
  }
  const toPayout = (a: Answer<z.infer<typeof payoutState>>): Answer<PayoutState> =>
    a.outcome === 'ok'
      ? { outcome: 'ok', value: { ...a.value, fee: cents(a.value.fee), net: cents(a.value.net) } }
      : a

  return {
    name: o.name,
    async createPayIn(order) {
      const a = await post(
        '/api/payin/create',
        {
          order_no: order.orderNo,
          channel: order.channel,
          amount: centsToWire(order.amount),
          unit: order.unit,
          notify_url: order.notifyUrl,
          expires_at: order.expiresAt.toISOString(),
        },
        created,
      )
      return a.outcome === 'ok'
        ? {
            outcome: 'ok',
            value: {
              ref: a.value.ref,
              payUrl: a.value.pay_url,
              address: a.value.address,
            } satisfies PayInCreated,
          }
        : a
    },
    async lookupPayIn(orderNo) {
      const a = await post('/api/payin/query', { order_no: orderNo }, payinState)
      return a.outcome === 'ok'
        ? {
            outcome: 'ok',
            value: {
              status: a.value.status,
              ref: a.value.ref,
              paid: cents(a.value.paid),
              confirmations: a.value.confirmations,
              txHash: a.value.tx_hash,
              fromAddress: a.value.from_address,
            } satisfies PayInState,
          }
        : a
    },
    async requestPayout(p) {
      return toPayout(
        await post(
          '/api/payout/create',
          {
            order_no: p.orderNo,
            channel: p.channel,
            amount: centsToWire(p.amount),
            unit: p.unit,
            account: p.account,
            notify_url: p.notifyUrl,
          },
          payoutState,
        ),
      )
    },
    async lookupPayout(orderNo) {
      return toPayout(await post('/api/payout/query', { order_no: orderNo }, payoutState))
    },
    async statement(cursor) {
      const a = await post('/api/statement/query', { after: cursor || '0' }, statementPage)
      if (a.outcome !== 'ok') return a
      const lines = a.value.lines.map(
        (l): StatementLine => ({
          lineId: l.line_id,
          account: l.account,
          amount: cents(l.amount)!,
          payer: l.payer,
          bookedAt: new Date(l.time),
        }),
      )
      return { outcome: 'ok', value: { lines, next: a.value.next } }
    },
    verifyCallback(raw, signature) {
      if (!signatureValid(o.secret, raw, signature)) return null
      let json: unknown
      try {
        json = JSON.parse(raw)
      } catch {
        return null
      }
      const r = callbackBody.safeParse(json)
      if (!r.success) return null
      const b = r.data
      return b.type === 'payin'
        ? {
            type: 'payin',
            eventId: b.event_id,
            orderNo: b.order_no,
            ref: b.ref,
            status: b.status,
            paid: cents(b.paid),
            unit: b.unit,
            confirmations: b.confirmations,
            txHash: b.tx_hash,
            fromAddress: b.from_address,
          }
        : ({
            type: 'payout',
            eventId: b.event_id,
            orderNo: b.order_no,
            ref: b.ref,
            status: b.status,
            fee: cents(b.fee),
            net: cents(b.net),
            reason: b.reason,
          } satisfies Callback)
    },
  }
}
