// Database faults are survived (docs/database-faults.md). On PostgreSQL: every backend of the server
// terminated mid-load, and the whole cluster stopped and started again under load; the server keeps
// answering envelopes (503 while the database is away, never a 500, never a hang), answers again by
// itself within seconds, its LISTEN channel comes back, nothing is half-applied and the ledger check is
// clean. On PGlite: failed statements do not poison the one in-process connection.
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { batchCalls, calls } from '../../core/contract'
import { checkLedger } from '../../server/ledger'
import {
  eventually,
  expectNothingHalfApplied,
  expectOnlyCleanAnswers,
  faultCluster,
  faultServer,
  fundedPlayer,
  moneyLoad,
  send,
  terminateBackends,
} from './db-faults-kit'
import { makeApp, registerAndLogin } from './helpers'

const url = process.env.DATABASE_URL
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Retries the calls a client was unsure about with their own keys, then checks the money. */
async function settleAndCheck(
  s: Awaited<ReturnType<typeof faultServer>>,
  load: ReturnType<typeof moneyLoad>,
) {
  for (const u of load.unsure) {
    const again = await send(s.app, calls.transfer.path, u.body, { token: u.token, key: u.key })
    expect(again.status).toBe(200)
  }
  const report = await checkLedger(s.db.query)
  expect(
    report.ok,
    JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
  ).toBe(true)
}

describe.skipIf(!url)('PostgreSQL faults', () => {
  it('every backend of the server terminated mid-load: no crash, no 500, answers again, ledger clean', async () => {
    const s = await faultServer(url!)
    try {
      const players = [await fundedPlayer(s.app, 500), await fundedPlayer(s.app, 500)]
      const listener = () => s.app.sessionCache.listener
      expect(listener()?.live).toBe(true)
      const load = moneyLoad(s.app, players)
      s.onClose(load.stop)
      let killed = 0
      for (let i = 0; i < 3; i++) {
        await sleep(400)
        killed += await terminateBackends(url!, s.appName)
      }
      await sleep(400)
      await load.stop()
      expect(killed).toBeGreaterThan(0)
      expectOnlyCleanAnswers(load.answers)
      // Idle pool connections were ended too: the next calls find fresh ones.
      await terminateBackends(url!, s.appName)
      const t0 = Date.now()
      await eventually(
        async () => (await send(s.app, calls.balance.path, {}, { token: players[0].token })).status === 200,
        5000,
        'the server answers again',
      )
      expect(Date.now() - t0).toBeLessThan(5000)
      await eventually(() => listener()?.live === true, 8000, 'the LISTEN channel is back')
      await settleAndCheck(s, load)
      await expectNothingHalfApplied(s.db, players)
    } finally {
      await s.close()
    }
  })

  const cluster = url ? faultCluster() : null
  it.skipIf(!cluster)(
    'the PostgreSQL cluster stopped and started under load: 503 while away, answers again by itself',
    async () => {
      const c = cluster!
      const s = await faultServer(c.url)
      try {
        const players = [await fundedPlayer(s.app, 500), await fundedPlayer(s.app, 500)]
        const load = moneyLoad(s.app, players)
        s.onClose(load.stop)
        await sleep(500)
        await c.stop()
        try {
          // While it is away: a clear envelope, HTTP 503, within the connect timeout (2 s here).
          for (const call of [calls.balance.path, calls.transfer.path]) {
            const a = await send(
              s.app,
              call,
              { amount: 1, sourcetype: 'userbalance', targettype: 'jdslot' },
              { token: players[0].token, key: `away-${Date.now()}-${call.length}` },
            )
            expect(a.status).toBe(503)
            expect(a.code).toBe(503)
            expect(a.message).toBe('服务暂时不可用，请稍后再试')
            expect(a.ms).toBeLessThan(4000)
          }
          // Reads in one request (POST /api/batch): each part answers as it does alone.
          const parts = [calls.balance.path, calls.user.path].map((path) => ({ method: 'POST', path }))
          const batch = await send(
            s.app,
            batchCalls.batch.path,
            { calls: parts },
            { token: players[0].token },
          )
          expect(batch.status).toBe(200)
          expect(batch.ms).toBeLessThan(4000)
          expect(batch.data).toMatchObject(
            parts.map(() => ({ status: 503, body: { code: 503, message: '服务暂时不可用，请稍后再试' } })),
          )
          await sleep(500)
        } finally {
          await c.start()
        }
        const t0 = Date.now()
        await eventually(
          async () => (await send(s.app, calls.balance.path, {}, { token: players[0].token })).status === 200,
          10_000,
          'the server answers again after the restart',
        )
        expect(Date.now() - t0).toBeLessThan(10_000)
        await sleep(300)
        await load.stop()
        expectOnlyCleanAnswers(load.answers)
        expect(load.answers.some((a) => a.status === 503)).toBe(true)
        await eventually(() => s.app.sessionCache.listener?.live === true, 8000, 'the LISTEN channel is back')
        await settleAndCheck(s, load)
        await expectNothingHalfApplied(s.db, players)
      } finally {
        await s.close()
      }
    },
    90_000,
  )
  if (url && !cluster)
    it.skip('cluster stop/start: skipped, this machine has no pg_ctlcluster (Debian postgresql-common)', () => {})
})

describe.skipIf(url)('PGlite faults', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await makeApp()
  }, 180_000)

  it('failed statements, in and out of a transaction, do not poison the connection', async () => {
    const p = await registerAndLogin(app)
    await expect(app.db.query('SELECT * FROM no_such_table')).rejects.toThrow()
    await expect(
      app.db.tx(async (q) => {
        await q('UPDATE users SET realname = $1 WHERE username = $2', ['李四', p.username])
        await q('SELECT 1/0')
      }),
    ).rejects.toThrow()
    // The update of the failed transaction was rolled back, and the connection serves the next calls.
    const [u] = await app.db.query<{ realname: string }>('SELECT realname FROM users WHERE username = $1', [
      p.username,
    ])
    expect(u.realname).toBe('张三')
    const bal = await send(app, calls.balance.path, {}, { token: p.token })
    expect(bal.status).toBe(200)
    expect(bal.code).toBe(200)
  })
})
