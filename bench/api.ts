// `npm run bench:api`: /api/balance and /api/user with a valid session, 50 connections, against a bare
// Fastify route answering the same JSON (the ceiling), started in the same run. On PGlite (in memory)
// and on PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; skipped when it is
// unreachable). Prints req/s, p99 and the ratio to the ceiling, and checks the issue's budget for
// /api/balance on PostgreSQL: at least 15 % of the ceiling with p99 at most 20 ms.
// Every target (ceiling and app alike) gets an untimed warm-up of BENCH_WARMUP seconds first. The app
// runs with its production defaults (pool size, session cache); the one session it polls is answered
// from the session cache after its first lookup, as a polling player's is.
// Each figure is the median of BENCH_ROUNDS rounds (ceiling and app alternating; every round printed).
// Options: BENCH_SECONDS (default 5), BENCH_WARMUP (default 2), BENCH_ROUNDS (default 3),
// BENCH_CONNECTIONS (default 50), BENCH_ENGINES=pglite,postgres.

import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance } from 'fastify'
import pg from 'pg'
import { buildApp } from '../server/app'
import { openDb } from '../server/db/client'
import { seed } from '../server/seed'
import { setRegistrationsPerHour } from '../server/services/accounts'

type Result = {
  requests: { average: number }
  latency: { p99: number; average: number }
  non2xx: number
  errors: number
}
type Autocannon = (opts: {
  url: string
  method: 'POST'
  headers: Record<string, string>
  body?: string
  connections: number
  duration: number
}) => Promise<Result>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const SECONDS = Number(process.env.BENCH_SECONDS) || 5
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 50
const WARMUP = Number(process.env.BENCH_WARMUP) || 2
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const ENGINES = (process.env.BENCH_ENGINES || 'pglite,postgres').split(',')

async function run(url: string, token: string) {
  // Untimed warm-up first (JIT, pool connections, prepared statements), as for every target.
  await autocannon({
    url,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
    connections: CONNECTIONS,
    duration: WARMUP,
  })
  const r = await autocannon({
    url,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
    connections: CONNECTIONS,
    duration: SECONDS,
  })
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.non2xx + r.errors }
}

async function pgReachable() {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 })
  try {
    await c.connect()
    await c.end()
    return true
  } catch {
    return false
  }
}

type Round = { rps: number; p99: number; ceilingRps: number; ceilingP99: number; bad: number }
type Row = Round & { engine: string; path: string; rounds: Round[] }
type Served = { app: number; ceiling: number; token: string }
const PATHS = ['/api/balance', '/api/user'] as const

/**
 * Child process: the real app and the ceiling on one database, each listening on a free port. The
 * servers get their own process so the load generator (autocannon, in the parent) does not share
 * their event loop. Prints the ports and a session token as one JSON line, then waits for SIGTERM.
 */
async function serve(engine: string) {
  const schema = `bench_${process.pid}_${Date.now()}`
  const db =
    engine === 'postgres' ? await openDb({ url: PG_URL, schema }) : await openDb({ dataDir: 'memory://' })
  // A bench site has its own throw-away secrets, as every site has (server/secrets.ts).
  const payPepper = randomBytes(24).toString('base64url')
  await seed(db, {
    payPepper,
    operator: { username: 'admin', password: randomBytes(12).toString('base64url') },
    demoPlayers: true,
  })
  // Every bench caller signs up from 127.0.0.1: lift the per-address limit, as an operator would.
  await setRegistrationsPerHour(db.query, 1_000_000)
  const app = buildApp({
    db,
    config: { payPepper, captcha: false, rateLimit: { capacity: 1e9, refillPerSecond: 1e9 } },
  })
  const ceiling = Fastify()
  const reg = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: `bench${Date.now() % 1e8}`,
      password: 'bench1234',
      confirmPass: 'bench1234',
      realname: '压测',
      paypassword: '123456',
      birthday: '1990-01-01',
    },
  })
  const token = reg.json().data.api_token as string
  // The ceiling answers exactly what the real routes answer, without a session or a database.
  for (const path of PATHS) {
    const body = (
      await app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${token}` } })
    ).json()
    ceiling.post(path, async () => body)
  }
  await app.listen({ port: 0, host: '127.0.0.1' })
  await ceiling.listen({ port: 0, host: '127.0.0.1' })
  const port = (f: FastifyInstance) => (f.server.address() as AddressInfo).port
  process.stdout.write(
    `${JSON.stringify({ app: port(app), ceiling: port(ceiling), token } satisfies Served)}\n`,
  )
  process.on('SIGTERM', async () => {
    await app.close()
    await ceiling.close()
    await db.close()
    if (engine === 'postgres') {
      const admin = new pg.Client({ connectionString: PG_URL })
      await admin.connect()
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
      await admin.end()
    }
    process.exit(0)
  })
}

async function benchEngine(engine: string): Promise<Row[]> {
  if (engine === 'postgres' && !(await pgReachable())) {
    console.log(`PostgreSQL at ${PG_URL} is unreachable: skipped`)
    return []
  }
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve', engine],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const served = await new Promise<Served>((resolve, reject) => {
    let buf = ''
    child.stdout.on('data', (d: Buffer) => {
      buf += d.toString()
      const line = buf.split('\n').find((l) => l.startsWith('{'))
      if (line) resolve(JSON.parse(line) as Served)
    })
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)))
  })
  try {
    const rows: Row[] = []
    for (const path of PATHS) {
      // Rounds alternate ceiling and app, so a slow spell of a shared machine hits both; the row
      // reports the median round (by the app's p99) and keeps every round's figures.
      const rounds: Round[] = []
      for (let i = 0; i < ROUNDS; i++) {
        const c = await run(`http://127.0.0.1:${served.ceiling}${path}`, served.token)
        const r = await run(`http://127.0.0.1:${served.app}${path}`, served.token)
        rounds.push({ rps: r.rps, p99: r.p99, ceilingRps: c.rps, ceilingP99: c.p99, bad: r.bad + c.bad })
      }
      const sorted = [...rounds].sort((a, b) => a.p99 - b.p99 || b.rps - a.rps)
      const mid = sorted[Math.floor((sorted.length - 1) / 2)]
      rows.push({ engine, path, ...mid, bad: rounds.reduce((n, r) => n + r.bad, 0), rounds })
    }
    return rows
  } finally {
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await exited
  }
}

const serveAt = process.argv.indexOf('--serve')
if (serveAt > 0) {
  await serve(process.argv[serveAt + 1])
} else {
  const rows: Row[] = []
  for (const engine of ENGINES) rows.push(...(await benchEngine(engine)))
  report(rows)
}

function report(rows: Row[]) {
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per run after ${WARMUP} s of warm-up, median of ${ROUNDS} rounds\n`,
  )
  console.log(
    'engine    path           req/s   p99 ms   ceiling req/s  ceiling p99  ratio   non-2xx   rounds (req/s @ p99)',
  )
  for (const r of rows) {
    const each = r.rounds.map((x) => `${x.rps.toFixed(0)}@${x.p99}`).join(' ')
    console.log(
      `${r.engine.padEnd(9)} ${r.path.padEnd(13)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(8)} ${r.ceilingRps.toFixed(0).padStart(15)} ${String(r.ceilingP99).padStart(12)} ${`${((r.rps / r.ceilingRps) * 100).toFixed(1)}%`.padStart(7)} ${String(r.bad).padStart(9)}   ${each}`,
    )
  }
  const budget = rows.find((r) => r.engine === 'postgres' && r.path === '/api/balance')
  if (budget) {
    const ratio = budget.rps / budget.ceilingRps
    const pass = ratio >= 0.15 && budget.p99 <= 20 && budget.bad === 0
    console.log(
      `\nbudget (PostgreSQL /api/balance >= 15% of ceiling, p99 <= 20 ms): ${pass ? 'PASS' : 'FAIL'} (${(ratio * 100).toFixed(1)}%, p99 ${budget.p99} ms)`,
    )
    process.exitCode = pass ? 0 : 1
  }
}
