// 微澜赛车 PK10 at vrbet end to end (docs/pk10.md): the launch goes to the in-house page, a slip is
// staked at once and settled by the draw through the wager kernel, a draw settles once under 100
// parallel draw attempts, 100 parallel bets with one Idempotency-Key move money once, every draw of
// the run is reproduced by the verifier's own code, and the ledger balances.
import { describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { PK10_DRAW_SECONDS, pk10NextDrawAt, pk10Payout } from '../../core/games/engines/pk10'
import { replayRound } from '../../core/games/replay'
import { centsToWire } from '../../core/money'
import { drawPk10Due } from '../../server/games/pk10'
import { at, drawGameKit, expectLedgerBalanced, hmac, release } from './draw-game-kit'
import { callApi } from './helpers'
import { auth, balance } from './money-kit'

const kit = drawGameKit({
  kind: 'pk10',
  venue: 'vrbet',
  betCall: gameCalls.pk10Bet,
  seedCall: gameCalls.pk10Seed,
  drawCall: gameCalls.pk10Draw,
  drawDue: drawPk10Due,
  nextDrawAt: pk10NextDrawAt,
  outcome: 'cars',
  winKey: (issue) => `pk10-win:PK${issue}-`,
})
const { bet, drawn } = kit
/** A minute before the next draw but one: far from the close, whatever the time now. */
const betTime = () => pk10NextDrawAt(Date.now()) + PK10_DRAW_SECONDS * 1000 - 60_000

describe('PK10', () => {
  it('launches vrbet on the in-house page', async () => {
    const env = await callApi(
      kit.app,
      calls.getGameUrl,
      { plat_name: 'vrbet', game_code: '', game_type: 3 },
      auth(kit.p),
    )
    expect(env.code, env.message).toBe(200)
    expect(env.data.url).toMatch(/\/#\/play\/pk10\?venue=vrbet$/)
  })

  it('a slip waits for its draw, which pays it once; the round replays from the revealed seed', async () => {
    const t = betTime()
    at(t)
    const bets = [
      { bet: 'p1:7', amount: 10 },
      { bet: 'gy:big', amount: 10 },
      { bet: 'gy:11', amount: 2 },
      { bet: 'p10:odd', amount: 2 },
      { bet: 'lh1:dragon', amount: 5 },
    ]
    const before = await balance(kit.app, kit.p)
    const placed = await bet(kit.p, bets)
    expect(placed.code, placed.message).toBe(200)
    expect(placed.data.round.status).toBe(2)
    expect(placed.data.issue).toMatch(/^\d{7}$/)
    expect(Number(await balance(kit.app, kit.p))).toBeCloseTo(Number(before) - 29, 2)
    const state = await callApi(kit.app, gameCalls.pk10State, {}, auth(kit.p))
    expect(state.data.issue).toBe(placed.data.issue)
    expect(state.data.seconds_left).toBe(60)
    expect((await bet(kit.p, [{ bet: 'gy:2', amount: 1 }])).code).toBe(1000)
    // Bets close 10 s before the draw.
    const drawAt = pk10NextDrawAt(t)
    at(drawAt - 9000)
    expect((await bet(kit.p, bets)).code).toBe(203)
    release()

    drawn.push(...(await drawPk10Due(kit.app.db, new Date(drawAt))))
    expect(drawn).toContain(placed.data.issue)
    const d = await callApi(
      kit.app,
      gameCalls.gameRound,
      { round_id: placed.data.round.round_id },
      auth(kit.p),
    )
    expect(d.data.round.status).toBe(1)
    const cars = (d.data.round.result as { cars: number[] }).cars
    expect([...cars].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const again = await replayRound(hmac, 'pk10', 'vrbet', {
      serverSeed: d.data.server_seed!,
      clientSeed: d.data.client_seed,
      nonce: 0,
    })
    expect(again.cars).toEqual(cars)
    const expected = bets.reduce((s, b) => s + pk10Payout(b.bet, BigInt(b.amount * 100), cars), 0n)
    expect(d.data.round.payout).toBe(centsToWire(expected))
    expect(Number(await balance(kit.app, kit.p))).toBeCloseTo(Number(before) - 29 + Number(expected) / 100, 2)
  })

  it('a draw settles once under 100 parallel draw attempts', async () => {
    const race = await kit.drawRace(
      betTime() + PK10_DRAW_SECONDS * 1000,
      [[{ bet: 'lh2:dragon', amount: 3 }], [{ bet: 'lh2:tiger', amount: 3 }]],
      (roundId) => roundId.slice(2, 9),
    )
    // Dragon or tiger wins on every draw (no ties in a finishing order): one slip of each player, once.
    expect(race.wins).toBe(3)
    expect(race.statuses).toEqual([1, 1, 1, 1, 1, 1])
    expect(race.valid).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('100 parallel bets with one Idempotency-Key move the money once', async () => {
    await kit.keyStorm(betTime(), [{ bet: 'p3:small', amount: 7 }])
  })

  it('the verifier reproduces every draw of the run from its committed seed and contributions', async () => {
    // 时时彩's and fast-3's issues are not PK10's.
    await kit.verifyRun({
      t: betTime() + 2 * PK10_DRAW_SECONDS * 1000,
      clientSeed: 'lane:7',
      foreignIssue: '20250101-001',
    })
  })

  it('keeps the ledger balanced', async () => {
    await expectLedgerBalanced(kit.app)
  })
})
