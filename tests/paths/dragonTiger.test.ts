// Generated path tests over the dragon-tiger table's machine: every state and every transition
// definition of the REAL machine is entered/taken by paths xstate/graph derives from it (betting and
// dealing states from the server, bets and contributions answered and refused, the tick and the
// re-read), and the layout never holds dragon and tiger together.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { DragonTigerStateData } from '../../src/api/games'
import { dragonTigerMachine } from '../../src/machines/dragonTiger.machine'
import { coverage, generatePaths, type Observed, replay } from './coverage'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const fail = (id: string, code = 203, message = '本局已停止下注，请等待下一局开始') => ({
  type: `xstate.error.actor.${id}`,
  error: Object.assign(new Error(message), { code }),
})

const table = (phase: 'betting' | 'dealing', seconds: number): DragonTigerStateData => ({
  venue: 'hxlive',
  venue_name: '华夏真人',
  round: {
    round_no: phase === 'betting' ? '1-002' : '1-001',
    shoe: 1,
    hand: phase === 'betting' ? 2 : 1,
    phase,
    opens_at: '2031-01-01 08:00:00',
    closes_at: '2031-01-01 08:00:15',
    next_at: null,
    result: null,
  },
  server_time: '2031-01-01 08:00:00',
  seconds_left: seconds,
  bet_seconds: 15,
  shoe: {
    shoe: 1,
    server_hash: 'a'.repeat(64),
    client_seed: 'dragontiger-shoe-1',
    shoe_hash: 'b'.repeat(64),
    cards_left: 190,
    hands: 1,
  },
  next_shoe: {
    shoe: 2,
    server_hash: 'c'.repeat(64),
    client_seed: 'dragontiger-shoe-2',
    contributions: 0,
    my_seed: '',
  },
  history: [],
  my_bets: [],
  revealed: [],
  balance: '100.00',
  wallet: 'central',
  rounds: [],
})

describe('path coverage', { timeout: 60_000 }, () => {
  it('dragon-tiger: every state and transition', async () => {
    const machine = dragonTigerMachine
    const paths = generatePaths(machine, {
      events: [
        done('load', table('betting', 15)),
        done('load', table('dealing', 0)),
        fail('load', 500, '服务器繁忙，请稍后再试'),
        done('place', { round_id: 'LH1-002-7-1', round_no: '1-002', balance: '90.00' }),
        fail('place'),
        done('contribute', { shoe: 2, client_seed: 'd'.repeat(64), contributions: 1, my_seed: 'lucky' }),
        fail('contribute', 203, '该牌靴已开始发牌，种子已锁定，请为下一靴提交'),
        { type: 'table.place', bet: 'dragon' },
        { type: 'table.chip', amount: 50 },
        { type: 'table.clear' },
        { type: 'table.submit' },
        { type: 'table.seed.edit', value: 'lucky' },
        { type: 'table.seed.submit' },
        { type: 'table.retry' },
      ],
      summarise: (c) => {
        const s = c.state as DragonTigerStateData | null
        return {
          phase: s?.round.phase ?? null,
          slip: Object.keys(c.slip as object).length,
          chip: c.chip,
          draft: c.seedDraft,
          mine: s?.next_shoe.my_seed ?? null,
        }
      },
    })
    const observed: Observed = { states: new Set(), transitions: new Set() }
    for (const path of paths) {
      const seen = await replay(machine, path, observed)
      expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
    }
    const c = coverage(machine, observed)
    console.log(c.report)
    expect(c.states.missing, 'states').toEqual([])
    expect(c.transitions.missing, 'transitions').toEqual([])
  })

  it('keeps tiger off a layout that holds dragon, and chips off a closed table', async () => {
    const open = (phase: 'betting' | 'dealing') =>
      createActor(
        dragonTigerMachine.provide({
          actors: { load: fromPromise(async () => table(phase, phase === 'betting' ? 15 : 0)) },
        }),
      ).start()
    const betting = open('betting')
    const closed = open('dealing')
    try {
      await waitFor(betting, (s) => s.matches('ready'))
      betting.send({ type: 'table.place', bet: 'dragon' })
      betting.send({ type: 'table.place', bet: 'tiger' })
      betting.send({ type: 'table.place', bet: 'tiger_red' })
      expect(betting.getSnapshot().context.slip).toEqual({ dragon: 10, tiger_red: 10 })
      await waitFor(closed, (s) => s.matches('ready'))
      closed.send({ type: 'table.place', bet: 'tie' })
      expect(closed.getSnapshot().context.slip).toEqual({})
      expect(closed.getSnapshot().can({ type: 'table.submit' })).toBe(false)
    } finally {
      betting.stop()
      closed.stop()
    }
  })
})
