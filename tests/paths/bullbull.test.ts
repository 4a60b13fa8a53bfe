// Generated path tests over the bull-bull table machine: every state and every transition definition of
// the REAL machine must be entered/taken by the replayed paths (tests/paths/coverage.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { bullbullMachine } from '../../src/machines/bullbull.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 210, message = '余额不足') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})
const seed = { server_hash: 'a'.repeat(64), client_seed: 'client', nonce: 0 }
const table = {
  venue: 'jdchess',
  venue_name: '金鼎棋牌',
  balance: '1000.00',
  wallet: 'central',
  seed,
  previous_seed: null,
  rounds: [],
}
const rules = {
  multiples: { none: 1, bullbull: 4 },
  commission_bp: 500,
  bases: ['1.00', '5.00', '10.00'],
  max_multiple: 5,
}
const round = { round_id: 'NN1-0', result: { winner: 'player' } }
const reports: string[] = []
afterAll(() => console.log(`path coverage\n${reports.join('\n')}`))

describe('path coverage', { timeout: 60_000 }, () => {
  it('bullbull: every state and transition', async () => {
    const paths = generatePaths(bullbullMachine, {
      inputs: [{ venue: 'jdchess' }],
      events: [
        done('loadTable', { table, rules }),
        fail('loadTable', 500, '服务器异常'),
        { type: 'table.retry' },
        { type: 'bull.base', amount: '5.00' },
        { type: 'bull.base', amount: '7.00' },
        { type: 'bull.deal' },
        done('deal', { round, balance: '1004.75', seed: { ...seed, nonce: 1 } }),
        fail('deal'),
        { type: 'seed.edit', value: 'my seed' },
        { type: 'seed.edit', value: 'mine' },
        { type: 'seed.rotate' },
        done('rotate', {
          previous: { server_seed: 's', server_hash: 'h', client_seed: 'c', rounds: 1, revealed_at: '' },
          current: seed,
        }),
        fail('rotate', 500, '服务器异常'),
      ],
      summarise: (ctx) => ({ base: ctx.base, draft: ctx.clientSeedDraft, loaded: ctx.table !== null }),
      simplePathsUpTo: 0,
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(bullbullMachine, path, observed, { actions: { toastError: () => {} } })
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(bullbullMachine, observed)
    reports.push(c.report)
    expect(c.states.missing, 'bullbull states').toEqual([])
    expect(c.transitions.missing, 'bullbull transitions').toEqual([])
    // The guard holds: a base the table does not offer is never chosen.
    expect(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.value))).join()).not.toContain(
      '"base":"7.00"',
    )
  })
})
