// Generated path tests over the fast-3 (快3) page's machine, the shared-draw factory's fast-3 config
// (src/machines/drawTable.ts): every state and every transition definition of the REAL machine is
// entered/taken by paths xstate/graph derives from it (the state read and re-read, bets placed and
// refused, a line taken off the slip, contributions and the tick). Fast-3 has no rules dialog: its
// machine has no rules region, and the rules events change nothing.
import { describe, expect, it } from 'vitest'
import type { Fast3StateData } from '../../src/api/games'
import { fast3Machine } from '../../src/machines/drawTable'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 203, message = '本期已封盘，请等待下一期') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})

const state = (issue: string, seconds: number): Fast3StateData => ({
  issue,
  server_hash: 'a'.repeat(64),
  client_seed: `fast3-${issue}`,
  contributions: 0,
  my_seed: '',
  draw_at: '2031-01-01 08:03:00',
  close_at: '2031-01-01 08:02:55',
  server_time: '2031-01-01 08:02:00',
  seconds_left: seconds,
  balance: '100.00',
  wallet: 'central',
  draws: [],
  rounds: [],
})

describe('path coverage', { timeout: 60_000 }, () => {
  it('快3: every state and transition', async () => {
    const machine = fast3Machine
    const paths = generatePaths(machine, {
      events: [
        done('load', state('20310101-0803', 60)),
        done('load', state('20310101-0804', 0)),
        fail('load', 500, '服务器繁忙，请稍后再试'),
        done('place', {}),
        fail('place'),
        done('contribute', {
          issue: '20310101-0803',
          client_seed: 'd'.repeat(64),
          contributions: 1,
          my_seed: 'lucky',
        }),
        fail('contribute'),
        { type: 'fast3.rules.open' },
        { type: 'fast3.place', bet: 'big' },
        { type: 'fast3.remove', bet: 'big' },
        { type: 'fast3.chip', amount: 50 },
        { type: 'fast3.clear' },
        { type: 'fast3.submit' },
        { type: 'fast3.seed.edit', value: 'lucky' },
        { type: 'fast3.seed.submit' },
        { type: 'table.retry' },
      ],
      summarise: (c) => {
        const s = c.state as Fast3StateData | null
        return {
          issue: s?.issue ?? null,
          slip: Object.keys(c.slip as object).length > 0,
          draft: c.seedDraft,
          mine: s?.my_seed ?? null,
        }
      },
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(machine, path, observed)
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(machine, observed)
    console.log(`${c.report} (${paths.length} paths)`)
    expect(c.states.missing, 'states').toEqual([])
    expect(c.transitions.missing, 'transitions').toEqual([])
    // The table region only: no rules dialog to open.
    expect(c.states.total).toBe(8)
  })
})
