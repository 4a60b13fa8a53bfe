// The sandbox payment provider's books and behaviour (docs/payments.md, "The sandbox provider"): pay-in
// orders paid on its hosted page (WeChat/Alipay QR: 已支付 or let it expire) or by a simulated USDT
// transfer (TRC20/ERC20, confirmed block by block, of any amount), payouts that are accepted and paid
// a moment later, and signed callbacks to the merchant's notify URL, resent until answered 2xx. The
// fault settings make it behave like the bad real ones: duplicated, reordered, delayed callbacks, a
// bad signature, a callback for an unknown order, API answers that time out after doing the work, a
// payout API that is down, payouts refused. It also keeps the receiving bank's statement: incoming
// transfers a tester books (amount, payer name, time), read by the merchant as a feed after a cursor.
import { createHmac, randomBytes } from 'node:crypto'
import { centsToWire } from '../../core/money'

export type Unit = 'CNY' | 'USDT'
export type PayIn = {
  ref: string
  merchant: string
  order_no: string
  channel: string
  amount: string
  unit: Unit
  notify_url: string
  expires_at: string
  status: 'pending' | 'paid' | 'expired'
  paid: string | null
  confirmations: number
  tx_hash: string
  address: string
  /** The simulated transfer's sending address (USDT only; empty before it is sent). */
  from?: string
}
export type Payout = {
  ref: string
  merchant: string
  order_no: string
  channel: string
  amount: string
  unit: Unit
  account: { bank: string; number: string; owner: string }
  notify_url: string
  status: 'processing' | 'paid' | 'failed'
  fee: string
  net: string
  reason: string
}
/** One incoming transfer on a receiving bank account, as the bank's statement reports it. */
export type StatementLine = {
  seq: number
  line_id: string
  account: string
  amount: string
  payer: string
  /** When the bank booked it (ISO). */
  time: string
  /** When the feed first shows it (ms since epoch): the bank posts lines late with `delayMs`. */
  visible_at: number
}
export type Faults = {
  /** Each callback is sent this many times (1 = once). */
  duplicate: number
  /** The events of one payment are sent newest first. */
  reorder: boolean
  /** Every callback waits this long before it is sent. */
  delayMs: number
  /** The next N callbacks carry a wrong signature (then the right one, as a real retry would). */
  badSignature: number
  /** The next N callbacks also send a copy for an order number nobody created. */
  unknownOrder: number
  /** API answers come this late (after the work is done): the caller's timeout makes them unknown. */
  timeoutMs: number
  /** Callbacks are not sent at all (lost): only a lookup finds the outcome. */
  drop: boolean
  /** The payout API answers 503 and does nothing. */
  payoutDown: boolean
  /** The next N payouts are refused. */
  payoutRefuse: number
  /** The statement feed answers 503. */
  statementDown: boolean
}
export const NO_FAULTS: Faults = {
  duplicate: 1,
  reorder: false,
  delayMs: 0,
  badSignature: 0,
  unknownOrder: 0,
  timeoutMs: 0,
  drop: false,
  payoutDown: false,
  payoutRefuse: 0,
  statementDown: false,
}
export type Books = {
  payins: Record<string, PayIn>
  payouts: Record<string, Payout>
  statement: StatementLine[]
  seq: number
}
export const emptyBooks = (): Books => ({ payins: {}, payouts: {}, statement: [], seq: 0 })
/** Lines per page of the statement feed. */
export const STATEMENT_PAGE = 200

/** Sends one callback: the notify URL, the exact body, its headers; resolves with the HTTP status. */
export type Notify = (url: string, raw: string, headers: Record<string, string>) => Promise<number>

/** Blocks a USDT transfer needs before it counts as paid (short, for a demo), per network. */
export const CONFIRMATIONS: Record<string, number> = { 'usdt-trc20': 3, 'usdt-erc20': 5 }
/** The fee of a payout, billed to the merchant: 1% of the amount, at least 1.00. */
const payoutFee = (amount: bigint) => (amount / 100n > 100n ? amount / 100n : 100n)
const cents = (wire: string) => BigInt(wire.replace('.', ''))
const hex = (n: number) => randomBytes(n).toString('hex')

export class PaySandbox {
  faults: Faults = { ...NO_FAULTS }
  private inflight = new Set<Promise<void>>()
  private timers = new Set<NodeJS.Timeout>()

  constructor(
    readonly secret: string,
    private readonly notify: Notify,
    readonly books: Books = emptyBooks(),
    private readonly persist: (b: Books) => void = () => {},
    readonly timing = { blockMs: 2000, payoutMs: 1500, retryMs: 1000, retries: 5 },
  ) {}

  private save() {
    this.persist(this.books)
  }

  byOrder = (orderNo: string) => Object.values(this.books.payins).find((p) => p.order_no === orderNo) ?? null
  payoutByOrder = (orderNo: string) => this.books.payouts[orderNo] ?? null

  createPayIn(o: Omit<PayIn, 'ref' | 'status' | 'paid' | 'confirmations' | 'tx_hash' | 'address'>) {
    const known = this.byOrder(o.order_no)
    if (known) return known
    const usdt = o.unit === 'USDT'
    const ref = `SP${++this.books.seq}${hex(4)}`
    const address = !usdt ? '' : o.channel === 'usdt-trc20' ? `T${hex(16).slice(0, 33)}` : `0x${hex(20)}`
    const p: PayIn = { ...o, ref, status: 'pending', paid: null, confirmations: 0, tx_hash: '', address }
    this.books.payins[ref] = p
    this.save()
    return p
  }

  /**
   * The hosted page's 已支付 (or a payment of another amount), for a QR order. The sandbox does not
   * close orders by the clock: a payment after the merchant's window is how late payments are tried.
   */
  pay(ref: string, amount?: string) {
    const p = this.books.payins[ref]
    if (p?.status !== 'pending') return p ?? null
    p.status = 'paid'
    p.paid = amount ?? p.amount
    p.tx_hash = `WX${hex(8)}`
    this.save()
    this.emit([this.payinEvent(p, 'pending'), this.payinEvent(p, 'paid')])
    return p
  }

  /** A simulated chain transfer to the order's address: confirmed one block per `blockMs`. */
  transfer(ref: string, amount: string) {
    const p = this.books.payins[ref]
    if (p?.status !== 'pending' || p.tx_hash) return p ?? null
    p.paid = amount
    p.tx_hash = `0x${hex(32)}`
    p.from = p.channel === 'usdt-trc20' ? `T${hex(17).slice(0, 33)}` : `0x${hex(20)}`
    this.save()
    const need = CONFIRMATIONS[p.channel] ?? 3
    const events: ReturnType<PaySandbox['payinEvent']>[] = []
    const step = () => {
      p.confirmations++
      const done = p.confirmations >= need
      if (done) p.status = 'paid'
      this.save()
      events.push(this.payinEvent(p, done ? 'paid' : 'pending'))
      // Reordering needs the events of the payment together: then they go out newest first.
      if (!this.faults.reorder) this.emit([events.at(-1)!])
      else if (done) this.emit(events)
      if (!done) this.later(step, this.timing.blockMs)
    }
    this.later(step, this.timing.blockMs)
    return p
  }

  /** The page's "let it expire", or the clock. A late payment after this is still paid (and reported). */
  expire(ref: string) {
    const p = this.books.payins[ref]
    if (p?.status !== 'pending') return p ?? null
    p.status = 'expired'
    this.save()
    this.emit([this.payinEvent(p, 'expired')])
    return p
  }

  createPayout(o: Omit<Payout, 'ref' | 'status' | 'fee' | 'net' | 'reason'>) {
    const known = this.books.payouts[o.order_no]
    if (known) return known
    const amount = cents(o.amount)
    const refuse = this.faults.payoutRefuse > 0 || o.account.number.endsWith('4040')
    if (this.faults.payoutRefuse > 0) this.faults.payoutRefuse--
    const p: Payout = {
      ...o,
      ref: `PO${++this.books.seq}${hex(4)}`,
      status: refuse ? 'failed' : 'processing',
      fee: centsToWire(payoutFee(amount)),
      net: o.amount,
      reason: refuse ? 'account refused by the bank' : '',
    }
    this.books.payouts[o.order_no] = p
    this.save()
    if (!refuse)
      this.later(() => {
        p.status = 'paid'
        this.save()
        this.emit([this.payoutEvent(p)])
      }, this.timing.payoutMs)
    return p
  }

  /** A tester's incoming transfer on a receiving account (the bank page, or JSON). */
  bankTransfer(t: { account: string; amount: string; payer: string; time?: string }) {
    const line: StatementLine = {
      seq: this.books.statement.length + 1,
      line_id: `BL${++this.books.seq}${hex(4)}`,
      account: t.account,
      amount: t.amount,
      payer: t.payer,
      time: t.time ?? new Date().toISOString(),
      visible_at: Date.now() + this.faults.delayMs,
    }
    this.books.statement.push(line)
    this.save()
    return line
  }

  /**
   * The statement after a cursor (the last `seq` read): a page of visible lines, with the faults a
   * real feed has: lines repeated (`duplicate`: each line this many times, and the page starts again
   * at lines already read), newest first (`reorder`), posted late (`delayMs`).
   */
  statementAfter(after: number, now = Date.now()) {
    const from = this.faults.duplicate > 1 ? Math.max(0, after - (this.faults.duplicate - 1)) : after
    const page: StatementLine[] = []
    for (const l of this.books.statement.slice(from)) {
      if (l.visible_at > now || page.length >= STATEMENT_PAGE) break
      page.push(l)
    }
    const next = page.reduce((m, l) => Math.max(m, l.seq), after)
    const copies = page.flatMap((l) => Array.from({ length: Math.max(1, this.faults.duplicate) }, () => l))
    return { lines: this.faults.reorder ? copies.reverse() : copies, next }
  }

  private payinEvent(p: PayIn, status: PayIn['status']) {
    return {
      event_id: `EV${++this.books.seq}${hex(4)}`,
      type: 'payin' as const,
      order_no: p.order_no,
      ref: p.ref,
      status,
      paid: status === 'paid' ? p.paid : null,
      unit: p.unit,
      confirmations: p.confirmations,
      tx_hash: p.tx_hash,
      from_address: p.from ?? '',
      url: p.notify_url,
    }
  }

  private payoutEvent(p: Payout) {
    return {
      event_id: `EV${++this.books.seq}${hex(4)}`,
      type: 'payout' as const,
      order_no: p.order_no,
      ref: p.ref,
      status: p.status,
      fee: p.fee,
      net: p.net,
      reason: p.reason,
      url: p.notify_url,
    }
  }

  /** Send callbacks in order (newest first when reordering), with the faults applied. */
  private emit(events: ({ url: string; order_no: string } & Record<string, unknown>)[]) {
    if (this.faults.drop) return
    const list = this.faults.reorder ? [...events].reverse() : events
    const run = async () => {
      if (this.faults.delayMs) await new Promise((r) => setTimeout(r, this.faults.delayMs))
      for (const { url, ...body } of list) {
        const copies = Math.max(1, this.faults.duplicate)
        if (this.faults.unknownOrder > 0) {
          this.faults.unknownOrder--
          await this.deliver(url, { ...body, event_id: `EV${hex(6)}`, order_no: `D${hex(10)}` })
        }
        await Promise.all(Array.from({ length: copies }, () => this.deliver(url, body)))
      }
    }
    this.track(run())
  }

  private async deliver(url: string, body: Record<string, unknown>) {
    const raw = JSON.stringify(body)
    for (let attempt = 0; attempt <= this.timing.retries; attempt++) {
      const forged = this.faults.badSignature > 0
      if (forged) this.faults.badSignature--
      const signature = createHmac('sha256', forged ? `${this.secret}x` : this.secret)
        .update(raw)
        .digest('hex')
      const status = await this.notify(url, raw, {
        'content-type': 'application/json',
        'x-signature': signature,
      }).catch(() => 0)
      if (status >= 200 && status < 300) return
      await new Promise((r) => setTimeout(r, this.timing.retryMs * 2 ** attempt))
    }
  }

  private later(fn: () => void, ms: number) {
    const t = setTimeout(() => {
      this.timers.delete(t)
      fn()
    }, ms)
    this.timers.add(t)
  }

  private track(p: Promise<void>) {
    this.inflight.add(p)
    p.finally(() => this.inflight.delete(p))
  }

  /** Resolves when no callback is being sent and no block or payout is pending (tests). */
  async idle() {
    while (this.inflight.size || this.timers.size) {
      await Promise.all([...this.inflight])
      if (this.timers.size) await new Promise((r) => setTimeout(r, 5))
    }
  }

  close() {
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
  }
}
