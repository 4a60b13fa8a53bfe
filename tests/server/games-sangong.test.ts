// 三公 at ymlive end to end (docs/sangong.md): the launch goes to the in-house page, a slip is staked
// at once and settled by the deal through the wager kernel (a tie returns 庄/闲 stakes), a deal settles
// once under 100 parallel draw attempts, 100 parallel bets with one Idempotency-Key move money once,
// every deal of the run is reproduced by the verifier's own code, and the ledger balances.
import { describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import {
  SANGONG_ODDS,
  SANGONG_ROUND_SECONDS,
  sangongNextDrawAt,
  sangongPayout,
  sangongResult,
} from '../../core/games/engines/sangong'
import { replayRound } from '../../core/games/replay'
import { centsToWire } from '../../core/money'
import { drawSangongDue } from '../../server/games/sangong'
import { at, drawGameKit, expectLedgerBalanced, hmac, release } from './draw-game-kit'
import { callApi } from './helpers'
import { auth, balance } from './money-kit'

const kit = drawGameKit({
  kind: 'sangong',
  venue: 'ymlive',
  betCall: gameCalls.sangongBet,
  seedCall: gameCalls.sangongSeed,
  drawCall: gameCalls.sangongDraw,
  drawDue: drawSangongDue,
  nextDrawAt: sangongNextDrawAt,
  outcome: 'cards',
  winKey: (issue) => `sangong-win:${issue}-`,
})
const { bet, drawn } = kit
const ROUND_MS = SANGONG_ROUND_SECONDS * 1000
/** 20 s before a deal at least ten rounds ahead: open for bets, and never a deal an earlier test drew. */
let ahead = 10
const betTime = () => sangongNextDrawAt(Date.now()) + ahead++ * ROUND_MS - 20_000

describe('三公', () => {
  it('launches ymlive on the in-house page', async () => {
    const env = await callApi(
      kit.app,
      calls.getGameUrl,
      { plat_name: 'ymlive', game_code: '', game_type: 1 },
      auth(kit.p),
    )
    expect(env.code, env.message).toBe(200)
    expect(env.data.url).toMatch(/\/#\/play\/sangong\?venue=ymlive$/)
  })

  it('a slip waits for its deal, which pays it once; the round replays from the revealed seed', async () => {
    const t = betTime()
    at(t)
    const bets = [
      { bet: 'banker', amount: 10 },
      { bet: 'player', amount: 4 },
      { bet: 'tie', amount: 2 },
      { bet: 'banker3', amount: 1 },
      { bet: 'player3', amount: 1 },
      { bet: 'playerPair', amount: 3 },
    ]
    const before = await balance(kit.app, kit.p)
    const placed = await bet(kit.p, bets)
    expect(placed.code, placed.message).toBe(200)
    expect(placed.data.round.status).toBe(2)
    expect(placed.data.issue).toMatch(/^SG\d{8}-\d{4}$/)
    expect(placed.data.round.round_id).toMatch(new RegExp(`^${placed.data.issue}-\\d+-1$`))
    expect(Number(await balance(kit.app, kit.p))).toBeCloseTo(Number(before) - 21, 2)
    const state = await callApi(kit.app, gameCalls.sangongState, {}, auth(kit.p))
    expect(state.data.issue).toBe(placed.data.issue)
    expect(state.data.seconds_left).toBe(20)
    expect(state.data.server_hash).toMatch(/^[0-9a-f]{64}$/)
    // Unknown keys are refused; bets close 5 s before the deal.
    expect((await bet(kit.p, [{ bet: 'dragon', amount: 1 }])).code).toBe(1000)
    const drawAt = sangongNextDrawAt(t)
    at(drawAt - 4000)
    expect((await bet(kit.p, bets)).code).toBe(203)
    release()

    drawn.push(...(await drawSangongDue(kit.app.db, new Date(drawAt))))
    expect(drawn).toContain(placed.data.issue)
    const d = await callApi(
      kit.app,
      gameCalls.gameRound,
      { round_id: placed.data.round.round_id },
      auth(kit.p),
    )
    expect(d.code, d.message).toBe(200)
    expect(d.data.round.status).toBe(1)
    const cards = (d.data.round.result as { cards: number[] }).cards
    expect(cards).toHaveLength(6)
    expect(new Set(cards).size).toBe(6)
    const again = await replayRound(hmac, 'sangong', 'ymlive', {
      serverSeed: d.data.server_seed!,
      clientSeed: d.data.client_seed,
      nonce: 0,
    })
    expect(again.cards).toEqual(cards)
    const expected = bets.reduce((s, b) => s + sangongPayout(b.bet, BigInt(b.amount * 100), cards), 0n)
    expect(d.data.round.payout).toBe(centsToWire(expected))
    expect(Number(await balance(kit.app, kit.p))).toBeCloseTo(Number(before) - 21 + Number(expected) / 100, 2)
  })

  it('pays the stated odds, returns 庄/闲 stakes on 和 and never pays an unknown key', () => {
    // 闲 ♠K ♥Q ♦J (三公) against 庄 ♦9 ♣9 ♥A (9 points): 闲 wins; 闲's first two are no pair.
    const K = (suit: number, rank: number) => suit * 13 + rank - 1
    const deal = [K(3, 13), K(0, 9), K(2, 12), K(1, 9), K(0, 11), K(2, 1)]
    expect(sangongResult(deal).winner).toBe('player')
    expect(sangongPayout('player', 1000n, deal)).toBe(BigInt(10 * SANGONG_ODDS.player))
    expect(sangongPayout('player3', 100n, deal)).toBe(BigInt(SANGONG_ODDS.player3))
    expect(sangongPayout('banker', 1000n, deal)).toBe(0n)
    expect(sangongPayout('playerPair', 1000n, deal)).toBe(0n)
    // 闲 ♦7 ♥7 ♦K and 庄 ♣7 ♠7 ♠K: 4 points, one 公 and top card K each: 和; 闲's first two are a pair.
    const tie = [K(0, 7), K(1, 7), K(2, 7), K(3, 7), K(0, 13), K(3, 13)]
    expect(sangongResult(tie).winner).toBe('tie')
    expect(sangongPayout('banker', 1234n, tie)).toBe(1234n)
    expect(sangongPayout('player', 1234n, tie)).toBe(1234n)
    expect(sangongPayout('tie', 100n, tie)).toBe(BigInt(SANGONG_ODDS.tie))
    expect(sangongPayout('playerPair', 100n, tie)).toBe(BigInt(SANGONG_ODDS.playerPair))
    expect(sangongPayout('dragon', 100n, tie)).toBe(0n)
  })

  it('a deal settles once under 100 parallel draw attempts', async () => {
    const race = await kit.drawRace(
      betTime(),
      [[{ bet: 'banker', amount: 3 }], [{ bet: 'player', amount: 3 }]],
      (roundId) => roundId.slice(0, 15),
    )
    // 庄 or 闲 wins, or both are returned on 和: one credit per player's winning or returned slip, once.
    const [{ outcome }] = await kit.app.db.query<{ outcome: string }>(
      'SELECT outcome FROM lottery_draws WHERE issue = $1',
      [race.issue],
    )
    const tie = sangongResult(outcome.split(',').map(Number)).winner === 'tie'
    expect(race.wins).toBe(tie ? 6 : 3)
    expect(race.statuses).toEqual([1, 1, 1, 1, 1, 1])
    // 庄 and 闲 of one player cover each other: no valid turnover.
    expect(race.valid).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('100 parallel bets with one Idempotency-Key move the money once', async () => {
    await kit.keyStorm(betTime(), [{ bet: 'playerPair', amount: 7 }])
  })

  it('the verifier reproduces every deal of the run from its committed seed and contributions', async () => {
    // Other games' issue numbers are not 三公's.
    await kit.verifyRun({
      t: betTime(),
      clientSeed: 'gong:3',
      foreignIssue: '20250101-0001',
      drawDue: (db, at) => drawSangongDue(db, at, 100),
    })
  })

  it('keeps the ledger balanced', async () => {
    await expectLedgerBalanced(kit.app)
  })
})
