// Seasons back to back (server/sportsbook/seasons.ts, docs/sportsbook.md): e-football's schedule run on
// a simulated clock over two season boundaries, at the default settings and then with the cadence
// halved for the third season. At every instant some matchday is open for betting (the window holds
// openMatchdays of them throughout, across the cadence change too), each next season is committed
// and its first matchday opened before the last kickoff of the one ending, three parallel passes commit
// it once, its first specs read the ratings it published, every match verifies against its own
// season's commitment, and the table keeps each season apart.
import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sportsCalls } from '../../core/contract'
import { streamSourceSync } from '../../core/games/fair'
import {
  LEAGUES,
  type MatchSpec,
  matchCombinedSeed,
  matchSeeds,
  seedMatchesCommitment,
  simulateMatch,
  verifySeedChain,
} from '../../core/sportsbook'
import { clock } from '../../server/clock'
import { closeDue, runLeague, settleDue } from '../../server/sportsbook/schedule'
import { json, sha256 } from '../../server/sportsbook/seasons'
import { sportsSettings } from '../../server/sportsbook/settings'
import { callApi, registerAndLogin } from './helpers'
import { moneyApp } from './money-kit'

// Midnight UTC: a multiple of every cadence boundary of the default 180 s.
const T0 = Date.parse('2031-06-01T00:00:00Z')
const at = (s: number) => new Date(T0 + s * 1000)
const secs = (d: Date) => (new Date(d).getTime() - T0) / 1000
// The jobs run at each instant the schedule has something due. Seasons 1 and 2 run at the defaults
// (cadence 180 s from T0, play 90, close 10): every cadence its kickoff (+0), the end of its matches
// (+90) and the close of the next matchday (+170, when the matchday openMatchdays later opens and a
// season may be committed). The operator then shortens the cadence to 90 s (play 60) for season 3,
// whose kickoffs fall on +0 and +90 and closes (and openings) on +80 and +170; its ends (+60, +150)
// are settled by the next pass, which only delays their settlement. Nothing changes between two
// passes, so checking each interval between them covers every instant; the scheduler's 1 s tick only
// adds passes, which can only open more.
const passTimes = (until: number) =>
  Array.from({ length: Math.ceil(until / 180) + 1 }, (_, k) => [0, 80, 90, 170].map((d) => k * 180 + d))
    .flat()
    .filter((t) => t <= until)
/** Between the two commits: season 2 keeps the defaults, season 3 takes these. */
const CHANGE_AT = 16 * 180
const SEASON3 = { cadenceS: 90, playS: 60 }
const efb = LEAGUES.find((l) => l.id === 'efb')!
const realNow = clock.now
afterEach(() => {
  clock.now = realNow
})

type Season = {
  season: number
  starts_at: Date
  cadence_s: number
  matchdays: number
  commitment: string
  ratings: unknown
}
type Match = {
  id: string
  season: number
  idx: number
  matchday: number
  home: string
  away: string
  state: string
  spec: unknown
  kickoff_at: Date
  close_at: Date
}

let app: FastifyInstance
const seasons = () =>
  app.db
    .query<Season>("SELECT * FROM sb_seasons WHERE league = 'efb' ORDER BY season")
    .then((r) => r.map((s) => ({ ...s, season: Number(s.season) })))
const matches = (where = 'true') =>
  app.db.query<Match>(`SELECT * FROM sb_matches WHERE league = 'efb' AND ${where} ORDER BY season, idx`)

/** One scheduler pass for e-football (the other leagues stay out of the way), `passes` in parallel. */
async function pass(t: number, passes = 1) {
  const settings = await sportsSettings(app.db.query)
  await Promise.all(Array.from({ length: passes }, () => runLeague(app.db, efb, settings, at(t))))
  await closeDue(app.db, at(t))
  await settleDue(app.db, at(t))
}

beforeAll(async () => {
  app = await moneyApp()
})

describe('sportsbook seasons back to back', () => {
  const committedAt = new Map<number, number>()
  const firstOpenAt = new Map<number, number>()
  let end = 0

  it('keeps every instant covered by open matchdays over two season boundaries', async () => {
    const settings = await sportsSettings(app.db.query)
    // Season 1 starts at 180 s, 14 matchdays of 180 s: season 3's first matchday kicks off at 5 220 s
    // and its matchdays follow every 90 s.
    end = 180 + 2 * 14 * 180 + 4 * 180
    // The fewest matchdays open throughout an interval between passes, over the whole run.
    let fewest = Number.POSITIVE_INFINITY
    const times = passTimes(end)
    for (const [i, t] of times.slice(0, -1).entries()) {
      if (t === CHANGE_AT)
        await app.db.query(
          `INSERT INTO settings (key, value) VALUES ('sportsbook', $1::jsonb)
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
          [JSON.stringify(SEASON3)],
        )
      await pass(t, t % 180 === 170 ? 3 : 1)
      for (const s of await seasons()) if (!committedAt.has(s.season)) committedAt.set(s.season, t)
      const open = await app.db.query<{ season: number; close_at: Date }>(
        `SELECT DISTINCT season, matchday, close_at FROM sb_matches
         WHERE league = 'efb' AND state = 'open' AND close_at > $1`,
        [at(t)],
      )
      for (const o of open) if (!firstOpenAt.has(Number(o.season))) firstOpenAt.set(Number(o.season), t)
      // Open throughout [t, next pass): betting on a match is open while now < close_at.
      fewest = Math.min(fewest, open.filter((o) => secs(o.close_at) >= times[i + 1]).length)
    }
    // Never a moment without a match to bet on: the whole window, every instant.
    expect(fewest).toBe(settings.openMatchdays)
    const all = await seasons()
    expect(all.map((s) => [s.season, Number(s.cadence_s)])).toEqual([
      [1, 180],
      [2, 180],
      [3, 90],
    ])
    // Back to back: each season's first kickoff one cadence after the last one of the season before,
    // committed and opened before that last kickoff.
    for (const [prev, next] of [
      [all[0], all[1]],
      [all[1], all[2]],
    ]) {
      const lastKickoff = secs(prev.starts_at) + (Number(prev.matchdays) - 1) * 180
      expect(secs(next.starts_at)).toBe(lastKickoff + 180)
      expect(committedAt.get(next.season)).toBeLessThan(lastKickoff)
      expect(firstOpenAt.get(next.season)).toBeLessThan(lastKickoff)
    }
  }, 60_000)

  it('commits each season once and prices its first matchdays on the ratings it published', async () => {
    const all = await seasons()
    const s1 = await matches('season = 1')
    expect(s1).toHaveLength(56)
    expect(s1.every((m) => m.state === 'finished')).toBe(true)
    expect(await matches('season = 2')).toHaveLength(56)
    for (const s of all.slice(1)) {
      const ratings = json<Record<string, unknown>>(s.ratings)
      // Opened before any match of the season was settled: exactly the published starting ratings.
      const first = await matches(`season = ${s.season} AND matchday <= 3`)
      expect(first).toHaveLength(12)
      for (const m of first) {
        const spec = json<MatchSpec>(m.spec)
        expect(spec.home).toEqual(ratings[m.home])
        expect(spec.away).toEqual(ratings[m.away])
      }
    }
    const [last1] = await app.db.query<{ current_ratings: unknown }>(
      "SELECT current_ratings FROM sb_seasons WHERE league = 'efb' AND season = 1",
    )
    // Season 1's last matchdays, played after season 2 was committed, moved only season 1's ratings.
    expect(json(last1.current_ratings)).not.toEqual(json(all[1].ratings))
  })

  it('verifies every finished match against its own season’s commitment', async () => {
    const p = await registerAndLogin(app)
    clock.now = () => at(end)
    const hmac = (key: string, msg: string) => new Uint8Array(createHmac('sha256', key).update(msg).digest())
    const done = await matches("state = 'finished'")
    expect(done.length).toBeGreaterThan(112)
    const all = await seasons()
    const revealed = new Map<number, string[]>()
    for (const m of done) {
      const d = (await callApi(app, sportsCalls.sportsMatch, { match_id: m.id }, p)).data!
      const season = all.find((s) => s.season === Number(m.season))!
      expect(d.commitment).toBe(season.commitment)
      expect(await seedMatchesCommitment(sha256, d.server_seed!, Number(m.idx), season.commitment)).toBe(true)
      const client = await matchCombinedSeed(sha256, 'efb', Number(m.season), Number(m.idx), d.contributions)
      expect(d.client_seed).toBe(client)
      const seeds = matchSeeds(d.server_seed!, client)
      expect(simulateMatch(d.spec as MatchSpec, streamSourceSync(hmac, seeds))).toEqual(d.timeline)
      revealed.set(Number(m.season), [...(revealed.get(Number(m.season)) ?? []), d.server_seed!])
    }
    for (const s of all)
      if (revealed.has(s.season))
        expect(await verifySeedChain(sha256, s.commitment, revealed.get(s.season)!)).toBe(-1)
  })

  it('keeps a table per season: the ending one until the next one kicks off', async () => {
    const p = await registerAndLogin(app)
    const [, s2, s3] = await seasons()
    const table = async (t: number) => {
      clock.now = () => at(t)
      return (await callApi(app, sportsCalls.sportsTable, { league: 'efb' }, p)).data!
    }
    // Season 2 is committed and open, season 1 still shown, with all of its results.
    const before = await table(secs(s2.starts_at) - 1)
    expect(before.league.season).toBe(1)
    expect(before.rows.reduce((n, r) => n + r.played, 0)).toBe(2 * 56)
    expect(before.results.every((m) => m.season === 1)).toBe(true)
    const during = await table(secs(s2.starts_at))
    expect(during.league.season).toBe(2)
    const later = await table(end)
    expect(later.league.season).toBe(3)
    expect(later.league.commitment).toBe(s3.commitment)
    const played = (await matches("season = 3 AND state = 'finished'")).length
    expect(later.rows.reduce((n, r) => n + r.played, 0)).toBe(2 * played)
    expect(later.results.every((m) => m.season === 3)).toBe(true)
    clock.now = () => at(end)
    const board = (await callApi(app, sportsCalls.sportsBoard, { venue: 'xlesport' }, p)).data!
    expect(board.leagues.map((l) => [l.id, l.season])).toEqual([['efb', 3]])
  })
})
