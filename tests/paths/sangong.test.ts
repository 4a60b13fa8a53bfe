// Generated path tests over the 三公 page's machine: every state and every transition definition of the
// REAL machine is entered/taken by paths xstate/graph derives from it (the state read and re-read
// across a new round, bets on the six areas placed and refused, contributions, the tick, and the rules
// dialog beside the table: computed once, then opened from what is kept).
import { describe, expect, it } from 'vitest'
import type { SangongStateData } from '../../src/api/games'
import { sangongMachine } from '../../src/machines/sangong.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 203, message = '本局已停止下注，请等待下一局') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})

const state = (issue: string, seconds: number): SangongStateData => ({
  issue,
  server_hash: 'a'.repeat(64),
  client_seed: `sangong-${issue}`,
  contributions: 0,
  my_seed: '',
  draw_at: '2031-01-01 08:00:40',
  close_at: '2031-01-01 08:00:35',
  server_time: '2031-01-01 08:00:10',
  seconds_left: seconds,
  balance: '100.00',
  wallet: 'central',
  draws: [],
  rounds: [],
})

describe('path coverage', { timeout: 60_000 }, () => {
  it('三公: every state and transition', async () => {
    const machine = sangongMachine
    const paths = generatePaths(machine, {
      events: [
        done('load', state('SG20310101-0721', 30)),
        done('load', state('SG20310101-0722', 0)),
        fail('load', 500, '服务器繁忙，请稍后再试'),
        done('place', {}),
        fail('place'),
        done('contribute', {
          issue: 'SG20310101-0721',
          client_seed: 'd'.repeat(64),
          contributions: 1,
          my_seed: 'gong',
        }),
        fail('contribute'),
        done('rules', [{ type: 'playerPair', odds: 1649, edgeBp: 300, returned: 257244, staked: 265200 }]),
        fail('rules'),
        { type: 'sangong.rules.open' },
        { type: 'sangong.rules.close' },
        { type: 'sangong.place', bet: 'banker' },
        { type: 'sangong.remove', bet: 'banker' },
        { type: 'sangong.chip', amount: 50 },
        { type: 'sangong.clear' },
        { type: 'sangong.submit' },
        { type: 'sangong.seed.edit', value: 'gong' },
        { type: 'sangong.seed.submit' },
        { type: 'table.retry' },
      ],
      summarise: (c) => {
        const s = c.state as SangongStateData | null
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
