// Placing sportsbook bets (docs/sportsbook.md, Bets), in the money route's transaction: every bet of
// the slip or none. Each leg is checked against its match as stored (the venue offers its league,
// betting still open, the market in the priced book) under a FOR SHARE lock on the match rows, so the
// close job (FOR UPDATE) cannot fix the client seed and play the match between our check and our
// commit. The price the player saw is compared with the book's by their preference; then the whole
// slip is staked through the wager kernel (one openStake for the total, one stake per bet) and each
// bet recorded as a game_rounds row (kind 'sportsbook', unsettled) with its sb_legs rows.
import { Code, type SbBet } from '../../core/contract'
import { centsToWire } from '../../core/money'
import {
  combinedOdds,
  isSportsVenue,
  leagueById,
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  potentialReturnCents,
  venueLeagues,
} from '../../core/sportsbook'
import { beijingDate } from '../../core/time'
import { clock } from '../clock'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { insertRound } from '../games/play'
import { playBalance } from '../wagering/bonus'
import { openStake, stake } from '../wagering/kernel'
import { betView, teamOf } from './records'
import { parseSportsSettings } from './settings'

export type LegInput = { match_id: string; market: string; selection: string; odds: number }
export type BetInput = { stake: bigint; legs: LegInput[] }
export type PlaceInput = { venue: string; accept: 'any' | 'higher' | 'none'; bets: BetInput[] }

type MatchRow = {
  id: string
  league: string
  home: string
  away: string
  kickoff_at: Date | string
  state: string
  close_at: Date | string
  book: unknown
}

/** A stored book's market: core PricedMarket (selections by `selection`) or the wire's (by `id`). */
type BookMarket = { id: string; selections: { selection?: string; id?: string; odds: number | null }[] }

/** How a game_rounds row names the bet: the sport and the teams, or the parlay's size. */
const SPORT_ZH: Record<string, string> = {
  vfl: '足球',
  vfc: '足球',
  vbl: '篮球',
  moba: '电竞MOBA',
  fps: '电竞射击',
  efb: '电子足球',
}

const matchName = (m: MatchRow) => `${teamOf(m.league, m.home).zh} vs ${teamOf(m.league, m.away).zh}`

/** The current odds of a leg, or the refusal why it cannot be bet now. */
function priceOf(m: MatchRow | undefined, leg: LegInput, venue: string, now: Date): number {
  if (!m) throw new BizError(1000, 'sb.match')
  if (!venueLeagues(venue).includes(m.league)) throw new BizError(1000, 'sb.notVenue')
  const closed = () => new BizError(Code.sbClosed, 'sb.marketClosed', { match: matchName(m) })
  if (m.state !== 'open' || now.getTime() >= new Date(m.close_at).getTime()) throw closed()
  const book = (typeof m.book === 'string' ? JSON.parse(m.book) : m.book) as BookMarket[]
  const market = book.find((x) => x.id === leg.market)
  const sel = market?.selections.find((s) => (s.selection ?? s.id) === leg.selection)
  if (!sel || sel.odds === null || sel.odds === undefined) throw closed()
  return sel.odds
}

/**
 * The odds each leg is taken at under the player's preference: the sent price when unchanged; on a
 * change 'any' takes the current price, 'higher' only a price not lower, 'none' never (242, with every
 * changed price so the slip can show them for acceptance).
 */
function takePrices(bets: BetInput[], current: number[][], accept: PlaceInput['accept']): number[][] {
  const changed: { match_id: string; market: string; selection: string; odds: number }[] = []
  let refuse = false
  for (const [i, b] of bets.entries())
    for (const [j, l] of b.legs.entries()) {
      const now = current[i][j]
      if (now === l.odds) continue
      changed.push({ match_id: l.match_id, market: l.market, selection: l.selection, odds: now })
      if (accept === 'none' || (accept === 'higher' && now < l.odds)) refuse = true
    }
  if (refuse) throw new BizError(Code.sbPriceChanged, 'sb.priceChanged', undefined, { prices: changed })
  return current
}

/** Place the slip's bets in the caller's transaction. Returns them as the wire shows them, and the balance. */
export async function placeBets(
  q: Query,
  userId: number,
  input: PlaceInput,
  now = clock.now(),
): Promise<{ bets: SbBet[]; balance: string }> {
  const { venue } = input
  if (!isSportsVenue(venue)) throw new BizError(1000, 'v.platform')
  for (const b of input.bets) {
    if (b.legs.length === 1) continue
    if (b.legs.length < PARLAY_MIN_LEGS || b.legs.length > PARLAY_MAX_LEGS)
      throw new BizError(1000, 'sb.parlayLegs', { min: PARLAY_MIN_LEGS, max: PARLAY_MAX_LEGS })
    if (new Set(b.legs.map((l) => l.match_id)).size !== b.legs.length)
      throw new BizError(Code.sbSameMatch, 'sb.sameMatch')
  }
  const ids = [...new Set(input.bets.flatMap((b) => b.legs.map((l) => l.match_id)))].sort()
  // In id order: two slips sharing matches take their share locks alike.
  // The settings row comes along (a round trip less in a transaction that holds the player's lock).
  const rows = await q<MatchRow & { settings: unknown }>(
    `SELECT id, league, home, away, kickoff_at, state, close_at, book,
            (SELECT value FROM settings WHERE key = 'sportsbook') AS settings
       FROM sb_matches WHERE id = ANY($1::text[]) ORDER BY id FOR SHARE OF sb_matches`,
    [ids],
  )
  const matches = new Map(rows.map((m) => [m.id, m]))
  const current = input.bets.map((b) => b.legs.map((l) => priceOf(matches.get(l.match_id), l, venue, now)))
  const prices = takePrices(input.bets, current, input.accept)

  const raw = rows[0]?.settings
  const settings = parseSportsSettings(typeof raw === 'string' ? JSON.parse(raw) : raw)
  const plan = input.bets.map((b, i) => {
    if (b.stake < settings.minStake)
      throw new BizError(Code.sbLimit, 'sb.stakeMin', { amount: centsToWire(settings.minStake) })
    if (b.stake > settings.maxStake)
      throw new BizError(Code.sbLimit, 'sb.stakeMax', { amount: centsToWire(settings.maxStake) })
    const odds = combinedOdds(prices[i])
    const potential = potentialReturnCents(b.stake, prices[i])
    if (potential > settings.maxPayout)
      throw new BizError(Code.sbLimit, 'sb.payoutMax', { amount: centsToWire(settings.maxPayout) })
    return { b, legs: b.legs.map((l, j) => ({ ...l, odds: prices[i][j] })), odds, potential }
  })

  const amount = plan.reduce((s, p) => s + p.b.stake, 0n)
  const { wallet } = await openStake(q, { path: 'sportsbook', userId, venue, amount, now })
  // Counted under the kernel's per-player lock: parallel slips of one player get distinct numbers.
  const prefix = `SB${beijingDate(now).slice(2).replaceAll('-', '')}-${userId}-`
  const [{ n }] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM game_rounds WHERE user_id = $1 AND kind = 'sportsbook' AND round_id LIKE $2`,
    [userId, `${prefix}%`],
  )
  const placed: SbBet[] = []
  const legRows: { round: string; leg: number; l: LegInput }[] = []
  for (const [i, p] of plan.entries()) {
    const betId = `${prefix}${Number(n) + i + 1}`
    const moved = await stake(q, { userId, venue, wallet: wallet.account, amount: p.b.stake, ref: betId })
    const first = matches.get(p.legs[0].match_id)!
    const single = p.legs.length === 1
    const detail = { kind: single ? 'single' : 'parlay', odds: p.odds, potential: p.potential.toString() }
    const round = await insertRound(q, {
      roundId: betId,
      userId,
      venue,
      gameCode: single ? first.league : 'parlay',
      gameName: single
        ? `${SPORT_ZH[first.league] ?? leagueById(first.league)?.zh ?? first.league} · ${matchName(first)}`
        : `串关 ${p.legs.length}串1`,
      kind: 'sportsbook',
      stake: p.b.stake,
      payout: 0n,
      status: 2,
      result: null,
      before: moved.before,
      after: moved.after,
      wallet: wallet.account,
      detail,
    })
    const roundId = String(round.id)
    p.legs.forEach((l, leg) => {
      legRows.push({ round: roundId, leg, l })
    })
    placed.push(
      betView(
        {
          id: roundId,
          round_id: betId,
          venue_code: venue,
          stake_cents: p.b.stake.toString(),
          payout_cents: 0,
          status: 2,
          detail,
          created_at: round.created_at,
          settled_at: null,
        },
        p.legs.map((l) => {
          const m = matches.get(l.match_id)!
          return {
            ...l,
            round_id: roundId,
            league: m.league,
            home: m.home,
            away: m.away,
            kickoff_at: m.kickoff_at,
            outcome: null,
            score: null,
          }
        }),
      ),
    )
  }
  await q(
    `INSERT INTO sb_legs (round_id, leg, match_id, market, selection, odds)
     SELECT * FROM unnest($1::bigint[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::int[])`,
    [
      legRows.map((r) => r.round),
      legRows.map((r) => r.leg),
      legRows.map((r) => r.l.match_id),
      legRows.map((r) => r.l.market),
      legRows.map((r) => r.l.selection),
      legRows.map((r) => r.l.odds),
    ],
  )
  // The slip's answer shows the balance as every other answer does: cash plus bonus (docs/wagering.md).
  return { bets: placed, balance: centsToWire(await playBalance(q, wallet.account)) }
}
