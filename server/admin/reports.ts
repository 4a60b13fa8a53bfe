// Reports (docs/reports.md): cash flow, GGR and NGR, promotions and players, by Beijing day or month,
// computed from the ledger on each request. A transfer is classified by the kinds of its two accounts:
// deposits (clearing -> central), withdrawals paid (withdrawals pending -> clearing) less the payouts
// refused and returned (withdrawal_return), fees (-> fees, less the returned ones),
// GGR (into a game-result account minus out of one), promotions by their account (bonus, rebate, red
// packet, commission, adjustment: out of the account minus back into it). Per venue the game-result
// account names the venue; per game the transfer's ref names the round (game_rounds). Players: new
// (signed up), active (placed a bet: a transfer into a game-result account), depositing.
import type { z } from 'zod'
import { REPORT_COUNTS, REPORT_MONEY, type reportQuery } from '../../core/contract/admin'
import { centsToWire } from '../../core/money'
import { beijingAt, beijingDate, beijingMidnight } from '../../core/time'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { toCsv } from './protection'

export const REPORT_MAX = { day: 92, month: 24 } as const

const local = (col: string) => `((${col} AT TIME ZONE 'UTC') + interval '8 hours')`
const bucketOf = (g: 'day' | 'month', col: string) =>
  g === 'day' ? `${local(col)}::date::text` : `to_char(${local(col)}, 'YYYY-MM')`

type Range = {
  granularity: 'day' | 'month'
  start: string
  end: string
  from: Date
  to: Date
  buckets: string[]
}

const addMonth = (m: string, n: number) => {
  const [y, mo] = m.split('-').map(Number)
  const i = y * 12 + (mo - 1) + n
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`
}

/** The range asked for, checked: defaults to the last 30 days (by day) or the last 12 months (by month). */
export function reportRange(f: z.output<typeof reportQuery>, now = clock.now()): Range {
  const g = f.granularity
  const today = beijingDate(now)
  if (g === 'day') {
    const end = f.end ?? today
    const start = f.start ?? beijingDate(beijingMidnight(beijingAt(end), -29))
    if (start > end) throw new BizError(1000, 'a.dateRange')
    const from = beijingAt(start)
    const to = beijingMidnight(beijingAt(end), 1)
    const days = Math.round((to.getTime() - from.getTime()) / 86_400_000)
    if (days > REPORT_MAX.day) throw new BizError(1000, 'a.reportRange')
    const buckets = Array.from({ length: days }, (_, i) => beijingDate(beijingMidnight(from, i)))
    return { granularity: g, start, end, from, to, buckets }
  }
  const endMonth = (f.end ?? today).slice(0, 7)
  const startMonth = (f.start ?? `${addMonth(endMonth, -11)}-01`).slice(0, 7)
  if (startMonth > endMonth) throw new BizError(1000, 'a.dateRange')
  const buckets: string[] = []
  for (let m = startMonth; m <= endMonth; m = addMonth(m, 1)) buckets.push(m)
  if (buckets.length > REPORT_MAX.month) throw new BizError(1000, 'a.reportRange')
  return {
    granularity: g,
    start: `${startMonth}-01`,
    end: beijingDate(new Date(beijingAt(`${addMonth(endMonth, 1)}-01`).getTime() - 1)),
    from: beijingAt(`${startMonth}-01`),
    to: beijingAt(`${addMonth(endMonth, 1)}-01`),
    buckets,
  }
}

// Each promotions account (server/ledger) by the report line it counts in: the promotions engine's
// kinds (first deposit, deposit method, VIP upgrade and birthday) are bonuses like the activity bonus.
const PROMOS = [
  'bonus',
  'first-deposit',
  'deposit-bonus',
  'vip',
  'birthday',
  'rebate',
  'redpacket',
  'commission',
  'adjustment',
] as const
const MONEY_FIELDS = REPORT_MONEY
type MoneyField = (typeof MONEY_FIELDS)[number]
const COUNT_FIELDS = REPORT_COUNTS
type CountField = (typeof COUNT_FIELDS)[number]
type Sums = Record<MoneyField, bigint> & Record<CountField, number>

const zero = (): Sums => ({
  deposits: 0n,
  withdrawals: 0n,
  fees: 0n,
  net_cash: 0n,
  ggr: 0n,
  bonuses: 0n,
  rebates: 0n,
  redpackets: 0n,
  ngr: 0n,
  commissions: 0n,
  adjustments: 0n,
  new_players: 0,
  active_players: 0,
  depositing_players: 0,
})

const wireSums = (s: Sums) => {
  const out: Record<string, string | number> = {}
  for (const k of MONEY_FIELDS) out[k] = centsToWire(s[k])
  for (const k of COUNT_FIELDS) out[k] = s[k]
  return out as Record<MoneyField, string> & Record<CountField, number>
}

// A deposit: clearing -> central, except a refused payout's money coming back (docs/reports.md).
const IS_DEPOSIT = "da.kind = 'clearing' AND ca.kind = 'central' AND t.kind <> 'withdrawal_return'"

// Every ledger transfer of the range, summed per bucket and class in the database.
const FLOWS = `
  SELECT b, cls, sum(amount)::text AS v FROM (
    SELECT {bucket} AS b, t.amount,
      CASE
        WHEN t.kind = 'withdrawal_return' AND da.kind = 'clearing' THEN 'withdrawals-'
        WHEN t.kind = 'withdrawal_return' AND da.kind = 'fees' THEN 'fees-'
        WHEN ${IS_DEPOSIT} THEN 'deposits'
        WHEN da.kind = 'withdrawals_pending' AND ca.kind = 'clearing' THEN 'withdrawals'
        WHEN ca.kind = 'fees' THEN 'fees'
        WHEN ca.kind = 'game_result' THEN 'ggr'
        WHEN da.kind = 'game_result' THEN 'ggr-'
        WHEN da.kind = 'promotions' THEN substr(da.code, length('sys:promo:') + 1)
        WHEN ca.kind = 'promotions' THEN substr(ca.code, length('sys:promo:') + 1) || '-'
      END AS cls
    FROM ledger_transfers t
    JOIN ledger_accounts da ON da.id = t.debit_account_id
    JOIN ledger_accounts ca ON ca.id = t.credit_account_id
    WHERE t.created_at >= $1 AND t.created_at < $2 AND NOT t.pending
  ) x WHERE cls IS NOT NULL GROUP BY b, cls`

const PROMO_FIELD: Record<(typeof PROMOS)[number], MoneyField> = {
  bonus: 'bonuses',
  'first-deposit': 'bonuses',
  'deposit-bonus': 'bonuses',
  vip: 'bonuses',
  birthday: 'bonuses',
  rebate: 'rebates',
  redpacket: 'redpackets',
  commission: 'commissions',
  adjustment: 'adjustments',
}

export async function report(q: Query, f: z.output<typeof reportQuery>) {
  const r = reportRange(f)
  const g = r.granularity
  const per = new Map<string, Sums>(r.buckets.map((b) => [b, zero()]))
  const at = (b: string) => {
    let s = per.get(b)
    if (!s) {
      s = zero()
      per.set(b, s)
    }
    return s
  }
  const flows = await q<{ b: string; cls: string; v: string }>(
    FLOWS.replace('{bucket}', bucketOf(g, 't.created_at')),
    [r.from, r.to],
  )
  for (const row of flows) {
    const s = at(row.b)
    const v = BigInt(row.v)
    const neg = row.cls.endsWith('-')
    const cls = neg ? row.cls.slice(0, -1) : row.cls
    const field: MoneyField | undefined =
      cls === 'deposits' || cls === 'withdrawals' || cls === 'fees' || cls === 'ggr'
        ? cls
        : PROMO_FIELD[cls as (typeof PROMOS)[number]]
    if (!field) continue
    s[field] += neg ? -v : v
  }
  const counts = await q<{ b: string; k: CountField; n: number }>(
    `SELECT ${bucketOf(g, 'created_at')} AS b, 'new_players' AS k, count(*)::int AS n FROM users
      WHERE created_at >= $1 AND created_at < $2 GROUP BY 1
     UNION ALL
     SELECT ${bucketOf(g, 't.created_at')} AS b, 'active_players' AS k, count(DISTINCT t.user_id)::int AS n
       FROM ledger_transfers t JOIN ledger_accounts ca ON ca.id = t.credit_account_id
      WHERE ca.kind = 'game_result' AND t.created_at >= $1 AND t.created_at < $2 GROUP BY 1
     UNION ALL
     SELECT ${bucketOf(g, 't.created_at')} AS b, 'depositing_players' AS k, count(DISTINCT t.user_id)::int AS n
       FROM ledger_transfers t JOIN ledger_accounts da ON da.id = t.debit_account_id
       JOIN ledger_accounts ca ON ca.id = t.credit_account_id
      WHERE ${IS_DEPOSIT} AND t.created_at >= $1 AND t.created_at < $2 GROUP BY 1`,
    [r.from, r.to],
  )
  for (const c of counts) at(c.b)[c.k] = Number(c.n)
  // Distinct players over the whole range (not the sum of the periods').
  const [whole] = await q<{ active: number; depositing: number; fresh: number }>(
    `SELECT
       (SELECT count(DISTINCT t.user_id)::int FROM ledger_transfers t JOIN ledger_accounts ca ON ca.id = t.credit_account_id
         WHERE ca.kind = 'game_result' AND t.created_at >= $1 AND t.created_at < $2) AS active,
       (SELECT count(DISTINCT t.user_id)::int FROM ledger_transfers t JOIN ledger_accounts da ON da.id = t.debit_account_id
         JOIN ledger_accounts ca ON ca.id = t.credit_account_id
         WHERE ${IS_DEPOSIT} AND t.created_at >= $1 AND t.created_at < $2) AS depositing,
       (SELECT count(*)::int FROM users WHERE created_at >= $1 AND created_at < $2) AS fresh`,
    [r.from, r.to],
  )

  const totals = zero()
  const periods = [...per.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([period, s]) => {
      s.net_cash = s.deposits - s.withdrawals
      s.ngr = s.ggr - s.bonuses - s.rebates - s.redpackets
      for (const k of MONEY_FIELDS) totals[k] += s[k]
      return { period, ...wireSums(s) }
    })
  totals.new_players = Number(whole.fresh)
  totals.active_players = Number(whole.active)
  totals.depositing_players = Number(whole.depositing)

  const venueRows = await q<{ venue: string; name: string | null; stakes: string; payouts: string }>(
    `SELECT a.venue_code AS venue, max(v.name) AS name,
       coalesce(sum(t.amount) FILTER (WHERE t.credit_account_id = a.id), 0)::text AS stakes,
       coalesce(sum(t.amount) FILTER (WHERE t.debit_account_id = a.id), 0)::text AS payouts
     FROM ledger_transfers t
     JOIN ledger_accounts a ON a.kind = 'game_result' AND (a.id = t.credit_account_id OR a.id = t.debit_account_id)
     LEFT JOIN venues v ON v.code = a.venue_code
     WHERE t.created_at >= $1 AND t.created_at < $2 AND NOT t.pending
     GROUP BY a.venue_code ORDER BY a.venue_code`,
    [r.from, r.to],
  )
  // Rebates are claimed in one transfer per claim; the rebate rows it paid name their venues.
  const rebateRows = await q<{ venue: string; v: string }>(
    `SELECT rb.venue_code AS venue, sum(rb.amount_cents)::text AS v
       FROM rebates rb JOIN ledger_transfers t ON t.id = rb.claim_transfer_id
      WHERE t.created_at >= $1 AND t.created_at < $2 GROUP BY rb.venue_code`,
    [r.from, r.to],
  )
  const rebateBy = new Map(rebateRows.map((x) => [x.venue, BigInt(x.v)]))
  const venueSet = new Set([...venueRows.map((v) => v.venue), ...rebateBy.keys()])
  const venues = [...venueSet].sort().map((code) => {
    const v = venueRows.find((x) => x.venue === code)
    const stakes = BigInt(v?.stakes ?? 0)
    const payouts = BigInt(v?.payouts ?? 0)
    const rebates = rebateBy.get(code) ?? 0n
    return {
      venue: code,
      name: v?.name ?? code,
      stakes: centsToWire(stakes),
      payouts: centsToWire(payouts),
      ggr: centsToWire(stakes - payouts),
      rebates: centsToWire(rebates),
      ngr: centsToWire(stakes - payouts - rebates),
    }
  })

  const gameRows = await q<{
    venue: string
    game: string | null
    name: string | null
    stakes: string
    payouts: string
  }>(
    `SELECT a.venue_code AS venue, g.game_code AS game, max(g.game_name) AS name,
       coalesce(sum(t.amount) FILTER (WHERE t.credit_account_id = a.id), 0)::text AS stakes,
       coalesce(sum(t.amount) FILTER (WHERE t.debit_account_id = a.id), 0)::text AS payouts
     FROM ledger_transfers t
     JOIN ledger_accounts a ON a.kind = 'game_result' AND (a.id = t.credit_account_id OR a.id = t.debit_account_id)
     LEFT JOIN game_rounds g ON g.venue_code = a.venue_code
       AND g.round_id = CASE WHEN strpos(t.ref, ':') > 0 AND NOT EXISTS (
             SELECT 1 FROM game_rounds x WHERE x.venue_code = a.venue_code AND x.round_id = t.ref)
           THEN substr(t.ref, strpos(t.ref, ':') + 1) ELSE t.ref END
     WHERE t.created_at >= $1 AND t.created_at < $2 AND NOT t.pending
     GROUP BY a.venue_code, g.game_code ORDER BY a.venue_code, g.game_code`,
    [r.from, r.to],
  )
  const games = gameRows.map((x) => ({
    venue: x.venue,
    game: x.game ?? '',
    name: x.name ?? '',
    stakes: centsToWire(BigInt(x.stakes)),
    payouts: centsToWire(BigInt(x.payouts)),
    ggr: centsToWire(BigInt(x.stakes) - BigInt(x.payouts)),
  }))

  return {
    granularity: g,
    start: r.start,
    end: r.end,
    periods,
    totals: wireSums(totals),
    venues,
    games,
  }
}

/** The periods as CSV (one row per day or month, the totals last), column names in Chinese. */
export function reportCsv(r: Awaited<ReturnType<typeof report>>) {
  const HEAD: Record<string, string> = {
    period: '周期',
    deposits: '存款',
    withdrawals: '提款',
    fees: '手续费',
    net_cash: '净现金流',
    ggr: 'GGR',
    bonuses: '红利',
    rebates: '返水',
    redpackets: '红包',
    ngr: 'NGR',
    commissions: '代理佣金',
    adjustments: '人工调整',
    new_players: '新玩家',
    active_players: '活跃玩家',
    depositing_players: '存款玩家',
  }
  const rows = [...r.periods, { period: '合计', ...r.totals }].map((p) => {
    const out: Record<string, string> = {}
    for (const [k, label] of Object.entries(HEAD)) out[label] = String((p as Record<string, unknown>)[k])
    return out
  })
  return toCsv(rows)
}
