// Record lists (10 per page, newest first, the caller's rows only, the `date` 1-4 Beijing-day filter
// or an explicit start/end range of Beijing days (record-range.ts), the platform filter) and the rebate claim, which takes every claimable rebate row (claimable_at from
// the games side's 0003) in one UPDATE and pays their sum from the rebate promotions account in the
// same transaction.
import { PAGE_SIZE } from '../../core/contract'
import type { Lang } from '../../core/i18n'
import { centsToWire } from '../../core/money'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { acct, transfer } from '../ledger'
import { guard } from '../protection/gate'
import { legsOf, legView } from '../sportsbook/records'
import { paginate, toWireTime } from '../wire'
import { type RangeFilter, recordWindow } from './record-range'

type Filter = RangeFilter & { date: 1 | 2 | 3 | 4; page: number; api_type: string }

/** The venue's name in `lang`, as SQL over the alias `v` (docs/content.md, "Language fallback"). */
const venueName = (lang: Lang) =>
  lang === 'en' ? "coalesce(nullif(btrim(v.name_en), ''), v.name)" : 'v.name'

const window = (f: Filter) => {
  const { from, to } = recordWindow(f)
  return { from, to, offset: (f.page - 1) * PAGE_SIZE, venue: f.api_type.trim() || null }
}

export async function betRecords(q: Query, userId: number, f: Filter, lang: Lang = 'zh') {
  const w = window(f)
  const where = `g.user_id = $1 AND g.created_at >= $2 AND g.created_at < $3 AND ($4::text IS NULL OR g.venue_code = $4)`
  const params = [userId, w.from, w.to, w.venue]
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM game_rounds g WHERE ${where}`,
    params,
  )
  const rows = await q<{
    id: string
    kind: string
    round_id: string
    created_at: Date
    venue_code: string
    venue_name: string | null
    game_name: string
    stake_cents: string
    valid_cents: string
    payout_cents: string
    status: number
  }>(
    `SELECT g.id, g.kind, g.round_id, g.created_at, g.venue_code, ${venueName(lang)} AS venue_name, g.game_name, g.stake_cents, g.valid_cents, g.payout_cents, g.status
     FROM game_rounds g LEFT JOIN venues v ON v.code = g.venue_code
     WHERE ${where} ORDER BY g.created_at DESC, g.id DESC LIMIT ${PAGE_SIZE} OFFSET $5`,
    [...params, w.offset],
  )
  // A sportsbook bet's legs, for the whole page in one query.
  const legs = await legsOf(
    q,
    rows.filter((r) => r.kind === 'sportsbook').map((r) => r.id),
  )
  return paginate(
    rows.map((r) => ({
      bet_id: r.round_id,
      bet_time: toWireTime(r.created_at),
      platform_type: r.venue_code,
      Code: r.venue_name ?? r.venue_code,
      game_name: r.game_name,
      bet_amount: centsToWire(BigInt(r.stake_cents)),
      valid_amount: centsToWire(BigInt(r.valid_cents)),
      // Settled rounds show payout minus stake; open or void rounds have no result yet.
      win_loss: centsToWire(Number(r.status) === 1 ? BigInt(r.payout_cents) - BigInt(r.stake_cents) : 0n),
      status: Number(r.status),
      ...(r.kind === 'sportsbook' ? { legs: (legs.get(String(r.id)) ?? []).map(legView) } : {}),
    })),
    Number(n),
    f.page,
  )
}

const DEPOSIT_WAY: Record<string, string> = {
  bank: '银行卡',
  alipay: '支付宝',
  wechat: '微信',
  'usdt-trc20': 'USDT-TRC20',
  'usdt-erc20': 'USDT-ERC20',
}
const WITHDRAW_WAY: Record<number, string> = { 1: '银行卡', 2: 'USDT-TRC20', 3: 'USDT-ERC20' }
const WAY_EN: Record<string, string> = { 银行卡: 'Bank card', 支付宝: 'Alipay', 微信: 'WeChat' }

/** Transfer states on the wire: 0 failed (refused, or refused and returned), 1 done, 2 pending. */
const TRANSFER_FAILED = 0
const TRANSFER_DONE = 1
const TRANSFER_PENDING = 2

/** Types: 1 deposits, 2 withdrawals, 3 transfers in, 4 transfers out (the platform filter applies to 3 and 4). */
export async function transRecords(
  q: Query,
  userId: number,
  f: Filter & { type: number },
  lang: Lang = 'zh',
) {
  const w = window(f)
  const base = [userId, w.from, w.to]
  let total: number
  let rows: {
    id: string | number
    created_at: Date
    out_trade_no: string
    pay_way: string
    amount: string
    real: string
    state: number
  }[]
  if (f.type === 1 || f.type === 2) {
    const table = f.type === 1 ? 'deposits' : 'withdrawals'
    const where = `user_id = $1 AND created_at >= $2 AND created_at < $3`
    ;[{ n: total }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, base)
    const cols =
      f.type === 1
        ? 'id, created_at, order_no AS out_trade_no, channel AS pay_way, amount_cents::text AS amount, amount_cents::text AS real, state'
        : 'id, created_at, order_no AS out_trade_no, type::text AS pay_way, amount_cents::text AS amount, real_cents::text AS real, state'
    rows = await q(
      `SELECT ${cols} FROM ${table} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET $4`,
      [...base, w.offset],
    )
    rows = rows.map((r) => {
      const way =
        f.type === 1 ? (DEPOSIT_WAY[r.pay_way] ?? r.pay_way) : (WITHDRAW_WAY[Number(r.pay_way)] ?? '')
      return { ...r, pay_way: lang === 'en' ? (WAY_EN[way] ?? way) : way }
    })
  } else {
    // A partner venue's transfer is one row with its real outcome (its venue_transfers row: a refused
    // money-in shows once, failed, not as a transfer plus the transfer that returned it); an in-house
    // venue's transfer is its ledger transfer, done when written.
    const kind = f.type === 3 ? 'transfer_in' : 'transfer_out'
    const direction = f.type === 3 ? 'in' : 'out'
    const union = `
      SELECT t.id, t.created_at, 'T' || t.id::text AS out_trade_no, t.venue_code, t.amount, 1 AS state
      FROM ledger_transfers t
      WHERE t.user_id = $1 AND t.created_at >= $2 AND t.created_at < $3 AND t.kind = $4
        AND ($5::text IS NULL OR t.venue_code = $5)
        AND NOT EXISTS (SELECT 1 FROM venue_transfers x WHERE x.id = t.ref)
      UNION ALL
      SELECT vt.record_id, vt.created_at, vt.id, vt.venue_code, vt.amount_cents,
        CASE vt.state WHEN 'done' THEN ${TRANSFER_DONE} WHEN 'pending' THEN ${TRANSFER_PENDING} ELSE ${TRANSFER_FAILED} END
      FROM venue_transfers vt
      WHERE vt.user_id = $1 AND vt.created_at >= $2 AND vt.created_at < $3 AND vt.direction = $6
        AND ($5::text IS NULL OR vt.venue_code = $5)`
    const params = [...base, kind, w.venue, direction]
    ;[{ n: total }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM (${union}) r`, params)
    rows = await q(
      `SELECT r.id, r.created_at, r.out_trade_no, coalesce(${venueName(lang)}, r.venue_code) AS pay_way,
         r.amount::text AS amount, r.amount::text AS real, r.state
       FROM (${union}) r LEFT JOIN venues v ON v.code = r.venue_code
       ORDER BY r.created_at DESC, r.id DESC LIMIT ${PAGE_SIZE} OFFSET $7`,
      [...params, w.offset],
    )
  }
  return paginate(
    rows.map((r) => ({
      id: Number(r.id),
      created_at: toWireTime(r.created_at),
      out_trade_no: r.out_trade_no,
      pay_way: r.pay_way,
      amount: centsToWire(BigInt(r.amount)),
      real_money: centsToWire(BigInt(r.real)),
      state: Number(r.state),
    })),
    Number(total),
    f.page,
  )
}

export async function rebateRecords(
  q: Query,
  userId: number,
  f: Filter & { type?: number },
  lang: Lang = 'zh',
) {
  const w = window(f)
  const state = f.type === 1 ? 0 : f.type === 2 ? 1 : null
  const where = `r.user_id = $1 AND r.created_at >= $2 AND r.created_at < $3 AND ($4::text IS NULL OR r.venue_code = $4) AND ($5::int IS NULL OR r.state = $5)`
  const params = [userId, w.from, w.to, w.venue, state]
  const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM rebates r WHERE ${where}`, params)
  const rows = await q<{
    id: string
    name: string | null
    venue_code: string
    amount_cents: string
    state: number
    created_at: Date
    claimed_at: Date | null
  }>(
    `SELECT r.id, ${venueName(lang)} AS name, r.venue_code, r.amount_cents, r.state, r.created_at, r.claimed_at
     FROM rebates r LEFT JOIN venues v ON v.code = r.venue_code
     WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${PAGE_SIZE} OFFSET $6`,
    [...params, w.offset],
  )
  const [sums] = await q<{ claimed: string; open: string }>(
    `SELECT coalesce(sum(amount_cents) FILTER (WHERE state = 1), 0)::text AS claimed,
            coalesce(sum(amount_cents) FILTER (WHERE state = 0 AND (claimable_at IS NULL OR claimable_at <= now())), 0)::text AS open
     FROM rebates WHERE user_id = $1`,
    [userId],
  )
  return {
    list: paginate(
      rows.map((r) => ({
        id: Number(r.id),
        gamename: r.name ?? r.venue_code,
        money: centsToWire(BigInt(r.amount_cents)),
        state: Number(r.state),
        created_at: toWireTime(r.created_at),
        updated_at: toWireTime(r.claimed_at ?? r.created_at),
      })),
      Number(n),
      f.page,
    ),
    jisuan: centsToWire(BigInt(sums.claimed)),
    nojisuan: centsToWire(BigInt(sums.open)),
  }
}

/**
 * Claim every unclaimed rebate: the UPDATE takes the rows (a parallel claim finds none), one ledger
 * credit pays them. A rebate is a promotion: a player on a time-out or self-excluded is refused (233)
 * and the rows wait, unclaimed, for the end of the break.
 */
export async function claimRebates(q: Query, userId: number) {
  await guard(q, userId, 'promotion')
  const rows = await q<{ id: string; amount_cents: string }>(
    `UPDATE rebates SET state = 1, claimed_at = now()
     WHERE user_id = $1 AND state = 0 AND (claimable_at IS NULL OR claimable_at <= now()) RETURNING id, amount_cents::text`,
    [userId],
  )
  const total = rows.reduce((s, r) => s + BigInt(r.amount_cents), 0n)
  if (total <= 0n) throw new BizError(202, 'm.rebateNothing')
  const t = await transfer(q, {
    debit: acct.promo('rebate'),
    credit: acct.central(userId),
    amount: total,
    kind: 'rebate',
    userId,
    memo: `rebates ${rows.map((r) => r.id).join(',')}`,
  })
  await q('UPDATE rebates SET claim_transfer_id = $2 WHERE id = ANY($1::bigint[])', [
    rows.map((r) => r.id),
    t.id.toString(),
  ])
  return { amount: centsToWire(total) }
}
