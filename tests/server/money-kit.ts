// Shared steps of the money API suites: a player with money, deposits approved through the service
// the back office uses, balances read straight from the ledger.
import type { FastifyInstance } from 'fastify'
import { afterEach, expect } from 'vitest'
import { calls } from '../../core/contract'
import { beijingAt } from '../../core/time'
import { clock } from '../../server/clock'
import type { ConfigOverrides } from '../../server/http/config'
import { acct, ensurePlayerAccounts, transfer } from '../../server/ledger'
import { seedMoney } from '../../server/seed/money'
import { approveDeposit } from '../../server/services/deposits'
import { callApi, makeApp, type Registered, registerAndLogin, TEST_SEED, testDb } from './helpers'

export async function moneyApp(config: ConfigOverrides = {}): Promise<FastifyInstance> {
  const db = await testDb()
  await db.tx((q) => seedMoney(q, TEST_SEED))
  return makeApp(config)
}

export const auth = (p: Registered, key?: string) => ({
  token: p.token,
  headers: key ? { 'idempotency-key': key } : undefined,
})

export async function userId(app: FastifyInstance, p: Registered): Promise<number> {
  const [u] = await app.db.query<{ id: string | number }>('SELECT id FROM users WHERE username = $1', [
    p.username,
  ])
  return Number(u.id)
}

/** Deposit by bank and approve it; returns the order number. */
export async function fund(app: FastifyInstance, p: Registered, amount: number): Promise<string> {
  const env = await callApi(
    app,
    calls.recharge,
    {
      paytype: 'bank',
      amount,
      bank: '东岳商业银行',
      bank_no: '6222000012345678',
      bank_owner: '张三',
      bank_address: '演示分行',
    },
    auth(p),
  )
  expect(env.code, env.message).toBe(200)
  await app.db.tx((q) => approveDeposit(q, env.message, 'test'))
  return env.message
}

/**
 * A new player with `cents` put straight into each of `venues`' wallets (an adjustment from the promo
 * account, through the ledger): the game suites' starting stake, without the deposit flow.
 */
export async function playerInVenues(
  app: FastifyInstance,
  venues: readonly string[],
  cents: bigint,
): Promise<{ p: Registered; id: number }> {
  const p = await registerAndLogin(app)
  const id = await userId(app, p)
  await app.db.tx(async (q) => {
    await ensurePlayerAccounts(q, id)
    for (const venue of venues)
      await transfer(q, {
        debit: acct.promo('adjustment'),
        credit: acct.venue(id, venue),
        amount: cents,
        kind: 'adjustment',
        userId: id,
      })
  })
  return { p, id }
}

export async function balance(app: FastifyInstance, p: Registered): Promise<string> {
  const env = await callApi(app, calls.balance, {}, auth(p))
  expect(env.code).toBe(200)
  return env.data.balance
}

export async function venue(app: FastifyInstance, p: Registered, code: string): Promise<string> {
  const env = await callApi(app, calls.userapimoney, { platname: code }, auth(p))
  expect(env.code, env.message).toBe(200)
  return env.data.balance
}

export async function bindBank(
  app: FastifyInstance,
  p: Registered,
  no = '6222000011112222',
): Promise<number> {
  const env = await callApi(
    app,
    calls.bindcard,
    {
      bank: '东岳商业银行',
      bank_address: '演示分行',
      bank_no: no,
      bank_owner: '张三',
      pay_pass: p.payPassword,
    },
    auth(p),
  )
  expect(env.code, env.message).toBe(200)
  const cards = await callApi(app, calls.getcard, { type: 1 }, auth(p))
  return cards.data.find((c) => c.bank_no === no)!.id
}

export async function setMoney(app: FastifyInstance, patch: Record<string, unknown>) {
  await app.db.query(`UPDATE settings SET value = value || $1::jsonb WHERE key = 'money'`, [
    JSON.stringify(patch),
  ])
}

/**
 * The server clock pinned to a Beijing wall time for the test that calls `at(date, time)`; `at.real()`
 * goes back to the real clock, and every test ends on it.
 */
export function beijingClock() {
  const realNow = clock.now
  afterEach(() => {
    clock.now = realNow
  })
  const at = (date: string, time: string) => {
    const t = beijingAt(date, time)
    clock.now = () => t
  }
  return Object.assign(at, {
    real: () => {
      clock.now = realNow
    },
  })
}
