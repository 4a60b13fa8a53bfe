// Generated path tests over the owner's operator-list changes (src/console/machines/
// operatorAction.machine.ts): a change that runs at once, a password reset that asks first, the
// server's answer (done, with a one-time password to show, or a refusal). Every state and transition of
// the REAL machine is entered or taken by the replayed paths (tests/paths/coverage.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ConsoleError } from '../../src/console/api'
import { type OperatorAction, operatorActionMachine } from '../../src/console/machines/operatorAction.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const reports: string[] = []
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

const settle = () => new Promise((r) => setTimeout(r, 0))

describe('operator list path coverage', { timeout: 120_000 }, () => {
  it('operatorAction: every state and every transition', async () => {
    const options = {
      inputs: [{ fallback: '操作失败，请重试' }],
      summarise: (c: Record<string, unknown>) => ({
        action: (c.action as OperatorAction | null)?.kind ?? null,
        shown: c.shown !== null,
        outcome: (c.outcome as { kind: string } | null)?.kind ?? null,
      }),
      events: [
        { type: 'operator.act', action: { kind: 'revoke', id: 2 } },
        { type: 'operator.act', action: { kind: 'resetPassword', id: 2, username: 'risk1' } },
        { type: 'operator.confirm' },
        { type: 'operator.cancel' },
        { type: 'operator.dismiss' },
        { type: 'xstate.done.actor.act', output: null },
        { type: 'xstate.done.actor.act', output: { username: 'risk1', password: 'Kq7mZ2pX9w' } },
        { type: 'xstate.error.actor.act', error: new ConsoleError(403, '不能停用自己') },
      ],
    }
    const paths = generatePaths(operatorActionMachine, options)
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(operatorActionMachine, path, observed)
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(operatorActionMachine, observed)
    reports.push(`${c.report} (${paths.length} paths)`)
    expect(c.states.missing).toEqual([])
    expect(c.transitions.missing).toEqual([])
  })

  it('a password reset waits for the confirm; the one-time password stays until dismissed', async () => {
    const calls: OperatorAction[] = []
    const actor = createActor(
      operatorActionMachine.provide({
        actors: {
          act: fromPromise(async ({ input }: { input: OperatorAction }) => {
            calls.push(input)
            return input.kind === 'resetPassword'
              ? { username: input.username, password: 'Kq7mZ2pX9w' }
              : null
          }),
        },
      }),
      { input: { fallback: 'x' } },
    ).start()
    try {
      actor.send({ type: 'operator.act', action: { kind: 'resetPassword', id: 2, username: 'risk1' } })
      expect(actor.getSnapshot().hasTag('modal')).toBe(true)
      actor.send({ type: 'operator.cancel' })
      await settle()
      expect(calls).toEqual([])
      actor.send({ type: 'operator.act', action: { kind: 'resetPassword', id: 2, username: 'risk1' } })
      actor.send({ type: 'operator.confirm' })
      await settle()
      expect(calls).toEqual([{ kind: 'resetPassword', id: 2, username: 'risk1' }])
      expect(actor.getSnapshot().context.shown).toEqual({ username: 'risk1', password: 'Kq7mZ2pX9w' })
      actor.send({ type: 'operator.dismiss' })
      expect(actor.getSnapshot().context.shown).toBeNull()
      actor.send({ type: 'operator.act', action: { kind: 'disabled', id: 3, disabled: true } })
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      await settle()
      expect(calls).toHaveLength(2)
      expect(actor.getSnapshot().context.outcome).toEqual({ kind: 'success' })
    } finally {
      actor.stop()
    }
  })

  it('a refusal shows the server text and leaves the row free', async () => {
    const actor = createActor(
      operatorActionMachine.provide({
        actors: { act: fromPromise(() => Promise.reject(new ConsoleError(403, '不能停用自己'))) },
      }),
      { input: { fallback: '操作失败' } },
    ).start()
    try {
      actor.send({ type: 'operator.act', action: { kind: 'disabled', id: 1, disabled: true } })
      await settle()
      const s = actor.getSnapshot()
      expect(s.value).toBe('idle')
      expect(s.context.action).toBeNull()
      expect(s.context.outcome).toEqual({ kind: 'error', text: '不能停用自己' })
    } finally {
      actor.stop()
    }
  })
})
