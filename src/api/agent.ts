// The agent page's calls (agentCalls of the contract, docs/agents.md), through the same client as the
// rest (token, Lang, timeout, envelope, the session's single 401 path), with their own path table.
import type { AgentOverview, AgentPlayers, agentCalls, RequestOf } from '../../core/contract'
import { sendTo } from './client'

type Calls = typeof agentCalls

export const AGENT_PATHS: { [N in keyof Calls]: Calls[N]['path'] } = {
  agentOverview: '/api/agent/overview',
  agentPlayers: '/api/agent/players',
}

export const agentOverview = async () =>
  (await sendTo<AgentOverview>({ method: 'GET', path: AGENT_PATHS.agentOverview }, {})).data

export const agentPlayers = async (b: RequestOf<Calls['agentPlayers']>) =>
  (
    await sendTo<AgentPlayers>(
      { method: 'GET', path: AGENT_PATHS.agentPlayers },
      b as Record<string, unknown>,
    )
  ).data
