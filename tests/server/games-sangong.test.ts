// 三公 at ymlive end to end (docs/sangong.md): the launch goes to the in-house page, a slip is staked
// at once and settled by the deal through the wager kernel (a tie returns 庄/闲 stakes), a deal settles
// once under 100 parallel draw attempts, 100 parallel bets with one Idempotency-Key move money once,
// every deal of the run is reproduced by the verifier's own code, and the ledger balances.
import { webcrypto } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { drawCombinedSeed } from '../../core/games/draws'
import {
  SANGONG_ODDS,
  SANGONG_ROUND_SECONDS,
  sangongNextDrawAt,
  sangongPayout,
  sangongResult,
} from '../../core/games/engines/sangong'
import { sha256Hex, subtleHmac } from '../../core/games/fair'
import { replayRound } from '../../core/games/replay'
import { centsToWire } from '../../core/money'
import { clock } from '../../server/clock'
import { drawSangongDue } from '../../server/games/sangong'
import { checkLedger } from '../../server/ledger'
import { recompute } from '../../src/machines/fairness.machine'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, balance, fund, moneyApp } from './money-kit'

let app: FastifyInstance
let p: Registered
const subtle = webcrypto.subtle as unknown as SubtleCrypto
const hmac = subtleHmac(subtle)
const drawn: string[] = []
const realNow = clock.now
const at = (ms: number) => {
  clock.now = () => new Date(ms)
}
const ROUND_MS = SANGONG_ROUND_SECONDS * 1000
/** 20 s before a deal at least ten rounds ahead: open for bets, and never a deal an earlier test drew. */
let ahead = 10
const betTime = () => sangongNextDrawAt(Date.now()) + ahead++ * ROUND_MS - 20_000
const bet = (who: Registered, bets: { bet: string; amount: number }[], key?: string) =>
  callApi(app, gameCalls.sangongBet, { bets }, auth(who, key))

beforeAll(async () => {
  app = await moneyApp()
  p = await registerAndLogin(app)
  await fund(app, p, 5000)
  expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))).code).toBe(200)
  return () => {
    clock.now = realNow
  }
})

describe('三公', () => {
  it('launches ymlive on the in-house page', async () => {
    const env = await callApi(
      app,
      calls.getGameUrl,
      { plat_name: 'ymlive', game_code: '', game_type: 1 },
      auth(p),
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
    const before = await balance(app, p)
    const placed = await bet(p, bets)
    expect(placed.code, placed.message).toBe(200)
    expect(placed.data.round.status).toBe(2)
    expect(placed.data.issue).toMatch(/^SG\d{8}-\d{4}$/)
    expect(placed.data.round.round_id).toMatch(new RegExp(`^${placed.data.issue}-\\d+-1$`))
    expect(Number(await balance(app, p))).toBeCloseTo(Number(before) - 21, 2)
    const state = await callApi(app, gameCalls.sangongState, {}, auth(p))
    expect(state.data.issue).toBe(placed.data.issue)
    expect(state.data.seconds_left).toBe(20)
    expect(state.data.server_hash).toMatch(/^[0-9a-f]{64}$/)
    // Unknown keys are refused; bets close 5 s before the deal.
    expect((await bet(p, [{ bet: 'dragon', amount: 1 }])).code).toBe(1000)
    const drawAt = sangongNextDrawAt(t)
    at(drawAt - 4000)
    expect((await bet(p, bets)).code).toBe(203)
    clock.now = realNow

    drawn.push(...(await drawSangongDue(app.db, new Date(drawAt))))
    expect(drawn).toContain(placed.data.issue)
    const d = await callApi(app, gameCalls.gameRound, { round_id: placed.data.round.round_id }, auth(p))
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
    expect(Number(await balance(app, p))).toBeCloseTo(Number(before) - 21 + Number(expected) / 100, 2)
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
    const others = await Promise.all([registerAndLogin(app), registerAndLogin(app)])
    for (const o of others) {
      await fund(app, o, 100)
      await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(o))
    }
    const t = betTime()
    at(t)
    const rounds: string[] = []
    for (const who of [p, ...others])
      for (const b of ['banker', 'player']) {
        const env = await bet(who, [{ bet: b, amount: 3 }])
        expect(env.code, env.message).toBe(200)
        rounds.push(env.data.round.round_id)
      }
    clock.now = realNow
    const issue = rounds[0].slice(0, 15)
    const drawAt = new Date(sangongNextDrawAt(t))
    const results = await Promise.all(Array.from({ length: 100 }, () => drawSangongDue(app.db, drawAt)))
    expect(results.flat().filter((i) => i === issue)).toHaveLength(1)
    drawn.push(issue)
    const wins = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE $1',
      [`sangong-win:${issue}-%`],
    )
    // 庄 or 闲 wins, or both are returned on 和: one credit per player's winning or returned slip, once.
    const [{ outcome }] = await app.db.query<{ outcome: string }>(
      'SELECT outcome FROM lottery_draws WHERE issue = $1',
      [issue],
    )
    const tie = sangongResult(outcome.split(',').map(Number)).winner === 'tie'
    expect(Number(wins[0].n)).toBe(tie ? 6 : 3)
    const settled = await app.db.query<{ status: number; valid_cents: string }>(
      'SELECT status, valid_cents FROM game_rounds WHERE draw_issue = $1',
      [issue],
    )
    expect(settled.map((r) => Number(r.status))).toEqual([1, 1, 1, 1, 1, 1])
    // 庄 and 闲 of one player cover each other: no valid turnover.
    expect(settled.map((r) => Number(r.valid_cents))).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('100 parallel bets with one Idempotency-Key move the money once', async () => {
    at(betTime())
    const before = await balance(app, p)
    const key = `sangong-${Date.now()}`
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => bet(p, [{ bet: 'playerPair', amount: 7 }], key)),
    )
    clock.now = realNow
    const ok = answers.filter((a) => a.code === 200)
    expect(ok.length).toBeGreaterThan(0)
    expect(new Set(ok.map((a) => a.data.round.round_id)).size).toBe(1)
    expect(answers.every((a) => a.code === 200 || a.code === 429 || a.code === 409)).toBe(true)
    expect(Number(await balance(app, p))).toBeCloseTo(Number(before) - 7, 2)
  })

  it('the verifier reproduces every deal of the run from its committed seed and contributions', async () => {
    const t = betTime()
    at(t)
    const seeded = await callApi(app, gameCalls.sangongSeed, { client_seed: 'gong:3' }, auth(p))
    expect(seeded.code, seeded.message).toBe(200)
    expect(seeded.data.contributions).toBe(1)
    clock.now = realNow
    drawn.push(...(await drawSangongDue(app.db, new Date(sangongNextDrawAt(t)), 100)))
    expect(drawn).toContain(seeded.data.issue)
    for (const issue of new Set(drawn)) {
      const d = await callApi(app, gameCalls.sangongDraw, { issue }, auth(p))
      expect(d.code, d.message).toBe(200)
      expect(await sha256Hex(subtle, d.data.server_seed!)).toBe(d.data.server_hash)
      const clientSeed = await drawCombinedSeed(
        (s) => sha256Hex(subtle, s),
        'sangong',
        issue,
        d.data.contributions,
      )
      expect(clientSeed).toBe(d.data.client_seed)
      const page = await recompute(
        {
          kind: 'sangong',
          venue: 'ymlive',
          serverSeed: d.data.server_seed!,
          serverHash: d.data.server_hash,
          clientSeed: d.data.client_seed,
          nonce: '0',
          issue,
          contributions: d.data.contributions.join('\n'),
        },
        { cards: d.data.cards },
        subtle,
      )
      expect([page.hashOk, page.combinedOk, page.matches]).toEqual([true, true, true])
    }
    // Other games' issue numbers are not 三公's.
    expect((await callApi(app, gameCalls.sangongDraw, { issue: '20250101-0001' }, auth(p))).code).not.toBe(
      200,
    )
  })

  it('keeps the ledger balanced', async () => {
    const report = await checkLedger(app.db.query)
    expect(
      report.ok,
      JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe(true)
  })
})
