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
import { calls, gameCalls, ProtectionCode, sportsCalls } from '../../core/contract'
import { pk10CloseWait } from '../../core/games/engines/pk10'
import { sangongCloseWait } from '../../core/games/engines/sangong'
import { SSC_CLOSE_SECONDS, sscNextDrawAt } from '../../core/games/engines/ssc'
import { centsToWire } from '../../core/money'
import { SEAMLESS } from '../../server/games/seamless'
import { acct, checkLedger } from '../../server/ledger'
import { STAKE_PATHS, type StakePath } from '../../server/wagering/kernel'
import { moneyApp } from './money-kit'
import { pick, seedMatches } from './sportsbook-bets-kit'
import {
  addPartnerVenue,
  balanceOf,
  movedSince,
  openBaccaratHand,
  openDragonTigerRound,
  PARTNER_VENUE,
  type Player,
  partnerCalls,
  play,
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

/** How long to wait so that a 时时彩 stake does not land within 2 s of its draw's close. */
const sscCloseWait = (nowMs: number) => {
  const left = sscNextDrawAt(nowMs) - nowMs
  return left <= (SSC_CLOSE_SECONDS + 2) * 1000 ? left + 50 : 0
}

const central = (pl: Player) => acct.central(pl.id)
const venueWallet = (venue: string) => (pl: Player) => acct.venue(pl.id, venue)
const transferIn = (venue: string) => (pl: Player, key?: string) =>
  play(calls.transfer, { amount: 5, sourcetype: 'userbalance', targettype: venue }, pl, key)

/** The sportsbook row's selection: a match of the kit, open for betting for hours past the clock. */
let sportsLeg: Promise<NonNullable<ReturnType<typeof pick>>> | null = null

/** Per stake path, how a player is set up and how one stake is placed, as the player or partner does it. */
const TABLE: Record<StakePath, Row[]> = {
  slot: [
    {
      path: 'slot',
      label: 'slot at jdslot, venue wallet',
      venue: 'jdslot',
      mode: 'transfer',
      wallet: venueWallet('jdslot'),
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.slotSpin, { venue: 'jdslot', game: '', stake: 1 }, pl, key),
    },
  ],
  sicbo: [
    {
      path: 'sicbo',
      label: 'sicbo at jdlive, central wallet',
      venue: 'jdlive',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      stake: (pl, key) =>
        play(gameCalls.sicboBet, { venue: 'jdlive', bets: [{ bet: 'big', amount: 5 }] }, pl, key),
    },
  ],
  bullbull: [
    {
      path: 'bullbull',
      label: 'bullbull at jdchess, central wallet',
      venue: 'jdchess',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.bullbullPlay, { venue: 'jdchess', base: 1 }, pl, key),
    },
  ],
  zhajinhua: [
    {
      path: 'zhajinhua',
      label: 'zhajinhua at qxchess, venue wallet',
      venue: 'qxchess',
      mode: 'transfer',
      wallet: venueWallet('qxchess'),
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.zhajinhuaPlay, { venue: 'qxchess', ante: 5 }, pl, key),
    },
  ],
  erbagang: [
    {
      path: 'erbagang',
      label: 'erbagang at bfchess, venue wallet',
      venue: 'bfchess',
      mode: 'transfer',
      wallet: venueWallet('bfchess'),
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.erbagangPlay, { venue: 'bfchess', ante: 5 }, pl, key),
    },
  ],
  qiangzhuang: [
    {
      path: 'qiangzhuang',
      label: 'qiangzhuang at lhchess, central wallet (opening a round stakes its largest loss)',
      venue: 'lhchess',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.qiangzhuangOpen, { venue: 'lhchess', ante: 1 }, pl, key),
    },
  ],
  fast3: [
    {
      path: 'fast3',
      label: 'fast3 at jdlottery, central wallet',
      venue: 'jdlottery',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      stake: (pl, key) => play(gameCalls.fast3Bet, { bets: [{ bet: 'small', amount: 5 }] }, pl, key),
    },
  ],
  ssc: [
    {
      path: 'ssc',
      label: 'ssc at qxlottery, venue wallet',
      venue: 'qxlottery',
      mode: 'transfer',
      wallet: venueWallet('qxlottery'),
      kind: 'bet',
      // Not in the draw's last seconds: a stake there meets the close (203), not the refusal under test.
      ready: () => new Promise((r) => setTimeout(r, sscCloseWait(Date.now()))),
      stake: (pl, key) => play(gameCalls.sscBet, { bets: [{ bet: 'd1:7', amount: 5 }] }, pl, key),
    },
  ],
  pk10: [
    {
      path: 'pk10',
      label: 'pk10 at vrbet, central wallet',
      venue: 'vrbet',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      // Bets close 10 s before each three-minute draw: wait that window out rather than be refused.
      ready: () => new Promise((r) => setTimeout(r, pk10CloseWait(Date.now()))),
      stake: (pl, key) => play(gameCalls.pk10Bet, { bets: [{ bet: 'p1:7', amount: 5 }] }, pl, key),
    },
  ],
  roulette: [
    {
      path: 'roulette',
      label: 'roulette at lylive, venue wallet',
      venue: 'lylive',
      mode: 'transfer',
      wallet: venueWallet('lylive'),
      kind: 'bet',
      // The kit's pinned server clock is never in a spin's close (wager-matrix-kit.ts, drawsOpen).
      stake: (pl, key) => play(gameCalls.rouletteBet, { bets: [{ bet: 'n:17', amount: 5 }] }, pl, key),
    },
  ],
  sangong: [
    {
      path: 'sangong',
      label: 'sangong at ymlive, central wallet',
      venue: 'ymlive',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      // A deal every 40 s, closing 5 s before: wait that window out rather than be refused.
      ready: () => new Promise((r) => setTimeout(r, sangongCloseWait(Date.now()))),
      stake: (pl, key) => play(gameCalls.sangongBet, { bets: [{ bet: 'banker', amount: 5 }] }, pl, key),
    },
  ],
  baccarat: [
    {
      path: 'baccarat',
      label: 'baccarat at jdlive, venue wallet',
      venue: 'jdlive',
      mode: 'transfer',
      wallet: venueWallet('jdlive'),
      kind: 'bet',
      ready: openBaccaratHand,
      stake: (pl, key) => play(gameCalls.baccaratBet, { bets: [{ bet: 'banker', amount: 5 }] }, pl, key),
    },
  ],
  dragontiger: [
    {
      path: 'dragontiger',
      label: 'dragon-tiger at hxlive, central wallet',
      venue: 'hxlive',
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      ready: openDragonTigerRound,
      stake: (pl, key) => play(gameCalls.dragonTigerBet, { bets: [{ bet: 'dragon', amount: 5 }] }, pl, key),
    },
  ],
  seamless: [
    {
      path: 'seamless',
      label: `seamless bet callback at ${PARTNER_VENUE}`,
      venue: PARTNER_VENUE,
      mode: 'seamless',
      wallet: central,
      kind: 'bet',
      launch: true,
      // The partner's own idempotency: the same tx_id (and the same round) again.
      stake: async (pl, key) => {
        const tx = key ?? uid('tx')
        const r = await partnerCalls().bet(pl.session ?? '', tx, `r-${tx}`, '5.00')
        return { code: r.code, message: r.message, balance: r.balance, body: r }
      },
    },
  ],
  sportsbook: [
    {
      path: 'sportsbook',
      label: 'sportsbook single at jdsport, venue wallet',
      venue: 'jdsport',
      mode: 'transfer',
      wallet: venueWallet('jdsport'),
      kind: 'bet',
      // A stake of 5.00 like the other rows (the venue wallet holds 100 of them): the operator's
      // minimum per bet lowered to it.
      ready: async () => {
        sportsLeg ??= app.db
          .query(
            `INSERT INTO settings (key, value) VALUES ('sportsbook', '{"minStake": "500"}')
             ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
          )
          .then(() => seedMatches(app.db, { count: 1 }))
          .then(([m]) => pick(m)!)
        await sportsLeg
      },
      stake: async (pl, key) =>
        play(
          sportsCalls.sportsBet,
          { venue: 'jdsport', accept: 'any', bets: [{ stake: 5, legs: [await sportsLeg!] }] },
          pl,
          key,
        ),
    },
  ],
  transferIn: [
    {
      path: 'transferIn',
      label: 'transferIn to jdslot (in-house)',
      venue: 'jdslot',
      mode: 'transfer',
      wallet: central,
      kind: 'transfer_in',
      stake: transferIn('jdslot'),
    },
    {
      path: 'transferIn',
      label: `transferIn to ${PARTNER_VENUE} (partner)`,
      venue: PARTNER_VENUE,
      mode: 'transfer',
      wallet: central,
      kind: 'transfer_in',
      stake: transferIn(PARTNER_VENUE),
    },
  ],
}
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
    expect(moved).toHaveLength(1 + (paid > 0n ? 1 : 0))
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
