// Generated path tests over the 二八杠 table machine: every state and every transition definition of the
// REAL machine must be entered/taken by the replayed paths (tests/paths/coverage.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { erbagangMachine } from '../../src/machines/erbagang.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 210, message = '余额不足') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})
const seed = { server_hash: 'a'.repeat(64), client_seed: 'client', nonce: 0 }
const table = {
  venue: 'bfchess',
  venue_name: '百福棋牌',
  balance: '1000.00',
  wallet: 'venue',
  seed,
  previous_seed: null,
  rounds: [],
}
const rules = {
  paytable: { points: 10000, whitePair: 10000 },
  antes: ['1.00', '5.00', '10.00'],
  rtp: 0.985,
  rtp_fraction: [45022, 45695],
}
const round = { round_id: 'EB1-0', result: { winner: 'banker', tie: true } }
const reports: string[] = []
afterAll(() => console.log(`path coverage\n${reports.join('\n')}`))

describe('path coverage', { timeout: 60_000 }, () => {
  it('erbagang: every state and transition', async () => {
    const paths = generatePaths(erbagangMachine, {
      inputs: [{ venue: 'bfchess' }],
      events: [
        done('loadTable', { table, rules }),
        fail('loadTable', 500, '服务器异常'),
        { type: 'table.retry' },
        { type: 'ebg.ante', amount: '5.00' },
        { type: 'ebg.ante', amount: '7.00' },
        { type: 'ebg.deal' },
        done('deal', { round, balance: '990.00', seed: { ...seed, nonce: 1 } }),
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
      summarise: (ctx) => ({ ante: ctx.ante, draft: ctx.clientSeedDraft, loaded: ctx.table !== null }),
      simplePathsUpTo: 0,
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(erbagangMachine, path, observed, { actions: { toastError: () => {} } })
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(erbagangMachine, observed)
    reports.push(c.report)
    expect(c.states.missing, 'erbagang states').toEqual([])
    expect(c.transitions.missing, 'erbagang transitions').toEqual([])
    // The guard holds: an ante the table does not offer is never chosen.
    expect(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.value))).join()).not.toContain(
      '"ante":"7.00"',
    )
  })
})
