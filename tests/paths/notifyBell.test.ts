// Generated path tests over the notification bell (src/machines/notifyBell.machine.ts): every state
// and every transition definition of the REAL machine is entered/taken. Its three regions are walked
// in two event sets (polling and page marks; the panel), so the parallel product stays small.
import { afterAll, describe, expect, it } from 'vitest'
import type { AnyEventObject } from 'xstate'
import { notifyBellMachine } from '../../src/machines/notifyBell.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const reports: string[] = []
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

const counts = { inbox: 1, bets: 0, deposits: 0 }
const read = { inbox: 0, bets: 0, deposits: 0 }
const unreadItem = { kind: 'inbox', id: 1, title: 't', amount: null, at: '2026-01-01 12:00:00', unread: true }

const sets: { name: string; events: AnyEventObject[] }[] = [
  {
    name: 'poll and page',
    events: [
      { type: 'xstate.done.actor.countUnread', output: counts },
      { type: 'xstate.error.actor.countUnread', error: new Error('down') },
      { type: 'bell.viewing', kind: 'inbox' },
      { type: 'bell.viewing', kind: null },
      { type: 'bell.visibility', visible: false },
      { type: 'bell.visibility', visible: true },
      { type: 'xstate.done.actor.markViewed', output: read },
      { type: 'xstate.error.actor.markViewed', error: new Error('down') },
    ],
  },
  {
    name: 'panel',
    events: [
      { type: 'bell.open' },
      { type: 'bell.close' },
      { type: 'bell.retry' },
      { type: 'xstate.done.actor.loadItems', output: { counts, items: [unreadItem] } },
      { type: 'xstate.done.actor.loadItems', output: { counts: read, items: [] } },
      { type: 'xstate.error.actor.loadItems', error: new Error('down') },
      { type: 'xstate.done.actor.markShown', output: read },
      { type: 'xstate.error.actor.markShown', error: new Error('down') },
    ],
  },
]

describe('path coverage', { timeout: 120_000 }, () => {
  it('notifyBell: every state and transition', async () => {
    const observed: Observed = { states: new Set(), transitions: new Set() }
    let total = 0
    for (const set of sets) {
      const others = sets.filter((o) => o !== set).flatMap((o) => o.events.map((e) => e.type))
      const mine = new Set(set.events.map((e) => e.type))
      const paths = generatePaths(notifyBellMachine, {
        skip: others.filter((t) => !mine.has(t)),
        summarise: (c) => ({
          viewing: c.viewing,
          visible: c.visible,
          unread: (c.counts as { inbox: number } | null)?.inbox ?? null,
          items: (c.items as unknown[] | null)?.length ?? null,
          markFailed: c.markFailed,
        }),
        events: set.events,
      })
      for (const path of paths) {
        const seen = await replay(notifyBellMachine, path, observed, {})
        expect(seen, `${set.name}: ${path.name}`).toEqual(path.steps.map((s) => s.value))
      }
      total += paths.length
    }
    const c = coverage(notifyBellMachine, observed)
    reports.push(`${c.report} (${total} paths)`)
    expect(c.states.missing).toEqual([])
    expect(c.transitions.missing).toEqual([])
  })
})
