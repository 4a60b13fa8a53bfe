// Generated path tests over the player-protection flow machines (the 责任博彩 page, the date-of-birth
// prompt, the reality check and the period totals of the record pages): every state and every transition of each REAL machine is entered/taken by
// the replayed paths (tests/paths/coverage.ts).
import type { ProtectionStatus } from '../../core/contract'
import { birthDateMachine } from '../../src/machines/birthDate.machine'
import { periodTotalsMachine } from '../../src/machines/periodTotals.machine'
import { realityCheckMachine } from '../../src/machines/realityCheck.machine'
import { responsibleMachine } from '../../src/machines/responsible.machine'
import { type Model, pathCoverageSuite } from './coverage-suite'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 236, message = '未满 18 周岁不能存款或参与游戏') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})
const both = (id: string, output: unknown) => [done(id, output), fail(id)]

const status = (over: Partial<ProtectionStatus> = {}): ProtectionStatus => ({
  server_time: '2026-01-01 12:00:00',
  birth_date_required: false,
  limits: [],
  exclusion: null,
  history: [],
  session: { started_at: null, net: '0.00', limit_minutes: null, ends_at: null },
  reality: { interval_minutes: 0, chosen: false, due_at: null, due: false },
  previous_login: null,
  ...over,
})
const ended = status({
  exclusion: {
    kind: 'self_exclusion',
    duration: '6m',
    starts_at: '2025-06-01 12:00:00',
    ends_at: '2025-12-01 12:00:00',
    reopen_at: null,
    can_request_reopen: true,
  },
})

const reality = (due: boolean, dueAt: string | null) =>
  status({
    session: { started_at: '2026-01-01 11:00:00', net: '-20.00', limit_minutes: null, ends_at: null },
    reality: { interval_minutes: dueAt ? 60 : 0, chosen: true, due_at: dueAt, due },
  })

const totals = {
  start: '2026-01-01',
  end: '2026-01-31',
  deposits: '200.00',
  withdrawals: '100.00',
  stakes: '50.00',
  payouts: '40.00',
  win_loss: '-10.00',
  bonuses: '8.00',
  net_deposits_lifetime: '100.00',
}

const models: Model[] = [
  [
    periodTotalsMachine,
    {
      inputs: [{ period: { start: '2026-01-01', end: '2026-01-31' } }],
      summarise: (c) => ({ period: c.period, loaded: c.totals !== null, failed: c.error !== '' }),
      events: [
        { type: 'totals.period', period: { start: '2026-01-01', end: '2026-01-31' } },
        { type: 'totals.period', period: { start: '2025-02-01', end: '2026-01-31' } },
        { type: 'totals.retry' },
        done('loadTotals', totals),
        fail('loadTotals', 1000, '只能查询最近12个月内的记录'),
      ],
    },
  ],
  [
    realityCheckMachine,
    {
      summarise: (c) => {
        const r = (c.status as ProtectionStatus | null)?.reality
        return r ? { due: r.due, at: r.due_at } : null
      },
      events: [
        { type: 'reality.continue' },
        { type: 'reality.logout' },
        { type: 'reality.records' },
        { type: 'reality.refresh' },
        { type: 'reality.timer' },
        done('loadStatus', reality(true, '2026-01-01 12:00:00')),
        done('loadStatus', reality(false, '2099-01-01 12:00:00')),
        done('loadStatus', reality(false, null)),
        fail('loadStatus', 0, '网络错误'),
        ...both('answer', reality(false, '2099-01-01 12:00:00')),
      ],
    },
  ],
  [
    birthDateMachine,
    {
      inputs: [{ dismissable: true }, { dismissable: false }],
      summarise: (c) => ({
        valid: /^\d{4}-\d{2}-\d{2}$/.test(c.value as string),
        dismissable: c.dismissable,
      }),
      events: [
        { type: 'birth.required' },
        { type: 'birth.field', value: '1990-05-01' },
        { type: 'birth.field', value: '1990-5' },
        { type: 'birth.submit' },
        { type: 'birth.dismiss' },
        done('loadStatus', status({ birth_date_required: true })),
        done('loadStatus', status()),
        fail('loadStatus', 0, '网络错误'),
        ...both('saveBirthDate', status()),
      ],
    },
  ],
  [
    responsibleMachine,
    {
      summarise: (c) => ({
        loaded: c.status !== null,
        reopen: (c.status as ProtectionStatus | null)?.exclusion?.can_request_reopen ?? false,
        slot: c.slot,
        typed: c.amount !== '',
        duration: c.duration,
      }),
      events: [
        { type: 'pr.retry' },
        { type: 'pr.edit', slot: { kind: 'deposit', period: 'day' } },
        { type: 'pr.amount', value: '300' },
        { type: 'pr.amount', value: '' },
        { type: 'pr.save' },
        { type: 'pr.remove' },
        { type: 'pr.cancel' },
        { type: 'pr.exclude', duration: '24h' },
        { type: 'pr.confirm' },
        { type: 'pr.reopen' },
        { type: 'pr.reality', interval: 15 },
        done('loadStatus', status()),
        done('loadStatus', ended),
        fail('loadStatus', 0, '网络错误'),
        ...both('saveLimit', status()),
        ...both('removeLimit', status()),
        ...both('exclude', status()),
        ...both('reopen', status()),
        ...both('saveReality', status()),
      ],
    },
  ],
]

pathCoverageSuite('protection flow path coverage', models)
