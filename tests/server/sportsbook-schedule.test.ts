// The sportsbook's jobs on fake time (server/sportsbook/schedule.ts): a season created once under
// parallel passes, matchdays opened with prices, the close fixing the client seed with the players'
// contributions, settlement exactly once with the ratings drifting, and the read routes (board, match,
// seed, table) through the API. Whole seasons back to back, verified match by match:
// sportsbook-seasons.test.ts.
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sportsCalls } from '../../core/contract'
import {
  LEAGUES,
  type MatchSpec,
  matchCombinedSeed,
  type PricedMarket,
  parseMarketId,
  replayMatch,
  seedMatchesCommitment,
  settleSelection,
  type Timeline,
} from '../../core/sportsbook'
import { clock } from '../../server/clock'
import { serverHmac } from '../../server/games/seeds'
import { runSportsbook, settleDue } from '../../server/sportsbook/schedule'
import { json, sha256 } from '../../server/sportsbook/seasons'
import { callApi, registerAndLogin } from './helpers'
import { moneyApp } from './money-kit'

// Midnight UTC: a multiple of every cadence boundary of 180 s.
const T0 = Date.parse('2031-06-01T00:00:00Z')
const at = (s: number) => new Date(T0 + s * 1000)
let app: FastifyInstance
const realNow = clock.now
afterEach(() => {
  clock.now = realNow
})
const setClock = (s: number) => {
  clock.now = () => at(s)
}

type Row = {
  id: string
  league: string
  season: number
  idx: number
  state: string
  spec: unknown
  book: unknown
  client_seed: string | null
  timeline: unknown
  kickoff_at: Date
  close_at: Date
  ends_at: Date
  settled_at: Date | null
}
const matches = (where: string, params: unknown[] = []) =>
  app.db.query<Row>(`SELECT * FROM sb_matches WHERE ${where} ORDER BY league, season, idx`, params)
const season = async (league: string, n = 1) =>
  (
    await app.db.query<{ seeds: unknown; commitment: string; ratings: unknown; current_ratings: unknown }>(
      'SELECT * FROM sb_seasons WHERE league = $1 AND season = $2',
      [league, n],
    )
  )[0]

beforeAll(async () => {
  app = await moneyApp()
})

describe('sportsbook schedule', () => {
  it('creates each league’s season once under 10 parallel passes and opens three matchdays priced', async () => {
    await Promise.all(Array.from({ length: 10 }, () => runSportsbook(app.db, at(0))))
    const seasons = await app.db.query<{ league: string; n: number }>(
      'SELECT league, count(*)::int AS n FROM sb_seasons GROUP BY league ORDER BY league',
    )
    expect(seasons.map((s) => [s.league, Number(s.n)])).toEqual(
      LEAGUES.map((l) => [l.id, 1] as [string, number]).sort(),
    )
    const vfl = await matches("league = 'vfl'")
    // First kickoff one cadence out; matchdays closing within three cadences of now are open.
    expect(vfl).toHaveLength(24)
    expect(new Date(vfl[0].kickoff_at).getTime()).toBe(at(180).getTime())
    expect(new Date(vfl[0].close_at).getTime()).toBe(at(170).getTime())
    expect(new Date(vfl[0].ends_at).getTime()).toBe(at(270).getTime())
    expect(vfl.map((m) => m.id)).toEqual(vfl.map((_, i) => `vfl-1-${i}`))
    for (const m of vfl) {
      expect(m.state).toBe('open')
      const book = json<PricedMarket[]>(m.book)
      expect(book.length).toBeGreaterThan(10)
      expect(book[0].selections.some((s) => (s.odds ?? 0) >= 1010)).toBe(true)
    }
    const s = await season('vfl')
    const seeds = json<string[]>(s.seeds)
    expect(seeds).toHaveLength(240)
    expect(await seedMatchesCommitment(sha256, seeds[0], 0, s.commitment)).toBe(true)
    expect(json(s.ratings)).toEqual(Object.fromEntries(LEAGUES[0].teams.map((t) => [t.id, t.rating])))
  })

  it('takes contributions until the close, then fixes the client seed and plays the timeline', async () => {
    const p = await registerAndLogin(app)
    const q = await registerAndLogin(app)
    setClock(10)
    const a = await callApi(app, sportsCalls.sportsSeed, { match_id: 'vfl-1-0', client_seed: 'lucky-7' }, p)
    expect(a.code).toBe(200)
    const b = await callApi(app, sportsCalls.sportsSeed, { match_id: 'vfl-1-0', client_seed: 'zz' }, q)
    expect(b.data).toMatchObject({ match_id: 'vfl-1-0', contributions: 2 })
    const before = await callApi(app, sportsCalls.sportsMatch, { match_id: 'vfl-1-0' }, p)
    expect(before.data).toMatchObject({ timeline: null, server_seed: null, my_seed: 'lucky-7' })
    expect(before.data?.contributions).toEqual(['lucky-7', 'zz'])
    expect(before.data?.match.markets.length).toBeGreaterThan(10)

    await Promise.all(Array.from({ length: 10 }, () => runSportsbook(app.db, at(170))))
    setClock(171)
    const late = await callApi(app, sportsCalls.sportsSeed, { match_id: 'vfl-1-0', client_seed: 'late' }, p)
    expect(late.code).toBe(203)
    const [m] = await matches("id = 'vfl-1-0'")
    expect(m.state).toBe('closed')
    const client = await matchCombinedSeed(sha256, 'vfl', 1, 0, ['zz', 'lucky-7'])
    expect(m.client_seed).toBe(client)
    const seeds = json<string[]>((await season('vfl')).seeds)
    expect(json(m.timeline)).toEqual(
      await replayMatch(serverHmac, json<MatchSpec>(m.spec), { serverSeed: seeds[0], clientSeed: client }),
    )
    // Nothing of the result before kickoff; the timeline (not the seed or score) once live.
    const closed = await callApi(app, sportsCalls.sportsMatch, { match_id: 'vfl-1-0' }, p)
    expect(closed.data).toMatchObject({ timeline: null, server_seed: null, client_seed: client })
    expect(closed.data?.match).toMatchObject({ state: 'closed', markets: [], score: null })
    setClock(200)
    const live = await callApi(app, sportsCalls.sportsMatch, { match_id: 'vfl-1-0' }, p)
    expect(live.data?.match).toMatchObject({ state: 'live', score: null })
    expect(live.data?.timeline).toEqual(json(m.timeline))
    expect(live.data?.server_seed).toBeNull()
  })

  it('settles each match exactly once when it has played, reveals its seed and moves the ratings', async () => {
    await runSportsbook(app.db, at(269))
    expect(await matches("league = 'vfl' AND state = 'finished'")).toHaveLength(0)
    const passes = await Promise.all(Array.from({ length: 10 }, () => settleDue(app.db, at(270))))
    const settled = passes.flat()
    expect(new Set(settled).size).toBe(settled.length)
    expect(settled.filter((id) => id.startsWith('vfl-1-'))).toHaveLength(8)
    expect(await settleDue(app.db, at(271))).toEqual([])
    const done = await matches("league = 'vfl' AND state = 'finished'")
    expect(done.map((m) => m.idx)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    const s = await season('vfl')
    expect(json(s.current_ratings)).not.toEqual(json(s.ratings))

    const p = await registerAndLogin(app)
    setClock(300)
    const r = await callApi(app, sportsCalls.sportsMatch, { match_id: 'vfl-1-0' }, p)
    expect(r.data?.match.state).toBe('finished')
    expect(r.data?.match.score).toMatch(/^\d+-\d+$/)
    expect(r.data?.server_seed).toBe(json<string[]>(s.seeds)[0])
    const timeline = r.data?.timeline as Timeline
    expect(r.data?.settled.length).toBeGreaterThan(30)
    for (const x of r.data?.settled ?? [])
      expect(x.outcome).toBe(settleSelection(parseMarketId(x.market)!, x.selection, timeline))
  })

  it('serves the board, the table and refusals through the API', async () => {
    const p = await registerAndLogin(app)
    setClock(300)
    const board = await callApi(app, sportsCalls.sportsBoard, { venue: 'jdsport' }, p)
    expect(board.code).toBe(200)
    expect(board.data?.leagues.map((l) => l.id)).toEqual(['vfl', 'vfc', 'vbl'])
    expect(board.data?.balance).toBe('0.00')
    expect(board.data?.limits).toMatchObject({ min_stake: '10.00', parlay_min_legs: 2, parlay_max_legs: 8 })
    const states = new Set(board.data?.matches.map((m) => m.state))
    expect(states.has('finished')).toBe(true)
    expect(states.has('open')).toBe(true)
    for (const m of board.data?.matches ?? []) expect(m.markets.length > 0).toBe(m.state === 'open')
    expect((await callApi(app, sportsCalls.sportsBoard, { venue: 'jdslot' }, p)).code).toBe(1000)
    await app.db.query("UPDATE venues SET state = 0 WHERE code = 'xysport'")
    try {
      expect((await callApi(app, sportsCalls.sportsBoard, { venue: 'xysport' }, p)).code).toBe(209)
    } finally {
      await app.db.query("UPDATE venues SET state = 1 WHERE code = 'xysport'")
    }
    const table = await callApi(app, sportsCalls.sportsTable, { league: 'vfl' }, p)
    expect(table.data?.rows).toHaveLength(16)
    expect(table.data?.rows.reduce((n, r) => n + r.played, 0)).toBe(16)
    expect(table.data?.results).toHaveLength(8)
    expect((await callApi(app, sportsCalls.sportsTable, { league: 'nope' }, p)).code).toBe(1000)
    expect((await callApi(app, sportsCalls.sportsMatch, { match_id: 'vfl-9-999' }, p)).code).toBe(202)
  })
})
