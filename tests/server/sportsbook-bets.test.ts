// Placing sportsbook bets end to end (issue 24, item 4): singles and parlays through the money route
// (one Idempotency-Key, one bet), the refusals (market closed, each price-change preference, stake
// limits, two legs of one match, too many legs, a venue without the league, malformed fields), and 100
// parallel bets held by the wallet. Settlement: sportsbook-settle.test.ts and
// sportsbook-settle-once.test.ts.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { sportsCalls } from '../../core/contract'
import { centsToWire } from '../../core/money'
import { callApi } from './helpers'
import { auth, moneyApp } from './money-kit'
import {
  closeMatch,
  type KitMatch,
  type Leg,
  ledgerWhole,
  pick,
  place,
  player,
  seedMatches,
  wallet,
} from './sportsbook-bets-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp({ moneyLimit: { max: 1_000_000 } })
})

describe('placing', () => {
  let ms: KitMatch[]
  beforeAll(async () => {
    ms = await seedMatches(app.db, { count: 10 })
  })

  it('places a single and a parlay; the same Idempotency-Key again answers the same bets and stakes once', async () => {
    const pl = await player(app)
    const a = pick(ms[0])!
    const b = pick(ms[1], (m) => m === 'fb.1x2')!
    const c = pick(ms[2], (m) => m.startsWith('fb.ou'))!
    const key = `k-${Date.now()}`
    const body = [
      { stake: '10.00', legs: [a] },
      { stake: '20.50', legs: [pick(ms[3])!, b, c] },
    ]
    const first = await place(app, pl, body, { key })
    expect(first.code, first.message).toBe(200)
    const again = await place(app, pl, body, { key })
    expect(again).toEqual(first)
    const [single, parlay] = first.data.bets
    expect(single.kind).toBe('single')
    expect(single.odds).toBe(a.odds)
    expect(single.status).toBe(2)
    expect(single.legs[0].home.zh).toMatch(/\p{Script=Han}/u)
    expect(parlay.kind).toBe('parlay')
    expect(parlay.legs).toHaveLength(3)
    expect(parlay.bet_id).not.toBe(single.bet_id)
    expect(first.data.balance).toBe(centsToWire(2000_00n - 30_50n))
    expect(await wallet(app, pl.id)).toBe(2000_00n - 30_50n)
    const [{ n }] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM game_rounds WHERE user_id = $1 AND kind = 'sportsbook'",
      [pl.id],
    )
    expect(n).toBe(2)
    const [g] = await app.db.query<{ game_name: string }>(
      'SELECT game_name FROM game_rounds WHERE round_id = $1',
      [parlay.bet_id],
    )
    expect(g.game_name).toBe('串关 3串1')
    const mine = await callApi(app, sportsCalls.sportsBets, { status: 'open' }, auth(pl.p))
    expect(mine.code).toBe(200)
    expect(mine.data.bets.map((x) => x.bet_id).sort()).toEqual([single.bet_id, parlay.bet_id].sort())
  })

  it('refuses what may not be bet, with its code and reason, and stakes nothing', async () => {
    const pl = await player(app)
    const leg = pick(ms[4])!
    const before = await wallet(app, pl.id)
    const refused = async (
      bets: { stake: string | number; legs: Leg[] }[],
      code: number,
      text: RegExp,
      o = {},
    ) => {
      const env = await place(app, pl, bets, o)
      expect(env.code, env.message).toBe(code)
      expect(env.message).toMatch(text)
      return env
    }
    // Same match twice in a parlay; nine legs; a venue without the league; junk fields. The contract's
    // own keys (sb.legs, sb.odds) reach the player as the generic 请求格式不正确 today: the route
    // translates v.* keys only.
    const HAN = /\p{Script=Han}/u
    await refused([{ stake: 10, legs: [leg, pick(ms[4], (m) => m !== leg.market)!] }], 244, /同一场比赛/)
    const nine = ms.slice(0, 9).map((m) => pick(m)!)
    await refused([{ stake: 10, legs: nine }], 1000, HAN)
    await refused([{ stake: 10, legs: [leg] }], 1000, /该场馆不提供/, { venue: 'lbsport' })
    await refused([{ stake: 'ten', legs: [leg] }], 1000, HAN)
    await refused([{ stake: 10, legs: [{ ...leg, odds: 1.95 }] }], 1000, HAN)
    await refused([{ stake: 10, legs: [leg] }], 1000, HAN, { accept: 'maybe' })
    await refused([{ stake: 10, legs: [{ ...leg, match_id: 'nope' }] }], 1000, HAN)
    // Stake limits from settings.
    await app.db.query(
      `INSERT INTO settings (key, value) VALUES ('sportsbook', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify({ minStake: '500', maxStake: '100000', maxPayout: '150000' })],
    )
    try {
      await refused([{ stake: '4.99', legs: [leg] }], 243, /最低投注额为5\.00/)
      await refused([{ stake: '1000.01', legs: [leg] }], 243, /最高投注额为1000\.00/)
      const long = ms.slice(0, 6).map((m) => pick(m, (mk) => mk === 'fb.1x2')!)
      await refused([{ stake: 1000, legs: long }], 243, /最高可赢金额为1500\.00/)
    } finally {
      await app.db.query("DELETE FROM settings WHERE key = 'sportsbook'")
    }
    // Closed: by state, by time, a selection no longer priced, a market not in the book.
    const [late] = await seedMatches(app.db, { count: 1, closeAt: new Date(Date.now() - 1000) })
    await refused([{ stake: 10, legs: [pick(late)!] }], 241, /青岚飞鹰 vs .+ 已停止投注/)
    await refused([{ stake: 10, legs: [{ ...leg, market: 'fb.ah@9.75' }] }], 241, /已停止投注/)
    await app.db.tx((q) => closeMatch(q, ms[9]))
    await refused([{ stake: 10, legs: [pick(ms[9])!] }], 241, /已停止投注/)
    expect(await wallet(app, pl.id)).toBe(before)
  })

  it('applies the price-change preference: none refuses, higher takes a better price only, any takes it', async () => {
    const pl = await player(app)
    const leg = pick(ms[5], (m) => m === 'fb.1x2')!
    const reprice = (odds: number) =>
      app.db.query(
        `UPDATE sb_matches SET book = (SELECT jsonb_agg(CASE WHEN mk->>'id' = $2 THEN jsonb_set(mk, '{selections}',
           (SELECT jsonb_agg(CASE WHEN s->>'selection' = $3 THEN jsonb_set(s, '{odds}', to_jsonb($4::int)) ELSE s END)
              FROM jsonb_array_elements(mk->'selections') s)) ELSE mk END) FROM jsonb_array_elements(book) mk) WHERE id = $1`,
        [leg.match_id, leg.market, leg.selection, odds],
      )
    await reprice(leg.odds - 50)
    for (const accept of ['none', 'higher']) {
      const env = await place(app, pl, [{ stake: 10, legs: [leg] }], { accept })
      expect(env.code, env.message).toBe(242)
      expect(env.data).toEqual({ prices: [{ ...leg, odds: leg.odds - 50 }] })
    }
    const any = await place(app, pl, [{ stake: 10, legs: [leg] }], { accept: 'any' })
    expect(any.code, any.message).toBe(200)
    expect(any.data.bets[0].odds).toBe(leg.odds - 50)
    await reprice(leg.odds + 40)
    expect((await place(app, pl, [{ stake: 10, legs: [leg] }], { accept: 'none' })).code).toBe(242)
    const higher = await place(app, pl, [{ stake: 10, legs: [leg] }], { accept: 'higher' })
    expect(higher.code, higher.message).toBe(200)
    expect(higher.data.bets[0].legs[0].odds).toBe(leg.odds + 40)
    const same = await place(app, pl, [{ stake: 10, legs: [{ ...leg, odds: leg.odds + 40 }] }], {
      accept: 'none',
    })
    expect(same.code, same.message).toBe(200)
  })

  it('100 parallel bets of one player: the wallet holds, every bet its own id, no 5xx', async () => {
    const pl = await player(app, 500)
    const leg = pick(ms[6])!
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => place(app, pl, [{ stake: 10, legs: [leg] }])),
    )
    const ok = answers.filter((a) => a.code === 200)
    expect(ok).toHaveLength(50)
    for (const a of answers.filter((x) => x.code !== 200)) expect(a.code, a.message).toBe(210)
    expect(new Set(ok.map((a) => a.data.bets[0].bet_id)).size).toBe(50)
    expect(await wallet(app, pl.id)).toBe(0n)
    await ledgerWhole(app)
  })
})
