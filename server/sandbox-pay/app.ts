// The sandbox payment provider as an app (main.ts gives it a port; tests call it in-process):
// - the merchant API, JSON signed with HMAC-SHA256 of the raw body in X-Signature (the adapter is
//   server/payments/sandbox-adapter.ts): /api/payin/create|query, /api/payout/create|query;
// - the hosted pages a player is sent to: /pay/:ref (QR order: 已支付, pay another amount, let it
//   expire; USDT order: send a transfer of any amount on the order's network);
// - the receiving bank: /bank, where a tester books an incoming transfer (account, amount, payer name,
//   time), and the signed feed /api/statement/query the merchant reads it from;
// - /faults: the fault settings (JSON, and a form on the page).
import { createHmac, timingSafeEqual } from 'node:crypto'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { WIRE_MONEY } from '../../core/money'
import { bankPage, faultsPage, payPage } from './page'
import { type Faults, NO_FAULTS, type PaySandbox } from './provider'

function signatureOk(secret: string, raw: string, signature: unknown) {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false
  return timingSafeEqual(createHmac('sha256', secret).update(raw).digest(), Buffer.from(signature, 'hex'))
}

const ID = /^[A-Za-z0-9_-]{1,64}$/
const str = (v: unknown, max = 200) => (typeof v === 'string' && v.length <= max ? v : null)
const money = (v: unknown) => (typeof v === 'string' && WIRE_MONEY.test(v) && !v.startsWith('-') ? v : null)
const unit = (v: unknown) => (v === 'CNY' || v === 'USDT' ? v : null)

type Body = Record<string, unknown>
type Reply = { status: number; body: Record<string, unknown> }
const bad = (reason: string): Reply => ({ status: 400, body: { ok: false, reason } })

function statement(sb: PaySandbox, b: Body): Reply {
  if (sb.faults.statementDown) return { status: 503, body: { ok: false, reason: 'statement unavailable' } }
  const after = Number(b.after ?? 0)
  if (!Number.isSafeInteger(after) || after < 0) return bad('malformed cursor')
  const { lines, next } = sb.statementAfter(after)
  return {
    status: 200,
    body: {
      ok: true,
      lines: lines.map((l) => ({
        line_id: l.line_id,
        account: l.account,
        amount: l.amount,
        payer: l.payer,
        time: l.time,
      })),
      next: String(next),
    },
  }
}

/** A tester's incoming transfer (form or JSON); null when a field is missing or malformed. */
function transferOf(b: Body) {
  const account = str(b.account, 40)?.trim()
  const payer = str(b.payer, 40)?.trim()
  const amount = money(b.amount)
  const ago = Number(b.minutes_ago || 0)
  const at = typeof b.time === 'string' ? new Date(b.time) : new Date(Date.now() - ago * 60_000)
  if (!account || !payer || !amount || amount === '0.00' || Number.isNaN(at.getTime())) return null
  if (!Number.isFinite(ago) || ago < 0 || ago > 10_080) return null
  return { account, payer, amount, time: at.toISOString() }
}

function api(sb: PaySandbox, publicUrl: string, path: string, b: Body): Reply {
  if (path === 'statement/query') return statement(sb, b)
  const merchant = str(b.merchant, 64)
  const orderNo = str(b.order_no, 64)
  if (!merchant || !orderNo || !ID.test(orderNo)) return bad('merchant and order_no required')
  if (path === 'payin/create') {
    const amount = money(b.amount)
    const u = unit(b.unit)
    const notify = str(b.notify_url, 500)
    const expires = str(b.expires_at, 40)
    const channel = str(b.channel, 20)
    if (!amount || !u || !notify || !expires || !channel) return bad('malformed order')
    const p = sb.createPayIn({
      merchant,
      order_no: orderNo,
      channel,
      amount,
      unit: u,
      notify_url: notify,
      expires_at: expires,
    })
    return {
      status: 200,
      body: { ok: true, ref: p.ref, pay_url: `${publicUrl}/pay/${p.ref}`, address: p.address },
    }
  }
  if (path === 'payin/query') {
    const p = sb.byOrder(orderNo)
    if (!p || p.merchant !== merchant) return { status: 200, body: { ok: true, status: 'not_found' } }
    return {
      status: 200,
      body: {
        ok: true,
        status: p.status,
        ref: p.ref,
        paid: p.paid,
        confirmations: p.confirmations,
        tx_hash: p.tx_hash,
        from_address: p.from ?? '',
      },
    }
  }
  if (path === 'payout/create' || path === 'payout/query') {
    if (sb.faults.payoutDown)
      return { status: 503, body: { ok: false, reason: 'payout service unavailable' } }
    let p = sb.payoutByOrder(orderNo)
    if (path === 'payout/create') {
      const amount = money(b.amount)
      const u = unit(b.unit)
      const acc = b.account as Body | undefined
      const notify = str(b.notify_url, 500)
      const channel = str(b.channel, 20)
      const account = acc && {
        bank: str(acc.bank) ?? '',
        number: str(acc.number, 100) ?? '',
        owner: str(acc.owner) ?? '',
      }
      if (!amount || !u || !notify || !channel || !account?.number) return bad('malformed payout')
      p = sb.createPayout({
        merchant,
        order_no: orderNo,
        channel,
        amount,
        unit: u,
        account,
        notify_url: notify,
      })
      if (p.status === 'failed') return { status: 200, body: { ok: false, refused: true, reason: p.reason } }
    }
    if (!p || p.merchant !== merchant) return { status: 200, body: { ok: true, status: 'not_found' } }
    return {
      status: 200,
      body: { ok: true, status: p.status, ref: p.ref, fee: p.fee, net: p.net, reason: p.reason },
    }
  }
  return { status: 404, body: { ok: false, reason: 'no such call' } }
}

function merchantApi(sb: PaySandbox, publicUrl: string) {
  return async (app: FastifyInstance) => {
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    )
    app.post<{ Params: { kind: string; action: string } }>('/api/:kind/:action', async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : ''
      if (!signatureOk(sb.secret, raw, req.headers['x-signature']))
        return reply.status(401).send({ ok: false, reason: 'bad signature' })
      let body: Body
      try {
        body = JSON.parse(raw) as Body
      } catch {
        return reply.status(400).send({ ok: false, reason: 'malformed JSON' })
      }
      const out = api(sb, publicUrl, `${req.params.kind}/${req.params.action}`, body)
      // The timeout fault: the work is done, the answer comes too late for the caller.
      if (sb.faults.timeoutMs) await new Promise((r) => setTimeout(r, sb.faults.timeoutMs))
      return reply.status(out.status).send(out.body)
    })
  }
}

const FAULT_KEYS = Object.keys(NO_FAULTS) as (keyof Faults)[]

/** A fault patch from JSON or the page's form (numbers and booleans as text). */
function faultPatch(b: Body): Partial<Faults> {
  const out: Partial<Faults> = {}
  for (const k of FAULT_KEYS) {
    if (!(k in b)) continue
    const v = b[k]
    if (typeof NO_FAULTS[k] === 'boolean')
      (out as Record<string, boolean>)[k] = v === true || v === 'on' || v === 'true'
    else {
      const n = Number(v)
      if (Number.isInteger(n) && n >= 0 && n <= 600_000) (out as Record<string, number>)[k] = n
    }
  }
  return out
}

/** `publicUrl`: where players' browsers reach this sandbox (its hosted pages' links). */
export function buildPaySandbox(
  sb: PaySandbox,
  opts: { publicUrl: string; logger?: FastifyServerOptions['logger'] },
) {
  const app = Fastify({ logger: opts.logger ?? false })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  app.register(merchantApi(sb, opts.publicUrl.replace(/\/$/, '')))
  app.get('/health', async () => ({ ok: true }))
  app.get<{ Params: { ref: string } }>('/pay/:ref', async (req, reply) => {
    const p = sb.books.payins[req.params.ref]
    return reply
      .type('text/html; charset=utf-8')
      .status(p ? 200 : 404)
      .send(payPage(p ?? null))
  })
  app.post<{ Params: { ref: string; action: string }; Body: Body }>(
    '/pay/:ref/:action',
    async (req, reply) => {
      const { ref, action } = req.params
      const amount = money(req.body?.amount) ?? undefined
      if (action === 'paid') sb.pay(ref, amount)
      else if (action === 'expire') sb.expire(ref)
      else if (action === 'transfer') {
        const p = sb.books.payins[ref]
        if (p) sb.transfer(ref, amount ?? p.amount)
      }
      return reply.redirect(`/pay/${ref}`, 303)
    },
  )
  app.get('/bank', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(bankPage(sb.books.statement.slice(-30).reverse())),
  )
  app.post<{ Body: Body }>('/bank/transfer', async (req, reply) => {
    const form = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
    const t = transferOf(req.body ?? {})
    if (!t) return form ? reply.redirect('/bank?error=1', 303) : reply.status(400).send(bad('malformed').body)
    const line = sb.bankTransfer(t)
    return form ? reply.redirect('/bank', 303) : { ok: true, line_id: line.line_id, seq: line.seq }
  })
  app.get('/faults', async (req, reply) =>
    (req.headers.accept ?? '').includes('text/html')
      ? reply.type('text/html; charset=utf-8').send(faultsPage(sb.faults))
      : sb.faults,
  )
  app.post<{ Body: Body }>('/faults', async (req, reply) => {
    const form = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')
    const patch = faultPatch(req.body ?? {})
    // The form sends every field; an unticked box is absent, so it means off.
    if (form)
      for (const k of FAULT_KEYS)
        if (typeof NO_FAULTS[k] === 'boolean' && !(k in (req.body ?? {})))
          (patch as Record<string, boolean>)[k] = false
    sb.faults = { ...sb.faults, ...patch }
    return form ? reply.redirect('/faults', 303) : sb.faults
  })
  app.addHook('onClose', async () => sb.close())
  return app
}
