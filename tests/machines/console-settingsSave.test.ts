// The console's settings save flow (src/console/machines/settingsSave.machine.ts): money settings
// wait for a confirmation, a refusal keeps the form and names its field, the back step saves nothing.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ConsoleError } from '../../src/console/api'
import { settingsSaveMachine } from '../../src/console/machines/settingsSave.machine'

function start(answer: (payload: Record<string, unknown>) => Promise<unknown>) {
  const sent: Record<string, unknown>[] = []
  const actor = createActor(
    settingsSaveMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: Record<string, unknown> }) => {
          sent.push(input)
          return answer(input)
        }),
      },
    }),
    { input: { fallback: '保存失败，请重试' } },
  ).start()
  return { actor, sent }
}

describe('settings save machine', () => {
  it('a confirmed save goes to the server once; back saves nothing', async () => {
    const { actor, sent } = start(async () => ({}))
    actor.send({ type: 'submit', payload: { withdraw_min: '300' }, confirm: true })
    expect(actor.getSnapshot().matches('confirming')).toBe(true)
    actor.send({ type: 'back' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(sent).toHaveLength(0)
    actor.send({ type: 'submit', payload: { withdraw_min: '300' }, confirm: true })
    actor.send({ type: 'confirm' })
    await waitFor(actor, (s) => s.context.saved)
    expect(sent).toEqual([{ withdraw_min: '300' }])
  })

  it('a refusal keeps the form and names the field; an edit clears it', async () => {
    const { actor } = start(async () => {
      throw new ConsoleError(1000, '最低金额不能高于最高金额', { field: 'withdraw_min' })
    })
    actor.send({ type: 'submit', payload: {}, confirm: false })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({
      field: 'withdraw_min',
      text: '最低金额不能高于最高金额',
    })
    expect(actor.getSnapshot().context.saved).toBe(false)
    actor.send({ type: 'edit' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it('a failure without a message shows the fallback, with no field', async () => {
    const { actor } = start(async () => {
      throw new Error('boom')
    })
    actor.send({ type: 'submit', payload: {}, confirm: false })
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context.error).toEqual({ field: null, text: '保存失败，请重试' })
  })

  it('a save behind four eyes keeps the request, not an error; an edit clears it', async () => {
    const { actor } = start(async () => {
      throw new ConsoleError(250, '超过双人复核门槛：已提交复核申请 #9', {
        approval: { id: 9, amount: null, expires_at: '2025-01-02 12:00:00' },
      })
    })
    actor.send({ type: 'submit', payload: { site_state: 0 }, confirm: true })
    actor.send({ type: 'confirm' })
    await waitFor(actor, (s) => s.context.submitted !== null)
    expect(actor.getSnapshot().context).toMatchObject({
      error: null,
      saved: false,
      submitted: { id: 9, amount: null, expires: '2025-01-02 12:00:00' },
    })
    actor.send({ type: 'edit' })
    expect(actor.getSnapshot().context.submitted).toBeNull()
  })
})
