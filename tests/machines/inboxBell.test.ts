// The header's bell (src/machines/inboxBell.machine.ts): the inbox total against the total last seen,
// polled at 4.3 s while the page is visible, everything seen while the inbox is open.
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { inboxBellMachine, unreadCount } from '../../src/machines/inboxBell.machine'

const flush = () => new Promise((r) => setTimeout(r, 0))

function start(seen: number, totals: number[]) {
  const clock = new SimulatedClock()
  const asked = { count: 0 }
  const saveSeen = vi.fn()
  const machine = inboxBellMachine.provide({
    actors: {
      countInbox: fromPromise(async () => {
        const total = totals[Math.min(asked.count, totals.length - 1)]
        asked.count++
        if (total < 0) throw new Error('down')
        return total
      }),
    },
    actions: { saveSeen: ({ context }) => saveSeen(context.seen) },
  })
  const actor = createActor(machine, { input: { seen }, clock }).start()
  const unread = () => unreadCount(actor.getSnapshot().context)
  return { actor, clock, asked, saveSeen, unread }
}

describe('inbox bell', () => {
  it('counts what arrived since last seen, asks again every 4.3 s, and keeps the count through a failure', async () => {
    const { actor, clock, asked, unread } = start(2, [3, 5, -1, 6])
    try {
      await flush()
      expect(unread()).toBe(1)
      clock.increment(4299)
      await flush()
      expect(asked.count).toBe(1)
      clock.increment(1)
      await flush()
      expect([asked.count, unread()]).toEqual([2, 3])
      clock.increment(4300)
      await flush()
      expect([asked.count, unread()]).toEqual([3, 3])
      clock.increment(4300)
      await flush()
      expect([asked.count, unread()]).toEqual([4, 4])
    } finally {
      actor.stop()
    }
  })

  it('opening the inbox sees everything, also what arrives while it is open; the count is kept', async () => {
    const { actor, clock, saveSeen, unread } = start(0, [3, 4, 6])
    try {
      await flush()
      expect(unread()).toBe(3)
      actor.send({ type: 'bell.viewing', viewing: true })
      expect(unread()).toBe(0)
      expect(saveSeen).toHaveBeenLastCalledWith(3)
      clock.increment(4300)
      await flush()
      expect(unread()).toBe(0)
      expect(saveSeen).toHaveBeenLastCalledWith(4)
      actor.send({ type: 'bell.viewing', viewing: false })
      clock.increment(4300)
      await flush()
      expect(unread()).toBe(2)
    } finally {
      actor.stop()
    }
  })

  it('a hidden page stops asking and asks at once when shown again', async () => {
    const { actor, clock, asked } = start(0, [1])
    try {
      await flush()
      actor.send({ type: 'bell.visibility', visible: false })
      clock.increment(4300)
      await flush()
      expect(actor.getSnapshot().value).toBe('paused')
      clock.increment(60_000)
      await flush()
      expect(asked.count).toBe(1)
      actor.send({ type: 'bell.visibility', visible: true })
      await flush()
      expect(asked.count).toBe(2)
    } finally {
      actor.stop()
    }
  })

  it('fewer messages than seen (some withdrawn) count as none unread, not fewer than none', () => {
    expect(unreadCount({ total: null, seen: 4 })).toBe(0)
    expect(unreadCount({ total: 2, seen: 4 })).toBe(0)
    expect(unreadCount({ total: 7, seen: 4 })).toBe(3)
  })
})
