// 琉璃轮盘 (European roulette) at lylive end to end (docs/roulette.md): the launch goes to the in-house
// page, slips are refused or staked at once and settled by the spin through the wager kernel with the
// right payout for every bet type, a spin settles once under 100 parallel draw attempts, 100 parallel
// bets with one Idempotency-Key move money once, every spin of the run is reproduced by the
// verifier's own code, and the ledger balances.
import { webcrypto } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { drawCombinedSeed } from '../../core/games/draws'
import { ROULETTE_DRAW_SECONDS, rouletteNextDrawAt, roulettePayout } from '../../core/games/engines/roulette'
import { sha256Hex, subtleHmac } from '../../core/games/fair'
import { replayRound } from '../../core/games/replay'
import { centsToWire } from '../../core/money'
import { clock } from '../../server/clock'
import { drawRouletteDue } from '../../server/games/roulette'
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
/** 30 s before the next spin but one: far from the close, whatever the time now. */
const betTime = () => rouletteNextDrawAt(Date.now()) + ROULETTE_DRAW_SECONDS * 1000 - 30_000
const bet = (who: Registered, bets: { bet: string; amount: number }[], key?: string) =>
  callApi(app, gameCalls.rouletteBet, { bets }, auth(who, key))

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

beforeAll(async () => {
  app = await moneyApp()
  p = await registerAndLogin(app)
  await fund(app, p, 5000)
  expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))).code).toBe(200)
  return () => {
    clock.now = realNow
  }
})

describe('roulette', () => {
  it('launches lylive on the in-house page', async () => {
    const env = await callApi(
      app,
      calls.getGameUrl,
      { plat_name: 'lylive', game_code: '', game_type: 1 },
      auth(p),
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
      expect((await bet(p, bets)).code, JSON.stringify(bets)).toBe(1000)
    clock.now = realNow
  })

  it('a slip of every bet type waits for its spin, which pays each type once; the spin replays', async () => {
    const t = betTime()
    at(t)
    const before = await balance(app, p)
    const placed = await bet(p, EVERY_TYPE)
    expect(placed.code, placed.message).toBe(200)
    expect(placed.data.round.status).toBe(2)
    expect(placed.data.issue).toMatch(/^\d{8}$/)
    expect(Number(await balance(app, p))).toBeCloseTo(Number(before) - staked, 2)
    const state = await callApi(app, gameCalls.rouletteState, {}, auth(p))
    expect(state.data.issue).toBe(placed.data.issue)
    expect(state.data.seconds_left).toBe(30)
    expect(state.data.server_hash).toMatch(/^[0-9a-f]{64}$/)
    // Bets close 10 s before the spin.
    const drawAt = rouletteNextDrawAt(t)
    at(drawAt - 9000)
    expect((await bet(p, EVERY_TYPE)).code).toBe(203)
    expect((await callApi(app, gameCalls.rouletteSeed, { client_seed: 'late' }, auth(p))).code).toBe(203)
    clock.now = realNow

    drawn.push(...(await drawRouletteDue(app.db, new Date(drawAt))))
    expect(drawn).toContain(placed.data.issue)
    const d = await callApi(app, gameCalls.gameRound, { round_id: placed.data.round.round_id }, auth(p))
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
    expect(Number(await balance(app, p))).toBeCloseTo(Number(before) - staked + Number(expected) / 100, 2)
    const after = await callApi(app, gameCalls.rouletteState, {}, auth(p))
    expect(after.data.history[0]).toBe(numbers[0])
    expect(after.data.draws[0].numbers).toEqual(numbers)
  })

  it('a spin settles once under 100 parallel draw attempts', async () => {
    const others = await Promise.all([registerAndLogin(app), registerAndLogin(app)])
    for (const o of others) {
      await fund(app, o, 100)
      await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(o))
    }
    const t = betTime() + ROULETTE_DRAW_SECONDS * 1000
    at(t)
    const rounds: string[] = []
    // Every number covered by each player's three slips: exactly one straight-up of each pays.
    for (const who of [p, ...others])
      for (const bets of [
        range(0, 12).map((n) => ({ bet: `n:${n}`, amount: 1 })),
        range(13, 24).map((n) => ({ bet: `n:${n}`, amount: 1 })),
        range(25, 36).map((n) => ({ bet: `n:${n}`, amount: 1 })),
      ]) {
        const env = await bet(who, bets)
        expect(env.code, env.message).toBe(200)
        rounds.push(env.data.round.round_id)
      }
    clock.now = realNow
    const issue = rounds[0].slice(2, 10)
    const drawAt = new Date(rouletteNextDrawAt(t))
    const results = await Promise.all(Array.from({ length: 100 }, () => drawRouletteDue(app.db, drawAt)))
    expect(results.flat().filter((i) => i === issue)).toHaveLength(1)
    drawn.push(issue)
    const wins = await app.db.query<{ n: number; paid: string }>(
      'SELECT count(*)::int AS n, sum(amount)::text AS paid FROM ledger_transfers WHERE idempotency_key LIKE $1',
      [`roulette-win:RL${issue}-%`],
    )
    expect(Number(wins[0].n)).toBe(3)
    expect(wins[0].paid).toBe('10800')
    const settled = await app.db.query<{ status: number }>(
      'SELECT status FROM game_rounds WHERE draw_issue = $1',
      [issue],
    )
    expect(settled.map((r) => Number(r.status))).toEqual(Array(9).fill(1))
  })

  it('100 parallel bets with one Idempotency-Key move the money once', async () => {
    at(betTime())
    const before = await balance(app, p)
    const key = `roulette-${Date.now()}`
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => bet(p, [{ bet: 'dz:1', amount: 7 }], key)),
    )
    clock.now = realNow
    const ok = answers.filter((a) => a.code === 200)
    expect(ok.length).toBeGreaterThan(0)
    expect(new Set(ok.map((a) => a.data.round.round_id)).size).toBe(1)
    expect(answers.every((a) => a.code === 200 || a.code === 429 || a.code === 409)).toBe(true)
    expect(Number(await balance(app, p))).toBeCloseTo(Number(before) - 7, 2)
  })

  it('the verifier reproduces every spin of the run from its committed seed and contributions', async () => {
    const t = betTime() + 2 * ROULETTE_DRAW_SECONDS * 1000
    at(t)
    const seeded = await callApi(app, gameCalls.rouletteSeed, { client_seed: 'wheel:17' }, auth(p))
    expect(seeded.code, seeded.message).toBe(200)
    expect(seeded.data.contributions).toBe(1)
    clock.now = realNow
    drawn.push(...(await drawRouletteDue(app.db, new Date(rouletteNextDrawAt(t)))))
    expect(drawn).toContain(seeded.data.issue)
    for (const issue of new Set(drawn)) {
      const d = await callApi(app, gameCalls.rouletteDraw, { issue }, auth(p))
      expect(d.code, d.message).toBe(200)
      expect(await sha256Hex(subtle, d.data.server_seed!)).toBe(d.data.server_hash)
      const clientSeed = await drawCombinedSeed(
        (s) => sha256Hex(subtle, s),
        'roulette',
        issue,
        d.data.contributions,
      )
      expect(clientSeed).toBe(d.data.client_seed)
      const page = await recompute(
        {
          kind: 'roulette',
          venue: 'lylive',
          serverSeed: d.data.server_seed!,
          serverHash: d.data.server_hash,
          clientSeed: d.data.client_seed,
          nonce: '0',
          issue,
          contributions: d.data.contributions.join('\n'),
        },
        { numbers: d.data.numbers },
        subtle,
      )
      expect([page.hashOk, page.combinedOk, page.matches]).toEqual([true, true, true])
    }
    // PK10's issues are not roulette's.
    expect((await callApi(app, gameCalls.rouletteDraw, { issue: '0000001' }, auth(p))).code).not.toBe(200)
  })

  it('keeps the ledger balanced', async () => {
    const report = await checkLedger(app.db.query)
    expect(
      report.ok,
      JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe(true)
  })
})

function range(a: number, b: number) {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i)
}
