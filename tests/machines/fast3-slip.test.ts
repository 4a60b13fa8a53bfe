// The fast-3 slip on the shared-draw machine (src/machines/drawTable.ts, fast3Machine): a placed slip
// leaves the staging area and is shown as the open draw's bets, which are read from the player's
// unsettled rounds of that issue; once the state shows the next issue (the draw has settled) nothing
// from the old draw stays staged or marked. A refused bet keeps the slip for another try.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { ApiError } from '../../src/api/client'
import type { Fast3StateData, GameRound } from '../../src/api/games'
import { fast3Machine } from '../../src/machines/drawTable'

const ISSUE = '20310101-0803'
const NEXT = '20310101-0804'

const round = (issue: string, status: number, bets: GameRound['bets']): GameRound => ({
  round_id: `F3-${issue}-${status}`,
  venue: 'jdlottery',
  game_code: 'fast3',
  game_name: `快3 第${issue}期`,
  kind: 'fast3',
  stake: '10.00',
  payout: '0.00',
  status,
  result: status === 2 ? null : { dice: [1, 2, 3] },
  bets,
  balance_before: '100.00',
  balance_after: '90.00',
  nonce: null,
  issue,
  server_hash: 'b'.repeat(64),
  client_seed: `fast3-${issue}`,
  created_at: '2031-01-01 08:02:30',
})

const state = (over: Partial<Fast3StateData> = {}): Fast3StateData => ({
  issue: ISSUE,
  server_hash: 'b'.repeat(64),
  client_seed: `fast3-${ISSUE}`,
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
const idle = { ready: { table: 'idle' } } as const

describe('fast-3 machine: staged and placed chips', () => {
  it('a placed slip is no longer staged, and is cleared when its draw settles', async () => {
    const bigPlaced = [round(ISSUE, 2, [{ bet: 'big', amount: '10.00' }])]
    const loads = [
      state(),
      // Read right after the slip went through, as its draw time comes.
      state({ seconds_left: 0, rounds: bigPlaced }),
      state({ issue: NEXT, rounds: [round(ISSUE, 1, [{ bet: 'big', amount: '10.00' }])] }),
    ]
    const sent: unknown[] = []
    const clock = new SimulatedClock()
    const actor = createActor(
      fast3Machine.provide({
        actors: {
          load: fromPromise(async () => loads.shift() ?? state({ issue: NEXT })),
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
      await waitFor(actor, (s) => s.matches(idle))
      actor.send({ type: 'fast3.place', bet: 'big' })
      expect(actor.getSnapshot().context.slip).toEqual({ big: 10 })
      actor.send({ type: 'fast3.submit' })
      const placed = await waitFor(actor, (s) => s.matches(idle))
      expect(sent).toEqual([{ bets: [{ bet: 'big', amount: 10 }] }])
      expect(placed.context.slip).toEqual({})
      expect(placed.context.placed).toEqual({ big: '10.00' })
      // Nothing staged: the same chip cannot be sent twice by accident.
      expect(placed.can({ type: 'fast3.submit' })).toBe(false)
      // The draw time passes: the next read shows the new issue, and the old bets leave the board.
      clock.increment(1000)
      const next = await waitFor(actor, (s) => s.context.state?.issue === NEXT)
      expect(next.context.placed).toEqual({})
      expect(next.context.slip).toEqual({})
    } finally {
      actor.stop()
    }
  })

  it('what is placed on the open draw is read from the rounds, so a reload still shows it', async () => {
    const actor = createActor(
      fast3Machine.provide({
        actors: {
          load: fromPromise(async () =>
            state({
              rounds: [
                round(ISSUE, 2, [
                  { bet: 'sum:9', amount: '5.00' },
                  { bet: 'odd', amount: '10.00' },
                ]),
                round(ISSUE, 2, [{ bet: 'odd', amount: '20.00' }]),
                round('20310101-0802', 1, [{ bet: 'even', amount: '50.00' }]),
              ],
            }),
          ),
        },
      }),
    )
    try {
      actor.start()
      const ready = await waitFor(actor, (s) => s.matches(idle))
      expect(ready.context.placed).toEqual({ 'sum:9': '5.00', odd: '30.00' })
    } finally {
      actor.stop()
    }
  })

  it('chips staged for a draw that closes unplaced are dropped with it', async () => {
    const loads = [state({ seconds_left: 0 }), state({ issue: NEXT })]
    const clock = new SimulatedClock()
    const actor = createActor(
      fast3Machine.provide({
        actors: { load: fromPromise(async () => loads.shift() ?? state({ issue: NEXT })) },
      }),
      { clock },
    )
    try {
      actor.start()
      await waitFor(actor, (s) => s.matches(idle))
      actor.send({ type: 'fast3.place', bet: 'sum:9' })
      expect(actor.getSnapshot().context.slip).toEqual({ 'sum:9': 10 })
      expect(actor.getSnapshot().can({ type: 'fast3.submit' })).toBe(false)
      clock.increment(1000)
      const next = await waitFor(actor, (s) => s.context.state?.issue === NEXT)
      expect(next.context.slip).toEqual({})
    } finally {
      actor.stop()
    }
  })

  it('a refused bet keeps the slip staged for another try; a line can be taken off it', async () => {
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
      await waitFor(actor, (s) => s.matches(idle))
      actor.send({ type: 'fast3.place', bet: 'odd' })
      actor.send({ type: 'fast3.place', bet: 'odd' })
      actor.send({ type: 'fast3.chip', amount: 5 })
      actor.send({ type: 'fast3.place', bet: 'sum:4' })
      actor.send({ type: 'fast3.submit' })
      const after = await waitFor(actor, (s) => s.matches(idle) && !s.hasTag('busy'))
      expect(after.context.slip).toEqual({ odd: 20, 'sum:4': 5 })
      expect(after.context.placed).toEqual({})
      actor.send({ type: 'fast3.remove', bet: 'odd' })
      expect(actor.getSnapshot().context.slip).toEqual({ 'sum:4': 5 })
    } finally {
      actor.stop()
    }
  })

  it('a slip with a key that is not a fast-3 bet is never sent, and there is no rules dialog', async () => {
    const actor = createActor(fast3Machine.provide({ actors: { load: fromPromise(async () => state()) } }))
    try {
      actor.start()
      await waitFor(actor, (s) => s.matches(idle))
      actor.send({ type: 'fast3.place', bet: 'sum:19' })
      expect(actor.getSnapshot().can({ type: 'fast3.submit' })).toBe(false)
      actor.send({ type: 'fast3.rules.open' })
      expect(actor.getSnapshot().value).toEqual({ ready: { table: 'idle' } })
      expect(actor.getSnapshot().hasTag('modal')).toBe(false)
    } finally {
      actor.stop()
    }
  })
})
