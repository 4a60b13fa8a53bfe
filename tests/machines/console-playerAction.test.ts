// The player action dialog's form (src/console/machines/playerAction.machine.ts): what is wrong is said
// per field (a missing reason, an amount the money parser refuses), amounts typed as "200" or "200.5"
// pass, editing a field clears its error, and the confirmation restates the adjustment's amount.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import {
  adjustAmount,
  fieldErrors,
  playerActionMachine,
} from '../../src/console/machines/playerAction.machine'

const start = () => createActor(playerActionMachine, { input: { username: 'demo888' } }).start()

describe('player action form', () => {
  it('names each missing or malformed field instead of one message', () => {
    expect(fieldErrors('adjust', {})).toEqual({
      amount: 'form.missing.amount',
      reason: 'form.missing.reason',
    })
    expect(fieldErrors('adjust', { amount: '1e3', reason: 'x' })).toEqual({ amount: 'form.amountInvalid' })
    expect(fieldErrors('adjust', { amount: '1.005', reason: 'x' })).toEqual({ amount: 'form.amountInvalid' })
    expect(fieldErrors('adjust', { amount: '0', reason: 'x' })).toEqual({ amount: 'form.amountInvalid' })
    expect(fieldErrors('adjust', { amount: '200', reason: 'x' })).toEqual({})
    expect(fieldErrors('adjust', { amount: '200.5', reason: 'x' })).toEqual({})
    expect(fieldErrors('exclude', { reason: '电话' })).toEqual({ duration: 'form.missing.duration' })
    expect(fieldErrors('resetLogin', {})).toEqual({})
  })

  it('stays in the form with the errors, clears a field when it is edited, confirms the amount', () => {
    const a = start()
    try {
      a.send({ type: 'open', kind: 'adjust' })
      a.send({ type: 'field', field: 'amount', value: 'abc' })
      a.send({ type: 'submit' })
      expect(a.getSnapshot().value).toBe('editing')
      expect(a.getSnapshot().context.fieldErrors).toEqual({
        amount: 'form.amountInvalid',
        reason: 'form.missing.reason',
      })
      a.send({ type: 'field', field: 'amount', value: '-50.5' })
      expect(a.getSnapshot().context.fieldErrors.amount).toBeUndefined()
      expect(a.getSnapshot().context.fieldErrors.reason).toBe('form.missing.reason')
      a.send({ type: 'field', field: 'reason', value: '补发' })
      a.send({ type: 'submit' })
      expect(a.getSnapshot().value).toBe('confirming')
      expect(adjustAmount(a.getSnapshot().context.form)).toBe('-50.50')
      a.send({ type: 'close' })
      expect(a.getSnapshot().context.fieldErrors).toEqual({})
    } finally {
      a.stop()
    }
  })
})
