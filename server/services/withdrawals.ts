// Withdrawals: the checks in the contract's order (daily count, hours, wagering, min/max, pay password,
// balance, the card is the caller's), the amount held in the ledger at request time, then posted
// (approve) or voided (refuse) exactly once. USDT: converted at the withdrawal rate, rounded down,
// minus the protocol's fee; the actual amount is stored with the order. On a channel paid out through
// a provider, approval also queues the payout (server/payments/payouts.ts, docs/payments.md), and a
// payout the provider refuses returns the money here.
import { LIMITS } from '../../core/contract'
import { centsToWire, cnyToUsdtCents, decimalCents, toMicros, yuan } from '../../core/money'
import { beijingClock, beijingDate, beijingMidnight } from '../../core/time'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { checkKycLimit } from '../kyc/limits'
import { acct, centralBalance, hold, InsufficientFunds, postPending, transfer, voidPending } from '../ledger'
import { queuePayout } from '../payments/payouts'
import { forfeitBonuses, openRequirements, requirementList } from '../wagering/requirements'
import { toWireTime } from '../wire'
import { noticeRefusal } from './refusal-notice'
import { type MoneySettings, moneySettings } from './wallets'

/**
 * What stands between the player and a withdrawal: the deposits' turnover still open (it refuses the
 * withdrawal) and the active bonus money, held in the grants' own accounts (a withdrawal forfeits it
 * once the player confirms; the cash stays withdrawable). Each requirement is tracked on its own
 * (server/wagering/requirements.ts, bonus.ts, docs/promotions.md).
 */
export async function wagering(q: Query, userId: number) {
  const r = await openRequirements(q, userId)
  return {
    wagered: r.wagered,
    required: r.wagered + r.depositLeft,
    left: r.depositLeft,
    bonus: r.bonus,
    cash: r.cash,
  }
}

export async function betAmount(q: Query, userId: number) {
  const s = await moneySettings(q)
  const w = await wagering(q, userId)
  return {
    bet_amount: centsToWire(w.wagered),
    required: centsToWire(w.left),
    multiple: s.withdraw_multiple,
    bonus: centsToWire(w.bonus),
    cash: centsToWire(w.cash),
    requirements: await requirementList(q, userId),
  }
}

async function todayCount(q: Query, userId: number) {
  const [{ n }] = await q<{ n: number }>(
    'SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1 AND state IN (1, 2) AND created_at >= $2',
    [userId, beijingMidnight(clock.now())],
  )
  return Number(n)
}

/** Checks 1-4 of the contract's order; read-only, run before the pay password is tried. */
export async function precheckWithdrawal(q: Query, userId: number, amount: bigint, s?: MoneySettings) {
  s ??= await moneySettings(q)
  if ((await todayCount(q, userId)) >= s.daily_withdraw_times)
    throw new BizError(216, 'm.withdrawDailyCount', { n: s.daily_withdraw_times })
  const now = beijingClock(clock.now())
  if (now < s.withdraw_begin)
    throw new BizError(218, 'm.withdrawTooEarly', { begin: s.withdraw_begin, end: s.withdraw_end })
  if (now > s.withdraw_end) throw new BizError(219, 'm.withdrawTooLate', { begin: s.withdraw_begin })
  const w = await wagering(q, userId)
  if (w.left > 0n) throw new BizError(214, 'm.wagering', { left: centsToWire(w.left) })
  const cents = amount
  const floor = yuan(LIMITS.withdrawMin)
  const min = decimalCents(s.withdraw_min) > floor ? decimalCents(s.withdraw_min) : floor
  if (cents < min) throw new BizError(214, 'm.withdrawMin', { min: centsToWire(min) })
  if (cents > decimalCents(s.withdraw_max)) throw new BizError(215, 'm.withdrawMax', { max: s.withdraw_max })
}

type CardRow = { id: string | number; type: number; bank: string; bank_no: string; bank_owner: string }

/**
 * Check 6 (balance) and 7 (card), then hold; inside the money transaction, under the player's lock.
 * With an active bonus the player must have confirmed giving it up (refusal 220 names the amount: the
 * grants' whole accounts); then the bonus is forfeited and the withdrawal is checked against the
 * central wallet, which is cash.
 */
export async function requestWithdrawal(
  q: Query,
  userId: number,
  input: { amount: bigint; bank: number; forfeit_bonus?: 0 | 1 },
) {
  await q('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId])
  // KYC first (docs/kyc.md): above the basic tier's limits a withdrawal waits for verification.
  await checkKycLimit(q, userId, input.amount)
  const s = await moneySettings(q)
  // Re-checked under the lock: parallel requests cannot all squeeze under the daily count.
  await precheckWithdrawal(q, userId, input.amount, s)
  const amount = input.amount
  const { bonus } = await openRequirements(q, userId)
  if (bonus > 0n) {
    if (input.forfeit_bonus !== 1)
      throw new BizError(
        220,
        'm.bonusForfeit',
        { amount: centsToWire(bonus) },
        { forfeit: centsToWire(bonus) },
      )
    await forfeitBonuses(q, userId, 'withdrawal')
  }
  if ((await centralBalance(q, userId)) < amount) throw new BizError(208, 'm.withdrawAboveBalance')
  const [card] = await q<CardRow>(
    'SELECT id, type, bank, bank_no, bank_owner FROM user_cards WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL',
    [input.bank, userId],
  )
  if (!card) throw new BizError(202, 'm.noSuchCard')
  const usdt = Number(card.type) === 2
  const trc = usdt && card.bank_owner === 'TRC20'
  const rateMicros = usdt ? toMicros(s.withdraw_usdt_rate) : null
  const feeUsdt = usdt ? decimalCents(trc ? s.withdraw_fee_trc20 : s.withdraw_fee_erc20) : null
  const real = usdt ? cnyToUsdtCents(amount, s.withdraw_usdt_rate) - feeUsdt! : amount
  if (real <= 0n) throw new BizError(214, 'm.withdrawNetTooSmall')
  const now = clock.now()
  const orderNo = `W${beijingDate(now).replaceAll('-', '')}${beijingClock(now).replaceAll(':', '')}${String(userId).padStart(6, '0').slice(-6)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`
  let held: Awaited<ReturnType<typeof hold>>
  try {
    held = await hold(q, {
      debit: acct.central(userId),
      credit: acct.withdrawalsPending,
      amount,
      kind: 'withdrawal_hold',
      userId,
      ref: `withdrawal:${orderNo}`,
      idempotencyKey: `withdrawal:${orderNo}`,
    })
  } catch (e) {
    if (e instanceof InsufficientFunds) throw new BizError(208, 'm.withdrawAboveBalance')
    throw e
  }
  await q(
    `INSERT INTO withdrawals (order_no, user_id, card_id, type, amount_cents, usdt_rate_micros, fee_usdt_cents, real_cents,
       card_bank, card_no, card_owner, hold_transfer_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      orderNo,
      userId,
      card.id,
      usdt ? (trc ? 2 : 3) : 1,
      amount.toString(),
      rateMicros?.toString() ?? null,
      feeUsdt?.toString() ?? null,
      real.toString(),
      card.bank,
      card.bank_no,
      card.bank_owner,
      held.id.toString(),
      now,
    ],
  )
  return { orderNo }
}

type WithdrawalRow = {
  id: string | number
  order_no: string
  user_id: string | number
  type: number
  amount_cents: string | number
  usdt_rate_micros: string | number | null
  fee_usdt_cents: string | number | null
  real_cents: string | number
  state: number
  hold_transfer_id: string | number
  card_bank: string
  card_no: string
  card_owner: string
}

async function lockPending(q: Query, orderNo: string) {
  const [w] = await q<WithdrawalRow>('SELECT * FROM withdrawals WHERE order_no = $1 FOR UPDATE', [orderNo])
  if (!w) throw new BizError(202, 'm.noSuchOrder')
  if (Number(w.state) !== 1) throw new BizError(409, 'm.alreadyProcessed')
  return w
}

const CHANNEL = { 1: 'bank', 2: 'usdt-trc20', 3: 'usdt-erc20' } as const

/** The USDT fee in CNY cents (at the withdrawal's rate, at most the amount); 0 for a bank card. */
function feeCny(w: WithdrawalRow) {
  const amount = BigInt(w.amount_cents)
  if (w.fee_usdt_cents === null || w.usdt_rate_micros === null) return 0n
  const fee = (BigInt(w.fee_usdt_cents) * BigInt(w.usdt_rate_micros)) / 1_000_000n
  return fee > amount ? amount : fee
}

/**
 * Approve: the hold is posted to the payout channel (and the USDT fee, in CNY, to the fees account);
 * when a provider pays that channel out, the payout is queued in the same transaction.
 */
export async function approveWithdrawal(q: Query, orderNo: string, operator: string) {
  const w = await lockPending(q, orderNo)
  const amount = BigInt(w.amount_cents)
  const fee = feeCny(w)
  await postPending(q, BigInt(w.hold_transfer_id), [
    {
      credit: acct.clearing(CHANNEL[Number(w.type) as 1 | 2 | 3]),
      amount: amount - fee,
      kind: 'withdrawal_post',
    },
    { credit: acct.fees, amount: fee, kind: 'withdrawal_fee' },
  ])
  await q('UPDATE withdrawals SET state = 2, reviewed_by = $2, reviewed_at = now() WHERE id = $1', [
    w.id,
    operator,
  ])
  await queuePayout(q, {
    id: String(w.id),
    orderNo,
    channel: CHANNEL[Number(w.type) as 1 | 2 | 3],
    amount: BigInt(w.real_cents),
    debited: amount,
    account: { bank: w.card_bank, number: w.card_no, owner: w.card_owner },
  })
  return { orderNo, userId: Number(w.user_id), amount, state: 2 as const }
}

/**
 * A payout the provider definitely refused: the money comes back to the central wallet in full (the
 * channel's part and the fee), once, and the withdrawal is marked refused with the provider's reason.
 * Inside the caller's transaction, which holds the payout's row lock.
 */
export async function returnFailedPayout(q: Query, orderNo: string, reason: string) {
  const [w] = await q<WithdrawalRow>('SELECT * FROM withdrawals WHERE order_no = $1 FOR UPDATE', [orderNo])
  if (!w || Number(w.state) !== 2) return false
  const userId = Number(w.user_id)
  const fee = feeCny(w)
  const legs = [
    {
      debit: acct.clearing(CHANNEL[Number(w.type) as 1 | 2 | 3]),
      amount: BigInt(w.amount_cents) - fee,
      key: '',
    },
    { debit: acct.fees, amount: fee, key: ':fee' },
  ]
  for (const leg of legs)
    if (leg.amount > 0n)
      await transfer(q, {
        debit: leg.debit,
        credit: acct.central(userId),
        amount: leg.amount,
        kind: 'withdrawal_return',
        userId,
        ref: `withdrawal:${orderNo}`,
        idempotencyKey: `withdrawal-return${leg.key}:${orderNo}`,
        memo: `payout refused: ${reason}`.slice(0, 200),
      })
  await q('UPDATE withdrawals SET state = 3, note = $2 WHERE id = $1', [w.id, reason.slice(0, 200)])
  return true
}

/** Refuse: the hold is voided, the money is back in the central wallet. */
export async function refuseWithdrawal(q: Query, orderNo: string, operator: string, note = '') {
  const w = await lockPending(q, orderNo)
  await voidPending(q, BigInt(w.hold_transfer_id), 'withdrawal_void', note)
  await q(
    'UPDATE withdrawals SET state = 3, note = $3, reviewed_by = $2, reviewed_at = now() WHERE id = $1',
    [w.id, operator, note],
  )
  // The reason the player reads, on the order and in the inbox (the payout refusal's path).
  await noticeRefusal(q, { userId: w.user_id, kind: 'withdrawal.review', orderNo, reason: note })
  return { orderNo, userId: Number(w.user_id), amount: BigInt(w.amount_cents), state: 3 as const }
}

export async function listWithdrawals(q: Query, opts: { state?: number; limit?: number } = {}) {
  const rows = await q<
    WithdrawalRow & { username: string; card_bank: string; card_no: string; created_at: Date; note: string }
  >(
    `SELECT w.*, u.username FROM withdrawals w JOIN users u ON u.id = w.user_id
     WHERE ($1::int IS NULL OR w.state = $1) ORDER BY w.id DESC LIMIT $2`,
    [opts.state ?? null, opts.limit ?? 50],
  )
  return rows.map((w) => ({
    order_no: w.order_no,
    username: w.username,
    type: Number(w.type),
    amount: centsToWire(BigInt(w.amount_cents)),
    real: centsToWire(BigInt(w.real_cents)),
    real_unit: Number(w.type) === 1 ? 'CNY' : 'USDT',
    card: `${w.card_bank} ${w.card_no}`,
    state: Number(w.state),
    note: w.note,
    created_at: toWireTime(w.created_at),
  }))
}
