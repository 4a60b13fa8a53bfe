// One balance inside the games too (docs/wagering.md, "Cash first, then bonus"; docs/promotions.md,
// "Bonus accounts"): every game answer's `balance` is what /api/balance answers, the central wallet's
// cash and the bonus grants together, so a game page and the header show one figure for a player who
// holds bonus: the tables' states (slot, fast-3, baccarat, the sportsbook board) and every round's or
// bet's answer (slot, sic bo, bull-bull, fast-3, baccarat), a stake that reaches into the bonus too.
// A venue wallet in transfer mode holds cash only and answers that.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls, sportsCalls } from '../../core/contract'
import { fast3NextDrawAt } from '../../core/games/engines/fast3'
import { centsToWire } from '../../core/money'
import { clock } from '../../server/clock'
import { accountBalance, acct, checkLedger, ensurePlayerAccounts, transfer } from '../../server/ledger'
import { pay, type Rule } from '../../server/promotions/engine'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, moneyApp, userId } from './money-kit'

let app: FastifyInstance
const realNow = clock.now

beforeAll(async () => {
  app = await moneyApp()
}, 180_000)
afterAll(() => {
  clock.now = realNow
})

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

type Player = { p: Registered; id: number; grant: string }
let seq = 0

/** A player with 10.00 of cash and a bonus grant of 50.00; seamless plays from the central wallet. */
async function player(seamless: boolean): Promise<Player> {
  const p = await registerAndLogin(app)
  const id = await userId(app, p)
  await app.db.query('UPDATE users SET transferstatus = $2 WHERE id = $1', [id, seamless ? 1 : 0])
  // 10.00 is under the smallest deposit: an adjustment puts it in the central wallet.
  await app.db.tx(async (q) => {
    await ensurePlayerAccounts(q, id)
    await transfer(q, {
      debit: acct.promo('adjustment'),
      credit: acct.central(id),
      amount: 1000n,
      kind: 'adjustment',
      userId: id,
    })
  })
  const paid = await app.db.tx((q) => pay(q, rule, { userId: id, ref: `bgb-${id}-${++seq}`, amount: 5000n }))
  expect(paid).not.toBeNull()
  const [g] = await app.db.query<{ id: string }>(
    "SELECT id::text FROM wagering_requirements WHERE user_id = $1 AND kind = 'bonus' ORDER BY id DESC LIMIT 1",
    [id],
  )
  return { p, id, grant: acct.bonus(id, Number(g.id)) }
}

/** What the header shows: /api/balance's `balance`. */
async function header(pl: Player) {
  const env = await callApi(app, calls.balance, {}, auth(pl.p))
  expect(env.code, env.message).toBe(200)
  return env.data.balance
}

/** The answer succeeded and its balance is the header's. */
async function sameAsHeader(pl: Player, env: { code: number; message: string; data: { balance: string } }) {
  expect(env.code, env.message).toBe(200)
  expect(env.data.balance).toBe(await header(pl))
}

describe('a game answer with bonus held', () => {
  it('instant rounds and the slot table answer cash + bonus, a stake into the bonus included', async () => {
    const pl = await player(true)
    const table = await callApi(app, gameCalls.gameTable, { venue: 'jdslot', kind: 'slot' }, auth(pl.p))
    expect(table.data.wallet).toBe('central')
    expect(table.data.balance).toBe('60.00')
    await sameAsHeader(pl, table)

    const spin = await callApi(app, gameCalls.slotSpin, { venue: 'jdslot', game: '', stake: 1 }, auth(pl.p))
    await sameAsHeader(pl, spin)
    // The round row keeps the wallet's cash before and after, as the ledger moved it.
    expect(spin.data.round.balance_before).toBe('10.00')

    // 20.00 staked with less cash than that: the rest comes from the grant, the figure still agrees.
    const deep = await callApi(app, gameCalls.slotSpin, { venue: 'jdslot', game: '', stake: 20 }, auth(pl.p))
    await sameAsHeader(pl, deep)
    // Unless the first spin won the cash past 20.00, the grant paid part of this stake.
    const [taken] = await app.db.query<{ bonus: string }>(
      'SELECT coalesce(sum(bonus_cents), 0)::text AS bonus FROM wager_bonus_stakes WHERE user_id = $1',
      [pl.id],
    )
    const cashBefore = BigInt(deep.data.round.balance_before.replace('.', ''))
    expect(BigInt(taken.bonus)).toBe(cashBefore < 2000n ? 2000n - cashBefore : 0n)

    const sicbo = await callApi(
      app,
      gameCalls.sicboBet,
      { venue: 'jdlive', bets: [{ bet: 'big', amount: 1 }] },
      auth(pl.p),
    )
    await sameAsHeader(pl, sicbo)

    const bull = await callApi(app, gameCalls.bullbullPlay, { venue: 'jdchess', base: 1 }, auth(pl.p))
    await sameAsHeader(pl, bull)
    expect((await checkLedger(app.db.query)).ok).toBe(true)
  })

  it('fast-3 and baccarat bets, their tables and the sportsbook board answer cash + bonus', async () => {
    const pl = await player(true)
    // Bets close 5 s before a fast-3 draw: play at :20 of the next minute. Baccarat opens its hand then.
    const at = new Date(fast3NextDrawAt(Date.now()) + 20_000)
    clock.now = () => at
    try {
      const f3 = await callApi(app, gameCalls.fast3Bet, { bets: [{ bet: 'big', amount: 1 }] }, auth(pl.p))
      await sameAsHeader(pl, f3)
      expect(f3.data.balance).toBe('59.00')
      await sameAsHeader(pl, await callApi(app, gameCalls.fast3State, {}, auth(pl.p)))

      // 15.00 on the banker: the 9.00 of cash left, then 6.00 of the bonus.
      const bj = await callApi(
        app,
        gameCalls.baccaratBet,
        { bets: [{ bet: 'banker', amount: 15 }] },
        auth(pl.p),
      )
      await sameAsHeader(pl, bj)
      expect(bj.data.balance).toBe('44.00')
      await sameAsHeader(pl, await callApi(app, gameCalls.baccaratState, {}, auth(pl.p)))
    } finally {
      clock.now = realNow
    }
    const board = await callApi(app, sportsCalls.sportsBoard, { venue: 'jdsport' }, auth(pl.p))
    await sameAsHeader(pl, board)
    expect(board.data.balance).toBe('44.00')
  })

  it('transfer mode: the venue wallet is cash only, and the table and a spin answer that', async () => {
    const pl = await player(false)
    const moved = await callApi(
      app,
      calls.transfer,
      { amount: 5, sourcetype: 'userbalance', targettype: 'jdslot' },
      auth(pl.p),
    )
    expect(moved.code, moved.message).toBe(200)
    const table = await callApi(app, gameCalls.gameTable, { venue: 'jdslot', kind: 'slot' }, auth(pl.p))
    expect(table.data).toMatchObject({ wallet: 'venue', balance: '5.00' })
    const spin = await callApi(app, gameCalls.slotSpin, { venue: 'jdslot', game: '', stake: 1 }, auth(pl.p))
    expect(spin.code, spin.message).toBe(200)
    expect(spin.data.balance).toBe(spin.data.round.balance_after)
    expect(centsToWire(await accountBalance(app.db.query, acct.venue(pl.id, 'jdslot')))).toBe(
      spin.data.balance,
    )
  })
})
