// `npm run test:cluster` (docs/scaling.md): the production build as three instances over one
// PostgreSQL database with a real load balancer (haproxy) in front, as the site runs in production.
//
//   1. a bounded load of money calls through the balancer (deposits approved by an operator, transfers
//      to a venue and back, slot spins, withdrawals), each with its Idempotency-Key; one instance is
//      killed with SIGKILL in the middle and started again; clients retry every unanswered call with the
//      same key until it is answered;
//   2. every acknowledged operation is present exactly once (rows per player = acknowledged calls, each
//      key stored once), replays move nothing, and `ledger:check` is clean;
//   3. the rate limit holds across instances: one client's burst spread over the three is limited as one;
//   4. a session signed out on one instance is refused by the other two at once;
//   5. the chat: an answer sent through one instance reaches a stream on another within a second, and
//      one Idempotency-Key sent 100 times over the three stores one message (chat.ts).
//
// Needs PostgreSQL (DATABASE_URL, default the local `test` database; the run works in a schema of its
// own and drops it) and haproxy on PATH (`.ci/run` installs it). Builds the server when dist-server/
// is missing. Exits 1 with the failed checks.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { signIn } from '../../server/cli/target'
import { signUp } from '../server/signup'
import { chatAcrossInstances } from './chat'
import {
  type Answer,
  BURST,
  baseUrl,
  call,
  canonical,
  check,
  cleanup,
  dbUrl,
  failures,
  instances,
  lb,
  money,
  ports,
  REFILL,
  randomIp,
  ready,
  retries,
  root,
  schema,
  sleep,
  startHaproxy,
  startInstance,
} from './kit'

// ---------------------------------------------------------------- the run

type Player = { name: string; token: string; id: number; card: number }
type Op = {
  kind: 'deposit' | 'transfer' | 'spin' | 'withdraw'
  player: Player
  key: string
  path: string
  body: unknown
  answer: Answer
}

async function main() {
  if (spawnSync('haproxy', ['-v']).status !== 0)
    throw new Error('haproxy is not installed (apt-get install haproxy)')
  if (!existsSync(join(root, 'dist-server/main.js'))) {
    console.log('building the server (dist-server/)')
    if (spawnSync('node', ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0)
      throw new Error('server build failed')
  }
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE SCHEMA "${schema}"`)
  await admin.end()
  const db = new pg.Pool({ connectionString: dbUrl, max: 4 })

  // The first instance migrates and seeds; the others start on the ready schema.
  const t0 = Date.now()
  startInstance(0)
  await ready(`http://127.0.0.1:${ports[0].api}`)
  startInstance(1)
  startInstance(2)
  await Promise.all([1, 2].map((i) => ready(`http://127.0.0.1:${ports[i].api}`)))
  startHaproxy()
  await ready(lb)
  console.log(`3 instances and haproxy ready in ${Date.now() - t0} ms (schema ${schema})`)
  await db.query(
    `UPDATE settings SET value = jsonb_set(value, '{per_ip_per_hour}', '1000000'::jsonb) WHERE key = 'registration'`,
  )

  // Players, registered and given a card through the balancer.
  const players: Player[] = []
  for (let i = 0; i < 8; i++) {
    const name = `cl${i}${schema.slice(-5)}`
    const reg = await call(lb, '/api/register', signUp(name), { ip: randomIp() })
    if (reg.answer?.code !== 200) throw new Error(`register: ${JSON.stringify(reg.answer)}`)
    const token = String(reg.answer.data?.api_token)
    const bind = await money(
      '/api/bindcard',
      {
        bank: '东岳商业银行',
        bank_no: `62220200${String(i).padStart(8, '0')}`,
        bank_owner: '张三',
        bank_address: '北辰路',
        pay_pass: '123456',
      },
      token,
      `bind-${name}`,
    )
    if (bind.code !== 200) throw new Error(`bindcard: ${bind.message}`)
    const cards = await call(lb, '/api/getcard', { type: 1 }, { token, ip: randomIp() })
    const card = Number((cards.answer?.data as unknown as { id: number }[])[0].id)
    const [{ id }] = (await db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [name])).rows
    players.push({ name, token, id: Number(id), card })
  }

  // The operator approves deposits on the operator port of whichever instance answers.
  const adminCall = (i: number) => async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`http://127.0.0.1:${ports[i].admin}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
    return (await res.json()) as { code: number; message: string; data: unknown }
  }
  const login = await signIn(adminCall(0))
  if (login.code !== 200) throw new Error(`operator sign-in: ${login.message}`)
  const opToken = (login.data as { token: string }).token
  const approve = async (order: string) => {
    for (let attempt = 0; attempt < 120; attempt++) {
      for (const i of [2, 0, 1]) {
        try {
          const r = await adminCall(i)('POST', `/admin/api/deposits/${order}/approve`, {}, opToken)
          if (r.code === 200 || r.code === 409) return r.code
        } catch {}
      }
      await sleep(250)
    }
    throw new Error(`approve ${order}: no operator instance answered`)
  }

  // The load: each player's client runs its script of calls, one at a time, for LOAD_MS.
  const ops: Op[] = []
  const LOAD_MS = 9000
  let stop = false
  const client = async (p: Player) => {
    for (let n = 0; !stop; n++) {
      const key = `${p.name}-${n}`
      const step = n % 6
      let op: Omit<Op, 'answer'>
      const venueMove = (amount: number, into: boolean) => ({
        amount,
        sourcetype: into ? 'userbalance' : 'jdslot',
        targettype: into ? 'jdslot' : 'userbalance',
      })
      if (step === 0)
        op = {
          kind: 'deposit',
          player: p,
          key,
          path: '/api/recharge',
          body: {
            paytype: 'bank',
            amount: 200,
            bank: '东岳商业银行',
            bank_no: '6222',
            bank_owner: '张三',
            bank_address: '北辰路',
          },
        }
      else if (step === 1)
        op = { kind: 'transfer', player: p, key, path: '/api/transfer', body: venueMove(20, true) }
      else if (step === 4)
        op = { kind: 'transfer', player: p, key, path: '/api/transfer', body: venueMove(5, false) }
      else if (step === 2 || step === 3)
        op = {
          kind: 'spin',
          player: p,
          key,
          path: '/api/games/slot/spin',
          body: { venue: 'jdslot', game: '', stake: 1 },
        }
      else
        op = {
          kind: 'withdraw',
          player: p,
          key,
          path: '/api/withdraw',
          body: { amount: 100, bank: p.card, password: '123456' },
        }
      const answer = await money(op.path, op.body, p.token, key)
      ops.push({ ...op, answer })
      if (op.kind === 'deposit' && answer.code === 200)
        await approve(String(answer.data?.out_trade_no ?? answer.message))
    }
  }
  const load = players.map(client)
  await sleep(LOAD_MS / 3)
  instances[1]?.kill('SIGKILL')
  console.log(`SIGKILL instance 1 at ${ops.length} answered calls`)
  await sleep(LOAD_MS / 3)
  startInstance(1)
  await ready(`http://127.0.0.1:${ports[1].api}`)
  console.log(`instance 1 back at ${ops.length} answered calls`)
  await sleep(LOAD_MS / 3)
  stop = true
  await Promise.all(load)

  const acked = ops.filter((o) => o.answer.code === 200)
  const byKind = (k: Op['kind']) => acked.filter((o) => o.kind === k)
  console.log(
    `load: ${ops.length} calls answered (${acked.length} done: ${['deposit', 'transfer', 'spin', 'withdraw'].map((k) => `${byKind(k as Op['kind']).length} ${k}`).join(', ')}), ${retries()} retries`,
  )
  const refusals = ops.filter((o) => o.answer.code !== 200)
  if (refusals.length)
    console.log(
      `refused: ${[...new Set(refusals.map((o) => `${o.answer.code} ${o.answer.message}`))].join('; ')}`,
    )
  check(
    acked.length > 50 && byKind('spin').length > 0 && byKind('withdraw').length > 0,
    'the load did money of every kind',
  )

  // Exactly once: per player, the rows each kind leaves equal the calls acknowledged.
  for (const p of players) {
    const mine = (k: Op['kind']) => byKind(k).filter((o) => o.player === p).length
    const count = async (sql: string) => Number((await db.query<{ n: string }>(sql, [p.id])).rows[0].n)
    const rows = {
      deposit: await count('SELECT count(*) AS n FROM deposits WHERE user_id = $1'),
      transfer: await count(
        `SELECT count(*) AS n FROM ledger_transfers WHERE user_id = $1 AND kind IN ('transfer_in', 'transfer_out')`,
      ),
      spin: await count('SELECT count(*) AS n FROM game_rounds WHERE user_id = $1'),
      withdraw: await count('SELECT count(*) AS n FROM withdrawals WHERE user_id = $1'),
    }
    const want = {
      deposit: mine('deposit'),
      transfer: mine('transfer'),
      spin: mine('spin'),
      withdraw: mine('withdraw'),
    }
    check(
      JSON.stringify(rows) === JSON.stringify(want),
      `${p.name}: rows ${JSON.stringify(rows)} = acknowledged ${JSON.stringify(want)}`,
    )
  }
  const keys = acked.map((o) => o.key)
  const stored = Number(
    (
      await db.query<{ n: string }>(
        'SELECT count(*) AS n FROM api_idempotency WHERE key = ANY($1) AND code = 200',
        [keys],
      )
    ).rows[0].n,
  )
  check(
    stored === acked.length,
    `every acknowledged call stored once under its key (${stored}/${acked.length})`,
  )
  // Replays through the balancer answer the first answer and move nothing.
  const before = Number(
    (await db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_transfers')).rows[0].n,
  )
  let same = 0
  const sample = acked.filter((o) => o.kind !== 'deposit').slice(-30)
  for (const o of sample) {
    const again = await money(o.path, o.body, o.player.token, o.key)
    if (canonical(again.data) === canonical(o.answer.data)) same++
    else console.log(`  replay of ${o.kind} ${o.key}: ${canonical(again)} vs ${canonical(o.answer)}`)
  }
  const after = Number(
    (await db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_transfers')).rows[0].n,
  )
  check(
    same === sample.length && after === before,
    `${sample.length} replays answered as first and moved nothing (${after - before} new transfers)`,
  )
  const ledger = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/ledger-check.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl },
    encoding: 'utf8',
  })
  check(
    ledger.status === 0 && ledger.stdout.includes('ledger OK'),
    `ledger:check clean (${ledger.stdout.trim().split('\n').pop()})`,
  )

  // The rate limit across instances: one address, a burst spread round-robin over the three.
  const ip = '10.254.0.1'
  const burstStarted = Date.now()
  const statuses = await Promise.all(
    Array.from({ length: 300 }, (_, n) =>
      call(`http://127.0.0.1:${ports[n % 3].api}`, '/api/app', {}, { ip }).then((r) =>
        r.status === 429 || r.answer?.code === 429 ? 429 : r.answer?.code === 200 ? 200 : r.status,
      ),
    ),
  )
  const seconds = (Date.now() - burstStarted) / 1000
  const allowed = statuses.filter((s) => s === 200).length
  const limited = statuses.filter((s) => s === 429).length
  // The limit counts in fixed windows of BURST / REFILL seconds: a burst may straddle one boundary.
  const ceiling = BURST * (1 + Math.ceil(seconds / (BURST / REFILL)))
  check(
    limited > 0 && allowed <= ceiling && allowed + limited === statuses.length,
    `burst of 300 from one address over 3 instances in ${seconds.toFixed(1)} s: ${allowed} allowed (one shared limit: <= ${ceiling}; three separate ones would allow ${3 * BURST}), ${limited} refused with 429`,
  )

  // A session signed out on one instance is refused by the other two at once (each has read it first,
  // so it sits in their session caches), for four players, each signed out on another instance.
  const direct = (i: number) => `http://127.0.0.1:${ports[i].api}`
  const user = (i: number, token: string) => call(direct(i), '/api/user', {}, { token, ip: randomIp() })
  for (const [n, p] of players.slice(0, 4).entries()) {
    const home = n % 3
    const others = [0, 1, 2].filter((i) => i !== home)
    const seen = await Promise.all(others.map((i) => user(i, p.token)))
    const off = await call(direct(home), '/api/logoff', {}, { token: p.token, ip: randomIp() })
    const after = await Promise.all(others.map((i) => user(i, p.token)))
    check(
      seen.every((r) => r.answer?.code === 200) &&
        off.answer?.code === 200 &&
        after.every((r) => r.answer?.code === 401),
      `${p.name} signed out on instance ${home}: instances ${others.join(' and ')} answered ${seen.map((r) => r.answer?.code).join(', ')} before, ${after.map((r) => r.answer?.code).join(', ')} right after`,
    )
  }
  // The chat across instances (./chat.ts), by a player still signed in.
  await chatAcrossInstances(db, players[4], opToken)
  await db.end()
}

const started = Date.now()
try {
  await main()
} catch (e) {
  failures.push(String(e instanceof Error ? e.stack : e))
  console.error(e)
} finally {
  await cleanup()
}
console.log(
  `\ncluster: ${failures.length ? `${failures.length} FAILED` : 'all checks passed'} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
)
process.exit(failures.length ? 1 : 0)
