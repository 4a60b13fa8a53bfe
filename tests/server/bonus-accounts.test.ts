// Bonus money kept apart (issue 23 item 6; docs/promotions.md "Bonus accounts", docs/wagering.md "Cash
// first, then bonus"). A bonus lands in its grant's own ledger account; a stake takes the cash first
// and the rest from the grants, oldest first, and the round row records the bonus part; winnings of
// the bonus part go back to the grant (rounded down, the odd cents to the cash) until the requirement
// is met, when the grant is released to the central wallet; a withdrawal forfeits exactly the grants'
// balances and leaves the cash withdrawable; a self-exclusion forfeits too; 50 parallel stakes never
// overdraw the cash or a grant; the ledger stays balanced throughout.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { centsToWire } from '../../core/money'
import type { Query } from '../../server/db/client'
import { BizError } from '../../server/errors'
import { FAST3_VENUE } from '../../server/games/venues'
import { accountBalance, acct, checkLedger } from '../../server/ledger'
import { pay, type Rule } from '../../server/promotions/engine'
import { exclude } from '../../server/protection/service'
import { bookTurnover, openStake, playRound, settle, stake } from '../../server/wagering/kernel'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, bindBank, fund, moneyApp, setMoney, userId } from './money-kit'

let app: FastifyInstance
const VENUE = FAST3_VENUE

beforeAll(async () => {
  app = await moneyApp()
  // No deposit turnover (打码量): these tests are about the bonus alone.
  await setMoney(app, { withdraw_multiple: '0.00' })
}, 180_000)
afterAll(() => setMoney(app, { withdraw_multiple: '1.00' }))

/** An application bonus with `multiple` x wagering, paid by the engine as every bonus is. */
const rule = (multiple: bigint): Rule<'application'> => ({
  activityId: null,
  title: '测试彩金',
  kind: 'application',
  params: { amount: '0.00' },
  multiple: multiple * 1_000_000n,
  playerCap: null,
  playerDayCap: null,
  dayCap: null,
})

let seq = 0
type Player = { p: Registered; id: number; grant: number; bonusAccount: string }

/** A seamless player (plays from the central wallet) with `cash` yuan and a bonus of `bonus` cents. */
async function player(cash: number, bonus: bigint, multiple = 10n): Promise<Player> {
  const p = await registerAndLogin(app)
  const id = await userId(app, p)
  await app.db.query('UPDATE users SET transferstatus = 1 WHERE id = $1', [id])
  if (cash > 0) await fund(app, p, cash)
  const paid = await app.db.tx((q) =>
    pay(q, rule(multiple), { userId: id, ref: `ba-${id}-${++seq}`, amount: bonus }),
  )
  expect(paid).not.toBeNull()
  const [g] = await app.db.query<{ id: string | number }>(
    "SELECT id FROM wagering_requirements WHERE user_id = $1 AND kind = 'bonus' ORDER BY id DESC LIMIT 1",
    [id],
  )
  return { p, id, grant: Number(g.id), bonusAccount: acct.bonus(id, Number(g.id)) }
}

const central = (pl: Player) => accountBalance(app.db.query, acct.central(pl.id))
const grantBalance = (pl: Player) => accountBalance(app.db.query, pl.bonusAccount)
const state = async (pl: Player) =>
  (
    await app.db.query<{ state: string }>('SELECT state FROM wagering_requirements WHERE id = $1', [pl.grant])
  )[0].state

/** A stake that settles later on the lottery venue, through the kernel as fast-3 takes one. */
const stakeLater = (pl: Player, amount: bigint, ref: string) =>
  app.db.tx(async (q) => {
    const { wallet } = await openStake(q, { path: 'fast3', userId: pl.id, venue: VENUE, amount })
    return stake(q, { userId: pl.id, venue: VENUE, wallet: wallet.account, amount, ref })
  })
const settleLater = (pl: Player, amount: bigint, ref: string) =>
  app.db.tx((q) =>
    settle(q, [
      { userId: pl.id, venue: VENUE, wallet: acct.central(pl.id), amount, ref, key: `test-win:${ref}` },
    ]),
  )
const ledgerOk = async () => expect((await app.db.tx((q: Query) => checkLedger(q))).ok).toBe(true)

describe('a bonus sits in its own account', () => {
  it('the grant is paid into player:<id>:bonus:<grant>; the central wallet stays cash', async () => {
    const pl = await player(100, 5000n)
    expect(await central(pl)).toBe(10_000n)
    expect(await grantBalance(pl)).toBe(5000n)
    const bal = await callApi(app, calls.balance, {}, auth(pl.p))
    expect(bal.data).toEqual({ balance: '150.00', bonus: '50.00' })
    const w = await callApi(app, calls.getBetAmount, {}, auth(pl.p))
    expect(w.data).toMatchObject({ bonus: '50.00', cash: '100.00' })
    await ledgerOk()
  })
})

describe('cash first, then bonus', () => {
  it('a stake larger than the cash takes the rest from the bonus; the round row records the bonus part', async () => {
    const pl = await player(100, 5000n)
    const ref = `T-${pl.id}-a`
    const moved = await stakeLater(pl, 12_000n, ref)
    expect(moved).toMatchObject({ before: 10_000n, after: 0n, bonus: 2000n })
    expect(await central(pl)).toBe(0n)
    expect(await grantBalance(pl)).toBe(3000n)
    const [row] = await app.db.query<{ bonus_cents: string }>(
      `INSERT INTO game_rounds (round_id, user_id, venue_code, stake_cents) VALUES ($1, $2, $3, 12000) RETURNING bonus_cents::text`,
      [ref, pl.id, VENUE],
    )
    expect(row.bonus_cents).toBe('2000')
    // Short of cash and bonus together: 210, nothing moves.
    await expect(stakeLater(pl, 3001n, `T-${pl.id}-b`)).rejects.toMatchObject({ code: 210 })
    expect(await grantBalance(pl)).toBe(3000n)
    await ledgerOk()
  })

  it('the oldest active grant pays first', async () => {
    const pl = await player(0, 1000n)
    const second = await app.db.tx((q) =>
      pay(q, rule(10n), { userId: pl.id, ref: `ba-${pl.id}-second`, amount: 1000n }),
    )
    expect(second).not.toBeNull()
    await stakeLater(pl, 1500n, `T-${pl.id}-old`)
    expect(await grantBalance(pl)).toBe(0n)
    const [{ balance }] = await app.db.query<{ balance: string }>(
      "SELECT balance::text FROM ledger_accounts WHERE user_id = $1 AND kind = 'bonus' AND code <> $2",
      [pl.id, pl.bonusAccount],
    )
    expect(balance).toBe('500')
  })
})

describe('winnings of the bonus part stay bonus', () => {
  it('an instant round splits its payout by the stake, rounded down for the bonus, the odd cents to cash', async () => {
    const pl = await player(0, 5000n)
    // 1 cent of cash and 2 of bonus staked 3; a payout of 10: the bonus gets 6 (6.67 down), the cash 4.
    await fund(app, pl.p, 100)
    await stakeLater(pl, 9999n, `T-${pl.id}-drain`) // leaves exactly 1 cent of cash
    const r = await app.db.tx(async (q) => {
      const { wallet } = await openStake(q, { path: 'fast3', userId: pl.id, venue: VENUE, amount: 3n })
      return playRound(q, {
        userId: pl.id,
        venue: VENUE,
        wallet: wallet.account,
        amount: 3n,
        payout: 10n,
        ref: `T-${pl.id}-odd`,
      })
    })
    expect(r).toEqual({ before: 1n, after: 4n, bonus: 2n })
    expect(await central(pl)).toBe(4n)
    expect(await grantBalance(pl)).toBe(5000n - 2n + 6n)
    await ledgerOk()
  })

  it('a later settlement pays the bonus share to the grant, exactly once', async () => {
    const pl = await player(100, 5000n)
    const ref = `T-${pl.id}-later`
    await stakeLater(pl, 15_000n, ref) // 100.00 cash, 50.00 bonus: a third of it bonus
    const paid = await settleLater(pl, 30_000n, ref)
    expect(paid[0]?.amount).toBe(20_000n)
    expect(await central(pl)).toBe(20_000n)
    expect(await grantBalance(pl)).toBe(10_000n)
    // Settled again (a retry, a second process): nothing more moves.
    await settleLater(pl, 30_000n, ref)
    expect(await central(pl)).toBe(20_000n)
    expect(await grantBalance(pl)).toBe(10_000n)
    // A refund (a void) gives the grant back exactly its part.
    const ref2 = `T-${pl.id}-void`
    await stakeLater(pl, 30_000n, ref2) // 200.00 cash, 100.00 bonus
    expect(await grantBalance(pl)).toBe(0n)
    await settleLater(pl, 30_000n, ref2)
    expect(await central(pl)).toBe(20_000n)
    expect(await grantBalance(pl)).toBe(10_000n)
    await ledgerOk()
  })
})

describe('release when the requirement is met', () => {
  it('the grant moves to the central wallet as bonus_release; later winnings of its stakes follow it', async () => {
    const pl = await player(0, 5000n, 2n) // 100.00 of turnover
    const pending = `T-${pl.id}-pending`
    await stakeLater(pl, 1000n, pending)
    await app.db.tx((q) => bookTurnover(q, pl.id, 10_000n))
    expect(await state(pl)).toBe('met')
    expect(await grantBalance(pl)).toBe(0n)
    expect(await central(pl)).toBe(4000n)
    const [rel] = await app.db.query<{ amount: string }>(
      "SELECT amount::text FROM ledger_transfers WHERE kind = 'bonus_release' AND idempotency_key = $1",
      [`bonus-release:${pl.grant}`],
    )
    expect(rel.amount).toBe('4000')
    // The stake made before the release wins: its bonus share is cash now.
    await settleLater(pl, 2000n, pending)
    expect(await grantBalance(pl)).toBe(0n)
    expect(await central(pl)).toBe(6000n)
    await ledgerOk()
  })
})

describe('forfeit', () => {
  it('a withdrawal asks first naming the bonus, then forfeits exactly the grant balance; the cash goes out', async () => {
    const pl = await player(300, 5000n)
    // Play some bonus away first: 300.00 cash and 10.00 of bonus staked, lost.
    await stakeLater(pl, 31_000n, `T-${pl.id}-lose`)
    await fund(app, pl.p, 200)
    expect(await grantBalance(pl)).toBe(4000n)
    const bank = await bindBank(app, pl.p)
    const req = { amount: 200, bank, password: pl.p.payPassword }
    const ask = await callApi(app, calls.withdraw, req, auth(pl.p, randomUUID()))
    expect(ask.code, ask.message).toBe(220)
    expect(ask.message).toContain('40.00')
    expect(ask.data).toEqual({ forfeit: '40.00' })
    expect(await grantBalance(pl)).toBe(4000n)
    const promoBefore = await accountBalance(app.db.query, acct.promo('bonus'))
    const done = await callApi(app, calls.withdraw, { ...req, forfeit_bonus: 1 }, auth(pl.p, randomUUID()))
    expect(done.code, done.message).toBe(200)
    expect(await grantBalance(pl)).toBe(0n)
    expect(await central(pl)).toBe(0n) // the 200.00 of cash held for the withdrawal
    expect((await accountBalance(app.db.query, acct.promo('bonus'))) - promoBefore).toBe(4000n)
    expect(await state(pl)).toBe('forfeited')
    const w = await callApi(app, calls.getBetAmount, {}, auth(pl.p))
    expect(w.data).toMatchObject({ bonus: '0.00', cash: '0.00' })
    await ledgerOk()
  })

  it('a self-exclusion forfeits the active bonus; a stake made before pays its share back to promotions', async () => {
    const pl = await player(0, 5000n)
    const ref = `T-${pl.id}-excl`
    await stakeLater(pl, 1000n, ref)
    await app.db.tx((q) => exclude(q, pl.id, '6m'))
    expect(await state(pl)).toBe('forfeited')
    expect(await grantBalance(pl)).toBe(0n)
    const promo = await accountBalance(app.db.query, acct.promo('bonus'))
    await settleLater(pl, 2000n, ref)
    expect(await grantBalance(pl)).toBe(0n)
    expect(await central(pl)).toBe(0n)
    expect((await accountBalance(app.db.query, acct.promo('bonus'))) - promo).toBe(2000n)
    await ledgerOk()
  })
})

describe('under concurrency', () => {
  it('50 parallel stakes with cash and bonus never overdraw either account', async () => {
    const pl = await player(100, 5000n) // 150.00 in all
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => stakeLater(pl, 700n, `T-${pl.id}-par-${i}`)),
    )
    const taken = results.filter((r) => r.status === 'fulfilled').length
    const refused = results.filter((r) => r.status === 'rejected')
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(BizError)
    expect(taken).toBe(21) // 21 × 7.00 = 147.00 of 150.00
    expect(await central(pl)).toBe(0n)
    expect(await grantBalance(pl)).toBe(15_000n - 21n * 700n)
    const [{ bonus }] = await app.db.query<{ bonus: string }>(
      'SELECT coalesce(sum(bonus_cents), 0)::text AS bonus FROM wager_bonus_stakes WHERE user_id = $1',
      [pl.id],
    )
    expect(centsToWire(BigInt(bonus))).toBe('47.00')
    await ledgerOk()
  })
})
