// 二八杠 against the banker (docs/erbagang.md): the hand ranks and the tie rule on the pure engine, then
// end to end on the real app: refusals (an empty wallet, an ante not offered, another venue), rounds in
// transfer mode settle through the ledger 1 to 1, the verifier's replay reproduces every round from the
// revealed seed, the deal does not depend on the ante, one Idempotency-Key sent 100 times at once plays
// once, and 100 parallel rounds in seamless mode each settle exactly once with the ledger whole.
import { webcrypto } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { EBG_RTP, evaluateEbg, settleEbg, showdownEbg } from '../../core/games/engines/erbagang'
import { subtleHmac } from '../../core/games/fair'
import { replayRound } from '../../core/games/replay'
import { playsOnceUnderStorm, seamlessCrowd } from './draw-game-kit'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, fund, moneyApp, venue } from './money-kit'

const W = 0 // 白板
const hand = (a: number, b: number) => evaluateEbg([a, b])

describe('二八杠 hands', () => {
  it('ranks 白板对 > 对子 9..1 > 二八杠 > points 9.5 .. 0.5 > 鳖十', () => {
    expect([hand(W, W).kind, hand(9, 9).kind, hand(8, 2).kind, hand(W, 9).kind, hand(3, 7).kind]).toEqual([
      'whitePair',
      'pair',
      'erba',
      'points',
      'zero',
    ])
    expect([hand(W, 9).half, hand(4, 5).half, hand(W, 1).half, hand(6, 7).half]).toEqual([19, 18, 3, 6])
    const ladder = [
      hand(W, 1), // 1.5
      hand(1, 2), // 3
      hand(4, 5), // 9 (small tile 5)
      hand(3, 6), // 9 (large tile 6)
      hand(1, 8), // 9 (large tile 8)
      hand(W, 9), // 9.5
      hand(2, 8), // 二八杠
      hand(1, 1),
      hand(5, 5),
      hand(9, 9),
      hand(W, W),
    ]
    for (let i = 1; i < ladder.length; i++) expect(ladder[i].score).toBeGreaterThan(ladder[i - 1].score)
    expect(hand(3, 7).score).toBeLessThan(hand(W, 1).score)
  })

  it('gives equal hands (and every 鳖十 against 鳖十) to the banker and pays a win 1 to 1', () => {
    expect(showdownEbg([3, 6], [6, 3])).toMatchObject({ winner: 'banker', tie: true })
    expect(showdownEbg([1, 9], [3, 7])).toMatchObject({ winner: 'banker', tie: true })
    expect(showdownEbg([2, 8], [8, 2])).toMatchObject({ winner: 'banker', tie: true })
    const tie = showdownEbg([5, 5], [5, 5])
    expect(settleEbg(1_000n, tie)).toEqual({ stake: 1_000n, bp: 0, net: -1_000n, payout: 0n })
    expect(settleEbg(1_000n, showdownEbg([W, W], [9, 9]))).toMatchObject({ net: 1_000n, payout: 2_000n })
    expect(settleEbg(500n, showdownEbg([1, 8], [4, 5]))).toMatchObject({ net: 500n, payout: 1_000n })
  })
})

let app: FastifyInstance
let p: Registered
const hmac = subtleHmac(webcrypto.subtle as unknown as SubtleCrypto)
type Hand = { tiles: number[]; kind: string; half: number }
type Result = { player: Hand; banker: Hand; winner: string; tie: boolean; net: number; ante: number }
const play = (x: Registered, body: Record<string, unknown>, key?: string) =>
  callApi(app, gameCalls.erbagangPlay, { venue: 'bfchess', ...body }, auth(x, key))

describe('二八杠 on the app', () => {
  beforeAll(async () => {
    app = await moneyApp({ moneyLimit: { max: 1_000_000 } })
    p = await registerAndLogin(app)
    await fund(app, p, 5000)
  }, 180_000)

  it('publishes the paytable, the antes and the exact return; bfchess launches the table', async () => {
    const rules = await callApi(app, gameCalls.erbagangRules, {})
    expect(rules.code).toBe(200)
    expect(rules.data.paytable).toMatchObject({ points: 10000, erba: 10000, pair: 10000, whitePair: 10000 })
    expect(rules.data.antes).toEqual(['1.00', '5.00', '10.00', '50.00', '100.00', '500.00', '1000.00'])
    expect(rules.data.rtp).toBe(EBG_RTP)
    expect(rules.data.rtp_fraction).toEqual([45022, 45695])
    const url = await callApi(app, calls.getGameUrl, { plat_name: 'bfchess', game_code: '' }, auth(p))
    expect(url.data.url).toMatch(/\/#\/play\/erbagang\?venue=bfchess$/)
  })

  it('transfer mode: refusals move nothing; rounds settle 1 to 1 and replay from the revealed seed', async () => {
    const broke = await play(p, { ante: 10 })
    expect([broke.code, broke.message]).toEqual([210, '余额不足，请先充值或转入场馆钱包'])
    const tr = await callApi(
      app,
      calls.transfer,
      { amount: 500, sourcetype: 'userbalance', targettype: 'bfchess' },
      auth(p),
    )
    expect(tr.code, tr.message).toBe(200)
    expect([
      (await play(p, { ante: 7 })).message,
      (await play(p, { venue: 'qxchess', ante: 10 })).code,
    ]).toEqual(['请选择有效的底注', 1000])
    expect(await venue(app, p, 'bfchess')).toBe('500.00')

    const rounds = []
    let wallet = 50_000
    for (let i = 0; i < 20; i++) {
      // Alternate the ante: the deal must not depend on it.
      const ante = i % 2 ? 5 : 10
      const r = await play(p, { ante })
      expect(r.code, r.message).toBe(200)
      const res = r.data.round.result as Result
      expect(r.data.round.stake).toBe(`${ante}.00`)
      expect(res.net).toBe(res.winner === 'player' ? ante * 100 : -ante * 100)
      expect(Math.round(Number(r.data.round.balance_before) * 100)).toBe(wallet)
      wallet += res.net
      rounds.push(r.data.round)
    }
    expect(Math.round(Number(await venue(app, p, 'bfchess')) * 100)).toBe(wallet)
    const rot = await callApi(app, gameCalls.seedRotate, { kind: 'erbagang' }, auth(p))
    expect(rot.code, rot.message).toBe(200)
    for (const r of rounds) {
      const detail = await callApi(app, gameCalls.gameRound, { round_id: r.round_id }, auth(p))
      expect(detail.data.server_seed).toBe(rot.data.previous.server_seed)
      const again = await replayRound(hmac, 'erbagang', 'bfchess', {
        serverSeed: detail.data.server_seed ?? '',
        clientSeed: detail.data.client_seed,
        nonce: detail.data.nonce,
      })
      const res = r.result as Result
      expect([again.deal.player.tiles, again.deal.banker.tiles]).toEqual([res.player.tiles, res.banker.tiles])
      expect([again.deal.winner, again.deal.tie]).toEqual([res.winner, res.tie])
      expect(Number(settleEbg(BigInt(res.ante), again.deal).net)).toBe(res.net)
    }
  })

  it('one Idempotency-Key sent 100 times at once plays one round and answers it every time', async () => {
    await playsOnceUnderStorm(app, p, 'bfchess', () => play(p, { ante: 5 }, 'ebg-once-1'))
  })

  it('seamless mode: 100 parallel rounds of several players, each settled exactly once', {
    timeout: 180_000,
  }, async () => {
    await seamlessCrowd(app, p, {
      kind: 'erbagang',
      venueCode: 'bfchess',
      extra: 3,
      rounds: 25,
      play: (x) => play(x, { ante: 5 }),
    })
  })
})
