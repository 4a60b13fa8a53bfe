// Generated path tests over the bonus-rule editor (src/console/machines/promotionRule.machine.ts):
// opening on a saved rule or a blank one, every kind of edit, the save and the server's answer (saved,
// a refusal kept in the form, or a four-eyes request: code 250). Every state and transition definition
// of the REAL machine is entered or taken by the replayed paths (tests/paths/coverage.ts).
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { promotionRuleMachine } from '../../src/console/machines/promotionRule.machine'
import { pathCoverageSuite } from './coverage-suite'

const rule = {
  kind: 'deposit-method' as const,
  params: { channels: ['usdt-trc20'], percent: '2.00', min_deposit: '500.00', max_bonus: '2888.00' },
  enabled: true,
  turnover_multiple: '3',
  player_cap: null,
  player_day_cap: '2888.00',
  day_cap: null,
  updated_by: 'seed',
  updated_at: '2026-11-25 10:00:00',
}
const refusal = (code: number, message: string, data: unknown = null) => ({
  type: 'xstate.error.actor.save',
  error: Object.assign(new Error(message), { code, data }),
})

pathCoverageSuite('promotion rule path coverage', [
  [
    promotionRuleMachine,
    {
      summarise: (c) => ({
        kind: (c.form as { kind: string }).kind,
        error: c.error !== null,
        approval: c.approval !== null,
      }),
      events: [
        { type: 'open', activityId: 4, title: 'USDT 加赠', rule },
        { type: 'open', activityId: 5, title: '新活动', rule: null },
        { type: 'edit', patch: { percent: '2.50' } },
        { type: 'level', index: 0, value: '8.00' },
        { type: 'toggleChannel', channel: 'usdt-erc20' },
        { type: 'save' },
        { type: 'close' },
        { type: 'xstate.done.actor.save', output: null },
        refusal(1000, '赠送比例：比例须在 0.01 至 1000 之间，最多两位小数'),
        refusal(250, '超过双人复核门槛：已提交复核申请 #7', {
          approval: { id: 7, amount: null, expires_at: '2025-01-02 12:00:00' },
        }),
      ],
      simplePathsUpTo: 0,
    },
  ],
])

describe('promotion rule editor: a refusal stays in the form until the next edit', () => {
  it('keeps the form and the server sentence, then clears the sentence on edit', () => {
    const actor = createActor(promotionRuleMachine).start()
    actor.send({ type: 'open', activityId: 4, title: 'USDT 加赠', rule })
    actor.send({ type: 'save' })
    actor.send(refusal(1000, '赠送比例有误') as never)
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ error: '赠送比例有误', form: { percent: '2.00' } })
    actor.send({ type: 'edit', patch: { percent: '3.00' } })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.stop()
  })
})
