// The game page machines with their I/O replaced (docs/architecture.md): the slot spins and keeps the
// balance and seed current, a refused spin leaves the table as it was, rotation stores the revealed
// pair, sic bo refuses an empty slip, the verifier recomputes a round in the "browser" exactly as the
// server played it (for fast-3 from the draw number and the players' seed contributions, loaded from a
// draw link), and fast-3 takes the player's seed contribution until the close.
import { createHash, webcrypto } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { subtleHmac } from '../../core/games/fair'
import { replayRound } from '../../core/games/replay'
import { ApiError } from '../../src/api/client'
import type { Fast3DrawDetail, Fast3StateData, fast3Seed, GameRound, TableData } from '../../src/api/games'
import { fast3Machine } from '../../src/machines/drawTable'
import { type FairForm, fairnessMachine, recompute } from '../../src/machines/fairness.machine'
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
      issue: '',
      contributions: '',
    }
    const ok = await recompute(form, recorded, subtle)
    expect(ok.hashOk).toBe(true)
    expect(ok.matches).toBe(true)
    const bad = await recompute({ ...form, serverHash: '0'.repeat(64), nonce: '8' }, recorded, subtle)
    expect(bad.hashOk).toBe(false)
    expect(bad.matches).toBe(false)
  })

  it('fast-3: recomputes the shared client seed from the draw number and contributions, then the dice', async () => {
    const subtle = webcrypto.subtle as unknown as SubtleCrypto
    const serverSeed = 'e'.repeat(64)
    const hash = createHash('sha256').update(serverSeed).digest('hex')
    const issue = '20310101-0801'
    const published = createHash('sha256')
      .update(JSON.stringify([`fast3-${issue}`, 'alice', 'bob:2']))
      .digest('hex')
    const played = await replayRound(subtleHmac(subtle), 'fast3', 'jdlottery', {
      serverSeed,
      clientSeed: published,
      nonce: 0,
    })
    const recorded = played.kind !== 'slot' ? { dice: played.dice } : null
    const form = {
      kind: 'fast3' as const,
      venue: 'jdlottery',
      serverSeed,
      serverHash: hash,
      clientSeed: published,
      nonce: '0',
      issue,
      contributions: 'bob:2\nalice\n',
    }
    const ok = await recompute(form, recorded, subtle)
    expect(ok).toMatchObject({ hashOk: true, combined: published, combinedOk: true, matches: true })
    // A contribution left out (or added) gives another client seed, other dice: the check fails.
    const bad = await recompute({ ...form, contributions: 'alice' }, recorded, subtle)
    expect(bad.combinedOk).toBe(false)
    expect(bad.combined).not.toBe(published)
    // No contributions: the draw number is the seed.
    const none = await recompute({ ...form, contributions: '', clientSeed: '' }, null, subtle)
    expect(none.combined).toBe(`fast3-${issue}`)
    expect(none.combinedOk).toBeNull()
  })

  it('a draw link loads the draw with its contributions and verifies it', async () => {
    const subtle = webcrypto.subtle as unknown as SubtleCrypto
    const serverSeed = '1'.repeat(64)
    const issue = '20310101-0802'
    const client = createHash('sha256')
      .update(JSON.stringify([`fast3-${issue}`, 'x1']))
      .digest('hex')
    const played = await replayRound(subtleHmac(subtle), 'fast3', 'jdlottery', {
      serverSeed,
      clientSeed: client,
      nonce: 0,
    })
    const draw: Fast3DrawDetail = {
      issue,
      server_seed: serverSeed,
      server_hash: createHash('sha256').update(serverSeed).digest('hex'),
      client_seed: client,
      contributions: ['x1'],
      dice: played.kind !== 'slot' ? played.dice : [],
    }
    const asked: string[] = []
    const actor = createActor(
      fairnessMachine.provide({
        actors: {
          loadDraw: fromPromise(async ({ input }: { input: { issue: string } }) => {
            asked.push(input.issue)
            return draw
          }),
          compute: fromPromise(({ input }: { input: { form: FairForm; recorded: unknown } }) =>
            recompute(input.form, input.recorded, subtle),
          ),
        },
      }),
      {
        input: {
          roundId: '',
          form: {
            kind: 'fast3',
            venue: 'jdlottery',
            serverSeed: '',
            serverHash: '',
            clientSeed: '',
            nonce: '0',
            issue,
            contributions: '',
          },
        },
      },
    )
    try {
      actor.start()
      const done = await waitFor(actor, (s) => s.context.result !== null)
      expect(asked).toEqual([issue])
      expect(done.context.form.contributions).toBe('x1')
      expect(done.context.result).toMatchObject({ hashOk: true, combinedOk: true, matches: true })
    } finally {
      actor.stop()
    }
  })
})

describe('fast-3 machine: the client-seed contribution', () => {
  const state = (over: Partial<Fast3StateData> = {}): Fast3StateData => ({
    issue: '20310101-0803',
    server_hash: 'b'.repeat(64),
    client_seed: 'fast3-20310101-0803',
    contributions: 0,
    my_seed: '',
    draw_at: '2031-01-01 08:03:00',
    close_at: '2031-01-01 08:02:55',
    server_time: '2031-01-01 08:02:20',
    seconds_left: 40,
    balance: '100.00',
    wallet: 'central',
    draws: [],
    rounds: [],
    ...over,
  })

  it('edits and submits a seed; the draw shows the new combination; an unchanged or bad seed cannot be sent', async () => {
    const sent: string[] = []
    const actor = createActor(
      fast3Machine.provide({
        actors: {
          load: fromPromise(async () => state()),
          contribute: fromPromise(async ({ input }: { input: { seed: string } }) => {
            sent.push(input.seed)
            return {
              issue: '20310101-0803',
              client_seed: 'c'.repeat(64),
              contributions: 3,
              my_seed: input.seed,
            }
          }),
        },
      }),
    )
    try {
      actor.start()
      await waitFor(actor, (s) => s.matches('ready'))
      expect(actor.getSnapshot().context.seedDraft).toBe('')
      expect(actor.getSnapshot().can({ type: 'fast3.seed.submit' })).toBe(false)
      actor.send({ type: 'fast3.seed.edit', value: 'has space' })
      expect(actor.getSnapshot().can({ type: 'fast3.seed.submit' })).toBe(false)
      actor.send({ type: 'fast3.seed.edit', value: 'my-lucky-seed' })
      actor.send({ type: 'fast3.seed.submit' })
      const after = await waitFor(actor, (s) => s.context.state?.my_seed === 'my-lucky-seed')
      expect(sent).toEqual(['my-lucky-seed'])
      expect(after.context.state).toMatchObject({ client_seed: 'c'.repeat(64), contributions: 3 })
      // The same seed again is no change.
      expect(after.can({ type: 'fast3.seed.submit' })).toBe(false)
    } finally {
      actor.stop()
    }
  })

  it('after the close no seed can be submitted; a refusal is shown and the state re-read', async () => {
    let loads = 0
    const actor = createActor(
      fast3Machine.provide({
        actors: {
          load: fromPromise(async () => {
            loads++
            return state({ seconds_left: loads === 1 ? 40 : 3, my_seed: 'first' })
          }),
          contribute: fromPromise<Awaited<ReturnType<typeof fast3Seed>>, { seed: string }>(async () => {
            throw new ApiError(203, '本期已封盘，请等待下一期')
          }),
        },
      }),
    )
    try {
      actor.start()
      await waitFor(actor, (s) => s.matches('ready'))
      expect(actor.getSnapshot().context.seedDraft).toBe('first')
      actor.send({ type: 'fast3.seed.edit', value: 'second' })
      actor.send({ type: 'fast3.seed.submit' })
      const closed = await waitFor(actor, (s) => loads === 2 && s.matches({ ready: { table: 'idle' } }))
      expect(closed.context.state?.my_seed).toBe('first')
      expect(closed.can({ type: 'fast3.seed.submit' })).toBe(false)
    } finally {
      actor.stop()
    }
  })
})
