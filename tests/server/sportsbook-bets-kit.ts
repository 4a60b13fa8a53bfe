// The bench of the sportsbook bet and settlement suites (and the wager matrix's sportsbook row):
// seasons and matches written straight into sb_seasons / sb_matches from the core (matchSpec,
// priceMatch, seedChain, simulateMatch), so these suites do not depend on the league scheduler; the
// settle job mimicked as it runs (lock the match row, check its state, settle, mark it finished); the
// bettors (a funded player playing from the central wallet, placing through the route) and what the
// suites read back (the wallet, the payouts of a bet, the ledger's check).
import { createHash, createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { calls, sportsCalls } from '../../core/contract'
import { streamSourceSync } from '../../core/games/fair'
import {
  LEAGUES,
  matchDefaultSeed,
  matchSeeds,
  matchSpec,
  type PricedMarket,
  parseMarketId,
  priceMatch,
  resultScore,
  seedChain,
  settleSelection,
  simulateMatch,
  type Timeline,
} from '../../core/sportsbook'
import type { Db, Query } from '../../server/db/client'
import { acct, checkLedger } from '../../server/ledger'
import { settleMatch } from '../../server/sportsbook/settle'
import { callApi, type Registered, registerAndLogin } from './helpers'
import { auth, fund, userId } from './money-kit'

const sha256 = async (t: string) => createHash('sha256').update(t).digest('hex')
const hmac = (key: string, msg: string) => new Uint8Array(createHmac('sha256', key).update(msg).digest())

export type KitMatch = {
  id: string
  league: string
  home: string
  away: string
  book: PricedMarket[]
  timeline: Timeline
}

// Seasons of the kit are numbered far from the scheduler's (which starts at 1).
let season = 900_000 + Math.floor(Math.random() * 90_000)

/**
 * A season of `count` matches of `league`, open for betting until `closeAt` (teams paired round the
 * league; a pairing may repeat, each match is its own). Each match's timeline is played now on
 * its seed and the default client seed, and kept for the test (stored only when it is "closed").
 */
export async function seedMatches(
  db: Db,
  opts: { league?: string; count: number; closeAt?: Date },
): Promise<KitMatch[]> {
  const league = LEAGUES.find((l) => l.id === (opts.league ?? 'vfl'))!
  const s = ++season
  const close = opts.closeAt ?? new Date(Date.now() + 3 * 3600_000)
  const kickoff = new Date(close.getTime() + 10_000)
  const { seeds, commitment } = await seedChain(sha256, `kit-${s}-${Math.random()}`, opts.count)
  const ratings = Object.fromEntries(league.teams.map((t) => [t.id, t.rating]))
  await db.query(
    `INSERT INTO sb_seasons (league, season, starts_at, cadence_s, play_s, close_s, matchdays, seeds, commitment, ratings, current_ratings)
     VALUES ($1, $2, $3, 180, 90, 10, 1, $4, $5, $6, $6)`,
    [league.id, s, kickoff, JSON.stringify(seeds), commitment, JSON.stringify(ratings)],
  )
  const n = league.teams.length
  const out: KitMatch[] = []
  for (let i = 0; i < opts.count; i++) {
    const home = league.teams[i % n]
    const away = league.teams[(i + 1) % n]
    const spec = matchSpec(league, home.rating, away.rating)
    const book = priceMatch(spec)
    const timeline = simulateMatch(
      spec,
      streamSourceSync(hmac, matchSeeds(seeds[i], matchDefaultSeed(league.id, s, i))),
    )
    const id = `${league.id}-${s}-${i}`
    await db.query(
      `INSERT INTO sb_matches (id, league, season, idx, matchday, home, away, kickoff_at, close_at, ends_at, spec, book)
       VALUES ($1, $2, $3, $4, 0, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        league.id,
        s,
        i,
        home.id,
        away.id,
        kickoff,
        close,
        new Date(kickoff.getTime() + 90_000),
        JSON.stringify(spec),
        JSON.stringify(book),
      ],
    )
    out.push({ id, league: league.id, home: home.id, away: away.id, book, timeline })
  }
  return out
}

/** A priced selection of the match's book (the first, unless a filter picks one). */
export function pick(m: KitMatch, want?: (market: string, selection: string) => boolean) {
  for (const mk of m.book)
    for (const s of mk.selections)
      if (s.odds !== null && (!want || want(mk.id, s.selection)))
        return { match_id: m.id, market: mk.id, selection: s.selection, odds: s.odds }
  return null
}

/** How a leg on this selection settles on the match's timeline. */
export const outcomeOf = (m: KitMatch, market: string, selection: string) =>
  settleSelection(parseMarketId(market)!, selection, m.timeline)

/** A priced selection that settles `outcome` on this match, or null. */
export const pickOutcome = (m: KitMatch, outcome: string) =>
  pick(m, (mk, sel) => outcomeOf(m, mk, sel) === outcome)

/** Betting closes and the match is played (the close job's part, enough for settlement). */
export async function closeMatch(q: Query, m: KitMatch) {
  await q("UPDATE sb_matches SET state = 'closed', timeline = $2 WHERE id = $1 AND state = 'open'", [
    m.id,
    JSON.stringify(m.timeline),
  ])
}

/**
 * The settle job's transaction for one match, as it runs it: lock the match row, settle only a
 * closed match, mark it finished. Several at once settle it once.
 */
export function finishMatch(db: Db, m: KitMatch) {
  return db.tx(async (q) => {
    const [row] = await q<{ state: string }>('SELECT state FROM sb_matches WHERE id = $1 FOR UPDATE', [m.id])
    if (row?.state !== 'closed') return 0
    const n = await settleMatch(q, { id: m.id, timeline: m.timeline })
    const score = resultScore(m.timeline)
    await q("UPDATE sb_matches SET state = 'finished', score = $2, settled_at = now() WHERE id = $1", [
      m.id,
      `${score[0]}-${score[1]}`,
    ])
    return n
  })
}

// --- the bettors ---------------------------------------------------------------------------------

export type Leg = { match_id: string; market: string; selection: string; odds: number }
export type Bettor = { p: Registered; id: number }

/** A player with `yuan` in the central wallet, playing from it. */
export async function player(app: FastifyInstance, yuan = 2000): Promise<Bettor> {
  const p = await registerAndLogin(app)
  await fund(app, p, yuan)
  const env = await callApi(app, calls.uptransferstatus, { transferstatus: 1 }, auth(p))
  expect(env.code, env.message).toBe(200)
  return { p, id: await userId(app, p) }
}

/** Bets through the route (the venue jdsport and the preference 'none' unless told). */
export const place = (
  app: FastifyInstance,
  pl: Bettor,
  bets: { stake: string | number; legs: Leg[] }[],
  o: { key?: string; accept?: string; venue?: string } = {},
) =>
  callApi(
    app,
    sportsCalls.sportsBet,
    { venue: o.venue ?? 'jdsport', accept: o.accept ?? 'none', bets },
    auth(pl.p, o.key),
  )

/** The player's central wallet in cents. */
export const wallet = async (app: FastifyInstance, id: number) =>
  BigInt(
    (
      await app.db.query<{ balance: string }>(
        'SELECT balance::text AS balance FROM ledger_accounts WHERE code = $1',
        [acct.central(id)],
      )
    )[0]?.balance ?? 0,
  )

export async function ledgerWhole(app: FastifyInstance) {
  const report = await checkLedger(app.db.query)
  expect(
    report.ok,
    JSON.stringify(report, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
  ).toBe(true)
}

/** Payout transfers made for a bet (by its bet id). */
export const payoutsOf = async (app: FastifyInstance, betId: string) =>
  Number(
    (
      await app.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = $1',
        [`sb-win:${betId}`],
      )
    )[0].n,
  )
