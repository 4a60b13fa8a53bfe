// Generated path tests over the 三公 page's machine through the draw tables' kit (./drawTableKit.ts):
// every state and every transition of the REAL machine (the state read and re-read across a new round,
// bets on the six areas placed and refused, contributions, the tick, and the rules dialog beside the
// table: computed once, then opened from what is kept).
import { describe, it } from 'vitest'
import type { SangongStateData } from '../../src/api/games'
import { sangongMachine } from '../../src/machines/sangong.machine'
import { coverDrawTable, drawState } from './drawTableKit'

const times = { draw: '2031-01-01 08:00:40', close: '2031-01-01 08:00:35', now: '2031-01-01 08:00:10' }
const state = (issue: string, seconds: number): SangongStateData =>
  drawState('sangong', issue, seconds, times)

describe('path coverage', { timeout: 60_000 }, () => {
  it('三公: every state and transition', async () => {
    await coverDrawTable({
      machine: sangongMachine,
      prefix: 'sangong',
      open: state('SG20310101-0721', 30),
      closed: state('SG20310101-0722', 0),
      issue: 'SG20310101-0721',
      seed: 'gong',
      rules: { type: 'playerPair', odds: 1649, edgeBp: 300, returned: 257244, staked: 265200 },
      bet: 'banker',
    })
  })
})
