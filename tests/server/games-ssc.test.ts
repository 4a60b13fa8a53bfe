// 时时彩 at qxlottery end to end (docs/ssc.md): the launch goes to the in-house page, a slip is staked
// at once and settled by the draw through the wager kernel, a draw settles once under 100 parallel
// draw attempts, 100 parallel bets with one Idempotency-Key move money once, the draw's seed and
// digits are reproduced by the verifier's own code for every draw of the run, and the ledger balances.
import { webcrypto } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { drawCombinedSeed } from '../../core/games/draws'
import { SSC_DRAW_SECONDS, sscNextDrawAt, sscPayout } from '../../core/games/engines/ssc'
import { sha256Hex, subtleHmac } from '../../core/games/fair'
import { replayRound } from '../../core/games/replay'
import { centsToWire } from '../../core/money'
import { clock } from '../../server/clock'
import { drawSscDue } from '../../server/games/ssc'
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
/** Pin the server clock (the draw job is run by hand at the draw time). */
const at = (ms: number) => {
  clock.now = () => new Date(ms)
}
/** A minute before the next draw but one: far from the close, whatever the time now. */
const betTime = () => sscNextDrawAt(Date.now()) + SSC_DRAW_SECONDS * 1000 - 60_000

beforeAll(async () => {
  app = await moneyApp()
  p = await registerAndLogin(app)
  await fund(app, p, 5000)
  // Seamless: the slips are staked from the central wallet, whose balance the API reads.
  expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))).code).toBe(200)
  return () => {
    clock.now = realNow
  }
})

describe('时时彩', () => {
  it('launches qxlottery on the in-house page', async () => {
    const env = await callApi(
      app,
      calls.getGameUrl,
      { plat_name: 'qxlottery', game_code: '', game_type: 4 },
      auth(p),
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
    const before = await balance(app, p)
    const bet = await callApi(app, gameCalls.sscBet, { bets }, auth(p))
    expect(bet.code, bet.message).toBe(200)
    expect(bet.data.round.status).toBe(2)
    expect(bet.data.issue).toMatch(/^\d{8}-\d{3}$/)
    expect(Number(await balance(app, p))).toBeCloseTo(Number(before) - 29, 2)
    const state = await callApi(app, gameCalls.sscState, {}, auth(p))
    expect(state.data.issue).toBe(bet.data.issue)
    expect(state.data.seconds_left).toBe(60)
    // Bets close 5 s before the draw.
    const drawAt = sscNextDrawAt(t)
    at(drawAt - 4000)
    expect((await callApi(app, gameCalls.sscBet, { bets }, auth(p))).code).toBe(203)
    clock.now = realNow

    drawn.push(...(await drawSscDue(app.db, new Date(drawAt))))
    expect(drawn).toContain(bet.data.issue)
    const d = await callApi(app, gameCalls.gameRound, { round_id: bet.data.round.round_id }, auth(p))
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
    expect(Number(await balance(app, p))).toBeCloseTo(Number(before) - 29 + Number(expected) / 100, 2)
  })

  it('a draw settles once under 100 parallel draw attempts', async () => {
    const others = await Promise.all([registerAndLogin(app), registerAndLogin(app)])
    for (const o of others) {
      await fund(app, o, 100)
      await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(o))
    }
    const t = betTime() + SSC_DRAW_SECONDS * 1000
    at(t)
    const rounds = []
    for (const who of [p, ...others])
      for (const bet of ['d3:big', 'd3:small']) {
        const env = await callApi(app, gameCalls.sscBet, { bets: [{ bet, amount: 3 }] }, auth(who))
        expect(env.code, env.message).toBe(200)
        rounds.push(env.data.round.round_id)
      }
    clock.now = realNow
    const issue = rounds[0].slice(2, 14)
    const drawAt = new Date(sscNextDrawAt(t))
    const results = await Promise.all(Array.from({ length: 100 }, () => drawSscDue(app.db, drawAt)))
    expect(results.flat().filter((i) => i === issue)).toHaveLength(1)
    drawn.push(issue)
    const wins = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE $1`,
      [`ssc-win:SC${issue}-%`],
    )
    // big or small wins on every draw: one of each player's two slips is paid, once.
    expect(Number(wins[0].n)).toBe(3)
    const settled = await app.db.query<{ status: number; valid_cents: string }>(
      'SELECT status, valid_cents FROM game_rounds WHERE draw_issue = $1',
      [issue],
    )
    expect(settled.map((r) => Number(r.status))).toEqual([1, 1, 1, 1, 1, 1])
    // Big and small on one position cover each other: no valid turnover.
    expect(settled.map((r) => Number(r.valid_cents))).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('100 parallel bets with one Idempotency-Key move the money once', async () => {
    at(betTime())
    const before = await balance(app, p)
    const key = `ssc-${Date.now()}`
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        callApi(app, gameCalls.sscBet, { bets: [{ bet: 'd5:0', amount: 7 }] }, auth(p, key)),
      ),
    )
    clock.now = realNow
    const ok = answers.filter((a) => a.code === 200)
    expect(ok.length).toBeGreaterThan(0)
    expect(new Set(ok.map((a) => a.data.round.round_id)).size).toBe(1)
    expect(answers.every((a) => a.code === 200 || a.code === 429 || a.code === 409)).toBe(true)
    expect(Number(await balance(app, p))).toBeCloseTo(Number(before) - 7, 2)
  })

  it('the verifier reproduces every draw of the run from its committed seed and contributions', async () => {
    const t = betTime() + 2 * SSC_DRAW_SECONDS * 1000
    at(t)
    const seeded = await callApi(app, gameCalls.sscSeed, { client_seed: 'mine:42' }, auth(p))
    expect(seeded.code, seeded.message).toBe(200)
    expect(seeded.data.contributions).toBe(1)
    clock.now = realNow
    drawn.push(...(await drawSscDue(app.db, new Date(sscNextDrawAt(t)))))
    expect(drawn).toContain(seeded.data.issue)
    for (const issue of new Set(drawn)) {
      const d = await callApi(app, gameCalls.sscDraw, { issue }, auth(p))
      expect(d.code, d.message).toBe(200)
      expect(await sha256Hex(subtle, d.data.server_seed!)).toBe(d.data.server_hash)
      const clientSeed = await drawCombinedSeed(
        (s) => sha256Hex(subtle, s),
        'ssc',
        issue,
        d.data.contributions,
      )
      expect(clientSeed).toBe(d.data.client_seed)
      const again = await replayRound(hmac, 'ssc', 'qxlottery', {
        serverSeed: d.data.server_seed!,
        clientSeed,
        nonce: 0,
      })
      expect(again.digits).toEqual(d.data.digits)
      // The verifier page's own recomputation, as the browser runs it.
      const page = await recompute(
        {
          kind: 'ssc',
          venue: 'qxlottery',
          serverSeed: d.data.server_seed!,
          serverHash: d.data.server_hash,
          clientSeed: d.data.client_seed,
          nonce: '0',
          issue,
          contributions: d.data.contributions.join('\n'),
        },
        { digits: d.data.digits },
        subtle,
      )
      expect([page.hashOk, page.combinedOk, page.matches]).toEqual([true, true, true])
    }
    // fast-3's issues are not 时时彩's.
    expect((await callApi(app, gameCalls.sscDraw, { issue: '20250101-1200' }, auth(p))).code).not.toBe(200)
  })

  it('keeps the ledger balanced', async () => {
    const report = await checkLedger(app.db.query)
    expect(
      report.ok,
      JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe(true)
  })
})
