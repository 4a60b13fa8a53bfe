// The baccarat table on the real app and database (PGlite by default, PostgreSQL with DATABASE_URL),
// on a clock the test moves: bets in the window, a clear refusal after it, one deal settling every bet
// once through the ledger (payouts by the engine, pushes out of the turnover), many players betting
// on one round while three dealers race for it, a whole shoe dealt to the cut card, revealed and
// replayed hand by hand from its seeds as the verifier does, with the next shoe shuffled on the
// players' contributions; the launch URL of jdlive and the rounds in betrecord.
import { createHash, webcrypto } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { baccaratPayout, shoeCombinedSeed, shoeText } from '../../core/games/engines/baccarat'
import { sha256Hex, subtleHmac } from '../../core/games/fair'
import { replayShoe } from '../../core/games/replay'
import { clock } from '../../server/clock'
import {
  baccaratTiming,
  betBaccarat,
  dealDue,
  handRecord,
  type RoundRow,
  settleRound,
} from '../../server/games/baccarat'
import { houseBalance } from '../../server/games/house'
import { accountBalance, acct, checkLedger } from '../../server/ledger'
import { callApi, type Registered } from './helpers'
import { auth, moneyApp, playerInVenues } from './money-kit'

const subtle = webcrypto.subtle as unknown as SubtleCrypto
const sha256 = async (t: string) => createHash('sha256').update(t).digest('hex')
const { betMs, dealMs } = baccaratTiming()
let app: FastifyInstance
let t = new Date('2031-05-01T04:00:00Z').getTime()
const realNow = clock.now
const at = (ms: number) => {
  t = ms
  clock.now = () => new Date(t)
  return new Date(t)
}

type Player = { p: Registered; id: number }
async function player(fund = 100_000n): Promise<Player> {
  return playerInVenues(app, ['jdlive'], fund)
}
const wallet = (pl: Player) => accountBalance(app.db.query, acct.venue(pl.id, 'jdlive'))
const state = async (pl: Player) => {
  const s = await callApi(app, gameCalls.baccaratState, {}, auth(pl.p))
  expect(s.code, s.message).toBe(200)
  return s.data
}
const currentRound = async () =>
  (await app.db.query<RoundRow>('SELECT * FROM baccarat_rounds ORDER BY id DESC LIMIT 1'))[0]
/** Deal the open round at its close and open the next one after the deal time. */
async function playOut() {
  const r = await currentRound()
  const dealt = await dealDue(app.db, at(new Date(r.closes_at).getTime()))
  at(t + dealMs)
  await dealDue(app.db, new Date(t))
  return dealt
}

beforeAll(async () => {
  app = await moneyApp()
  at(t)
}, 180_000)
afterAll(() => {
  clock.now = realNow
})

describe('baccarat table', { timeout: 120_000 }, () => {
  it('takes bets in the window, refuses them after it in Chinese, deals once and settles once', async () => {
    const a = await player()
    const b = await player()
    const s = await state(a)
    expect(s.round.phase).toBe('betting')
    expect(s.seconds_left).toBe(betMs / 1000)
    expect(s.shoe.shoe_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(s.next_shoe.server_hash).toMatch(/^[0-9a-f]{64}$/)
    const betA = await callApi(
      app,
      gameCalls.baccaratBet,
      {
        bets: [
          { bet: 'banker', amount: 100 },
          { bet: 'player_pair', amount: 10 },
        ],
      },
      auth(a.p),
    )
    expect(betA.code, betA.message).toBe(200)
    expect(betA.data.balance).toBe('890.00')
    expect(betA.data.round_no).toBe(s.round.round_no)
    const both = await callApi(
      app,
      gameCalls.baccaratBet,
      { bets: [{ bet: 'player', amount: 5 }] },
      auth(a.p),
    )
    expect([both.code, both.message]).toEqual([1000, '同一局不能同时投注庄和闲'])
    at(t + 1000)
    const betB = await callApi(
      app,
      gameCalls.baccaratBet,
      {
        bets: [
          { bet: 'player', amount: 50 },
          { bet: 'tie', amount: 10 },
        ],
      },
      auth(b.p),
    )
    expect(betB.code, betB.message).toBe(200)
    expect((await state(a)).my_bets).toEqual([
      { bet: 'banker', amount: '100.00' },
      { bet: 'player_pair', amount: '10.00' },
    ])
    // The window closes: refused with the catalog's Chinese text, nothing moved.
    const round = await currentRound()
    at(new Date(round.closes_at).getTime())
    const late = await callApi(app, gameCalls.baccaratBet, { bets: [{ bet: 'tie', amount: 1 }] }, auth(b.p))
    expect([late.code, late.message]).toEqual([203, '本局已停止下注，请等待下一局开始'])
    expect(await wallet(b)).toBe(100_000n - 6_000n)
    expect((await state(a)).round.phase).toBe('dealing')

    const dealt = await dealDue(app.db, new Date(t))
    expect(dealt).toEqual([s.round.round_no])
    expect(await dealDue(app.db, new Date(t))).toEqual([])
    const [r] = await app.db.query<RoundRow>('SELECT * FROM baccarat_rounds WHERE id = $1', [round.id])
    const hand = r.result as ReturnType<typeof handRecord>
    const h = {
      winner: hand.winner,
      playerPair: hand.player_pair,
      bankerPair: hand.banker_pair,
    } as Parameters<typeof baccaratPayout>[2]
    const payA = baccaratPayout('banker', 10_000n, h) + baccaratPayout('player_pair', 1_000n, h)
    const payB = baccaratPayout('player', 5_000n, h) + baccaratPayout('tie', 1_000n, h)
    expect(await wallet(a)).toBe(100_000n - 11_000n + payA)
    expect(await wallet(b)).toBe(100_000n - 6_000n + payB)
    // Settling again finds nothing unsettled; the round's records are final.
    expect(await app.db.tx((q) => settleRound(q, r, {} as never, hand))).toBe(0)
    const rec = await app.db.query<{
      user_id: string
      payout_cents: string
      valid_cents: string
      status: number
    }>(
      'SELECT user_id, payout_cents, valid_cents, status FROM game_rounds WHERE baccarat_round = $1 ORDER BY id',
      [round.id],
    )
    const push = hand.winner === 'tie'
    expect(rec.map((x) => [Number(x.status), BigInt(x.payout_cents), Number(x.valid_cents)])).toEqual([
      [1, payA, push ? 1_000 : 11_000],
      [1, payB, push ? 1_000 : 6_000],
    ])
    const [turn] = await app.db.query<{ totalgame_cents: string }>(
      'SELECT totalgame_cents FROM users WHERE id = $1',
      [a.id],
    )
    expect(Number(turn.totalgame_cents)).toBe(push ? 1_000 : 11_000)
    // The result stays on show for the deal time, then the next hand opens.
    const shown = await state(a)
    expect(shown.round).toMatchObject({ phase: 'result', round_no: s.round.round_no })
    expect(shown.history.at(-1)).toMatchObject({ winner: hand.winner, hand: s.round.hand })
    at(t + dealMs)
    const next = await state(a)
    expect(next.round).toMatchObject({ phase: 'betting', hand: s.round.hand + 1 })
    expect(next.rounds[0]).toMatchObject({ kind: 'baccarat', status: 1, issue: s.round.round_no })
  })

  it('many players bet on one round while three dealers race: every accepted bet settles exactly once', async () => {
    const players = await Promise.all(Array.from({ length: 40 }, () => player(50_000n)))
    const round = await currentRound()
    const houseBefore = await houseBalance(app.db.query, 'jdlive')
    const close = new Date(round.closes_at).getTime()
    at(close - 1)
    const bets = players.map((pl, i) =>
      app.db.tx((q) =>
        betBaccarat(
          q,
          pl.id,
          {
            bets: [
              {
                bet: i % 3 === 0 ? 'banker' : i % 3 === 1 ? 'player' : 'tie',
                amount: BigInt((10 + i) * 100),
              },
            ],
          },
          new Date(close - 1 - (i % 5) * 1000),
        ),
      ),
    )
    const accepted = await Promise.allSettled(bets)
    expect(accepted.filter((x) => x.status === 'rejected')).toEqual([])
    // Bets at the close race the deal: each is either refused (nothing moved) or settled by it.
    const racing = players.slice(0, 10).map((pl) =>
      app.db
        .tx((q) =>
          betBaccarat(q, pl.id, { bets: [{ bet: 'player_pair', amount: 100n }] }, new Date(close - 1)),
        )
        .then(
          () => 'ok',
          (e: Error & { code?: number }) => `refused ${e.code}`,
        ),
    )
    const dealers = [0, 1, 2].map(() => dealDue(app.db, new Date(close)))
    const [outcomes, dealt] = await Promise.all([Promise.all(racing), Promise.all(dealers)])
    expect(dealt.flat()).toHaveLength(1)
    for (const o of outcomes) expect(['ok', 'refused 203']).toContain(o)
    const [r] = await app.db.query<RoundRow>('SELECT * FROM baccarat_rounds WHERE id = $1', [round.id])
    const hand = r.result as ReturnType<typeof handRecord>
    const h = {
      winner: hand.winner,
      playerPair: hand.player_pair,
      bankerPair: hand.banker_pair,
    } as Parameters<typeof baccaratPayout>[2]
    const rows = await app.db.query<{
      user_id: string
      stake_cents: string
      payout_cents: string
      status: number
      detail: unknown
    }>(
      'SELECT user_id, stake_cents, payout_cents, status, detail FROM game_rounds WHERE baccarat_round = $1',
      [round.id],
    )
    expect(rows.every((x) => Number(x.status) === 1)).toBe(true)
    expect(rows.length).toBe(40 + outcomes.filter((o) => o === 'ok').length)
    let stakes = 0n
    let paid = 0n
    for (const pl of players) {
      const mine = rows.filter((x) => Number(x.user_id) === pl.id)
      let expected = 50_000n
      for (const x of mine) {
        const d = (typeof x.detail === 'string' ? JSON.parse(x.detail) : x.detail) as {
          bets: { bet: string; amount: number }[]
        }
        const pay = d.bets.reduce((s, b) => s + baccaratPayout(b.bet, BigInt(b.amount), h), 0n)
        expect(BigInt(x.payout_cents)).toBe(pay)
        expected += pay - BigInt(x.stake_cents)
        stakes += BigInt(x.stake_cents)
        paid += BigInt(pay)
      }
      expect(await wallet(pl)).toBe(expected)
    }
    const wins = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'win' AND idempotency_key LIKE $1",
      [`baccarat-win:BJ${hand ? '' : ''}%`],
    )
    expect(Number(wins[0].n)).toBeGreaterThanOrEqual(rows.filter((x) => Number(x.payout_cents) > 0).length)
    expect((await houseBalance(app.db.query, 'jdlive')) - houseBefore).toBe(stakes - paid)
    expect((await checkLedger(app.db.query)).ok).toBe(true)
    at(close + dealMs)
    await dealDue(app.db, new Date(t))
  })

  it('deals a whole shoe to the cut card, reveals it, and every hand replays from its seeds', async () => {
    const a = await player()
    const b = await player()
    const s = await state(a)
    const shoe = s.shoe.shoe
    const nextNo = s.next_shoe.shoe
    // Contributions go to the next shoe, committed (hash public) while this one is dealt.
    const ca = await callApi(app, gameCalls.baccaratSeed, { client_seed: 'lucky-a' }, auth(a.p))
    const cb = await callApi(app, gameCalls.baccaratSeed, { client_seed: 'lucky-b' }, auth(b.p))
    expect(ca.code, ca.message).toBe(200)
    expect(cb.data).toMatchObject({ shoe: nextNo, contributions: 2, my_seed: 'lucky-b' })
    expect(cb.data.client_seed).toBe(await shoeCombinedSeed(sha256, nextNo, ['lucky-b', 'lucky-a']))
    const hidden = await callApi(app, gameCalls.baccaratShoe, { shoe }, auth(a.p))
    expect(hidden.data).toMatchObject({ server_seed: null, started: true, ended: false })
    // Deal on until the shoe ends.
    for (let i = 0; i < 120; i++) {
      const live = await callApi(app, gameCalls.baccaratShoe, { shoe }, auth(a.p))
      if (live.data.ended) break
      await playOut()
    }
    const d = (await callApi(app, gameCalls.baccaratShoe, { shoe }, auth(a.p))).data
    expect(d.ended).toBe(true)
    expect(d.server_seed).not.toBeNull()
    expect(await sha256Hex(subtle, d.server_seed!)).toBe(d.server_hash)
    const replayed = await replayShoe(subtleHmac(subtle), {
      serverSeed: d.server_seed!,
      clientSeed: d.client_seed,
    })
    expect(await sha256Hex(subtle, shoeText(replayed.cards))).toBe(d.shoe_hash)
    expect(d.hands.length).toBe(replayed.hands.length)
    expect(d.hands.map(({ hand, card_pos, ...rest }) => rest)).toEqual(replayed.hands.map(handRecord))
    // The next shoe started on the combined contributions, and its hash was the one committed.
    const after = await state(a)
    expect(after.shoe.shoe).toBe(nextNo)
    expect(after.shoe.client_seed).toBe(await shoeCombinedSeed(sha256, nextNo, ['lucky-a', 'lucky-b']))
    expect(after.shoe.server_hash).toBe(s.next_shoe.server_hash)
    expect(after.revealed[0]).toMatchObject({ shoe, server_seed: d.server_seed, hands: d.hands.length })
    const none = await callApi(app, gameCalls.baccaratShoe, { shoe: 999_999 }, auth(a.p))
    expect([none.code, none.message]).toEqual([202, '没有找到该牌靴'])
  }, 120_000)

  it('jdlive launches the baccarat table (sic bo by its game code); rounds are in betrecord', async () => {
    const a = await player()
    clock.now = realNow
    const url = async (game_code: string) =>
      (
        await callApi(
          app,
          calls.getGameUrl,
          { plat_name: 'jdlive', game_code, game_type: 1 },
          { ...auth(a.p), headers: { origin: 'http://site.test' } },
        )
      ).data.url
    expect(await url('')).toBe('http://site.test/#/play/baccarat?venue=jdlive')
    expect(await url('sicbo')).toBe('http://site.test/#/play/sicbo?venue=jdlive&game=sicbo')
    at(t)
    const bet = await callApi(app, gameCalls.baccaratBet, { bets: [{ bet: 'tie', amount: 2 }] }, auth(a.p))
    expect(bet.code, bet.message).toBe(200)
    clock.now = realNow
    const rec = await callApi(app, calls.betrecord, { date: 1, page: 1, api_type: 'jdlive' }, auth(a.p))
    expect(rec.code).toBe(200)
    expect(rec.data.data[0]).toMatchObject({ platform_type: 'jdlive' })
    expect(JSON.stringify(rec.data.data[0])).toContain('百家乐')
    at(t)
  })
})
