// The fast-3 slip (src/machines/fast3.machine.ts): a placed slip leaves the staging area and is shown
// as the open draw's bets; once the state shows the next issue (the draw has settled) nothing from the
// old draw stays staged or marked. A refused bet keeps the slip for another try.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { ApiError } from '../../src/api/client'
import type { Fast3StateData } from '../../src/api/games'
import { fast3Machine } from '../../src/machines/fast3.machine'

const state = (over: Partial<Fast3StateData> = {}): Fast3StateData => ({
  issue: '20310101-0803',
  server_hash: 'b'.repeat(64),
  client_seed: 'fast3-20310101-0803',
  contributions: 0,
  my_seed: '',
  draw_at: '2031-01-01 08:03:00',
  close_at: '2031-01-01 08:02:55',
  server_time: '2031-01-01 08:02:20',
  seconds_left: 40,
  balance: '100.00',
  wallet: 'central',
  draws: [],
  rounds: [],
  ...over,
})

describe('fast-3 machine: staged and placed chips', () => {
  it('a placed slip is no longer staged, and is cleared when its draw settles', async () => {
    const loads = [state(), state({ seconds_left: 0 }), state({ issue: '20310101-0804' })]
    const sent: unknown[] = []
    const clock = new SimulatedClock()
    const actor = createActor(
      fast3Machine.provide({
        actors: {
          load: fromPromise(async () => loads.shift() ?? state({ issue: '20310101-0804' })),
          place: fromPromise(async ({ input }) => {
            sent.push(input)
            return {}
          }),
        },
      }),
      { clock },
    )
    try {
      actor.start()
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
      actor.send({ type: 'fast3.place', bet: 'big' })
      expect(actor.getSnapshot().context.slip).toEqual({ big: 10 })
      actor.send({ type: 'fast3.submit' })
      const placed = await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
      expect(sent).toEqual([{ bets: [{ bet: 'big', amount: 10 }] }])
      expect(placed.context.slip).toEqual({})
      expect(placed.context.placed).toEqual({ issue: '20310101-0803', bets: { big: 10 } })
      // Nothing staged: the same chip cannot be sent twice by accident.
      expect(placed.can({ type: 'fast3.submit' })).toBe(false)
      // The draw time passes: the next read shows the new issue, and the old bets leave the board.
      clock.increment(1000)
      const next = await waitFor(actor, (s) => s.context.state?.issue === '20310101-0804')
      expect(next.context.placed).toBeNull()
      expect(next.context.slip).toEqual({})
    } finally {
      actor.stop()
    }
  })

  it('chips staged for a draw that closes unplaced are dropped with it', async () => {
    const loads = [state({ seconds_left: 0 }), state({ issue: '20310101-0804' })]
    const clock = new SimulatedClock()
    const actor = createActor(
      fast3Machine.provide({
        actors: { load: fromPromise(async () => loads.shift() ?? state({ issue: '20310101-0804' })) },
      }),
      { clock },
    )
    try {
      actor.start()
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
      actor.send({ type: 'fast3.place', bet: 'sum:9' })
      expect(actor.getSnapshot().can({ type: 'fast3.submit' })).toBe(false)
      clock.increment(1000)
      const next = await waitFor(actor, (s) => s.context.state?.issue === '20310101-0804')
      expect(next.context.slip).toEqual({})
    } finally {
      actor.stop()
    }
  })

  it('a refused bet keeps the slip staged for another try', async () => {
    const actor = createActor(
      fast3Machine.provide({
        actors: {
          load: fromPromise(async () => state()),
          place: fromPromise<unknown, { bets: { bet: string; amount: number }[] }>(async () => {
            throw new ApiError(203, '余额不足')
          }),
        },
      }),
    )
    try {
      actor.start()
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }))
      actor.send({ type: 'fast3.place', bet: 'odd' })
      actor.send({ type: 'fast3.place', bet: 'odd' })
      actor.send({ type: 'fast3.submit' })
      const after = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && !s.hasTag('busy'))
      expect(after.context.slip).toEqual({ odd: 20 })
      expect(after.context.placed).toBeNull()
    } finally {
      actor.stop()
    }
  })
})
