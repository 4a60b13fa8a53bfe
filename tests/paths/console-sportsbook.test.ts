// Generated path tests over the console's sportsbook void flow (src/console/machines/
// voidMatch.machine.ts): open on a match, the required reason, the confirm step, the server's answer
// (done, or a refusal back to the reason). Every state and transition of the REAL machine is entered
// or taken by the replayed paths (tests/paths/coverage.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { ConsoleError } from '../../src/console/api'
import { voidMatchMachine } from '../../src/console/machines/voidMatch.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const match = { id: 'vfl-1-0', title: '金鼎虚拟超级联赛 · A vs B', bets: 2, stake: '150.00' }
const reports: string[] = []
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

describe('sportsbook console flow path coverage', { timeout: 120_000 }, () => {
  it('voidMatch: every state and every transition', async () => {
    const options = {
      inputs: [{ fallback: '作废失败，请重试' }],
      summarise: (c: Record<string, unknown>) => ({
        match: c.match !== null,
        reason: (c.reason as string).trim() !== '',
        result: c.result !== null,
        error: c.error !== null,
      }),
      events: [
        { type: 'open', match },
        { type: 'reason', reason: '比分源异常' },
        { type: 'reason', reason: '   ' },
        { type: 'next' },
        { type: 'back' },
        { type: 'confirm' },
        { type: 'cancel' },
        { type: 'close' },
        { type: 'xstate.done.actor.voidMatch', output: { id: match.id, bets: 2, settled: 1 } },
        {
          type: 'xstate.error.actor.voidMatch',
          error: new ConsoleError(409, '比赛已结束并已结算，不能作废'),
        },
      ],
    }
    const paths = generatePaths(voidMatchMachine, options)
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(voidMatchMachine, path, observed)
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(voidMatchMachine, observed)
    reports.push(`${c.report} (${paths.length} paths)`)
    expect(c.states.missing).toEqual([])
    expect(c.transitions.missing).toEqual([])
  })

  it('a refusal returns to the reason with the server text; an empty reason never reaches the server', async () => {
    const { createActor, fromPromise } = await import('xstate')
    const calls: string[] = []
    let fail = true
    const actor = createActor(
      voidMatchMachine.provide({
        actors: {
          voidMatch: fromPromise(async ({ input }: { input: { id: string; reason: string } }) => {
            calls.push(input.reason)
            if (fail) throw new ConsoleError(409, '该比赛已作废，不能重复操作')
            return { id: input.id, bets: 2, settled: 1 }
          }),
        },
      }),
      { input: { fallback: 'x' } },
    ).start()
    actor.send({ type: 'open', match })
    actor.send({ type: 'reason', reason: '  ' })
    actor.send({ type: 'next' })
    expect(actor.getSnapshot().value).toBe('reason')
    actor.send({ type: 'reason', reason: ' 比分源异常 ' })
    actor.send({ type: 'next' })
    actor.send({ type: 'confirm' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('reason')
    expect(actor.getSnapshot().context.error).toBe('该比赛已作废，不能重复操作')
    fail = false
    actor.send({ type: 'next' })
    actor.send({ type: 'confirm' })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe('done')
    expect(calls).toEqual(['比分源异常', '比分源异常'])
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().context).toMatchObject({ match: null, reason: '', result: null, error: null })
  })
})
