// Generated path tests over the 抢庄牛牛 table machine: every state and every transition definition of
// the REAL machine must be entered/taken by the replayed paths (tests/paths/coverage.ts): a round that
// opens, grabs and settles as banker, one that goes on to the bet, a round resumed at either step after
// a reload, refusals at every step, the rules dialog and the seed rotation.
import { afterAll, describe, expect, it } from 'vitest'
import { qiangzhuangMachine } from '../../src/machines/qiangzhuang.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 210, message = '余额不足') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})
const seed = { server_hash: 'a'.repeat(64), client_seed: 'client', nonce: 0 }
const table = {
  venue: 'lhchess',
  venue_name: '龙虎棋牌',
  balance: '1000.00',
  wallet: 'central',
  seed,
  previous_seed: null,
  rounds: [],
}
const rules = { antes: ['1.00', '2.00'], grabs: [0, 1, 2, 3], bets: [1, 2, 3, 5] }
const open = (step: 'grab' | 'bet') => ({
  round_id: 'QZ1-0',
  step,
  ante: '1.00',
  reserve: '135.00',
  visible: [],
  grabs: step === 'bet' ? [0, 3, 1, 0] : null,
  banker: step === 'bet' ? 1 : null,
  banker_multiple: step === 'bet' ? 3 : null,
})
const step = (o: unknown, round: unknown = null) => ({ open: o, round, balance: '865.00', seed })
const settled = step(null, { round_id: 'QZ1-0', result: { net: 100 } })
const reports: string[] = []
afterAll(() => console.log(`path coverage\n${reports.join('\n')}`))

describe('path coverage', { timeout: 60_000 }, () => {
  it('qiangzhuang: every state and transition', async () => {
    const paths = generatePaths(qiangzhuangMachine, {
      inputs: [{ venue: 'lhchess' }],
      events: [
        done('loadTable', { table, rules, open: null }),
        done('loadTable', { table, rules, open: open('grab') }),
        done('loadTable', { table, rules, open: open('bet') }),
        fail('loadTable', 500, '服务器异常'),
        { type: 'table.retry' },
        { type: 'qz.ante', amount: '2.00' },
        { type: 'qz.ante', amount: '7.00' },
        { type: 'qz.open' },
        done('openRound', step(open('grab'))),
        fail('openRound'),
        { type: 'qz.grab', multiple: 3 },
        { type: 'qz.grab', multiple: 4 },
        done('grab', settled),
        done('grab', step(open('bet'))),
        fail('grab', 409, '本局已进入下一步'),
        { type: 'qz.bet', multiple: 5 },
        { type: 'qz.bet', multiple: 4 },
        done('bet', settled),
        fail('bet', 409, '本局已进入下一步'),
        { type: 'rules.show' },
        { type: 'rules.hide' },
        { type: 'seed.edit', value: 'my seed' },
        { type: 'seed.rotate' },
        done('rotate', {
          previous: { server_seed: 's', server_hash: 'h', client_seed: 'c', rounds: 1, revealed_at: '' },
          current: seed,
        }),
        fail('rotate', 500, '服务器异常'),
      ],
      summarise: (ctx) => ({
        ante: ctx.ante,
        open: (ctx.open as { step: string } | null)?.step ?? null,
        rules: ctx.rulesOpen,
        loaded: ctx.table !== null,
        draft: ctx.clientSeedDraft,
      }),
      simplePathsUpTo: 0,
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(qiangzhuangMachine, path, observed, { actions: { toastError: () => {} } })
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(qiangzhuangMachine, observed)
    reports.push(c.report)
    expect(c.states.missing, 'qiangzhuang states').toEqual([])
    expect(c.transitions.missing, 'qiangzhuang transitions').toEqual([])
    // The guards hold: a multiple the table does not offer is never sent.
    const refused = paths
      .flatMap((p) => p.steps)
      .filter((s) => (s.event as { multiple?: number }).multiple === 4)
    expect(refused.length).toBeGreaterThan(0)
    for (const s of refused) expect(JSON.stringify(s.value)).not.toMatch(/submitting/)
    const values = paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.value))).join()
    expect(values).not.toContain('"ante":"7.00"')
  })
})
