// The path coverage suite of a set of REAL flow machines (tests/paths/coverage.ts): every generated
// path replayed and checked step by step, then every state entered and every transition definition
// taken, per machine; the coverage figures are printed at the end of the file.
import { afterAll, describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { type CoverageOptions, coverage, generatePaths, type Observed, replay } from './coverage'

export type Model = [AnyStateMachine, CoverageOptions]

/** Every state and every transition of each machine, by the replayed paths; the coverage is printed. */
export function pathCoverageSuite(title: string, models: Model[]) {
  const reports: string[] = []
  afterAll(() => {
    console.log(`path coverage\n${reports.join('\n')}`)
  })
  describe(title, { timeout: 120_000 }, () => {
    for (const [machine, options] of models) {
      it(`${machine.id}: every state and every transition`, async () => {
        const paths = generatePaths(machine, options)
        const observed: Observed = { states: new Set(), transitions: new Set() }
        for (const path of paths) {
          const seen = await replay(machine, path, observed)
          expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
        }
        const c = coverage(machine, observed)
        reports.push(`${c.report} (${paths.length} paths)`)
        expect(c.states.missing, `${machine.id} states`).toEqual([])
        expect(c.transitions.missing, `${machine.id} transitions`).toEqual([])
        expect(c.states.covered).toBe(c.states.total)
        expect(c.transitions.covered).toBe(c.transitions.total)
      })
    }
  })
}
