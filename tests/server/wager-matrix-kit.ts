// The bench of the refusal matrix (wager-matrix.test.ts): the server clock pinned where every game
// takes bets, players set up as a player does it, each refusal state set the way the player or the
// operator sets it and undone cheaply between cells, a snapshot of everything a refused stake must
// leave as it was, and the partner's signed seamless callbacks.
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { type Call, calls, gameCalls, protectionCalls as pc } from '../../core/contract'
import { FAST3_CLOSE_SECONDS, fast3NextDrawAt } from '../../core/games/engines/fast3'
import { PK10_CLOSE_SECONDS, pk10NextDrawAt } from '../../core/games/engines/pk10'
import { ROULETTE_CLOSE_SECONDS, rouletteNextDrawAt } from '../../core/games/engines/roulette'
import { SANGONG_CLOSE_SECONDS, sangongNextDrawAt } from '../../core/games/engines/sangong'
import { SSC_CLOSE_SECONDS, sscNextDrawAt } from '../../core/games/engines/ssc'
import { centsToWire } from '../../core/money'
import { endSessions } from '../../server/auth/session'
import { clock } from '../../server/clock'
import { BACCARAT_TABLE } from '../../server/games/baccarat'
import { DRAGONTIGER_TABLE } from '../../server/games/dragontiger'
import { providerSecrets } from '../../server/games/seamless'
import {
  currentRound,
  dealTable,
  type RoundRow,
  type ShoeTable,
  tableTiming,
} from '../../server/games/shoe-table'
import { acct, transfer } from '../../server/ledger'
import { SeamlessClient } from '../../server/sandbox/client'
import type { StakePath } from '../../server/wagering/kernel'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, fund, userId } from './money-kit'

let current: FastifyInstance | null = null
/** The app every row plays on (one per file: the rows share it). */
export const useApp = (a: FastifyInstance) => {
  current = a
}
export const app = () => {
  if (!current) throw new Error('useApp first')
  return current
}

let seq = 0

/** A fresh id for Idempotency-Keys, partner transaction and round ids. */
export { addPartnerVenue, PARTNER_VENUE } from './sandbox-kit'

export const uid = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`

// The server clock. Pinned, not running: every draw game refuses bets in the last seconds before its
// draw (fast-3, 时时彩, PK10, roulette, 三公) and a baccarat hand takes bets for 20 s, so a running clock
// would refuse some cells for the wrong reason. Every time it is set to is moved, forward, to the first
// moment at least 2 s clear of every draw game's closed seconds.

const realNow = clock.now
let pinned = 0
/** Each draw game's next draw at a time, and how many seconds before it bets close. */
const DRAWS: readonly [(ms: number) => number, number][] = [
  [fast3NextDrawAt, FAST3_CLOSE_SECONDS],
  [rouletteNextDrawAt, ROULETTE_CLOSE_SECONDS],
  [sangongNextDrawAt, SANGONG_CLOSE_SECONDS],
  [sscNextDrawAt, SSC_CLOSE_SECONDS],
  [pk10NextDrawAt, PK10_CLOSE_SECONDS],
]
/** The first time at or after `ms` at which every draw game takes bets, 2 s clear of its close. */
export const drawsOpen = (ms: number) => {
  let at = ms
  for (let step = 0; step < 1000; step++) {
    const shut = DRAWS.find(([next, close]) => next(at) - at <= (close + 2) * 1000)
    if (!shut) return at
    at = shut[0](at) + 1000
  }
  throw new Error('no time open for every draw game')
}
export const serverClock = {
  base: 0,
  start() {
    this.base = drawsOpen(Date.now())
    this.set(this.base)
  },
  set(ms: number) {
    pinned = drawsOpen(ms)
    clock.now = () => new Date(pinned)
  },
  now: () => pinned,
  /** Back to where the matrix started (a travelled cell's undo). */
  back() {
    this.set(this.base)
  },
  stop() {
    clock.now = realNow
  },
}

/**
 * A shoe table (baccarat, dragon-tiger) with a round open at the server clock: a round closed at it is
 * dealt, and the clock moves on past the result's display so the next round opens (as the deal job
 * does it).
 */
async function openTableRound<R, Rec>(table: ShoeTable<R, Rec>) {
  const db = app().db
  const latest = async () =>
    (await db.query<RoundRow>(`SELECT * FROM ${table.rounds} ORDER BY id DESC LIMIT 1`))[0]
  const r = await latest()
  if (r && !r.dealt_at && serverClock.now() < new Date(r.closes_at).getTime()) return
  if (r && !r.dealt_at) await dealTable(table, db, new Date(serverClock.now()))
  const dealt = await latest()
  if (dealt?.dealt_at) {
    const opens = new Date(dealt.dealt_at).getTime() + tableTiming(table).dealMs
    if (serverClock.now() < opens) serverClock.set(opens)
  }
  const open = await db.tx((q) => currentRound(table, q, new Date(serverClock.now())))
  expect(open.dealt_at).toBeNull()
}
export const openBaccaratHand = () => openTableRound(BACCARAT_TABLE)
export const openDragonTigerRound = () => openTableRound(DRAGONTIGER_TABLE)

// Players and stakes.

export type Player = { p: Registered; id: number; session: string | null }

/** What one stake answered: the envelope's (or the partner callback's) code, message and whole body. */
export type Answer = { code: number; message: string; balance: string | undefined; body: unknown }

export type Row = {
  path: StakePath
  label: string
  /** The venue the stake lands in: closing it refuses the stake. */
  venue: string
  /** seamless: in-house games and partner callbacks play from the central wallet; transfer: from the venue wallet. */
  mode: 'seamless' | 'transfer'
  /** The wallet one stake debits. */
  wallet: (pl: Player) => string
  /** The ledger kind of the stake's transfer. */
  kind: 'bet' | 'transfer_in'
  /** Open a partner session (seamless callbacks). */
  launch?: boolean
  /** Whatever must hold at the clock before a stake (an open baccarat hand). */
  ready?: () => Promise<void>
  /** One stake as a player (or a partner) places it; `key` is its Idempotency-Key (the partner's tx_id). */
  stake: (pl: Player, key?: string) => Promise<Answer>
}

/** A player call as the SPA sends it (callApi checks the envelope, its schema and that it is no 5xx). */
export async function play<C extends Call>(call: C, body: Record<string, unknown>, pl: Player, key?: string) {
  const env = await callApi(app(), call, body, auth(pl.p, key))
  const data = env.data as { balance?: string } | null
  return { code: env.code, message: env.message, balance: data?.balance, body: env }
}

let partner: SeamlessClient | null = null
/** The sandbox partner's side of the seamless contract: signed callbacks into our app, never a 5xx. */
export function partnerCalls() {
  partner ??= new SeamlessClient(async (path, raw, headers) => {
    const res = await app().inject({ method: 'POST', url: path, payload: raw, headers })
    expect(res.statusCode, res.body).toBeLessThan(500)
    return { status: res.statusCode, body: res.json() }
  }, providerSecrets().sandbox)
  return partner
}

/** Money every player starts with in the central wallet, and in each venue wallet of transfer mode. */
const CENTRAL_FUNDS = 3000
const VENUE_FUNDS = 1000
/** Fast-3 plays the loss that uses up a loss limit: a transfer-mode player needs money there too. */
const LOSS_VENUE = 'jdlottery'

/** A player as the row's stake needs one: money, the wallet mode, a partner session. */
export async function setUpPlayer(row: Row): Promise<Player> {
  const a = app()
  const p = await registerAndLogin(a)
  const id = await userId(a, p)
  await fund(a, p, CENTRAL_FUNDS)
  if (row.mode === 'seamless') {
    const env = await callApi(a, calls.uptransferstatus, { transferstatus: 1 }, auth(p))
    expect(env.code, env.message).toBe(200)
  } else {
    for (const venue of new Set([row.path === 'transferIn' ? LOSS_VENUE : row.venue, LOSS_VENUE])) {
      const env = await callApi(
        a,
        calls.transfer,
        { amount: VENUE_FUNDS, sourcetype: 'userbalance', targettype: venue },
        auth(p),
      )
      expect(env.code, env.message).toBe(200)
    }
  }
  let session: string | null = null
  if (row.launch) {
    const env = await callApi(a, calls.getGameUrl, { plat_name: row.venue, game_code: '' }, auth(p))
    expect(env.code, env.message).toBe(200)
    session = new URL(env.data.url).searchParams.get('session')
  }
  return { p, id, session }
}

// What a refused stake must leave as it was.

export type Snapshot = {
  balances: Record<string, string>
  transfers: number
  entries: number
  rounds: number
  venueTransfers: number
  lastTransfer: number
}

export async function snapshot(id: number): Promise<Snapshot> {
  const [r] = await app().db.query<{
    balances: Record<string, string> | string | null
    transfers: number
    entries: number
    rounds: number
    venue_transfers: number
    last_transfer: string | number
  }>(
    `SELECT (SELECT json_object_agg(code, balance::text) FROM ledger_accounts WHERE user_id = $1) AS balances,
            (SELECT count(*)::int FROM ledger_transfers WHERE user_id = $1) AS transfers,
            (SELECT count(*)::int FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
              WHERE a.user_id = $1) AS entries,
            (SELECT count(*)::int FROM game_rounds WHERE user_id = $1) AS rounds,
            (SELECT count(*)::int FROM venue_transfers WHERE user_id = $1) AS venue_transfers,
            (SELECT COALESCE(max(id), 0) FROM ledger_transfers) AS last_transfer`,
    [id],
  )
  const balances = typeof r.balances === 'string' ? JSON.parse(r.balances) : (r.balances ?? {})
  return {
    balances,
    transfers: Number(r.transfers),
    entries: Number(r.entries),
    rounds: Number(r.rounds),
    venueTransfers: Number(r.venue_transfers),
    lastTransfer: Number(r.last_transfer),
  }
}

/** What moved for the player since a snapshot: the ledger transfers, by kind, in order. */
export async function movedSince(id: number, s: Snapshot) {
  const rows = await app().db.query<{ kind: string; amount: string | number }>(
    'SELECT kind, amount FROM ledger_transfers WHERE user_id = $1 AND id > $2 ORDER BY id',
    [id, s.lastTransfer],
  )
  return rows.map((r) => ({ kind: r.kind, amount: BigInt(r.amount) }))
}

/** A wallet's balance now, in cents. */
export async function balanceOf(account: string) {
  const [r] = await app().db.query<{ balance: string | number }>(
    'SELECT balance FROM ledger_accounts WHERE code = $1',
    [account],
  )
  return BigInt(r?.balance ?? 0)
}

// The refusal states. Each is set the way it happens (the player's own protection calls, the
// operator's lock, a venue under maintenance) or, where nothing may undo it, straight in the tables;
// `undo` puts the player back for the next cell without waiting out a time-out or a cooling-off.

export const REFUSAL_STATES = [
  'timeout',
  'selfExclusion',
  'lossLimit',
  'sessionLimit',
  'realityCheck',
  'noBirthDate',
  'locked',
  'venueClosed',
  'insufficient',
] as const
export type RefusalState = (typeof REFUSAL_STATES)[number]

type StateSetUp = {
  set: (pl: Player, row: Row) => Promise<void>
  undo: (pl: Player, row: Row) => Promise<void>
}

const protection = async <C extends Call>(call: C, body: Record<string, unknown>, pl: Player) => {
  const env = await callApi(app(), call, body, auth(pl.p))
  expect(env.code, env.message).toBe(200)
}
const sql = async (text: string, params: unknown[]) => {
  await app().db.query(text, params)
}

/** When the player's play session (the newest live login session) started. */
async function sessionStart(id: number) {
  const [s] = await app().db.query<{ created_at: Date | string }>(
    'SELECT created_at FROM sessions WHERE user_id = $1 AND revoked_at IS NULL ORDER BY id DESC LIMIT 1',
    [id],
  )
  return new Date(s.created_at).getTime()
}

const MINUTE = 60_000
/** A loss limit of 10.00, used up by a lost-until-drawn fast-3 slip of 10.00: 0.00 remains. */
const LOSS_LIMIT = 10
const noExclusion = (pl: Player) => sql('DELETE FROM player_exclusions WHERE user_id = $1', [pl.id])
const noLimits = (pl: Player) => sql('DELETE FROM player_limits WHERE user_id = $1', [pl.id])
const drained = new Map<number, bigint>()

export const STATES: Record<RefusalState, StateSetUp> = {
  timeout: {
    set: (pl) => protection(pc.protectionExclude, { duration: '24h', confirm: true }, pl),
    undo: noExclusion,
  },
  selfExclusion: {
    set: (pl) => protection(pc.protectionExclude, { duration: '6m', confirm: true }, pl),
    undo: noExclusion,
  },
  lossLimit: {
    set: async (pl) => {
      await protection(pc.protectionLimit, { kind: 'loss', period: 'day', amount: String(LOSS_LIMIT) }, pl)
      const lost = await play(gameCalls.fast3Bet, { bets: [{ bet: 'big', amount: LOSS_LIMIT }] }, pl)
      expect(lost.code, lost.message).toBe(200)
    },
    undo: noLimits,
  },
  sessionLimit: {
    set: async (pl) => {
      await protection(pc.protectionLimit, { kind: 'session', period: 'session', amount: 15 }, pl)
      serverClock.set((await sessionStart(pl.id)) + 16 * MINUTE)
    },
    undo: async (pl) => {
      await noLimits(pl)
      serverClock.back()
    },
  },
  realityCheck: {
    set: async (pl) => {
      await protection(pc.protectionReality, { interval: 15 }, pl)
      serverClock.set((await sessionStart(pl.id)) + 15 * MINUTE + 1000)
    },
    undo: async (pl) => {
      await sql('UPDATE users SET reality_check_minutes = NULL WHERE id = $1', [pl.id])
      serverClock.back()
    },
  },
  // Registered without one (the date of birth is asked before the first deposit or bet).
  noBirthDate: {
    set: (pl) => sql('UPDATE users SET birthday = NULL WHERE id = $1', [pl.id]),
    undo: (pl) => sql(`UPDATE users SET birthday = '1990-01-01' WHERE id = $1`, [pl.id]),
  },
  // A locked account (users.status 0; the operator's lock also ends its sessions), with the wait for the
  // change to reach the session cache, as every change that ends sessions does.
  locked: {
    set: (pl) => endSessions(app(), pl.id, () => sql('UPDATE users SET status = 0 WHERE id = $1', [pl.id])),
    undo: (pl) => endSessions(app(), pl.id, () => sql('UPDATE users SET status = 1 WHERE id = $1', [pl.id])),
  },
  venueClosed: {
    set: (_, row) => sql('UPDATE venues SET state = 0 WHERE code = $1', [row.venue]),
    undo: (_, row) => sql('UPDATE venues SET state = 1 WHERE code = $1', [row.venue]),
  },
  // The wallet the stake comes from emptied by an operator's adjustment, and given back after.
  insufficient: {
    set: async (pl, row) => {
      const wallet = row.wallet(pl)
      const amount = await balanceOf(wallet)
      drained.set(pl.id, amount)
      if (amount > 0n)
        await app().db.tx((q) =>
          transfer(q, {
            debit: wallet,
            credit: acct.promo('adjustment'),
            amount,
            kind: 'adjustment',
            userId: pl.id,
          }),
        )
      expect(centsToWire(await balanceOf(wallet))).toBe('0.00')
    },
    undo: async (pl, row) => {
      const amount = drained.get(pl.id) ?? 0n
      if (amount > 0n)
        await app().db.tx((q) =>
          transfer(q, {
            debit: acct.promo('adjustment'),
            credit: row.wallet(pl),
            amount,
            kind: 'adjustment',
            userId: pl.id,
          }),
        )
      drained.delete(pl.id)
    },
  },
}
