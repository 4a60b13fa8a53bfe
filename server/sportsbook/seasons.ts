// A league's seasons (docs/sportsbook.md, Schedule and jobs, Seasons back to back): each committed to
// its seed chain before any of its matches opens, the next one committed while the current one is
// still playing so that the matchdays open for betting run on across the season boundary. Exactly once
// across processes: a season insert that loses a race hits the primary key (league, season) and its
// chain is discarded unpublished.
import { createHash } from 'node:crypto'
import { type LeagueDef, roundRobin, seasonOrder, seedChain, type TeamRating } from '../../core/sportsbook'
import { clock } from '../clock'
import type { Db, Query } from '../db/client'
import { newServerSeed } from '../games/seeds'
import type { SportsSettings } from './settings'

export const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex')

/** JSONB comes back parsed from node-postgres and PGlite alike; a string is parsed for safety. */
export const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T

export type SeasonRow = {
  league: string
  season: number
  starts_at: Date
  cadence_s: number
  play_s: number
  close_s: number
  matchdays: number
  seeds: unknown
  commitment: string
  ratings: unknown
  current_ratings: unknown
}

/** A league's season fixtures in kickoff order (the seed chain's order); matchday = the core round, 1-based. */
export const seasonFixtures = (league: LeagueDef) =>
  seasonOrder(
    roundRobin(
      league.teams.map((t) => t.id),
      league.legs,
    ),
  )

export const matchIdOf = (league: string, season: number, index: number) => `${league}-${season}-${index}`

/** Matchday m (1-based) kicks off at starts_at + (m - 1) × cadence. */
export const kickoffOf = (s: Pick<SeasonRow, 'starts_at' | 'cadence_s'>, matchday: number) =>
  new Date(new Date(s.starts_at).getTime() + (matchday - 1) * Number(s.cadence_s) * 1000)

/** Betting on matchday m closes `close_s` before its kickoff. */
export const closeOf = (s: Pick<SeasonRow, 'starts_at' | 'cadence_s' | 'close_s'>, matchday: number) =>
  new Date(kickoffOf(s, matchday).getTime() - Number(s.close_s) * 1000)

const seasonRow = (row: SeasonRow): SeasonRow => ({ ...row, season: Number(row.season) })

/** A league's latest `n` seasons, newest first (the schedule needs at most the two that can overlap). */
export async function latestSeasons(q: Query, league: string, n = 2): Promise<SeasonRow[]> {
  const rows = await q<SeasonRow>(
    'SELECT * FROM sb_seasons WHERE league = $1 ORDER BY season DESC LIMIT $2',
    [league, n],
  )
  return rows.map(seasonRow)
}

/**
 * The season the pages show (table, board header): the latest one whose first matchday has kicked off,
 * so the season ending keeps its table until the next one's first kickoff (by then it has played out);
 * before the first season starts, that season. Undefined before the first. (The primary key's index
 * read backwards stops at the first or second row.)
 */
export async function seasonInPlay(q: Query, league: string, now = clock.now()) {
  const [row] = await q<SeasonRow>(
    'SELECT * FROM sb_seasons WHERE league = $1 AND starts_at <= $2 ORDER BY season DESC LIMIT 1',
    [league, now],
  )
  return row ? seasonRow(row) : (await latestSeasons(q, league, 1))[0]
}

/**
 * When betting on matchday m of season `s` opens (`prev`, the season before, if any): when the matchday
 * `openMatchdays` before it closes, counting on across the season boundary into the previous season's
 * last matchdays; at once when there is none (the first matchdays of a league's first season). So the
 * window holds `openMatchdays` matchdays at every instant, whatever the seasons' cadences.
 */
export function opensAt(
  s: SeasonRow,
  prev: SeasonRow | undefined,
  matchday: number,
  openMatchdays: number,
): number {
  const before = matchday - openMatchdays
  if (before >= 1) return closeOf(s, before).getTime()
  if (!prev || Number(prev.matchdays) + before < 1) return Number.NEGATIVE_INFINITY
  return closeOf(prev, Number(prev.matchdays) + before).getTime()
}

/**
 * Commit a league's next season (its first when it has none) once it is needed: every matchday of the
 * latest season has been opened and the next season's first matchday falls due by the rule above
 * (the latest season's matchday `openMatchdays` before its end has closed). That first matchday is
 * opened in the same pass (runLeague). The new season kicks off one cadence (the latest season's)
 * after the latest season's last kickoff, so kickoffs keep their rhythm across the boundary; the first
 * season, or one committed late after a downtime, starts at the first cadence boundary at least one
 * cadence from now. Its starting ratings are the latest season's current ones at this moment (the
 * results settled so far, as any matchday opening now reads them); the latest season's matches still
 * to play move only that season's ratings. Settings (cadence, play, close) are fixed per season.
 * Returns the season number when one was created.
 */
export async function ensureSeason(db: Db, league: LeagueDef, settings: SportsSettings, now = clock.now()) {
  const [cur] = await latestSeasons(db.query, league.id, 1)
  const fixtures = seasonFixtures(league)
  const cadenceMs = settings.cadenceS * 1000
  const boundary = Math.ceil((now.getTime() + cadenceMs) / cadenceMs) * cadenceMs
  let follow = 0
  if (cur) {
    const [{ n }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sb_matches WHERE league = $1 AND season = $2',
      [league.id, cur.season],
    )
    if (Number(n) < fixtures.length) return null
    // The next season's first matchday counts as matchday `matchdays + 1` of this one.
    const next = Number(cur.matchdays) + 1
    if (opensAt(cur, undefined, next, settings.openMatchdays) > now.getTime()) return null
    follow = kickoffOf(cur, next).getTime()
  }
  const season = (cur?.season ?? 0) + 1
  const ratings: Record<string, TeamRating> = cur
    ? json(cur.current_ratings)
    : Object.fromEntries(league.teams.map((t) => [t.id, t.rating]))
  const { seeds, commitment } = await seedChain(sha256, newServerSeed(), fixtures.length)
  const startsAt = new Date(Math.max(boundary, follow))
  const matchdays = fixtures[fixtures.length - 1].round
  // Parallel ticks race here: the primary key keeps the first and the others' chains are discarded
  // unseen (never published).
  const rows = await db.query(
    `INSERT INTO sb_seasons (league, season, starts_at, cadence_s, play_s, close_s, matchdays, seeds, commitment, ratings, current_ratings)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) ON CONFLICT DO NOTHING RETURNING season`,
    [
      league.id,
      season,
      startsAt,
      settings.cadenceS,
      settings.playS,
      settings.closeS,
      matchdays,
      JSON.stringify(seeds),
      commitment,
      JSON.stringify(ratings),
    ],
  )
  return rows.length ? season : null
}
