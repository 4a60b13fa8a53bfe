// The notification bell (src/machines/notifyBell.machine.ts): counts polled at 4.3 s while visible,
// a kind's page marks that kind read, the panel loads the newest items and marks the shown kinds read.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { NotifyCounts, NotifyItem, NotifyKind } from '../../src/api/notify'
import { notifyBellMachine, unreadKinds, unreadTotal } from '../../src/machines/notifyBell.machine'

const flush = () => new Promise((r) => setTimeout(r, 0))
const item = (kind: NotifyKind, unread: boolean, id = 1): NotifyItem => ({
  kind,
  id,
  title: 't',
  amount: null,
  at: '2026-01-01 12:00:00',
  unread,
})

/** A small server: counts per kind, marking a kind read zeroes it; `down` makes every call fail. */
function start(initial: NotifyCounts, items: NotifyItem[] = []) {
  const clock = new SimulatedClock()
  const server = { counts: { ...initial }, asked: 0, marked: [] as NotifyKind[][], down: false }
  const mark = async (kinds: NotifyKind[]) => {
    if (server.down) throw new Error('down')
    server.marked.push(kinds)
    for (const k of kinds) server.counts[k] = 0
    return { ...server.counts }
  }
  const machine = notifyBellMachine.provide({
    actors: {
      countUnread: fromPromise(async () => {
        server.asked++
        if (server.down) throw new Error('down')
        return { ...server.counts }
      }),
      loadItems: fromPromise(async () => {
        if (server.down) throw new Error('down')
        return { counts: { ...server.counts }, items }
      }),
      markViewed: fromPromise(({ input }: { input: { kinds: NotifyKind[] } }) => mark(input.kinds)),
      markShown: fromPromise(({ input }: { input: { kinds: NotifyKind[] } }) => mark(input.kinds)),
    },
  })
  const actor = createActor(machine, { clock }).start()
  const total = () => unreadTotal(actor.getSnapshot().context)
  return { actor, clock, server, total }
}

describe('notification bell', () => {
  it('adds up the kinds, asks again every 4.3 s, keeps the count through a failure, pauses when hidden', async () => {
    const { actor, clock, server, total } = start({ inbox: 1, bets: 2, deposits: 0 })
    try {
      await flush()
      expect(total()).toBe(3)
      server.counts.deposits = 1
      clock.increment(4300)
      await flush()
      expect([server.asked, total()]).toEqual([2, 4])
      server.down = true
      clock.increment(4300)
      await flush()
      expect(total()).toBe(4)
      server.down = false
      actor.send({ type: 'bell.visibility', visible: false })
      clock.increment(4300)
      await flush()
      expect(actor.getSnapshot().value).toMatchObject({ poll: 'paused' })
      const asked = server.asked
      clock.increment(20_000)
      await flush()
      expect(server.asked).toBe(asked)
      actor.send({ type: 'bell.visibility', visible: true })
      await flush()
      expect(server.asked).toBe(asked + 1)
    } finally {
      actor.stop()
    }
  })

  it("a kind's page on screen marks that kind read, once, and again when new items arrive", async () => {
    const { actor, clock, server, total } = start({ inbox: 2, bets: 1, deposits: 0 })
    try {
      actor.send({ type: 'bell.viewing', kind: 'inbox' })
      await flush()
      await flush()
      expect(server.marked).toEqual([['inbox']])
      expect(total()).toBe(1)
      clock.increment(4300)
      await flush()
      expect(server.marked).toHaveLength(1)
      server.counts.inbox = 1
      clock.increment(4300)
      await flush()
      await flush()
      expect(server.marked).toEqual([['inbox'], ['inbox']])
      // Deposits' page with nothing unread marks nothing.
      actor.send({ type: 'bell.viewing', kind: 'deposits' })
      await flush()
      expect(server.marked).toHaveLength(2)
    } finally {
      actor.stop()
    }
  })

  it('a failed page mark is tried again with the next counts, not in a loop', async () => {
    const { actor, clock, server } = start({ inbox: 1, bets: 0, deposits: 0 })
    try {
      await flush()
      server.down = true
      actor.send({ type: 'bell.viewing', kind: 'inbox' })
      await flush()
      expect(actor.getSnapshot().context.markFailed).toBe(true)
      await flush()
      expect(server.marked).toEqual([])
      server.down = false
      clock.increment(4300)
      await flush()
      await flush()
      expect(server.marked).toEqual([['inbox']])
    } finally {
      actor.stop()
    }
  })

  it('the panel loads the items, marks the kinds it showed unread, and keeps their dots until closed', async () => {
    const items = [item('bets', true, 1), item('inbox', true, 2), item('deposits', false, 3)]
    const { actor, server, total } = start({ inbox: 1, bets: 1, deposits: 0 }, items)
    try {
      await flush()
      actor.send({ type: 'bell.open' })
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      await flush()
      await flush()
      expect(server.marked).toEqual([['bets', 'inbox']])
      expect(actor.getSnapshot().value).toMatchObject({ panel: 'open' })
      expect(total()).toBe(0)
      expect(unreadKinds(actor.getSnapshot().context.items)).toEqual(['bets', 'inbox'])
      actor.send({ type: 'bell.close' })
      expect(actor.getSnapshot().hasTag('panel')).toBe(false)
    } finally {
      actor.stop()
    }
  })

  it('a panel with nothing unread marks nothing; a failed load offers a retry', async () => {
    const { actor, server } = start({ inbox: 0, bets: 0, deposits: 0 }, [item('inbox', false)])
    try {
      await flush()
      server.down = true
      actor.send({ type: 'bell.open' })
      await flush()
      expect(actor.getSnapshot().hasTag('error')).toBe(true)
      server.down = false
      actor.send({ type: 'bell.retry' })
      await flush()
      await flush()
      expect(actor.getSnapshot().value).toMatchObject({ panel: 'open' })
      expect(server.marked).toEqual([])
    } finally {
      actor.stop()
    }
  })
})
