// Settling sportsbook bets (docs/sportsbook.md, Settlement). When a match ends, its legs get their
// outcome from the timeline, then every bet whose legs are all decided is paid through the wager
// kernel in one `settle` call (each payout keyed `sb-win:<round_id>`, so never paid twice) and its
// record moved out of status 2 in the same transaction. A parlay is paid when its last leg's match
// ends. Everything is done in bulk: a match may carry tens of thousands of open bets, and a statement
// per bet would not settle them within the budget (bench/games.ts).
import type { Outcome } from '../../core/sportsbook'
import {
  betPayoutCents,
  betValidCents,
  parseMarketId,
  settleSelection,
  type Timeline,
} from '../../core/sportsbook'
import type { Query } from '../db/client'
import { bookTurnovers, settle } from '../wagering/kernel'

/** A leg's stored outcome: the core ones, or 'void' for a voided match (settles as a push). */
export type LegOutcome = Outcome | 'void'

type LegRow = {
  id: string
  bet_id: string
  user_id: string | number
  venue_code: string
  wallet_account: string
  stake_cents: string
  match_id: string
  market: string
  selection: string
  odds: number
  outcome: LegOutcome | null
}

type Bet = { legs: LegRow[]; outcomes: (LegOutcome | null)[] }

/**
 * Decide this match's legs by `decide` and pay every open bet with a leg on it whose legs are then all
 * decided, in the caller's transaction (the match row locked). Returns how many bets were settled.
 * The open bets with a leg on the match are locked first, in id order like every settlement, so two
 * matches settling at once queue instead of deadlocking; that is what makes a parlay whose last two
 * legs end together settle: the second settlement waits for the first to commit, and its next
 * statement (a fresh snapshot) reads the first one's outcomes.
 */
async function settleOn(
  q: Query,
  matchId: string,
  decide: (market: string, selection: string) => LegOutcome,
): Promise<number> {
  const locked = await q<{ id: string }>(
    `SELECT g.id::text AS id FROM game_rounds g
      WHERE g.id IN (SELECT round_id FROM sb_legs WHERE match_id = $1) AND g.status = 2 AND g.kind = 'sportsbook'
      ORDER BY g.id FOR UPDATE OF g`,
    [matchId],
  )
  if (!locked.length) return 0
  const rows = await q<LegRow>(
    `SELECT l.round_id::text AS id, g.round_id AS bet_id, g.user_id, g.venue_code, g.wallet_account,
            g.stake_cents::text AS stake_cents, l.match_id, l.market, l.selection, l.odds, l.outcome
       FROM sb_legs l JOIN game_rounds g ON g.id = l.round_id
      WHERE l.round_id = ANY($1::bigint[]) ORDER BY l.round_id, l.leg`,
    [locked.map((r) => r.id)],
  )
  // Each distinct market and selection of the match decided once: thousands of bets share a few dozen.
  const decided = new Map<string, LegOutcome>()
  const bets = new Map<string, Bet>()
  for (const l of rows) {
    let outcome = l.outcome
    if (l.match_id === matchId && outcome === null) {
      const k = `${l.market}\n${l.selection}`
      outcome = decided.get(k) ?? decide(l.market, l.selection)
      decided.set(k, outcome)
    }
    const b = bets.get(l.id) ?? { legs: [], outcomes: [] }
    b.legs.push(l)
    b.outcomes.push(outcome)
    bets.set(l.id, b)
  }
  if (decided.size) {
    const pairs = [...decided].map(([k, o]) => [...k.split('\n'), o])
    await q(
      `UPDATE sb_legs l SET outcome = v.outcome
         FROM (SELECT unnest($2::text[]) AS market, unnest($3::text[]) AS selection, unnest($4::text[]) AS outcome) v
        WHERE l.match_id = $1 AND l.market = v.market AND l.selection = v.selection AND l.outcome IS NULL`,
      [matchId, pairs.map((p) => p[0]), pairs.map((p) => p[1]), pairs.map((p) => p[2])],
    )
  }
  const plan = [...bets]
    .filter(([, b]) => b.outcomes.every((o) => o !== null))
    .map(([id, b]) => {
      const r = b.legs[0]
      const stored = b.outcomes as LegOutcome[]
      const outcomes = stored.map((o) => (o === 'void' ? 'push' : o))
      const stake = BigInt(r.stake_cents)
      return {
        id,
        r,
        stored,
        userId: Number(r.user_id),
        allVoid: stored.every((o) => o === 'void'),
        payout: betPayoutCents(
          stake,
          b.legs.map((l, i) => ({ odds: Number(l.odds), outcome: outcomes[i] })),
        ),
        valid: betValidCents(stake, outcomes),
      }
    })
  if (!plan.length) return 0
  const paid = await settle(
    q,
    plan.map((p) => ({
      userId: p.userId,
      venue: p.r.venue_code,
      wallet: p.r.wallet_account,
      amount: p.payout,
      ref: p.r.bet_id,
      key: `sb-win:${p.r.bet_id}`,
      kind: p.allVoid ? ('rollback' as const) : ('win' as const),
    })),
  )
  // Bets paid nothing record their wallet as it stands after the payouts (one read for all of them).
  const unpaid = [...new Set(plan.filter((_, i) => !paid[i]).map((p) => p.r.wallet_account))]
  const balances = new Map<string, string>()
  if (unpaid.length) {
    const got = await q<{ code: string; balance: string }>(
      'SELECT code, balance::text AS balance FROM ledger_accounts WHERE code = ANY($1::text[])',
      [unpaid],
    )
    for (const b of got) balances.set(b.code, b.balance)
  }
  await q(
    `UPDATE game_rounds g
        SET status = v.status, payout_cents = v.payout, valid_cents = v.valid, result = v.result,
            balance_after = v.after, settled_at = now()
       FROM (SELECT unnest($1::bigint[]) AS id, unnest($2::smallint[]) AS status, unnest($3::bigint[]) AS payout,
                    unnest($4::bigint[]) AS valid, unnest($5::text[]) AS result, unnest($6::bigint[]) AS after) v
      WHERE g.id = v.id AND g.status = 2`,
    [
      plan.map((p) => p.id),
      plan.map((p) => (p.allVoid ? 0 : 1)),
      plan.map((p) => p.payout.toString()),
      plan.map((p) => p.valid.toString()),
      plan.map((p) => JSON.stringify({ legs: p.stored })),
      plan.map((p, i) => paid[i]?.creditBalance.toString() ?? balances.get(p.r.wallet_account) ?? null),
    ],
  )
  const turnover = new Map<number, bigint>()
  for (const p of plan) if (p.valid > 0n) turnover.set(p.userId, (turnover.get(p.userId) ?? 0n) + p.valid)
  await bookTurnovers(q, turnover)
  return plan.length
}

/**
 * Settle a finished match, in the caller's transaction (the match job's: it has locked the match row
 * FOR UPDATE, checked its state, and marks it finished after). Every undecided leg of the match gets
 * its outcome from the timeline, then every bet now fully decided is paid. Returns the number of bets
 * settled.
 */
export async function settleMatch(q: Query, match: { id: string; timeline: Timeline }): Promise<number> {
  return settleOn(q, match.id, (id, selection) => {
    const market = parseMarketId(id)
    // Placing checks the market against the book: a leg that no longer parses is a bug, not a loss.
    if (!market) throw new RangeError(`sportsbook leg on unknown market ${id}`)
    return settleSelection(market, selection, match.timeline)
  })
}

/**
 * Void a match (an operator's decision, audited by the console): an open or closed match becomes
 * 'void', its legs 'void'; singles are refunded (status 0, valid 0) and parlays lose the leg (it
 * counts as a push) and settle when their other legs are decided. Once only: a match already
 * finished or void is left alone (0). Locks the match row, as the close and settle jobs do.
 */
export async function voidMatch(q: Query, matchId: string): Promise<number> {
  const [m] = await q<{ state: string }>('SELECT state FROM sb_matches WHERE id = $1 FOR UPDATE', [matchId])
  if (!m || (m.state !== 'open' && m.state !== 'closed')) return 0
  await q("UPDATE sb_matches SET state = 'void', settled_at = now() WHERE id = $1", [matchId])
  return settleOn(q, matchId, () => 'void')
}
