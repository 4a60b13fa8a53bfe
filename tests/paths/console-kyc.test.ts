// Generated path tests over the console's KYC decision machine (src/console/machines/kycReview.machine.ts):
// approve (only with both documents), refuse with a reason, request another document (kind and reason),
// 409 when another reviewer was first, and a failure back to the confirmation. Every state and every
// transition of the REAL machine is entered/taken by the replayed paths (tests/paths/coverage.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { kycReviewMachine } from '../../src/console/machines/kycReview.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = { type: 'xstate.done.actor.decide', output: { state: 'verified' } }
const fail = (code: number, message = '服务器错误') => ({
  type: 'xstate.error.actor.decide',
  error: Object.assign(new Error(message), { code }),
})

const reports: string[] = []
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

describe('KYC decision path coverage', { timeout: 60_000 }, () => {
  it('consoleKycReview: every state and every transition', async () => {
    const paths = generatePaths(kycReviewMachine, {
      inputs: [
        { username: 'demo888', complete: true },
        { username: 'demo999', complete: false },
      ],
      summarise: (c) => ({
        action: c.action,
        reason: c.reason !== '',
        kind: c.kind,
        error: c.error !== null,
        complete: c.complete,
      }),
      events: [
        { type: 'kyc.choose', action: 'approve' },
        { type: 'kyc.choose', action: 'refuse' },
        { type: 'kyc.choose', action: 'request' },
        { type: 'kyc.reason', value: '证件照片模糊' },
        { type: 'kyc.kind', kind: 'address' },
        { type: 'kyc.next' },
        { type: 'kyc.confirm' },
        { type: 'kyc.back' },
        done,
        fail(409, '该玩家没有待审核的认证资料'),
        fail(500),
      ],
      simplePathsUpTo: 0,
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(kycReviewMachine, path, observed)
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(kycReviewMachine, observed)
    reports.push(`${c.report} (${paths.length} paths)`)
    expect(c.states.missing).toEqual([])
    expect(c.transitions.missing).toEqual([])
  })

  it('an incomplete file is never approved; a request never leaves without its kind and reason', async () => {
    const paths = generatePaths(kycReviewMachine, {
      inputs: [{ username: 'demo999', complete: false }],
      summarise: (c) => ({ action: c.action, reason: c.reason !== '', kind: c.kind }),
      events: [
        { type: 'kyc.choose', action: 'approve' },
        { type: 'kyc.choose', action: 'request' },
        { type: 'kyc.reason', value: '请上传近三个月的账单' },
        { type: 'kyc.kind', kind: 'identity' },
        { type: 'kyc.next' },
        { type: 'kyc.confirm' },
        { type: 'kyc.back' },
        done,
        fail(409),
      ],
      simplePathsUpTo: 0,
    })
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths)
      path.steps.forEach((step, i) => {
        // Approving goes from viewing straight to the confirmation: never with an incomplete file.
        expect(i > 0 && path.steps[i - 1].value === 'viewing' && step.value === 'confirming', path.name).toBe(
          false,
        )
        if (step.value !== 'confirming') return
        const before = path.steps.slice(0, i + 1).map((s) => s.event.type)
        expect(before.includes('kyc.kind') && before.includes('kyc.reason'), path.name).toBe(true)
      })
  })
})
