// Records: bets, deposits/withdrawals/transfers, rebates (filters by date preset or explicit range,
// and venue).

import { VENUES } from '../../../../core/content/venues'
import { RECORD_RANGE_MONTHS, recordRangeError } from '../../../../core/contract'
import { centsToWire } from '../../../../core/money'
import { beijingAt, beijingMidnight } from '../../../../core/time'
import { beijing, type MockUser } from '../db'
import { ok, refuse, route } from '../kit'
import { page } from './site'

const DAYS = { 1: 1, 2: 7, 3: 15, 4: 30 } as const
/** Start of the range in ms: Beijing midnight `n - 1` days ago. */
const since = (date: 1 | 2 | 3 | 4) => beijingMidnight(new Date(), -(DAYS[date] - 1)).getTime()

type Range = { start?: string; end?: string }
/** An explicit start/end range as [from, to) in ms, refused like the server does; null when not given. */
export function rangeOf(f: Range): { from: number; to: number } | null {
  if (f.start === undefined && f.end === undefined) return null
  const error = recordRangeError(f.start ?? '', f.end ?? '', new Date(), RECORD_RANGE_MONTHS.server)
  if (error) refuse(1000, error, { months: RECORD_RANGE_MONTHS.server })
  return { from: beijingAt(f.start!).getTime(), to: beijingAt(f.end!).getTime() + 86_400_000 }
}
/** Whether a row's time lies in the explicit range (always, without one). */
export const inRange = (f: Range) => {
  const r = rangeOf(f)
  return (t: number) => !r || (t >= r.from && t < r.to)
}
/** The explicit range when given, else the `date` preset as before. */
const inWindow = (f: Range & { date: 1 | 2 | 3 | 4 }) => {
  const r = rangeOf(f) ?? { from: since(f.date), to: Number.POSITIVE_INFINITY }
  return (t: number) => t >= r.from && t < r.to
}
const venueName = (code: string) => VENUES.find((v) => v.code === code)?.name ?? code
const PAY_WAY = { bank: '银行卡', usdt: 'USDT', alipay: '支付宝', wxpay: '微信' } as const

function transRows(u: MockUser, type: number) {
  if (type === 1)
    return u.deposits.map((d) => ({
      id: d.id,
      created: d.created,
      out_trade_no: d.no,
      pay_way: d.paytype === 'usdt' ? `USDT-${d.protocol}` : PAY_WAY[d.paytype],
      cents: d.cents,
      state: d.state,
      venue: '',
    }))
  if (type === 2)
    return u.withdrawals.map((w) => ({
      id: w.id,
      created: w.created,
      out_trade_no: w.no,
      pay_way: w.way,
      cents: w.cents,
      state: w.state,
      venue: '',
    }))
  const dir = type === 3 ? 'in' : 'out'
  return u.transfers
    .filter((x) => x.dir === dir)
    .map((x) => ({
      id: x.id,
      created: x.created,
      out_trade_no: '',
      pay_way: venueName(x.venue),
      cents: x.cents,
      state: 1,
      venue: x.venue,
    }))
}

export const recordHandlers = [
  route('betrecord', ({ user, body }) => {
    const when = inWindow(body)
    return page(
      user.bets
        .filter((b) => when(b.time) && (!body.api_type || b.venue === body.api_type))
        .map((b) => ({
          bet_id: b.id,
          bet_time: beijing(b.time),
          platform_type: b.venue,
          Code: venueName(b.venue),
          game_name: b.game,
          bet_amount: centsToWire(b.cents),
          valid_amount: centsToWire(b.status === 1 ? b.cents : 0),
          win_loss: centsToWire(b.win),
          status: b.status,
          ...(b.legs ? { legs: b.legs } : {}),
        })),
      body.page,
    )
  }),
  route('gettransrecord', ({ user, body }) => {
    const when = inWindow(body)
    return page(
      transRows(user, body.type)
        .filter((r) => when(r.created) && (!body.api_type || r.venue === body.api_type))
        .sort((a, b) => b.created - a.created)
        .map((r) => ({
          id: r.id,
          created_at: beijing(r.created),
          out_trade_no: r.out_trade_no,
          pay_way: r.pay_way,
          amount: centsToWire(r.cents),
          real_money: centsToWire(r.cents),
          state: r.state,
        })),
      body.page,
    )
  }),
  route('getfanshui', ({ user, body }) => {
    const when = inWindow(body)
    const rows = user.fanshui.filter(
      (f) =>
        when(f.created) &&
        (!body.api_type || f.venue === body.api_type) &&
        (!body.type || (body.type === 1 ? f.state === 0 : f.state !== 0)),
    )
    const sum = (state: 0 | 1) =>
      user.fanshui.filter((f) => (state ? f.state !== 0 : f.state === 0)).reduce((s, f) => s + f.cents, 0)
    return {
      list: page(
        rows.map((f) => ({
          id: f.id,
          gamename: venueName(f.venue),
          money: centsToWire(f.cents),
          state: f.state,
          created_at: beijing(f.created),
          updated_at: beijing(f.updated),
        })),
        body.page,
      ),
      jisuan: centsToWire(sum(1)),
      nojisuan: centsToWire(sum(0)),
    }
  }),
  route('dofanshui', ({ user }) => {
    const open = user.fanshui.filter((f) => f.state === 0)
    const total = open.reduce((s, f) => s + f.cents, 0)
    if (total <= 0) return refuse(202, '没有可领取的返水')
    for (const f of open) {
      f.state = 1
      f.updated = Date.now()
    }
    user.centsBalance += total
    return ok({ amount: centsToWire(total) }, '成功领取')
  }),
]
