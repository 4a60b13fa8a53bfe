// Agents (docs/agents.md): the players an agent referred (users.pid), their figures over a period read
// from the ledger, the commission rule and the monthly statements. Every figure is a sum of ledger
// transfers carrying the player's id: deposits (clearing -> wallet), stakes (wallet -> a venue's game
// result account), payouts (game result -> wallet) and bonuses (bonus, rebate and red-packet accounts ->
// wallet). Manual adjustments and commissions are not counted. The monthly job (jobs/commission.ts)
// pays `share x (stakes - payouts - bonuses)` of the referred players, through the ledger, once.
import type { AgentOverview, AgentPlayers, CommissionRule, CommissionStatement } from '../../core/contract'
import { format } from '../../core/i18n'
import { zh as agentText } from '../../core/i18n/agent'
import { centsToWire } from '../../core/money'
import { beijingAt, beijingDate } from '../../core/time'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { acct, ensurePlayerAccounts, transfer } from '../ledger'
import { money, toWireTime } from '../wire'
import { explicitWindow, type Window } from './record-range'

export type Rule = {
  shareBp: number
  minActive: number
  minPayout: bigint
  enabled: boolean
  updatedAt: Date | string
  updatedBy: string
}

export async function commissionRule(q: Query): Promise<Rule> {
  const [r] = await q<{
    share_bp: number
    min_active_players: number
    min_payout_cents: string | number
    enabled: boolean
    updated_at: Date | string
    updated_by: string
  }>('SELECT * FROM agent_commission_rules WHERE id = 1')
  return {
    shareBp: Number(r.share_bp),
    minActive: Number(r.min_active_players),
    minPayout: BigInt(r.min_payout_cents),
    enabled: Boolean(r.enabled),
    updatedAt: r.updated_at,
    updatedBy: r.updated_by,
  }
}

/** Basis points as a percent with two decimals: 2500 -> "25.00". */
export const bpToPercent = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`

export const ruleWire = (r: Rule): CommissionRule => ({
  share_percent: bpToPercent(r.shareBp),
  min_active_players: r.minActive,
  min_payout: centsToWire(r.minPayout),
  enabled: r.enabled,
})

/** `ab***9`: enough for the agent to recognise a player, not enough to sign in as them. */
export const maskName = (name: string) =>
  name.length <= 3 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-1)}`

export type Figures = {
  userId: number
  username: string
  createdAt: Date | string
  deposits: bigint
  stakes: bigint
  payouts: bigint
  bonuses: bigint
}

/** Each referred player of `agentId` with their ledger sums over [from, to). */
export async function referredFigures(q: Query, agentId: number, w: Window): Promise<Figures[]> {
  const rows = await q<{
    id: string | number
    username: string
    created_at: Date | string
    deposits: string
    stakes: string
    payouts: string
    bonuses: string
  }>(
    `SELECT u.id, u.username, u.created_at,
       coalesce(sum(t.amount) FILTER (WHERE da.kind = 'clearing' AND ca.kind = 'central' AND t.kind <> 'withdrawal_return'), 0)::text AS deposits,
       coalesce(sum(t.amount) FILTER (WHERE ca.kind = 'game_result'), 0)::text AS stakes,
       coalesce(sum(t.amount) FILTER (WHERE da.kind = 'game_result'), 0)::text AS payouts,
       (coalesce(sum(t.amount) FILTER (WHERE da.code IN ('sys:promo:bonus', 'sys:promo:rebate', 'sys:promo:redpacket')), 0)
        - coalesce(sum(t.amount) FILTER (WHERE ca.code IN ('sys:promo:bonus', 'sys:promo:rebate', 'sys:promo:redpacket')), 0))::text AS bonuses
     FROM users u
     LEFT JOIN ledger_transfers t ON t.user_id = u.id AND NOT t.pending AND t.created_at >= $2 AND t.created_at < $3
     LEFT JOIN ledger_accounts da ON da.id = t.debit_account_id
     LEFT JOIN ledger_accounts ca ON ca.id = t.credit_account_id
     WHERE u.pid = $1
     GROUP BY u.id, u.username, u.created_at
     ORDER BY u.id`,
    [agentId, w.from, w.to],
  )
  return rows.map((r) => ({
    userId: Number(r.id),
    username: r.username,
    createdAt: r.created_at,
    deposits: BigInt(r.deposits),
    stakes: BigInt(r.stakes),
    payouts: BigInt(r.payouts),
    bonuses: BigInt(r.bonuses),
  }))
}

/** The Beijing month `YYYY-MM` as instants [from, to). */
export function monthWindow(month: string): Window {
  const [y, m] = month.split('-').map(Number)
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
  return { from: beijingAt(`${month}-01`), to: beijingAt(`${next}-01`) }
}

/** The Beijing month of `t`, and the one before. */
export const monthOf = (t: Date) => beijingDate(t).slice(0, 7)
export const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number)
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
}

export async function isAgent(q: Query, userId: number) {
  const [u] = await q<{ isagent: number }>('SELECT isagent FROM users WHERE id = $1', [userId])
  return Number(u?.isagent) === 1
}

type StatementRow = {
  id: string | number
  agent_id: string | number
  month: string
  players: number
  active_players: number
  deposits_cents: string | number
  stakes_cents: string | number
  payouts_cents: string | number
  bonuses_cents: string | number
  net_loss_cents: string | number
  share_bp: number
  amount_cents: string | number
  state: number
  reason: string
  created_at: Date | string
}

export const statementWire = (r: StatementRow): CommissionStatement => ({
  id: String(r.id),
  month: r.month,
  players: Number(r.players),
  active_players: Number(r.active_players),
  deposits: money(r.deposits_cents),
  stakes: money(r.stakes_cents),
  payouts: money(r.payouts_cents),
  bonuses: money(r.bonuses_cents),
  net_loss: money(r.net_loss_cents),
  share_percent: bpToPercent(Number(r.share_bp)),
  amount: money(r.amount_cents),
  state: Number(r.state) === 1 ? 1 : 0,
  reason: r.reason as CommissionStatement['reason'],
  created_at: toWireTime(r.created_at),
})

export async function agentOverview(q: Query, userId: number): Promise<AgentOverview> {
  const rule = ruleWire(await commissionRule(q))
  if (!(await isAgent(q, userId)))
    return { is_agent: false, pid: null, players: 0, rule, statements: [], paid_total: '0.00' }
  const [{ n }] = await q<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE pid = $1', [userId])
  const rows = await q<StatementRow>(
    'SELECT * FROM agent_commissions WHERE agent_id = $1 ORDER BY month DESC LIMIT 24',
    [userId],
  )
  const [paid] = await q<{ total: string | null }>(
    'SELECT sum(amount_cents)::text AS total FROM agent_commissions WHERE agent_id = $1 AND state = 1',
    [userId],
  )
  return {
    is_agent: true,
    pid: userId,
    players: Number(n),
    rule,
    statements: rows.map(statementWire),
    paid_total: money(paid?.total),
  }
}

/** The period of the agent page: this or last Beijing month (up to now), or an explicit range of days. */
export function agentWindow(
  f: { period: 'this_month' | 'last_month' | 'custom'; start?: string; end?: string },
  now = clock.now(),
): Window & { start: string; end: string } {
  if (f.period === 'custom') {
    const w = explicitWindow({ start: f.start ?? '', end: f.end ?? '' }, now)
    if (!w) throw new BizError(1000, 'v.rangeDate')
    return { ...w, start: f.start ?? '', end: f.end ?? '' }
  }
  const month = f.period === 'this_month' ? monthOf(now) : previousMonth(monthOf(now))
  const w = monthWindow(month)
  const to = w.to < now ? w.to : now
  return { from: w.from, to, start: `${month}-01`, end: beijingDate(new Date(to.getTime() - 1)) }
}

export async function agentPlayers(
  q: Query,
  userId: number,
  f: { period: 'this_month' | 'last_month' | 'custom'; start?: string; end?: string },
): Promise<AgentPlayers> {
  if (!(await isAgent(q, userId))) throw new BizError(240, 'err.notAgent')
  const w = agentWindow(f)
  const rows = await referredFigures(q, userId, w)
  let deposits = 0n
  let stakes = 0n
  let net = 0n
  let active = 0
  const list = rows.map((r) => {
    deposits += r.deposits
    stakes += r.stakes
    net += r.payouts - r.stakes
    if (r.stakes > 0n) active++
    return {
      name: maskName(r.username),
      registered_at: toWireTime(r.createdAt),
      deposits: centsToWire(r.deposits),
      stakes: centsToWire(r.stakes),
      net: centsToWire(r.payouts - r.stakes),
    }
  })
  return {
    start: w.start,
    end: w.end,
    list,
    totals: { deposits: centsToWire(deposits), stakes: centsToWire(stakes), net: centsToWire(net), active },
  }
}

/**
 * One agent's statement for `month`, written (and paid through the ledger when due) in the caller's
 * transaction. The UNIQUE (agent, month) index and the transfer's idempotency key stop a second payment.
 */
export async function settleAgentMonth(q: Query, agentId: number, month: string, rule: Rule) {
  const figures = await referredFigures(q, agentId, monthWindow(month))
  let deposits = 0n
  let stakes = 0n
  let payouts = 0n
  let bonuses = 0n
  let active = 0
  for (const f of figures) {
    deposits += f.deposits
    stakes += f.stakes
    payouts += f.payouts
    bonuses += f.bonuses
    if (f.stakes > 0n) active++
  }
  const netLoss = stakes - payouts - bonuses
  const full = netLoss > 0n ? (netLoss * BigInt(rule.shareBp)) / 10000n : 0n
  const reason =
    active < rule.minActive || active === 0
      ? 'inactive'
      : netLoss <= 0n || full === 0n
        ? 'no_loss'
        : full < rule.minPayout
          ? 'below_minimum'
          : ''
  const amount = reason ? 0n : full
  const [row] = await q<{ id: string | number }>(
    `INSERT INTO agent_commissions (agent_id, month, players, active_players, deposits_cents, stakes_cents,
       payouts_cents, bonuses_cents, net_loss_cents, share_bp, min_active_players, min_payout_cents,
       amount_cents, state, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 0, $14)
     ON CONFLICT (agent_id, month) DO NOTHING RETURNING id`,
    [
      agentId,
      month,
      figures.length,
      active,
      deposits.toString(),
      stakes.toString(),
      payouts.toString(),
      bonuses.toString(),
      netLoss.toString(),
      rule.shareBp,
      rule.minActive,
      rule.minPayout.toString(),
      amount.toString(),
      reason,
    ],
  )
  if (!row) return 0n
  if (amount > 0n) {
    await ensurePlayerAccounts(q, agentId)
    const moved = await transfer(q, {
      debit: acct.promo('commission'),
      credit: acct.central(agentId),
      amount,
      kind: 'commission',
      userId: agentId,
      ref: `commission:${month}`,
      memo: `代理佣金 ${month}`,
      idempotencyKey: `commission:${agentId}:${month}`,
    })
    await q('UPDATE agent_commissions SET state = 1, transfer_id = $2 WHERE id = $1', [
      row.id,
      moved.id.toString(),
    ])
    await q('INSERT INTO inbox_messages (user_id, title, content) VALUES ($1, $2, $3)', [
      agentId,
      agentText['agent.inbox.paidTitle'],
      format(agentText['agent.inbox.paidBody'], { month, amount: centsToWire(amount) }),
    ])
  }
  return amount
}

/** Every agent's statement for `month` (the job's work, inside its claim's transaction). */
export async function settleMonth(q: Query, month: string, rule: Rule) {
  const agents = await q<{ id: string | number }>('SELECT id FROM users WHERE isagent = 1 ORDER BY id')
  let paid = 0n
  for (const a of agents) paid += await settleAgentMonth(q, Number(a.id), month, rule)
  return { agents: agents.length, paid }
}
