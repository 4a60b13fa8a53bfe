// 投注记录 for the sportsbook (issue 24 item 7): a sportsbook bet's row carries its legs (match with
// team names, market, selection, odds taken, outcome, score), a parlay all of them in leg order, and
// other games' rows carry none. Rows are written straight into the tables the sportsbook jobs fill, so
// this checks the record query alone.
import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { calls } from '../../core/contract'
import { LEAGUES, marketId, matchSpec, priceMatch, seedChain } from '../../core/sportsbook'
import { callApi, registerAndLogin } from './helpers'
import { auth, moneyApp, userId } from './money-kit'

let app: FastifyInstance
beforeAll(async () => {
  app = await moneyApp()
})

const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex')
const vfl = LEAGUES.find((l) => l.id === 'vfl')!

/** A season of vfl (a season number unique to this run) with two matches, the first finished 2-1. */
async function season() {
  const number = 900_000 + Math.floor(Math.random() * 90_000)
  const { seeds, commitment } = await seedChain(sha256, `last-${number}`, 2)
  const ratings = Object.fromEntries(vfl.teams.map((t) => [t.id, t.rating]))
  await app.db.query(
    `INSERT INTO sb_seasons (league, season, starts_at, cadence_s, play_s, close_s, matchdays, seeds, commitment, ratings, current_ratings)
     VALUES ('vfl', $1, now(), 240, 90, 10, 30, $2, $3, $4, $4)`,
    [number, JSON.stringify(seeds), commitment, JSON.stringify(ratings)],
  )
  const [a, b, c, d] = vfl.teams
  const matches = [
    { idx: 0, home: a, away: b, state: 'finished', score: '2-1' },
    { idx: 1, home: c, away: d, state: 'open', score: null },
  ]
  const ids: string[] = []
  for (const m of matches) {
    const spec = matchSpec(vfl, m.home.rating, m.away.rating)
    const id = `vfl-${number}-${m.idx}`
    ids.push(id)
    await app.db.query(
      `INSERT INTO sb_matches (id, league, season, idx, matchday, home, away, kickoff_at, close_at, ends_at, spec, book, state, score)
       VALUES ($1, 'vfl', $2, $3, 0, $4, $5, now(), now(), now(), $6, $7, $8, $9)`,
      [
        id,
        number,
        m.idx,
        m.home.id,
        m.away.id,
        JSON.stringify(spec),
        JSON.stringify(priceMatch(spec)),
        m.state,
        m.score,
      ],
    )
  }
  return ids
}

async function bet(
  uid: number,
  roundId: string,
  status: number,
  payout: number,
  legs: [string, string, string, number, string | null][],
) {
  const [{ id }] = await app.db.query<{ id: string }>(
    `INSERT INTO game_rounds (round_id, user_id, venue_code, kind, game_name, stake_cents, valid_cents, payout_cents, status)
     VALUES ($1, $2, 'jdsport', 'sportsbook', '体育投注', 10000, 10000, $3, $4) RETURNING id`,
    [roundId, uid, payout, status],
  )
  for (const [i, [match, market, selection, odds, outcome]] of legs.entries())
    await app.db.query(
      `INSERT INTO sb_legs (round_id, leg, match_id, market, selection, odds, outcome) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, i, match, market, selection, odds, outcome],
    )
}

describe('betrecord: sportsbook legs', () => {
  it('a single and a parlay carry their legs in order; other rows none', async () => {
    const p = await registerAndLogin(app)
    const uid = await userId(app, p)
    const [done, open] = await season()
    const ah = marketId({ kind: 'fb.ah', line: -0.75 })
    await app.db.query(
      `INSERT INTO game_rounds (round_id, user_id, venue_code, game_name, stake_cents, valid_cents, payout_cents, status, created_at)
       VALUES ($1, $2, 'jdlive', '百家乐', 500, 500, 0, 1, now() - interval '1 hour')`,
      [`bacc-${uid}`, uid],
    )
    await bet(uid, `sb-single-${uid}`, 1, 19500, [[done, 'fb.1x2', 'home', 1950, 'win']])
    await bet(uid, `sb-parlay-${uid}`, 2, 0, [
      [done, ah, 'home', 2100, 'half-win'],
      [open, 'fb.ou@2.5', 'over', 1880, null],
    ])
    const env = await callApi(app, calls.betrecord, {}, auth(p))
    expect(env.code, env.message).toBe(200)
    const rows = env.data.data
    expect(rows.map((r) => r.bet_id)).toEqual([`sb-parlay-${uid}`, `sb-single-${uid}`, `bacc-${uid}`])
    const [parlay, single, bacc] = rows
    expect(bacc.legs).toBeUndefined()
    const [a, b, c, d] = vfl.teams
    expect(single.legs).toEqual([
      {
        match_id: done,
        league: 'vfl',
        home: { id: a.id, zh: a.zh, en: a.en },
        away: { id: b.id, zh: b.zh, en: b.en },
        kickoff_at: expect.any(String),
        market: 'fb.1x2',
        selection: 'home',
        odds: 1950,
        outcome: 'win',
        score: '2-1',
      },
    ])
    expect(single).toMatchObject({ bet_amount: '100.00', win_loss: '95.00', status: 1 })
    expect(parlay.legs?.map((l) => [l.match_id, l.market, l.selection, l.odds, l.outcome, l.score])).toEqual([
      [done, ah, 'home', 2100, 'half-win', '2-1'],
      [open, 'fb.ou@2.5', 'over', 1880, null, null],
    ])
    expect(parlay.legs?.[1].home.zh).toBe(c.zh)
    expect(parlay.legs?.[1].away.en).toBe(d.en)
    // The platform filter still applies, and rows of another venue have no legs.
    const live = await callApi(app, calls.betrecord, { api_type: 'jdlive' }, auth(p))
    expect(live.data.data.map((r) => [r.bet_id, r.legs])).toEqual([[`bacc-${uid}`, undefined]])
  })
})
