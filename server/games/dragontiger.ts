// Dragon-tiger (龙虎) on the server: the shared table of hxlive, a round every
// DRAGONTIGER_BET_SECONDS + DRAGONTIGER_DEAL_SECONDS (15 + 8 s by default). The timed rounds, the
// committed shoe, the stake now and the settlement once are the shared shoe table's (shoe-table.ts);
// this file brings dragon-tiger's deal and payouts (docs/dragon-tiger.md).
import {
  DT_CUT_CARD,
  type DtRecord,
  type DtRound,
  dealDtRound,
  dtPayout,
  dtRecord,
  dtRoundFits,
  isDtBet,
} from '../../core/games/engines/dragontiger'
import { netExposure } from '../../core/games/turnover'
import { clock } from '../clock'
import type { Db, Query } from '../db/client'
import type { SlipLine } from './play'
import { currentRound, dealTable, placeBets, type ShoeTable, tableTiming } from './shoe-table'
import { contributeSeed, shoeDetail, tableState } from './shoe-table-view'
import { DRAGONTIGER_VENUE } from './venues'

/** Bets that cover each other for the turnover: one of each pair wins whatever the card. */
const DT_OPPOSITES: readonly (readonly [string, string])[] = [
  ['dragon_odd', 'dragon_even'],
  ['dragon_red', 'dragon_black'],
  ['tiger_odd', 'tiger_even'],
  ['tiger_red', 'tiger_black'],
]

/**
 * The valid bet of a slip: net exposure over the side bets' opposite pairs (netExposure's rule, as
 * a covered pair risks only its difference); dragon and tiger are never held together.
 */
export function dtValid(bets: readonly { bet: string; amount: number }[]) {
  let total = netExposure(bets)
  const by = new Map<string, number>()
  for (const b of bets) by.set(b.bet, (by.get(b.bet) ?? 0) + b.amount)
  for (const [a, b] of DT_OPPOSITES) total -= 2 * Math.min(by.get(a) ?? 0, by.get(b) ?? 0)
  return total
}

export const DRAGONTIGER_TABLE: ShoeTable<DtRound, DtRecord> = {
  game: 'dragontiger',
  venue: DRAGONTIGER_VENUE,
  shoes: 'dragontiger_shoes',
  contributions: 'dragontiger_contributions',
  rounds: 'dragontiger_rounds',
  link: 'dragontiger_round',
  env: 'DRAGONTIGER',
  betSeconds: 15,
  dealSeconds: 8,
  prefix: 'LH',
  roundName: (shoe, hand) => `龙虎 第${shoe}靴 第${hand}局`,
  isBet: isDtBet,
  opposite: ['dragon', 'tiger'],
  bothSidesError: 'g.dtBothSides',
  cutCard: DT_CUT_CARD,
  deal: (cards, pos) => {
    const { round, next } = dealDtRound(cards, pos)
    return { round, record: dtRecord(round), next }
  },
  fits: dtRoundFits,
  payout: dtPayout,
  valid: (bets) => dtValid(bets),
}

export const dragonTigerTiming = () => tableTiming(DRAGONTIGER_TABLE)

/** The table's current round at `now`, opened when due. */
export const dragonTigerRound = (q: Query, now = clock.now()) => currentRound(DRAGONTIGER_TABLE, q, now)

/** A dragon-tiger slip on the open round, in the caller's transaction (the money route's). */
export const betDragonTiger = (q: Query, userId: number, input: { bets: SlipLine[] }, now = clock.now()) =>
  placeBets(DRAGONTIGER_TABLE, q, userId, input, now)

/** Deal every round whose betting has closed, then open the next one when due (the scheduler's job). */
export const dealDragonTigerDue = (db: Db, now = clock.now(), limit = 10) =>
  dealTable(DRAGONTIGER_TABLE, db, now, limit)

export const dragonTigerState = (db: Db, userId: number, now?: Date) =>
  tableState(DRAGONTIGER_TABLE, db, userId, now)

export const contributeDragonTiger = (db: Db, userId: number, seed: string) =>
  contributeSeed(DRAGONTIGER_TABLE, db, userId, seed)

export const dragonTigerShoe = (db: Db, shoeId: number) => shoeDetail(DRAGONTIGER_TABLE, db, shoeId)
