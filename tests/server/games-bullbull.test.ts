// Bull-bull (牛牛): the hand ranks, the return of the default table over 10^6 rounds of the real fair
// stream against the documented value, a chi-square of the cards dealt, and end to end on the real app:
// a round in both wallet modes settles through the ledger (deposit held and returned in one call, the
// valid bet is what changed hands), the verifier's replay reproduces it from the revealed seed, the
// operator's table is what settles, and parallel rounds settle exactly once each.
import { createHmac, webcrypto } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import {
  BULL_DEFAULT_RTP,
  BULL_DEFAULT_TABLE,
  type BullDeal,
  beats,
  drawBull,
  evaluateBull,
  settleBull,
} from '../../core/games/engines/bullbull'
import { drawFairSync, subtleHmac } from '../../core/games/fair'
import { replayRound } from '../../core/games/replay'
import { checkLedger } from '../../server/ledger'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, balance, fund, moneyApp, userId, venue } from './money-kit'

// Card n: rank n % 13 + 1, suit floor(n / 13) (0 ♦, 1 ♣, 2 ♥, 3 ♠).
const c = (rank: number, suit = 0) => suit * 13 + rank - 1

describe('bull-bull hands', () => {
  it('ranks the usual hands and the special ones', () => {
    expect(evaluateBull([c(3), c(7), c(10, 1), c(2, 2), c(5, 3)]).kind).toBe('bull7')
    expect(evaluateBull([c(11), c(12), c(13), c(4, 1), c(6, 2)]).kind).toBe('bullbull')
    expect(evaluateBull([c(1), c(2), c(4, 1), c(6, 2), c(8, 3)]).kind).toBe('none')
    expect(evaluateBull([c(11), c(12), c(13), c(11, 1), c(12, 2)]).kind).toBe('fiveface')
    expect(evaluateBull([c(7), c(7, 1), c(7, 2), c(7, 3), c(2)]).kind).toBe('bomb')
    expect(evaluateBull([c(1), c(1, 1), c(2), c(2, 1), c(4)]).kind).toBe('fivesmall')
    // Four aces and a two: both five-small and a bomb, and five-small ranks higher.
    expect(evaluateBull([c(1), c(1, 1), c(1, 2), c(1, 3), c(2)]).kind).toBe('fivesmall')
    // Small cards over ten points are an ordinary hand.
    expect(evaluateBull([c(4), c(4, 1), c(3), c(2), c(1)]).kind).toBe('bull4')
  })

  it('breaks equal kinds on the highest card, rank then suit', () => {
    const a = evaluateBull([c(13, 3), c(3), c(7), c(2, 1), c(5)]) // bull 10+3+7 → 2+5 = 7, top ♠K
    const b = evaluateBull([c(13, 2), c(3, 1), c(7, 1), c(2, 2), c(5, 1)]) // the same, top ♥K
    expect(a.kind).toBe(b.kind)
    expect(beats(a, b)).toBe(true)
    expect(beats(b, a)).toBe(false)
  })
})

const ROUNDS = 1_000_000
const hmacSync = (key: string, msg: string) => new Uint8Array(createHmac('sha256', key).update(msg).digest())
const mirror = (d: BullDeal): BullDeal => ({
  player: d.banker,
  banker: d.player,
  winner: d.winner === 'player' ? 'banker' : 'player',
})

describe('bull-bull return and cards, 10^6 rounds of the fair stream', () => {
  it('returns the documented value and deals every card equally often', { timeout: 300_000 }, () => {
    const BASE = 10_000
    let net = 0
    let mirrored = 0
    const cards = new Array<number>(52).fill(0)
    for (let i = 0; i < ROUNDS; i++) {
      const deal = drawFairSync(
        hmacSync,
        { serverSeed: 'bull-rtp-server-seed', clientSeed: 'bull-rtp', nonce: i },
        drawBull,
      )
      const n = Number(settleBull(BigInt(BASE), deal, BULL_DEFAULT_TABLE).net)
      net += n
      // The same deal with the hands swapped is equally likely: the mean of the two has the same
      // expectation and none of the symmetric win/loss variance.
      mirrored += (n + Number(settleBull(BigInt(BASE), mirror(deal), BULL_DEFAULT_TABLE).net)) / 2
      for (const x of [...deal.player.cards, ...deal.banker.cards]) cards[x]++
    }
    const plain = 1 + net / ROUNDS / BASE
    const low = 1 + mirrored / ROUNDS / BASE
    console.log(`bull-bull return: ${(plain * 100).toFixed(3)}% (mirrored ${(low * 100).toFixed(4)}%)`)
    // Plain mean: standard error 0.21 pp at 10^6 rounds.
    expect(Math.abs(plain - BULL_DEFAULT_RTP)).toBeLessThan(0.01)
    // Mirrored: standard error about 0.003 pp.
    expect(Math.abs(low - BULL_DEFAULT_RTP)).toBeLessThan(0.0005)
    const expected = (ROUNDS * 10) / 52
    const chi2 = cards.reduce((a, k) => a + (k - expected) ** 2 / expected, 0)
    console.log(`bull-bull card chi-square: ${chi2.toFixed(1)} (51 degrees of freedom)`)
    // The 99.9th percentile of chi-square with 51 degrees of freedom is 86.7.
    expect(chi2).toBeLessThan(86.7)
  })
})

let app: FastifyInstance
let p: Registered
const hmac = subtleHmac(webcrypto.subtle as unknown as SubtleCrypto)
type Result = { winner: string; multiple: number; net: number; base: number; player: { cards: number[] } }

describe('bull-bull on the app', () => {
  beforeAll(async () => {
    app = await moneyApp()
    p = await registerAndLogin(app)
    await fund(app, p, 5000)
  }, 180_000)

  it('transfer mode: refuses a round the venue wallet cannot hold, then settles one through the ledger', async () => {
    const broke = await callApi(app, gameCalls.bullbullPlay, { venue: 'jdchess', base: 10 }, auth(p))
    expect(broke.code).toBe(210)
    expect(broke.message).toBe('余额不足：牛牛每局需预留底注 × 最高倍数的押金 50.00')
    const tr = await callApi(
      app,
      calls.transfer,
      { amount: 200, sourcetype: 'userbalance', targettype: 'jdchess' },
      auth(p),
    )
    expect(tr.code, tr.message).toBe(200)
    const odd = await callApi(app, gameCalls.bullbullPlay, { venue: 'jdchess', base: 7 }, auth(p))
    expect(odd.code).toBe(1000)
    expect(odd.message).toBe('请选择有效的底注')
    const wrong = await callApi(app, gameCalls.bullbullPlay, { venue: 'jdslot', base: 10 }, auth(p))
    expect(wrong.code).toBe(1000)

    const play = await callApi(app, gameCalls.bullbullPlay, { venue: 'jdchess', base: 10 }, auth(p))
    expect(play.code, play.message).toBe(200)
    const r = play.data.round
    const res = r.result as Result
    expect(r.stake).toBe('50.00')
    expect(r.balance_before).toBe('200.00')
    expect(Number(r.payout) - Number(r.stake)).toBeCloseTo(res.net / 100, 2)
    expect(Number(r.balance_after)).toBeCloseTo(200 + res.net / 100, 2)
    expect(await venue(app, p, 'jdchess')).toBe(r.balance_after)
    // The valid bet (turnover, rebates) is what changed hands: base x the winner's multiple.
    const [row] = await app.db.query<{ valid_cents: string }>(
      'SELECT valid_cents FROM game_rounds WHERE round_id = $1',
      [r.round_id],
    )
    expect(Number(row.valid_cents)).toBe(1000 * res.multiple)

    // Rotate, then the verifier's replay reproduces the round from the revealed seed.
    const rot = await callApi(app, gameCalls.seedRotate, { kind: 'bullbull' }, auth(p))
    expect(rot.code, rot.message).toBe(200)
    const detail = await callApi(app, gameCalls.gameRound, { round_id: r.round_id }, auth(p))
    expect(detail.code, detail.message).toBe(200)
    expect(detail.data.server_seed).toBe(rot.data.previous.server_seed)
    const again = await replayRound(hmac, 'bullbull', 'jdchess', {
      serverSeed: detail.data.server_seed ?? '',
      clientSeed: detail.data.client_seed,
      nonce: detail.data.nonce,
    })
    expect(again.deal.player.cards).toEqual(res.player.cards)
    expect(again.deal.winner).toBe(res.winner)
    expect(Number(settleBull(1000n, again.deal, BULL_DEFAULT_TABLE).net)).toBe(res.net)
  })

  it("settles at the operator's multiples", async () => {
    const table = { ...BULL_DEFAULT_TABLE, multiples: { ...BULL_DEFAULT_TABLE.multiples, none: 2 } }
    await app.db.query("UPDATE settings SET value = $1::jsonb WHERE key = 'bullbull'", [
      JSON.stringify(table),
    ])
    try {
      const rules = await callApi(app, gameCalls.bullbullRules, {})
      expect(rules.data.multiples.none).toBe(2)
      for (let i = 0; i < 30; i++) {
        const play = await callApi(app, gameCalls.bullbullPlay, { venue: 'jdchess', base: 1 }, auth(p))
        expect(play.code, play.message).toBe(200)
        const res = play.data.round.result as Result & { player: { kind: string }; banker: { kind: string } }
        const winner = res.winner === 'player' ? res.player : res.banker
        expect(res.multiple).toBe(table.multiples[winner.kind as 'none'])
      }
    } finally {
      await app.db.query("UPDATE settings SET value = $1::jsonb WHERE key = 'bullbull'", [
        JSON.stringify(BULL_DEFAULT_TABLE),
      ])
    }
  })

  it('seamless mode: many players at once, every round settled exactly once', {
    timeout: 120_000,
  }, async () => {
    const players = [p, ...(await Promise.all([1, 2, 3].map(() => registerAndLogin(app))))]
    for (const x of players.slice(1)) await fund(app, x, 1000)
    for (const x of players)
      expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(x))).code).toBe(200)
    const before = await Promise.all(players.map((x) => balance(app, x)))
    const plays = await Promise.all(
      players.flatMap((x) =>
        Array.from({ length: 6 }, () =>
          callApi(app, gameCalls.bullbullPlay, { venue: 'jdchess', base: 5 }, auth(x)),
        ),
      ),
    )
    for (const r of plays) expect(r.code, r.message).toBe(200)
    for (const [i, x] of players.entries()) {
      const id = await userId(app, x)
      const rounds = await app.db.query<{
        round_id: string
        nonce: number
        payout_cents: string
        stake_cents: string
      }>(
        `SELECT round_id, nonce, payout_cents, stake_cents FROM game_rounds WHERE user_id = $1 AND kind = 'bullbull' AND wallet_account = $2`,
        [id, `player:${id}:central`],
      )
      expect(rounds).toHaveLength(6)
      expect(new Set(rounds.map((r) => r.nonce)).size).toBe(6)
      const entries = await app.db.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM ledger_transfers WHERE ref = ANY($1) AND kind = 'bet'`,
        [rounds.map((r) => r.round_id)],
      )
      expect(Number(entries[0].n)).toBe(6)
      const net = rounds.reduce((a, r) => a + Number(r.payout_cents) - Number(r.stake_cents), 0)
      expect(Math.round(Number(await balance(app, x)) * 100)).toBe(Math.round(Number(before[i]) * 100) + net)
    }
    const rec = await callApi(app, calls.betrecord, { date: 1, page: 1, api_type: '' }, auth(p))
    expect(rec.data.data.map((r) => r.platform_type)).toContain('jdchess')
    const report = await checkLedger(app.db.query)
    expect(
      report.ok,
      JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe(true)
  })
})
