// The agent page's calls (docs/agents.md): an approved agent's referral link, the players who signed
// up through it (names masked) with their deposits, bets and net position over a period, the
// commission rule in force and the agent's monthly commission statements. A player who is not an
// agent gets `is_agent: false` from the overview (the page explains how to apply) and code 240 from
// the players call.
import { z } from 'zod'
import { call, money, optionalDay, wireTime } from './core'

/** Refusal of the agent calls to a player who is not an agent. */
export const AgentCode = { notAgent: 240 } as const

export const AGENT_PERIODS = ['this_month', 'last_month', 'custom'] as const
export type AgentPeriod = (typeof AGENT_PERIODS)[number]

/** Why a month paid nothing: fewer active players than the rule asks, no net loss, under the minimum. */
export const COMMISSION_REASONS = ['', 'inactive', 'no_loss', 'below_minimum'] as const

export const CommissionRule = z.object({
  /** Share of the referred players' net loss, percent with up to two decimals (`"25.00"`). */
  share_percent: z.string(),
  min_active_players: z.number().int(),
  min_payout: money,
  enabled: z.boolean(),
})
export type CommissionRule = z.infer<typeof CommissionRule>

export const CommissionStatement = z.object({
  id: z.string(),
  /** Beijing month `YYYY-MM`. */
  month: z.string(),
  players: z.number().int(),
  active_players: z.number().int(),
  deposits: money,
  stakes: money,
  payouts: money,
  bonuses: money,
  net_loss: money,
  share_percent: z.string(),
  amount: money,
  /** 1 paid to the central wallet, 0 nothing due (see reason). */
  state: z.union([z.literal(0), z.literal(1)]),
  reason: z.enum(COMMISSION_REASONS),
  created_at: wireTime,
})
export type CommissionStatement = z.infer<typeof CommissionStatement>

export const AgentOverview = z.object({
  is_agent: z.boolean(),
  /** The agent's id: the referral link is /register?pid=<pid> on this site. Null for a non-agent. */
  pid: z.number().int().nullable(),
  players: z.number().int(),
  rule: CommissionRule,
  statements: z.array(CommissionStatement),
  /** Commission paid over the agent's life. */
  paid_total: money,
})
export type AgentOverview = z.infer<typeof AgentOverview>

export const ReferredPlayer = z.object({
  /** Masked: the first two and the last character (`ab***9`). */
  name: z.string(),
  registered_at: wireTime,
  deposits: money,
  /** Turnover: stakes placed in the period. */
  stakes: money,
  /** Payouts minus stakes: negative when the player lost. */
  net: money,
})
export type ReferredPlayer = z.infer<typeof ReferredPlayer>

export const AgentPlayers = z.object({
  /** The Beijing days the figures cover, both inclusive. */
  start: z.string(),
  end: z.string(),
  list: z.array(ReferredPlayer),
  totals: z.object({ deposits: money, stakes: money, net: money, active: z.number().int() }),
})
export type AgentPlayers = z.infer<typeof AgentPlayers>

export const agentCalls = {
  agentOverview: call({
    method: 'GET',
    path: '/api/agent/overview',
    auth: true,
    request: z.object({}),
    response: AgentOverview,
  }),
  agentPlayers: call({
    method: 'GET',
    path: '/api/agent/players',
    auth: true,
    request: z.object({
      period: z.enum(AGENT_PERIODS, { error: 'v.agentPeriod' }).default('this_month'),
      start: optionalDay('v.rangeDate'),
      end: optionalDay('v.rangeDate'),
    }),
    response: AgentPlayers,
  }),
} as const
