// Property: random sequences of deposit, approve/refuse, transfer in/out, transall, withdraw,
// approve/refuse withdrawal and red-packet grab against the real database and an in-memory model.
// Every balance is compared after every step; at the end conservation holds and the audit is clean.
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { beijingAt, beijingDate } from '../../core/time'
import { clock } from '../../server/clock'
import { BizError } from '../../server/errors'
import { centralBalance, checkLedger, venueBalances } from '../../server/ledger'
import { approveDeposit, createDeposit, refuseDeposit } from '../../server/services/deposits'
import { grabRedPacket } from '../../server/services/redpackets'
import { transfer, transferAll } from '../../server/services/wallets'
import {
  approveWithdrawal,
  precheckWithdrawal,
  refuseWithdrawal,
  requestWithdrawal,
} from '../../server/services/withdrawals'
import { registerAndLogin } from './helpers'
import { bindBank, moneyApp, setMoney, userId } from './money-kit'

const VENUES = ['jdlive', 'jdsport', 'jdslot', 'xyslot'] as const
type Op =
  | { t: 'deposit'; cents: number }
  | { t: 'reviewDeposit'; i: number; approve: boolean }
  | { t: 'in'; v: number; cents: number }
  | { t: 'out'; v: number; cents: number }
  | { t: 'transall' }
  | { t: 'withdraw'; cents: number; forfeit: boolean }
  | { t: 'reviewWithdrawal'; i: number; approve: boolean }
  | { t: 'grab' }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('deposit' as const), cents: fc.integer({ min: 10_000, max: 800_000 }) }),
  fc.record({ t: fc.constant('reviewDeposit' as const), i: fc.nat(), approve: fc.boolean() }),
  fc.record({
    t: fc.constant('in' as const),
    v: fc.nat(VENUES.length - 1),
    cents: fc.integer({ min: 1, max: 300_000 }),
  }),
  fc.record({
    t: fc.constant('out' as const),
    v: fc.nat(VENUES.length - 1),
    cents: fc.integer({ min: 1, max: 300_000 }),
  }),
  fc.record({ t: fc.constant('transall' as const) }),
  fc.record({
    t: fc.constant('withdraw' as const),
    cents: fc.integer({ min: 10_000, max: 400_000 }),
    forfeit: fc.boolean(),
  }),
  fc.record({ t: fc.constant('reviewWithdrawal' as const), i: fc.nat(), approve: fc.boolean() }),
  fc.record({ t: fc.constant('grab' as const) }),
)

const tier = (counted: number) =>
  counted >= 500_000 ? 3 : counted >= 100_000 ? 2 : counted >= 10_000 ? 1 : 0
const bp = (counted: number) => (counted >= 500_000 ? 150 : 200)

let app: FastifyInstance
const realNow = clock.now
beforeAll(async () => {
  app = await moneyApp()
  await setMoney(app, {
    withdraw_multiple: '0.00',
    daily_withdraw_times: 100_000,
    withdraw_begin: '00:00:00',
    withdraw_end: '23:59:59',
  })
})
afterAll(() => {
  clock.now = realNow
})

const refusal = async (f: () => Promise<unknown>) => {
  try {
    await f()
    return 200
  } catch (e) {
    if (e instanceof BizError) return e.code
    throw e
  }
}

describe('ledger property', () => {
  it('the database agrees with the model after every step', async () => {
    const today = beijingDate(new Date())
    const depositTime = beijingAt(beijingDate(new Date(Date.now() - 86_400_000)), '15:00:00')
    const grabTime = beijingAt(today, '10:30:00')
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (ops) => {
        const p = await registerAndLogin(app)
        const uid = await userId(app, p)
        const card = await bindBank(app, p)
        const m = {
          central: 0,
          venues: new Map<string, number>(),
          deposits: [] as [string, number][],
          withdrawals: [] as [string, number][],
          counted: 0,
          grabs: 0,
          /**
           * Red packets are bonuses with wagering (no bets here, so never met), each in its own grant
           * account beside the central wallet: a withdrawal is refused with 220 until the player
           * forfeits them, which takes the grants' whole balance and leaves the cash alone.
           */
          bonus: 0,
        }
        const db = app.db
        for (const o of ops) {
          clock.now = () => (o.t === 'deposit' ? depositTime : grabTime)
          switch (o.t) {
            case 'deposit': {
              const r = await db.tx((q) =>
                createDeposit(q, uid, {
                  paytype: 'bank',
                  amount: BigInt(o.cents),
                  bank: '东岳商业银行',
                  bank_no: '6222',
                  bank_owner: '张三',
                  bank_address: 'x',
                }),
              )
              m.deposits.push([r.out_trade_no, o.cents])
              break
            }
            case 'reviewDeposit': {
              if (!m.deposits.length) break
              const [order, cents] = m.deposits.splice(o.i % m.deposits.length, 1)[0]
              await db.tx((q) =>
                o.approve ? approveDeposit(q, order, 'prop') : refuseDeposit(q, order, 'prop'),
              )
              if (o.approve) {
                m.central += cents
                m.counted += cents
              }
              // Reviewing again is refused and changes nothing.
              expect(await refusal(() => db.tx((q) => approveDeposit(q, order, 'prop')))).toBe(409)
              break
            }
            case 'in':
            case 'out': {
              const v = VENUES[o.v]
              const inward = o.t === 'in'
              const code = await refusal(() =>
                transfer(db, uid, {
                  amount: BigInt(o.cents),
                  sourcetype: inward ? 'userbalance' : v,
                  targettype: inward ? v : 'userbalance',
                }),
              )
              const from = inward ? m.central : (m.venues.get(v) ?? 0)
              expect(code).toBe(from >= o.cents ? 200 : 210)
              if (code === 200) {
                m.central += inward ? -o.cents : o.cents
                m.venues.set(v, (m.venues.get(v) ?? 0) + (inward ? o.cents : -o.cents))
              }
              break
            }
            case 'transall': {
              await transferAll(db, uid)
              for (const [v, c] of m.venues) {
                m.central += c
                m.venues.set(v, 0)
              }
              break
            }
            case 'withdraw': {
              const code = await refusal(async () => {
                await precheckWithdrawal(db.query, uid, BigInt(o.cents))
                await db.tx((q) =>
                  requestWithdrawal(q, uid, {
                    amount: BigInt(o.cents),
                    bank: card,
                    forfeit_bonus: o.forfeit ? 1 : 0,
                  }),
                )
              })
              // The forfeit and the withdrawal are one transaction: a refused withdrawal keeps the bonus.
              expect(code).toBe(m.bonus > 0 && !o.forfeit ? 220 : m.central >= o.cents ? 200 : 208)
              if (code === 200) {
                m.central -= o.cents
                m.bonus = 0
                const [w] = await db.query<{ order_no: string }>(
                  'SELECT order_no FROM withdrawals WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
                  [uid],
                )
                m.withdrawals.push([w.order_no, o.cents])
              }
              break
            }
            case 'reviewWithdrawal': {
              if (!m.withdrawals.length) break
              const [order, cents] = m.withdrawals.splice(o.i % m.withdrawals.length, 1)[0]
              await db.tx<unknown>((q) =>
                o.approve ? approveWithdrawal(q, order, 'prop') : refuseWithdrawal(q, order, 'prop'),
              )
              // An approved withdrawal clears no requirement (each is tracked on its own).
              if (!o.approve) m.central += cents
              expect(await refusal(() => db.tx((q) => refuseWithdrawal(q, order, 'prop')))).toBe(409)
              break
            }
            case 'grab': {
              let paid = 0
              const code = await refusal(async () => {
                const r = await db.tx((q) => grabRedPacket(q, uid))
                paid = Math.round(Number(r.redpacketmoney) * 100)
              })
              const allowed = m.grabs < tier(m.counted)
              expect(code).toBe(allowed ? 200 : 203)
              if (code === 200) {
                const cap = Math.max(100, Math.floor((m.counted * bp(m.counted)) / 10_000))
                expect(paid).toBeGreaterThanOrEqual(100)
                expect(paid).toBeLessThanOrEqual(cap)
                m.grabs++
                m.bonus += paid
              }
              break
            }
          }
          expect(Number(await centralBalance(db.query, uid))).toBe(m.central)
          const [held] = await db.query<{ bonus: string }>(
            "SELECT coalesce(sum(balance), 0)::text AS bonus FROM ledger_accounts WHERE user_id = $1 AND kind = 'bonus'",
            [uid],
          )
          expect(Number(held.bonus)).toBe(m.bonus)
          for (const w of await venueBalances(db.query, uid))
            expect(Number(w.balance)).toBe(m.venues.get(w.venue) ?? 0)
        }
      }),
      {
        numRuns: Number(process.env.PROPERTY_RUNS) || 12,
        endOnFailure: true,
        ...(process.env.PROPERTY_SEED
          ? { seed: Number(process.env.PROPERTY_SEED), path: process.env.PROPERTY_PATH }
          : {}),
      },
    )
    const report = await checkLedger(app.db.query)
    expect(report.conservation.every((c) => c.sum === 0n)).toBe(true)
    expect(report.ok).toBe(true)
  }, 600_000)
})
