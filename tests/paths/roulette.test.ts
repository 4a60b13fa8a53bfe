// Generated path tests over the 琉璃轮盘 page's machine: every state and every transition definition
// of the REAL machine is entered/taken by paths xstate/graph derives from it (the state read and
// re-read, chips staged on the grid in each mode, outside bets and the racetrack, slips placed and
// refused, contributions, the tick, and the rules dialog beside the table).
import { describe, expect, it } from 'vitest'
import type { RouletteStateData } from '../../src/api/games'
import { rouletteMachine } from '../../src/machines/roulette.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 203, message = '本期已封盘，请等待下一期') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})

const state = (issue: string, seconds: number): RouletteStateData => ({
  issue,
  server_hash: 'a'.repeat(64),
  client_seed: `roulette-${issue}`,
  contributions: 0,
  my_seed: '',
  draw_at: '2031-01-01 08:00:45',
  close_at: '2031-01-01 08:00:35',
  server_time: '2031-01-01 08:00:15',
  seconds_left: seconds,
  balance: '100.00',
  wallet: 'venue',
  draws: [],
  rounds: [],
  history: [17, 0, 32],
})

describe('path coverage', { timeout: 60_000 }, () => {
  it('琉璃轮盘: every state and transition', async () => {
    const machine = rouletteMachine
    const paths = generatePaths(machine, {
      events: [
        done('load', state('01234567', 30)),
        done('load', state('01234568', 0)),
        fail('load', 500, '服务器繁忙，请稍后再试'),
        done('place', {}),
        fail('place'),
        done('contribute', {
          issue: '01234567',
          client_seed: 'd'.repeat(64),
          contributions: 1,
          my_seed: 'wheel',
        }),
        fail('contribute'),
        done('rules', [{ type: 'straight', odds: 3600, edgeBp: 270, returned: 3600, staked: 3700 }]),
        fail('rules'),
        { type: 'roulette.rules.open' },
        { type: 'roulette.rules.close' },
        { type: 'roulette.mode', mode: 'split' },
        { type: 'roulette.cell', n: 17 },
        { type: 'roulette.place', bet: 'nb:0' },
        { type: 'roulette.remove', bet: 'nb:0' },
        { type: 'roulette.chip', amount: 50 },
        { type: 'roulette.clear' },
        { type: 'roulette.submit' },
        { type: 'roulette.seed.edit', value: 'wheel' },
        { type: 'roulette.seed.submit' },
        { type: 'table.retry' },
      ],
      summarise: (c) => {
        const s = c.state as RouletteStateData | null
        return {
          issue: s?.issue ?? null,
          slip: Object.keys(c.slip as object).length > 0,
          draft: c.seedDraft,
          mine: s?.my_seed ?? null,
          rules: c.rules !== null,
        }
      },
    })
    // The rules dialog is a region beside the table: one path per (state, event, next state) is
    // replayed, and the coverage below still has to show every state and transition.
    const last = (p: (typeof paths)[number]) => {
      const n = p.steps.length
      return JSON.stringify([
        n > 1 ? p.steps[n - 2].value : null,
        p.steps[n - 1]?.event.type,
        p.steps[n - 1]?.value,
      ])
    }
    const distinct = [...new Map(paths.map((p) => [last(p), p])).values()]
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of distinct) {
      const seen = await replay(machine, path, observed)
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(machine, observed)
    console.log(c.report)
    expect(c.states.missing, 'states').toEqual([])
    expect(c.transitions.missing, 'transitions').toEqual([])
  })
})
