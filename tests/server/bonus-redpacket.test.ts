// Red packets are bonus grants like every other bonus (issue 23 item 6; docs/promotions.md, "Bonus
// accounts"): a packet whose rule asks wagering is paid into the grant's own ledger account and is no
// part of the central wallet (cash) until its requirement is met; a withdrawal before that forfeits
// exactly the packet. A packet whose rule asks no turnover is cash, paid to the central wallet.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { beijingDate } from '../../core/time'
import { accountBalance, acct, checkLedger } from '../../server/ledger'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, beijingClock, bindBank, fund, moneyApp, setMoney, userId } from './money-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
  // No deposit turnover (打码量): these tests are about the packet's own wagering.
  await setMoney(app, { withdraw_multiple: '0.00' })
}, 180_000)
afterAll(() => setMoney(app, { withdraw_multiple: '1.00' }))
const at = beijingClock()

const today = beijingDate(new Date())
const yesterday = beijingDate(new Date(Date.now() - 86_400_000))
const cents = (wire: string) => BigInt(wire.replace('.', ''))

/** A player whose 150.00 deposit yesterday afternoon earns one grab today (the seeded rules). */
async function eligible(): Promise<{ p: Registered; id: number }> {
  const p = await registerAndLogin(app)
  at(yesterday, '15:00:00')
  await fund(app, p, 150)
  at(today, '10:30:00')
  return { p, id: await userId(app, p) }
}

async function grab(p: Registered) {
  const win = await callApi(app, calls.douserredpacket, {}, auth(p))
  expect(win.code, win.message).toBe(200)
  const [g] = await app.db.query<{ id: string; transfer_id: string }>(
    'SELECT id::text, transfer_id::text FROM redpacket_grabs WHERE user_id = (SELECT id FROM users WHERE username = $1) ORDER BY id DESC LIMIT 1',
    [p.username],
  )
  const [r] = await app.db.query<{ id: string; state: string; amount_cents: string; bonus_cents: string }>(
    `SELECT id::text, state, amount_cents::text, bonus_cents::text FROM wagering_requirements
      WHERE source = 'redpacket' AND ref = $1`,
    [g.id],
  )
  const [t] = await app.db.query<{ credit: string; kind: string }>(
    `SELECT c.code AS credit, t.kind FROM ledger_transfers t JOIN ledger_accounts c ON c.id = t.credit_account_id
      WHERE t.id = $1`,
    [g.transfer_id],
  )
  return { amount: cents(win.data.redpacketmoney), grab: g, requirement: r, transfer: t }
}

const ledgerOk = async () => expect((await checkLedger(app.db.query)).ok).toBe(true)

describe('a red packet with wagering is a bonus grant', () => {
  it("is paid into the grant's own account; the central wallet stays cash; a withdrawal forfeits the packet only", async () => {
    const { p, id } = await eligible()
    const cashBefore = await accountBalance(app.db.query, acct.central(id))
    const g = await grab(p)
    // The seeded rules ask 3x the packet.
    expect(g.requirement).toMatchObject({
      state: 'active',
      amount_cents: String(g.amount * 3n),
      bonus_cents: String(g.amount),
    })
    const grantAccount = acct.bonus(id, Number(g.requirement.id))
    expect(g.transfer).toEqual({ credit: grantAccount, kind: 'bonus' })
    expect(await accountBalance(app.db.query, grantAccount)).toBe(g.amount)
    expect(await accountBalance(app.db.query, acct.central(id))).toBe(cashBefore)
    // Every balance the player sees says the same: cash and bonus together, the bonus part alongside.
    const bal = await callApi(app, calls.balance, {}, auth(p))
    expect(cents(bal.data.balance)).toBe(cashBefore + g.amount)
    expect(cents(bal.data.bonus ?? '0')).toBe(g.amount)
    const user = await callApi(app, calls.user, {}, auth(p))
    expect(user.data).toMatchObject({ balance: bal.data.balance, bonus: bal.data.bonus })
    const bet = await callApi(app, calls.getBetAmount, {}, auth(p))
    expect(bet.data).toMatchObject({ bonus: bal.data.bonus, required: '0.00' })
    expect(cents(bet.data.cash ?? '0')).toBe(cashBefore)

    // The player's own 150.00 can leave at once, forfeiting the packet (and nothing else).
    const bank = await bindBank(app, p)
    const req = { amount: 150, bank, password: p.payPassword }
    const ask = await callApi(app, calls.withdraw, req, auth(p, randomUUID()))
    expect(ask.code, ask.message).toBe(220)
    expect(ask.data).toEqual({ forfeit: bal.data.bonus })
    const promoBefore = await accountBalance(app.db.query, acct.promo('redpacket'))
    const done = await callApi(app, calls.withdraw, { ...req, forfeit_bonus: 1 }, auth(p, randomUUID()))
    expect(done.code, done.message).toBe(200)
    expect(await accountBalance(app.db.query, grantAccount)).toBe(0n)
    expect((await accountBalance(app.db.query, acct.promo('redpacket'))) - promoBefore).toBe(g.amount)
    expect(await accountBalance(app.db.query, acct.central(id))).toBe(0n)
    await ledgerOk()
  })
})

describe('a red packet without wagering is cash', () => {
  it('is paid to the central wallet, its requirement met from the start', async () => {
    await app.db.query('UPDATE redpacket_rules SET turnover_multiple = 0')
    try {
      const { p, id } = await eligible()
      const cashBefore = await accountBalance(app.db.query, acct.central(id))
      const g = await grab(p)
      expect(g.requirement).toMatchObject({ state: 'met', amount_cents: '0' })
      expect(g.transfer).toEqual({ credit: acct.central(id), kind: 'redpacket' })
      expect(await accountBalance(app.db.query, acct.central(id))).toBe(cashBefore + g.amount)
      const [{ n }] = await app.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM ledger_accounts WHERE user_id = $1 AND kind = 'bonus'",
        [id],
      )
      expect(n).toBe(0)
      const bal = await callApi(app, calls.balance, {}, auth(p))
      expect(bal.data).toEqual({
        balance: (await callApi(app, calls.user, {}, auth(p))).data.balance,
        bonus: '0.00',
      })
      expect(cents(bal.data.balance)).toBe(cashBefore + g.amount)
      await ledgerOk()
    } finally {
      await app.db.query('UPDATE redpacket_rules SET turnover_multiple = 3')
    }
  })
})
