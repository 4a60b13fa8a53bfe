// The console's rule editor (src/console/machines/promotionRule.machine.ts): the form opens on the
// saved rule, sends only the parameters of its kind, keeps the server's refusal text in the form,
// and reaches `saved` (the list reloads) only when the server answers.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ConsoleError } from '../../src/console/api'
import {
  blankForm,
  formOf,
  promotionRuleMachine,
  requestOf,
} from '../../src/console/machines/promotionRule.machine'

const usdtRule = {
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

describe('promotion rule editor', () => {
  it('round-trips a saved rule and sends only its kind’s parameters', () => {
    expect(requestOf(formOf(usdtRule))).toEqual({
      kind: 'deposit-method',
      enabled: true,
      params: usdtRule.params,
      turnover_multiple: '3',
      player_cap: null,
      player_day_cap: '2888.00',
      day_cap: null,
    })
    expect(requestOf({ ...blankForm(), kind: 'application', amount: ' 58.00 ' }).params).toEqual({
      amount: '58.00',
    })
  })

  it('shows the server refusal, then saves', async () => {
    const sent: unknown[] = []
    let fail = true
    const actor = createActor(
      promotionRuleMachine.provide({
        actors: {
          save: fromPromise<unknown, { activityId: number; body: Record<string, unknown> }>(
            async ({ input }) => {
              sent.push(input.body)
              if (fail) throw new Error('赠送比例：比例须在 0.01 至 1000 之间，最多两位小数')
              return null
            },
          ),
        },
      }),
    ).start()
    actor.send({ type: 'open', activityId: 4, title: 'USDT 存款额外加赠 2%', rule: usdtRule })
    actor.send({ type: 'edit', patch: { percent: '2.001' } })
    actor.send({ type: 'toggleChannel', channel: 'usdt-erc20' })
    actor.send({ type: 'save' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toContain('比例须在')
    expect(sent[0]).toMatchObject({ params: { percent: '2.001', channels: ['usdt-trc20', 'usdt-erc20'] } })
    fail = false
    actor.send({ type: 'edit', patch: { percent: '2.50' } })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: 'save' })
    const done = await waitFor(actor, (s) => s.matches('saved'))
    expect(done.hasTag('changed')).toBe(true)
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
  })

  it('a save behind four eyes ends submitted for approval, nothing assumed saved', async () => {
    const actor = createActor(
      promotionRuleMachine.provide({
        actors: {
          save: fromPromise<unknown, { activityId: number; body: Record<string, unknown> }>(async () => {
            throw new ConsoleError(250, '超过双人复核门槛：已提交复核申请 #7', {
              approval: { id: 7, amount: null, expires_at: '2025-01-02 12:00:00' },
            })
          }),
        },
      }),
    ).start()
    actor.send({ type: 'open', activityId: 4, title: 'USDT 存款额外加赠 2%', rule: usdtRule })
    actor.send({ type: 'save' })
    const s = await waitFor(actor, (x) => x.matches('submittedForApproval'))
    expect(s.context).toMatchObject({ error: null, approval: { id: 7, amount: null } })
    expect(s.hasTag('changed')).toBe(false)
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
  })
})
