// bench/ledger: transfers per second through the ledger (one db.tx per transfer: lock both wallets,
// write the transfer, its two entries and both balances) with 32 concurrent callers, on PGlite and on
// PostgreSQL, and pgbench's built-in TPC-B on the same PostgreSQL in the same run as the ceiling.
// Prints tx/s, p50/p99 and the ratio; budget: ledger >= 50 % of pgbench, p99 <= 50 ms (PostgreSQL).
//   npm run bench:ledger            (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
//   BENCH_SECONDS=10 BENCH_CALLERS=32 BENCH_ROUNDS=3 DB_POOL_SIZE=10 npm run bench:ledger
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { type Db, openDb } from '../server/db/client'
import { acct, checkLedger, ensurePlayerAccounts, transfer } from '../server/ledger'
import { seedVenues } from '../server/seed/venues'

const SECONDS = Number(process.env.BENCH_SECONDS) || 10
const CALLERS = Number(process.env.BENCH_CALLERS) || 32
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'

type Result = { engine: string; tps: number; p50: number; p99: number; n: number }

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

async function prepare(db: Db) {
  await db.tx((q) => seedVenues(q))
  const ids: number[] = []
  for (let i = 0; i < CALLERS; i++) {
    const [u] = await db.query<{ id: string }>(
      "INSERT INTO users (username, password_hash, realname) VALUES ($1, 'bench', '压测') RETURNING id",
      [`bench${i}x${randomBytes(3).toString('hex')}`],
    )
    const id = Number(u.id)
    await db.tx(async (q) => {
      await ensurePlayerAccounts(q, id)
      await transfer(q, {
        debit: acct.clearing('bank'),
        credit: acct.central(id),
        amount: 100_000_000n,
        kind: 'deposit',
        userId: id,
      })
    })
    ids.push(id)
  }
  return ids
}

async function run(engine: string, db: Db, ids: number[], seconds = SECONDS): Promise<Result> {
  const lat: number[] = []
  const end = Date.now() + seconds * 1000
  await Promise.all(
    ids.map(async (id, w) => {
      for (let n = 0; Date.now() < end; n++) {
        const inward = n % 2 === 0
        const venue = acct.venue(id, w % 2 ? 'jdlive' : 'jdslot')
        const t0 = performance.now()
        await db.tx((q) =>
          transfer(q, {
            debit: inward ? acct.central(id) : venue,
            credit: inward ? venue : acct.central(id),
            amount: 100n,
            kind: inward ? 'transfer_in' : 'transfer_out',
            userId: id,
          }),
        )
        lat.push(performance.now() - t0)
      }
    }),
  )
  const report = await checkLedger(db.query)
  if (!report.ok) throw new Error(`${engine}: ledger check failed after the bench`)
  lat.sort((a, b) => a - b)
  return { engine, tps: lat.length / seconds, p50: pct(lat, 0.5), p99: pct(lat, 0.99), n: lat.length }
}

/**
 * pgbench's built-in TPC-B in a database of its own (created here, dropped by `drop`), with the same
 * callers and time as the ledger run.
 */
async function tpcbDatabase() {
  const name = `bench_tpcb_${randomBytes(4).toString('hex')}`
  const u = new URL(PG_URL)
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')]
  const bin =
    spawnSync('which', ['pgbench'], { encoding: 'utf8' }).stdout.trim() ||
    '/usr/lib/postgresql/15/bin/pgbench'
  const sh = (args: string[]) =>
    spawnSync(bin, [...conn, ...args], { encoding: 'utf8', env: { ...process.env, PGPASSWORD: u.password } })
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: PG_URL })
    await c.connect()
    try {
      await c.query(sql)
    } finally {
      await c.end()
    }
  }
  await admin(`CREATE DATABASE ${name}`)
  const init = sh(['-i', '-q', '-s', '4', name])
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`)
  return {
    run(): { tps: number; latency: number } {
      const out = sh(['-n', '-c', String(CALLERS), '-j', '2', '-T', String(SECONDS), name])
      if (out.status !== 0) throw new Error(`pgbench failed: ${out.stderr}`)
      const tps = Number(/tps = ([\d.]+)/.exec(out.stdout)?.[1] ?? 0)
      const latency = Number(/latency average = ([\d.]+) ms/.exec(out.stdout)?.[1] ?? 0)
      return { tps, latency }
    },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name}`),
  }
}

const fmt = (r: Result) =>
  `${r.engine.padEnd(10)} ${r.tps.toFixed(0).padStart(7)} tx/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   (${r.n} transfers)`

console.log(
  `ledger bench: ${CALLERS} concurrent callers, ${SECONDS} s per run, one transfer per transaction; on PostgreSQL ${ROUNDS} rounds alternating ledger and pgbench, the median round (by ledger p99) counts`,
)

const lite = await openDb({ dataDir: 'memory://' })
const liteResult = await run('pglite', lite, await prepare(lite))
await lite.close()
console.log(fmt(liteResult))

const schema = `bench_${randomBytes(4).toString('hex')}`
// The server's own pool (DB_POOL_SIZE, default 10): callers beyond it wait for a connection, as
// requests do in the server.
const pgdb = await openDb({ url: PG_URL, schema })
const tpcb = await tpcbDatabase()
type Round = { ledger: Result; pgbench: { tps: number; latency: number } }
const rounds: Round[] = []
try {
  const ids = await prepare(pgdb)
  await run('postgres', pgdb, ids, 2) // untimed warm-up: connections, prepared statements, JIT
  for (let i = 0; i < ROUNDS; i++) {
    const ledger = await run('postgres', pgdb, ids)
    const pgbench = tpcb.run()
    rounds.push({ ledger, pgbench })
    console.log(
      `  round ${i + 1}: ${fmt(ledger).trim()}   |   pgbench ${pgbench.tps.toFixed(0)} tx/s, latency avg ${pgbench.latency.toFixed(1)} ms`,
    )
  }
} finally {
  await pgdb.close()
  await tpcb.drop()
  const c = new pg.Client({ connectionString: PG_URL })
  await c.connect()
  await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
  await c.end()
}
const median = [...rounds].sort((a, b) => a.ledger.p99 - b.ledger.p99)[Math.floor((rounds.length - 1) / 2)]
const pgResult = median.ledger
const ceiling = median.pgbench
console.log(fmt(pgResult))
console.log(
  `${'pgbench'.padEnd(10)} ${ceiling.tps.toFixed(0).padStart(7)} tx/s   TPC-B (built-in, same round), latency avg ${ceiling.latency.toFixed(1)} ms`,
)

const ratio = ceiling.tps ? pgResult.tps / ceiling.tps : 0
const okRatio = ratio >= 0.5
const okP99 = pgResult.p99 <= 50
console.log(
  `ratio ledger/pgbench on PostgreSQL: ${(ratio * 100).toFixed(0)} % (budget >= 50 %: ${okRatio ? 'met' : 'NOT met'})`,
)
console.log(
  `p99 on PostgreSQL: ${pgResult.p99.toFixed(1)} ms (budget <= 50 ms: ${okP99 ? 'met' : 'NOT met'})`,
)
process.exitCode = okRatio && okP99 ? 0 : 1
