// Generated path tests over the support reset on the outbox page (src/console/machines/
// supportReset.machine.ts): the lookup (an empty account is a field error, a failed lookup stays in
// `lookup`), the form's field errors, the confirm step, and the reset's answer (done, or failed and
// back to the form). Every state and transition definition of the REAL machine is entered or taken by
// the replayed paths (tests/paths/coverage.ts); then one walk checks what is sent.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { SupportResetResult } from '../../core/contract/admin/recovery'
import type { ContactState } from '../../core/contract/recovery'
import { type ResetRequest, supportResetMachine } from '../../src/console/machines/supportReset.machine'
import { pathCoverageSuite } from './coverage-suite'

const sms: ContactState = {
  channel: 'sms',
  address: '13800001234',
  masked: '138****1234',
  verified: true,
  verified_at: '2026-11-01 10:00:00',
}
const email: ContactState = { channel: 'email', address: '', masked: '', verified: false, verified_at: null }
const codeSent: SupportResetResult = {
  username: 'player1',
  method: 'code',
  masked: '138****1234',
  expires_in: 900,
  temporary_password: null,
}
const fail = (id: string, message: string) => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code: 1000, data: null }),
})

pathCoverageSuite('support reset path coverage', [
  [
    supportResetMachine,
    {
      inputs: [{ fallback: '重置失败，请重试' }],
      summarise: (c) => ({
        username: c.username !== '',
        player: c.player !== null,
        method: c.method,
        channel: c.channel,
        note: String(c.note).trim().length >= 4,
        fieldErrors: Object.values(c.fieldErrors as object).filter(Boolean).length,
        error: c.error !== null,
        result: c.result !== null,
      }),
      events: [
        { type: 'field', field: 'username', value: 'player1' },
        { type: 'field', field: 'username', value: '' },
        { type: 'field', field: 'note', value: '核对真实姓名与最近充值' },
        { type: 'method', value: 'temporary' },
        { type: 'method', value: 'code' },
        { type: 'channel', value: 'sms' },
        { type: 'lookup' },
        { type: 'submit' },
        { type: 'confirm' },
        { type: 'back' },
        { type: 'xstate.done.actor.contacts', output: [sms, email] },
        { type: 'xstate.done.actor.contacts', output: [email] },
        fail('contacts', '会员不存在'),
        { type: 'xstate.done.actor.reset', output: codeSent },
        fail('reset', '该联系方式未验证'),
      ],
      simplePathsUpTo: 0,
    },
  ],
])

describe('support reset: field errors, the confirm names the player, the request sent', () => {
  it('refuses an empty account and a short note, then sends the code request once', async () => {
    const sent: ResetRequest[] = []
    const actor = createActor(
      supportResetMachine.provide({
        actors: {
          contacts: fromPromise<ContactState[], string>(async () => [sms, email]),
          reset: fromPromise<SupportResetResult, ResetRequest>(async ({ input }) => {
            sent.push(input)
            return codeSent
          }),
        },
      }),
      { input: { fallback: 'x' } },
    ).start()
    actor.send({ type: 'lookup' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ username: 'support.err.username' })
    actor.send({ type: 'field', field: 'username', value: ' player1 ' })
    expect(actor.getSnapshot().context.fieldErrors.username).toBeUndefined()
    actor.send({ type: 'lookup' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('loaded')
    expect(actor.getSnapshot().context).toMatchObject({ method: 'code', channel: 'sms' })
    actor.send({ type: 'field', field: 'note', value: '姓名' })
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().value).toBe('loaded')
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ note: 'support.err.note' })
    actor.send({ type: 'field', field: 'note', value: '核对真实姓名与最近充值' })
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.player?.username).toBe('player1')
    actor.send({ type: 'confirm' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('done')
    expect(sent).toEqual([
      { username: 'player1', method: 'code', channel: 'sms', note: '核对真实姓名与最近充值' },
    ])
    actor.stop()
  })

  it('without a verified contact only a temporary password goes, with no channel', async () => {
    const sent: ResetRequest[] = []
    const actor = createActor(
      supportResetMachine.provide({
        actors: {
          contacts: fromPromise<ContactState[], string>(async () => [email]),
          reset: fromPromise<SupportResetResult, ResetRequest>(async ({ input }) => {
            sent.push(input)
            return { ...codeSent, method: 'temporary', masked: null, temporary_password: 'Tmp1' }
          }),
        },
      }),
      { input: { fallback: 'x' } },
    ).start()
    actor.send({ type: 'field', field: 'username', value: 'player2' })
    actor.send({ type: 'lookup' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().context.method).toBe('temporary')
    actor.send({ type: 'method', value: 'code' })
    actor.send({ type: 'field', field: 'note', value: '核对银行卡尾号' })
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ channel: 'support.err.channel' })
    actor.send({ type: 'method', value: 'temporary' })
    actor.send({ type: 'submit' })
    actor.send({ type: 'confirm' })
    await new Promise((r) => setTimeout(r, 0))
    expect(sent).toEqual([{ username: 'player2', method: 'temporary', note: '核对银行卡尾号' }])
    actor.stop()
  })
})
