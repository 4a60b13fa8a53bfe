// Agents in the console (docs/agents.md): the commission rule (every change audited with before and
// after, in the change's transaction), the agents with their referred players and commissions paid,
// the monthly statements, and a manual run of an ended month through the scheduler's exactly-once job.
import type { z } from 'zod'
import type { agentListQuery, commissionQuery, commissionRuleRequest } from '../../core/contract/admin'
import { centsToWire, decimalCents } from '../../core/money'
import { clock } from '../clock'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { runMonthlyCommission } from '../jobs/commission'
import { commissionRule, monthOf, type Rule, ruleWire, statementWire } from '../services/agents'
import { money, toWireTime, toWireTimeOrNull } from '../wire'
import { type Actor, appendAudit } from './audit'

const ruleInfo = (r: Rule) => ({
  ...ruleWire(r),
  updated_at: toWireTime(r.updatedAt),
  updated_by: r.updatedBy,
})

export async function readRule(q: Query) {
  return ruleInfo(await commissionRule(q))
}

/** "12.5" -> 1250 basis points (the contract allows at most two decimals, 0-100). */
const percentToBp = (s: string) => {
  const [whole, frac = ''] = s.split('.')
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'))
}

export async function setRule(db: Db, who: Actor, input: z.output<typeof commissionRuleRequest>) {
  const bp = percentToBp(input.share_percent)
  if (!(bp >= 0 && bp <= 10000)) throw new BizError(1000, 'a.sharePercent')
  const minPayout = decimalCents(input.min_payout)
  return db.tx(async (q) => {
    await q('SELECT 1 FROM agent_commission_rules WHERE id = 1 FOR UPDATE')
    const before = ruleWire(await commissionRule(q))
    await q(
      `UPDATE agent_commission_rules SET share_bp = $1, min_active_players = $2, min_payout_cents = $3,
         enabled = $4, updated_at = now(), updated_by = $5 WHERE id = 1`,
      [bp, input.min_active_players, minPayout.toString(), input.enabled, who.username],
    )
    const after = await commissionRule(q)
    await appendAudit(q, who, {
      action: 'agents.rule',
      target: 'commission',
      detail: `${after.shareBp / 100}% / ${after.minActive} / ${centsToWire(after.minPayout)}`,
      before,
      after: ruleWire(after),
    })
    return ruleInfo(after)
  })
}

export async function listAgents(q: Query, f: z.output<typeof agentListQuery>) {
  const like = f.q?.trim() ? `%${f.q.trim().toLowerCase()}%` : null
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM users u WHERE u.isagent = 1 AND ($1::text IS NULL OR lower(u.username) LIKE $1)`,
    [like],
  )
  const rows = await q<{
    id: string | number
    username: string
    realname: string
    players: number
    paid: string | null
    last_month: string | null
    approved_at: Date | string | null
  }>(
    `SELECT u.id, u.username, u.realname,
       (SELECT count(*)::int FROM users r WHERE r.pid = u.id) AS players,
       (SELECT sum(amount_cents)::text FROM agent_commissions c WHERE c.agent_id = u.id AND c.state = 1) AS paid,
       (SELECT max(month) FROM agent_commissions c WHERE c.agent_id = u.id) AS last_month,
       (SELECT max(reviewed_at) FROM agent_applications a WHERE a.user_id = u.id AND a.state = 2) AS approved_at
     FROM users u WHERE u.isagent = 1 AND ($1::text IS NULL OR lower(u.username) LIKE $1)
     ORDER BY u.id LIMIT $2 OFFSET $3`,
    [like, f.per_page, (f.page - 1) * f.per_page],
  )
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      realname: r.realname ?? '',
      players: Number(r.players),
      paid_total: money(r.paid),
      last_month: r.last_month,
      approved_at: toWireTimeOrNull(r.approved_at),
    })),
    total: Number(n),
    page: f.page,
    per_page: f.per_page,
  }
}

export async function listCommissions(q: Query, f: z.output<typeof commissionQuery>) {
  const [{ n }] = await q<{ n: number }>(
    'SELECT count(*)::int AS n FROM agent_commissions WHERE ($1::text IS NULL OR month = $1)',
    [f.month ?? null],
  )
  const rows = await q<Parameters<typeof statementWire>[0] & { username: string }>(
    `SELECT c.*, u.username FROM agent_commissions c JOIN users u ON u.id = c.agent_id
     WHERE ($1::text IS NULL OR c.month = $1) ORDER BY c.month DESC, c.agent_id LIMIT $2 OFFSET $3`,
    [f.month ?? null, f.per_page, (f.page - 1) * f.per_page],
  )
  return {
    rows: rows.map((r) => ({ ...statementWire(r), username: r.username, agent_id: Number(r.agent_id) })),
    total: Number(n),
    page: f.page,
    per_page: f.per_page,
  }
}

/**
 * Settle an ended month now (the scheduler does it by itself after the month ends; this is for a month
 * it missed, or sooner). The claim, the statements, the payments and the audit row are one transaction.
 */
export async function runCommission(db: Db, who: Actor, month: string) {
  if (month >= monthOf(clock.now())) throw new BizError(1000, 'a.commissionMonth')
  const rule = await commissionRule(db.query)
  if (!rule.enabled) throw new BizError(1000, 'a.commissionOff')
  let result: { agents: number; paid: string } | null = null
  const ran = await runMonthlyCommission(db, month, async (q, agents, paid) => {
    result = { agents, paid: centsToWire(paid) }
    await appendAudit(q, who, {
      action: 'agents.commission.run',
      target: month,
      detail: `${agents} / ${centsToWire(paid)}`,
      before: { month, settled: false },
      after: { month, settled: true, agents, paid: centsToWire(paid) },
    })
  })
  if (ran === null || !result) throw new BizError(409, 'a.commissionRan')
  return { month, ...(result as { agents: number; paid: string }) }
}
