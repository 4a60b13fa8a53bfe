// Generated path tests over the bet slip and the sportsbook board machines: every state and every
// transition definition of the REAL machines must be entered/taken by the replayed paths
// (tests/paths/coverage.ts).
import { afterAll, describe, expect, it } from 'vitest'
import { betSlipMachine } from '../../src/machines/betSlip.machine'
import { sportsBoardMachine } from '../../src/machines/sportsBoard.machine'
import { board as boardOf, newPick } from '../machines/betSlip-kit'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 241, message = '该场比赛已停止投注') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})
const pick = (matchId: string) => newPick(matchId, 'fb.1x2', 'home', 2000)
/** Both matches of the board at one home price. */
const board = (odds: number) => boardOf({ 'm-1-1': odds, 'm-1-2': odds })
const key = 'm-1-1|fb.1x2|home'
const reports: string[] = []
afterAll(() => console.log(`path coverage\n${reports.join('\n')}`))

describe('path coverage', { timeout: 120_000 }, () => {
  it('betSlip: every state and transition', async () => {
    const paths = generatePaths(betSlipMachine, {
      inputs: [{ venue: 'jdsport', pref: 'none' }],
      events: [
        { type: 'slip.toggle', pick: pick('m-1-1') },
        { type: 'slip.toggle', pick: pick('m-1-2') },
        { type: 'slip.remove', key },
        { type: 'slip.mode', mode: 'parlay' },
        { type: 'slip.mode', mode: 'singles' },
        { type: 'slip.stake', key, value: '10' },
        { type: 'slip.parlayStake', value: '10' },
        { type: 'slip.pref', pref: 'any' },
        { type: 'slip.board', board: board(2100) },
        { type: 'slip.acceptChanges' },
        { type: 'slip.place' },
        { type: 'slip.clear' },
        { type: 'slip.done' },
        { type: 'slip.keep' },
        done('place', { bets: [], balance: '490.00' }),
        fail('place'),
        fail('place', 242, '赔率已变化，请确认新赔率后再投注'),
        done('reprice', board(1900)),
        fail('reprice', 500, '服务器异常'),
      ],
      // What the slip's guards read, coarsely: the number of picks and whether a price awaits
      // acceptance, the mode, whether stakes are in, the preference. A finer summary (every stake and
      // price) multiplies the states explored without reaching a new state or transition.
      summarise: (ctx) => {
        const picks = ctx.picks as { odds: number; accepted: number }[]
        return {
          picks: picks.length,
          pending: picks.some((p) => p.odds !== p.accepted),
          mode: ctx.mode,
          staked: Object.keys(ctx.stakes as object).length > 0,
          parlay: ctx.parlayStake !== '',
          pref: ctx.pref,
          limits: ctx.limits !== null,
        }
      },
      simplePathsUpTo: 0,
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(betSlipMachine, path, observed, { actions: { persistPref: () => {} } })
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(betSlipMachine, observed)
    reports.push(c.report)
    expect(c.states.missing, 'betSlip states').toEqual([])
    expect(c.transitions.missing, 'betSlip transitions').toEqual([])
  })

  it('sportsBoard: every state and transition', async () => {
    const paths = generatePaths(sportsBoardMachine, {
      inputs: [{ venue: 'jdsport' }],
      events: [
        done('load', board(2000)),
        fail('load', 500, '服务器异常'),
        { type: 'board.retry' },
        { type: 'board.refresh' },
        { type: 'board.league', league: 'vfl' },
        { type: 'board.tab', tab: 'table' },
      ],
      summarise: (ctx) => ({ league: ctx.league, tab: ctx.tab, loaded: ctx.board !== null }),
      simplePathsUpTo: 0,
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(sportsBoardMachine, path, observed)
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    // The hidden-tab branch of the refresh tick: replayed with the guard saying "hidden".
    for (const path of paths.filter((p) => p.steps.some((s) => s.event.type.startsWith('xstate.after')))) {
      await replay(sportsBoardMachine, path, observed, { guards: { visible: () => false } }).catch(() => {})
    }
    const c = coverage(sportsBoardMachine, observed)
    reports.push(c.report)
    expect(c.states.missing, 'sportsBoard states').toEqual([])
    expect(c.transitions.missing, 'sportsBoard transitions').toEqual([])
  })
})
