// Generated path tests over the slot lobby's machines (src/machines/jackpot.machine.ts,
// slotLobby.machine.ts, slots.machine.ts; docs/jackpot.md): every state and every transition
// definition of the REAL machines is entered/taken.
import { afterAll, describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { jackpotMachine } from '../../src/machines/jackpot.machine'
import { slotLobbyMachine } from '../../src/machines/slotLobby.machine'
import { slotsMachine } from '../../src/machines/slots.machine'
import { type CoverageOptions, coverage, generatePaths, type Observed, replay } from './coverage'

const reports: string[] = []
afterAll(() => {
  console.log(`path coverage\n${reports.join('\n')}`)
})

const down = new Error('down')
const jackpot = { pool: '5000.01', rate_bp: 100, odds: 50000, seed: '5000.00', wins: 0, last_win: null }
const tile = { venue: 'jdslot', game: 'jdslot-01', name: 'n', image: '/i.svg' }
const game = { gamepic: '', gamename: 'Lucky', catecode: 'jdslot', gamecode: 'jdslot-01' }

const cases: { name: string; machine: AnyStateMachine; options: CoverageOptions }[] = [
  {
    name: 'jackpot',
    machine: jackpotMachine,
    options: {
      events: [
        { type: 'xstate.done.actor.readJackpot', output: jackpot },
        { type: 'xstate.error.actor.readJackpot', error: down },
        { type: 'jackpot.visibility', visible: false },
        { type: 'jackpot.visibility', visible: true },
      ],
      summarise: (c) => ({ visible: c.visible, loaded: c.jackpot !== null }),
    },
  },
  {
    name: 'slotLobby',
    machine: slotLobbyMachine,
    options: {
      inputs: [{ loggedIn: true }, { loggedIn: false }],
      events: [
        { type: 'xstate.done.actor.loadLists', output: { favourites: [], recent: [] } },
        { type: 'xstate.error.actor.loadLists', error: down },
        { type: 'xstate.done.actor.reloadLists', output: { favourites: [tile], recent: [] } },
        { type: 'xstate.error.actor.reloadLists', error: down },
        { type: 'xstate.done.actor.saveStar', output: [tile] },
        { type: 'xstate.error.actor.saveStar', error: down },
        { type: 'lobby.star', tile, on: true },
        { type: 'lobby.session', loggedIn: false },
        { type: 'lobby.session', loggedIn: true },
        { type: 'lobby.retry' },
        { type: 'lobby.refresh' },
      ],
      summarise: (c) => ({ loggedIn: c.loggedIn, favourites: (c.favourites as unknown[]).length }),
    },
  },
  {
    name: 'slots',
    machine: slotsMachine,
    options: {
      inputs: [{ selected: 'all' }, { selected: 'jdslot' }],
      events: [
        { type: 'slots.select', code: 'jdslot' },
        { type: 'slots.select', code: '' },
        { type: 'slots.search', query: 'luck', venues: ['jdslot'] },
        { type: 'slots.search', query: '', venues: ['jdslot'] },
        { type: 'slots.venues', venues: ['jdslot'] },
        { type: 'xstate.done.actor.gamelistBycode', output: [game] },
        { type: 'xstate.error.actor.gamelistBycode', error: down },
        { type: 'xstate.done.actor.gamelistsBycode', output: { jdslot: [game] } },
        { type: 'xstate.error.actor.gamelistsBycode', error: down },
      ],
      summarise: (c) => ({
        selected: c.selected,
        query: c.query,
        loaded: Object.keys(c.lists as object).sort(),
      }),
    },
  },
]

describe('path coverage', { timeout: 120_000 }, () => {
  for (const { name, machine, options } of cases)
    it(`${name}: every state and transition`, async () => {
      const observed: Observed = { states: new Set(), transitions: new Set() }
      const paths = generatePaths(machine, options)
      for (const path of paths) {
        const seen = await replay(machine, path, observed, {})
        expect(seen, path.name).toEqual(path.steps.map((s) => s.value))
      }
      const c = coverage(machine, observed)
      reports.push(`${c.report} (${paths.length} paths)`)
      expect(c.states.missing).toEqual([])
      expect(c.transitions.missing).toEqual([])
    })
})
