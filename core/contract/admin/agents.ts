// The operator calls of agents (docs/agents.md): the commission rule (read, change: audited with before
// and after), the agents with their referred players and commissions, the monthly statements, and a
// manual run of a month that has ended (the same exactly-once job as the scheduler's).
import { z } from 'zod'
import { CommissionRule, CommissionStatement } from '../agent'
import { money, wireTime } from '../core'
import type { AdminCall } from './calls'
import { pageOf } from './shapes'

const page = z.coerce.number().int().min(1).max(100_000).default(1)
const perPage = z.coerce.number().int().min(1).max(200).default(20)
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)

export const commissionRuleInfo = CommissionRule.extend({ updated_at: wireTime, updated_by: z.string() })

/** Percent with at most two decimals, 0-100: "25", "12.5", "7.25". */
export const sharePercent = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((s) => /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/.test(s))

export const commissionRuleRequest = z.object({
  share_percent: sharePercent,
  min_active_players: z.coerce.number().int().min(0).max(100_000),
  min_payout: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((s) => /^\d{1,9}(\.\d{1,2})?$/.test(s)),
  enabled: z.boolean(),
})

export const agentRow = z.object({
  id: z.number().int(),
  username: z.string(),
  realname: z.string(),
  players: z.number().int(),
  paid_total: money,
  last_month: z.string().nullable(),
  approved_at: wireTime.nullable(),
})

export const commissionRow = CommissionStatement.extend({ username: z.string(), agent_id: z.number().int() })

export const agentListQuery = z.object({ page, per_page: perPage, q: z.string().max(64).optional() })
export const commissionQuery = z.object({ page, per_page: perPage, month: month.optional() })
export const commissionRunRequest = z.object({ month })
export const commissionRunResult = z.object({
  month,
  agents: z.number().int(),
  paid: money,
})

const c = <Req extends z.ZodType, Res extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  request: Req,
  response: Res,
): AdminCall<Req, Res> => ({ method, path, permission: 'agents.manage', request, response })

export const agentAdminCalls = {
  commissionRule: c('GET', '/admin/api/commission/rule', z.object({}), commissionRuleInfo),
  setCommissionRule: c('POST', '/admin/api/commission/rule', commissionRuleRequest, commissionRuleInfo),
  agents: c('GET', '/admin/api/commission/agents', agentListQuery, pageOf(agentRow)),
  commissions: c('GET', '/admin/api/commission/statements', commissionQuery, pageOf(commissionRow)),
  runCommission: c('POST', '/admin/api/commission/run', commissionRunRequest, commissionRunResult),
} as const
