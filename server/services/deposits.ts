// Deposits: channels and ranges, order creation (state 1 awaiting review, or awaiting the provider's
// callback when the channel has one: docs/payments.md), the payment page's order, approval (credit
// from the channel's clearing account, paysum: by an operator or by a verified provider callback) or
// refusal, and the job that closes unpaid orders after the payment window.
import { randomInt } from 'node:crypto'
import type { calls, ParsedRequestOf } from '../../core/contract'
import { centsToWire, cnyToUsdtCents, toMicros } from '../../core/money'
import { beijingClock, beijingDate } from '../../core/time'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { acct, clearingFor, type PayChannel, transfer } from '../ledger'
import { openPayOrder } from '../payments/orders'
import { onDepositApproved } from '../promotions/occasions'
import { chosenOffers } from '../promotions/offers'
import { guard } from '../protection/gate'
import { addRequirement } from '../wagering/requirements'
import { toWireTime } from '../wire'
import { bankList, receivingAccounts } from './banks'
import { noticeRefusal } from './refusal-notice'
import { MONEY_DEFAULTS, moneySettings } from './wallets'

type ChannelRow = {
  code: PayChannel
  name: string
  pay_way: number
  enabled: boolean
  min_cents: string | number
  max_cents: string | number
  address: string
  qr_image: string
  content: string
}

export async function channel(q: Query, code: PayChannel): Promise<ChannelRow | null> {
  const [c] = await q<ChannelRow>('SELECT * FROM pay_channels WHERE code = $1', [code])
  return c ?? null
}

/** The method flags of get_pay_way: bank needs an enabled channel AND a receiving account. */
export async function payWays(q: Query) {
  const rows = await q<{ code: string; enabled: boolean }>('SELECT code, enabled FROM pay_channels')
  const on = (c: string) => (rows.some((r) => r.code === c && r.enabled) ? 1 : 0)
  const [acc] = await q('SELECT 1 FROM receiving_accounts WHERE enabled LIMIT 1')
  return {
    card: (on('bank') && acc ? 1 : 0) as 0 | 1,
    usdt: (on('usdt-trc20') || on('usdt-erc20')) as 0 | 1,
    wechat: on('wechat') as 0 | 1,
    alipay: on('alipay') as 0 | 1,
  }
}

const RANGE_CHANNEL: Record<string, PayChannel> = {
  bank: 'bank',
  wechat: 'wechat',
  alipay: 'alipay',
  'usdt-erc20': 'usdt-erc20',
  'usdt-trc20': 'usdt-trc20',
}

export async function payRange(q: Query, type: string) {
  const c = await channel(q, RANGE_CHANNEL[type])
  if (!c?.enabled) throw new BizError(1000, 'm.channelClosed')
  return { min_price: centsToWire(BigInt(c.min_cents)), max_price: centsToWire(BigInt(c.max_cents)) }
}

export { bankList, receivingAccounts }

/** Order numbers: D + Beijing yyyyMMddHHmmss + 6 random digits; the unique index is the guarantee. */
const orderNo = (prefix: string, now: Date) =>
  `${prefix}${beijingDate(now).replaceAll('-', '')}${beijingClock(now).replaceAll(':', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`

type ParsedRecharge = ParsedRequestOf<typeof calls.recharge>
/**
 * A deposit request as the contract parses it (amount in cents); `offers` (the bonuses the player
 * opted into) may be left out by the server's own callers (the demo seed, tests): none chosen.
 */
export type RechargeInput = ParsedRecharge extends infer P
  ? P extends ParsedRecharge
    ? Omit<P, 'offers'> & { offers?: readonly number[] }
    : never
  : never

const channelOf = (r: RechargeInput): PayChannel =>
  r.paytype === 'bank'
    ? 'bank'
    : r.paytype === 'alipay'
      ? 'alipay'
      : r.paytype === 'wxpay'
        ? 'wechat'
        : r.catepay === 'TRC20'
          ? 'usdt-trc20'
          : 'usdt-erc20'

/**
 * A player's deposit order. `demoHistory` writes the seeded demo player's past orders, which predate
 * the player-protection checks (that player is asked for a date of birth before the next deposit).
 */
export async function createDeposit(
  q: Query,
  userId: number,
  input: RechargeInput,
  opts: { demoHistory?: boolean } = {},
) {
  const code = channelOf(input)
  const c = await channel(q, code)
  if (!c?.enabled) throw new BizError(1000, 'm.channelClosed')
  if (code === 'bank' && !(await payWays(q)).card) throw new BizError(1000, 'm.channelClosed')
  const amount = input.amount
  const min = BigInt(c.min_cents)
  const max = BigInt(c.max_cents)
  if (amount < min) throw new BizError(212, 'm.depositBelow', { min: centsToWire(min) })
  if (amount > max) throw new BizError(213, 'm.depositAbove', { max: centsToWire(max) })
  // Time-outs, age and deposit limits; the order counts against a limit from its creation.
  if (!opts.demoHistory) await guard(q, userId, 'deposit', amount)
  const offers = await chosenOffers(q, userId, code, amount, input.offers ?? [])
  const s = await moneySettings(q)
  const now = clock.now()
  const usdt = input.paytype === 'usdt'
  const rateMicros = usdt ? toMicros(s.usdt_rate) : null
  const usdtCents = usdt ? cnyToUsdtCents(amount, s.usdt_rate) : null
  const expires = code === 'bank' ? null : new Date(now.getTime() + s.deposit_window_minutes * 60_000)
  const bank = input.paytype === 'bank' ? input : null
  for (let attempt = 0; ; attempt++) {
    const no = orderNo('D', now)
    const rows = await q<{ order_no: string }>(
      `INSERT INTO deposits (order_no, user_id, channel, pay_way, amount_cents, usdt_rate_micros, usdt_cents, protocol,
         depositor_bank, depositor_no, depositor_name, depositor_branch, created_at, expires_at, offers)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::bigint[])
       ON CONFLICT (order_no) DO NOTHING RETURNING order_no`,
      [
        no,
        userId,
        code,
        c.pay_way,
        amount.toString(),
        rateMicros?.toString() ?? null,
        usdtCents?.toString() ?? null,
        usdt ? input.catepay : null,
        bank?.bank ?? '',
        bank?.bank_no ?? '',
        bank?.bank_owner ?? '',
        bank?.bank_address ?? '',
        now,
        expires,
        offers.map(String),
      ],
    )
    if (rows.length) {
      if (!opts.demoHistory) await openPayOrder(q, no)
      return { out_trade_no: no }
    }
    if (attempt > 5) throw new Error('could not allocate a deposit order number')
  }
}

const PAY_KIND: Record<PayChannel, string> = {
  bank: 'bankpay',
  alipay: 'alipay',
  wechat: 'wxpay',
  'usdt-trc20': 'usdtpay',
  'usdt-erc20': 'usdtpay',
}

type DepositRow = {
  id: string | number
  order_no: string
  user_id: string | number
  channel: PayChannel
  amount_cents: string | number
  usdt_rate_micros: string | number | null
  usdt_cents: string | number | null
  protocol: string | null
  state: number
  created_at: Date | string
  expires_at: Date | string | null
  offers: (string | number)[] | string
  paid_cents: string | number | null
}

/** The offers column as either driver returns a bigint[] (an array, or PGlite's text form). */
const offersOf = (v: DepositRow['offers']): number[] =>
  (typeof v === 'string' ? v.replace(/[{}]/g, '').split(',').filter(Boolean) : (v ?? [])).map(Number)

/** A rate in millionths back to its text, two to six decimals (7_200_000n -> "7.20"), in bigint. */
export const microsToRate = (m: bigint) =>
  `${m / 1_000_000n}.${(m % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '').padEnd(2, '0')}`

/** The payment page's order; another player's order answers exactly like a missing one. */
export async function payInfo(q: Query, userId: number, depositNo: string) {
  const [d] = await q<DepositRow>('SELECT * FROM deposits WHERE order_no = $1 AND user_id = $2', [
    depositNo,
    userId,
  ])
  if (!d) throw new BizError(202, 'm.noSuchOrder')
  const c = (await channel(q, d.channel))!
  const usdt = d.channel.startsWith('usdt')
  const created = new Date(d.created_at)
  const s = await moneySettings(q)
  const expires = d.expires_at
    ? new Date(d.expires_at)
    : new Date(created.getTime() + s.deposit_window_minutes * 60_000)
  let cardlist = { content: c.content || c.name, payimg: c.qr_image, mch_id: c.address }
  if (d.channel === 'bank') {
    const [acc] = await receivingAccounts(q)
    cardlist = acc ? { content: acc.bank_data.bank_name, payimg: '', mch_id: acc.bank_no } : cardlist
  }
  return {
    kind: PAY_KIND[d.channel],
    data: {
      deposit_no: d.order_no,
      info: {
        created_at: toWireTime(created),
        expires_at: toWireTime(expires),
        server_time: toWireTime(clock.now()),
        usdtrate: usdt && d.usdt_rate_micros !== null ? microsToRate(BigInt(d.usdt_rate_micros)) : '1.00',
        real_money: centsToWire(BigInt(usdt ? (d.usdt_cents ?? 0) : d.amount_cents)),
        amount: centsToWire(BigInt(d.amount_cents)),
        paytype: c.name,
        bank: usdt ? (d.protocol ?? '') : d.channel,
        state: Number(d.state),
      },
      cardlist,
    },
  }
}

export type ReviewResult = { orderNo: string; userId: number; amount: bigint; state: 2 | 3 }

/** The columns crediting reads off a locked deposit row, with the setting its requirement needs. */
export type CreditableDeposit = Pick<
  DepositRow,
  'id' | 'order_no' | 'user_id' | 'channel' | 'amount_cents' | 'paid_cents' | 'offers' | 'state'
> & { withdraw_multiple: string | null }

/** Select list of a CreditableDeposit over `deposits d` (the crediting callback reads it with its lock). */
export const CREDITABLE_COLUMNS = `d.id, d.order_no, d.user_id, d.channel, d.amount_cents, d.paid_cents, d.offers, d.state,
  (SELECT value->>'withdraw_multiple' FROM settings WHERE key = 'money') AS withdraw_multiple`

/**
 * What a provider reported with the payment that credits the order, written on its provider order in
 * the crediting statement, and the callback recorded with its outcome (payments/credit.ts).
 */
export type CreditReport = {
  confirmations: number
  txHash: string
  ref: string
  paid: bigint
  late: boolean
  callbackId: string | null
}

/**
 * Approve a pending deposit: credit the player from the channel's clearing account, exactly once;
 * record the deposit's own turnover requirement (the setting withdraw_multiple, an anti-money-laundering
 * rule) and pay the bonuses the player opted into on this order. What is credited is what arrived: the
 * ordered amount, or the provider's paid amount when it differed (paid_cents, docs/payments.md).
 * `operator` is the operator's name, or `provider:<name>` for a verified provider callback.
 */
export async function approveDeposit(q: Query, orderNo: string, operator: string): Promise<ReviewResult> {
  const [d] = await q<CreditableDeposit>(
    `SELECT ${CREDITABLE_COLUMNS} FROM deposits d WHERE d.order_no = $1 FOR UPDATE OF d`,
    [orderNo],
  )
  if (!d) throw new BizError(202, 'm.noSuchOrder')
  return creditDeposit(q, d, operator)
}

/**
 * Credit a deposit whose row the caller holds locked (approveDeposit, or a provider's callback that
 * locked it with its first statement: round trips are what a callback costs).
 */
export async function creditDeposit(
  q: Query,
  d: CreditableDeposit,
  operator: string,
  report?: CreditReport,
): Promise<ReviewResult> {
  if (Number(d.state) !== 1) throw new BizError(409, 'm.alreadyProcessed')
  const userId = Number(d.user_id)
  const amount = BigInt(d.paid_cents ?? d.amount_cents)
  const t = await transfer(q, {
    debit: clearingFor(d.channel, userId),
    credit: acct.central(userId),
    amount,
    kind: 'deposit',
    userId,
    ref: `deposit:${d.order_no}`,
    idempotencyKey: `deposit:${d.order_no}`,
    memo: `deposit ${d.order_no} approved by ${operator}`,
  })
  // One statement: the order credited, its provider order too (with what the provider reported), the
  // player's paysum, and the callback's outcome.
  const r = report
  await q(
    `WITH p AS (UPDATE pay_orders SET status = 'credited', updated_at = now(),
                  confirmations = CASE WHEN $6 THEN GREATEST(confirmations, $7) ELSE confirmations END,
                  tx_hash = CASE WHEN $6 AND $8 <> '' THEN $8 ELSE tx_hash END,
                  provider_ref = CASE WHEN $6 AND provider_ref = '' THEN $9 ELSE provider_ref END,
                  paid_cents = CASE WHEN $6 THEN $10::bigint ELSE paid_cents END,
                  late = CASE WHEN $6 THEN $11 ELSE late END
                WHERE deposit_id = $1),
          u AS (UPDATE users SET paysum_cents = paysum_cents + $5, updated_at = now() WHERE id = $4),
          c AS (UPDATE pay_callbacks SET outcome = 'credited' WHERE id = $12)
     UPDATE deposits SET state = 2, transfer_id = $2, reviewed_by = $3, reviewed_at = now() WHERE id = $1`,
    [
      d.id,
      t.id.toString(),
      operator,
      userId,
      amount.toString(),
      r !== undefined,
      r?.confirmations ?? 0,
      r?.txHash ?? '',
      r?.ref ?? '',
      r?.paid.toString() ?? null,
      r?.late ?? false,
      r?.callbackId ?? null,
    ],
  )
  const multiple = toMicros(d.withdraw_multiple ?? MONEY_DEFAULTS.withdraw_multiple)
  const required = (amount * multiple) / 1_000_000n
  // A multiple of 0 asks nothing of the deposit: no requirement to track.
  if (required > 0n)
    await addRequirement(q, { userId, source: 'deposit', ref: d.order_no, kind: 'deposit', amount: required })
  // First-deposit match and deposit-method bonuses the player chose, in this transaction.
  await onDepositApproved(q, {
    userId,
    orderNo: d.order_no,
    channel: d.channel,
    amount,
    offers: offersOf(d.offers),
  })
  return { orderNo: d.order_no, userId, amount, state: 2 }
}

export async function refuseDeposit(
  q: Query,
  orderNo: string,
  operator: string,
  note = '',
): Promise<ReviewResult> {
  const [d] = await q<DepositRow>('SELECT * FROM deposits WHERE order_no = $1 FOR UPDATE', [orderNo])
  if (!d) throw new BizError(202, 'm.noSuchOrder')
  if (Number(d.state) !== 1) throw new BizError(409, 'm.alreadyProcessed')
  await q(`UPDATE deposits SET state = 3, note = $2, reviewed_by = $3, reviewed_at = now() WHERE id = $1`, [
    d.id,
    note,
    operator,
  ])
  await noticeRefusal(q, { userId: d.user_id, kind: 'deposit.review', orderNo, reason: note })
  return { orderNo, userId: Number(d.user_id), amount: BigInt(d.amount_cents), state: 3 }
}

/** Close unpaid non-bank orders whose payment window has passed. Returns how many were closed. */
export async function expireDeposits(q: Query, now = clock.now()): Promise<number> {
  const rows = await q<{ id: string }>(
    `UPDATE deposits SET state = 3, note = 'expired', reviewed_by = 'system', reviewed_at = now()
     WHERE state = 1 AND expires_at IS NOT NULL AND expires_at < $1 RETURNING id`,
    [now],
  )
  if (rows.length)
    await q(
      `UPDATE pay_orders SET status = 'expired', updated_at = now()
        WHERE deposit_id = ANY($1::bigint[]) AND status IN ('new', 'created')`,
      [rows.map((r) => String(r.id))],
    )
  return rows.length
}

export async function listDeposits(q: Query, opts: { state?: number; limit?: number } = {}) {
  const rows = await q<DepositRow & { username: string; note: string }>(
    `SELECT d.*, u.username FROM deposits d JOIN users u ON u.id = d.user_id
     WHERE ($1::int IS NULL OR d.state = $1) ORDER BY d.id DESC LIMIT $2`,
    [opts.state ?? null, opts.limit ?? 50],
  )
  return rows.map((d) => ({
    order_no: d.order_no,
    username: d.username,
    channel: d.channel,
    amount: centsToWire(BigInt(d.amount_cents)),
    usdt: d.usdt_cents === null ? null : centsToWire(BigInt(d.usdt_cents)),
    state: Number(d.state),
    note: d.note,
    created_at: toWireTime(d.created_at),
  }))
}
