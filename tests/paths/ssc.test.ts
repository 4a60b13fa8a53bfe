// Generated path tests over the 时时彩 page's machine: every state and every transition definition of
// the REAL machine is entered/taken by paths xstate/graph derives from it (the state read and re-read,
// bets on the board and from the 前三/后三 picker, slips placed and refused, contributions, the tick,
// and the rules dialog beside the table: computed once, then opened from what is kept).
import { describe, expect, it } from 'vitest'
import type { SscStateData } from '../../src/api/games'
import { sscMachine } from '../../src/machines/ssc.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 203, message = '本期已封盘，请等待下一期') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})

const state = (issue: string, seconds: number): SscStateData => ({
  issue,
  server_hash: 'a'.repeat(64),
  client_seed: `ssc-${issue}`,
  contributions: 0,
  my_seed: '',
  draw_at: '2031-01-01 08:02:00',
  close_at: '2031-01-01 08:01:55',
  server_time: '2031-01-01 08:01:00',
  seconds_left: seconds,
  balance: '100.00',
  wallet: 'central',
  draws: [],
  rounds: [],
})

describe('path coverage', { timeout: 60_000 }, () => {
  it('时时彩: every state and transition', async () => {
    const machine = sscMachine
    const paths = generatePaths(machine, {
      events: [
        done('load', state('20310101-241', 60)),
        done('load', state('20310101-242', 0)),
        fail('load', 500, '服务器繁忙，请稍后再试'),
        done('place', {}),
        fail('place'),
        done('contribute', {
          issue: '20310101-241',
          client_seed: 'd'.repeat(64),
          contributions: 1,
          my_seed: 'lucky',
        }),
        fail('contribute'),
        done('rules', [{ type: 'digit', odds: 970, edgeBp: 300, returned: 9_700_000, staked: 10_000_000 }]),
        fail('rules'),
        { type: 'ssc.rules.open' },
        { type: 'ssc.rules.close' },
        { type: 'ssc.tab', tab: 'three' },
        { type: 'ssc.place', bet: 'd1:7' },
        { type: 'ssc.remove', bet: 'd1:7' },
        { type: 'ssc.chip', amount: 50 },
        { type: 'ssc.clear' },
        { type: 'ssc.submit' },
        { type: 'ssc.pick.segment', segment: 'h3' },
        { type: 'ssc.pick.mode', mode: 'straight' },
        { type: 'ssc.pick.digit', place: 0, digit: 1 },
        { type: 'ssc.pick.digit', place: 1, digit: 2 },
        { type: 'ssc.pick.digit', place: 2, digit: 3 },
        { type: 'ssc.pick.add' },
        { type: 'ssc.seed.edit', value: 'lucky' },
        { type: 'ssc.seed.submit' },
        { type: 'table.retry' },
      ],
      summarise: (c) => {
        const s = c.state as SscStateData | null
        return {
          issue: s?.issue ?? null,
          slip: Object.keys(c.slip as object).length > 0,
          picked: (c.pick as (number | null)[]).filter((d) => d !== null).length,
          draft: c.seedDraft,
          mine: s?.my_seed ?? null,
          rules: c.rules !== null,
        }
      },
    })
    // The rules dialog is a region beside the table, so the graph holds every table state three times
    // over: one path per (state, event, next state) is replayed, and the coverage below still has to
    // show every state entered and every transition taken.
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
