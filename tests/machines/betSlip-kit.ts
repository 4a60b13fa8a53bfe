// The bet slip's fixtures, shared by its unit tests (tests/machines/betSlip.test.ts) and its path
// tests (tests/paths/betSlip.test.ts): picks on a 1X2 market and a venue's board with its limits.
import type { SportsBoardData } from '../../src/api/sports'
import type { NewPick, SlipPick } from '../../src/machines/betSlip.logic'

export const team = (id: string) => ({ id, zh: id, en: id })
export const limits = {
  min_stake: '1.00',
  max_stake: '1000.00',
  max_payout: '5000.00',
  parlay_min_legs: 2,
  parlay_max_legs: 8,
}

/** A selection as the board hands it to the slip. */
export const newPick = (matchId: string, market = 'fb.1x2', selection = 'home', odds = 1950): NewPick => ({
  matchId,
  market,
  selection,
  odds,
  home: team('a'),
  away: team('b'),
  league: 'vfl',
  kickoff: '2026-01-01 12:00:00',
})
/** A 1X2 selection on the slip, its price accepted. */
export const pick = (matchId: string, odds = 1950, selection = 'home'): SlipPick => ({
  ...newPick(matchId, 'fb.1x2', selection, odds),
  accepted: odds,
  moved: null,
  closed: false,
})

/** A board of one league whose matches (by id) offer 1X2 with this home price (null: withdrawn). */
export const board = (
  odds: Record<string, number | null>,
  state: 'open' | 'closed' = 'open',
): SportsBoardData => ({
  venue: 'jdsport',
  venue_name: '金鼎体育',
  server_time: '2026-01-01 11:59:00',
  balance: '500.00',
  wallet: 'central',
  limits,
  leagues: [
    { id: 'vfl', zh: '联赛', en: 'League', sport: 'football', season: 1, commitment: '0'.repeat(64) },
  ],
  matches: Object.entries(odds).map(([id, o]) => ({
    id,
    league: 'vfl',
    season: 1,
    index: 0,
    matchday: 1,
    home: team('a'),
    away: team('b'),
    kickoff_at: '2026-01-01 12:00:00',
    close_at: '2026-01-01 11:59:50',
    ends_at: '2026-01-01 12:01:30',
    state,
    markets: [
      {
        id: 'fb.1x2',
        selections: [
          { id: 'home', odds: o },
          { id: 'draw', odds: 3000 },
          { id: 'away', odds: 4000 },
        ],
      },
    ],
    score: null,
  })),
})
