// Red packets (issue 4 item 6). Grab window: an operator setting (settings row 'redpacket', Beijing
// wall times, seeded 10:00-12:00 as the spec says). Deposits counted: approved deposits made from the
// end of yesterday's window to the start of today's (12:00 Beijing the previous day to 10:00 today with
// the spec's window) that also fall inside the rule's activity dates (defined in US Eastern time, stored
// as instants). The rule that applies is the one with the most grabs whose [day_flow, flow_money] holds
// the counted sum. A grab locks the player's row, re-counts, draws a uniform random amount in [1.00, cap]
// and pays it from the red-packet promotions account, all in one transaction; (user, day, seq) is
// unique. A packet with wagering is a bonus grant (docs/promotions.md, "Bonus accounts"): its bonus
// requirement is recorded first and the packet is paid into the grant's own account (fundGrant), never
// the central wallet; a packet whose rule asks no turnover is cash, paid to the central wallet.
import { randomInt } from 'node:crypto'
import { PAGE_SIZE } from '../../core/contract'
import { centsToWire, toMicros } from '../../core/money'
import { beijingAt, beijingDate } from '../../core/time'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { acct, transfer } from '../ledger'
import { guard } from '../protection/gate'
import { fundGrant } from '../wagering/bonus'
import { addRequirement } from '../wagering/requirements'
import { paginate, toWireTime } from '../wire'
import { explicitWindow, type RangeFilter } from './record-range'

type RuleRow = {
  id: string | number
  start_at: Date | string
  end_at: Date | string
  day_flow_cents: string | number
  flow_money_cents: string | number
  grabs: number
  percent_bp: number
  turnover_multiple: string
  counted: string
  last_at: Date | string | null
}

/** The daily grab window, Beijing wall times `HH:MM:SS` within one day, begin before end. */
export type RedPacketWindow = { grab_begin: string; grab_end: string }
export const REDPACKET_WINDOW: RedPacketWindow = { grab_begin: '10:00:00', grab_end: '12:00:00' }
const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/

const isWindow = (w: Partial<RedPacketWindow>): w is RedPacketWindow =>
  typeof w.grab_begin === 'string' &&
  typeof w.grab_end === 'string' &&
  WALL_TIME.test(w.grab_begin) &&
  WALL_TIME.test(w.grab_end) &&
  w.grab_begin < w.grab_end

/** The stored window; a row that is missing or malformed (only a hand edit can make one) means the spec's. */
export async function redPacketWindow(q: Query): Promise<RedPacketWindow> {
  const [row] = await q<{ value: unknown }>("SELECT value FROM settings WHERE key = 'redpacket'")
  const v = { ...REDPACKET_WINDOW, ...(row?.value && typeof row.value === 'object' ? row.value : {}) }
  return isWindow(v) ? { grab_begin: v.grab_begin, grab_end: v.grab_end } : REDPACKET_WINDOW
}

/** Store a new window (the back office); refused unless both are wall times and begin < end. */
export async function setRedPacketWindow(q: Query, w: Partial<RedPacketWindow>): Promise<RedPacketWindow> {
  if (!isWindow(w)) throw new BizError(1000, 'grab window: begin and end as HH:MM:SS, begin before end')
  const value = { grab_begin: w.grab_begin, grab_end: w.grab_end }
  await q(
    `INSERT INTO settings (key, value) VALUES ('redpacket', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [JSON.stringify(value)],
  )
  return value
}

function windows(now: Date, w: RedPacketWindow) {
  const today = beijingDate(now)
  const yesterday = beijingDate(new Date(now.getTime() - 86_400_000))
  return {
    today,
    countFrom: beijingAt(yesterday, w.grab_end),
    countTo: beijingAt(today, w.grab_begin),
    grabFrom: beijingAt(today, w.grab_begin),
    grabTo: beijingAt(today, w.grab_end),
  }
}

/** 10:00:00 -> 10:00 for the refusal text; a window with seconds keeps them. */
const wallText = (t: string) => (t.endsWith(':00') ? t.slice(0, 5) : t)

/** Active rules with, for each, the player's deposits counted inside its activity dates. */
async function rulesFor(q: Query, userId: number, w: ReturnType<typeof windows>, now: Date) {
  return q<RuleRow>(
    `SELECT r.id, r.start_at, r.end_at, r.day_flow_cents, r.flow_money_cents, r.grabs, r.percent_bp, r.turnover_multiple::text,
       coalesce(sum(d.amount_cents), 0)::text AS counted, max(d.created_at) AS last_at
     FROM redpacket_rules r
     LEFT JOIN deposits d ON d.user_id = $1 AND d.state = 2
       AND d.created_at >= greatest($2::timestamptz, r.start_at) AND d.created_at < least($3::timestamptz, r.end_at)
     WHERE r.enabled AND r.start_at <= $4 AND r.end_at >= $5
     GROUP BY r.id ORDER BY r.grabs DESC, r.id`,
    [userId, w.countFrom, w.countTo, now, w.countFrom],
  )
}

const matching = (rules: RuleRow[]) =>
  rules.find(
    (r) =>
      r.grabs > 0 &&
      BigInt(r.counted) >= BigInt(r.day_flow_cents) &&
      BigInt(r.counted) <= BigInt(r.flow_money_cents) &&
      BigInt(r.counted) > 0n,
  )

async function grabbedToday(q: Query, userId: number, today: string) {
  const [{ n }] = await q<{ n: number }>(
    'SELECT count(*)::int AS n FROM redpacket_grabs WHERE user_id = $1 AND grab_day = $2',
    [userId, today],
  )
  return Number(n)
}

export async function redPacketStatus(q: Query, userId: number) {
  const now = clock.now()
  const window = await redPacketWindow(q)
  const w = windows(now, window)
  const rules = await rulesFor(q, userId, w, now)
  const rule = matching(rules)
  const acquired = await grabbedToday(q, userId, w.today)
  const status = !rules.length ? 'END' : now < w.grabFrom ? 'READY' : now < w.grabTo ? 'STARTING' : 'END'
  return {
    sendnums: rule ? Math.max(0, rule.grabs - acquired) : 0,
    acquirednum: acquired,
    max_times: rules.reduce((m, r) => Math.max(m, r.grabs), 0),
    redPacketStatus: status as 'READY' | 'STARTING' | 'END',
    rules: rules.map((r) => ({
      id: Number(r.id),
      start_time: toWireTime(r.start_at),
      end_time: toWireTime(r.end_at),
      day_flow: centsToWire(BigInt(r.day_flow_cents)),
      flow_money: centsToWire(BigInt(r.flow_money_cents)),
      recharge: r.grabs,
    })),
    grab_begin: window.grab_begin,
    grab_end: window.grab_end,
    server_time: toWireTime(now),
  }
}

export async function grabRedPacket(q: Query, userId: number) {
  const now = clock.now()
  const window = await redPacketWindow(q)
  const w = windows(now, window)
  // One grab at a time per player: the count, the amount and the credit below are decided under this lock.
  await q('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId])
  await guard(q, userId, 'promotion', 0n, now)
  const rules = await rulesFor(q, userId, w, now)
  if (!rules.length) throw new BizError(202, 'm.redpacketNone')
  if (now < w.grabFrom || now >= w.grabTo)
    throw new BizError(203, 'm.redpacketWindow', {
      begin: wallText(window.grab_begin),
      end: wallText(window.grab_end),
    })
  const rule = matching(rules)
  if (!rule) throw new BizError(203, 'm.redpacketNotEligible')
  const acquired = await grabbedToday(q, userId, w.today)
  if (acquired >= rule.grabs) throw new BizError(203, 'm.redpacketUsedUp')
  const counted = BigInt(rule.counted)
  let cap = (counted * BigInt(rule.percent_bp)) / 10_000n
  if (cap < 100n) cap = 100n
  const amount = 100n + BigInt(randomInt(0, Number(cap - 100n) + 1))
  const seq = acquired + 1
  const key = `redpacket:${userId}:${w.today}:${seq}`
  // The grab's id names its requirement (source 'redpacket', ref the grab id) and the requirement's id
  // names the grant's account, while the grab row needs the transfer: so the id is drawn first.
  const [{ id: grabId }] = await q<{ id: string }>(
    "SELECT nextval(pg_get_serial_sequence('redpacket_grabs', 'id'))::text AS id",
  )
  // Wagering counts against the packet alone (addRequirement caps it at 10x); met from the start (no
  // turnover asked), the requirement's packet is cash.
  const turnover = (amount * toMicros(rule.turnover_multiple)) / 1_000_000n
  const grantId = await addRequirement(q, {
    userId,
    source: 'redpacket',
    ref: grabId,
    kind: 'bonus',
    amount: turnover,
    bonus: amount,
  })
  const from = acct.promo('redpacket')
  const t =
    grantId !== null && turnover > 0n
      ? await fundGrant(q, { userId, grantId, amount, from, key, ref: key })
      : await transfer(q, {
          debit: from,
          credit: acct.central(userId),
          amount,
          kind: 'redpacket',
          userId,
          ref: key,
          idempotencyKey: key,
        })
  await q(
    `INSERT INTO redpacket_grabs (id, user_id, rule_id, grab_day, seq, deposits_cents, last_deposit_at, amount_cents, transfer_id, created_at)
     OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      grabId,
      userId,
      rule.id,
      w.today,
      seq,
      counted.toString(),
      rule.last_at ?? now,
      amount.toString(),
      t.id.toString(),
      now,
    ],
  )
  return {
    redpacketmoney: centsToWire(amount),
    sendnums: Math.max(0, rule.grabs - acquired - 1),
    acquirednum: acquired + 1,
  }
}

/** The player's grabs, newest first; an explicit start/end range limits them by grab time. */
export async function redPacketRecords(q: Query, userId: number, f: RangeFilter & { page: number }) {
  const { page } = f
  const w = explicitWindow(f)
  const where = `user_id = $1 AND ($2::timestamptz IS NULL OR (created_at >= $2 AND created_at < $3))`
  const params = [userId, w?.from ?? null, w?.to ?? null]
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM redpacket_grabs WHERE ${where}`,
    params,
  )
  const rows = await q<{
    id: string
    deposits_cents: string
    amount_cents: string
    last_deposit_at: Date
    created_at: Date
  }>(
    `SELECT id, deposits_cents, amount_cents, last_deposit_at, created_at FROM redpacket_grabs WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET $4`,
    [...params, (page - 1) * PAGE_SIZE],
  )
  return paginate(
    rows.map((r) => ({
      id: Number(r.id),
      money: centsToWire(BigInt(r.deposits_cents)),
      redpacketmoney: centsToWire(BigInt(r.amount_cents)),
      created_at: toWireTime(r.last_deposit_at),
      usetime: toWireTime(r.created_at),
    })),
    Number(n),
    page,
  )
}
