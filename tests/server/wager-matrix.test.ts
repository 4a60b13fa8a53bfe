// Every stake path against every refusal, in one table (issue 23, item 4; docs/wagering.md). The rows
// come from the wager kernel's STAKE_PATHS: a path without a row fails the first test. Each row is
// tried in every refusal state (a time-out, a self-exclusion, a used-up loss limit, the session limit,
// a due reality check, no date of birth, a locked account, a closed venue, an empty wallet): the
// answer carries that state's code and Chinese text, and nothing moves (wallets, ledger transfers and
// entries, game rounds, venue transfers); the time-out and the loss limit again under 50 parallel
// stakes. Then one Idempotency-Key (for a partner, one tx_id) sent 100 times at once moves money once
// and answers the first answer every time, and 100 parallel bets of one player on the games that
// settle later (fast-3, baccarat, dragon-tiger, the sportsbook) each get their own round, with no 5xx.
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ProtectionCode } from '../../core/contract'
import { centsToWire } from '../../core/money'
import { SEAMLESS } from '../../server/games/seamless'
import { checkLedger } from '../../server/ledger'
import { STAKE_PATHS, type StakePath } from '../../server/wagering/kernel'
import { moneyApp } from './money-kit'
import {
  addPartnerVenue,
  balanceOf,
  drawsOpen,
  movedSince,
  type Player,
  REFUSAL_STATES,
  type RefusalState,
  type Row,
  STATES,
  serverClock,
  setUpPlayer,
  snapshot,
  uid,
  useApp,
} from './wager-matrix-kit'
import { TABLE } from './wager-matrix-rows'

let app: FastifyInstance

beforeAll(async () => {
  // The per-player money limit (60 calls in 6 s) would answer 429 to part of the 100 parallel calls.
  app = await moneyApp({ moneyLimit: { max: 1_000_000 } })
  useApp(app)
  await addPartnerVenue(app)
  serverClock.start()
})
afterAll(() => {
  serverClock.stop()
})

const ROWS = Object.values(TABLE).flat()

/** What a player's call answers in each state: the code and the Chinese text. */
const REFUSED: Record<RefusalState, { code: number; text: RegExp }> = {
  timeout: { code: ProtectionCode.excluded, text: /^您已暂停游戏至 \d{4}-\d\d-\d\d/ },
  selfExclusion: { code: ProtectionCode.excluded, text: /^您已自我排除至 \d{4}-\d\d-\d\d/ },
  lossLimit: { code: ProtectionCode.lossLimit, text: /亏损限额：当前还可投注 0\.00 元/ },
  sessionLimit: { code: ProtectionCode.sessionLimit, text: /已达您设定的 15 分钟上限/ },
  realityCheck: { code: ProtectionCode.realityCheckDue, text: /^请先确认游戏时长提醒/ },
  noBirthDate: { code: ProtectionCode.birthDateRequired, text: /^请先填写您的出生日期/ },
  // A locked account's session answers 203 on every call but sign-out, before any game is reached (the
  // kernel's own 203 is met by the partner's callback).
  locked: { code: 203, text: /^账号已被停用，请联系客服$/ },
  venueClosed: { code: 209, text: /维护中/ },
  insufficient: { code: 210, text: /余额不足|高于账户余额/ },
}
/** A partner's bet callback is refused in the seamless protocol's own codes. */
const partnerRefusal = (s: RefusalState) =>
  s === 'insufficient'
    ? { code: SEAMLESS.insufficient, text: /^insufficient funds$/ }
    : { code: SEAMLESS.playerBlocked, text: /^player may not bet$/ }
const refusal = (row: Row, s: RefusalState) => (row.path === 'seamless' ? partnerRefusal(s) : REFUSED[s])

/** Refused again and again at once: every one of 50 parallel stakes must be refused. */
const STORMS: readonly RefusalState[] = ['timeout', 'lossLimit']

/** Games whose round numbers are counted per player in the stake's transaction (a PostgreSQL race once). */
const SETTLED_LATER: readonly StakePath[] = [
  'fast3',
  'ssc',
  'pk10',
  'roulette',
  'sangong',
  'baccarat',
  'dragontiger',
  'sportsbook',
]

const players = new Map<Row, Promise<Player>>()
const playerOf = (row: Row) => {
  let p = players.get(row)
  if (!p) {
    p = setUpPlayer(row)
    players.set(row, p)
  }
  return p
}

it('has a row for every stake path of the wager kernel, and none for another path', () => {
  expect(Object.keys(TABLE).sort()).toEqual([...STAKE_PATHS].sort())
  for (const [path, rows] of Object.entries(TABLE)) {
    expect(rows.length, path).toBeGreaterThan(0)
    for (const row of rows) expect(row.path).toBe(path)
  }
})

it('pins the server clock only where every draw game takes bets, 2 s clear of its close', () => {
  const closes = { fast3: 5, roulette: 10, sangong: 5, ssc: 5, pk10: 10 }
  const periods = { fast3: 60, roulette: 45, sangong: 40, ssc: 120, pk10: 180 }
  for (let ms = 1_800_000_000_000; ms < 1_800_000_000_000 + 3_600_000; ms += 997) {
    const at = drawsOpen(ms)
    expect(at).toBeGreaterThanOrEqual(ms)
    for (const [game, every] of Object.entries(periods)) {
      const left = every * 1000 - (at % (every * 1000))
      expect(left, game).toBeGreaterThan((closes[game as keyof typeof closes] + 2) * 1000)
    }
  }
})

describe.each(ROWS)('$label', (row) => {
  const cells = REFUSAL_STATES.map((state) => ({ state, code: refusal(row, state).code }))

  it.each(cells)('$state: refused with $code, nothing moved', async ({ state }) => {
    const pl = await playerOf(row)
    await STATES[state].set(pl, row)
    try {
      await row.ready?.()
      const before = await snapshot(pl.id)
      const n = STORMS.includes(state) ? 50 : 1
      const answers = await Promise.all(Array.from({ length: n }, () => row.stake(pl)))
      const want = refusal(row, state)
      for (const a of answers) {
        expect(a.code, a.message).toBe(want.code)
        expect(a.message).toMatch(want.text)
        if (row.path !== 'seamless') expect(a.message).toMatch(/\p{Script=Han}/u)
      }
      expect(await snapshot(pl.id)).toEqual(before)
    } finally {
      await STATES[state].undo(pl, row)
    }
  })

  const once = row.path === 'seamless' ? 'one partner tx_id' : 'one Idempotency-Key'
  it(`${once} sent 100 times at once moves money once and answers the first answer every time`, async () => {
    const pl = await playerOf(row)
    await row.ready?.()
    const wallet = row.wallet(pl)
    const before = await snapshot(pl.id)
    const had = await balanceOf(wallet)
    const key = uid('once-')
    const answers = await Promise.all(Array.from({ length: 100 }, () => row.stake(pl, key)))
    expect(answers[0].code, answers[0].message).toBe(200)
    for (const a of answers) expect(a.body).toEqual(answers[0].body)

    const moved = await movedSince(pl.id, before)
    const stakes = moved.filter((m) => m.kind === row.kind)
    expect(stakes).toHaveLength(1)
    const paid = moved.filter((m) => m.kind === 'win').reduce((s, m) => s + m.amount, 0n)
    // A slot spin also funds the shared jackpot (docs/jackpot.md): the house's share, once per spin,
    // never once per retry; the pool's first spin also seeds it.
    const pool = moved.filter((m) => m.kind.startsWith('jackpot_'))
    expect(pool.filter((m) => m.kind === 'jackpot_contribution')).toHaveLength(row.path === 'slot' ? 1 : 0)
    expect(moved.length - pool.length).toBe(1 + (paid > 0n ? 1 : 0))
    const has = await balanceOf(wallet)
    expect(has).toBe(had - stakes[0].amount + paid)
    expect(answers[0].balance).toBe(centsToWire(has))
    const after = await snapshot(pl.id)
    expect(after.rounds - before.rounds).toBe(row.kind === 'bet' ? 1 : 0)
  })

  if (SETTLED_LATER.includes(row.path))
    it('100 parallel bets of one player without keys: each its own round, no 5xx', async () => {
      const pl = await playerOf(row)
      await row.ready?.()
      const before = await snapshot(pl.id)
      const answers = await Promise.all(Array.from({ length: 100 }, () => row.stake(pl)))
      expect(answers.filter((a) => a.code !== 200).map((a) => `${a.code} ${a.message}`)).toEqual([])
      const roundIds = answers.map((a) => {
        const d = (
          a.body as { data: { round_id?: string; round?: { round_id: string }; bets?: { bet_id: string }[] } }
        ).data
        return d.round_id ?? d.round?.round_id ?? d.bets?.[0].bet_id
      })
      expect(new Set(roundIds).size).toBe(100)
      const after = await snapshot(pl.id)
      expect(after.rounds - before.rounds).toBe(100)
      expect((await movedSince(pl.id, before)).filter((m) => m.kind === 'bet')).toHaveLength(100)
    })
})

it('leaves the ledger whole', async () => {
  const report = await checkLedger(app.db.query)
  expect(
    report.ok,
    JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
  ).toBe(true)
})
