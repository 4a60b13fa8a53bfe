// 时时彩 at qxlottery end to end (docs/ssc.md): the launch goes to the in-house page, a slip is staked
// at once and settled by the draw through the wager kernel, a draw settles once under 100 parallel
// draw attempts, 100 parallel bets with one Idempotency-Key move money once, the draw's seed and
// digits are reproduced by the verifier's own code for every draw of the run, and the ledger balances.
import { describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { SSC_DRAW_SECONDS, sscNextDrawAt, sscPayout } from '../../core/games/engines/ssc'
import { replayRound } from '../../core/games/replay'
import { centsToWire } from '../../core/money'
import { drawSscDue } from '../../server/games/ssc'
import { at, drawGameKit, expectLedgerBalanced, hmac, release } from './draw-game-kit'
import { callApi } from './helpers'
import { auth, balance } from './money-kit'

const kit = drawGameKit({
  kind: 'ssc',
  venue: 'qxlottery',
  betCall: gameCalls.sscBet,
  seedCall: gameCalls.sscSeed,
  drawCall: gameCalls.sscDraw,
  drawDue: drawSscDue,
  nextDrawAt: sscNextDrawAt,
  outcome: 'digits',
  winKey: (issue) => `ssc-win:SC${issue}-`,
})
const { drawn } = kit
/** A minute before the next draw but one: far from the close, whatever the time now. */
const betTime = () => sscNextDrawAt(Date.now()) + SSC_DRAW_SECONDS * 1000 - 60_000

describe('时时彩', () => {
  it('launches qxlottery on the in-house page', async () => {
    const env = await callApi(
      kit.app,
      calls.getGameUrl,
      { plat_name: 'qxlottery', game_code: '', game_type: 4 },
      auth(kit.p),
    )
    expect(env.code, env.message).toBe(200)
    expect(env.data.url).toMatch(/\/#\/play\/ssc\?venue=qxlottery$/)
  })

  it('a slip waits for its draw, which pays it once; the round replays from the revealed seed', async () => {
    const t = betTime()
    at(t)
    const bets = [
      { bet: 'd1:7', amount: 10 },
      { bet: 'sum:big', amount: 10 },
      { bet: 'q3:123', amount: 2 },
      { bet: 'h3z6:012', amount: 2 },
      { bet: 'lh:tie', amount: 5 },
    ]
    const before = await balance(kit.app, kit.p)
    const bet = await callApi(kit.app, gameCalls.sscBet, { bets }, auth(kit.p))
    expect(bet.code, bet.message).toBe(200)
    expect(bet.data.round.status).toBe(2)
    expect(bet.data.issue).toMatch(/^\d{8}-\d{3}$/)
    expect(Number(await balance(kit.app, kit.p))).toBeCloseTo(Number(before) - 29, 2)
    const state = await callApi(kit.app, gameCalls.sscState, {}, auth(kit.p))
    expect(state.data.issue).toBe(bet.data.issue)
    expect(state.data.seconds_left).toBe(60)
    // Bets close 5 s before the draw.
    const drawAt = sscNextDrawAt(t)
    at(drawAt - 4000)
    expect((await callApi(kit.app, gameCalls.sscBet, { bets }, auth(kit.p))).code).toBe(203)
    release()

    drawn.push(...(await drawSscDue(kit.app.db, new Date(drawAt))))
    expect(drawn).toContain(bet.data.issue)
    const d = await callApi(kit.app, gameCalls.gameRound, { round_id: bet.data.round.round_id }, auth(kit.p))
    expect(d.data.round.status).toBe(1)
    const digits = (d.data.round.result as { digits: number[] }).digits
    const again = await replayRound(hmac, 'ssc', 'qxlottery', {
      serverSeed: d.data.server_seed!,
      clientSeed: d.data.client_seed,
      nonce: 0,
    })
    expect(again.digits).toEqual(digits)
    const expected = bets.reduce((s, b) => s + sscPayout(b.bet, BigInt(b.amount * 100), digits), 0n)
    expect(d.data.round.payout).toBe(centsToWire(expected))
    expect(Number(await balance(kit.app, kit.p))).toBeCloseTo(Number(before) - 29 + Number(expected) / 100, 2)
  })

  it('a draw settles once under 100 parallel draw attempts', async () => {
    const race = await kit.drawRace(
      betTime() + SSC_DRAW_SECONDS * 1000,
      [[{ bet: 'd3:big', amount: 3 }], [{ bet: 'd3:small', amount: 3 }]],
      (roundId) => roundId.slice(2, 14),
    )
    // big or small wins on every draw: one of each player's two slips is paid, once.
    expect(race.wins).toBe(3)
    expect(race.statuses).toEqual([1, 1, 1, 1, 1, 1])
    // Big and small on one position cover each other: no valid turnover.
    expect(race.valid).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('100 parallel bets with one Idempotency-Key move the money once', async () => {
    await kit.keyStorm(betTime(), [{ bet: 'd5:0', amount: 7 }])
  })

  it('the verifier reproduces every draw of the run from its committed seed and contributions', async () => {
    // fast-3's issues are not 时时彩's.
    await kit.verifyRun({
      t: betTime() + 2 * SSC_DRAW_SECONDS * 1000,
      clientSeed: 'mine:42',
      foreignIssue: '20250101-1200',
      also: async (_issue, d, clientSeed) => {
        const again = await replayRound(hmac, 'ssc', 'qxlottery', {
          serverSeed: d.data.server_seed!,
          clientSeed,
          nonce: 0,
        })
        expect(again.digits).toEqual(d.data.digits)
      },
    })
  })

  it('keeps the ledger balanced', async () => {
    await expectLedgerBalanced(kit.app)
  })
})
