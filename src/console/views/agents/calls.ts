// The agent commission page's calls (docs/agents.md): the agents, the monthly statements, the rule and
// settling a month; the seam the commission views use, so none of them spells a call itself
// (docs/operator-console.md, "Loading and acting").
import { api } from '../../endpoints'

export type RuleForm = { share: string; minActive: string; minPayout: string; enabled: boolean }

export const listAgents = (q: string) => api('agents', { per_page: 20, page: 1, q: q || undefined })
export const commissionStatements = (month: string, page: number) =>
  api('commissions', { page, per_page: 20, month: month || undefined })
export const readCommissionRule = () => api('commissionRule')
export const saveCommissionRule = (form: RuleForm) =>
  api('setCommissionRule', {
    share_percent: form.share,
    min_active_players: form.minActive,
    min_payout: form.minPayout,
    enabled: form.enabled,
  })
export const runCommission = (month: string) => api('runCommission', { month })
