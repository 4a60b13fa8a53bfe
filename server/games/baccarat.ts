// Baccarat on the server: the shared table of the in-house live venue (jdlive), a hand every
// BACCARAT_BET_SECONDS + BACCARAT_DEAL_SECONDS (20 + 12 s by default). The timed rounds, the committed
// shoe, the stake now and the settlement once are the shared shoe table's (shoe-table.ts); this file
// brings baccarat's deal, payouts and turnover (docs/fairness.md, Baccarat).
import {
  baccaratPayout,
  CUT_CARD,
  dealHand,
  type Hand,
  type HandRecord,
  handFits,
  handRecord,
  isBaccaratBet,
  isPush,
} from '../../core/games/engines/baccarat'
import { netExposure } from '../../core/games/turnover'
import { clock } from '../clock'
import type { Db, Query } from '../db/client'
import type { SlipLine } from './play'
import {
  currentRound,
  dealTable,
  placeBets,
  type RoundRow,
  type ShoeTable,
  settleTableRound,
  tableTiming,
} from './shoe-table'
import { BACCARAT_VENUE } from './venues'

export const BACCARAT_TABLE: ShoeTable<Hand, HandRecord> = {
  game: 'baccarat',
  venue: BACCARAT_VENUE,
  shoes: 'baccarat_shoes',
  contributions: 'baccarat_contributions',
  rounds: 'baccarat_rounds',
  link: 'baccarat_round',
  env: 'BACCARAT',
  betSeconds: 20,
  dealSeconds: 12,
  prefix: 'BJ',
  roundName: (shoe, hand) => `百家乐 第${shoe}靴 第${hand}局`,
  isBet: isBaccaratBet,
  opposite: ['player', 'banker'],
  bothSidesError: 'g.baccaratBothSides',
  cutCard: CUT_CARD,
  deal: (cards, pos) => {
    const { hand, next } = dealHand(cards, pos)
    return { round: hand, record: handRecord(hand), next }
  },
  fits: handFits,
  payout: baccaratPayout,
  // Pushed bets (a tie's player and banker) risked nothing; the rest counts by net exposure.
  valid: (bets, hand) => netExposure(bets.filter((b) => !isPush(b.bet, hand))),
}

export type { RoundRow, ShoeRow } from './shoe-table'
export { type HandRecord, handRecord }

export const baccaratTiming = () => tableTiming(BACCARAT_TABLE)

/** The table's current hand at `now`, opened when due (shoe-table.ts, currentRound). */
export const tableRound = (q: Query, now = clock.now()) => currentRound(BACCARAT_TABLE, q, now)

/** A baccarat slip on the table's open hand, in the caller's transaction (the money route's). */
export const betBaccarat = (q: Query, userId: number, input: { bets: SlipLine[] }, now = clock.now()) =>
  placeBets(BACCARAT_TABLE, q, userId, input, now)

/** Deal every hand whose betting has closed, then open the next one when due. */
export const dealDue = (db: Db, now = clock.now(), limit = 10) => dealTable(BACCARAT_TABLE, db, now, limit)

export const settleRound = (q: Query, round: RoundRow, hand: Hand, record: HandRecord) =>
  settleTableRound(BACCARAT_TABLE, q, round, hand, record)
