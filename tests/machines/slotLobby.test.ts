// The slot lobby's machines (docs/jackpot.md, "Lobby"): the jackpot polled at 4.3 s while visible and
// paused while hidden; favourites from the server for a player and from the device for a visitor, a
// refused star keeping the list; a search fetching the missing provider lists once, then filtering.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { ProviderGame } from '../../core/contract'
import type { Jackpot, SlotLobby, SlotTile } from '../../core/contract/slot-lobby'
import { centsToWire } from '../../core/money'
import { jackpotMachine } from '../../src/machines/jackpot.machine'
import { isFavourite, slotLobbyMachine } from '../../src/machines/slotLobby.machine'
import { allSlots, searchSlots, slotsMachine } from '../../src/machines/slots.machine'

const flush = () => new Promise((r) => setTimeout(r, 0))
const pool = (cents: number): Jackpot => ({
  pool: centsToWire(BigInt(cents)),
  rate_bp: 100,
  odds: 50_000,
  seed: '5000.00',
  wins: 0,
  last_win: null,
})
const tile = (venue: string, game: string): SlotTile => ({ venue, game, name: game, image: `/${game}.svg` })

describe('jackpot poll', () => {
  it('reads the pool every 4.3 s, keeps it through a failure, pauses while hidden and reads on return', async () => {
    const clock = new SimulatedClock()
    const server = { cents: 500_000, asked: 0, down: false }
    const actor = createActor(
      jackpotMachine.provide({
        actors: {
          readJackpot: fromPromise(async () => {
            server.asked++
            if (server.down) throw new Error('down')
            return pool(server.cents)
          }),
        },
      }),
      { clock },
    ).start()
    try {
      await flush()
      expect(actor.getSnapshot().context.jackpot?.pool).toBe('5000.00')
      server.cents += 150
      clock.increment(4300)
      await flush()
      expect(actor.getSnapshot().context.jackpot?.pool).toBe('5001.50')
      server.down = true
      clock.increment(4300)
      await flush()
      expect(actor.getSnapshot().context.jackpot?.pool).toBe('5001.50')
      server.down = false
      actor.send({ type: 'jackpot.visibility', visible: false })
      clock.increment(4300)
      await flush()
      const asked = server.asked
      clock.increment(43_000)
      await flush()
      expect(server.asked).toBe(asked)
      expect(actor.getSnapshot().value).toBe('paused')
      actor.send({ type: 'jackpot.visibility', visible: true })
      await flush()
      expect(server.asked).toBe(asked + 1)
    } finally {
      actor.stop()
    }
  })
})

function lobby(loggedIn: boolean, server: { favourites: SlotTile[]; refuse: boolean; local: SlotTile[] }) {
  const recent: SlotLobby['recent'] = [{ ...tile('jdslot', 'jdslot-01'), at: '2026-01-01 12:00:00' }]
  const read = fromPromise(async ({ input }: { input: { loggedIn: boolean } }) =>
    input.loggedIn ? { favourites: server.favourites, recent } : { favourites: server.local, recent: [] },
  )
  return createActor(
    slotLobbyMachine.provide({
      actors: {
        loadLists: read,
        reloadLists: read,
        saveStar: fromPromise(
          async ({ input }: { input: { tile: SlotTile; on: boolean; loggedIn: boolean } }) => {
            if (server.refuse) throw new Error('refused')
            const list = input.loggedIn ? 'favourites' : 'local'
            const rest = server[list].filter((f) => f.game !== input.tile.game)
            server[list] = input.on ? [input.tile, ...rest] : rest
            return server[list]
          },
        ),
      },
    }),
    { input: { loggedIn } },
  ).start()
}

describe('slot lobby lists', () => {
  it('a player stars on the server; a refused star keeps the list; logging out shows the device list', async () => {
    const server = { favourites: [] as SlotTile[], refuse: false, local: [tile('xyslot', 'xyslot-02')] }
    const actor = lobby(true, server)
    try {
      await waitFor(actor, (s) => s.matches('ready'))
      expect(actor.getSnapshot().context.recent).toHaveLength(1)
      actor.send({ type: 'lobby.star', tile: tile('jdslot', 'jdslot-03'), on: true })
      expect(actor.getSnapshot().hasTag('starring')).toBe(true)
      await waitFor(actor, (s) => s.matches('ready'))
      expect(isFavourite(actor.getSnapshot().context.favourites, tile('jdslot', 'jdslot-03'))).toBe(true)
      server.refuse = true
      actor.send({ type: 'lobby.star', tile: tile('jdslot', 'jdslot-03'), on: false })
      await waitFor(actor, (s) => s.matches('ready'))
      expect(actor.getSnapshot().context.favourites.map((f) => f.game)).toEqual(['jdslot-03'])
      actor.send({ type: 'lobby.session', loggedIn: false })
      await waitFor(actor, (s) => s.matches('ready'))
      expect(actor.getSnapshot().context).toMatchObject({
        loggedIn: false,
        favourites: [tile('xyslot', 'xyslot-02')],
        recent: [],
      })
    } finally {
      actor.stop()
    }
  })

  it('coming back to the lobby reads the lists again behind the ones on screen', async () => {
    const server = { favourites: [] as SlotTile[], refuse: false, local: [] as SlotTile[] }
    const actor = lobby(true, server)
    try {
      await waitFor(actor, (s) => s.matches('ready'))
      server.favourites = [tile('fhslot', 'fhslot-05')]
      actor.send({ type: 'lobby.refresh' })
      expect(actor.getSnapshot().hasTag('busy')).toBe(false)
      await waitFor(actor, (s) => s.matches('ready'))
      expect(actor.getSnapshot().context.favourites).toEqual([tile('fhslot', 'fhslot-05')])
    } finally {
      actor.stop()
    }
  })

  it('a failed load offers a retry', async () => {
    let fail = true
    const actor = createActor(
      slotLobbyMachine.provide({
        actors: {
          loadLists: fromPromise(async (): Promise<SlotLobby> => {
            if (fail) throw new Error('down')
            return { favourites: [], recent: [] }
          }),
        },
      }),
      { input: { loggedIn: true } },
    ).start()
    try {
      await waitFor(actor, (s) => s.hasTag('error'))
      fail = false
      actor.send({ type: 'lobby.retry' })
      await waitFor(actor, (s) => s.matches('ready'))
    } finally {
      actor.stop()
    }
  })
})

describe('slot search', () => {
  it('fetches the lists not yet loaded once, then filters every provider by name', async () => {
    const fetched: string[][] = []
    const games = (code: string): ProviderGame[] =>
      ['Lucky 7', 'Dragon Gold', 'Fruit'].map((n, i) => ({
        gamepic: '',
        gamename: `${n} ${code}`,
        catecode: code,
        gamecode: `${code}-0${i + 1}`,
      }))
    const actor = createActor(
      slotsMachine.provide({
        actors: {
          gamelistBycode: fromPromise(async ({ input }: { input: { gamecode: string } }) =>
            games(input.gamecode),
          ),
          gamelistsBycode: fromPromise(async ({ input }: { input: { gamecodes: string[] } }) => {
            fetched.push(input.gamecodes)
            return Object.fromEntries(input.gamecodes.map((c) => [c, games(c)]))
          }),
        },
      }),
      { input: { selected: 'jdslot' } },
    ).start()
    try {
      await waitFor(actor, (s) => s.matches('showing'))
      const venues = ['jdslot', 'xyslot', 'fhslot']
      actor.send({ type: 'slots.search', query: 'drag', venues })
      actor.send({ type: 'slots.search', query: 'dragon', venues })
      await waitFor(actor, (s) => s.matches('showing'))
      expect(fetched).toEqual([['xyslot', 'fhslot']])
      expect(searchSlots(actor.getSnapshot().context).map((g) => g.gamecode)).toEqual([
        'jdslot-02',
        'xyslot-02',
        'fhslot-02',
      ])
      actor.send({ type: 'slots.search', query: 'nothing like it', venues })
      await waitFor(actor, (s) => s.matches('showing'))
      expect(searchSlots(actor.getSnapshot().context)).toEqual([])
      expect(fetched).toHaveLength(1)
    } finally {
      actor.stop()
    }
  })
})

describe('all games', () => {
  it('fetches every venue’s list once when the venues are known, and lists the machines in venue order', async () => {
    const fetched: string[][] = []
    const games = (code: string): ProviderGame[] =>
      [1, 2].map((i) => ({
        gamepic: `/${code}-${i}.svg`,
        gamename: `${code} ${i}`,
        catecode: code,
        gamecode: `${code}-0${i}`,
      }))
    const actor = createActor(
      slotsMachine.provide({
        actors: {
          gamelistsBycode: fromPromise(async ({ input }: { input: { gamecodes: string[] } }) => {
            fetched.push(input.gamecodes)
            return Object.fromEntries(input.gamecodes.map((c) => [c, games(c)]))
          }),
        },
      }),
      { input: { selected: 'all' } },
    ).start()
    try {
      expect(actor.getSnapshot().matches('showing')).toBe(true)
      actor.send({ type: 'slots.venues', venues: ['jdslot', 'xyslot'] })
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      await waitFor(actor, (s) => s.matches('showing'))
      expect(fetched).toEqual([['jdslot', 'xyslot']])
      expect(allSlots(actor.getSnapshot().context).map((g) => g.gamecode)).toEqual([
        'jdslot-01',
        'jdslot-02',
        'xyslot-01',
        'xyslot-02',
      ])
      // A provider tab and back, and a search: nothing fetched again.
      actor.send({ type: 'slots.select', code: 'xyslot' })
      actor.send({ type: 'slots.select', code: '' })
      actor.send({ type: 'slots.search', query: '2', venues: ['jdslot', 'xyslot'] })
      expect(actor.getSnapshot().matches('showing')).toBe(true)
      expect(fetched).toHaveLength(1)
    } finally {
      actor.stop()
    }
  })
})
