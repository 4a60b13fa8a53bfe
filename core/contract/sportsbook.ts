// The sportsbook's calls (issue 24, docs/sportsbook.md): the board of a venue (its leagues, the
// matches open for betting with their prices, the ones playing and just played), bets of one or more
// legs, a match with its timeline and seeds for the verifier, a league's table, the player's bets and
// their contribution to a match's client seed. Odds are integers in thousandths (1.950 is 1950);
// money is the usual decimal string.
import { z } from 'zod'
import { amountField, call, money, wireTime } from './core'

const venue = z.string({ error: 'v.platform' }).regex(/^[a-z0-9]{2,32}$/, { error: 'v.platform' })
const league = z.string({ error: 'sb.league' }).regex(/^[a-z0-9]{2,16}$/, { error: 'sb.league' })
const matchId = z
  .string({ error: 'sb.match' })
  .regex(/^[a-z0-9]{2,16}-\d{1,6}-\d{1,4}$/, { error: 'sb.match' })
const clientSeed = z.string({ error: 'g.clientSeed' }).regex(/^[\x21-\x7e]{1,64}$/, { error: 'g.clientSeed' })
/** A stake: 0.01 to 50,000.00, exact (the venue's min and max from settings are checked on top). */
const stake = amountField('sb.stake', { max: 5_000_000n })
const odds = z.number({ error: 'sb.odds' }).int({ error: 'sb.odds' }).min(1010).max(1_000_000)

export const SbTeam = z.object({ id: z.string(), zh: z.string(), en: z.string() })
export const SbSelection = z.object({
  id: z.string(),
  /** Thousandths, or null when the selection is closed (priced below 1.01). */
  odds: z.number().int().nullable(),
})
export const SbMarket = z.object({
  /** The market id (core/sportsbook marketId): kind, `:period`, `@line`, e.g. `fb.ah@-0.75`. */
  id: z.string(),
  selections: z.array(SbSelection),
})
/**
 * open: bets taken until close_at; closed: betting over, kickoff at kickoff_at; live: playing until
 * ends_at; finished: settled, seed revealed; void: voided by an operator (stakes returned).
 */
export const SbState = z.enum(['open', 'closed', 'live', 'finished', 'void'])
export const SbMatch = z.object({
  id: z.string(),
  league: z.string(),
  season: z.number().int(),
  /** Position in the season's kickoff order: the index of its seed in the chain. */
  index: z.number().int(),
  matchday: z.number().int(),
  home: SbTeam,
  away: SbTeam,
  kickoff_at: wireTime,
  close_at: wireTime,
  ends_at: wireTime,
  state: SbState,
  /** Markets with prices while open (empty otherwise). */
  markets: z.array(SbMarket),
  /** The final score once finished ("2-1"; maps or points for the other sports), else null. */
  score: z.string().nullable(),
})
export type SbMatch = z.infer<typeof SbMatch>
export const SbLeague = z.object({
  id: z.string(),
  zh: z.string(),
  en: z.string(),
  sport: z.enum(['football', 'basketball', 'moba', 'shooter']),
  season: z.number().int(),
  /** The season's seed-chain commitment: SHA-256 of the first match's seed. */
  commitment: z.string(),
})
export const SbLeg = z.object({
  match_id: z.string(),
  league: z.string(),
  home: SbTeam,
  away: SbTeam,
  kickoff_at: wireTime,
  market: z.string(),
  selection: z.string(),
  odds: z.number().int(),
  /** null until the leg's match is settled; 'void' when the match was voided. */
  outcome: z.enum(['win', 'lose', 'push', 'half-win', 'half-lose', 'void']).nullable(),
  score: z.string().nullable(),
})
export const SbBet = z.object({
  bet_id: z.string(),
  venue: z.string(),
  kind: z.enum(['single', 'parlay']),
  stake: money,
  /** The combined odds taken (thousandths; a single's own odds). */
  odds: z.number().int(),
  potential: money,
  /** 2 open, 1 settled, 0 void (stake returned). */
  status: z.number().int(),
  payout: money,
  created_at: wireTime,
  settled_at: wireTime.nullable(),
  legs: z.array(SbLeg),
})
export type SbBet = z.infer<typeof SbBet>

export const sportsCalls = {
  /** A venue's board: its leagues, the matches of the next matchdays and the ones just played. */
  sportsBoard: call({
    method: 'POST',
    path: '/api/sports/board',
    auth: true,
    request: z.object({ venue }),
    response: z.object({
      venue: z.string(),
      venue_name: z.string(),
      server_time: wireTime,
      balance: money,
      wallet: z.enum(['central', 'venue']),
      /** Stake limits per bet and the parlay's leg range (operator settings). */
      limits: z.object({
        min_stake: money,
        max_stake: money,
        max_payout: money,
        parlay_min_legs: z.number().int(),
        parlay_max_legs: z.number().int(),
      }),
      leagues: z.array(SbLeague),
      matches: z.array(SbMatch),
    }),
  }),
  /**
   * Place bets: each entry one bet, a single (one leg) or a parlay (2-8 legs on different matches), all
   * in one transaction (every bet or none). `odds` is the price the player saw; `accept` is their
   * price-change preference: 'any' takes the current price, 'higher' takes it when it is not lower,
   * 'none' refuses any change (code 242 with the current prices in `data`).
   */
  sportsBet: call({
    method: 'POST',
    path: '/api/sports/bet',
    auth: true,
    idempotent: true,
    request: z.object({
      venue,
      accept: z.enum(['any', 'higher', 'none'], { error: 'sb.accept' }),
      bets: z
        .array(
          z.object({
            stake,
            legs: z
              .array(
                z.object({
                  match_id: matchId,
                  market: z.string({ error: 'sb.market' }).max(32, { error: 'sb.market' }),
                  selection: z.string({ error: 'sb.selection' }).max(16, { error: 'sb.selection' }),
                  odds,
                }),
                { error: 'sb.legs' },
              )
              .min(1, { error: 'sb.legs' })
              .max(8, { error: 'sb.legs' }),
          }),
          { error: 'sb.legs' },
        )
        .min(1, { error: 'sb.legs' })
        .max(20, { error: 'sb.legs' }),
    }),
    response: z.object({ bets: z.array(SbBet), balance: money }),
  }),
  /** One match with its timeline once kicked off, and everything its verification needs once finished. */
  sportsMatch: call({
    method: 'POST',
    path: '/api/sports/match',
    auth: true,
    request: z.object({ match_id: matchId }),
    response: z.object({
      match: SbMatch,
      server_time: wireTime,
      /** The match specification (ratings and engine parameters), fixed when betting opened. */
      spec: z.unknown(),
      /** core/sportsbook Timeline, from kickoff on (null before). */
      timeline: z.unknown().nullable(),
      /** Seconds of real time the match takes to play out (the browser animates the timeline over it). */
      play_seconds: z.number().int(),
      commitment: z.string(),
      /** The match's server seed, once finished (null before). */
      server_seed: z.string().nullable(),
      /** The combined client seed (final at close_at). */
      client_seed: z.string(),
      contributions: z.array(z.string()),
      my_seed: z.string(),
      /** Every offered market with how each selection settled, once finished (the verifier compares). */
      settled: z.array(z.object({ market: z.string(), selection: z.string(), outcome: z.string() })),
    }),
  }),
  /** Contribute to a match's client seed (replaces the caller's earlier one) until betting closes. */
  sportsSeed: call({
    method: 'POST',
    path: '/api/sports/seed',
    auth: true,
    request: z.object({ match_id: matchId, client_seed: clientSeed }),
    response: z.object({ match_id: z.string(), client_seed: z.string(), contributions: z.number().int() }),
  }),
  /** A league's table and latest results this season. */
  sportsTable: call({
    method: 'POST',
    path: '/api/sports/table',
    auth: true,
    request: z.object({ league }),
    response: z.object({
      league: SbLeague,
      rows: z.array(
        z.object({
          team: SbTeam,
          played: z.number().int(),
          won: z.number().int(),
          drawn: z.number().int(),
          lost: z.number().int(),
          for: z.number().int(),
          against: z.number().int(),
          points: z.number().int(),
          form: z.array(z.enum(['W', 'D', 'L'])),
        }),
      ),
      results: z.array(SbMatch),
    }),
  }),
  /** The caller's bets at a venue (all venues without one), newest first: open or settled. */
  sportsBets: call({
    method: 'POST',
    path: '/api/sports/bets',
    auth: true,
    request: z.object({
      venue: venue.optional(),
      status: z.enum(['open', 'settled'], { error: 'v.type' }),
    }),
    response: z.object({ bets: z.array(SbBet) }),
  }),
}
