// Provider pay-in callbacks stay exactly-once while the server's database connections are killed
// mid-flight (PostgreSQL only; the two cases are described in docs/database-faults.md, "Tests").
import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { centsToWire } from '../../core/money'
import { acct, checkLedger } from '../../server/ledger'
import { installPayProvider, sandboxOver } from '../../server/payments/providers'
import { type FaultServer, faultServer, send, terminateBackends } from './db-faults-kit'
import { newUsername } from './helpers'
import { PAY_SECRET } from './payments-kit'
import { signUp } from './signup'

const url = process.env.DATABASE_URL
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

type Order = { no: string; userId: string; cents: bigint }
type Shot = { order: string; event: string; paid: string }
type Answered = Shot & { status: number; outcome: string }

/** Resolves once `probe` holds, polling every 5 ms (a blocked callback is caught within milliseconds). */
async function until(probe: () => Promise<boolean>, ms: number, what: string) {
  const end = Date.now() + ms
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`)
    await sleep(5)
  }
}

/** One signed paid callback, as the sandbox provider sends it (server/payments/sandbox-adapter.ts). */
async function notify(app: FastifyInstance, s: Shot): Promise<Answered> {
  const raw = JSON.stringify({
    event_id: s.event,
    type: 'payin',
    order_no: s.order,
    ref: `SP-${s.order}`,
    status: 'paid',
    paid: s.paid,
    unit: 'CNY',
    confirmations: 0,
    tx_hash: '',
  })
  const res = await app.inject({
    method: 'POST',
    url: '/pay/notify/sandbox',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', PAY_SECRET).update(raw).digest('hex'),
    },
  })
  const outcome = res.statusCode === 200 ? String(res.json().outcome) : ''
  return { ...s, status: res.statusCode, outcome }
}

/** `queue` sent by `workers` concurrent senders, each taking the next callback when answered. */
function fire(app: FastifyInstance, queue: Shot[], workers: number) {
  const answers: Answered[] = []
  let next = 0
  const worker = async () => {
    while (next < queue.length) answers.push(await notify(app, queue[next++]))
  }
  return { answers, done: Promise.all(Array.from({ length: workers }, worker)) }
}

/** What a provider does with a callback not answered 2xx: send it again, a round every 200 ms. */
async function resend(app: FastifyInstance, failed: Answered[], rounds = 20) {
  let left: Shot[] = failed
  const answers: Answered[] = []
  for (let round = 0; round < rounds && left.length; round++) {
    await sleep(200)
    const run = fire(app, left, 8)
    await run.done
    answers.push(...run.answers)
    left = run.answers.filter((a) => a.status !== 200)
  }
  return { answers, left }
}

const shuffled = <T>(xs: T[]) => {
  const out = [...xs]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

describe.skipIf(!url)('PostgreSQL: pay-in callbacks while the database connections are killed', () => {
  let s: FaultServer
  beforeAll(async () => {
    s = await faultServer(url!)
    // The migrations bind the pay-in channels to the sandbox provider (secret_ref PAY_SANDBOX_SECRET);
    // an installed adapter wins over PAY_SANDBOX_URL/PAY_SANDBOX_SECRET (providers.ts). Only its
    // signature check is used here: the orders are created at the provider's side in SQL.
    installPayProvider('sandbox', (b) =>
      sandboxOver(() => Promise.reject(new Error('the provider is not called in this suite')), b, PAY_SECRET),
    )
  }, 180_000)
  afterAll(async () => {
    installPayProvider('sandbox', null)
    await s?.close()
  })

  /** Registered players (their ledger accounts open), with their ids. */
  async function players(n: number) {
    const ids: string[] = []
    for (let i = 0; i < n; i++) {
      const name = newUsername('pf')
      const reg = await send(s.app, calls.register.path, signUp(name))
      expect(reg.code, reg.message).toBe(200)
      const [u] = await s.db.query<{ id: string }>('SELECT id::text FROM users WHERE username = $1', [name])
      ids.push(u.id)
    }
    return ids
  }

  /** WeChat orders the provider has (pay_orders status created), spread over `users`, in bulk (bench/payments.ts). */
  async function orders(prefix: string, users: string[], count: number): Promise<Order[]> {
    await s.db.query(
      `WITH d AS (
         INSERT INTO deposits (order_no, user_id, channel, pay_way, amount_cents, created_at, expires_at)
         SELECT $1 || lpad(i::text, 4, '0'), ($2::bigint[])[1 + i % cardinality($2::bigint[])], 'wechat',
                c.pay_way, 10000 + i * 137, now(), now() + interval '1 hour'
           FROM generate_series(1, $3) i CROSS JOIN (SELECT pay_way FROM pay_channels WHERE code = 'wechat') c
         RETURNING id, order_no, amount_cents)
       INSERT INTO pay_orders (deposit_id, order_no, channel, provider, amount_cents, status)
       SELECT id, order_no, 'wechat', 'sandbox', amount_cents, 'created' FROM d`,
      [prefix, users, count],
    )
    const rows = await s.db.query<{ order_no: string; user_id: string; amount_cents: string }>(
      `SELECT order_no, user_id::text, amount_cents::text FROM deposits WHERE starts_with(order_no, $1)
        ORDER BY order_no`,
      [prefix],
    )
    return rows.map((r) => ({ no: r.order_no, userId: r.user_id, cents: BigInt(r.amount_cents) }))
  }

  /** An open transaction of the test's own (not the server's application_name), and a watcher. */
  async function holder() {
    const open = async (name: string) => {
      const c = new pg.Client({ connectionString: url, application_name: name })
      await c.connect()
      await c.query(`SET search_path TO "${s.schema}"`)
      return c
    }
    const tx = await open('jd-fault-holder')
    const watch = await open('jd-fault-watch')
    const [{ pid }] = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows
    await tx.query('BEGIN')
    let released = false
    return {
      tx,
      /** The server's backends waiting on the holder, with the statement each waits in. */
      async blocked() {
        const r = await watch.query<{ pid: number; query: string }>(
          `SELECT pid, query FROM pg_stat_activity
            WHERE starts_with(application_name, $1) AND $2 = ANY(pg_blocking_pids(pid))`,
          [s.appName, pid],
        )
        return r.rows
      },
      /** Whether backend `backend` holds a write lock on table `table` (it wrote there in its transaction). */
      async wrote(backend: number, table: string) {
        const r = await watch.query(
          `SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
             JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE l.pid = $1 AND n.nspname = $2 AND c.relname = $3 AND l.mode = 'RowExclusiveLock' AND l.granted`,
          [backend, s.schema, table],
        )
        return (r.rowCount ?? 0) > 0
      },
      /** Rolls the test's transaction back and closes both connections (once; later calls do nothing). */
      async release() {
        if (released) return
        released = true
        await tx.query('ROLLBACK')
        await tx.end()
        await watch.end()
      },
    }
  }

  /**
   * Per order of `prefix`: its deposit's state, its provider order's status, its deposit transfers,
   * its recorded callbacks' outcomes and its deposit turnovers.
   */
  async function facts(prefix: string) {
    return s.db.query<{
      order_no: string
      state: number
      pay_status: string
      transfers: number
      outcomes: string[]
      turnover: number
    }>(
      `SELECT d.order_no, d.state, p.status AS pay_status,
              (SELECT count(*)::int FROM ledger_transfers t
                WHERE t.kind = 'deposit' AND t.ref = 'deposit:' || d.order_no) AS transfers,
              (SELECT coalesce(array_agg(c.outcome ORDER BY c.id), '{}') FROM pay_callbacks c
                WHERE c.order_no = d.order_no) AS outcomes,
              (SELECT count(*)::int FROM wagering_requirements w
                WHERE w.source = 'deposit' AND w.ref = d.order_no) AS turnover
         FROM deposits d JOIN pay_orders p ON p.deposit_id = d.id
        WHERE starts_with(d.order_no, $1) ORDER BY d.order_no`,
      [prefix],
    )
  }

  async function centralOf(userId: string) {
    const [a] = await s.db.query<{ balance: string }>(
      'SELECT balance::text FROM ledger_accounts WHERE code = $1',
      [acct.central(BigInt(userId))],
    )
    return BigInt(a.balance)
  }

  async function ledgerExact() {
    const report = await checkLedger(s.db.query)
    expect(
      report.ok,
      JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? String(v) : v)),
    ).toBe(true)
  }

  it('60 orders, copies under the same and other event ids, every backend killed twice mid-run: each credited once', async () => {
    const users = await players(4)
    const list = await orders('DFP', users, 60)
    // Per order: the paid callback and a copy of it (same event id) side by side, so both are in
    // flight together, and a resend under another event id somewhere else in the run.
    const units = list.map((o) => {
      const paid = { order: o.no, event: `EV-${o.no}`, paid: centsToWire(o.cents) }
      return { pair: [paid, { ...paid }], again: { ...paid, event: `EV-${o.no}-again` } }
    })
    // Two orders, all three of their callbacks together at a fixed place of the run (a fifth and two
    // thirds in), are the ones whose row the test holds locked: a callback of each is certainly inside
    // its transaction when the backends are terminated.
    const [first, second] = [units[7], units[41]]
    const rest = shuffled(
      units.filter((u) => u !== first && u !== second).flatMap((u) => [u.pair, [u.again]]),
    ).flat()
    const at = (u: (typeof units)[number]) => [...u.pair, u.again]
    const queue = [
      ...rest.slice(0, 36),
      ...at(first),
      ...rest.slice(36, 118),
      ...at(second),
      ...rest.slice(118),
    ]
    expect(queue).toHaveLength(180)

    const held = []
    for (const u of [first, second]) {
      const h = await holder()
      const locked = await h.tx.query('SELECT 1 FROM deposits WHERE order_no = $1 FOR UPDATE', [
        u.again.order,
      ])
      expect(locked.rowCount).toBe(1)
      held.push({ h, order: u.again.order })
    }
    const run = fire(s.app, queue, 12)
    const kills: { terminated: number; inFlight: number; answered: number }[] = []
    try {
      for (const { h, order } of held) {
        const mine = () => run.answers.filter((a) => a.order === order).length
        // A callback of the order waiting on the lock (or, should the first kill have ended all three
        // of them already, their answers in).
        let inFlight = 0
        await until(
          async () => {
            inFlight = (await h.blocked()).length
            return inFlight > 0 || mine() === 3
          },
          15_000,
          `a callback of ${order} waits on its row`,
        )
        const terminated = await terminateBackends(url!, s.appName)
        kills.push({ terminated, inFlight, answered: run.answers.length })
        await h.release()
      }
    } finally {
      await Promise.all(held.map(({ h }) => h.release()))
      await run.done
    }
    expect(run.answers).toHaveLength(180)
    // The first kill certainly caught a callback inside its transaction; both came mid-run.
    expect(kills[0].inFlight).toBeGreaterThan(0)
    for (const k of kills) {
      expect(k.terminated).toBeGreaterThan(0)
      expect(k.answered).toBeLessThan(180)
    }

    // Refused during the fault: always a 503 (nothing applied, resend), never a 500 or a 401.
    const failed = run.answers.filter((a) => a.status !== 200)
    expect(failed.length).toBeGreaterThan(0)
    expect(new Set(failed.map((a) => a.status))).toEqual(new Set([503]))
    const again = await resend(s.app, failed)
    expect(again.left).toEqual([])
    expect(again.answers.every((a) => a.status === 200 || a.status === 503)).toBe(true)

    const answered = [...run.answers, ...again.answers].filter((a) => a.status === 200)
    for (const a of answered) expect(['credited', 'duplicate']).toContain(a.outcome)
    // Other outcomes than 'credited' (duplicate) are fine on the copies; one credit per order.
    const rows = (await facts('DFP')).map((r) => ({
      ...r,
      outcomes: r.outcomes.filter((o) => o === 'credited'),
    }))
    expect(rows).toEqual(
      list.map((o) => ({
        order_no: o.no,
        state: 2,
        pay_status: 'credited',
        transfers: 1,
        outcomes: ['credited'],
        turnover: 0,
      })),
    )
    // A 'credited' answer can be lost with its connection (during COMMIT): at most one per order.
    for (const o of list)
      expect(answered.filter((a) => a.order === o.no && a.outcome === 'credited').length).toBeLessThanOrEqual(
        1,
      )

    for (const id of users) {
      const owed = list.filter((o) => o.userId === id).reduce((sum, o) => sum + o.cents, 0n)
      expect(await centralOf(id)).toBe(owed)
    }
    // Every event answered is recorded once, with its outcome: an interrupted callback left no row
    // behind (outcome is NOT NULL DEFAULT '', so a half-done one would show as '').
    const callbacks = await s.db.query<{ event_id: string; outcome: string }>(
      `SELECT event_id, outcome FROM pay_callbacks WHERE starts_with(order_no, 'DFP')`,
    )
    expect(callbacks.filter((c) => c.outcome === '')).toEqual([])
    expect(callbacks.map((c) => c.event_id).sort()).toEqual([...new Set(queue.map((q) => q.event))].sort())
    await ledgerExact()
  }, 120_000)

  it('a callback killed after its crediting statement, before COMMIT: nothing of it stays; the resend credits once', async () => {
    // A turnover on deposits (withdraw_multiple 1x) gives the crediting transaction a statement after
    // the credit (addRequirement's insert, services/deposits.ts creditDeposit): the test inserts that
    // row first, uncommitted, so the insert waits on the test, and the backend is terminated there.
    const money = `UPDATE settings SET value = jsonb_set(value, '{withdraw_multiple}', to_jsonb($1::text))
                    WHERE key = 'money'`
    await s.db.query(money, ['1.00'])
    const h = await holder()
    try {
      const [user] = await players(1)
      const [o] = await orders('DFC', [user], 1)
      await h.tx.query(
        `INSERT INTO wagering_requirements (user_id, source, ref, amount_cents, kind)
         VALUES ($1, 'deposit', $2, 1, 'deposit')`,
        [user, o.no],
      )
      const shot = { order: o.no, event: `EV-${o.no}`, paid: centsToWire(o.cents) }
      const pending = notify(s.app, shot)
      let waiting: { pid: number; query: string }[] = []
      await until(
        async () => {
          waiting = await h.blocked()
          return waiting.length > 0
        },
        10_000,
        'the crediting transaction waits on the turnover row',
      )
      expect(waiting).toHaveLength(1)
      expect(waiting[0].query).toMatch(/^INSERT INTO wagering_requirements/)
      // By then it has moved the money and written the order credited (uncommitted).
      for (const table of ['pay_callbacks', 'ledger_transfers', 'ledger_entries', 'deposits', 'pay_orders'])
        expect(await h.wrote(waiting[0].pid, table), table).toBe(true)
      expect(await terminateBackends(url!, s.appName)).toBeGreaterThan(0)
      const lost = await pending
      expect(lost.status).toBe(503)
      await h.release()

      const facts0 = {
        order_no: o.no,
        state: 1,
        pay_status: 'created',
        transfers: 0,
        outcomes: [],
        turnover: 0,
      }
      expect(await facts('DFC')).toEqual([facts0])
      expect(await centralOf(user)).toBe(0n)
      await ledgerExact()

      const resent = await resend(s.app, [lost])
      expect(resent.left).toEqual([])
      expect(resent.answers.at(-1)?.outcome).toBe('credited')
      expect(await notify(s.app, shot)).toMatchObject({ status: 200, outcome: 'duplicate' })
      expect(await facts('DFC')).toEqual([
        { ...facts0, state: 2, pay_status: 'credited', transfers: 1, outcomes: ['credited'], turnover: 1 },
      ])
      expect(await centralOf(user)).toBe(o.cents)
      await ledgerExact()
    } finally {
      await h.release()
      await s.db.query(money, ['0.00'])
    }
  }, 60_000)
})
