// What the sportsbook pages read (core/contract/sportsbook.ts): a venue's board, one match for the
// viewer and the verifier, a league's table, and the player's client-seed contribution. Nothing of a
// result is served early: the timeline only from kickoff, the score and the server seed only once the
// match is finished (a void match's seed once its matchday's betting has closed).

import type { SbMatch } from '../../core/contract'
import { centsToWire } from '../../core/money'
import {
  type LeagueDef,
  leagueById,
  matchCombinedSeed,
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  type PricedMarket,
  parseMarketId,
  type StandingRow,
  settleSelection,
  standings,
  type Timeline,
  venueLeagues,
} from '../../core/sportsbook'
import { clock } from '../clock'
import type { Db, Query } from '../db/client'
import { BizError } from '../errors'
import { openVenue, playWallet } from '../games/venues'
import { playBalance } from '../wagering/bonus'
import { toWireTime } from '../wire'
import { matchContributions } from './schedule'
import { json, type SeasonRow, seasonInPlay, sha256 } from './seasons'
import { sportsSettings } from './settings'

export type MatchRow = {
  id: string
  league: string
  season: number
  idx: number
  matchday: number
  home: string
  away: string
  kickoff_at: Date
  close_at: Date
  ends_at: Date
  spec: unknown
  book: unknown
  state: 'open' | 'closed' | 'finished' | 'void'
  client_seed: string | null
  timeline: unknown
  score: string | null
}

const team = (league: LeagueDef | undefined, id: string) => {
  const t = league?.teams.find((x) => x.id === id)
  return { id, zh: t?.zh ?? id, en: t?.en ?? id }
}

/** The wire state: a closed match is 'live' from kickoff until it is settled. */
export const wireState = (m: Pick<MatchRow, 'state' | 'kickoff_at'>, now: Date): SbMatch['state'] =>
  m.state === 'closed' ? (new Date(m.kickoff_at).getTime() <= now.getTime() ? 'live' : 'closed') : m.state

/** A match as the contract's SbMatch: prices while open, the score once finished. */
export function matchView(m: MatchRow, now: Date): SbMatch {
  const league = leagueById(m.league)
  const open = m.state === 'open' && new Date(m.close_at).getTime() > now.getTime()
  const book = open ? json<PricedMarket[]>(m.book) : []
  return {
    id: m.id,
    league: m.league,
    season: Number(m.season),
    index: Number(m.idx),
    matchday: Number(m.matchday),
    home: team(league, m.home),
    away: team(league, m.away),
    kickoff_at: toWireTime(m.kickoff_at),
    close_at: toWireTime(m.close_at),
    ends_at: toWireTime(m.ends_at),
    // Past its close but not yet closed by the job: shown closed (no bet is taken any more).
    state: m.state === 'open' && !open ? ('closed' as const) : wireState(m, now),
    markets: book.map((b) => ({
      id: b.id,
      selections: b.selections.map((s) => ({ id: s.selection, odds: s.odds })),
    })),
    score: m.state === 'finished' ? m.score : null,
  }
}

const leagueView = (league: LeagueDef, s: SeasonRow) => ({
  id: league.id,
  zh: league.zh,
  en: league.en,
  sport: league.engine.sport,
  season: Number(s.season),
  commitment: s.commitment,
})

const COLS =
  'id, league, season, idx, matchday, home, away, kickoff_at, close_at, ends_at, book, state, client_seed, score'

/** The board of a sports venue: its leagues, the open and playing matches, the last two matchdays played. */
export async function sportsBoard(db: Db, userId: number, venue: string, now = clock.now()) {
  const ids = venueLeagues(venue)
  if (!ids.length) throw new BizError(1000, 'v.platform')
  const v = await openVenue(db.query, venue)
  const wallet = await playWallet(db.query, userId, v.code)
  const settings = await sportsSettings(db.query)
  const leagues = []
  const matches = []
  for (const id of ids) {
    const league = leagueById(id)
    const s = league && (await seasonInPlay(db.query, id, now))
    if (!league || !s) continue
    leagues.push(leagueView(league, s))
    const live = await db.query<MatchRow>(
      `SELECT ${COLS} FROM sb_matches WHERE league = $1 AND state IN ('open', 'closed') ORDER BY kickoff_at, idx`,
      [id],
    )
    // The last two matchdays played (of whichever season), newest first.
    const done = await db.query<MatchRow>(
      `SELECT ${COLS} FROM sb_matches WHERE league = $1 AND state IN ('finished', 'void') ORDER BY kickoff_at DESC, idx LIMIT $2`,
      [id, 2 * Math.floor(league.teams.length / 2)],
    )
    matches.push(...live.map((m) => matchView(m, now)), ...done.map((m) => matchView(m, now)))
  }
  return {
    venue: v.code,
    venue_name: v.name,
    server_time: toWireTime(now),
    balance: centsToWire(await playBalance(db.query, wallet.account)),
    wallet: wallet.seamless ? ('central' as const) : ('venue' as const),
    limits: {
      min_stake: centsToWire(settings.minStake),
      max_stake: centsToWire(settings.maxStake),
      max_payout: centsToWire(settings.maxPayout),
      parlay_min_legs: PARLAY_MIN_LEGS,
      parlay_max_legs: PARLAY_MAX_LEGS,
    },
    leagues,
    matches,
  }
}

async function matchRow(q: Query, matchId: string, lock = false) {
  const [m] = await q<MatchRow>(
    `SELECT ${COLS}, spec, timeline FROM sb_matches WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [matchId],
  )
  if (!m) throw new BizError(202, 'sb.match')
  return m
}

/** One match with its timeline from kickoff and, once finished, its seed and every market's settlement. */
export async function sportsMatch(db: Db, userId: number, matchId: string, now = clock.now()) {
  const m = await matchRow(db.query, matchId)
  const [s] = await db.query<{ commitment: string; play_s: number; seed: string }>(
    'SELECT commitment, play_s, seeds->>$3::int AS seed FROM sb_seasons WHERE league = $1 AND season = $2',
    [m.league, m.season, Number(m.idx)],
  )
  const seeds = await matchContributions(db.query, m.id)
  const [mine] = await db.query<{ seed: string }>(
    'SELECT seed FROM sb_contributions WHERE match_id = $1 AND user_id = $2',
    [m.id, userId],
  )
  const kicked = new Date(m.kickoff_at).getTime() <= now.getTime()
  const timeline = m.timeline && kicked && m.state !== 'open' ? json<Timeline>(m.timeline) : null
  // A seed reveals every earlier one of the chain: a void match's only once its matchday has closed
  // (the matches sharing its close time are the latest earlier ones that could still be open).
  const revealed =
    m.state === 'finished' || (m.state === 'void' && new Date(m.close_at).getTime() <= now.getTime())
  const settled =
    m.state === 'finished' && timeline
      ? json<PricedMarket[]>(m.book).flatMap((b) => {
          const market = parseMarketId(b.id)
          return market
            ? b.selections.map((sel) => ({
                market: b.id,
                selection: sel.selection,
                outcome: settleSelection(market, sel.selection, timeline) as string,
              }))
            : []
        })
      : []
  return {
    match: matchView(m, now),
    server_time: toWireTime(now),
    spec: json(m.spec),
    timeline,
    play_seconds: Number(s.play_s),
    commitment: s.commitment,
    server_seed: revealed ? s.seed : null,
    client_seed:
      m.client_seed ?? (await matchCombinedSeed(sha256, m.league, Number(m.season), Number(m.idx), seeds)),
    contributions: seeds,
    my_seed: mine?.seed ?? '',
    settled,
  }
}

/**
 * A player's contribution to a match's client seed (replacing their earlier one), until betting closes.
 * The match row is locked, as the close job locks it, so no contribution lands after the seed is read.
 */
export async function contributeSeed(
  db: Db,
  userId: number,
  matchId: string,
  seed: string,
  now = clock.now(),
) {
  return db.tx(async (q) => {
    const m = await matchRow(q, matchId, true)
    if (m.state !== 'open' || now.getTime() >= new Date(m.close_at).getTime())
      throw new BizError(203, 'sb.seedClosed')
    await q(
      `INSERT INTO sb_contributions (match_id, user_id, seed, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (match_id, user_id) DO UPDATE SET seed = EXCLUDED.seed, updated_at = EXCLUDED.updated_at`,
      [m.id, userId, seed, now],
    )
    const seeds = await matchContributions(q, m.id)
    return {
      match_id: m.id,
      client_seed: await matchCombinedSeed(sha256, m.league, Number(m.season), Number(m.idx), seeds),
      contributions: seeds.length,
    }
  })
}

/**
 * A league's table over the finished matches of its season in play (seasonInPlay: seasons overlap at
 * the boundary, each has its own table) and that season's latest results.
 */
export async function sportsTable(db: Db, leagueId: string, now = clock.now()) {
  const league = leagueById(leagueId)
  if (!league) throw new BizError(1000, 'sb.league')
  const s = await seasonInPlay(db.query, leagueId, now)
  if (!s) throw new BizError(1000, 'sb.league')
  const done = await db.query<MatchRow>(
    `SELECT ${COLS} FROM sb_matches WHERE league = $1 AND season = $2 AND state = 'finished' ORDER BY kickoff_at, idx`,
    [leagueId, s.season],
  )
  const rows: StandingRow[] = standings(
    league,
    done.map((m) => {
      const [h, a] = (m.score ?? '0-0').split('-').map(Number)
      return { home: m.home, away: m.away, score: [h, a] as [number, number] }
    }),
  )
  return {
    league: leagueView(league, s),
    rows: rows.map((r) => ({ ...r, team: team(league, r.team) })),
    results: done
      .slice(-2 * Math.floor(league.teams.length / 2))
      .reverse()
      .map((m) => matchView(m, now)),
  }
}
