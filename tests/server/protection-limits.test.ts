// Player protection's deposit and loss limits, enforced by the server whatever the client sends
// (docs/protection.md): a lowering at once, a raise or removal after 24 h, the refusal's message in
// both languages, orders counted from creation under 100 parallel ones, junk refused, and parallel bets
// never passing a loss limit. The other protections: protection.test.ts, protection-breaks.test.ts,
// protection-operator.test.ts.
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { calls, ProtectionCode } from '../../core/contract'
import { callApi, registerAndLogin } from './helpers'
import { auth, moneyApp } from './money-kit'
import { bank, deposit, HOUR, limit, player, resetClock, sicbo, status, travel } from './protection-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
})
afterEach(resetClock)

describe('deposit limits', () => {
  it('a lowering applies at once; the refusal says what is left and when it frees; a raise waits 24 h', async () => {
    const p = await registerAndLogin(app)
    expect((await limit(app, p, { kind: 'deposit', period: 'day', amount: '300' })).code).toBe(200)
    expect((await deposit(app, p, 200)).code).toBe(200)
    const refused = await deposit(app, p, 200)
    expect(refused.code).toBe(ProtectionCode.depositLimit)
    expect(refused.message).toMatch(
      /24小时存款限额：当前还可存款 100\.00 元，\d{4}-\d\d-\d\d \d\d:\d\d:\d\d 起释放额度/,
    )
    expect((await deposit(app, p, 100)).code).toBe(200)

    const raised = await limit(app, p, { kind: 'deposit', period: 'day', amount: '1000' })
    expect(raised.code).toBe(200)
    const l = raised.data.limits.find((x) => x.kind === 'deposit')!
    expect(l.amount).toBe('300.00')
    expect(l.pending?.amount).toBe('1000.00')
    expect(l.remaining).toBe('0.00')
    expect((await deposit(app, p, 100)).code).toBe(ProtectionCode.depositLimit)

    travel(23 * HOUR)
    expect((await deposit(app, p, 100)).code).toBe(ProtectionCode.depositLimit)
    travel(HOUR + 60_000)
    // The raise applied, and the first orders left the rolling 24 h window.
    expect((await deposit(app, p, 900)).code).toBe(200)
    expect((await status(app, p)).limits[0]).toMatchObject({ amount: '1000.00', pending: null })
  })

  it('in English too, and a refused order changes nothing', async () => {
    const p = await registerAndLogin(app)
    await limit(app, p, { kind: 'deposit', period: 'week', amount: '150' })
    const env = await callApi(app, calls.recharge, bank(200), { ...auth(p), headers: { lang: 'en' } })
    expect(env.code).toBe(ProtectionCode.depositLimit)
    expect(env.message).toBe(
      'This passes your 7-day deposit limit of 150.00: you can deposit 150.00 more now',
    )
    const [{ n }] = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM deposits d JOIN users u ON u.id = d.user_id WHERE u.username = $1',
      [p.username],
    )
    expect(n).toBe(0)
  })

  it('a removal waits 24 h as well; setting the same value again cancels a waiting raise', async () => {
    const p = await registerAndLogin(app)
    await limit(app, p, { kind: 'deposit', period: 'month', amount: '500' })
    const removed = await limit(app, p, { kind: 'deposit', period: 'month', amount: null })
    expect(removed.data.limits[0]).toMatchObject({ amount: '500.00', pending: { amount: null } })
    const kept = await limit(app, p, { kind: 'deposit', period: 'month', amount: '500' })
    expect(kept.data.limits[0]).toMatchObject({ amount: '500.00', pending: null })
    expect((await status(app, p)).history.length).toBe(3)
  })

  it('counts orders from creation: 100 parallel orders of 100 under a 24 h limit of 300 -> exactly 3 pass', async () => {
    const p = await registerAndLogin(app)
    await limit(app, p, { kind: 'deposit', period: 'day', amount: '300' })
    const answers = await Promise.all(Array.from({ length: 100 }, () => deposit(app, p, 100)))
    expect(answers.filter((a) => a.code === 200)).toHaveLength(3)
    // The rest are refused by the limit, or by the per-player rate limit of money calls (429).
    expect(answers.filter((a) => a.code === ProtectionCode.depositLimit).length).toBeGreaterThan(20)
    expect(answers.every((a) => [200, ProtectionCode.depositLimit, 429].includes(a.code))).toBe(true)
  })

  it('refuses junk limits with a clear message', async () => {
    const p = await registerAndLogin(app)
    for (const amount of ['-5', '1.001', 'abc', '0']) {
      const env = await limit(app, p, { kind: 'deposit', period: 'day', amount })
      expect(env.code).toBe(1000)
      expect(env.message).not.toMatch(/^[a-z]+\.\w+$/)
    }
    expect((await limit(app, p, { kind: 'session', period: 'session', amount: 7 })).code).toBe(1000)
    expect((await limit(app, p, { kind: 'bogus', period: 'day', amount: '5' })).code).toBe(1000)
  })
})

describe('loss limits', () => {
  it('parallel bets never take the net loss past the limit', async () => {
    const p = await player(app, 1000)
    // A limit of one stake: after a lost first bet nothing more fits, whatever the order of arrival.
    await limit(app, p, { kind: 'loss', period: 'day', amount: '5' })
    // Any triple wins 1 round in 36: the loss climbs almost every round.
    const answers = await Promise.all(Array.from({ length: 40 }, () => sicbo(app, p, 5, 'anytriple')))
    const refused = answers.filter((a) => a.code === ProtectionCode.lossLimit)
    // Every answer's code and message, should none be the limit's refusal (CI saw that once, under load).
    const seen = JSON.stringify([...new Set(answers.map((a) => `${a.code} ${a.message}`))])
    expect(refused.length, seen).toBeGreaterThan(0)
    expect(refused[0].message).toMatch(/亏损限额/)
    const [{ loss }] = await app.db.query<{ loss: string | number }>(
      `SELECT COALESCE(sum(stake_cents - payout_cents), 0) AS loss FROM game_rounds g JOIN users u ON u.id = g.user_id
        WHERE u.username = $1`,
      [p.username],
    )
    expect(Number(loss)).toBeLessThanOrEqual(500)
  })

  it('a loss limit: a raise waits 24 hours, a lowering applies at once', async () => {
    const p = await player(app, 100)
    await limit(app, p, { kind: 'loss', period: 'week', amount: '50' })
    const raised = (await limit(app, p, { kind: 'loss', period: 'week', amount: '80' })).data
    const l = raised.limits.find((x: { kind: string }) => x.kind === 'loss')
    expect(l).toMatchObject({ amount: '50.00', pending: { amount: '80.00' } })
    const lowered = (await limit(app, p, { kind: 'loss', period: 'week', amount: '20' })).data
    expect(lowered.limits.find((x: { kind: string }) => x.kind === 'loss')).toMatchObject({
      amount: '20.00',
      pending: null,
    })
    expect((await sicbo(app, p, 25)).code).toBe(ProtectionCode.lossLimit)
  })
})
