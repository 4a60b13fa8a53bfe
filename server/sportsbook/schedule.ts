// The sportsbook's jobs (docs/sportsbook.md, Schedule and jobs): per league, seasons committed to their
// seed chains back to back (seasons.ts: the next one before the current one's last matchday), the
// matchdays of either opened for betting a few cadences ahead with their spec and prices fixed then,
// each match closed at its close time (client seed fixed from the contributions, timeline played on
// the fair stream and stored), and settled when it has played out (bets through settle.ts, ratings
// drift within its season, seed revealed).
// Exactly once across processes: every transition runs in one transaction under the match row's lock
// taken with FOR UPDATE SKIP LOCKED and re-checks the state it moves from; matchdays are opened under
// the season row's lock and counted again under it; a season or match insert that loses a race hits
// its primary key (ON CONFLICT DO NOTHING). A restart mid-match loses nothing: the timeline was stored
// at the close, and settlement reads it back.
import {
  LEAGUES,
  type LeagueDef,
  type MatchSpec,
  matchCombinedSeed,
  matchSpec,
  priceMatch,
  replayMatch,
  resultScore,
  type TeamRating,
  type Timeline,
  updateRatings,
} from '../../core/sportsbook'
import { clock } from '../clock'
import type { Db, Query } from '../db/client'
import { serverHmac } from '../games/seeds'
import {
  closeOf,
  ensureSeason,
  json,
  kickoffOf,
  latestSeasons,
  matchIdOf,
  opensAt,
  type SeasonRow,
  seasonFixtures,
  sha256,
} from './seasons'
import { type SportsSettings, sportsSettings } from './settings'
import { settleMatch } from './settle'

/**
 * Open the due matchdays of a league's latest seasons (the one ending and the next, which overlap):
 * every matchday whose turn has come by `opensAt` (the matchday `openMatchdays` before it, in this
 * season or the last one, has closed), and any earlier one not yet created, after a downtime, so the
 * season and its chain stay whole. Returns the number of matches created.
 */
export async function openMatchdays(db: Db, league: LeagueDef, settings: SportsSettings, now = clock.now()) {
  const [latest, before] = await latestSeasons(db.query, league.id)
  let created = 0
  if (before) created += await openSeasonMatchdays(db, league, before, undefined, settings, now)
  if (latest) created += await openSeasonMatchdays(db, league, latest, before, settings, now)
  return created
}

/**
 * One season's due matchdays: each match gets its spec at the season's current ratings and its book
 * priced with the operator's margins. The season row is locked (no key update, so inserting matches
 * under its foreign key still works) so the ratings read are not being moved by a settlement.
 */
async function openSeasonMatchdays(
  db: Db,
  league: LeagueDef,
  cur: SeasonRow,
  prev: SeasonRow | undefined,
  settings: SportsSettings,
  now: Date,
) {
  const [{ last }] = await db.query<{ last: number | null }>(
    'SELECT max(matchday) AS last FROM sb_matches WHERE league = $1 AND season = $2',
    [league.id, cur.season],
  )
  if (Number(last ?? 0) >= Number(cur.matchdays)) return 0
  const due = seasonFixtures(league)
    .map((f, index) => ({ ...f, index }))
    .filter(
      (f) =>
        f.round > Number(last ?? 0) && opensAt(cur, prev, f.round, settings.openMatchdays) <= now.getTime(),
    )
  if (!due.length) return 0
  return db.tx(async (q) => {
    const [s] = await q<SeasonRow>(
      'SELECT current_ratings FROM sb_seasons WHERE league = $1 AND season = $2 FOR NO KEY UPDATE',
      [league.id, cur.season],
    )
    const ratings = json<Record<string, TeamRating>>(s.current_ratings)
    // Read again under the lock: a parallel pass may have opened these while this one waited.
    const [{ done }] = await q<{ done: number | null }>(
      'SELECT max(matchday) AS done FROM sb_matches WHERE league = $1 AND season = $2',
      [league.id, cur.season],
    )
    let created = 0
    for (const f of due.filter((d) => d.round > Number(done ?? 0))) {
      const kickoff = kickoffOf(cur, f.round)
      const spec = matchSpec(league, ratings[f.home], ratings[f.away])
      const rows = await q(
        `INSERT INTO sb_matches (id, league, season, idx, matchday, home, away, kickoff_at, close_at, ends_at, spec, book)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING RETURNING id`,
        [
          matchIdOf(league.id, cur.season, f.index),
          league.id,
          cur.season,
          f.index,
          f.round,
          f.home,
          f.away,
          kickoff,
          closeOf(cur, f.round),
          new Date(kickoff.getTime() + Number(cur.play_s) * 1000),
          JSON.stringify(spec),
          JSON.stringify(priceMatch(spec, settings.margins)),
        ],
      )
      created += rows.length
    }
    return created
  })
}

/**
 * One league's calendar at `now`: its due matchdays opened, its next season committed when needed
 * (ensureSeason) and that season's first matchdays opened in the same pass.
 */
export async function runLeague(db: Db, league: LeagueDef, settings: SportsSettings, now = clock.now()) {
  let opened = await openMatchdays(db, league, settings, now)
  const season = await ensureSeason(db, league, settings, now)
  if (season !== null) opened += await openMatchdays(db, league, settings, now)
  return { season, opened }
}

type MatchRow = {
  id: string
  league: string
  season: number
  idx: number
  home: string
  away: string
  spec: unknown
  timeline: unknown
}

/** The sorted client-seed contributions of a match. */
export async function matchContributions(q: Query, matchId: string): Promise<string[]> {
  const rows = await q<{ seed: string }>('SELECT seed FROM sb_contributions WHERE match_id = $1', [matchId])
  return rows.map((r) => r.seed).sort()
}

/** A score string for the wire and the table: goals, points or maps won, "2-1". */
export const scoreText = (t: Timeline) => resultScore(t).join('-')

/**
 * Close every match whose betting is over (at most `limit`), one transaction each: the client seed is
 * fixed from the contributions (which stop under this row's lock, see contributeSeed) and the whole
 * timeline is played on the fair stream of the match's chained seed and stored. Nothing of it is served
 * before kickoff. Returns the ids closed.
 */
export async function closeDue(db: Db, now = clock.now(), limit = 100): Promise<string[]> {
  const closed: string[] = []
  for (let i = 0; i < limit; i++) {
    const id = await db.tx(async (q) => {
      const [m] = await q<MatchRow>(
        `SELECT id, league, season, idx, home, away, spec FROM sb_matches WHERE state = 'open' AND close_at <= $1
         ORDER BY close_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      )
      if (!m) return null
      const [s] = await q<{ seed: string }>(
        'SELECT seeds->>$3::int AS seed FROM sb_seasons WHERE league = $1 AND season = $2',
        [m.league, m.season, Number(m.idx)],
      )
      const clientSeed = await matchCombinedSeed(
        sha256,
        m.league,
        Number(m.season),
        Number(m.idx),
        await matchContributions(q, m.id),
      )
      const timeline = await replayMatch(serverHmac, json<MatchSpec>(m.spec), {
        serverSeed: s.seed,
        clientSeed,
      })
      await q(
        `UPDATE sb_matches SET state = 'closed', client_seed = $2, timeline = $3, score = $4 WHERE id = $1 AND state = 'open'`,
        [m.id, clientSeed, JSON.stringify(timeline), scoreText(timeline)],
      )
      return m.id
    })
    if (!id) break
    closed.push(id)
  }
  return closed
}

/**
 * Settle every match that has played out (at most `limit`), one transaction each: the bets through
 * settleMatch, the match finished (which reveals its seed), then the teams' ratings moved for the
 * matches opened after it. The match row is locked first, then the season row, always in that order.
 */
export async function settleDue(db: Db, now = clock.now(), limit = 100): Promise<string[]> {
  const settled: string[] = []
  for (let i = 0; i < limit; i++) {
    const id = await db.tx(async (q) => {
      const [m] = await q<MatchRow>(
        `SELECT id, league, season, idx, home, away, spec, timeline FROM sb_matches WHERE state = 'closed' AND ends_at <= $1
         ORDER BY ends_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [now],
      )
      if (!m) return null
      const timeline = json<Timeline>(m.timeline)
      await settleMatch(q, { id: m.id, timeline })
      await q(`UPDATE sb_matches SET state = 'finished', settled_at = $2 WHERE id = $1`, [m.id, now])
      const [s] = await q<{ current_ratings: unknown }>(
        'SELECT current_ratings FROM sb_seasons WHERE league = $1 AND season = $2 FOR NO KEY UPDATE',
        [m.league, m.season],
      )
      const ratings = json<Record<string, TeamRating>>(s.current_ratings)
      const spec = json<MatchSpec>(m.spec)
      const next = updateRatings(spec, timeline, {
        home: ratings[m.home] ?? spec.home,
        away: ratings[m.away] ?? spec.away,
      })
      ratings[m.home] = next.home
      ratings[m.away] = next.away
      await q('UPDATE sb_seasons SET current_ratings = $3 WHERE league = $1 AND season = $2', [
        m.league,
        m.season,
        JSON.stringify(ratings),
      ])
      return m.id
    })
    if (!id) break
    settled.push(id)
  }
  return settled
}

/** One pass of every sportsbook job at `now`, for every league: the scheduler's tick calls it. */
export async function runSportsbook(db: Db, now = clock.now()) {
  const settings = await sportsSettings(db.query)
  let seasons = 0
  let opened = 0
  for (const league of LEAGUES) {
    const r = await runLeague(db, league, settings, now)
    if (r.season !== null) seasons++
    opened += r.opened
  }
  const closed = await closeDue(db, now)
  const settled = await settleDue(db, now)
  return { seasons, opened, closed, settled }
}
