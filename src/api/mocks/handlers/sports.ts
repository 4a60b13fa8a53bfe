// The sportsbook in the fake backend (issue 24): the six virtual leagues of core/sportsbook played on
// a fixed clock (a matchday every ROUND_S seconds per league, betting closing CLOSE_S before kickoff, a
// match playing out over PLAY_S seconds), priced by priceMatch and played by the real engines on a
// seeded source (not the fair stream: the mock only needs the same result on every read). Bets debit
// the demo wallet and settle, on the next read, once every leg's match has finished.
import { HttpResponse, http, type JsonBodyType } from 'msw'
import { Code, type SbBet, type SbMatch, sportsCalls } from '../../../../core/contract'
import { translate } from '../../../../core/i18n'
import { centsToWire, decimalCents } from '../../../../core/money'
import {
  betPayoutCents,
  isSelection,
  LEAGUES,
  type LeagueDef,
  leagueById,
  matchSpec,
  type Outcome,
  parseMarketId,
  potentialReturnCents,
  priceMatch,
  resultScore,
  roundRobin,
  SPORTS_VENUES,
  settleSelection,
  simulateMatch,
  standings,
  type Timeline,
} from '../../../../core/sportsbook'
import { beijingWireTime } from '../../../../core/time'
import { db, type MockUser, nextId } from '../db'
import { userOf } from '../kit'

export const ROUND_S = 180
export const CLOSE_S = 10
export const PLAY_S = 90
const LIMITS = {
  min_stake: '1.00',
  max_stake: '50000.00',
  max_payout: '500000.00',
  parlay_min_legs: 2,
  parlay_max_legs: 8,
}
const VENUE_NAMES: Record<string, string> = {
  jdsport: '金鼎体育',
  xysport: '星耀体育',
  lbsport: '雷霸体育',
  jdesport: '金鼎电竞',
  hxesport: '幻星电竞',
  fyesport: '风云电竞',
  xlesport: '迅雷电竞',
}
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
/** Leagues kick off at different seconds of the round so the board always has something playing. */
const offset = (l: LeagueDef) => LEAGUES.indexOf(l) * 23_000

type Fixture = { league: LeagueDef; k: number; slot: number; home: string; away: string; kickoff: number }

/** The `slot`-th match of global matchday `k` (k counts rounds since the epoch). */
function fixture(league: LeagueDef, k: number, slot: number): Fixture | null {
  const season = days.get(league.id)!
  const day = season[k % season.length]
  const f = day.matches[slot]
  return f ? { league, k, slot, ...f, kickoff: k * ROUND_S * 1000 + offset(league) } : null
}
const fixturesOf = (league: LeagueDef, k: number) =>
  days.get(league.id)![k % days.get(league.id)!.length].matches.map((_, s) => fixture(league, k, s)!)

const perDay = (l: LeagueDef) => days.get(l.id)![0].matches.length
const matchIdOf = (f: Fixture) => {
  const n = days.get(f.league.id)!.length
  return `${f.league.id}-${Math.floor(f.k / n) % 1_000_000}-${(f.k % n) * perDay(f.league) + f.slot}`
}
function fixtureOf(id: string): Fixture | null {
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

const teamOf = (l: LeagueDef, id: string) => {
  const t = l.teams.find((x) => x.id === id)!
  return { id: t.id, zh: t.zh, en: t.en }
}
const ratingOf = (l: LeagueDef, id: string) => l.teams.find((t) => t.id === id)!.rating
/** The mock keeps every team at its starting rating (the server drifts them with results). */
const specOf = (f: Fixture) => matchSpec(f.league, ratingOf(f.league, f.home), ratingOf(f.league, f.away))

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
const hash = (s: string) => {
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
function timelineOf(f: Fixture): Timeline {
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

const stateOf = (f: Fixture, now: number): SbMatch['state'] =>
  now < f.kickoff - CLOSE_S * 1000
    ? 'open'
    : now < f.kickoff
      ? 'closed'
      : now < f.kickoff + PLAY_S * 1000
        ? 'live'
        : 'finished'

function matchView(f: Fixture, now: number): SbMatch {
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

// --- bets ----------------------------------------------------------------------------------------

type Store = { bets: Map<number, SbBet[]> }
const stores = new WeakMap<object, Store>()
/** Bets live beside the mock db and go with it when a test resets it. */
const store = () => {
  let s = stores.get(db)
  if (!s) {
    s = { bets: new Map() }
    stores.set(db, s)
  }
  return s
}
const betsOf = (u: MockUser) => {
  const s = store()
  if (!s.bets.has(u.id)) s.bets.set(u.id, [])
  return s.bets.get(u.id)!
}

/** Settle the player's open bets whose matches have all finished: payout credited once. */
function settleBets(u: MockUser, now: number) {
  for (const b of betsOf(u)) {
    if (b.status !== 2) continue
    const fixtures = b.legs.map((l) => fixtureOf(l.match_id))
    if (fixtures.some((f) => !f || stateOf(f, now) !== 'finished')) continue
    const outcomes: Outcome[] = b.legs.map((l, i) =>
      settleSelection(parseMarketId(l.market)!, l.selection, timelineOf(fixtures[i]!)),
    )
    const payoutCents = betPayoutCents(
      decimalCents(b.stake),
      b.legs.map((l, i) => ({ odds: l.odds, outcome: outcomes[i] })),
    )
    b.legs = b.legs.map((l, i) => ({
      ...l,
      outcome: outcomes[i],
      score: resultScore(timelineOf(fixtures[i]!)).join('-'),
    }))
    b.status = 1
    b.payout = centsToWire(payoutCents)
    b.settled_at = beijingWireTime(now)
    u.centsBalance += Number(payoutCents)
  }
}

// --- routes --------------------------------------------------------------------------------------

class Refused extends Error {
  constructor(
    readonly code: number,
    readonly key: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(key)
  }
}
type Name = keyof typeof sportsCalls
const envelope = (code: number, message: string, data: unknown = null) =>
  HttpResponse.json({ code, message, data } as JsonBodyType)

/** One sportsbook route with the kit's habits: auth, the contract's parse, Idempotency-Key replays. */
function sportsRoute<N extends Name>(
  name: N,
  handler: (body: never, user: MockUser, now: number) => unknown,
) {
  const c = sportsCalls[name]
  return http.post(`*${c.path}`, async ({ request }) => {
    const lang = request.headers.get('lang') === 'en' ? 'en' : 'zh'
    const user = userOf(request)
    if (!user) return envelope(401, translate(lang, 'net.unauthorized'))
    const raw = await request.json().catch(() => null)
    const parsed = c.request.safeParse(raw)
    if (!parsed.success) return envelope(1000, translate(lang, parsed.error.issues[0]?.message ?? 'v.body'))
    const key = 'idempotent' in c && c.idempotent ? request.headers.get('idempotency-key') : null
    const memo = key ? `${user.id}:${name}:${key}` : ''
    const seen = memo ? db.idempotency.get(memo) : undefined
    if (seen && seen.body !== JSON.stringify(raw)) return envelope(1000, translate(lang, 'v.body'))
    if (seen) return HttpResponse.json(seen.answer as JsonBodyType)
    let answer: { code: number; message: string; data: unknown }
    try {
      const data = c.response.parse(handler(parsed.data as never, user, sportsClock.now()))
      answer = { code: 200, message: 'success', data }
    } catch (e) {
      if (!(e instanceof Refused)) throw e
      answer = { code: e.code, message: translate(lang, e.key, e.params), data: null }
    }
    if (memo) db.idempotency.set(memo, { body: JSON.stringify(raw), answer })
    return HttpResponse.json(answer as JsonBodyType)
  })
}

type Req<N extends Name> = import('zod').output<(typeof sportsCalls)[N]['request']>

function board(body: Req<'sportsBoard'>, user: MockUser, now: number) {
  const leagues = SPORTS_VENUES[body.venue]
  if (!leagues) throw new Refused(202, 'sb.notVenue')
  settleBets(user, now)
  const matches: SbMatch[] = []
  for (const id of leagues) {
    const l = leagueById(id)!
    const k = Math.floor((now - offset(l)) / (ROUND_S * 1000))
    // Two matchdays played (or playing) and the next two open.
    for (let d = k - 1; d <= k + 2; d++) for (const f of fixturesOf(l, d)) matches.push(matchView(f, now))
  }
  return {
    venue: body.venue,
    venue_name: VENUE_NAMES[body.venue] ?? body.venue,
    server_time: beijingWireTime(now),
    balance: centsToWire(user.centsBalance),
    wallet: 'central',
    limits: LIMITS,
    leagues: leagues.map((id) => {
      const l = leagueById(id)!
      return { id, zh: l.zh, en: l.en, sport: l.engine.sport, season: 1, commitment: 'mock'.padEnd(64, '0') }
    }),
    matches,
  }
}

function placeBets(body: Req<'sportsBet'>, user: MockUser, now: number) {
  const leagues = SPORTS_VENUES[body.venue] ?? []
  const placed: SbBet[] = []
  let totalCents = 0n
  let changed = false
  for (const bet of body.bets) {
    const legs = bet.legs.map((leg) => {
      const f = fixtureOf(leg.match_id)
      if (!f || !leagues.includes(f.league.id)) throw new Refused(202, 'sb.notVenue')
      const view = matchView(f, now)
      const vs = `${view.home.zh} vs ${view.away.zh}`
      if (view.state !== 'open') throw new Refused(Code.sbClosed, 'sb.marketClosed', { match: vs })
      const market = parseMarketId(leg.market)
      if (!market || !isSelection(market, leg.selection)) throw new Refused(202, 'sb.selection')
      const odds = view.markets
        .find((m) => m.id === leg.market)
        ?.selections.find((s) => s.id === leg.selection)?.odds
      if (!odds) throw new Refused(Code.sbClosed, 'sb.marketClosed', { match: vs })
      const ok = odds === leg.odds || body.accept === 'any' || (body.accept === 'higher' && odds > leg.odds)
      if (!ok) changed = true
      return {
        match_id: leg.match_id,
        league: f.league.id,
        home: view.home,
        away: view.away,
        kickoff_at: view.kickoff_at,
        market: leg.market,
        selection: leg.selection,
        odds,
        outcome: null,
        score: null,
      }
    })
    if (legs.length > 1 && new Set(legs.map((l) => l.match_id)).size < legs.length)
      throw new Refused(Code.sbSameMatch, 'sb.sameMatch')
    // The contract parses the stake to cents.
    const stake = BigInt(bet.stake)
    if (stake < decimalCents(LIMITS.min_stake))
      throw new Refused(Code.sbLimit, 'sb.stakeMin', { amount: LIMITS.min_stake })
    if (stake > decimalCents(LIMITS.max_stake))
      throw new Refused(Code.sbLimit, 'sb.stakeMax', { amount: LIMITS.max_stake })
    const odds = legs.map((l) => l.odds)
    const potential = potentialReturnCents(stake, odds)
    if (potential > decimalCents(LIMITS.max_payout))
      throw new Refused(Code.sbLimit, 'sb.payoutMax', { amount: LIMITS.max_payout })
    totalCents += stake
    placed.push({
      bet_id: `SB${now.toString(36).toUpperCase()}${nextId()}`,
      venue: body.venue,
      kind: legs.length > 1 ? 'parlay' : 'single',
      stake: centsToWire(stake),
      odds: legs.reduce((a, l) => Number((BigInt(a) * BigInt(l.odds)) / 1000n), 1000),
      potential: centsToWire(potential),
      status: 2,
      payout: '0.00',
      created_at: beijingWireTime(now),
      settled_at: null,
      legs,
    })
  }
  if (changed) throw new Refused(Code.sbPriceChanged, 'sb.priceChanged')
  if (totalCents > BigInt(user.centsBalance)) throw new Refused(210, 'g.insufficient')
  user.centsBalance -= Number(totalCents)
  betsOf(user).unshift(...placed)
  return { bets: placed, balance: centsToWire(user.centsBalance) }
}

function matchDetail(body: Req<'sportsMatch'>, user: MockUser, now: number) {
  const f = fixtureOf(body.match_id)
  if (!f) throw new Refused(202, 'sb.match')
  const match = matchView(f, now)
  const started = match.state === 'live' || match.state === 'finished'
  return {
    match,
    server_time: beijingWireTime(now),
    spec: specOf(f),
    timeline: started ? timelineOf(f) : null,
    play_seconds: PLAY_S,
    commitment: 'mock'.padEnd(64, '0'),
    server_seed: match.state === 'finished' ? hash(match.id).toString(16).padStart(64, '0') : null,
    ...combinedSeed(match.id),
    contributions: [...(seeds.get(match.id)?.values() ?? [])],
    my_seed: seeds.get(match.id)?.get(user.id) ?? '',
    settled: [],
  }
}

/** Client-seed contributions per match, one per player (a new one replaces the player's earlier one). */
const seeds = new Map<string, Map<number, string>>()
/** The mock's stand-in for the combined seed (the server hashes the contributions; the mock only needs a change). */
function combinedSeed(id: string) {
  const list = [...(seeds.get(id)?.values() ?? [])]
  return {
    client_seed: list.length
      ? [0, 1, 2, 3, 4, 5, 6, 7]
          .map((i) =>
            hash(`${i}|${id}|${list.join('|')}`)
              .toString(16)
              .padStart(8, '0'),
          )
          .join('')
      : `sportsbook-${id}`,
    contributions: list.length,
  }
}
function contribute(body: Req<'sportsSeed'>, user: MockUser, now: number) {
  const f = fixtureOf(body.match_id)
  if (!f) throw new Refused(202, 'sb.match')
  if (stateOf(f, now) !== 'open') throw new Refused(203, 'sb.seedClosed')
  const id = matchIdOf(f)
  if (!seeds.has(id)) seeds.set(id, new Map())
  seeds.get(id)!.set(user.id, body.client_seed)
  return { match_id: id, ...combinedSeed(id) }
}

function table(body: Req<'sportsTable'>, _user: MockUser, now: number) {
  const l = leagueById(body.league)
  if (!l) throw new Refused(202, 'sb.league')
  const n = days.get(l.id)!.length
  const k = Math.floor((now - offset(l)) / (ROUND_S * 1000))
  const first = k - (k % n)
  const played = []
  for (let d = first; d <= k; d++)
    for (const f of fixturesOf(l, d)) if (stateOf(f, now) === 'finished') played.push(f)
  const rows = standings(
    l,
    played.map((f) => ({ home: f.home, away: f.away, score: resultScore(timelineOf(f)) })),
  )
  return {
    league: {
      id: l.id,
      zh: l.zh,
      en: l.en,
      sport: l.engine.sport,
      season: 1,
      commitment: 'mock'.padEnd(64, '0'),
    },
    rows: rows.map((r) => ({ ...r, team: teamOf(l, r.team) })),
    results: played
      .slice(-12)
      .reverse()
      .map((f) => matchView(f, now)),
  }
}

function myBets(body: Req<'sportsBets'>, user: MockUser, now: number) {
  settleBets(user, now)
  const open = body.status === 'open'
  return {
    bets: betsOf(user).filter((b) => (!body.venue || b.venue === body.venue) && (b.status === 2) === open),
  }
}

export const sportsHandlers = [
  sportsRoute('sportsBoard', board as never),
  sportsRoute('sportsBet', placeBets as never),
  sportsRoute('sportsMatch', matchDetail as never),
  sportsRoute('sportsTable', table as never),
  sportsRoute('sportsBets', myBets as never),
  sportsRoute('sportsSeed', contribute as never),
]
