// Generated path tests over the fast-3 (快3) page's machine, the shared-draw factory's fast-3 config
// (src/machines/drawTable.ts), through the draw tables' kit (./drawTableKit.ts): every state and every
// transition of the REAL machine. Fast-3 has no rules dialog: its machine has no rules region, and the
// rules events change nothing.
import { describe, expect, it } from 'vitest'
import type { Fast3StateData } from '../../src/api/games'
import { fast3Machine } from '../../src/machines/drawTable'
import { coverDrawTable, drawState } from './drawTableKit'

const times = { draw: '2031-01-01 08:03:00', close: '2031-01-01 08:02:55', now: '2031-01-01 08:02:00' }
const state = (issue: string, seconds: number): Fast3StateData => drawState('fast3', issue, seconds, times)

describe('path coverage', { timeout: 60_000 }, () => {
  it('快3: every state and transition', async () => {
    const c = await coverDrawTable({
      machine: fast3Machine,
      prefix: 'fast3',
      open: state('20310101-0803', 60),
      closed: state('20310101-0804', 0),
      issue: '20310101-0803',
      seed: 'lucky',
      bet: 'big',
    })
    // The table region only: no rules dialog to open.
    expect(c.states.total).toBe(8)
  })
})
