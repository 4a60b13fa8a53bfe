// The baccarat page's parts without the server: the road maps placed as players read them (big road
// streaks, dragon tail, ties as marks; bead plate in order), the table machine keeping the layout
// honest (no chips outside the window, never both banker and player), and the verifier re-dealing a
// whole shoe in the "browser" from its seed and contributions and catching a hand that was altered.
import { createHash, webcrypto } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { handRecord, shoeCombinedSeed, shoeText } from '../../core/games/engines/baccarat'
import { subtleHmac } from '../../core/games/fair'
import { replayShoe } from '../../core/games/replay'
import type { BaccaratStateData } from '../../src/api/games'
import { baccaratMachine } from '../../src/machines/baccarat.machine'
import { type FairForm, recompute } from '../../src/machines/fairness.machine'
import { beadPlate, bigRoad, type RoadHand } from '../../src/views/games/roads'

const subtle = webcrypto.subtle as unknown as SubtleCrypto
const sha = (s: string) => createHash('sha256').update(s).digest('hex')
const h = (w: string, pp = false, bp = false): RoadHand => ({
  winner: ({ B: 'banker', P: 'player', T: 'tie' } as const)[w as 'B'],
  player_pair: pp,
  banker_pair: bp,
})
const road = (s: string) => [...s].map((c) => h(c))

describe('road maps', () => {
  it('big road: a column per streak, ties mark the cell before, a long streak turns right at the bottom', () => {
    const cells = bigRoad(road('TBBPTTPBBBBBBBBP'))
    expect(cells.map((c) => [c.winner[0], c.col, c.row, c.ties])).toEqual([
      ['b', 0, 0, 1],
      ['b', 0, 1, 0],
      ['p', 1, 0, 2],
      ['p', 1, 1, 0],
      ['b', 2, 0, 0],
      ['b', 2, 1, 0],
      ['b', 2, 2, 0],
      ['b', 2, 3, 0],
      ['b', 2, 4, 0],
      ['b', 2, 5, 0],
      ['b', 3, 5, 0],
      ['b', 4, 5, 0],
      ['p', 3, 0, 0],
    ])
  })

  it('big road: a streak blocked by a dragon tail turns right early', () => {
    // Seven banker wins fill column 0 and tail into (1,5); the player streak in column 1 stops at row 4.
    const cells = bigRoad(road('BBBBBBBPPPPPP'))
    expect(cells.filter((c) => c.winner === 'player').map((c) => [c.col, c.row])).toEqual([
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 4],
    ])
  })

  it('bead plate: every hand in order, six to a column', () => {
    const beads = beadPlate(road('BPTBPTB'))
    expect(beads.map((b) => [b.hand.winner[0], b.col, b.row])).toEqual([
      ['b', 0, 0],
      ['p', 0, 1],
      ['t', 0, 2],
      ['b', 0, 3],
      ['p', 0, 4],
      ['t', 0, 5],
      ['b', 1, 0],
    ])
  })
})

const state = (over: Partial<BaccaratStateData['round']> = {}, seconds = 15): BaccaratStateData => ({
  venue: 'jdlive',
  venue_name: '金鼎真人',
  round: {
    round_no: '3-010',
    shoe: 3,
    hand: 10,
    phase: 'betting',
    opens_at: '2031-01-01 08:00:00',
    closes_at: '2031-01-01 08:00:20',
    next_at: null,
    result: null,
    ...over,
  },
  server_time: '2031-01-01 08:00:05',
  seconds_left: seconds,
  bet_seconds: 20,
  shoe: {
    shoe: 3,
    server_hash: 'a'.repeat(64),
    client_seed: 'x',
    shoe_hash: 'b'.repeat(64),
    cards_left: 200,
    hands: 9,
  },
  next_shoe: {
    shoe: 4,
    server_hash: 'c'.repeat(64),
    client_seed: 'baccarat-shoe-4',
    contributions: 0,
    my_seed: '',
  },
  history: [],
  my_bets: [{ bet: 'player', amount: '10.00' }],
  revealed: [],
  balance: '100.00',
  wallet: 'central',
  rounds: [],
})

describe('baccarat machine', () => {
  it('places chips only in the window and never on banker when player is staked; confirms the slip', async () => {
    const sent: unknown[] = []
    const actor = createActor(
      baccaratMachine.provide({
        actors: {
          load: fromPromise(async () => state()),
          place: fromPromise(async ({ input }: { input: { bets: { bet: string; amount: number }[] } }) => {
            sent.push(input.bets)
            return { round_id: 'BJ3-010-1-2', round_no: '3-010', balance: '40.00' }
          }),
        },
      }),
    )
    try {
      actor.start()
      await waitFor(actor, (s) => s.matches('ready'))
      actor.send({ type: 'table.place', bet: 'banker' })
      expect(actor.getSnapshot().context.slip).toEqual({})
      actor.send({ type: 'table.chip', amount: 50 })
      actor.send({ type: 'table.place', bet: 'tie' })
      actor.send({ type: 'table.place', bet: 'player' })
      expect(actor.getSnapshot().context.slip).toEqual({ tie: 50, player: 50 })
      actor.send({ type: 'table.submit' })
      await waitFor(actor, (s) => s.context.state?.balance === '40.00')
      expect(sent).toEqual([
        [
          { bet: 'tie', amount: 50 },
          { bet: 'player', amount: 50 },
        ],
      ])
      expect(actor.getSnapshot().context.slip).toEqual({})
    } finally {
      actor.stop()
    }
  })

  it('takes no chips while the cards are dealt', async () => {
    const actor = createActor(
      baccaratMachine.provide({ actors: { load: fromPromise(async () => state({ phase: 'dealing' }, 0)) } }),
    )
    try {
      actor.start()
      await waitFor(actor, (s) => s.matches('ready'))
      actor.send({ type: 'table.place', bet: 'tie' })
      expect(actor.getSnapshot().context.slip).toEqual({})
      expect(actor.getSnapshot().can({ type: 'table.submit' })).toBe(false)
    } finally {
      actor.stop()
    }
  })
})

describe('verifier: a baccarat shoe', () => {
  it('re-deals every hand from the revealed seed and the contributions, and catches an altered hand', async () => {
    const serverSeed = 'revealed-server-seed'
    const contributions = ['bob', 'alice']
    const clientSeed = await shoeCombinedSeed(async (t) => sha(t), 7, contributions)
    const dealt = await replayShoe(subtleHmac(subtle), { serverSeed, clientSeed })
    const recorded = {
      shoe_hash: sha(shoeText(dealt.cards)),
      hands: dealt.hands.map((x, i) => ({ hand: i + 1, ...handRecord(x) })),
    }
    const form: FairForm = {
      kind: 'baccarat',
      venue: 'jdlive',
      serverSeed,
      serverHash: sha(serverSeed),
      clientSeed,
      nonce: '0',
      issue: '',
      contributions: contributions.join('\n'),
      shoe: '7',
    }
    const good = await recompute(form, recorded, subtle)
    expect(good).toMatchObject({ hashOk: true, combinedOk: true, matches: true })
    expect(good.shoe).toMatchObject({ orderOk: true, mismatches: [] })
    expect(good.shoe?.hands).toHaveLength(dealt.hands.length)
    const tampered = structuredClone(recorded)
    tampered.hands[4].winner = tampered.hands[4].winner === 'banker' ? 'player' : 'banker'
    const bad = await recompute(form, tampered, subtle)
    expect(bad.matches).toBe(false)
    expect(bad.shoe?.mismatches).toEqual([5])
    // A contribution left out gives another client seed, another shoe.
    const missing = await recompute({ ...form, contributions: 'alice' }, recorded, subtle)
    expect(missing).toMatchObject({ combinedOk: false, matches: false })
    expect(missing.shoe?.orderOk).toBe(false)
  })
})
