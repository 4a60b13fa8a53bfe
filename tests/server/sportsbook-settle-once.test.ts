// Sportsbook settlement exactly once (issue 24, item 6): 100 parallel settle attempts of one match, a
// parlay whose two matches settle at the same moment, and (on PostgreSQL) a settlement killed with
// SIGKILL before it commits, then settled again; the ledger whole throughout.
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { moneyApp } from './money-kit'
import {
  closeMatch,
  finishMatch,
  ledgerWhole,
  pick,
  pickOutcome,
  place,
  player,
  seedMatches,
} from './sportsbook-bets-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp({ moneyLimit: { max: 1_000_000 } })
})
const PG = !!process.env.DATABASE_URL

describe('settling exactly once', () => {
  it('settles once under 100 parallel settle attempts', async () => {
    const [m, other] = await seedMatches(app.db, { count: 2 })
    const pls = await Promise.all(Array.from({ length: 5 }, () => player(app)))
    for (const pl of pls) {
      const env = await place(app, pl, [
        { stake: 10, legs: [pickOutcome(m, 'win') ?? pick(m)!] },
        { stake: 10, legs: [pick(m)!] },
      ])
      expect(env.code, env.message).toBe(200)
    }
    await app.db.tx((q) => closeMatch(q, m))
    const counts = await Promise.all(Array.from({ length: 100 }, () => finishMatch(app.db, m)))
    expect(counts.reduce((s, n) => s + n, 0)).toBe(10)
    expect(counts.filter((n) => n > 0)).toHaveLength(1)
    const [{ n, keys }] = await app.db.query<{ n: number; keys: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys FROM ledger_transfers
        WHERE idempotency_key LIKE 'sb-win:%' AND user_id = ANY($1::bigint[])`,
      [pls.map((p) => String(p.id))],
    )
    expect(n).toBe(keys)
    expect(other.id).toBeTruthy()
    await ledgerWhole(app)
  })

  it('a parlay whose two matches are settled at the same time is paid (the second settlement sees the first)', async () => {
    const pl = await player(app)
    const pairs = await Promise.all(Array.from({ length: 5 }, () => seedMatches(app.db, { count: 2 })))
    const env = await place(
      app,
      pl,
      pairs.map(([a, b]) => ({ stake: 10, legs: [pick(a)!, pick(b)!] })),
    )
    expect(env.code, env.message).toBe(200)
    for (const m of pairs.flat()) await app.db.tx((q) => closeMatch(q, m))
    await Promise.all(pairs.flat().map((m) => finishMatch(app.db, m)))
    const rows = await app.db.query<{ status: number }>(
      "SELECT status FROM game_rounds WHERE user_id = $1 AND kind = 'sportsbook'",
      [pl.id],
    )
    expect(rows.map((r) => Number(r.status))).toEqual([1, 1, 1, 1, 1])
    await ledgerWhole(app)
  })

  it.skipIf(!PG)(
    'a settlement killed (SIGKILL) before it commits moves nothing; settled again, every bet is paid once',
    async () => {
      const [m] = await seedMatches(app.db, { count: 1 })
      const pls = await Promise.all(Array.from({ length: 4 }, () => player(app)))
      const winner = pickOutcome(m, 'win')!
      for (const pl of pls) {
        const env = await place(
          app,
          pl,
          Array.from({ length: 20 }, (_, i) => ({ stake: 10 + i, legs: [i % 2 ? winner : pick(m)!] })),
        )
        expect(env.code, env.message).toBe(200)
      }
      await app.db.tx((q) => closeMatch(q, m))
      const [{ schema }] = await app.db.query<{ schema: string }>('SELECT current_schema() AS schema')
      const dir = mkdtempSync(join(tmpdir(), 'sb-kill-'))
      const script = join(dir, 'settle-child.mts')
      writeFileSync(
        script,
        `import { openDb } from ${JSON.stringify(resolve('server/db/client.ts'))}
import { settleMatch } from ${JSON.stringify(resolve('server/sportsbook/settle.ts'))}
const db = await openDb({ url: process.env.DATABASE_URL, schema: ${JSON.stringify(schema)}, poolSize: 1, migrate: false })
await db.tx(async (q) => {
  const [row] = await q('SELECT timeline FROM sb_matches WHERE id = $1 FOR UPDATE', [${JSON.stringify(m.id)}])
  const n = await settleMatch(q, { id: ${JSON.stringify(m.id)}, timeline: row.timeline })
  process.stdout.write('SETTLED ' + n + '\\n')
  await new Promise(() => {})
})
`,
      )
      // tsx as a loader of this very process: the tsx command runs the script in a child of its own,
      // which a SIGKILL of the command would leave running with the transaction open.
      const child = spawn(process.execPath, ['--import', 'tsx', script], {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let err = ''
      child.stderr.on('data', (d) => {
        err += d
      })
      const line = await new Promise<string>((done, fail) => {
        child.stdout.on('data', (d) => {
          if (String(d).includes('SETTLED')) done(String(d).trim())
        })
        child.on('exit', () => fail(new Error(`child ended first: ${err}`)))
        setTimeout(() => fail(new Error(`child silent: ${err}`)), 30_000)
      })
      expect(line).toBe('SETTLED 80')
      child.kill('SIGKILL')
      await new Promise((done) => child.on('exit', done))
      // The killed transaction left nothing: no payout, every bet still open.
      const paidYet = await app.db.query(
        `SELECT 1 FROM ledger_transfers WHERE idempotency_key LIKE 'sb-win:%' AND user_id = ANY($1::bigint[])`,
        [pls.map((p) => String(p.id))],
      )
      expect(paidYet).toHaveLength(0)
      const [{ open }] = await app.db.query<{ open: number }>(
        'SELECT count(*)::int AS open FROM game_rounds g JOIN sb_legs l ON l.round_id = g.id WHERE l.match_id = $1 AND g.status = 2',
        [m.id],
      )
      expect(open).toBe(80)
      expect(await finishMatch(app.db, m)).toBe(80)
      expect(await finishMatch(app.db, m)).toBe(0)
      const [{ n, keys }] = await app.db.query<{ n: number; keys: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT idempotency_key)::int AS keys FROM ledger_transfers
        WHERE idempotency_key LIKE 'sb-win:%' AND user_id = ANY($1::bigint[])`,
        [pls.map((p) => String(p.id))],
      )
      expect(n).toBe(keys)
      expect(n).toBeGreaterThanOrEqual(40)
      await ledgerWhole(app)
    },
    60_000,
  )
})
