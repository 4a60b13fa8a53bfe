// Generated path tests over the 时时彩 page's machine through the draw tables' kit (./drawTableKit.ts):
// every state and every transition of the REAL machine (the state read and re-read, bets on the board
// and from the 前三/后三 picker, slips placed and refused, contributions, the tick, and the rules
// dialog beside the table: computed once, then opened from what is kept).
import { describe, it } from 'vitest'
import type { SscStateData } from '../../src/api/games'
import { sscMachine } from '../../src/machines/ssc.machine'
import { coverDrawTable, drawState } from './drawTableKit'

const times = { draw: '2031-01-01 08:02:00', close: '2031-01-01 08:01:55', now: '2031-01-01 08:01:00' }
const state = (issue: string, seconds: number): SscStateData => drawState('ssc', issue, seconds, times)

describe('path coverage', { timeout: 60_000 }, () => {
  it('时时彩: every state and transition', async () => {
    await coverDrawTable({
      machine: sscMachine,
      prefix: 'ssc',
      open: state('20310101-241', 60),
      closed: state('20310101-242', 0),
      issue: '20310101-241',
      seed: 'lucky',
      rules: { type: 'digit', odds: 970, edgeBp: 300, returned: 9_700_000, staked: 10_000_000 },
      bet: 'd1:7',
      extra: [
        { type: 'ssc.tab', tab: 'three' },
        { type: 'ssc.pick.segment', segment: 'h3' },
        { type: 'ssc.pick.mode', mode: 'straight' },
        { type: 'ssc.pick.digit', place: 0, digit: 1 },
        { type: 'ssc.pick.digit', place: 1, digit: 2 },
        { type: 'ssc.pick.digit', place: 2, digit: 3 },
        { type: 'ssc.pick.add' },
      ],
      summarise: (c) => ({ picked: (c.pick as (number | null)[]).filter((d) => d !== null).length }),
    })
  })
})
