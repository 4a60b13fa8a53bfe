// The console's player search (docs/operator-console.md, "Working the lists"): a term matched as its
// field says (username, real name, card number, USDT address, login address), narrowed by the Beijing
// days of registration, a central balance range and locked or active, sorted and paginated on the
// server; with `format=csv` the same players as an audited export (list-exports.ts).
import type { z } from 'zod'
import type { playerSearchQuery } from '../../core/contract/admin'
import { centsToWire } from '../../core/money'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { toWireTime, toWireTimeOrNull } from '../wire'
import { listWhere } from './list-filters'

type Search = z.output<typeof playerSearchQuery>
const money = (v: unknown) => centsToWire(BigInt(String(v ?? 0)))

export type PlayerRow = {
  id: string | number
  username: string
  realname: string
  central: string
  venues: string
  paysum_cents: string
  vip: number
  isagent: number
  status: number
  created_at: Date
  last_login_at: Date | null
  last_login_ip: string
}

export const PLAYER_SQL = `SELECT u.id, u.username, u.realname, u.paysum_cents::text, u.vip, u.isagent, u.status, u.created_at,
    u.last_login_at, u.last_login_ip,
    coalesce((SELECT sum(a.balance) FROM ledger_accounts a WHERE a.user_id = u.id AND a.kind = 'central'), 0)::text AS central,
    coalesce((SELECT sum(a.balance) FROM ledger_accounts a WHERE a.user_id = u.id AND a.kind = 'venue'), 0)::text AS venues
  FROM users u`

export const toRow = (r: PlayerRow) => ({
  id: Number(r.id),
  username: r.username,
  realname: r.realname,
  balance: money(r.central),
  venues: money(r.venues),
  paysum: money(r.paysum_cents),
  vip: Number(r.vip),
  isagent: Number(r.isagent),
  locked: Number(r.status) !== 1,
  created_at: toWireTime(r.created_at),
  last_login_at: toWireTimeOrNull(r.last_login_at),
  last_login_ip: r.last_login_ip,
})

const SORT_SQL: Record<Search['sort'], string> = {
  id: 'u.id',
  username: 'lower(u.username)',
  created_at: 'u.created_at',
  last_login_at: 'u.last_login_at',
  balance: 'u.central::numeric',
}

/**
 * Search: username and real name match a part (case-insensitive), a card number or USDT address
 * matches exactly (a bound one, deleted or not, or one used by a withdrawal), an address matches the
 * sign-up, last or any recorded login address. An empty query lists every player. The other filters
 * apply to the matched players: registration days, the central balance in cents, locked or active.
 */
export async function search(q: Query, s: Search) {
  if (s.min_amount !== undefined && s.max_amount !== undefined && s.min_amount > s.max_amount)
    throw new BizError(1000, 'a.badRequest', { field: 'max_amount' })
  const term = s.q.trim()
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const exact = s.field === 'card' ? term.replace(/\s+/g, '') : term
  // $1 is the term as this field compares it: a part for names, the whole value otherwise.
  const match = {
    username: 'u.username ILIKE $1',
    realname: 'u.realname ILIKE $1',
    card: `u.id IN (SELECT user_id FROM user_cards WHERE type = 1 AND bank_no = $1
            UNION SELECT user_id FROM withdrawals WHERE type = 1 AND card_no = $1)`,
    usdt: `u.id IN (SELECT user_id FROM user_cards WHERE type = 2 AND lower(bank_no) = lower($1)
            UNION SELECT user_id FROM withdrawals WHERE type <> 1 AND lower(card_no) = lower($1)
            UNION SELECT user_id FROM deposits WHERE lower(usdt_from_address) = lower($1))`,
    ip: '(u.register_ip = $1 OR u.last_login_ip = $1 OR u.id IN (SELECT user_id FROM player_logins WHERE ip = $1))',
  }[s.field]
  const cond = term === '' ? "$1::text = ''" : match
  const { from, to, min_amount, max_amount } = s
  const filtered = listWhere(
    { from, to, min_amount, max_amount },
    { created: 'u.created_at', amount: 'u.central::bigint' },
    [term === '' ? '' : s.field === 'username' || s.field === 'realname' ? like : exact],
  )
  const locked = { '': '', active: ' AND u.status = 1', locked: ' AND u.status <> 1' }[s.state]
  const { params } = filtered
  const where = `${filtered.where}${locked}`
  const inner = `SELECT * FROM (${PLAYER_SQL} WHERE ${cond}) u WHERE ${where}`
  const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM (${inner}) x`, params)
  const dir = s.dir === 'asc' ? 'ASC' : 'DESC'
  const k = params.length
  const rows = await q<PlayerRow>(
    `${inner} ORDER BY ${SORT_SQL[s.sort]} ${dir} NULLS LAST, u.id ${dir} LIMIT $${k + 1} OFFSET $${k + 2}`,
    [...params, s.per_page, (s.page - 1) * s.per_page],
  )
  return { rows: rows.map(toRow), total: Number(n), page: s.page, per_page: s.per_page }
}
