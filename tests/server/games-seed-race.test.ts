// Slot spins racing seed rotations of the same player: a spin that waited for its seed's lock while a
// rotation revealed that seed plays on the new pair (or is refused cleanly), never answers 500; and a
// revealed seed's revealed_at comes after every round played on it, so an audit by timestamps holds.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { checkLedger } from '../../server/ledger'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, fund, moneyApp, userId } from './money-kit'

let app: FastifyInstance
let p: Registered

beforeAll(async () => {
  app = await moneyApp()
  p = await registerAndLogin(app)
  await fund(app, p, 2000)
  const into = await callApi(
    app,
    calls.transfer,
    { amount: 1000, sourcetype: 'userbalance', targettype: 'jdslot' },
    auth(p),
  )
  expect(into.code, into.message).toBe(200)
}, 180_000)

describe('spins overlapping seed rotations', () => {
  it('every spin plays on an active pair or is refused cleanly; reveals come after their rounds', async () => {
    const answers: { code: number; message: string }[] = []
    for (let wave = 0; wave < 4; wave++) {
      const work: Promise<unknown>[] = []
      for (let i = 0; i < 24; i++) {
        // callApi itself fails the test on any 5xx.
        work.push(
          callApi(app, gameCalls.slotSpin, { venue: 'jdslot', game: 'jdslot-01', stake: 1 }, auth(p)).then(
            (e) => answers.push(e),
          ),
        )
        if (i % 3 === 0)
          work.push(
            callApi(app, gameCalls.seedRotate, { kind: 'slot' }, auth(p)).then((e) => answers.push(e)),
          )
      }
      await Promise.all(work)
    }
    for (const a of answers) expect([200, 429], a.message).toContain(a.code)
    expect(answers.filter((a) => a.code === 200).length).toBeGreaterThan(answers.length / 2)

    const uid = await userId(app, p)
    const seeds = await app.db.query<{
      id: string
      nonce: number
      revealed_at: Date | null
      rounds: number
      last_round: Date | null
      nonces: number
    }>(
      `SELECT s.id::text, s.nonce, s.revealed_at, count(g.id)::int AS rounds, max(g.created_at) AS last_round,
              count(DISTINCT g.nonce)::int AS nonces
       FROM fair_seeds s LEFT JOIN game_rounds g ON g.fair_seed_id = s.id
       WHERE s.user_id = $1 AND s.kind = 'slot' GROUP BY s.id ORDER BY s.id`,
      [uid],
    )
    expect(seeds.filter((s) => s.revealed_at === null)).toHaveLength(1)
    expect(seeds.length).toBeGreaterThan(10)
    for (const s of seeds) {
      // Each round on its own nonce, as many rounds as the pair counted.
      expect(s.rounds).toBe(Number(s.nonce))
      expect(s.nonces).toBe(s.rounds)
      if (s.revealed_at && s.last_round)
        expect(new Date(s.revealed_at).getTime(), `seed ${s.id}`).toBeGreaterThanOrEqual(
          new Date(s.last_round).getTime(),
        )
    }
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  })
})
