// 琉璃轮盘 (European roulette) at lylive end to end (docs/roulette.md): the launch goes to the in-house
// page, slips are refused or staked at once and settled by the spin through the wager kernel with the
// right payout for every bet type, a spin settles once under 100 parallel draw attempts, 100 parallel
// bets with one Idempotency-Key move money once, every spin of the run is reproduced by the
// verifier's own code, and the ledger balances.
import { describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { ROULETTE_DRAW_SECONDS, rouletteNextDrawAt, roulettePayout } from '../../core/games/engines/roulette'
import { replayRound } from '../../core/games/replay'
import { centsToWire } from '../../core/money'
import { drawRouletteDue } from '../../server/games/roulette'
import { at, drawGameKit, expectLedgerBalanced, hmac, release } from './draw-game-kit'
import { callApi } from './helpers'
import { auth, balance } from './money-kit'

const kit = drawGameKit({
  kind: 'roulette',
  venue: 'lylive',
  betCall: gameCalls.rouletteBet,
  seedCall: gameCalls.rouletteSeed,
  drawCall: gameCalls.rouletteDraw,
  drawDue: drawRouletteDue,
  nextDrawAt: rouletteNextDrawAt,
  outcome: 'numbers',
  winKey: (issue) => `roulette-win:RL${issue}-`,
})
const { bet, drawn } = kit
/** 30 s before the next spin but one: far from the close, whatever the time now. */
const betTime = () => rouletteNextDrawAt(Date.now()) + ROULETTE_DRAW_SECONDS * 1000 - 30_000

/** One bet of every type, and a neighbours announce from the racetrack. */
const EVERY_TYPE = [
  { bet: 'n:17', amount: 2 },
  { bet: 'sp:0-3', amount: 2 },
  { bet: 'st:4', amount: 2 },
  { bet: 'co:20', amount: 2 },
  { bet: 'ln:1', amount: 2 },
  { bet: 'dz:3', amount: 2 },
  { bet: 'col:1', amount: 2 },
  { bet: 'red', amount: 2 },
  { bet: 'black', amount: 1 },
  { bet: 'odd', amount: 1 },
  { bet: 'even', amount: 1 },
  { bet: 'low', amount: 1 },
  { bet: 'high', amount: 1 },
  { bet: 'nb:0', amount: 5 },
]
const staked = EVERY_TYPE.reduce((s, b) => s + b.amount, 0)

describe('roulette', () => {
  it('launches lylive on the in-house page', async () => {
    const env = await callApi(
      kit.app,
      calls.getGameUrl,
      { plat_name: 'lylive', game_code: '', game_type: 1 },
      auth(kit.p),
    )
    expect(env.code, env.message).toBe(200)
    expect(env.data.url).toMatch(/\/#\/play\/roulette\?venue=lylive$/)
  })

  it('refuses keys off the layout, repeats and amounts out of range', async () => {
    at(betTime())
    for (const bets of [
      [{ bet: 'n:37', amount: 1 }],
      [{ bet: 'sp:1-3', amount: 1 }],
      [{ bet: 'co:3', amount: 1 }],
      [{ bet: 'green', amount: 1 }],
      [
        { bet: 'red', amount: 1 },
        { bet: 'red', amount: 1 },
      ],
      [{ bet: 'n:1', amount: 0 }],
    ])
      expect((await bet(kit.p, bets)).code, JSON.stringify(bets)).toBe(1000)
    release()
  })

  it('a slip of every bet type waits for its spin, which pays each type once; the spin replays', async () => {
    const t = betTime()
    at(t)
    const before = await balance(kit.app, kit.p)
    const placed = await bet(kit.p, EVERY_TYPE)
    expect(placed.code, placed.message).toBe(200)
    expect(placed.data.round.status).toBe(2)
    expect(placed.data.issue).toMatch(/^\d{8}$/)
    expect(Number(await balance(kit.app, kit.p))).toBeCloseTo(Number(before) - staked, 2)
    const state = await callApi(kit.app, gameCalls.rouletteState, {}, auth(kit.p))
    expect(state.data.issue).toBe(placed.data.issue)
    expect(state.data.seconds_left).toBe(30)
    expect(state.data.server_hash).toMatch(/^[0-9a-f]{64}$/)
    // Bets close 10 s before the spin.
    const drawAt = rouletteNextDrawAt(t)
    at(drawAt - 9000)
    expect((await bet(kit.p, EVERY_TYPE)).code).toBe(203)
    expect((await callApi(kit.app, gameCalls.rouletteSeed, { client_seed: 'late' }, auth(kit.p))).code).toBe(
      203,
    )
    release()

    drawn.push(...(await drawRouletteDue(kit.app.db, new Date(drawAt))))
    expect(drawn).toContain(placed.data.issue)
    const d = await callApi(
      kit.app,
      gameCalls.gameRound,
      { round_id: placed.data.round.round_id },
      auth(kit.p),
    )
    expect(d.data.round.status).toBe(1)
    const numbers = (d.data.round.result as { numbers: number[] }).numbers
    expect(numbers).toHaveLength(1)
    expect(numbers[0]).toBeGreaterThanOrEqual(0)
    expect(numbers[0]).toBeLessThanOrEqual(36)
    const again = await replayRound(hmac, 'roulette', 'lylive', {
      serverSeed: d.data.server_seed!,
      clientSeed: d.data.client_seed,
      nonce: 0,
    })
    expect(again.numbers).toEqual(numbers)
    const expected = EVERY_TYPE.reduce(
      (s, b) => s + roulettePayout(b.bet, BigInt(b.amount * 100), numbers),
      0n,
    )
    expect(d.data.round.payout).toBe(centsToWire(expected))
    expect(Number(await balance(kit.app, kit.p))).toBeCloseTo(
      Number(before) - staked + Number(expected) / 100,
      2,
    )
    const after = await callApi(kit.app, gameCalls.rouletteState, {}, auth(kit.p))
    expect(after.data.history[0]).toBe(numbers[0])
    expect(after.data.draws[0].numbers).toEqual(numbers)
  })

  it('a spin settles once under 100 parallel draw attempts', async () => {
    // Every number covered by each player's three slips: exactly one straight-up of each pays.
    const race = await kit.drawRace(
      betTime() + ROULETTE_DRAW_SECONDS * 1000,
      [range(0, 12), range(13, 24), range(25, 36)].map((ns) => ns.map((n) => ({ bet: `n:${n}`, amount: 1 }))),
      (roundId) => roundId.slice(2, 10),
    )
    expect(race.wins).toBe(3)
    expect(race.paid).toBe('10800')
    expect(race.statuses).toEqual(Array(9).fill(1))
  })

  it('100 parallel bets with one Idempotency-Key move the money once', async () => {
    await kit.keyStorm(betTime(), [{ bet: 'dz:1', amount: 7 }])
  })

  it('the verifier reproduces every spin of the run from its committed seed and contributions', async () => {
    // PK10's issues are not roulette's.
    await kit.verifyRun({
      t: betTime() + 2 * ROULETTE_DRAW_SECONDS * 1000,
      clientSeed: 'wheel:17',
      foreignIssue: '0000001',
    })
  })

  it('keeps the ledger balanced', async () => {
    await expectLedgerBalanced(kit.app)
  })
})

function range(a: number, b: number) {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i)
}
