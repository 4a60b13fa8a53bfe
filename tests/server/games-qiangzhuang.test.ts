// 抢庄牛牛 at lhchess (docs/qiangzhuang.md): the engine's banker rule and settlement table, then on the
// real app: a round in its steps (open stakes the largest loss, grab, bet) settles through the ledger
// with the unused reserve returned in the same kernel round; a player who banks settles at the grab;
// one Idempotency-Key sent 100 times opens one round; 100 parallel decisions on one round apply once;
// an idle round and a rotation close the open round with the defaults; a round opened under the
// earlier rule (four cards seen, 45 %) still shows its cards and settles under it; the verifier's
// replay reproduces every round from the revealed seed; the ledger checks whole.
import { webcrypto } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import {
  bankerOf,
  drawQz,
  QZ_BETS,
  QZ_COMMISSION_BP,
  QZ_GRABS,
  QZ_MAX_LOSS_ANTES,
  QZ_RULES,
  QZ_VISIBLE,
  type QzBet,
  type QzDeal,
  type QzGrab,
  qzHandMultiple,
  settleQz,
} from '../../core/games/engines/qiangzhuang'
import { subtleHmac } from '../../core/games/fair'
import { replayRound } from '../../core/games/replay'
import { closeIdleQz } from '../../server/games/qiangzhuang'
import { checkLedger } from '../../server/ledger'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, balance, fund, moneyApp } from './money-kit'

const cents = (wire: string) => Math.round(Number(wire) * 100)
const rng = (seed: number) => {
  let s = seed
  return {
    int: (n: number) => {
      s = (s * 1_103_515_245 + 12_345) % 2 ** 31
      return s % n
    },
  }
}

describe('抢庄牛牛 engine', () => {
  it('multiplies 牛牛 and above by 3, 牛7-9 by 2, the rest by 1', () => {
    expect(['bullbull', 'fiveface', 'bomb', 'fivesmall'].map((k) => qzHandMultiple(k as never))).toEqual([
      3, 3, 3, 3,
    ])
    expect(['bull7', 'bull8', 'bull9'].map((k) => qzHandMultiple(k as never))).toEqual([2, 2, 2])
    expect(['none', 'bull1', 'bull6'].map((k) => qzHandMultiple(k as never))).toEqual([1, 1, 1])
  })

  it('makes the highest grab banker, ties by the seeded order, nobody grabbing at 1x', () => {
    const deal = { cards: [], grabs: [2, 3, 3], bets: [1, 1, 1], order: [3, 0, 2, 1] } as unknown as QzDeal
    expect(bankerOf(deal, 3)).toMatchObject({ seat: 3, multiple: 3 })
    expect(bankerOf({ ...deal, order: [0, 2, 3, 1] }, 3)).toMatchObject({ seat: 0, multiple: 3 })
    expect(bankerOf({ ...deal, grabs: [0, 0, 0] }, 0)).toMatchObject({ seat: 3, multiple: 1 })
  })

  it('never loses more than the reserve, takes commission only on wins, for every choice', () => {
    const ante = 100n
    for (let i = 0; i < 2000; i++) {
      const deal = drawQz(rng(i + 1))
      for (const g of QZ_GRABS)
        for (const b of QZ_BETS) {
          const s = settleQz(ante, deal, g as QzGrab, b as QzBet)
          expect(s.net).toBeGreaterThanOrEqual(-ante * BigInt(QZ_MAX_LOSS_ANTES))
          // The player's settlements: with the banker, or as banker with each seat.
          const mine = s.seats.filter((x) => (s.banker === 0 ? x.seat !== 0 : x.seat === 0))
          let won = 0n
          let lost = 0n
          for (const x of mine) {
            const amount = ante * BigInt(x.units)
            if (s.banker === 0 ? !x.won : x.won) won += amount
            else lost += amount
          }
          expect([s.gross, s.commission, s.valid]).toEqual([
            won - lost,
            (won * BigInt(QZ_COMMISSION_BP)) / 10_000n,
            won + lost,
          ])
          // A round of the earlier rule settles at its own commission (45 %), the deal alike.
          const old = settleQz(ante, deal, g as QzGrab, b as QzBet, 1)
          expect([old.gross, old.commission]).toEqual([won - lost, (won * 4_500n) / 10_000n])
          // The banker never depends on the bet; the player's bet never moves a computer seat's result.
          expect(s.banker).toBe(bankerOf(deal, g as QzGrab).seat)
        }
    }
  })
})

let app: FastifyInstance
let p: Registered
const hmac = subtleHmac(webcrypto.subtle as unknown as SubtleCrypto)
type Step = { code: number; message: string; data: Awaited<ReturnType<typeof open>>['data'] }
const open = (x: Registered, ante = 1, key?: string) =>
  callApi(app, gameCalls.qiangzhuangOpen, { venue: 'lhchess', ante }, auth(x, key))
const grab = (x: Registered, round_id: string, g: number, key?: string) =>
  callApi(app, gameCalls.qiangzhuangGrab, { round_id, grab: g }, auth(x, key))
const bet = (x: Registered, round_id: string, b: number, key?: string) =>
  callApi(app, gameCalls.qiangzhuangBet, { round_id, bet: b }, auth(x, key))
type Result = {
  net: number
  commission: number
  banker: number
  grab: number
  bet: number | null
  by: string
}
const ledgerOf = (ref: string) =>
  app.db.query<{ kind: string; amount: string }>(
    'SELECT kind, amount::text AS amount FROM ledger_transfers WHERE ref = $1 ORDER BY id',
    [ref],
  )

describe('抢庄牛牛 on the app', () => {
  beforeAll(async () => {
    app = await moneyApp({ moneyLimit: { max: 1_000_000 } })
    p = await registerAndLogin(app)
    await fund(app, p, 5000)
    expect((await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))).code).toBe(200)
  }, 180_000)

  it('launches lhchess at /play/qiangzhuang and publishes the rules', async () => {
    const url = await callApi(app, calls.getGameUrl, { plat_name: 'lhchess', game_code: '' }, auth(p))
    expect(url.data.url).toMatch(/\/#\/play\/qiangzhuang\?venue=lhchess$/)
    const rules = await callApi(app, gameCalls.qiangzhuangRules, {})
    expect(rules.data).toMatchObject({ max_loss_antes: 135, grabs: [0, 1, 2, 3], bets: [1, 2, 3, 5] })
    expect(rules.data).toMatchObject({ commission_bp: 500, return_bp: 9_750, visible_cards: 0 })
    expect(rules.data.best_per_ante).toBeLessThan(0)
    expect(QZ_COMMISSION_BP).toBe(QZ_RULES[2].commissionBp)
  })

  it('plays rounds in steps: the reserve is staked, the unused part returned once, and the verifier replays them', {
    timeout: 120_000,
  }, async () => {
    expect([(await open(p, 7)).message, (await grab(p, 'QZ1-1', 9)).code]).toEqual(['请选择有效的底注', 1000])
    const played: { id: string; grab: number; bet: number }[] = []
    let wallet = cents(await balance(app, p))
    let banked = 0
    for (let i = 0; i < 12; i++) {
      const o = (await open(p)) as Step
      expect(o.code, o.message).toBe(200)
      const id = o.data.open?.round_id ?? ''
      expect(o.data.open).toMatchObject({ step: 'grab', reserve: '135.00', grabs: null })
      expect(o.data.open?.visible).toHaveLength(QZ_VISIBLE)
      expect(cents(o.data.balance)).toBe(wallet - 13_500)
      expect((await open(p)).code).toBe(409)
      const g = i % 2 ? 3 : 0
      const gr = (await grab(p, id, g)) as Step
      expect(gr.code, gr.message).toBe(200)
      let settled = gr.data.round
      let b = 1
      if (!settled) {
        expect(gr.data.open).toMatchObject({ step: 'bet' })
        expect(gr.data.open?.banker).not.toBe(0)
        b = [1, 2, 3, 5][i % 4]
        const bt = (await bet(p, id, b)) as Step
        expect(bt.code, bt.message).toBe(200)
        settled = bt.data.round
      } else banked++
      const res = settled?.result as Result
      expect(settled?.result).toMatchObject({ rule: 2, commission_bp: 500 })
      expect(settled?.status).toBe(1)
      expect(cents(settled?.payout ?? '0')).toBe(13_500 + res.net)
      wallet += res.net
      expect(cents(await balance(app, p))).toBe(wallet)
      const moved = await ledgerOf(id)
      expect(moved.map((m) => m.kind)).toEqual(res.net === -13_500 ? ['bet'] : ['bet', 'win'])
      expect(Number(moved[0].amount)).toBe(13_500)
      played.push({ id, grab: g, bet: b })
    }
    expect(banked).toBeGreaterThan(0)
    expect(banked).toBeLessThan(12)
    const rot = await callApi(app, gameCalls.seedRotate, { kind: 'qiangzhuang' }, auth(p))
    for (const r of played) {
      const d = await callApi(app, gameCalls.gameRound, { round_id: r.id }, auth(p))
      expect(d.data.server_seed).toBe(rot.data.previous.server_seed)
      const again = await replayRound(hmac, 'qiangzhuang', 'lhchess', {
        serverSeed: d.data.server_seed ?? '',
        clientSeed: d.data.client_seed,
        nonce: d.data.nonce,
      })
      const s = settleQz(100n, again.deal, r.grab as QzGrab, r.bet as QzBet)
      const res = d.data.round.result as Result
      expect([Number(s.net), Number(s.commission), s.banker]).toEqual([res.net, res.commission, res.banker])
    }
  })

  it('one Idempotency-Key sent 100 times opens one round; 100 parallel decisions apply once', {
    timeout: 120_000,
  }, async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => open(p, 1, 'qz-once-1')))
    expect(answers[0].code, answers[0].message).toBe(200)
    for (const a of answers) expect(a.data).toEqual(answers[0].data)
    const id = answers[0].data.open?.round_id ?? ''
    expect((await ledgerOf(id)).map((m) => m.kind)).toEqual(['bet'])
    // Grab 0 until the round is at its bet step (the player banks only when all pass and the order says so).
    const grabs = await Promise.all(Array.from({ length: 100 }, (_, i) => grab(p, id, i % 4)))
    expect(grabs.filter((g) => g.code === 200)).toHaveLength(1)
    expect(grabs.filter((g) => g.code !== 200).every((g) => g.code === 409)).toBe(true)
    const first = grabs.find((g) => g.code === 200) as Step
    if (first.data.open) {
      const bets = await Promise.all(Array.from({ length: 100 }, (_, i) => bet(p, id, [1, 2, 3, 5][i % 4])))
      expect(bets.filter((b) => b.code === 200)).toHaveLength(1)
    }
    const moved = await ledgerOf(id)
    expect(moved.filter((m) => m.kind === 'bet')).toHaveLength(1)
    expect(moved.filter((m) => m.kind === 'win').length).toBeLessThanOrEqual(1)
  })

  it('settles a round opened under the earlier rule as it was offered: four cards, 45 %', {
    timeout: 60_000,
  }, async () => {
    const o = (await open(p)) as Step
    const id = o.data.open?.round_id ?? ''
    await app.db.query('UPDATE qz_rounds SET rule = 1 WHERE round_id = $1', [id])
    const st = await callApi(app, gameCalls.qiangzhuangState, {}, auth(p))
    expect(st.data.open?.visible).toHaveLength(4)
    const gr = (await grab(p, id, 0)) as Step
    const settled = gr.data.round ?? ((await bet(p, id, 5)) as Step).data.round
    const res = settled?.result as Result
    expect(settled?.result).toMatchObject({ rule: 1, commission_bp: 4_500 })
    const [row] = await app.db.query<{ deal: QzDeal | string }>(
      'SELECT deal FROM qz_rounds WHERE round_id = $1',
      [id],
    )
    const deal = typeof row.deal === 'string' ? (JSON.parse(row.deal) as QzDeal) : row.deal
    const s = settleQz(100n, deal, 0, (res.bet ?? 1) as QzBet, 1)
    expect([Number(s.net), Number(s.commission)]).toEqual([res.net, res.commission])
  })

  it('closes an idle round and a round open at rotation with the defaults', async () => {
    const o = (await open(p)) as Step
    const id = o.data.open?.round_id ?? ''
    expect(await closeIdleQz(app.db)).toBe(0)
    await app.db.query("UPDATE qz_rounds SET updated_at = now() - interval '6 minutes' WHERE round_id = $1", [
      id,
    ])
    expect(await closeIdleQz(app.db)).toBe(1)
    const d = await callApi(app, gameCalls.gameRound, { round_id: id }, auth(p))
    expect(d.data.round.result).toMatchObject({ grab: 0, by: 'default' })
    const o2 = (await open(p)) as Step
    const id2 = o2.data.open?.round_id ?? ''
    const st = await callApi(app, gameCalls.qiangzhuangState, {}, auth(p))
    expect(st.data.open?.round_id).toBe(id2)
    expect((await callApi(app, gameCalls.seedRotate, { kind: 'qiangzhuang' }, auth(p))).code).toBe(200)
    const d2 = await callApi(app, gameCalls.gameRound, { round_id: id2 }, auth(p))
    expect(d2.data.round.status).toBe(1)
    expect(d2.data.server_seed).not.toBeNull()
    expect((await callApi(app, gameCalls.qiangzhuangState, {}, auth(p))).data.open).toBeNull()
    const report = await checkLedger(app.db.query)
    expect(
      report.ok,
      JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe(true)
  })
})
