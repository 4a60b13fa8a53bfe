// Generated path tests over the console's four-eyes decision machine (src/console/machines/
// approval.machine.ts): another operator's request approved or refused, the maker's own request
// (approve never offered, withdraw with a reason), an expired one (refuse only), 409 when another
// operator was first, and a failure back to the confirmation. Every state and every transition
// definition of the REAL machine is entered/taken by the replayed paths (tests/paths/coverage.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { approvalMachine } from '../../src/console/machines/approval.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (output: unknown) => ({ type: 'xstate.done.actor.decide', output })
const fail = (code: number, message = '服务器错误') => ({
  type: 'xstate.error.actor.decide',
  error: Object.assign(new Error(message), { code }),
})

const reports: string[] = []
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

describe('four-eyes decision path coverage', { timeout: 60_000 }, () => {
  it('consoleApproval: every state and every transition', async () => {
    const paths = generatePaths(approvalMachine, {
      inputs: [
        { id: 1, mine: false, expired: false },
        { id: 2, mine: true, expired: false },
        { id: 3, mine: false, expired: true },
      ],
      summarise: (c) => ({
        decision: c.decision,
        reason: c.reason !== '',
        error: c.error !== null,
        mine: c.mine,
        expired: c.expired,
      }),
      events: [
        { type: 'approval.choose', decision: 'approve' },
        { type: 'approval.choose', decision: 'refuse' },
        { type: 'approval.reason', value: '金额与工单不符' },
        { type: 'approval.next' },
        { type: 'approval.confirm' },
        { type: 'approval.back' },
        done({ id: 1, state: 'approved' }),
        fail(409, '该复核申请已处理'),
        fail(403, '不能批准自己提交的申请'),
      ],
      simplePathsUpTo: 0,
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(approvalMachine, path, observed)
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(approvalMachine, observed)
    reports.push(`${c.report} (${paths.length} paths)`)
    expect(c.states.missing).toEqual([])
    expect(c.transitions.missing).toEqual([])
  })

  it("the maker's own request and an expired one never reach an approval", async () => {
    const paths = generatePaths(approvalMachine, {
      inputs: [
        { id: 2, mine: true, expired: false },
        { id: 3, mine: false, expired: true },
      ],
      summarise: (c) => ({ decision: c.decision, reason: c.reason !== '' }),
      events: [
        { type: 'approval.choose', decision: 'approve' },
        { type: 'approval.choose', decision: 'refuse' },
        { type: 'approval.reason', value: '撤回' },
        { type: 'approval.next' },
        { type: 'approval.confirm' },
        { type: 'approval.back' },
        done({ id: 2, state: 'refused' }),
        fail(409, '该复核申请已处理'),
      ],
      simplePathsUpTo: 0,
    })
    expect(paths.length).toBeGreaterThan(0)
    // Approving goes from viewing straight to the confirmation (refusing passes the reason first).
    for (const path of paths)
      path.steps.forEach((step, i) => {
        expect(i > 0 && path.steps[i - 1].value === 'viewing' && step.value === 'confirming', path.name).toBe(
          false,
        )
      })
  })
})
