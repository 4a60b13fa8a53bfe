// Generated path tests over the agent flows (docs/agents.md): the player's agent page (overview, then
// the referred players per period, custom ranges checked before asking) and the console's settle-a-month
// flow. Every state and every transition of each REAL machine is entered/taken (tests/paths/coverage.ts).
import { commissionRunMachine } from '../../src/console/machines/commissionRun.machine'
import { agentPageMachine } from '../../src/machines/agentPage.machine'
import { type Model, pathCoverageSuite } from './coverage-suite'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 500, message = '服务器错误') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})
const rule = { share_percent: '25.00', min_active_players: 1, min_payout: '1.00', enabled: true }
const overview = (is_agent: boolean) => ({
  is_agent,
  pid: is_agent ? 2 : null,
  players: 0,
  rule,
  statements: [],
  paid_total: '0.00',
})
const players = {
  start: '2026-11-01',
  end: '2026-11-25',
  list: [],
  totals: { deposits: '0.00', stakes: '0.00', net: '0.00', active: 0 },
}

const models: Model[] = [
  [
    agentPageMachine,
    {
      summarise: (c) => ({
        period: (c.query as { period: string }).period,
        range: (c.query as { start: string }).start !== '',
        error: c.error !== '',
        rangeError: c.rangeError !== '',
      }),
      events: [
        done('loadOverview', overview(true)),
        done('loadOverview', overview(false)),
        fail('loadOverview'),
        done('loadPlayers', players),
        fail('loadPlayers', 1000, '日期不正确'),
        { type: 'agent.retry' },
        { type: 'agent.period', period: 'last_month' },
        { type: 'agent.period', period: 'custom' },
        { type: 'agent.range', start: '2026-11-01', end: '2026-11-02' },
        { type: 'agent.range', start: '2001-01-01', end: '2001-01-02' },
        { type: 'agent.applyRange' },
      ],
      simplePathsUpTo: 0,
    },
  ],
  [
    commissionRunMachine,
    {
      summarise: (c) => ({ month: c.month !== '', result: c.result !== null, error: c.error !== null }),
      events: [
        { type: 'open', month: '2026-10' },
        { type: 'open', month: '' },
        { type: 'month', month: '2026-09' },
        { type: 'confirm' },
        { type: 'cancel' },
        { type: 'close' },
        done('run', { month: '2026-10', agents: 1, paid: '10.00' }),
        fail('run', 409, '该月份的代理佣金已经结算过'),
      ],
    },
  ],
]

pathCoverageSuite('agent flow path coverage', models)
