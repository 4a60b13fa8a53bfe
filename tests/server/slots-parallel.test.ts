// The ten slot machines settle exactly once under 100 parallel requests (issue 27; docs/games.md
// "Slots", docs/jackpot.md): on one app shared by all machines, for each machine one Idempotency-Key sent
// 100 times at once plays one round and moves its stake and payout once; then 100 parallel spins with
// keys of their own, ten on each machine, each play a round of their own with one stake, every venue
// wallet ends at start − stakes + payouts, and the ledger check is clean.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { gameCalls } from '../../core/contract'
import { MACHINES } from '../../core/games/engines/slots/index'
import { decimalCents } from '../../core/money'
import { acct, checkLedger } from '../../server/ledger'
import { callApi, type Registered } from './helpers'
import { auth, moneyApp, playerInVenues } from './money-kit'

const N = 100
const STAKE = 1
const STAKE_CENTS = 100n

let app: FastifyInstance
let p: Registered
let id: number

/** The player's venue wallet, read straight from the ledger. */
const wallet = async (venue: string) => {
  const [r] = await app.db.query<{ b: string }>(
    'SELECT balance::text AS b FROM ledger_accounts WHERE code = $1',
    [acct.venue(id, venue)],
  )
  return BigInt(r.b)
}
const roundsOf = async (game: string) => {
  const [r] = await app.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM game_rounds WHERE user_id = $1 AND game_code = $2',
    [id, game],
  )
  return r.n
}
/** Per round id: how many stakes the ledger took for it. */
const betsPerRound = async (ids: string[]) => {
  const rows = await app.db.query<{ ref: string; n: number }>(
    "SELECT ref, count(*)::int AS n FROM ledger_transfers WHERE kind = 'bet' AND ref = ANY($1) GROUP BY ref",
    [ids],
  )
  return new Map(rows.map((r) => [r.ref, r.n]))
}
const spin = (venue: string, game: string, key: string) =>
  callApi(app, gameCalls.slotSpin, { venue, game, stake: STAKE }, auth(p, key))

beforeAll(async () => {
  app = await moneyApp({ moneyLimit: { max: 1_000_000 } })
  ;({ p, id } = await playerInVenues(app, [...new Set(MACHINES.map((m) => m.venue))], 1_000_000n))
}, 120_000)

describe('slot machines under 100 parallel requests', () => {
  it('covers the ten machines of the five slot venues', () => {
    expect(MACHINES).toHaveLength(10)
    expect(new Set(MACHINES.map((m) => m.venue)).size).toBe(5)
  })

  for (const m of MACHINES) {
    it(`${m.code}: one key sent ${N} times plays one round and moves money once`, async () => {
      const before = await wallet(m.venue)
      const rounds = await roundsOf(m.code)
      const key = `slot-once-${m.code}-${Date.now()}`
      const answers = await Promise.all(Array.from({ length: N }, () => spin(m.venue, m.code, key)))
      const played = answers.filter((a) => a.code === 200)
      expect(played.length, answers[0].message).toBeGreaterThan(0)
      // The others met the first attempt still running (409) or answer its stored answer.
      for (const a of answers) expect([200, 409], a.message).toContain(a.code)
      for (const a of played) expect(a.data).toEqual(played[0].data)
      const r = played[0].data.round
      expect(r.game_code).toBe(m.code)
      expect(await roundsOf(m.code)).toBe(rounds + 1)
      expect((await betsPerRound([r.round_id])).get(r.round_id)).toBe(1)
      expect(await wallet(m.venue)).toBe(before - STAKE_CENTS + decimalCents(r.payout))
      // A replay after the storm answers the same round and moves nothing.
      const again = await spin(m.venue, m.code, key)
      expect(again.data.round.round_id).toBe(r.round_id)
      expect(await wallet(m.venue)).toBe(before - STAKE_CENTS + decimalCents(r.payout))
    })
  }

  it(`${N} parallel distinct spins over the ten machines each settle once; wallets = start − stakes + payouts`, async () => {
    const venues = [...new Set(MACHINES.map((m) => m.venue))]
    const before = new Map(await Promise.all(venues.map(async (v) => [v, await wallet(v)] as const)))
    const roundsBefore = await Promise.all(MACHINES.map((m) => roundsOf(m.code)))
    const tag = `slot-many-${Date.now()}`
    const plan = Array.from({ length: N }, (_, i) => MACHINES[i % MACHINES.length])
    const answers = await Promise.all(plan.map((m, i) => spin(m.venue, m.code, `${tag}-${i}`)))
    for (const a of answers) expect(a.code, a.message).toBe(200)
    const ids = answers.map((a) => a.data.round.round_id)
    expect(new Set(ids).size).toBe(N)
    // One seed stream per player and kind: every spin drew a nonce of its own.
    expect(new Set(answers.map((a) => a.data.round.nonce)).size).toBe(N)
    const per = N / MACHINES.length
    expect(await Promise.all(MACHINES.map((m) => roundsOf(m.code)))).toEqual(roundsBefore.map((n) => n + per))
    const bets = await betsPerRound(ids)
    expect(ids.filter((x) => bets.get(x) !== 1)).toEqual([])
    // Each round's record balances, it played the machine asked, and the ledger kept what was answered.
    const paid = new Map(venues.map((v) => [v, 0n]))
    for (const [i, a] of answers.entries()) {
      const r = a.data.round
      expect([r.venue, r.game_code]).toEqual([plan[i].venue, plan[i].code])
      expect(decimalCents(r.balance_after)).toBe(
        decimalCents(r.balance_before) - STAKE_CENTS + decimalCents(r.payout),
      )
      paid.set(r.venue, (paid.get(r.venue) ?? 0n) + decimalCents(r.payout))
    }
    const [stored] = await app.db.query<{ s: string; k: string }>(
      'SELECT coalesce(sum(payout_cents), 0)::text AS s, coalesce(sum(stake_cents), 0)::text AS k FROM game_rounds WHERE round_id = ANY($1)',
      [ids],
    )
    const total = [...paid.values()].reduce((x, y) => x + y, 0n)
    expect([BigInt(stored.k), BigInt(stored.s)]).toEqual([BigInt(N) * STAKE_CENTS, total])
    for (const v of venues) {
      const spins = BigInt(plan.filter((m) => m.venue === v).length)
      expect(await wallet(v), v).toBe((before.get(v) ?? 0n) - spins * STAKE_CENTS + (paid.get(v) ?? 0n))
    }
    const report = await checkLedger(app.db.query)
    expect(
      report.ok,
      JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
    ).toBe(true)
  }, 120_000)
})
