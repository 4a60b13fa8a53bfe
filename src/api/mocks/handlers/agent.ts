// The agent page (agentCalls, docs/agents.md): the overview and the referred players. The fake backend
// has no ledger, so the referred players' figures are zero; the rule is the server's default.
import { AgentCode } from '../../../../core/contract'
import { beijingDate } from '../../../../core/time'
import { beijing, db } from '../db'
import { refuse, route } from '../kit'

const RULE = { share_percent: '25.00', min_active_players: 1, min_payout: '1.00', enabled: true }
const mask = (n: string) => (n.length <= 3 ? `${n.slice(0, 1)}***` : `${n.slice(0, 2)}***${n.slice(-1)}`)

export const agentHandlers = [
  route('agentOverview', ({ user }) => {
    const agent = user.isagent === 1
    return {
      is_agent: agent,
      pid: agent ? user.id : null,
      players: agent ? db.users.filter((u) => u.pid === user.id).length : 0,
      rule: RULE,
      statements: [],
      paid_total: '0.00',
    }
  }),
  route('agentPlayers', ({ user, body }) => {
    if (user.isagent !== 1) refuse(AgentCode.notAgent, '您还不是代理，请先在会员中心申请成为代理')
    const today = beijingDate(new Date())
    const list = db.users
      .filter((u) => u.pid === user.id)
      .map((u) => ({
        name: mask(u.username),
        registered_at: beijing(u.createdAt),
        deposits: '0.00',
        stakes: '0.00',
        net: '0.00',
      }))
    return {
      start: body.period === 'custom' ? (body.start ?? today) : `${today.slice(0, 7)}-01`,
      end: body.period === 'custom' ? (body.end ?? today) : today,
      list,
      totals: { deposits: '0.00', stakes: '0.00', net: '0.00', active: 0 },
    }
  }),
]
