// The dragon-tiger table of hxlive on the real app and database (PGlite by default, PostgreSQL with
// DATABASE_URL), on a clock the test moves: bets in the window and refused after it, both sides
// refused, one deal settling every bet once by the engine's payouts (a tie takes half of dragon and
// tiger), 100 parallel deals and 100 parallel settlements of one round paying once, one
// Idempotency-Key sent 100 times at once moving money once, and a whole shoe dealt to its cut card,
// revealed and re-dealt round by round by the verifier page's own code; hxlive's launch URL and the
// rounds in betrecord.
import { webcrypto } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { DT_CUT_CARD, type DtRecord, dtPayout } from '../../core/games/engines/dragontiger'
import { parseCard, shoeCombinedSeed } from '../../core/games/engines/shoe'
import { clock } from '../../server/clock'
import {
  betDragonTiger,
  DRAGONTIGER_TABLE,
  dealDragonTigerDue,
  dragonTigerTiming,
  dtValid,
} from '../../server/games/dragontiger'
import { houseBalance } from '../../server/games/house'
import { type RoundRow, settleTableRound, sha256 } from '../../server/games/shoe-table'
import { accountBalance, acct, checkLedger } from '../../server/ledger'
import { recompute } from '../../src/machines/fairness.machine'
import { callApi, type Registered } from './helpers'
import { auth, moneyApp, playerInVenues } from './money-kit'

const subtle = webcrypto.subtle as unknown as SubtleCrypto
const { dealMs } = dragonTigerTiming()
let app: FastifyInstance
let t = new Date('2031-06-01T04:00:00Z').getTime()
const realNow = clock.now
const at = (ms: number) => {
  t = ms
  clock.now = () => new Date(t)
  return new Date(t)
}

type Player = { p: Registered; id: number }
async function player(fund = 100_000n): Promise<Player> {
  return playerInVenues(app, ['hxlive'], fund)
}
const wallet = (pl: Player) => accountBalance(app.db.query, acct.venue(pl.id, 'hxlive'))
const state = async (pl: Player) => {
  const s = await callApi(app, gameCalls.dragonTigerState, {}, auth(pl.p))
  expect(s.code, s.message).toBe(200)
  return s.data
}
const bet = (pl: Player, bets: { bet: string; amount: number }[], key?: string) =>
  callApi(app, gameCalls.dragonTigerBet, { bets }, auth(pl.p, key))
const currentRound = async () =>
  (await app.db.query<RoundRow>('SELECT * FROM dragontiger_rounds ORDER BY id DESC LIMIT 1'))[0]
const roundOf = (rec: DtRecord) => ({
  dragon: parseCard(rec.dragon),
  tiger: parseCard(rec.tiger),
  winner: rec.winner,
})
const slipPay = (bets: { bet: string; amount: number }[], rec: DtRecord) =>
  bets.reduce((s, b) => s + dtPayout(b.bet, BigInt(b.amount), roundOf(rec)), 0n)
/** Deal the open round at its close and open the next one after the result's display. */
async function playOut() {
  const r = await currentRound()
  await dealDragonTigerDue(app.db, at(new Date(r.closes_at).getTime()))
  at(t + dealMs)
  await dealDragonTigerDue(app.db, new Date(t))
}

beforeAll(async () => {
  app = await moneyApp({ moneyLimit: { max: 1_000_000 } })
  at(t)
}, 180_000)
afterAll(() => {
  clock.now = realNow
})

describe('dragon-tiger table', { timeout: 120_000 }, () => {
  it('takes bets in the window, refuses both sides and late bets in Chinese, deals and settles once', async () => {
    const a = await player()
    const b = await player()
    const s = await state(a)
    expect(s.round.phase).toBe('betting')
    expect(s.venue).toBe('hxlive')
    expect(s.shoe.shoe_hash).toMatch(/^[0-9a-f]{64}$/)
    const slipA = [
      { bet: 'dragon', amount: 10_000 },
      { bet: 'dragon_red', amount: 1_000 },
      { bet: 'dragon_black', amount: 400 },
    ]
    const betA = await bet(
      a,
      slipA.map((x) => ({ bet: x.bet, amount: x.amount / 100 })),
    )
    expect(betA.code, betA.message).toBe(200)
    expect(betA.data.balance).toBe('886.00')
    expect(betA.data.round_id).toMatch(/^LH\d+-\d{3}-\d+-1$/)
    const both = await bet(a, [{ bet: 'tiger', amount: 5 }])
    expect([both.code, both.message]).toEqual([1000, '同一局不能同时投注龙和虎'])
    const slipB = [
      { bet: 'tiger', amount: 5_000 },
      { bet: 'tie', amount: 1_000 },
      { bet: 'tiger_odd', amount: 1_000 },
    ]
    expect(
      (
        await bet(
          b,
          slipB.map((x) => ({ bet: x.bet, amount: x.amount / 100 })),
        )
      ).code,
    ).toBe(200)
    expect((await state(a)).my_bets).toEqual([
      { bet: 'dragon', amount: '100.00' },
      { bet: 'dragon_red', amount: '10.00' },
      { bet: 'dragon_black', amount: '4.00' },
    ])
    const round = await currentRound()
    at(new Date(round.closes_at).getTime())
    const late = await bet(b, [{ bet: 'tie', amount: 1 }])
    expect([late.code, late.message]).toEqual([203, '本局已停止下注，请等待下一局开始'])
    expect(await wallet(b)).toBe(100_000n - 7_000n)

    expect(await dealDragonTigerDue(app.db, new Date(t))).toEqual([s.round.round_no])
    expect(await dealDragonTigerDue(app.db, new Date(t))).toEqual([])
    const [r] = await app.db.query<RoundRow>('SELECT * FROM dragontiger_rounds WHERE id = $1', [round.id])
    const rec = r.result as DtRecord
    expect(await wallet(a)).toBe(100_000n - 11_400n + slipPay(slipA, rec))
    expect(await wallet(b)).toBe(100_000n - 7_000n + slipPay(slipB, rec))
    if (rec.winner === 'tie') expect(slipPay([{ bet: 'dragon', amount: 10_000 }], rec)).toBe(5_000n)
    // Red and black cover each other: a counts 100 + (10 - 4) as turnover.
    const rows = await app.db.query<{ user_id: string; valid_cents: string; status: number }>(
      'SELECT user_id, valid_cents, status FROM game_rounds WHERE dragontiger_round = $1 ORDER BY id',
      [round.id],
    )
    expect(rows.map((x) => [Number(x.status), Number(x.valid_cents)])).toEqual([
      [1, 10_600],
      [1, 7_000],
    ])
    expect(dtValid(slipA)).toBe(10_600)
    expect(await app.db.tx((q) => settleTableRound(DRAGONTIGER_TABLE, q, r, roundOf(rec), rec))).toBe(0)
    const shown = await state(a)
    expect(shown.round).toMatchObject({ phase: 'result', round_no: s.round.round_no, result: rec })
    expect(shown.history.at(-1)).toMatchObject({ ...rec, hand: s.round.hand })
    at(t + dealMs)
    const next = await state(a)
    expect(next.round).toMatchObject({ phase: 'betting', hand: s.round.hand + 1 })
    expect(next.rounds[0]).toMatchObject({ kind: 'dragontiger', status: 1, issue: s.round.round_no })
  })

  it('a round settles exactly once under 100 parallel deals and 100 parallel settlements', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => player(50_000n)))
    const round = await currentRound()
    const close = new Date(round.closes_at).getTime()
    const houseBefore = await houseBalance(app.db.query, 'hxlive')
    const slips = players.map((_, i) => [
      { bet: ['dragon', 'tiger', 'tie'][i % 3], amount: (10 + i) * 100 },
      { bet: i % 2 ? 'tiger_even' : 'dragon_odd', amount: 300 },
    ])
    await Promise.all(
      players.map((pl, i) =>
        app.db.tx((q) =>
          betDragonTiger(
            q,
            pl.id,
            { bets: slips[i].map((x) => ({ bet: x.bet, amount: BigInt(x.amount) })) },
            new Date(close - 1000),
          ),
        ),
      ),
    )
    const dealt = await Promise.all(
      Array.from({ length: 100 }, () => dealDragonTigerDue(app.db, new Date(close))),
    )
    expect(dealt.flat()).toEqual([`${round.shoe_id}-${String(round.hand_no).padStart(3, '0')}`])
    const [r] = await app.db.query<RoundRow>('SELECT * FROM dragontiger_rounds WHERE id = $1', [round.id])
    const rec = r.result as DtRecord
    const again = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.db.tx((q) => settleTableRound(DRAGONTIGER_TABLE, q, r, roundOf(rec), rec)),
      ),
    )
    expect(again.every((n) => n === 0)).toBe(true)
    let stakes = 0n
    let paid = 0n
    for (const [i, pl] of players.entries()) {
      const pay = slipPay(slips[i], rec)
      const staked = BigInt(slips[i].reduce((s, x) => s + x.amount, 0))
      expect(await wallet(pl)).toBe(50_000n - staked + pay)
      stakes += staked
      paid += pay
    }
    const [wins] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'win' AND idempotency_key LIKE $1",
      [`dragontiger-win:LH${round.shoe_id}-${String(round.hand_no).padStart(3, '0')}-%`],
    )
    expect(Number(wins.n)).toBe(slips.filter((sl) => slipPay(sl, rec) > 0n).length)
    expect((await houseBalance(app.db.query, 'hxlive')) - houseBefore).toBe(stakes - paid)
    expect((await checkLedger(app.db.query)).ok).toBe(true)
    at(close + dealMs)
    await dealDragonTigerDue(app.db, new Date(t))
  })

  it('one Idempotency-Key sent 100 times at once moves money once and answers the same', async () => {
    const a = await player()
    const key = `dt-once-${Date.now()}`
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => bet(a, [{ bet: 'dragon', amount: 7 }], key)),
    )
    expect(answers[0].code, answers[0].message).toBe(200)
    for (const x of answers) expect(x).toEqual(answers[0])
    expect(await wallet(a)).toBe(100_000n - 700n)
    const [n] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM game_rounds WHERE user_id = $1',
      [a.id],
    )
    expect(Number(n.n)).toBe(1)
  })

  it('deals a whole shoe to the cut card, reveals it, and the verifier reproduces every round', async () => {
    const a = await player()
    const b = await player()
    const s = await state(a)
    const shoe = s.shoe.shoe
    const nextNo = s.next_shoe.shoe
    expect((await callApi(app, gameCalls.dragonTigerSeed, { client_seed: 'tiger-a' }, auth(a.p))).code).toBe(
      200,
    )
    const cb = await callApi(app, gameCalls.dragonTigerSeed, { client_seed: 'tiger-b' }, auth(b.p))
    expect(cb.data).toMatchObject({ shoe: nextNo, contributions: 2, my_seed: 'tiger-b' })
    expect(cb.data.client_seed).toBe(
      await shoeCombinedSeed(sha256, nextNo, ['tiger-a', 'tiger-b'], 'dragontiger'),
    )
    const hidden = await callApi(app, gameCalls.dragonTigerShoe, { shoe }, auth(a.p))
    expect(hidden.data).toMatchObject({ server_seed: null, started: true, ended: false })
    for (let i = 0; i < DT_CUT_CARD / 2 + 5; i++) {
      if ((await state(a)).shoe.shoe !== shoe) break
      await playOut()
    }
    const d = (await callApi(app, gameCalls.dragonTigerShoe, { shoe }, auth(a.p))).data
    expect(d.ended).toBe(true)
    expect(d.hands.length).toBeGreaterThan(90)
    expect(d.hands.map((h) => h.hand)).toEqual(d.hands.map((_, i) => i + 1))
    // The verifier page's own recomputation, as the browser runs it: seed hash, order hash, every round.
    const form = {
      kind: 'dragontiger' as const,
      venue: 'hxlive',
      serverSeed: d.server_seed ?? '',
      serverHash: d.server_hash,
      clientSeed: d.client_seed,
      nonce: '0',
      issue: '',
      contributions: d.contributions.join('\n'),
      shoe: String(d.shoe),
    }
    const recorded = { shoe_hash: d.shoe_hash, hands: d.hands.map(({ card_pos, ...h }) => h) }
    const page = await recompute(form, recorded, subtle)
    expect(page).toMatchObject({ hashOk: true, matches: true, combinedOk: true })
    expect(page.shoe).toMatchObject({ game: 'dragontiger', orderOk: true, mismatches: [] })
    expect(page.shoe?.hands).toHaveLength(d.hands.length)
    // One altered round is caught.
    const other = (w: string) => (w === 'tie' ? 'dragon' : 'tie')
    const tampered = {
      ...recorded,
      hands: recorded.hands.map((h, i) => (i === 9 ? { ...h, winner: other(h.winner) } : h)),
    }
    const caught = await recompute(form, tampered, subtle)
    expect(caught.matches).toBe(false)
    expect(caught.shoe?.mismatches).toEqual([10])
    // The next shoe was shuffled on both contributions, under the hash committed before.
    const after = await state(a)
    expect(after.shoe.shoe).toBe(nextNo)
    expect(after.shoe.client_seed).toBe(cb.data.client_seed)
    expect(after.shoe.server_hash).toBe(s.next_shoe.server_hash)
    expect(after.revealed[0]).toMatchObject({ shoe, server_seed: d.server_seed, hands: d.hands.length })
    const none = await callApi(app, gameCalls.dragonTigerShoe, { shoe: 999_999 }, auth(a.p))
    expect([none.code, none.message]).toEqual([202, '没有找到该牌靴'])
  }, 180_000)

  it('hxlive launches the dragon-tiger table; its rounds are in betrecord', async () => {
    const a = await player()
    clock.now = realNow
    const url = await callApi(
      app,
      calls.getGameUrl,
      { plat_name: 'hxlive', game_code: '', game_type: 1 },
      { ...auth(a.p), headers: { origin: 'http://site.test' } },
    )
    expect(url.data.url).toBe('http://site.test/#/play/dragontiger?venue=hxlive')
    at(t)
    expect((await bet(a, [{ bet: 'tie', amount: 2 }])).code).toBe(200)
    clock.now = realNow
    const rec = await callApi(app, calls.betrecord, { date: 1, page: 1, api_type: 'hxlive' }, auth(a.p))
    expect(rec.code).toBe(200)
    expect(JSON.stringify(rec.data.data[0])).toContain('龙虎')
  })
})
