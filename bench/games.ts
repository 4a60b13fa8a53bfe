// bench/games: slot spins per second through the full path — HTTP (a listening Fastify app),
// session lookup, the seed-pair lock, HMAC-SHA256 on Web Crypto, the engine, two ledger legs and the
// game_rounds record — on PostgreSQL, printed beside the ledger's own figure (one transfer per
// transaction, same callers, same database, same run) so the cost of a round reads as a ratio.
//   npx tsx bench/games.ts        (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
//   BENCH_SECONDS=10 BENCH_CALLERS=16 npx tsx bench/games.ts
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { buildApp } from '../server/app'
import { openDb } from '../server/db/client'
import { betBaccarat, dealDue, type RoundRow, tableRound } from '../server/games/baccarat'
import { acct, checkLedger, ensurePlayerAccounts, transfer } from '../server/ledger'
import { seed } from '../server/seed'
import { setRegistrationsPerHour } from '../server/services/accounts'

const SECONDS = Number(process.env.BENCH_SECONDS) || 10
const CALLERS = Number(process.env.BENCH_CALLERS) || 16
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const pct = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0

const schema = `bench_games_${randomBytes(4).toString('hex')}`
const db = await openDb({ url: PG_URL, schema, poolSize: CALLERS + 4 })
process.env.JOBS = '0'
// A bench site has its own throw-away secrets, as every site has (server/secrets.ts).
const payPepper = randomBytes(24).toString('base64url')
const app = buildApp({
  db,
  // Each caller spins as fast as the server answers: far past the per-player money limit (60 calls per
  // 6 s) a browser meets, which would only measure refusals. Lifted here, as the address limit is.
  config: {
    payPepper,
    captcha: false,
    rateLimit: { capacity: 1e9, refillPerSecond: 1e9 },
    moneyLimit: { max: 1e9 },
  },
})
try {
  await seed(db, {
    payPepper,
    operator: { username: 'admin', password: randomBytes(12).toString('base64url') },
    demoPlayers: true,
  })
  // Every bench caller signs up from 127.0.0.1: lift the per-address limit, as an operator would.
  await setRegistrationsPerHour(db.query, 1_000_000)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
    return (await res.json()) as { code: number; message: string; data: { api_token: string } }
  }

  const players: { id: number; token: string }[] = []
  for (let i = 0; i < CALLERS; i++) {
    const name = `bench${i}x${randomBytes(3).toString('hex')}`
    const reg = await post('/api/register', {
      name,
      password: 'bench1234',
      confirmPass: 'bench1234',
      realname: '压测',
      paypassword: '123456',
      birthday: '1990-01-01',
    })
    if (reg.code !== 200) throw new Error(`register: ${reg.message}`)
    const [u] = await db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [name])
    const id = Number(u.id)
    await db.tx(async (q) => {
      await ensurePlayerAccounts(q, id)
      for (const code of [acct.central(id), acct.venue(id, 'jdslot')]) {
        await transfer(q, {
          debit: acct.clearing('bank'),
          credit: code,
          amount: 100_000_000n,
          kind: 'deposit',
          userId: id,
        })
      }
    })
    players.push({ id, token: reg.data.api_token })
  }

  // 1. the ledger alone: one transfer per transaction, central <-> venue wallet.
  const ledgerLat: number[] = []
  let end = Date.now() + SECONDS * 1000
  await Promise.all(
    players.map(async ({ id }) => {
      for (let n = 0; Date.now() < end; n++) {
        const inward = n % 2 === 0
        const t0 = performance.now()
        await db.tx((q) =>
          transfer(q, {
            debit: inward ? acct.central(id) : acct.venue(id, 'jdslot'),
            credit: inward ? acct.venue(id, 'jdslot') : acct.central(id),
            amount: 100n,
            kind: inward ? 'transfer_in' : 'transfer_out',
            userId: id,
          }),
        )
        ledgerLat.push(performance.now() - t0)
      }
    }),
  )

  // 2. slot spins over HTTP (transfer mode: from the jdslot wallet).
  const spinLat: number[] = []
  let refused = 0
  end = Date.now() + SECONDS * 1000
  await Promise.all(
    players.map(async ({ token }) => {
      while (Date.now() < end) {
        const t0 = performance.now()
        const r = await post('/api/games/slot/spin', { venue: 'jdslot', game: 'jdslot-01', stake: 1 }, token)
        if (r.code !== 200) refused++
        else spinLat.push(performance.now() - t0)
      }
    }),
  )
  // 3. baccarat: one round, BACCARAT_BETS bets from as many players, then one deal settles them all.
  const BACCARAT_BETS = Number(process.env.BENCH_BACCARAT_BETS) || 1000
  const ids: number[] = []
  const names = Array.from({ length: BACCARAT_BETS }, (_, i) => `bb${i}x${randomBytes(3).toString('hex')}`)
  for (let i = 0; i < names.length; i += 200) {
    const chunk = names.slice(i, i + 200)
    const rows = await db.query<{ id: string }>(
      // Adults with a date of birth, as every player who may bet is (the wager kernel's gate asks).
      `INSERT INTO users (username, password_hash, realname, birthday)
       SELECT unnest($1::text[]), 'x', '压测', '1990-01-01' RETURNING id`,
      [chunk],
    )
    ids.push(...rows.map((r) => Number(r.id)))
  }
  for (const id of ids)
    await db.tx(async (q) => {
      await ensurePlayerAccounts(q, id)
      await transfer(q, {
        debit: acct.clearing('bank'),
        credit: acct.venue(id, 'jdlive'),
        amount: 1_000_000n,
        kind: 'deposit',
        userId: id,
      })
    })
  const opened = new Date(Date.now() + 3600_000)
  const round = await db.tx((q) => tableRound(q, opened))
  const BETS = ['banker', 'player', 'tie', 'player_pair', 'banker_pair']
  let placed = 0
  await Promise.all(
    Array.from({ length: CALLERS }, async (_, w) => {
      for (let i = w; i < ids.length; i += CALLERS) {
        await db.tx((q) =>
          betBaccarat(q, ids[i], { bets: [{ bet: BETS[i % BETS.length], amount: 1000n }] }, opened),
        )
        placed++
      }
    }),
  )
  const [r] = await db.query<RoundRow>('SELECT * FROM baccarat_rounds WHERE id = $1', [round.id])
  const t0 = performance.now()
  const dealt = await dealDue(db, new Date(r.closes_at), 1)
  const settleMs = performance.now() - t0
  const [{ n }] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM game_rounds WHERE baccarat_round = $1 AND status = 1',
    [round.id],
  )
  if (dealt.length !== 1 || Number(n) !== placed) throw new Error(`baccarat: ${n} of ${placed} bets settled`)

  const report = await checkLedger(db.query)
  ledgerLat.sort((a, b) => a - b)
  spinLat.sort((a, b) => a - b)
  const ledgerTps = ledgerLat.length / SECONDS
  const spinTps = spinLat.length / SECONDS
  console.log(`games bench on PostgreSQL: ${CALLERS} concurrent callers, ${SECONDS} s each`)
  console.log(
    `ledger     ${ledgerTps.toFixed(0).padStart(7)} transfers/s   p50 ${pct(ledgerLat, 0.5).toFixed(1)} ms   p99 ${pct(ledgerLat, 0.99).toFixed(1)} ms`,
  )
  console.log(
    `slot spin  ${spinTps.toFixed(0).padStart(7)} spins/s       p50 ${pct(spinLat, 0.5).toFixed(1)} ms   p99 ${pct(spinLat, 0.99).toFixed(1)} ms   (HTTP + RNG + 2 ledger legs + record; ${refused} refused)`,
  )
  console.log(
    `baccarat   ${placed} bets on one round settled in ${settleMs.toFixed(0)} ms (deal + ${placed} records + payouts in one ledger call + turnover; budget 1000 ms)`,
  )
  console.log(
    `spins per ledger transfer: ${(spinTps / ledgerTps).toFixed(2)}   ledger check after the run: ${report.ok ? 'ok' : 'FAILED'}`,
  )
  process.exitCode = report.ok && refused === 0 && settleMs < 1000 ? 0 : 1
} finally {
  await app.close()
  await db.close()
  const c = new pg.Client({ connectionString: PG_URL })
  await c.connect()
  await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
  await c.end()
}
