// The slot venues' progressive jackpot (docs/jackpot.md): every spin's contribution is a ledger transfer
// of the stated share, the trigger re-computes from the revealed seeds, contributions, seeds and wins
// conserve money, and 50 parallel triggering spins of several players each win a pool of their own:
// no pool is paid twice, none is lost.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { gameCalls } from '../../core/contract'
import { slotLobbyCalls } from '../../core/contract/slot-lobby'
import { subtleHmac } from '../../core/games/fair'
import { JACKPOT_ODDS, JACKPOT_RATE_BP, jackpotTriggered } from '../../core/games/jackpot'
import { decimalCents } from '../../core/money'
import { checkLedger } from '../../server/ledger'
import { callApi, type Registered } from './helpers'
import { auth, moneyApp, playerInVenues } from './money-kit'

let app: FastifyInstance
const players: { p: Registered; id: number }[] = []

const poolCents = async () => {
  const [r] = await app.db.query<{ s: string }>(
    `SELECT coalesce(sum(balance), 0)::text AS s FROM ledger_accounts WHERE kind = 'jackpot'`,
  )
  return BigInt(r.s)
}
const flows = async (kind: string) => {
  const [r] = await app.db.query<{ s: string; n: number }>(
    'SELECT coalesce(sum(amount), 0)::text AS s, count(*)::int AS n FROM ledger_transfers WHERE kind = $1',
    [kind],
  )
  return { sum: BigInt(r.s), n: r.n }
}
const setOdds = (odds: number) =>
  app.db.query("UPDATE jackpot_pools SET odds = $1 WHERE code = 'slots'", [odds])
const spin = (p: Registered, stake = 10) =>
  callApi(app, gameCalls.slotSpin, { venue: 'jdslot', game: 'jdslot-01', stake }, auth(p))

beforeAll(async () => {
  app = await moneyApp()
  for (let i = 0; i < 10; i++) {
    players.push(await playerInVenues(app, ['jdslot'], 1_000_000n))
  }
}, 240_000)

describe('slot jackpot', () => {
  it('states its figures and shows the seed before the first spin', async () => {
    const env = await callApi(app, slotLobbyCalls.jackpot, {})
    expect(env.code, env.message).toBe(200)
    expect(env.data).toMatchObject({ rate_bp: JACKPOT_RATE_BP, odds: JACKPOT_ODDS, pool: '5000.00', wins: 0 })
    expect(env.data.last_win).toBeNull()
  })

  it('refuses odds its 32-bit draw cannot reach, and keeps the largest it can', async () => {
    const set = (odds: number) =>
      app.db.query("UPDATE jackpot_pools SET odds = $1 WHERE code = 'slots'", [odds])
    await expect(set(429_497)).rejects.toThrow(/jackpot_pools_odds_drawable/)
    await expect(set(1_000_000)).rejects.toThrow(/jackpot_pools_odds_drawable/)
    await set(429_496)
    await set(JACKPOT_ODDS)
    const env = await callApi(app, slotLobbyCalls.jackpot, {})
    expect(env.data.odds).toBe(JACKPOT_ODDS)
  })

  it('moves the stated share of every stake into the pool in the spin, and the first spin funds the seed', async () => {
    const before = await poolCents()
    const env = await spin(players[0].p, 10)
    expect(env.code, env.message).toBe(200)
    const [c] = await app.db.query<{ amount: string; user_id: string }>(
      "SELECT amount::text, user_id::text FROM ledger_transfers WHERE kind = 'jackpot_contribution' AND ref = $1",
      [env.data.round.round_id],
    )
    expect(BigInt(c.amount)).toBe((1000n * BigInt(JACKPOT_RATE_BP)) / 10_000n)
    expect(Number(c.user_id)).toBe(players[0].id)
    expect((await flows('jackpot_seed')).n).toBe(1)
    expect(await poolCents()).toBe(before + 500_000n + 10n)
    const shown = await callApi(app, slotLobbyCalls.jackpot, {})
    expect(decimalCents(shown.data.pool)).toBe(await poolCents())
    const again = await spin(players[0].p, 100)
    expect(again.code).toBe(200)
    expect(await poolCents()).toBe(before + 500_000n + 10n + 100n)
  })

  it('triggers exactly when the round’s jackpot draw says so, re-computed from the revealed seed', async () => {
    await setOdds(3)
    const { p } = players[1]
    const rounds: { nonce: number; won: boolean }[] = []
    for (let i = 0; i < 40; i++) {
      // At the full stake the chance is 1 / odds (a smaller stake's is in proportion, tested below).
      const env = await spin(p, 100)
      expect(env.code, env.message).toBe(200)
      const r = env.data.round
      const result = r.result as { jackpot?: { odds: number } }
      rounds.push({ nonce: r.nonce ?? -1, won: !!result.jackpot })
    }
    await setOdds(JACKPOT_ODDS)
    const rot = await callApi(app, gameCalls.seedRotate, { kind: 'slot' }, auth(p))
    expect(rot.code, rot.message).toBe(200)
    const { server_seed, client_seed } = rot.data.previous
    const hmac = subtleHmac(globalThis.crypto.subtle)
    const expected = await Promise.all(
      rounds.map((r) =>
        jackpotTriggered(
          hmac,
          { serverSeed: server_seed, clientSeed: client_seed, nonce: r.nonce },
          10_000n,
          3,
        ),
      ),
    )
    expect(rounds.map((r) => r.won)).toEqual(expected)
    // One in three over 40 rounds: both outcomes occur but for a chance under 10^-7 ((2/3)^40).
    expect(expected.some(Boolean) && expected.some((x) => !x)).toBe(true)
  })

  it('gives a smaller stake a proportionally smaller chance from the same draw', async () => {
    const hmac = subtleHmac(globalThis.crypto.subtle)
    const seeds = (nonce: number) => ({ serverSeed: 'a'.repeat(64), clientSeed: 'stake-scaling', nonce })
    let full = 0
    let half = 0
    let tenth = 0
    for (let nonce = 0; nonce < 3000; nonce++) {
      const [a, b, c] = await Promise.all(
        [10_000n, 5_000n, 1_000n].map((stake) => jackpotTriggered(hmac, seeds(nonce), stake, 1)),
      )
      // The draw is the round's; only the threshold is the stake's, so a win at a stake wins above it.
      if (c) expect(b).toBe(true)
      if (b) expect(a).toBe(true)
      full += Number(a)
      half += Number(b)
      tenth += Number(c)
    }
    expect(full).toBe(3000)
    // Binomial(3000, 1/2) and (3000, 1/10): five standard deviations either side.
    expect(Math.abs(half - 1500)).toBeLessThan(5 * Math.sqrt(750))
    expect(Math.abs(tenth - 300)).toBeLessThan(5 * Math.sqrt(270))
  })

  it('conserves money: the pool is contributions plus seeds minus wins, and every win reached a wallet', async () => {
    const report = await checkLedger(app.db.query)
    expect(
      report.ok,
      JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe(true)
    const [contrib, seeds, released] = await Promise.all([
      flows('jackpot_contribution'),
      flows('jackpot_seed'),
      flows('jackpot_release'),
    ])
    expect(await poolCents()).toBe(contrib.sum + seeds.sum - released.sum)
    const [won] = await app.db.query<{ s: string }>(
      `SELECT coalesce(sum(amount), 0)::text AS s FROM ledger_transfers WHERE idempotency_key LIKE 'jackpot:%'`,
    )
    expect(BigInt(won.s)).toBe(released.sum)
    const [{ wins }] = await app.db.query<{ wins: number }>(
      "SELECT wins FROM jackpot_pools WHERE code = 'slots'",
    )
    expect(seeds.n).toBe(wins + 1)
  })

  it('50 parallel triggering spins of 10 players: each wins its own pool, none paid twice', async () => {
    const startPool = await poolCents()
    const [{ wins: startWins }] = await app.db.query<{ wins: number }>(
      "SELECT wins FROM jackpot_pools WHERE code = 'slots'",
    )
    const contribBefore = (await flows('jackpot_contribution')).sum
    await setOdds(1)
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => spin(players[i % players.length].p, 100)),
      )
      for (const a of answers) expect(a.code, a.message).toBe(200)
      const won = answers.map(
        (a) => (a.data.round.result as { jackpot: { amount: string; win: number } }).jackpot,
      )
      // Every trigger is its own win, numbered once each in the order the pool's lock granted them.
      expect(won.map((w) => w.win).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => startWins + i + 1),
      )
      const contributed = (await flows('jackpot_contribution')).sum - contribBefore
      expect(contributed).toBe(50n * 100n)
      // What was in the pool, plus what went in, was paid out exactly once; the pool is the seed again.
      const paid = won.reduce((s, w) => s + decimalCents(w.amount), 0n)
      expect(await poolCents()).toBe(500_000n)
      expect(paid).toBe(startPool + contributed + 49n * 500_000n)
      // Each winner's balance moved by the round's payout (line wins plus the pool) minus the stake.
      for (const a of answers) {
        const r = a.data.round
        expect(decimalCents(r.balance_after)).toBe(
          decimalCents(r.balance_before) - 10_000n + decimalCents(r.payout),
        )
      }
    } finally {
      await setOdds(JACKPOT_ODDS)
    }
    const report = await checkLedger(app.db.query)
    expect(report.ok).toBe(true)
    const shown = await callApi(app, slotLobbyCalls.jackpot, {})
    expect(shown.data.pool).toBe('5000.00')
    expect(shown.data.last_win).not.toBeNull()
  }, 180_000)
})
