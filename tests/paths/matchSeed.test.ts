// Generated path tests over the match client-seed machine (src/machines/matchSeed.machine.ts): every
// state and every transition definition of the REAL machine must be entered/taken by the replayed paths
// (tests/paths/coverage.ts).
import { describe, expect, it } from 'vitest'
import { matchSeedMachine } from '../../src/machines/matchSeed.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code: number, message: string) => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})
const loaded = (closed: boolean) => ({ client_seed: 'sportsbook-m', contributions: 0, my_seed: '', closed })

describe('path coverage', { timeout: 60_000 }, () => {
  it('matchSeed: every state and transition', async () => {
    const paths = generatePaths(matchSeedMachine, {
      inputs: [{ matchId: 'vfl-1-0' }],
      events: [
        done('load', loaded(false)),
        done('load', loaded(true)),
        fail('load', 500, '服务器异常'),
        { type: 'seed.retry' },
        { type: 'seed.edit', value: 'lucky-7' },
        { type: 'seed.edit', value: 'has space' },
        { type: 'seed.submit' },
        done('submit', { match_id: 'vfl-1-0', client_seed: 'ab'.repeat(32), contributions: 1 }),
        fail('submit', 203, '该场比赛已停止投注，种子已锁定'),
        fail('submit', 500, '服务器异常'),
      ],
      summarise: (ctx) => ({
        valid: /^[\x21-\x7e]{1,64}$/.test(ctx.draft as string),
        mine: (ctx.seed as { my_seed: string } | null)?.my_seed === ctx.draft,
        closed: ctx.closed,
        error: ctx.error !== '',
        saved: ctx.saved,
      }),
      simplePathsUpTo: 0,
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(matchSeedMachine, path, observed)
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(matchSeedMachine, observed)
    console.log(`path coverage\n${c.report}`)
    expect(c.states.missing, 'matchSeed states').toEqual([])
    expect(c.transitions.missing, 'matchSeed transitions').toEqual([])
  })
})
