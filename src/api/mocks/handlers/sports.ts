// The sportsbook's routes in the fake backend (issue 24): the board, a match's detail and its
// client-seed contributions, a league's table, and the bets (sportsBets.ts) on the fixtures of
// sportsFixtures.ts. Bets debit the demo wallet and settle, on the next read, once every leg's match
// has finished.
import { HttpResponse, http, type JsonBodyType } from 'msw'
import { type ParsedRequestOf, type SbMatch, sportsCalls } from '../../../../core/contract'
import { translate } from '../../../../core/i18n'
import { centsToWire } from '../../../../core/money'
import { leagueById, resultScore, SPORTS_VENUES, standings } from '../../../../core/sportsbook'
import { beijingWireTime } from '../../../../core/time'
import { db, type MockUser } from '../db'
import { Refusal, userOf } from '../kit'
import { LIMITS, myBets, placeBets, settleBets } from '../sportsBets'
import {
  currentRound,
  fixtureOf,
  fixturesOf,
  hash,
  matchIdOf,
  matchView,
  PLAY_S,
  seasonDays,
  specOf,
  sportsClock,
  stateOf,
  teamOf,
  timelineOf,
} from '../sportsFixtures'

const VENUE_NAMES: Record<string, string> = {
  jdsport: '金鼎体育',
  xysport: '星耀体育',
  lbsport: '雷霸体育',
  jdesport: '金鼎电竞',
  hxesport: '幻星电竞',
  fyesport: '风云电竞',
  xlesport: '迅雷电竞',
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
      if (!(e instanceof Refusal)) throw e
      answer = { code: e.code, message: translate(lang, e.message, e.params), data: null }
    }
    if (memo) db.idempotency.set(memo, { body: JSON.stringify(raw), answer })
    return HttpResponse.json(answer as JsonBodyType)
  })
}

type Req<N extends Name> = ParsedRequestOf<(typeof sportsCalls)[N]>

function board(body: Req<'sportsBoard'>, user: MockUser, now: number) {
  const leagues = SPORTS_VENUES[body.venue]
  if (!leagues) throw new Refusal(202, 'sb.notVenue')
  settleBets(user, now)
  const matches: SbMatch[] = []
  for (const id of leagues) {
    const l = leagueById(id)!
    const k = currentRound(l, now)
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

function matchDetail(body: Req<'sportsMatch'>, user: MockUser, now: number) {
  const f = fixtureOf(body.match_id)
  if (!f) throw new Refusal(202, 'sb.match')
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
  if (!f) throw new Refusal(202, 'sb.match')
  if (stateOf(f, now) !== 'open') throw new Refusal(203, 'sb.seedClosed')
  const id = matchIdOf(f)
  if (!seeds.has(id)) seeds.set(id, new Map())
  seeds.get(id)!.set(user.id, body.client_seed)
  return { match_id: id, ...combinedSeed(id) }
}

function table(body: Req<'sportsTable'>, _user: MockUser, now: number) {
  const l = leagueById(body.league)
  if (!l) throw new Refusal(202, 'sb.league')
  const n = seasonDays(l)
  const k = currentRound(l, now)
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

export const sportsHandlers = [
  sportsRoute('sportsBoard', board as never),
  sportsRoute('sportsBet', placeBets as never),
  sportsRoute('sportsMatch', matchDetail as never),
  sportsRoute('sportsTable', table as never),
  sportsRoute('sportsBets', myBets as never),
  sportsRoute('sportsSeed', contribute as never),
]
