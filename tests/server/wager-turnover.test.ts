// Turnover that cannot be gamed (docs/wagering.md, docs/promotions.md): a round counts its net
// exposure, so opposite bets on one round (big and small, in one slip or in two slips of one draw)
// fill no requirement; requirements fill one by one, each kind oldest first, side by side.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { gameCalls } from '../../core/contract'
import { fast3NextDrawAt } from '../../core/games/engines/fast3'
import { netExposure } from '../../core/games/turnover'
import { betFast3, drawDue } from '../../server/games/fast3'
import { checkLedger } from '../../server/ledger'
import { addRequirement, applyTurnover } from '../../server/wagering/requirements'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, fund, moneyApp, userId } from './money-kit'

let app: FastifyInstance

beforeAll(async () => {
  app = await moneyApp({ moneyLimit: { max: 10_000, windowMs: 1000 } })
})

/** A seamless player (plays from the central wallet) with money and one open deposit requirement. */
async function player(required: bigint) {
  const p = await registerAndLogin(app)
  await fund(app, p, 5000)
  const id = await userId(app, p)
  await app.db.query('UPDATE users SET transferstatus = 1 WHERE id = $1', [id])
  await app.db.tx((q) =>
    addRequirement(q, { userId: id, source: 'test', ref: `t-${id}`, kind: 'deposit', amount: required }),
  )
  return { p, id }
}

const progress = async (id: number) =>
  (
    await app.db.query<{ kind: string; amount: string; progress: string; state: string }>(
      `SELECT kind, amount_cents::text AS amount, progress_cents::text AS progress, state FROM wagering_requirements
        WHERE user_id = $1 AND source <> 'deposit' ORDER BY created_at, id`,
      [id],
    )
  ).map((r) => `${r.kind} ${r.progress}/${r.amount} ${r.state}`)

const turnover = async (id: number) =>
  BigInt(
    (await app.db.query<{ t: string }>('SELECT totalgame_cents::text AS t FROM users WHERE id = $1', [id]))[0]
      .t,
  )

describe('net exposure', () => {
  it('counts opposite bets once, at most their difference', () => {
    expect(
      netExposure([
        { bet: 'big', amount: 1000 },
        { bet: 'small', amount: 1000 },
      ]),
    ).toBe(0)
    expect(
      netExposure([
        { bet: 'big', amount: 1500 },
        { bet: 'small', amount: 1000 },
      ]),
    ).toBe(500)
    expect(
      netExposure([
        { bet: 'big', amount: 1000 },
        { bet: 'small', amount: 1000 },
        { bet: 'odd', amount: 300 },
        { bet: 'sum:10', amount: 200 },
      ]),
    ).toBe(500)
    expect(
      netExposure([
        { bet: 'banker', amount: 700 },
        { bet: 'player', amount: 200 },
      ]),
    ).toBe(500)
  })
})

describe('hedges clear nothing', () => {
  it('sic bo: big and small in one slip count nothing; a lopsided pair counts its difference', async () => {
    const { p, id } = await player(100_000n)
    const before = await turnover(id)
    const hedge = await callApi(
      app,
      gameCalls.sicboBet,
      {
        venue: 'jdlive',
        bets: [
          { bet: 'big', amount: '10.00' },
          { bet: 'small', amount: '10.00' },
        ],
      },
      auth(p),
    )
    expect(hedge.code, hedge.message).toBe(200)
    expect(await progress(id)).toEqual(['deposit 0/100000 active'])
    expect(await turnover(id)).toBe(before)
    const lopsided = await callApi(
      app,
      gameCalls.sicboBet,
      {
        venue: 'jdlive',
        bets: [
          { bet: 'big', amount: '15.00' },
          { bet: 'small', amount: '10.00' },
        ],
      },
      auth(p),
    )
    expect(lopsided.code, lopsided.message).toBe(200)
    expect(await progress(id)).toEqual(['deposit 500/100000 active'])
    expect(await turnover(id)).toBe(before + 500n)
    const [round] = await app.db.query<{ valid_cents: string }>(
      'SELECT valid_cents::text FROM game_rounds WHERE round_id = $1',
      [lopsided.data.round.round_id],
    )
    expect(round.valid_cents).toBe('500')
  })

  it('fast-3: big in one slip and small in another on the same draw count nothing', async () => {
    const { id } = await player(100_000n)
    const at = new Date(fast3NextDrawAt(Date.now()) + 600_000 + 20_000)
    await app.db.tx((q) => betFast3(q, id, { bets: [{ bet: 'big', amount: 1000n }] }, at))
    await app.db.tx((q) => betFast3(q, id, { bets: [{ bet: 'small', amount: 1000n }] }, at))
    await app.db.tx((q) => betFast3(q, id, { bets: [{ bet: 'odd', amount: 300n }] }, at))
    const before = await turnover(id)
    await drawDue(app.db, new Date(fast3NextDrawAt(at.getTime())))
    const rows = await app.db.query<{ status: number; valid_cents: string }>(
      "SELECT status, valid_cents::text FROM game_rounds WHERE user_id = $1 AND kind = 'fast3' ORDER BY id",
      [id],
    )
    expect(rows.map((r) => Number(r.status))).toEqual([1, 1, 1])
    expect(rows.reduce((s, r) => s + BigInt(r.valid_cents), 0n)).toBe(300n)
    expect(await progress(id)).toEqual(['deposit 300/100000 active'])
    expect(await turnover(id)).toBe(before + 300n)
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  })
})

describe('requirements fill one by one', () => {
  it('each kind oldest first, the two kinds side by side; met ones stay met', async () => {
    const p: Registered = await registerAndLogin(app)
    const id = await userId(app, p)
    await app.db.tx(async (q) => {
      await addRequirement(q, { userId: id, source: 'test', ref: `a-${id}`, kind: 'deposit', amount: 1000n })
      await addRequirement(q, { userId: id, source: 'test', ref: `b-${id}`, kind: 'deposit', amount: 1000n })
      // A bonus of 100 asking for 50x is capped at 10x the bonus.
      await addRequirement(q, {
        userId: id,
        source: 'test',
        ref: `c-${id}`,
        kind: 'bonus',
        amount: 5000n,
        bonus: 100n,
      })
    })
    await app.db.tx((q) => applyTurnover(q, id, 1500n))
    expect(await progress(id)).toEqual([
      'deposit 1000/1000 met',
      'deposit 500/1000 active',
      'bonus 1000/1000 met',
    ])
    await app.db.tx((q) => applyTurnover(q, id, 700n))
    expect(await progress(id)).toEqual([
      'deposit 1000/1000 met',
      'deposit 1000/1000 met',
      'bonus 1000/1000 met',
    ])
  })
})
