// The fake backend's sportsbook fixtures (issue 24): the six virtual leagues of core/sportsbook played
// on a fixed clock (a matchday every ROUND_S seconds per league, betting closing CLOSE_S before kickoff,
// a match playing out over PLAY_S seconds), priced by priceMatch and played by the real engines on a
// seeded source (not the fair stream: the mock only needs the same result on every read). The routes
// are in handlers/sports.ts, the bets in sportsBets.ts.
import type { SbMatch } from '../../../core/contract'
import {
  LEAGUES,
  type LeagueDef,
  leagueById,
  matchSpec,
  priceMatch,
  resultScore,
  roundRobin,
  simulateMatch,
  type Timeline,
} from '../../../core/sportsbook'
import { beijingWireTime } from '../../../core/time'

export const ROUND_S = 180
export const CLOSE_S = 10
export const PLAY_S = 90
/** Tests pin the clock; the browser follows the real one. */
export const sportsClock = { now: () => Date.now() }

// --- the schedule ------------------------------------------------------------------------------

const days = new Map(
  LEAGUES.map((l) => [
    l.id,
    roundRobin(
      l.teams.map((t) => t.id),
      l.legs,
    ),
  ]),
)
/** Matchdays in one season of the league. */
export const seasonDays = (l: LeagueDef) => days.get(l.id)!.length
/** Leagues kick off at different seconds of the round so the board always has something playing. */
const offset = (l: LeagueDef) => LEAGUES.indexOf(l) * 23_000
/** The global matchday `k` of the league that has kicked off last at `now`. */
export const currentRound = (l: LeagueDef, now: number) => Math.floor((now - offset(l)) / (ROUND_S * 1000))

export type Fixture = {
  league: LeagueDef
  k: number
  slot: number
  home: string
  away: string
  kickoff: number
}

/** The `slot`-th match of global matchday `k` (k counts rounds since the epoch). */
function fixture(league: LeagueDef, k: number, slot: number): Fixture | null {
  const season = days.get(league.id)!
  const day = season[k % season.length]
  const f = day.matches[slot]
  return f ? { league, k, slot, ...f, kickoff: k * ROUND_S * 1000 + offset(league) } : null
}
export const fixturesOf = (league: LeagueDef, k: number) =>
  days.get(league.id)![k % days.get(league.id)!.length].matches.map((_, s) => fixture(league, k, s)!)

const perDay = (l: LeagueDef) => days.get(l.id)![0].matches.length
export const matchIdOf = (f: Fixture) => {
  const n = days.get(f.league.id)!.length
  return `${f.league.id}-${Math.floor(f.k / n) % 1_000_000}-${(f.k % n) * perDay(f.league) + f.slot}`
}
export function fixtureOf(id: string): Fixture | null {
  const m = /^([a-z0-9]+)-(\d+)-(\d+)$/.exec(id)
  const league = m && leagueById(m[1])
  if (!m || !league) return null
  const n = days.get(league.id)!.length
  // The season number is k / n modulo 10^6: the nearest k with that season is today's.
  const nowK = Math.floor(sportsClock.now() / (ROUND_S * 1000))
  const base = Math.floor(nowK / n) - (Math.floor(nowK / n) % 1_000_000)
  const k = (base + Number(m[2])) * n + Math.floor(Number(m[3]) / perDay(league))
  return fixture(league, k, Number(m[3]) % perDay(league))
}

export const teamOf = (l: LeagueDef, id: string) => {
  const t = l.teams.find((x) => x.id === id)!
  return { id: t.id, zh: t.zh, en: t.en }
}
const ratingOf = (l: LeagueDef, id: string) => l.teams.find((t) => t.id === id)!.rating
/** The mock keeps every team at its starting rating (the server drifts them with results). */
export const specOf = (f: Fixture) =>
  matchSpec(f.league, ratingOf(f.league, f.home), ratingOf(f.league, f.away))

// --- prices and results ------------------------------------------------------------------------

const priceCache = new Map<string, { id: string; selections: { id: string; odds: number | null }[] }[]>()
function marketsOf(f: Fixture) {
  const key = `${f.league.id}:${f.home}:${f.away}`
  let m = priceCache.get(key)
  if (!m) {
    m = priceMatch(specOf(f)).map((p) => ({
      id: p.id,
      selections: p.selections.map((s) => ({ id: s.selection, odds: s.odds })),
    }))
    priceCache.set(key, m)
  }
  return m
}

/** Small string hash (FNV-1a) for seeds and the demo's price drift. */
export const hash = (s: string) => {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}
/** In the browser demo prices move a little every 30 s, so the slip's price-change flow can be seen. */
export const priceDrift = { on: import.meta.env?.VITE_USE_MOCKS === '1' }
function priceNow(id: string, market: string, selection: string, odds: number | null) {
  if (odds === null || !priceDrift.on || !/^(fb\.1x2|bk\.ml|es\.winner)/.test(market)) return odds
  const tick = Math.floor(sportsClock.now() / 30_000)
  const step = (hash(`${id}|${market}|${selection}|${tick}`) % 3) - 1
  return Math.max(1010, odds + 10 * step)
}

const timelines = new Map<string, Timeline>()
export function timelineOf(f: Fixture): Timeline {
  const id = matchIdOf(f)
  let t = timelines.get(id)
  if (!t) {
    // mulberry32 on the match id: deterministic, which is all the mock needs.
    let a = hash(id)
    const next = () => {
      a = (a + 0x6d2b79f5) | 0
      let x = Math.imul(a ^ (a >>> 15), 1 | a)
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296
    }
    t = simulateMatch(specOf(f), { int: (n: number) => Math.floor((next() + next() / 4294967296) * n) })
    timelines.set(id, t)
  }
  return t
}

export const stateOf = (f: Fixture, now: number): SbMatch['state'] =>
  now < f.kickoff - CLOSE_S * 1000
    ? 'open'
    : now < f.kickoff
      ? 'closed'
      : now < f.kickoff + PLAY_S * 1000
        ? 'live'
        : 'finished'

export function matchView(f: Fixture, now: number): SbMatch {
  const state = stateOf(f, now)
  const id = matchIdOf(f)
  const score = state === 'finished' ? resultScore(timelineOf(f)).join('-') : null
  return {
    id,
    league: f.league.id,
    season: Math.floor(f.k / days.get(f.league.id)!.length) % 1_000_000,
    index: (f.k % days.get(f.league.id)!.length) * perDay(f.league) + f.slot,
    matchday: (f.k % days.get(f.league.id)!.length) + 1,
    home: teamOf(f.league, f.home),
    away: teamOf(f.league, f.away),
    kickoff_at: beijingWireTime(f.kickoff),
    close_at: beijingWireTime(f.kickoff - CLOSE_S * 1000),
    ends_at: beijingWireTime(f.kickoff + PLAY_S * 1000),
    state,
    markets:
      state === 'open'
        ? marketsOf(f).map((m) => ({
            id: m.id,
            selections: m.selections.map((s) => ({ id: s.id, odds: priceNow(id, m.id, s.id, s.odds) })),
          }))
        : [],
    score,
  }
}
