// Generated path tests over the 微澜赛车 PK10 page's machine through the draw tables' kit
// (./drawTableKit.ts): every state and every transition of the REAL machine (the state read and
// re-read, bets on the board placed and refused, the tabs, contributions, the tick, and the rules
// dialog beside the table: computed once, then opened from what is kept).
import { describe, it } from 'vitest'
import type { Pk10StateData } from '../../src/api/games'
import { pk10Machine } from '../../src/machines/pk10.machine'
import { coverDrawTable, drawState } from './drawTableKit'

const times = { draw: '2031-01-01 08:03:00', close: '2031-01-01 08:02:50', now: '2031-01-01 08:02:00' }
const state = (issue: string, seconds: number): Pk10StateData => drawState('pk10', issue, seconds, times)

describe('path coverage', { timeout: 60_000 }, () => {
  it('微澜赛车: every state and transition', async () => {
    await coverDrawTable({
      machine: pk10Machine,
      prefix: 'pk10',
      open: state('0123456', 60),
      closed: state('0123457', 0),
      issue: '0123456',
      seed: 'lane',
      rules: { type: 'car', odds: 970, edgeBp: 300, returned: 8730, staked: 9000 },
      bet: 'gy:11',
      extra: [{ type: 'pk10.tab', tab: 'sum' }],
    })
  })
})
