// One winner per trigger across server instances (issue 27, docs/jackpot.md "One winner per trigger"):
// on PostgreSQL, three app instances, each with its own connection pool on the one schema, take spins of
// several players at once. First contributing spins spread over the three grow the pool by exactly their
// share; then, with the trigger forced for full stakes (odds 1), a burst of full-stake and small-stake
// spins over the three: each trigger is one win numbered once, exactly one winner takes the pool as it
// stood, every later winner the re-seeded pool and what came in since, a spin that did not trigger gets
// nothing from it, and pool, wallets and ledger conserve money. PGlite is one connection in one process:
// there the file is skipped (tests/server/jackpot.test.ts covers one instance).
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gameCalls } from '../../core/contract'
import { JACKPOT_ODDS, JACKPOT_RATE_BP } from '../../core/games/jackpot'
import { decimalCents } from '../../core/money'
import { buildApp } from '../../server/app'
import { type Db, openDb } from '../../server/db/client'
import { acct, checkLedger } from '../../server/ledger'
import { callApi, type Registered, TEST_SECRETS, testDb } from './helpers'
import { auth, moneyApp, playerInVenues } from './money-kit'

const onPostgres = Boolean(process.env.DATABASE_URL)
const SEED = 500_000n
const MANY = { max: 1_000_000 }

let app: FastifyInstance
const instances: FastifyInstance[] = []
const pools: Db[] = []
const players: { p: Registered; id: number }[] = []

const one = async <T>(sql: string, params: unknown[] = []) => (await app.db.query<T>(sql, params))[0]
const poolCents = async () =>
  BigInt(
    (
      await one<{ s: string }>(
        `SELECT coalesce(sum(balance), 0)::text AS s FROM ledger_accounts WHERE kind = 'jackpot'`,
      )
    ).s,
  )
const flow = async (kind: string) =>
  BigInt(
    (
      await one<{ s: string }>(
        'SELECT coalesce(sum(amount), 0)::text AS s FROM ledger_transfers WHERE kind = $1',
        [kind],
      )
    ).s,
  )
const wins = async () =>
  Number((await one<{ wins: number }>("SELECT wins FROM jackpot_pools WHERE code = 'slots'")).wins)
const setPool = (odds: number, rateBp = JACKPOT_RATE_BP) =>
  app.db.query("UPDATE jackpot_pools SET odds = $1, rate_bp = $2 WHERE code = 'slots'", [odds, rateBp])
/** The largest odds the draw takes (its range, odds × 100.00 in cents, fits 32 bits). */
const RAREST = Math.floor(2 ** 32 / 10_000)
const wallet = async (id: number) =>
  BigInt(
    (
      await one<{ b: string }>('SELECT balance::text AS b FROM ledger_accounts WHERE code = $1', [
        acct.venue(id, 'jdslot'),
      ])
    ).b,
  )
/** Spin n of a burst: on instance n % 3, by player n % players. */
const spin = (n: number, stake: number) =>
  callApi(
    instances[n % instances.length],
    gameCalls.slotSpin,
    { venue: 'jdslot', game: 'jdslot-01', stake },
    auth(players[n % players.length].p),
  )
type Won = { amount: string; win: number; odds: number }
const jackpotOf = (env: Awaited<ReturnType<typeof spin>>) =>
  (env.data.round.result as { jackpot?: Won }).jackpot

describe.skipIf(!onPostgres)('slot jackpot across three instances (PostgreSQL)', () => {
  beforeAll(async () => {
    app = await moneyApp({ moneyLimit: MANY })
    instances.push(app)
    const [{ schema }] = await (await testDb()).query<{ schema: string }>('SELECT current_schema() AS schema')
    for (let i = 0; i < 2; i++) {
      const db = await openDb({ url: process.env.DATABASE_URL, schema, migrate: false, poolSize: 6 })
      pools.push(db)
      const other = buildApp({
        db,
        config: {
          payPepper: TEST_SECRETS.payPepper,
          captcha: false,
          pressure: { maxEventLoopDelayMs: 0 },
          rateLimit: { capacity: 1_000_000, refillPerSecond: 1_000_000, store: 'memory' },
          moneyLimit: MANY,
        },
      })
      await other.ready()
      instances.push(other)
    }
    for (let i = 0; i < 6; i++) {
      players.push(await playerInVenues(app, ['jdslot'], 10_000_000n))
    }
    // The first spin funds the pool with its seed, alone.
    expect((await spin(0, 1)).code).toBe(200)
  }, 240_000)

  afterAll(async () => {
    await setPool(JACKPOT_ODDS).catch(() => {})
    for (const other of instances.slice(1)) await other.close()
    for (const db of pools) await db.close()
  })

  it('contributions from 60 parallel spins over three instances all reach the pool, none triggers', async () => {
    // The largest share the pool takes (10 %) and the rarest trigger: a 10.00 stake's chance is
    // 1,000 / (429,496 × 10,000), so the 60 spins trigger with a chance of about 1 in 70,000.
    await setPool(RAREST, 1000)
    const before = await poolCents()
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => spin(n, 10)))
    await setPool(JACKPOT_ODDS)
    for (const a of answers) expect(a.code, a.message).toBe(200)
    expect(answers.filter((a) => jackpotOf(a))).toEqual([])
    // 10 % of 10.00, sixty times.
    expect(await poolCents()).toBe(before + 60n * 100n)
  }, 120_000)

  it('a forced trigger hit by many spins at once on three instances: one winner per trigger, the pool paid once', async () => {
    const startPool = await poolCents()
    expect(startPool).toBeGreaterThan(SEED + 5_000n)
    const startWins = await wins()
    const contribBefore = await flow('jackpot_contribution')
    const walletsBefore = await Promise.all(players.map((x) => wallet(x.id)))
    // Odds 1: every full stake (100.00) triggers; a 1.00 stake has a 1 in 100 chance from its own draw.
    await setPool(1)
    const stakes = Array.from({ length: 45 }, (_, n) => (n % 3 === 2 ? 1 : 100))
    const answers = await Promise.all(stakes.map((s, n) => spin(n, s)))
    await setPool(JACKPOT_ODDS)
    for (const a of answers) expect(a.code, a.message).toBe(200)
    for (const [n, a] of answers.entries())
      if (stakes[n] === 100) expect(jackpotOf(a), `spin ${n}`).toBeDefined()

    const won = answers.flatMap((a) => {
      const j = jackpotOf(a)
      return j ? [{ ...j, cents: decimalCents(j.amount), round: a.data.round.round_id }] : []
    })
    // Every trigger is its own win, numbered once each in the order the pool's lock granted them.
    const byWin = [...won].sort((a, b) => a.win - b.win)
    expect(byWin.map((w) => w.win)).toEqual(Array.from({ length: won.length }, (_, i) => startWins + i + 1))
    expect(await wins()).toBe(startWins + won.length)
    const contributed = (await flow('jackpot_contribution')) - contribBefore
    expect(contributed).toBe(stakes.reduce((s, x) => s + BigInt(x), 0n))
    // Exactly one winner took the pool as it stood; every later one the re-seeded pool and what came in
    // after the win before it (at least its own share), never the pool again.
    expect(byWin[0].cents).toBeGreaterThanOrEqual(startPool)
    expect(won.filter((w) => w.cents >= startPool)).toHaveLength(1)
    for (const w of byWin.slice(1)) {
      expect(w.cents).toBeGreaterThanOrEqual(SEED + 1n)
      expect(w.cents).toBeLessThanOrEqual(SEED + contributed)
    }
    const paid = won.reduce((s, w) => s + w.cents, 0n)
    expect(paid).toBe(startPool + contributed + BigInt(won.length - 1) * SEED)
    expect(await poolCents()).toBe(SEED)
    // What was won reached the winners' wallets once each; a spin that did not trigger got nothing from it.
    const keys = await app.db.query<{ key: string; n: number; s: string }>(
      `SELECT idempotency_key AS key, count(*)::int AS n, sum(amount)::text AS s FROM ledger_transfers
        WHERE idempotency_key = ANY($1) GROUP BY idempotency_key`,
      [answers.map((a) => `jackpot:jdslot:${a.data.round.round_id}`)],
    )
    expect(keys.map((k) => k.n).every((n) => n === 1)).toBe(true)
    expect(keys.map((k) => k.key).sort()).toEqual(won.map((w) => `jackpot:jdslot:${w.round}`).sort())
    expect(keys.reduce((s, k) => s + BigInt(k.s), 0n)).toBe(paid)
    // Each player's wallet moved by exactly its rounds' payouts (line wins plus any pool) minus stakes.
    for (const [i, x] of players.entries()) {
      let net = 0n
      for (const [n, a] of answers.entries())
        if (n % players.length === i) {
          const r = a.data.round
          net += decimalCents(r.payout) - BigInt(stakes[n]) * 100n
          expect(decimalCents(r.balance_after)).toBe(
            decimalCents(r.balance_before) - BigInt(stakes[n]) * 100n + decimalCents(r.payout),
          )
        }
      expect(await wallet(x.id), `player ${i}`).toBe(walletsBefore[i] + net)
    }
  }, 180_000)

  it('conserves money over the run: pool = contributions + seeds − releases, and the ledger is clean', async () => {
    const [contrib, seeds, released] = await Promise.all([
      flow('jackpot_contribution'),
      flow('jackpot_seed'),
      flow('jackpot_release'),
    ])
    expect(await poolCents()).toBe(contrib + seeds - released)
    const won = await one<{ s: string }>(
      `SELECT coalesce(sum(amount), 0)::text AS s FROM ledger_transfers WHERE idempotency_key LIKE 'jackpot:%'`,
    )
    expect(BigInt(won.s)).toBe(released)
    const report = await checkLedger(app.db.query)
    expect(
      report.ok,
      JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe(true)
  })
})
