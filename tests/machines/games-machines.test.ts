// The game page machines with their I/O replaced (house style 21): the slot spins and keeps the
// balance and seed current, a refused spin leaves the table as it was, rotation stores the revealed
// pair, sic bo refuses an empty slip, and the verifier recomputes a round in the "browser" exactly as
// the server played it.
import { webcrypto } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { subtleHmac } from '../../server/games/fair'
import { replayRound } from '../../server/games/replay'
import { ApiError } from '../../src/api/client'
import type { GameRound, TableData } from '../../src/api/games'
import { recompute } from '../../src/machines/fairness.machine'
import { sicboMachine } from '../../src/machines/sicbo.machine'
import { slotMachine } from '../../src/machines/slot.machine'

const seed = { server_hash: 'a'.repeat(64), client_seed: 'client', nonce: 0 }
const table: TableData = {
  venue: 'jdslot',
  venue_name: '金鼎电子',
  balance: '100.00',
  wallet: 'venue',
  seed,
  previous_seed: null,
  rounds: [],
}
const round = (over: Partial<GameRound> = {}): GameRound => ({
  round_id: 'SL1-0',
  venue: 'jdslot',
  game_code: '',
  game_name: '金鼎聚宝',
  kind: 'slot',
  stake: '1.00',
  payout: '0.00',
  status: 1,
  result: { grid: [], wins: [], multiplier: 0 },
  bets: [],
  balance_before: '100.00',
  balance_after: '99.00',
  nonce: 0,
  issue: null,
  server_hash: seed.server_hash,
  client_seed: 'client',
  created_at: '2031-01-01 00:00:00',
  ...over,
})

describe('slot machine', () => {
  it('spins, then shows the round, the new balance and the next nonce', async () => {
    const actor = createActor(
      slotMachine.provide({
        actors: {
          loadTable: fromPromise(async () => table),
          spin: fromPromise(async () => ({ round: round(), balance: '99.00', seed: { ...seed, nonce: 1 } })),
        },
        delays: { reelSpin: 0 },
      }),
      { input: { venue: 'jdslot', game: '' } },
    ).start()
    try {
      await waitFor(actor, (s) => s.matches('ready'))
      actor.send({ type: 'slot.spin' })
      await waitFor(actor, (s) => s.matches('ready') && s.context.last !== null)
      const c = actor.getSnapshot().context
      expect(c.table?.balance).toBe('99.00')
      expect(c.table?.seed.nonce).toBe(1)
      expect(c.table?.rounds).toHaveLength(1)
    } finally {
      actor.stop()
    }
  })

  it('a refused spin keeps the table; rotation stores the revealed seed and the new client seed', async () => {
    const actor = createActor(
      slotMachine.provide({
        actors: {
          loadTable: fromPromise(async () => table),
          spin: fromPromise(async (): Promise<{ round: GameRound; balance: string; seed: typeof seed }> => {
            throw new ApiError(210, '余额不足')
          }),
          rotate: fromPromise(async () => ({
            previous: {
              server_seed: 's',
              server_hash: seed.server_hash,
              client_seed: 'client',
              rounds: 0,
              revealed_at: '2031-01-01 00:00:00',
            },
            current: { server_hash: 'b'.repeat(64), client_seed: 'mine', nonce: 0 },
          })),
        },
        delays: { reelSpin: 0 },
      }),
      { input: { venue: 'jdslot', game: '' } },
    ).start()
    try {
      await waitFor(actor, (s) => s.matches('ready'))
      actor.send({ type: 'slot.spin' })
      await waitFor(actor, (s) => s.matches('ready'))
      expect(actor.getSnapshot().context.table?.balance).toBe('100.00')
      actor.send({ type: 'seed.edit', value: 'has space' })
      expect(actor.getSnapshot().can({ type: 'seed.rotate' })).toBe(false)
      actor.send({ type: 'seed.edit', value: 'mine' })
      actor.send({ type: 'seed.rotate' })
      await waitFor(actor, (s) => s.matches('ready') && s.context.table?.previous_seed !== null)
      expect(actor.getSnapshot().context.table?.seed.client_seed).toBe('mine')
    } finally {
      actor.stop()
    }
  })
})

describe('sic bo machine', () => {
  it('refuses to roll an empty slip and accumulates chips per bet', async () => {
    const actor = createActor(
      sicboMachine.provide({
        actors: { loadTable: fromPromise(async () => ({ ...table, venue: 'jdlive' })) },
      }),
      {
        input: { venue: 'jdlive' },
      },
    ).start()
    try {
      await waitFor(actor, (s) => s.matches('ready'))
      expect(actor.getSnapshot().can({ type: 'sicbo.roll' })).toBe(false)
      actor.send({ type: 'sicbo.chip', amount: 5 })
      actor.send({ type: 'sicbo.place', bet: 'big' })
      actor.send({ type: 'sicbo.place', bet: 'big' })
      expect(actor.getSnapshot().context.slip).toEqual({ big: 10 })
      expect(actor.getSnapshot().can({ type: 'sicbo.roll' })).toBe(true)
    } finally {
      actor.stop()
    }
  })
})

describe('fairness verifier', () => {
  it('recomputes a round from its seeds and flags a wrong hash', async () => {
    const subtle = webcrypto.subtle as unknown as SubtleCrypto
    const serverSeed = 'f'.repeat(64)
    const hash = Buffer.from(await subtle.digest('SHA-256', new TextEncoder().encode(serverSeed))).toString(
      'hex',
    )
    const played = await replayRound(subtleHmac(subtle), 'slot', 'fhslot', {
      serverSeed,
      clientSeed: 'lucky',
      nonce: 7,
    })
    const recorded = played.kind === 'slot' ? { grid: played.slot.grid } : null
    const form = {
      kind: 'slot' as const,
      venue: 'fhslot',
      serverSeed,
      serverHash: hash,
      clientSeed: 'lucky',
      nonce: '7',
    }
    const ok = await recompute(form, recorded, subtle)
    expect(ok.hashOk).toBe(true)
    expect(ok.matches).toBe(true)
    const bad = await recompute({ ...form, serverHash: '0'.repeat(64), nonce: '8' }, recorded, subtle)
    expect(bad.hashOk).toBe(false)
    expect(bad.matches).toBe(false)
  })
})
