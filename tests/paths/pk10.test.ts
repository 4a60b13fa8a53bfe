// Generated path tests over the 微澜赛车 PK10 page's machine: every state and every transition definition
// of the REAL machine is entered/taken by paths xstate/graph derives from it (the state read and
// re-read, bets on the board placed and refused, contributions, the tick, and the rules dialog beside
// the table: computed once, then opened from what is kept).
import { describe, expect, it } from 'vitest'
import type { Pk10StateData } from '../../src/api/games'
import { pk10Machine } from '../../src/machines/pk10.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 203, message = '本期已封盘，请等待下一期') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})

const state = (issue: string, seconds: number): Pk10StateData => ({
  issue,
  server_hash: 'a'.repeat(64),
  client_seed: `pk10-${issue}`,
  contributions: 0,
  my_seed: '',
  draw_at: '2031-01-01 08:03:00',
  close_at: '2031-01-01 08:02:50',
  server_time: '2031-01-01 08:02:00',
  seconds_left: seconds,
  balance: '100.00',
  wallet: 'central',
  draws: [],
  rounds: [],
})

describe('path coverage', { timeout: 60_000 }, () => {
  it('微澜赛车: every state and transition', async () => {
    const machine = pk10Machine
    const paths = generatePaths(machine, {
      events: [
        done('load', state('0123456', 60)),
        done('load', state('0123457', 0)),
        fail('load', 500, '服务器繁忙，请稍后再试'),
        done('place', {}),
        fail('place'),
        done('contribute', {
          issue: '0123456',
          client_seed: 'd'.repeat(64),
          contributions: 1,
          my_seed: 'lane',
        }),
        fail('contribute'),
        done('rules', [{ type: 'car', odds: 970, edgeBp: 300, returned: 8730, staked: 9000 }]),
        fail('rules'),
        { type: 'pk10.rules.open' },
        { type: 'pk10.rules.close' },
        { type: 'pk10.tab', tab: 'sum' },
        { type: 'pk10.place', bet: 'gy:11' },
        { type: 'pk10.remove', bet: 'gy:11' },
        { type: 'pk10.chip', amount: 50 },
        { type: 'pk10.clear' },
        { type: 'pk10.submit' },
        { type: 'pk10.seed.edit', value: 'lane' },
        { type: 'pk10.seed.submit' },
        { type: 'table.retry' },
      ],
      summarise: (c) => {
        const s = c.state as Pk10StateData | null
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
