// Generated path tests over the header's bell (src/machines/inboxBell.machine.ts): every state and
// every transition definition of the REAL machine is entered/taken.
import { afterAll, describe, expect, it } from 'vitest'
import { inboxBellMachine } from '../../src/machines/inboxBell.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const reports: string[] = []
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

describe('path coverage', { timeout: 60_000 }, () => {
  it('inboxBell: every state and transition', async () => {
    const paths = generatePaths(inboxBellMachine, {
      inputs: [{ seen: 1 }],
      summarise: (c) => ({
        viewing: c.viewing,
        visible: c.visible,
        unread: (c.total as number) > (c.seen as number),
      }),
      events: [
        { type: 'xstate.done.actor.countInbox', output: 3 },
        { type: 'xstate.error.actor.countInbox', error: new Error('down') },
        { type: 'bell.viewing', viewing: true },
        { type: 'bell.viewing', viewing: false },
        { type: 'bell.visibility', visible: false },
        { type: 'bell.visibility', visible: true },
      ],
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(inboxBellMachine, path, observed, {})
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(inboxBellMachine, observed)
    reports.push(`${c.report} (${paths.length} paths)`)
    expect(c.states.missing).toEqual([])
    expect(c.transitions.missing).toEqual([])
  })
})
