// A player's sportsbook bets as the contract shows them (SbBet): the bet's game_rounds row with its
// legs, each leg with its match's teams (names from core LEAGUES), kickoff and, once played, score.
// Placing answers the same view (bets.ts), so the slip's confirmation and 投注记录 agree.
import type { SbBet } from '../../core/contract'
import { leagueById } from '../../core/sportsbook'
import type { Query } from '../db/client'
import { money, toWireTime, toWireTimeOrNull } from '../wire'

export type BetRow = {
  id: string | number
  round_id: string
  venue_code: string
  stake_cents: string | number
  payout_cents: string | number
  status: number
  detail: unknown
  created_at: Date | string
  settled_at: Date | string | null
}

export type LegRow = {
  round_id: string | number
  match_id: string
  league: string
  home: string
  away: string
  kickoff_at: Date | string
  market: string
  selection: string
  odds: number
  outcome: SbBet['legs'][number]['outcome']
  score: string | null
}

export const BET_COLS =
  'g.id, g.round_id, g.venue_code, g.stake_cents, g.payout_cents, g.status, g.detail, g.created_at, g.settled_at'

/** A team as the wire names it; an id no longer in the league still shows (as itself). */
export function teamOf(league: string, id: string) {
  const t = leagueById(league)?.teams.find((x) => x.id === id)
  return { id, zh: t?.zh ?? id, en: t?.en ?? id }
}

type Detail = { kind?: 'single' | 'parlay'; odds?: number; potential?: string }
const detailOf = (d: unknown): Detail => ((typeof d === 'string' ? JSON.parse(d) : d) as Detail | null) ?? {}

export function betView(r: BetRow, legs: LegRow[]): SbBet {
  const d = detailOf(r.detail)
  return {
    bet_id: r.round_id,
    venue: r.venue_code,
    kind: d.kind ?? (legs.length > 1 ? 'parlay' : 'single'),
    stake: money(r.stake_cents),
    odds: Number(d.odds ?? legs[0]?.odds ?? 0),
    potential: money(d.potential ?? 0),
    status: Number(r.status),
    payout: money(r.payout_cents),
    created_at: toWireTime(r.created_at),
    settled_at: toWireTimeOrNull(r.settled_at),
    legs: legs.map(legView),
  }
}

/** A leg as the wire shows it (the slip's confirmation, my bets and 投注记录 alike). */
export const legView = (l: LegRow): SbBet['legs'][number] => ({
  match_id: l.match_id,
  league: l.league,
  home: teamOf(l.league, l.home),
  away: teamOf(l.league, l.away),
  kickoff_at: toWireTime(l.kickoff_at),
  market: l.market,
  selection: l.selection,
  odds: Number(l.odds),
  outcome: l.outcome ?? null,
  score: l.score ?? null,
})

/**
 * The legs of these bets (by game_rounds id) with their matches, in leg order. The score is stored
 * when the match closes (its timeline is played then) but shown only once it is finished: until then
 * the match is still to play out on the page.
 */
export async function legsOf(q: Query, ids: readonly (string | number)[]) {
  const by = new Map<string, LegRow[]>()
  if (!ids.length) return by
  const rows = await q<LegRow>(
    `SELECT l.round_id, l.match_id, m.league, m.home, m.away, m.kickoff_at, l.market, l.selection, l.odds, l.outcome,
            CASE WHEN m.state = 'finished' THEN m.score END AS score
       FROM sb_legs l JOIN sb_matches m ON m.id = l.match_id
      WHERE l.round_id = ANY($1::bigint[]) ORDER BY l.round_id, l.leg`,
    [ids.map(String)],
  )
  for (const l of rows) {
    const k = String(l.round_id)
    by.set(k, [...(by.get(k) ?? []), l])
  }
  return by
}

/**
 * The player's latest 50 bets, newest first: open (status 2) or settled (1, and 0 for a voided match's
 * refunded bets), at one venue or all. Read on the primary: a bet just placed must be in the list.
 */
export async function myBets(
  q: Query,
  userId: number,
  f: { venue?: string; status: 'open' | 'settled' },
): Promise<SbBet[]> {
  const rows = await q<BetRow>(
    `SELECT ${BET_COLS} FROM game_rounds g
      WHERE g.user_id = $1 AND g.kind = 'sportsbook' AND ($2::text IS NULL OR g.venue_code = $2)
        AND (CASE WHEN $3::text = 'open' THEN g.status = 2 ELSE g.status IN (0, 1) END)
      ORDER BY g.created_at DESC, g.id DESC LIMIT 50`,
    [userId, f.venue ?? null, f.status],
  )
  const legs = await legsOf(
    q,
    rows.map((r) => r.id),
  )
  return rows.map((r) => betView(r, legs.get(String(r.id)) ?? []))
}
