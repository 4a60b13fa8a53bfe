// Seasons end to end: the seed chain and its checks, the combined client seed, a match replayed from
// its seeds in the browser's way (Web Crypto, drawFair) equal to the server's (Node HMAC, the lazy
// stream) and deterministic, timelines consistent with their results, round-robin fixtures, the table
// and the rating drift.
import { createHmac, webcrypto } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sha256Hex, streamSourceSync, subtleHmac } from '../../core/games/fair'
import { footballMinute } from '../../core/sportsbook/football'
import {
  LEAGUES,
  type LeagueDef,
  type MatchResult,
  matchSpec,
  resultScore,
  roundRobin,
  seasonOrder,
  standings,
  type TeamRating,
  updateRatings,
} from '../../core/sportsbook/league'
import { simulateMatch, type Timeline } from '../../core/sportsbook/match'
import {
  matchCombinedSeed,
  matchDefaultSeed,
  replayMatch,
  seedChain,
  seedMatchesCommitment,
  verifySeedChain,
} from '../../core/sportsbook/seeds'

const subtle = webcrypto.subtle as SubtleCrypto
const sha256 = (text: string) => sha256Hex(subtle, text)
const hmac = subtleHmac(subtle)
const hmacSync = (key: string, msg: string) => new Uint8Array(createHmac('sha256', key).update(msg).digest())
const firstMatch = (l: LeagueDef) => matchSpec(l, l.teams[0].rating, l.teams[1].rating)

describe('the season seed chain', () => {
  it('each seed hashes to the one before it, the first to the commitment', async () => {
    const { seeds, commitment } = await seedChain(sha256, 'season-secret-of-the-last-match', 12)
    expect(seeds).toHaveLength(12)
    expect(await sha256(seeds[0])).toBe(commitment)
    for (let i = 1; i < 12; i++) expect(await sha256(seeds[i])).toBe(seeds[i - 1])
    expect(seeds[11]).toBe('season-secret-of-the-last-match')
    expect(await verifySeedChain(sha256, commitment, seeds.slice(0, 5))).toBe(-1)
    expect(await seedMatchesCommitment(sha256, seeds[7], 7, commitment)).toBe(true)
    expect(await seedMatchesCommitment(sha256, seeds[7], 6, commitment)).toBe(false)
    const forged = [...seeds.slice(0, 3), 'not-the-seed', ...seeds.slice(4, 6)]
    expect(await verifySeedChain(sha256, commitment, forged)).toBe(3)
  })
  it('combines contributions in any order, like fast-3', async () => {
    const a = await matchCombinedSeed(sha256, 'vfl', 3, 17, ['x', 'b', 'kk'])
    expect(a).toBe(await matchCombinedSeed(sha256, 'vfl', 3, 17, ['kk', 'x', 'b']))
    expect(a).toMatch(/^[0-9a-f]{64}$/)
    expect(a).not.toBe(await matchCombinedSeed(sha256, 'vfl', 3, 18, ['x', 'b', 'kk']))
    expect(await matchCombinedSeed(sha256, 'vfl', 3, 17, [])).toBe(matchDefaultSeed('vfl', 3, 17))
  })
})

describe('replay from seeds', () => {
  it('the browser path (Web Crypto, drawFair) gives the server path’s timeline, every league', async () => {
    const { seeds } = await seedChain(sha256, 'replay-test', LEAGUES.length)
    for (const [i, l] of LEAGUES.entries()) {
      const spec = firstMatch(l)
      const clientSeed = await matchCombinedSeed(sha256, l.id, 1, i, ['player-1', 'player-2'])
      const browser = await replayMatch(hmac, spec, { serverSeed: seeds[i], clientSeed })
      const server = simulateMatch(
        spec,
        streamSourceSync(hmacSync, { serverSeed: seeds[i], clientSeed, nonce: 0 }),
      )
      expect(browser).toEqual(server)
      expect(await replayMatch(hmac, spec, { serverSeed: seeds[i], clientSeed })).toEqual(browser)
      const other = await replayMatch(hmac, spec, { serverSeed: seeds[i], clientSeed: `${clientSeed}!` })
      expect(other.events).not.toEqual(browser.events)
    }
  })
})

/** The timeline's own checks: ordered clock, result equal to what its events say. */
function consistent(t: Timeline) {
  for (let i = 1; i < t.events.length; i++) expect(t.events[i].t).toBeGreaterThanOrEqual(t.events[i - 1].t)
  expect(t.events.at(-1)!.t).toBeLessThanOrEqual(t.duration)
  if (t.sport === 'football') {
    const goals = t.events.filter((e) => e.kind === 'goal')
    expect(goals.length).toBe(t.result.ft[0] + t.result.ft[1])
    expect(goals.filter((e) => e.t < t.halves[0]).length).toBe(t.result.ht[0] + t.result.ht[1])
    expect(t.events.at(-1)).toMatchObject({ kind: 'full-time', score: t.result.ft })
  } else if (t.sport === 'basketball') {
    expect(t.result.periods.length).toBeGreaterThanOrEqual(4)
    expect(t.result.final[0]).not.toBe(t.result.final[1])
    expect(t.events.at(-1)).toMatchObject({ kind: 'full-time', score: t.result.final })
  } else {
    expect(Math.max(...t.result.score)).toBe(2)
    expect(t.result.maps.length).toBe(t.result.score[0] + t.result.score[1])
    for (const m of t.result.maps) {
      if (t.sport === 'shooter') {
        const [w, l] = m.winner === 'home' ? m.rounds! : [m.rounds![1], m.rounds![0]]
        expect(w === 13 ? l <= 11 : (w - 16) % 3 === 0 && w - l >= 2 && w - l <= 4).toBe(true)
      } else expect(m.firstBlood).toBeDefined()
    }
  }
}

describe('timelines', () => {
  it('hold together for 200 matches of every league', () => {
    for (const l of LEAGUES)
      for (let i = 0; i < 200; i++) {
        const spec = matchSpec(
          l,
          l.teams[i % l.teams.length].rating,
          l.teams[(i + 1) % l.teams.length].rating,
        )
        consistent(
          simulateMatch(spec, streamSourceSync(hmacSync, { serverSeed: l.id, clientSeed: 'c', nonce: i })),
        )
      }
  })
  it('prints the football clock the way a scoreboard does', () => {
    const tl = { halves: [2700 + 180, 2700 + 240] as [number, number] }
    expect(footballMinute(tl, 0)).toBe("1'")
    expect(footballMinute(tl, 2699)).toBe("45'")
    expect(footballMinute(tl, 2760)).toBe("45+2'")
    expect(footballMinute(tl, 2880)).toBe("46'")
    expect(footballMinute(tl, 2880 + 2700 + 30)).toBe("90+1'")
  })
})

describe('fixtures and the table', () => {
  it('16 teams: 30 matchdays of 8, every pairing home and away once, venues balanced', () => {
    const ids = LEAGUES[0].teams.map((t) => t.id)
    const days = roundRobin(ids, 2)
    expect(days).toHaveLength(30)
    const pairs = new Set<string>()
    for (const d of days) {
      expect(d.matches).toHaveLength(8)
      const playing = d.matches.flatMap((m) => [m.home, m.away])
      expect(new Set(playing).size).toBe(16)
      for (const m of d.matches) pairs.add(`${m.home}-${m.away}`)
    }
    expect(pairs.size).toBe(240)
    for (const id of ids) {
      const home = days.slice(0, 15).filter((d) => d.matches.some((m) => m.home === id)).length
      expect(home === 7 || home === 8, `${id} ${home}`).toBe(true)
    }
    expect(seasonOrder(days)[9]).toMatchObject({ round: 2, slot: 1 })
  })
  it('an odd number of teams rests one a round', () => {
    const days = roundRobin(['a', 'b', 'c', 'd', 'e'], 1)
    expect(days).toHaveLength(5)
    for (const d of days) expect(d.matches).toHaveLength(2)
  })
  it('ranks by points, difference, scored; keeps the last five results', () => {
    const l = LEAGUES.find((x) => x.id === 'efb')!
    const [a, b, c] = l.teams.map((t) => t.id)
    const results: MatchResult[] = [
      { home: a, away: b, score: [2, 0] },
      { home: b, away: c, score: [1, 1] },
      { home: c, away: a, score: [3, 1] },
      { home: a, away: c, score: [0, 0] },
    ]
    const table = standings(l, results)
    expect(table.slice(0, 3).map((r) => [r.team, r.points, r.for - r.against])).toEqual([
      [c, 5, 2],
      [a, 4, 0],
      [b, 1, -2],
    ])
    expect(table[1].form).toEqual(['W', 'L', 'D'])
    expect(table.at(-1)!.played).toBe(0)
  })
})

describe('rating drift', () => {
  it('moves with the surprise, is pure, and stays in range over a season', () => {
    for (const l of LEAGUES) {
      const ratings = new Map<string, TeamRating>(l.teams.map((t) => [t.id, t.rating]))
      const frozen = JSON.stringify(l.teams)
      const results: MatchResult[] = []
      for (const [n, f] of seasonOrder(
        roundRobin(
          l.teams.map((t) => t.id),
          l.legs,
        ),
      ).entries()) {
        const spec = matchSpec(l, ratings.get(f.home)!, ratings.get(f.away)!)
        const t = simulateMatch(
          spec,
          streamSourceSync(hmacSync, { serverSeed: `season-${l.id}`, clientSeed: 'c', nonce: n }),
        )
        const next = updateRatings(spec, t)
        expect(updateRatings(spec, t)).toEqual(next)
        ratings.set(f.home, next.home)
        ratings.set(f.away, next.away)
        results.push({ home: f.home, away: f.away, score: resultScore(t) })
      }
      expect(JSON.stringify(l.teams)).toBe(frozen)
      for (const r of ratings.values())
        for (const [k, v] of Object.entries(r)) {
          expect(Number.isFinite(v)).toBe(true)
          if (k === 'rating') expect(Math.abs(v - 1500)).toBeLessThan(600)
          else expect(Math.abs(v)).toBeLessThanOrEqual(k === 'pace' ? 5 : 1)
        }
      expect(standings(l, results).reduce((a, r) => a + r.played, 0)).toBe(2 * results.length)
    }
  })
  it('a side that scores more than expected gains attack; its opponent loses defence', () => {
    const l = LEAGUES[0]
    const spec = matchSpec(l, { attack: 0, defence: 0 }, { attack: 0, defence: 0 })
    const t = {
      sport: 'football',
      halves: [2700, 2700],
      duration: 5400,
      events: [],
      result: { ft: [5, 0], ht: [2, 0], yellow: [0, 0], red: [0, 0] },
    } as Timeline
    const { home, away } = updateRatings(spec, t) as {
      home: { attack: number; defence: number }
      away: { attack: number; defence: number }
    }
    expect(home.attack).toBeGreaterThan(0)
    expect(away.defence).toBeLessThan(0)
    expect(home.defence).toBeGreaterThan(0)
    expect(away.attack).toBeLessThan(0)
  })
  it('moves the ratings as they are now by the surprise against the priced ones', () => {
    const l = LEAGUES[0]
    const spec = matchSpec(l, { attack: 0, defence: 0 }, { attack: 0, defence: 0 })
    const t = {
      sport: 'football',
      halves: [2700, 2700],
      duration: 5400,
      events: [],
      result: { ft: [5, 0], ht: [2, 0], yellow: [0, 0], red: [0, 0] },
    } as Timeline
    const fromSpec = updateRatings(spec, t) as { home: { attack: number } }
    // A match settled since this one was priced moved the home side's attack to 0.3: the move adds to it.
    const now = updateRatings(spec, t, {
      home: { attack: 0.3, defence: 0 },
      away: { attack: 0, defence: 0 },
    }) as { home: { attack: number } }
    expect(now.home.attack).toBeCloseTo(0.99 * 0.3 + fromSpec.home.attack, 6)
  })
})
