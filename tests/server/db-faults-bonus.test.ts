// The database connection lost in the middle of a bonus path (docs/database-faults.md,
// docs/promotions.md): (a) a monthly red packet's 申请 and (b) a slot stake that takes the cash, then
// the bonus grant. The cut comes after the Idempotency-Key is claimed and after the work has written
// rows, while the transaction waits on (PostgreSQL: a lock held by the test, then the backend is
// terminated) or touches (PGlite, one in-process connection: the statement fails as a terminated
// connection does) a ledger account of that path. Afterwards: 503, nothing applied, the ledger check is
// clean, and a retry with the same key pays or stakes exactly once; replaying it moves nothing more.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls, gameCalls } from '../../core/contract'
import { beijingDate } from '../../core/time'
import type { Query } from '../../server/db/client'
import { acct, checkLedger, ensurePlayerAccounts, transfer } from '../../server/ledger'
import { entitleMonthlyRedPacket } from '../../server/promotions/claims'
import { pay, type Rule, rulesOfKind } from '../../server/promotions/engine'
import { eventually, type FaultServer, faultServer, send } from './db-faults-kit'
import { registerAndLogin } from './helpers'
import { moneyApp, userId } from './money-kit'
import { newActivity, setRule } from './promotions-kit'

const url = process.env.DATABASE_URL

/** Armed before the request: `fire` ends its connection mid-transaction, `done` cleans up. */
type Cut = { fire(): Promise<void>; done(): Promise<void> }
type Cutter = (app: FastifyInstance, account: string) => Promise<Cut>

/** Every account of the player (cash and bonus grants), summed. */
async function held(app: FastifyInstance, id: number) {
  const [{ total }] = await app.db.query<{ total: string }>(
    `SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts
      WHERE code = $1 OR code LIKE $2`,
    [acct.central(id), `player:${id}:bonus:%`],
  )
  return BigInt(total)
}

async function ledgerExact(app: FastifyInstance) {
  const report = await checkLedger(app.db.query)
  expect(
    report.ok,
    JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? String(v) : v)),
  ).toBe(true)
}

const keyRows = async (app: FastifyInstance, key: string) =>
  (await app.db.query('SELECT 1 FROM api_idempotency WHERE key = $1', [key])).length

/** (a) 申请 of a red packet, cut inside the engine's ledger move from the promotions account. */
async function claimCutMidway(app: FastifyInstance, cutter: Cutter) {
  const act = await newActivity(app, '每月红包')
  await setRule(app, act, {
    kind: 'monthly-redpacket',
    params: { amounts: Array.from({ length: 10 }, () => '30.00') },
    turnover_multiple: '2',
  })
  const now = new Date()
  const month = beijingDate(now).slice(0, 7)
  const offer = async () => {
    const p = await registerAndLogin(app)
    const id = await userId(app, p)
    await app.db.tx(async (q) => {
      const rule = (await rulesOfKind(q, 'monthly-redpacket')).find((r) => r.activityId === act)!
      await entitleMonthlyRedPacket(q, rule, { userId: id, month, half: 1, amount: 1500n, now })
    })
    const list = await send(app, calls.bonusClaims.path, {}, { token: p.token })
    const [claim] = list.data as { id: number }[]
    return { p, id, claim: claim.id }
  }
  // A first claim opens the promotions account the cut waits on.
  const first = await offer()
  const opened = await send(
    app,
    calls.claimBonus.path,
    { id: first.claim },
    { token: first.p.token, key: randomUUID() },
  )
  expect(opened.code, opened.message).toBe(200)

  const { p, id, claim } = await offer()
  const key = randomUUID()
  const cut = await cutter(app, acct.promo('redpacket'))
  const pending = send(app, calls.claimBonus.path, { id: claim }, { token: p.token, key })
  await cut.fire()
  const lost = await pending
  await cut.done()
  expect(lost.status, lost.message).toBe(503)
  const payouts = () =>
    app.db.query('SELECT 1 FROM promotion_payouts WHERE user_id = $1 AND source = $2', [
      id,
      'monthly-redpacket',
    ])
  expect(await payouts()).toHaveLength(0)
  expect(
    await app.db.query('SELECT 1 FROM bonus_claims WHERE id = $1 AND claimed_at IS NULL', [claim]),
  ).toHaveLength(1)
  expect(await keyRows(app, key)).toBe(0)
  expect(await held(app, id)).toBe(0n)
  await ledgerExact(app)

  const retried = await send(app, calls.claimBonus.path, { id: claim }, { token: p.token, key })
  expect(retried.code, retried.message).toBe(200)
  expect(retried.data).toEqual({ amount: '15.00', turnover: '30.00' })
  const replayed = await send(app, calls.claimBonus.path, { id: claim }, { token: p.token, key })
  expect(replayed).toMatchObject({ code: 200, data: retried.data, message: retried.message })
  const again = await send(app, calls.claimBonus.path, { id: claim }, { token: p.token, key: randomUUID() })
  expect(again.code).toBe(202)
  expect(await payouts()).toHaveLength(1)
  expect(await held(app, id)).toBe(1500n)
  await ledgerExact(app)
}

const grantRule: Rule<'application'> = {
  activityId: null,
  title: '故障测试彩金',
  kind: 'application',
  params: { amount: '0.00' },
  multiple: 10_000_000n,
  playerCap: null,
  playerDayCap: null,
  dayCap: null,
}

/** (b) A 20.00 spin with 10.00 of cash and a 50.00 grant, cut while the stake waits on the grant. */
async function stakeCutMidway(app: FastifyInstance, cutter: Cutter) {
  const p = await registerAndLogin(app)
  const id = await userId(app, p)
  await app.db.query('UPDATE users SET transferstatus = 1 WHERE id = $1', [id])
  await app.db.tx(async (q: Query) => {
    await ensurePlayerAccounts(q, id)
    await transfer(q, {
      debit: acct.promo('adjustment'),
      credit: acct.central(id),
      amount: 1000n,
      kind: 'adjustment',
      userId: id,
    })
    await pay(q, grantRule, { userId: id, ref: `fault-${id}`, amount: 5000n })
  })
  const [g] = await app.db.query<{ id: string }>(
    "SELECT id::text FROM wagering_requirements WHERE user_id = $1 AND kind = 'bonus'",
    [id],
  )
  const grant = acct.bonus(id, Number(g.id))
  const rounds = () =>
    app.db.query<{ stake: string; bonus: string; payout: string }>(
      `SELECT stake_cents::text AS stake, bonus_cents::text AS bonus, payout_cents::text AS payout
         FROM game_rounds WHERE user_id = $1`,
      [id],
    )
  const spin = { venue: 'jdslot', game: '', stake: 20 }
  const key = randomUUID()
  const cut = await cutter(app, grant)
  const pending = send(app, gameCalls.slotSpin.path, spin, { token: p.token, key })
  await cut.fire()
  const lost = await pending
  await cut.done()
  expect(lost.status, lost.message).toBe(503)
  expect(await rounds()).toEqual([])
  expect(await app.db.query('SELECT 1 FROM wager_bonus_stakes WHERE user_id = $1', [id])).toEqual([])
  expect(await keyRows(app, key)).toBe(0)
  expect(await held(app, id)).toBe(6000n)
  await ledgerExact(app)

  const retried = await send(app, gameCalls.slotSpin.path, spin, { token: p.token, key })
  expect(retried.code, retried.message).toBe(200)
  const replayed = await send(app, gameCalls.slotSpin.path, spin, { token: p.token, key })
  expect(replayed).toMatchObject({ code: 200, data: retried.data })
  const [round, ...more] = await rounds()
  expect(more).toEqual([])
  // Cash first (10.00), then 10.00 of the grant; the player holds what is left plus the payout.
  expect(round).toMatchObject({ stake: '2000', bonus: '1000' })
  expect(await held(app, id)).toBe(6000n - 2000n + BigInt(round.payout))
  await ledgerExact(app)
}

/** PostgreSQL: the test holds the account's row lock; the server's backend waiting on it is terminated. */
const terminating =
  (dbUrl: string, s: FaultServer): Cutter =>
  async (_app, account) => {
    const holder = new pg.Client({ connectionString: dbUrl, application_name: 'jd-fault-holder' })
    await holder.connect()
    await holder.query(`SET search_path TO "${s.schema}"`)
    await holder.query('BEGIN')
    const locked = await holder.query('SELECT 1 FROM ledger_accounts WHERE code = $1 FOR UPDATE', [account])
    expect(locked.rowCount).toBe(1)
    const waiting = `SELECT pid FROM pg_stat_activity
      WHERE starts_with(application_name, $1) AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`
    return {
      async fire() {
        let pids: number[] = []
        await eventually(
          async () => {
            pids = (await holder.query<{ pid: number }>(waiting, [s.appName])).rows.map((r) => r.pid)
            return pids.length > 0
          },
          5000,
          'the request waits on the account',
        )
        for (const pid of pids) await holder.query('SELECT pg_terminate_backend($1)', [pid])
      },
      async done() {
        await holder.query('ROLLBACK')
        await holder.end()
      },
    }
  }

/**
 * PGlite: the next transaction's first statement that names the account fails as a terminated
 * connection's does (SQLSTATE 57P01); its transaction rolls back as PostgreSQL's would.
 */
const failing: Cutter = async (app, account) => {
  const db = app.db
  const realTx = db.tx
  const tx = realTx.bind(db)
  const names = (params?: unknown[]) =>
    params?.some((p) => p === account || (Array.isArray(p) && p.includes(account))) ?? false
  let armed = true
  const cutting =
    (q: Query): Query =>
    (text, params) => {
      if (!armed || !names(params)) return q(text, params)
      armed = false
      const lost = new Error('terminating connection due to administrator command')
      return Promise.reject(Object.assign(lost, { code: '57P01' }))
    }
  db.tx = (fn) => tx((q) => fn(cutting(q)))
  return {
    async fire() {},
    async done() {
      db.tx = realTx
      expect(armed).toBe(false)
    },
  }
}

describe.skipIf(!url)('PostgreSQL: a bonus path loses its connection midway', () => {
  let s: FaultServer
  beforeAll(async () => {
    s = await faultServer(url!)
  }, 180_000)
  afterAll(() => s?.close())

  it('a red packet claim: nothing paid, the same key pays once', () =>
    claimCutMidway(s.app, terminating(url!, s)))
  it('a stake taking cash then bonus: nothing staked, the same key stakes once', () =>
    stakeCutMidway(s.app, terminating(url!, s)))
})

describe.skipIf(url)('PGlite: a bonus path loses its connection midway', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await moneyApp()
  }, 180_000)
  afterAll(() => app.db.query('UPDATE promotion_rules SET enabled = false'))

  it('a red packet claim: nothing paid, the same key pays once', () => claimCutMidway(app, failing))
  it('a stake taking cash then bonus: nothing staked, the same key stakes once', () =>
    stakeCutMidway(app, failing))
})
