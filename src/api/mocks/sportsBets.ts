// The fake backend's sportsbook bets (issue 24): placing singles and parlays on the fixtures of
// sportsFixtures.ts under the venue's stake limits and the player's price-change preference, debiting
// the demo wallet, and settling on a later read once every leg's match has finished (payout credited
// once). handlers/sports.ts serves them.
import { Code, type ParsedRequestOf, type SbBet, type sportsCalls } from '../../../core/contract'
import { centsToWire, decimalCents } from '../../../core/money'
import {
  betPayoutCents,
  isSelection,
  type Outcome,
  parseMarketId,
  potentialReturnCents,
  resultScore,
  SPORTS_VENUES,
  settleSelection,
} from '../../../core/sportsbook'
import { beijingWireTime } from '../../../core/time'
import { db, type MockUser, nextId } from './db'
import { Refusal } from './kit'
import { fixtureOf, matchView, stateOf, timelineOf } from './sportsFixtures'

export const LIMITS = {
  min_stake: '1.00',
  max_stake: '50000.00',
  max_payout: '500000.00',
  parlay_min_legs: 2,
  parlay_max_legs: 8,
}

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
export function settleBets(u: MockUser, now: number) {
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

export function placeBets(body: ParsedRequestOf<typeof sportsCalls.sportsBet>, user: MockUser, now: number) {
  const leagues = SPORTS_VENUES[body.venue] ?? []
  const placed: SbBet[] = []
  let totalCents = 0n
  let changed = false
  for (const bet of body.bets) {
    const legs = bet.legs.map((leg) => {
      const f = fixtureOf(leg.match_id)
      if (!f || !leagues.includes(f.league.id)) throw new Refusal(202, 'sb.notVenue')
      const view = matchView(f, now)
      const vs = `${view.home.zh} vs ${view.away.zh}`
      if (view.state !== 'open') throw new Refusal(Code.sbClosed, 'sb.marketClosed', { match: vs })
      const market = parseMarketId(leg.market)
      if (!market || !isSelection(market, leg.selection)) throw new Refusal(202, 'sb.selection')
      const odds = view.markets
        .find((m) => m.id === leg.market)
        ?.selections.find((s) => s.id === leg.selection)?.odds
      if (!odds) throw new Refusal(Code.sbClosed, 'sb.marketClosed', { match: vs })
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
      throw new Refusal(Code.sbSameMatch, 'sb.sameMatch')
    // The contract parses the stake to cents.
    const stake = BigInt(bet.stake)
    if (stake < decimalCents(LIMITS.min_stake))
      throw new Refusal(Code.sbLimit, 'sb.stakeMin', { amount: LIMITS.min_stake })
    if (stake > decimalCents(LIMITS.max_stake))
      throw new Refusal(Code.sbLimit, 'sb.stakeMax', { amount: LIMITS.max_stake })
    const odds = legs.map((l) => l.odds)
    const potential = potentialReturnCents(stake, odds)
    if (potential > decimalCents(LIMITS.max_payout))
      throw new Refusal(Code.sbLimit, 'sb.payoutMax', { amount: LIMITS.max_payout })
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
  if (changed) throw new Refusal(Code.sbPriceChanged, 'sb.priceChanged')
  if (totalCents > BigInt(user.centsBalance)) throw new Refusal(210, 'g.insufficient')
  user.centsBalance -= Number(totalCents)
  betsOf(user).unshift(...placed)
  return { bets: placed, balance: centsToWire(user.centsBalance) }
}

export function myBets(body: ParsedRequestOf<typeof sportsCalls.sportsBets>, user: MockUser, now: number) {
  settleBets(user, now)
  const open = body.status === 'open'
  return {
    bets: betsOf(user).filter((b) => (!body.venue || b.venue === body.venue) && (b.status === 2) === open),
  }
}
