// 琉璃轮盘's page machine (src/machines/roulette.machine.ts) with its actors provided: chips staged on
// the grid in each bet-type mode, outside bets and a racetrack neighbours announce (five chips), the
// slip sent as the bet call takes it and then shown as placed, no slip in the close, staged chips
// dropped when a new spin opens; and the verifier opened from a roulette draw link.
import { createHash, webcrypto } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { drawRoulette } from '../../core/games/engines/roulette'
import { drawFair, subtleHmac } from '../../core/games/fair'
import type { RouletteDrawDetail, RouletteStateData } from '../../src/api/games'
import { fairnessMachine } from '../../src/machines/fairness.machine'
import { rouletteMachine } from '../../src/machines/roulette.machine'

const state = (over: Partial<RouletteStateData> = {}): RouletteStateData => ({
  issue: '01234567',
  server_hash: 'b'.repeat(64),
  client_seed: 'roulette-01234567',
  contributions: 0,
  my_seed: '',
  draw_at: '2031-01-01 08:00:45',
  close_at: '2031-01-01 08:00:35',
  server_time: '2031-01-01 08:00:15',
  seconds_left: 30,
  balance: '100.00',
  wallet: 'venue',
  draws: [],
  rounds: [],
  history: [],
  ...over,
})

describe('roulette machine', () => {
  it('stages chips by mode, outside and racetrack; sends the slip once and shows it placed', async () => {
    const sent: { bet: string; amount: number }[][] = []
    const actor = createActor(
      rouletteMachine.provide({
        actors: {
          load: fromPromise(async () => state()),
          place: fromPromise<unknown, { bets: { bet: string; amount: number }[] }>(async ({ input }) => {
            sent.push(input.bets)
            return {}
          }),
        },
      }),
    )
    try {
      actor.start()
      await waitFor(actor, (s) => s.matches('ready'))
      expect(actor.getSnapshot().can({ type: 'roulette.submit' })).toBe(false)
      actor.send({ type: 'roulette.chip', amount: 5 })
      actor.send({ type: 'roulette.cell', n: 17 })
      actor.send({ type: 'roulette.cell', n: 17 })
      actor.send({ type: 'roulette.mode', mode: 'split' })
      actor.send({ type: 'roulette.cell', n: 17 })
      expect(actor.getSnapshot().context.pending).toBe(17)
      actor.send({ type: 'roulette.cell', n: 20 })
      actor.send({ type: 'roulette.mode', mode: 'corner' })
      actor.send({ type: 'roulette.cell', n: 2 })
      actor.send({ type: 'roulette.cell', n: 6 })
      actor.send({ type: 'roulette.mode', mode: 'street' })
      actor.send({ type: 'roulette.cell', n: 0 })
      actor.send({ type: 'roulette.cell', n: 36 })
      actor.send({ type: 'roulette.place', bet: 'red' })
      actor.send({ type: 'roulette.place', bet: 'nb:0' })
      expect(actor.getSnapshot().context.slip).toEqual({
        'n:17': 10,
        'sp:17-20': 5,
        'co:2': 5,
        'st:12': 5,
        red: 5,
        'nb:0': 25,
      })
      actor.send({ type: 'roulette.remove', bet: 'red' })
      actor.send({ type: 'roulette.submit' })
      actor.send({ type: 'roulette.submit' })
      const after = await waitFor(actor, (s) => Object.keys(s.context.slip).length === 0)
      expect(sent).toHaveLength(1)
      expect(sent[0]).toContainEqual({ bet: 'nb:0', amount: 25 })
      expect(after.context.placed['nb:0']).toBe('25.00')
    } finally {
      actor.stop()
    }
  })

  it('refuses a slip in the close and drops staged chips when the next spin opens', async () => {
    let loads = 0
    const actor = createActor(
      rouletteMachine.provide({
        actors: {
          load: fromPromise(async () => {
            loads++
            return loads === 1 ? state({ seconds_left: 9 }) : state({ issue: '01234568' })
          }),
        },
      }),
    )
    try {
      actor.start()
      await waitFor(actor, (s) => s.matches('ready'))
      actor.send({ type: 'roulette.place', bet: 'dz:1' })
      expect(actor.getSnapshot().can({ type: 'roulette.submit' })).toBe(false)
      const next = await waitFor(actor, (s) => s.context.state?.issue === '01234568', { timeout: 8000 })
      expect(next.context.slip).toEqual({})
    } finally {
      actor.stop()
    }
  }, 10_000)

  it('the verifier opened from a roulette draw link loads the spin and recomputes its number', async () => {
    const subtle = webcrypto.subtle as unknown as SubtleCrypto
    const serverSeed = 'e'.repeat(64)
    const issue = '01234567'
    const clientSeed = createHash('sha256')
      .update(JSON.stringify([`roulette-${issue}`, 'alice']))
      .digest('hex')
    const numbers = await drawFair(subtleHmac(subtle), { serverSeed, clientSeed, nonce: 0 }, drawRoulette)
    const detail: RouletteDrawDetail = {
      issue,
      server_seed: serverSeed,
      server_hash: createHash('sha256').update(serverSeed).digest('hex'),
      client_seed: clientSeed,
      contributions: ['alice'],
      numbers,
    }
    const actor = createActor(
      fairnessMachine.provide({ actors: { loadRouletteDraw: fromPromise(async () => detail) } }),
      {
        input: {
          form: {
            kind: 'roulette',
            venue: 'lylive',
            serverSeed: '',
            serverHash: '',
            clientSeed: '',
            nonce: '0',
            issue,
            contributions: '',
          },
          roundId: '',
        },
      },
    )
    try {
      actor.start()
      const done = await waitFor(actor, (s) => s.context.result !== null, { timeout: 5000 })
      expect(done.context.result).toMatchObject({ hashOk: true, combinedOk: true, matches: true })
      expect(done.context.result?.outcome).toEqual({ kind: 'roulette', numbers })
    } finally {
      actor.stop()
    }
  })
})
