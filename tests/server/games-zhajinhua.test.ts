// 炸金花 against the banker (docs/zhajinhua.md): the hand ranks and the tie rule on the pure engine,
// then end to end on the real app: refusals (an empty wallet, an ante not offered, another venue),
// rounds in transfer mode settle through the ledger at the paytable, the verifier's replay reproduces
// every round from the revealed seed, one Idempotency-Key sent 100 times at once plays once, and
// 100 parallel rounds in seamless mode (five players, twenty each) each settle exactly once with the
// ledger whole.
import { webcrypto } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { evaluateZjh, settleZjh, ZJH_RTP } from '../../core/games/engines/zhajinhua'
import { subtleHmac } from '../../core/games/fair'
import { replayRound } from '../../core/games/replay'
import { playsOnceUnderStorm, seamlessCrowd } from './draw-game-kit'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, fund, moneyApp, venue } from './money-kit'

// Card n: rank n % 13 + 1, suit floor(n / 13) (0 ♦, 1 ♣, 2 ♥, 3 ♠).
const c = (rank: number, suit = 0) => suit * 13 + rank - 1
const hand = (...cards: number[]) => evaluateZjh(cards)
const deal = (player: number[], banker: number[]) => {
  const p = hand(...player)
  const b = hand(...banker)
  return {
    player: p,
    banker: b,
    winner: p.score > b.score ? 'player' : 'banker',
    tie: p.score === b.score,
  } as const
}

describe('炸金花 hands', () => {
  it('ranks every kind, the ace high and A-2-3 the lowest straight', () => {
    expect(hand(c(9), c(9, 1), c(9, 2)).kind).toBe('trips')
    expect(hand(c(12, 3), c(13, 3), c(1, 3)).kind).toBe('straightFlush')
    expect(hand(c(2, 1), c(7, 1), c(11, 1)).kind).toBe('flush')
    expect(hand(c(1), c(2, 1), c(3, 2)).kind).toBe('straight')
    expect(hand(c(13), c(1, 1), c(2, 2)).kind).toBe('high')
    expect(hand(c(5), c(5, 1), c(13)).kind).toBe('pair')
    const ladder = [
      hand(c(13), c(9, 1), c(2, 2)),
      hand(c(2), c(2, 1), c(3)),
      hand(c(1), c(2, 1), c(3, 2)),
      hand(c(2, 1), c(3, 2), c(4)),
      hand(c(12), c(13, 1), c(1, 2)),
      hand(c(2, 1), c(4, 1), c(6, 1)),
      hand(c(1, 2), c(2, 2), c(3, 2)),
      hand(c(12, 3), c(13, 3), c(1, 3)),
      hand(c(2), c(2, 1), c(2, 2)),
      hand(c(1), c(1, 1), c(1, 2)),
    ]
    for (let i = 1; i < ladder.length; i++) expect(ladder[i].score).toBeGreaterThan(ladder[i - 1].score)
  })

  it('compares pairs by the pair then the odd card, high cards card by card, never by suit', () => {
    expect(hand(c(5), c(5, 1), c(2)).score).toBeGreaterThan(hand(c(4), c(4, 1), c(1)).score)
    expect(hand(c(5), c(5, 1), c(9)).score).toBeGreaterThan(hand(c(5, 2), c(5, 3), c(8)).score)
    expect(hand(c(1), c(7), c(3, 1)).score).toBeGreaterThan(hand(c(1, 1), c(6), c(5, 2)).score)
    expect(hand(c(13, 3), c(9, 3), c(4, 1)).score).toBe(hand(c(13), c(9, 1), c(4)).score)
  })

  it('gives an equal hand to the banker and pays a win by the player hand', () => {
    const tie = deal([c(13, 3), c(9, 3), c(4, 1)], [c(13), c(9, 1), c(4)])
    expect(tie).toMatchObject({ winner: 'banker', tie: true })
    expect(settleZjh(1_000n, tie)).toEqual({ stake: 1_000n, bp: 0, net: -1_000n, payout: 0n })
    const high = deal([c(1), c(9, 1), c(4)], [c(13), c(9, 2), c(4, 2)])
    expect(settleZjh(1_000n, high)).toMatchObject({ net: 800n, payout: 1_800n })
    const trips = deal([c(3), c(3, 1), c(3, 2)], [c(13), c(13, 1), c(4, 2)])
    expect(settleZjh(1_000n, trips)).toMatchObject({ net: 5_000n, payout: 6_000n })
  })
})

let app: FastifyInstance
let p: Registered
const hmac = subtleHmac(webcrypto.subtle as unknown as SubtleCrypto)
type Hand = { cards: number[]; kind: string }
type Result = { player: Hand; banker: Hand; winner: string; tie: boolean; net: number; ante: number }
const play = (x: Registered, body: Record<string, unknown>, key?: string) =>
  callApi(app, gameCalls.zhajinhuaPlay, { venue: 'qxchess', ...body }, auth(x, key))

describe('炸金花 on the app', () => {
  beforeAll(async () => {
    app = await moneyApp({ moneyLimit: { max: 1_000_000 } })
    p = await registerAndLogin(app)
    await fund(app, p, 5000)
  }, 180_000)

  it('publishes the paytable, the antes and the exact return', async () => {
    const rules = await callApi(app, gameCalls.zhajinhuaRules, {})
    expect(rules.code).toBe(200)
    expect(rules.data.paytable).toMatchObject({ high: 8000, straightFlush: 30000, trips: 50000 })
    expect(rules.data.antes).toEqual(['1.00', '5.00', '10.00', '50.00', '100.00', '500.00', '1000.00'])
    expect(rules.data.rtp).toBe(ZJH_RTP)
    const url = await callApi(app, calls.getGameUrl, { plat_name: 'qxchess', game_code: '' }, auth(p))
    expect(url.data.url).toMatch(/\/#\/play\/zhajinhua\?venue=qxchess$/)
  })

  it('transfer mode: refusals move nothing; rounds settle at the paytable and replay from the revealed seed', async () => {
    const broke = await play(p, { ante: 10 })
    expect([broke.code, broke.message]).toEqual([210, '余额不足，请先充值或转入场馆钱包'])
    const tr = await callApi(
      app,
      calls.transfer,
      { amount: 500, sourcetype: 'userbalance', targettype: 'qxchess' },
      auth(p),
    )
    expect(tr.code, tr.message).toBe(200)
    expect([
      (await play(p, { ante: 7 })).message,
      (await play(p, { venue: 'jdchess', ante: 10 })).code,
    ]).toEqual(['请选择有效的底注', 1000])
    expect(await venue(app, p, 'qxchess')).toBe('500.00')

    const rounds = []
    let wallet = 50_000
    for (let i = 0; i < 20; i++) {
      const r = await play(p, { ante: 10 })
      expect(r.code, r.message).toBe(200)
      const res = r.data.round.result as Result
      expect(r.data.round.stake).toBe('10.00')
      expect(Math.round(Number(r.data.round.payout) * 100) - 1000).toBe(res.net)
      expect(Math.round(Number(r.data.round.balance_before) * 100)).toBe(wallet)
      wallet += res.net
      rounds.push(r.data.round)
    }
    expect(Math.round(Number(await venue(app, p, 'qxchess')) * 100)).toBe(wallet)
    const rot = await callApi(app, gameCalls.seedRotate, { kind: 'zhajinhua' }, auth(p))
    expect(rot.code, rot.message).toBe(200)
    for (const r of rounds) {
      const detail = await callApi(app, gameCalls.gameRound, { round_id: r.round_id }, auth(p))
      expect(detail.data.server_seed).toBe(rot.data.previous.server_seed)
      const again = await replayRound(hmac, 'zhajinhua', 'qxchess', {
        serverSeed: detail.data.server_seed ?? '',
        clientSeed: detail.data.client_seed,
        nonce: detail.data.nonce,
      })
      const res = r.result as Result
      expect([again.deal.player.cards, again.deal.banker.cards]).toEqual([res.player.cards, res.banker.cards])
      expect([again.deal.winner, again.deal.tie]).toEqual([res.winner, res.tie])
      expect(Number(settleZjh(1000n, again.deal).net)).toBe(res.net)
    }
  })

  it('one Idempotency-Key sent 100 times at once plays one round and answers it every time', async () => {
    await playsOnceUnderStorm(app, p, 'qxchess', () => play(p, { ante: 5 }, 'zjh-once-1'))
  })

  it('seamless mode: 100 parallel rounds of five players, each settled exactly once', {
    timeout: 120_000,
  }, async () => {
    await seamlessCrowd(app, p, {
      kind: 'zhajinhua',
      venueCode: 'qxchess',
      extra: 4,
      rounds: 20,
      play: (x) => play(x, { ante: 5 }),
    })
  })
})
