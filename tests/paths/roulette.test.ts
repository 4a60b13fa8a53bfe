// Generated path tests over the 琉璃轮盘 page's machine through the draw tables' kit
// (./drawTableKit.ts): every state and every transition of the REAL machine (the state read and
// re-read, chips staged on the grid in each mode, outside bets and the racetrack, slips placed and
// refused, contributions, the tick, and the rules dialog beside the table).
import { describe, it } from 'vitest'
import type { RouletteStateData } from '../../src/api/games'
import { rouletteMachine } from '../../src/machines/roulette.machine'
import { coverDrawTable, drawState } from './drawTableKit'

const times = { draw: '2031-01-01 08:00:45', close: '2031-01-01 08:00:35', now: '2031-01-01 08:00:15' }
const state = (issue: string, seconds: number): RouletteStateData => ({
  ...drawState('roulette', issue, seconds, times, 'venue'),
  history: [17, 0, 32],
})

describe('path coverage', { timeout: 60_000 }, () => {
  it('琉璃轮盘: every state and transition', async () => {
    await coverDrawTable({
      machine: rouletteMachine,
      prefix: 'roulette',
      open: state('01234567', 30),
      closed: state('01234568', 0),
      issue: '01234567',
      seed: 'wheel',
      rules: { type: 'straight', odds: 3600, edgeBp: 270, returned: 3600, staked: 3700 },
      bet: 'nb:0',
      extra: [
        { type: 'roulette.mode', mode: 'split' },
        { type: 'roulette.cell', n: 17 },
      ],
    })
  })
})
