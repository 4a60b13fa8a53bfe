// The path-coverage run every shared-draw table shares (src/machines/drawTable.ts: 快3, 时时彩, PK10,
// 琉璃轮盘, 三公): the machine's common events sampled once here (the state read and re-read, a failing
// read, bets placed and refused, contributions, the rules dialog where the table has one, chips, the
// seed, retry), each table adding only its own; every generated path replayed against the REAL machine,
// and every state and transition required.

import { expect } from 'vitest'
import type { AnyEventObject, AnyStateMachine } from 'xstate'
import { coverage, generatePaths, type Observed, replay, type TestPath } from './coverage'

export const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
export const fail = (id: string, code = 203, message = '本期已封盘，请等待下一期') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})

/** The fields every shared-draw state read carries, for one issue with `seconds` to the close. */
export const drawState = (
  prefix: string,
  issue: string,
  seconds: number,
  times: { draw: string; close: string; now: string },
  wallet: 'central' | 'venue' = 'central',
) => ({
  issue,
  server_hash: 'a'.repeat(64),
  client_seed: `${prefix}-${issue}`,
  contributions: 0,
  my_seed: '',
  draw_at: times.draw,
  close_at: times.close,
  server_time: times.now,
  seconds_left: seconds,
  balance: '100.00',
  wallet,
  draws: [],
  rounds: [],
})

type Table = {
  machine: AnyStateMachine
  /** The machine's event prefix (`ssc`, `pk10`…). */
  prefix: string
  /** An open issue's state read and the next issue's, already closed. */
  open: unknown
  closed: unknown
  issue: string
  seed: string
  /** One line of the rules dialog's answer; none for a table without the dialog (快3). */
  rules?: unknown
  /** A bet code the board stages. */
  bet: string
  /** The table's own events (tabs, pickers, modes). */
  extra?: AnyEventObject[]
  /** The table's own context worth telling states apart by. */
  summarise?: (c: Record<string, unknown>) => Record<string, unknown>
}

/** Generates, replays and checks every path of one table's machine; returns the coverage. */
export async function coverDrawTable(t: Table) {
  const p = t.prefix
  const rules = t.rules === undefined ? [] : [done('rules', [t.rules]), fail('rules')]
  const dialog = t.rules === undefined ? [] : [{ type: `${p}.rules.open` }, { type: `${p}.rules.close` }]
  const paths = generatePaths(t.machine, {
    events: [
      done('load', t.open),
      done('load', t.closed),
      fail('load', 500, '服务器繁忙，请稍后再试'),
      done('place', {}),
      fail('place'),
      done('contribute', { issue: t.issue, client_seed: 'd'.repeat(64), contributions: 1, my_seed: t.seed }),
      fail('contribute'),
      ...rules,
      ...dialog,
      { type: `${p}.place`, bet: t.bet },
      { type: `${p}.remove`, bet: t.bet },
      { type: `${p}.chip`, amount: 50 },
      { type: `${p}.clear` },
      { type: `${p}.submit` },
      { type: `${p}.seed.edit`, value: t.seed },
      { type: `${p}.seed.submit` },
      { type: 'table.retry' },
      // 快3 has no rules dialog: its rules events are offered and change nothing.
      ...(t.rules === undefined ? [{ type: `${p}.rules.open` }] : []),
      ...(t.extra ?? []),
    ],
    summarise: (c) => {
      const s = c.state as { issue?: string; my_seed?: string } | null
      return {
        issue: s?.issue ?? null,
        slip: Object.keys(c.slip as object).length > 0,
        draft: c.seedDraft,
        mine: s?.my_seed ?? null,
        ...(t.rules === undefined ? {} : { rules: c.rules !== null }),
        ...(t.summarise?.(c) ?? {}),
      }
    },
  })
  // The rules dialog is a region beside the table, so the graph holds every table state several times
  // over: one path per (state, event, next state) is replayed, and the coverage below still has to
  // show every state entered and every transition taken.
  const last = (path: TestPath) => {
    const n = path.steps.length
    return JSON.stringify([
      n > 1 ? path.steps[n - 2].value : null,
      path.steps[n - 1]?.event.type,
      path.steps[n - 1]?.value,
    ])
  }
  const distinct = [...new Map(paths.map((path) => [last(path), path])).values()]
  const observed: Observed = { states: new Set(), transitions: new Set() }
  for (const path of distinct) {
    const seen = await replay(t.machine, path, observed)
    expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
  }
  const c = coverage(t.machine, observed)
  console.log(`${c.report} (${distinct.length} of ${paths.length} paths replayed)`)
  expect(c.states.missing, 'states').toEqual([])
  expect(c.transitions.missing, 'transitions').toEqual([])
  return c
}
