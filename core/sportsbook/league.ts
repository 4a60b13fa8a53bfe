// Virtual leagues: who plays (fictional, in-house teams), when (a round-robin season), how the table
// stands, and how ratings drift with results. All pure: the server's jobs hold the state, the browser
// can recompute a table or a rating from the published results. docs/sportsbook.md (Leagues).
import { type BasketballMatch, type BasketballRating, basketballModel } from './basketball'
import { Q16 } from './dist'
import { type EsportsRating, killWeights, type MobaMatch, mapWinProbability } from './esports'
import { expectedGoals, type FootballRating, type Score } from './football'
import { LEAGUES, type LeagueDef } from './leagues'
import type { MatchSpec, Timeline } from './match'

export { LEAGUES, type LeagueDef }
export type TeamRating = FootballRating | BasketballRating | EsportsRating

export const leagueById = (id: string) => LEAGUES.find((l) => l.id === id)

/** The specification of a match between two teams of a league, at their current ratings. */
export function matchSpec(league: LeagueDef, home: TeamRating, away: TeamRating): MatchSpec {
  const e = league.engine
  switch (e.sport) {
    case 'football':
      return {
        sport: 'football',
        home: home as FootballRating,
        away: away as FootballRating,
        params: e.params,
      }
    case 'basketball':
      return {
        sport: 'basketball',
        home: home as BasketballRating,
        away: away as BasketballRating,
        params: e.params,
      }
    case 'moba':
      return { sport: 'moba', home: home as EsportsRating, away: away as EsportsRating, params: e.params }
    case 'shooter':
      return { sport: 'shooter', home: home as EsportsRating, away: away as EsportsRating, params: e.params }
  }
}

// --- fixtures ------------------------------------------------------------------------------------

export type Fixture = { home: string; away: string }
export type Matchday = { round: number; matches: Fixture[] }

/**
 * A round robin by the circle method: the first team stays put, the others rotate one place a round;
 * an odd number of teams adds a bye (that team rests). Home and away alternate round by round for the
 * fixed team and by pairing for the rest; with `legs` 2 the second half repeats the first with venues
 * swapped. 16 teams: 15 rounds of 8 matches per leg.
 */
export function roundRobin(teamIds: readonly string[], legs: 1 | 2 = 2): Matchday[] {
  const ids: (string | null)[] = [...teamIds]
  if (ids.length % 2) ids.push(null)
  const n = ids.length
  const rounds: Matchday[] = []
  let ring = ids.slice(1)
  for (let r = 0; r < n - 1; r++) {
    const order = [ids[0], ...ring]
    const matches: Fixture[] = []
    for (let i = 0; i < n / 2; i++) {
      const a = order[i]
      const b = order[n - 1 - i]
      if (a === null || b === null) continue
      const swap = i === 0 ? r % 2 === 1 : i % 2 === 1
      matches.push(swap ? { home: b, away: a } : { home: a, away: b })
    }
    rounds.push({ round: r + 1, matches })
    ring = [ring[ring.length - 1], ...ring.slice(0, -1)]
  }
  if (legs === 1) return rounds
  const back = rounds.map((d) => ({
    round: d.round + rounds.length,
    matches: d.matches.map((f) => ({ home: f.away, away: f.home })),
  }))
  return [...rounds, ...back]
}

/** A season's matches in kickoff order (matchday, then slot): the order of the season's seed chain. */
export const seasonOrder = (days: readonly Matchday[]) =>
  days.flatMap((d) => d.matches.map((f, slot) => ({ ...f, round: d.round, slot })))

// --- standings -----------------------------------------------------------------------------------

/** A finished match for the table: goals, points or maps won. */
export type MatchResult = { home: string; away: string; score: Score }

export type StandingRow = {
  team: string
  played: number
  won: number
  drawn: number
  lost: number
  for: number
  against: number
  points: number
  /** Last five results, oldest first. */
  form: ('W' | 'D' | 'L')[]
}

/**
 * The table after `results` (in the order they were played): points per the league (football 3/1/0;
 * basketball and e-sports count wins), ordered by points, difference, scored, then team id.
 */
export function standings(league: LeagueDef, results: readonly MatchResult[]): StandingRow[] {
  const rows = new Map<string, StandingRow>(
    league.teams.map((t) => [
      t.id,
      { team: t.id, played: 0, won: 0, drawn: 0, lost: 0, for: 0, against: 0, points: 0, form: [] },
    ]),
  )
  const [pw, pd] = league.points
  for (const r of results) {
    for (const [id, mine, theirs] of [
      [r.home, r.score[0], r.score[1]],
      [r.away, r.score[1], r.score[0]],
    ] as const) {
      const row = rows.get(id)
      if (!row) throw new RangeError(`${id} is not in ${league.id}`)
      const res: 'W' | 'D' | 'L' = mine > theirs ? 'W' : mine === theirs ? 'D' : 'L'
      row.played++
      row.for += mine
      row.against += theirs
      if (res === 'W') row.won++
      else if (res === 'D') row.drawn++
      else row.lost++
      row.points += res === 'W' ? pw : res === 'D' ? pd : 0
      row.form = [...row.form, res].slice(-5)
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.for - b.against - (a.for - a.against) ||
      b.for - a.for ||
      (a.team < b.team ? -1 : 1),
  )
}

/** The table's score of a finished match: goals, points, or maps won. */
export const resultScore = (t: Timeline): Score =>
  t.sport === 'football' ? t.result.ft : t.sport === 'basketball' ? t.result.final : t.result.score

// --- rating drift --------------------------------------------------------------------------------

const clamp = (x: number, r: number) => Math.min(r, Math.max(-r, x))
const round6 = (x: number) => Math.round(x * 1e6) / 1e6

/**
 * Ratings after a match, from the surprise in its result. Football: each side's goals minus its
 * expected goals moves its attack up and the opponent's defence down by 0.04 per goal (a step along the
 * Poisson likelihood). Basketball: regulation points minus expected, per possession, moves offence and
 * the opponent's defence by a tenth of it. E-sports: Elo, 16 points per map against the map probability;
 * MOBA aggression moves 2 % of the relative surprise in kills. Every rating is pulled 1 % toward 0 (so
 * the league does not drift apart) and clamped; values are rounded to 10^-6 so they print and replay
 * exactly.
 * The surprise is measured against the ratings the match was priced with (its spec); it moves the
 * teams' ratings as they are now (`now`, default the spec's): matches settled since this one was
 * priced keep their own moves instead of being overwritten.
 */
export function updateRatings(
  m: MatchSpec,
  t: Timeline,
  now: { home: TeamRating; away: TeamRating } = m,
): { home: TeamRating; away: TeamRating } {
  const keep = 0.99
  if (m.sport === 'football' && t.sport === 'football') {
    const xg = expectedGoals(m)
    const dh = 0.04 * (t.result.ft[0] - xg.home)
    const da = 0.04 * (t.result.ft[1] - xg.away)
    const f = (r: FootballRating, att: number, def: number): FootballRating => ({
      attack: round6(clamp(keep * r.attack + att, 1)),
      defence: round6(clamp(keep * r.defence + def, 1)),
    })
    return { home: f(now.home as FootballRating, dh, -da), away: f(now.away as FootballRating, da, -dh) }
  }
  if (m.sport === 'basketball' && t.sport === 'basketball') {
    const model = basketballModel(m as BasketballMatch)
    const n = 4 * model.possessions
    const mean = (w: number[]) => w.reduce((a, x, k) => a + (x / Q16) * k, 0)
    const reg = t.result.periods.slice(0, 4).reduce<Score>((s, [h, a]) => [s[0] + h, s[1] + a], [0, 0])
    const dh = (0.1 * (reg[0] - n * mean(model.weights.home))) / n
    const da = (0.1 * (reg[1] - n * mean(model.weights.away))) / n
    const f = (r: BasketballRating, off: number, def: number): BasketballRating => ({
      offence: round6(clamp(keep * r.offence + off, 0.3)),
      defence: round6(clamp(keep * r.defence + def, 0.3)),
      pace: r.pace,
    })
    return {
      home: f(now.home as BasketballRating, dh, -da),
      away: f(now.away as BasketballRating, da, -dh),
    }
  }
  if ((m.sport === 'moba' || m.sport === 'shooter') && (t.sport === 'moba' || t.sport === 'shooter')) {
    const p = mapWinProbability(m)
    let elo = 0
    for (const map of t.result.maps) elo += 16 * ((map.winner === 'home' ? 1 : 0) - p)
    let agg = 0
    if (m.sport === 'moba') {
      const w = killWeights(m as MobaMatch)
      const expected = w.reduce((a, x, k) => a + x * k, 0) / 2 ** 32
      const kills = t.result.maps.map((map) => (map.kills ? map.kills[0] + map.kills[1] : 0))
      agg = (0.02 * kills.reduce((a, k) => a + (k - expected) / expected, 0)) / kills.length
    }
    const f = (r: EsportsRating, d: number): EsportsRating => ({
      rating: round6(1500 + keep * (r.rating - 1500) + d),
      ...(r.aggression !== undefined || m.sport === 'moba'
        ? { aggression: round6(clamp(keep * (r.aggression ?? 0) + agg, 0.3)) }
        : {}),
    })
    return { home: f(now.home as EsportsRating, elo), away: f(now.away as EsportsRating, -elo) }
  }
  throw new RangeError('updateRatings: the timeline is not of the match’s sport')
}
