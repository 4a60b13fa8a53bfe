// Settling sportsbook bets through the wager kernel (issue 24, item 6): every payout as the core
// computes it (half results, pushes, parlays, a parlay paid when its last leg ends), turnover counted,
// and a voided match refunding its singles while its parlays go on with their other legs; the ledger
// whole throughout.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { sportsCalls } from '../../core/contract'
import { centsToWire } from '../../core/money'
import { betPayoutCents, betValidCents } from '../../core/sportsbook'
import { voidMatch } from '../../server/sportsbook/settle'
import { callApi } from './helpers'
import { auth, moneyApp } from './money-kit'
import {
  closeMatch,
  finishMatch,
  ledgerWhole,
  outcomeOf,
  payoutsOf,
  pick,
  pickOutcome,
  place,
  player,
  seedMatches,
  wallet,
} from './sportsbook-bets-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp({ moneyLimit: { max: 1_000_000 } })
})

describe('settling', () => {
  it('pays singles and parlays as the core computes them, a parlay when its last leg ends, once', async () => {
    const ms = await seedMatches(app.db, { count: 16 })
    const find = (outcome: string, not: string[] = []) => {
      for (const m of ms) {
        if (not.includes(m.id)) continue
        const l = pickOutcome(m, outcome)
        if (l) return { m, l }
      }
      throw new Error(`no ${outcome} selection in the kit's matches`)
    }
    const hw = find('half-win')
    const hl = find('half-lose')
    const push = find('push')
    const lose = find('lose')
    const win = find('win', [hw.m.id, push.m.id])
    const pl = await player(app, 5000)
    const singles = [hw, hl, push, lose, win].map((x) => ({ stake: '100.01', legs: [x.l] }))
    // A parlay of a win, a half-win and a push (hw and push may share a match: then one of them), and
    // a parlay with a lost leg.
    const lost = find('lose', [win.m.id])
    const parlays = [
      { stake: '50.00', legs: [win.l, hw.l, ...(push.m.id === hw.m.id ? [] : [push.l])] },
      { stake: '30.00', legs: [win.l, lost.l] },
    ]
    const env = await place(app, pl, [...singles, ...parlays])
    expect(env.code, env.message).toBe(200)
    const before = await wallet(app, pl.id)
    const [{ total: t0 }] = await app.db.query<{ total: string }>(
      'SELECT totalgame_cents::text AS total FROM users WHERE id = $1',
      [pl.id],
    )

    const involved = [...new Map([hw, hl, push, lose, win, lost].map((x) => [x.m.id, x.m])).values()]
    for (const m of involved) await app.db.tx((q) => closeMatch(q, m))
    // The first match alone: every parlay still waits for its other legs.
    await finishMatch(app.db, involved[0])
    for (const b of env.data.bets.filter((x) => x.kind === 'parlay')) {
      const [r] = await app.db.query<{ status: number }>(
        'SELECT status FROM game_rounds WHERE round_id = $1',
        [b.bet_id],
      )
      if (b.legs.some((l) => l.match_id !== involved[0].id)) expect(Number(r.status)).toBe(2)
    }
    for (const m of involved.slice(1)) await finishMatch(app.db, m)
    for (const m of involved) expect(await finishMatch(app.db, m)).toBe(0)

    let paid = 0n
    let valid = 0n
    const byId = new Map(ms.map((m) => [m.id, m]))
    const settled = await callApi(
      app,
      sportsCalls.sportsBets,
      { status: 'settled', venue: 'jdsport' },
      auth(pl.p),
    )
    expect(settled.data.bets).toHaveLength(env.data.bets.length)
    for (const b of env.data.bets) {
      const stake = BigInt(b.stake.replace('.', ''))
      const outcomes = b.legs.map((l) => outcomeOf(byId.get(l.match_id)!, l.market, l.selection))
      const want = betPayoutCents(
        stake,
        b.legs.map((l, i) => ({ odds: l.odds, outcome: outcomes[i] })),
      )
      const [r] = await app.db.query<{ status: number; payout_cents: string; valid_cents: string }>(
        'SELECT status, payout_cents::text, valid_cents::text FROM game_rounds WHERE round_id = $1',
        [b.bet_id],
      )
      expect(Number(r.status), b.bet_id).toBe(1)
      expect(BigInt(r.payout_cents), `${b.kind} ${outcomes}`).toBe(want)
      expect(BigInt(r.valid_cents)).toBe(betValidCents(stake, outcomes))
      expect(await payoutsOf(app, b.bet_id)).toBe(want > 0n ? 1 : 0)
      const shown = settled.data.bets.find((x) => x.bet_id === b.bet_id)!
      expect(shown.payout).toBe(centsToWire(want))
      expect(shown.legs.map((l) => l.outcome)).toEqual(outcomes)
      expect(shown.legs[0].score).toMatch(/^\d+-\d+$/)
      paid += want
      valid += betValidCents(stake, outcomes)
    }
    expect(await wallet(app, pl.id)).toBe(before + paid)
    const [{ total: t1 }] = await app.db.query<{ total: string }>(
      'SELECT totalgame_cents::text AS total FROM users WHERE id = $1',
      [pl.id],
    )
    expect(BigInt(t1) - BigInt(t0)).toBe(valid)
    await ledgerWhole(app)
  })

  it('a voided match refunds its singles and leaves its parlays to their other legs, once', async () => {
    const [a, b, c] = await seedMatches(app.db, { count: 3 })
    const pl = await player(app)
    const la = pick(a)!
    const lb = pickOutcome(b, 'win')!
    const lc = pickOutcome(c, 'win') ?? pickOutcome(c, 'push')!
    const env = await place(app, pl, [
      { stake: 10, legs: [la] },
      { stake: 20, legs: [la, lb, lc] },
    ])
    expect(env.code, env.message).toBe(200)
    const [single, parlay] = env.data.bets
    const w0 = await wallet(app, pl.id)
    expect(await app.db.tx((q) => voidMatch(q, a.id))).toBe(1)
    expect(await app.db.tx((q) => voidMatch(q, a.id))).toBe(0)
    const [s] = await app.db.query<{ status: number; payout_cents: string; valid_cents: string }>(
      'SELECT status, payout_cents::text, valid_cents::text FROM game_rounds WHERE round_id = $1',
      [single.bet_id],
    )
    expect([Number(s.status), s.payout_cents, s.valid_cents]).toEqual([0, '1000', '0'])
    expect(await wallet(app, pl.id)).toBe(w0 + 1000n)
    for (const m of [b, c]) {
      await app.db.tx((q) => closeMatch(q, m))
      await finishMatch(app.db, m)
    }
    const outcomes = [
      'push',
      outcomeOf(b, lb.market, lb.selection),
      outcomeOf(c, lc.market, lc.selection),
    ] as const
    const want = betPayoutCents(
      2000n,
      parlay.legs.map((l, i) => ({ odds: l.odds, outcome: outcomes[i] })),
    )
    expect(want).toBeGreaterThan(2000n)
    const [p] = await app.db.query<{ status: number; payout_cents: string }>(
      'SELECT status, payout_cents::text FROM game_rounds WHERE round_id = $1',
      [parlay.bet_id],
    )
    expect([Number(p.status), BigInt(p.payout_cents)]).toEqual([1, want])
    const [{ outcome }] = await app.db.query<{ outcome: string }>(
      'SELECT outcome FROM sb_legs WHERE match_id = $1 LIMIT 1',
      [a.id],
    )
    expect(outcome).toBe('void')
    expect(await wallet(app, pl.id)).toBe(w0 + 1000n + want)
    await ledgerWhole(app)
  })
})
