// Generated path tests over the venue top-up offer (src/machines/venueTopUp.machine.ts) and the launch
// that invokes it: every state and every transition definition of the REAL machine is entered/taken.
import { afterAll, describe, expect, it } from 'vitest'
import { venueTopUpMachine } from '../../src/machines/venueTopUp.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 500, message = '服务器错误') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})
const reports: string[] = []
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

describe('path coverage', { timeout: 60_000 }, () => {
  it('venueTopUp: every state and transition', async () => {
    const paths = generatePaths(venueTopUpMachine, {
      inputs: [{ platname: 'jdlive' }],
      summarise: (c) => ({ amount: c.amount, error: c.error }),
      events: [
        done('readWallets', { transferstatus: 0, balance: '100.00', venueBalance: '0.00' }),
        done('readWallets', { transferstatus: 1, balance: '100.00', venueBalance: '0.00' }),
        done('readWallets', { transferstatus: 0, balance: '100.00', venueBalance: '5.00' }),
        fail('readWallets'),
        { type: 'topUp.amount', amount: '' },
        { type: 'topUp.amount', amount: '50' },
        { type: 'topUp.amount', amount: '500' },
        { type: 'topUp.confirm' },
        { type: 'topUp.skip' },
        done('transferMoney', null),
        fail('transferMoney', 209, '余额不足'),
      ],
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(venueTopUpMachine, path, observed, {})
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(venueTopUpMachine, observed)
    reports.push(c.report)
    expect(c.states.missing).toEqual([])
    expect(c.transitions.missing).toEqual([])
  })
})
