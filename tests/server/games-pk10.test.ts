// 微澜赛车 PK10 at vrbet end to end (docs/pk10.md): the launch goes to the in-house page, a slip is
// staked at once and settled by the draw through the wager kernel, a draw settles once under 100
// parallel draw attempts, 100 parallel bets with one Idempotency-Key move money once, every draw of
// the run is reproduced by the verifier's own code, and the ledger balances.
import { webcrypto } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { drawCombinedSeed } from '../../core/games/draws'
import { PK10_DRAW_SECONDS, pk10NextDrawAt, pk10Payout } from '../../core/games/engines/pk10'
import { sha256Hex, subtleHmac } from '../../core/games/fair'
import { replayRound } from '../../core/games/replay'
import { centsToWire } from '../../core/money'
import { clock } from '../../server/clock'
import { drawPk10Due } from '../../server/games/pk10'
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
/** A minute before the next draw but one: far from the close, whatever the time now. */
const betTime = () => pk10NextDrawAt(Date.now()) + PK10_DRAW_SECONDS * 1000 - 60_000
const bet = (who: Registered, bets: { bet: string; amount: number }[], key?: string) =>
  callApi(app, gameCalls.pk10Bet, { bets }, auth(who, key))

beforeAll(async () => {
  app = await moneyApp()
  p = await registerAndLogin(app)
  await fund(app, p, 5000)
  expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))).code).toBe(200)
  return () => {
    clock.now = realNow
  }
})

describe('PK10', () => {
  it('launches vrbet on the in-house page', async () => {
    const env = await callApi(
      app,
      calls.getGameUrl,
      { plat_name: 'vrbet', game_code: '', game_type: 3 },
      auth(p),
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
    const before = await balance(app, p)
    const placed = await bet(p, bets)
    expect(placed.code, placed.message).toBe(200)
    expect(placed.data.round.status).toBe(2)
    expect(placed.data.issue).toMatch(/^\d{7}$/)
    expect(Number(await balance(app, p))).toBeCloseTo(Number(before) - 29, 2)
    const state = await callApi(app, gameCalls.pk10State, {}, auth(p))
    expect(state.data.issue).toBe(placed.data.issue)
    expect(state.data.seconds_left).toBe(60)
    expect((await bet(p, [{ bet: 'gy:2', amount: 1 }])).code).toBe(1000)
    // Bets close 10 s before the draw.
    const drawAt = pk10NextDrawAt(t)
    at(drawAt - 9000)
    expect((await bet(p, bets)).code).toBe(203)
    clock.now = realNow

    drawn.push(...(await drawPk10Due(app.db, new Date(drawAt))))
    expect(drawn).toContain(placed.data.issue)
    const d = await callApi(app, gameCalls.gameRound, { round_id: placed.data.round.round_id }, auth(p))
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
    expect(Number(await balance(app, p))).toBeCloseTo(Number(before) - 29 + Number(expected) / 100, 2)
  })

  it('a draw settles once under 100 parallel draw attempts', async () => {
    const others = await Promise.all([registerAndLogin(app), registerAndLogin(app)])
    for (const o of others) {
      await fund(app, o, 100)
      await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(o))
    }
    const t = betTime() + PK10_DRAW_SECONDS * 1000
    at(t)
    const rounds: string[] = []
    for (const who of [p, ...others])
      for (const b of ['lh2:dragon', 'lh2:tiger']) {
        const env = await bet(who, [{ bet: b, amount: 3 }])
        expect(env.code, env.message).toBe(200)
        rounds.push(env.data.round.round_id)
      }
    clock.now = realNow
    const issue = rounds[0].slice(2, 9)
    const drawAt = new Date(pk10NextDrawAt(t))
    const results = await Promise.all(Array.from({ length: 100 }, () => drawPk10Due(app.db, drawAt)))
    expect(results.flat().filter((i) => i === issue)).toHaveLength(1)
    drawn.push(issue)
    const wins = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE $1',
      [`pk10-win:PK${issue}-%`],
    )
    // Dragon or tiger wins on every draw (no ties in a finishing order): one slip of each player, once.
    expect(Number(wins[0].n)).toBe(3)
    const settled = await app.db.query<{ status: number; valid_cents: string }>(
      'SELECT status, valid_cents FROM game_rounds WHERE draw_issue = $1',
      [issue],
    )
    expect(settled.map((r) => Number(r.status))).toEqual([1, 1, 1, 1, 1, 1])
    expect(settled.map((r) => Number(r.valid_cents))).toEqual([0, 0, 0, 0, 0, 0])
  })

  it('100 parallel bets with one Idempotency-Key move the money once', async () => {
    at(betTime())
    const before = await balance(app, p)
    const key = `pk10-${Date.now()}`
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => bet(p, [{ bet: 'p3:small', amount: 7 }], key)),
    )
    clock.now = realNow
    const ok = answers.filter((a) => a.code === 200)
    expect(ok.length).toBeGreaterThan(0)
    expect(new Set(ok.map((a) => a.data.round.round_id)).size).toBe(1)
    expect(answers.every((a) => a.code === 200 || a.code === 429 || a.code === 409)).toBe(true)
    expect(Number(await balance(app, p))).toBeCloseTo(Number(before) - 7, 2)
  })

  it('the verifier reproduces every draw of the run from its committed seed and contributions', async () => {
    const t = betTime() + 2 * PK10_DRAW_SECONDS * 1000
    at(t)
    const seeded = await callApi(app, gameCalls.pk10Seed, { client_seed: 'lane:7' }, auth(p))
    expect(seeded.code, seeded.message).toBe(200)
    expect(seeded.data.contributions).toBe(1)
    clock.now = realNow
    drawn.push(...(await drawPk10Due(app.db, new Date(pk10NextDrawAt(t)))))
    expect(drawn).toContain(seeded.data.issue)
    for (const issue of new Set(drawn)) {
      const d = await callApi(app, gameCalls.pk10Draw, { issue }, auth(p))
      expect(d.code, d.message).toBe(200)
      expect(await sha256Hex(subtle, d.data.server_seed!)).toBe(d.data.server_hash)
      const clientSeed = await drawCombinedSeed(
        (s) => sha256Hex(subtle, s),
        'pk10',
        issue,
        d.data.contributions,
      )
      expect(clientSeed).toBe(d.data.client_seed)
      const page = await recompute(
        {
          kind: 'pk10',
          venue: 'vrbet',
          serverSeed: d.data.server_seed!,
          serverHash: d.data.server_hash,
          clientSeed: d.data.client_seed,
          nonce: '0',
          issue,
          contributions: d.data.contributions.join('\n'),
        },
        { cars: d.data.cars },
        subtle,
      )
      expect([page.hashOk, page.combinedOk, page.matches]).toEqual([true, true, true])
    }
    // 时时彩's and fast-3's issues are not PK10's.
    expect((await callApi(app, gameCalls.pk10Draw, { issue: '20250101-001' }, auth(p))).code).not.toBe(200)
  })

  it('keeps the ledger balanced', async () => {
    const report = await checkLedger(app.db.query)
    expect(
      report.ok,
      JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe(true)
  })
})
