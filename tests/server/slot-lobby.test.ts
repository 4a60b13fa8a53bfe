// The slot lobby's per-player lists (docs/jackpot.md, "Lobby"): favourites kept on the server (starring
// twice changes nothing, unknown machines are refused, another player sees none of them) and recently
// played machines from the player's own slot rounds, newest first, one entry per machine.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { gameCalls } from '../../core/contract'
import { slotLobbyCalls } from '../../core/contract/slot-lobby'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, moneyApp, playerInVenues } from './money-kit'

let app: FastifyInstance
let p: Registered
let other: Registered

beforeAll(async () => {
  app = await moneyApp()
  p = (await playerInVenues(app, ['jdslot', 'xyslot'], 100_000n)).p
  other = await registerAndLogin(app)
}, 120_000)

const ref = (r: { venue: string; game: string }) => `${r.venue}/${r.game}`

const lobby = async (who: Registered) => {
  const env = await callApi(app, slotLobbyCalls.slotLobby, {}, auth(who))
  expect(env.code, env.message).toBe(200)
  return env.data
}

describe('slot lobby', () => {
  it('is empty for a new player and refused without a session', async () => {
    expect(await lobby(p)).toEqual({ favourites: [], recent: [] })
    expect((await callApi(app, slotLobbyCalls.slotLobby, {})).code).toBe(401)
  })

  it('stars and unstars machines, idempotently, per player', async () => {
    const star = (game: string, on: boolean, venue = 'jdslot') =>
      callApi(app, slotLobbyCalls.slotFavourite, { venue, game, on }, auth(p))
    const first = await star('jdslot-02', true)
    expect(first.data.map(ref)).toEqual(['jdslot/jdslot-02'])
    expect(first.data[0].name).not.toBe('')
    expect(first.data[0].image).toMatch(/jdslot-02/)
    const twice = await star('jdslot-02', true)
    expect(twice.data).toHaveLength(1)
    expect((await star('xyslot-01', true, 'xyslot')).data).toHaveLength(2)
    // A machine retired from the lobby (or never there) cannot be starred.
    expect((await star('jdslot-07', true)).code).toBe(1000)
    const unknown = await star('nosuch-01', true)
    expect(unknown.code).toBe(1000)
    expect((await star('jdslot-02', false)).data.map(ref)).toEqual(['xyslot/xyslot-01'])
    expect((await star('jdslot-02', false)).data.map(ref)).toEqual(['xyslot/xyslot-01'])
    expect((await lobby(p)).favourites.map(ref)).toEqual(['xyslot/xyslot-01'])
    expect((await lobby(other)).favourites).toEqual([])
  })

  it('lists the machines of the player’s own latest spins, newest first, once each', async () => {
    const spin = (venue: string, game: string) =>
      callApi(app, gameCalls.slotSpin, { venue, game, stake: 1 }, auth(p))
    for (const [v, g] of [
      ['jdslot', 'jdslot-01'],
      ['xyslot', 'xyslot-02'],
      ['jdslot', 'jdslot-01'],
    ] as const)
      expect((await spin(v, g)).code).toBe(200)
    const { recent } = await lobby(p)
    expect(recent.map(ref)).toEqual(['jdslot/jdslot-01', 'xyslot/xyslot-02'])
    expect(recent[0].name).not.toBe('')
    expect((await lobby(other)).recent).toEqual([])
  })
})
