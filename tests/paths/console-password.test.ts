// Generated path tests over the console's password change (src/console/machines/passwordChange.machine.ts):
// missing fields, the strength rule, a confirmation that differs, the same password again, a refusal
// from the server (wrong current password) back to the form, and the change. Every state and every
// transition of the REAL machine is entered/taken by the replayed paths (tests/paths/coverage.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { passwordChangeMachine } from '../../src/console/machines/passwordChange.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const field = (f: 'current' | 'password' | 'confirm', value: string) => ({
  type: 'password.field',
  field: f,
  value,
})
const done = { type: 'xstate.done.actor.change', output: { ended_sessions: 2 } }
const refused = {
  type: 'xstate.error.actor.change',
  error: Object.assign(new Error('当前密码不正确'), { code: 1000 }),
}

const reports: string[] = []
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

describe('password change path coverage', { timeout: 60_000 }, () => {
  it('consolePasswordChange: every state and every transition', async () => {
    const paths = generatePaths(passwordChangeMachine, {
      inputs: [{ username: 'fin01' }],
      summarise: (c) => ({
        filled: [c.current, c.password, c.confirm].map((v) => v !== ''),
        error: c.error === null ? null : 'check' in (c.error as object) ? 'check' : 'text',
        ended: c.endedSessions,
      }),
      events: [
        field('current', 'Old-pass-2024'),
        field('password', 'New-pass-2025'),
        field('confirm', 'New-pass-2025'),
        { type: 'password.submit' },
        { type: 'password.again' },
        done,
        refused,
      ],
      simplePathsUpTo: 0,
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(passwordChangeMachine, path, observed)
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(passwordChangeMachine, observed)
    reports.push(`${c.report} (${paths.length} paths)`)
    expect(c.states.missing).toEqual([])
    expect(c.transitions.missing).toEqual([])
  })

  it('never submits a password the rule refuses, a confirmation that differs, or the current one', async () => {
    const paths = generatePaths(passwordChangeMachine, {
      inputs: [{ username: 'fin01' }],
      summarise: (c) => ({ current: c.current, password: c.password, confirm: c.confirm }),
      events: [
        field('current', 'Old-pass-2024'),
        field('password', 'short1'),
        field('password', 'onlyletters-x'),
        field('password', 'x1-fin01-pass'),
        field('password', 'Old-pass-2024'),
        field('password', 'New-pass-2025'),
        field('confirm', 'New-pass-2025'),
        field('confirm', 'Other-pass-2025'),
        { type: 'password.submit' },
      ],
      skip: ['xstate.done.actor.change', 'xstate.error.actor.change'],
      simplePathsUpTo: 0,
    })
    let submitted = 0
    for (const path of paths)
      path.steps.forEach((step, i) => {
        if (step.value !== 'submitting') return
        submitted++
        const typed = Object.fromEntries(
          path.steps
            .slice(0, i)
            .filter((s) => s.event.type === 'password.field')
            .map((s) => [s.event.field, s.event.value]),
        )
        expect(typed, path.name).toEqual({
          current: 'Old-pass-2024',
          password: 'New-pass-2025',
          confirm: 'New-pass-2025',
        })
      })
    expect(submitted).toBeGreaterThan(0)
  })
})
