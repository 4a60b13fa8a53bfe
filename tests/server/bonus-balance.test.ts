// One balance figure (issue 23 item 6; docs/promotions.md, "Bonus accounts"): /api/user and
// /api/balance both answer the central wallet's cash and the bonus grants together as `balance`, with
// `bonus` the part that is bonus, so the header never shows two meanings. Bull-bull lets the kernel
// decide whether the deposit is there (cash, then bonus, as for every stake) and keeps its own words
// for the refusal when both fall short.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { accountBalance, acct, checkLedger } from '../../server/ledger'
import { pay, type Rule } from '../../server/promotions/engine'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, fund, moneyApp, userId } from './money-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
}, 180_000)

const rule: Rule<'application'> = {
  activityId: null,
  title: '测试彩金',
  kind: 'application',
  params: { amount: '0.00' },
  multiple: 10_000_000n,
  playerCap: null,
  playerDayCap: null,
  dayCap: null,
}

let seq = 0
/** A seamless player (plays from the central wallet) with `cash` yuan and a bonus grant of `bonus` cents. */
async function player(cash: number, bonus: bigint): Promise<{ p: Registered; id: number; grant: string }> {
  const p = await registerAndLogin(app)
  const id = await userId(app, p)
  await app.db.query('UPDATE users SET transferstatus = 1 WHERE id = $1', [id])
  if (cash > 0) await fund(app, p, cash)
  const paid = await app.db.tx((q) => pay(q, rule, { userId: id, ref: `bb-${id}-${++seq}`, amount: bonus }))
  expect(paid).not.toBeNull()
  const [g] = await app.db.query<{ id: string }>(
    "SELECT id::text FROM wagering_requirements WHERE user_id = $1 AND kind = 'bonus' ORDER BY id DESC LIMIT 1",
    [id],
  )
  return { p, id, grant: acct.bonus(id, Number(g.id)) }
}

describe('one balance figure', () => {
  it('/api/user answers what /api/balance answers: cash and bonus together, the bonus alongside', async () => {
    const pl = await player(100, 5000n)
    const bal = await callApi(app, calls.balance, {}, auth(pl.p))
    expect(bal.data).toEqual({ balance: '150.00', bonus: '50.00' })
    const user = await callApi(app, calls.user, {}, auth(pl.p))
    expect(user.data).toMatchObject({ balance: '150.00', bonus: '50.00' })
    const refreshed = await callApi(app, calls.refreshusermoney, {}, auth(pl.p))
    expect(refreshed.data).toMatchObject({ balance: '150.00', bonus: '50.00' })
  })

  it('a player without bonus sees the cash, bonus 0.00', async () => {
    const p = await registerAndLogin(app)
    await fund(app, p, 123.45)
    expect((await callApi(app, calls.user, {}, auth(p))).data).toMatchObject({
      balance: '123.45',
      bonus: '0.00',
    })
  })
})

describe('bull-bull stakes with bonus', () => {
  it('a deposit the cash cannot hold is taken from the bonus; short of both, the table refuses in its words', async () => {
    // Base 50.00 holds 250.00 (the default table's highest multiple, 5): 100.00 of cash, 150.00 of bonus.
    const pl = await player(100, 20_000n)
    const play = await callApi(app, gameCalls.bullbullPlay, { venue: 'jdchess', base: 50 }, auth(pl.p))
    expect(play.code, play.message).toBe(200)
    expect(play.data.round.stake).toBe('250.00')
    expect(play.data.round.balance_before).toBe('100.00')
    const [row] = await app.db.query<{ bonus_cents: string }>(
      'SELECT bonus_cents::text FROM game_rounds WHERE round_id = $1',
      [play.data.round.round_id],
    )
    expect(row.bonus_cents).toBe('15000')

    const broke = await player(0, 100n)
    const before = await accountBalance(app.db.query, broke.grant)
    const refused = await callApi(app, gameCalls.bullbullPlay, { venue: 'jdchess', base: 1 }, auth(broke.p))
    expect(refused.code).toBe(210)
    expect(refused.message).toBe('余额不足：牛牛每局需预留底注 × 最高倍数的押金 5.00')
    expect(await accountBalance(app.db.query, broke.grant)).toBe(before)
    const [{ n }] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM game_rounds WHERE user_id = $1 AND kind = 'bullbull'",
      [broke.id],
    )
    expect(n).toBe(0)
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  })
})
