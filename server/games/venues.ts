// Which venue runs which game: the in-house engines serve the live-casino venues jdlive (its baccarat
// table, and sic bo when launched with the game code `sicbo`), hxlive (dragon-tiger) and ymlive (三公),
// the lottery venues jdlottery (fast-3), qxlottery (时时彩) and vrbet (PK10),
// the chess/cards venues jdchess (bull-bull), qxchess (炸金花), bfchess (二八杠) and lhchess (抢庄牛牛), the five slot venues and the seven sports and e-sports
// venues (the sportsbook of virtual leagues, core/sportsbook/venues.ts); every other venue of the seed
// is a partner, reached through the provider gateway (the sandbox provider in this build). README's
// venue table lists the mapping.

import { SLOT_CONFIGS } from '../../core/games/engines/slot-themes'
import { isSportsVenue } from '../../core/sportsbook/venues'
import type { Query } from '../db/client'
import { BizError } from '../errors'
import { acct } from '../ledger'

export type GameKind =
  | 'slot'
  | 'sicbo'
  | 'fast3'
  | 'baccarat'
  | 'dragontiger'
  | 'bullbull'
  | 'zhajinhua'
  | 'erbagang'
  | 'qiangzhuang'
  | 'ssc'
  | 'pk10'
  | 'sangong'
  | 'roulette'
  | 'sportsbook'
  | 'partner'

export const SICBO_VENUE = 'jdlive'
export const BACCARAT_VENUE = 'jdlive'
/** The live venue of the in-house dragon-tiger table (dragontiger.ts). */
export const DRAGONTIGER_VENUE = 'hxlive'
export const FAST3_VENUE = 'jdlottery'
/** The in-house chess/cards venue: bull-bull (bullbull.ts). */
export const BULLBULL_VENUE = 'jdchess'
/** The chess/cards venue of 炸金花 against the banker (zhajinhua.ts). */
export const ZHAJINHUA_VENUE = 'qxchess'
/** The chess/cards venue of 二八杠 against the banker (erbagang.ts). */
export const ERBAGANG_VENUE = 'bfchess'
/** The chess/cards venue of 抢庄牛牛 with three computer seats (qiangzhuang.ts). */
export const QIANGZHUANG_VENUE = 'lhchess'
/** The lottery venue of 时时彩 (ssc.ts). */
export const SSC_VENUE = 'qxlottery'
/** The lottery venue of 微澜赛车, the in-house PK10 (pk10.ts). */
export const PK10_VENUE = 'vrbet'
/** The live venue of the in-house 三公 table, a shared deal every 40 seconds (sangong.ts). */
export const SANGONG_VENUE = 'ymlive'
/** The live venue of 琉璃轮盘, the in-house European roulette on shared timed spins (roulette.ts). */
export const ROULETTE_VENUE = 'lylive'

/** The venues of the in-house tables and draws, by the game each opens (slots and sports aside). */
const TABLE_VENUES: Record<string, GameKind> = {
  [BACCARAT_VENUE]: 'baccarat',
  [DRAGONTIGER_VENUE]: 'dragontiger',
  [FAST3_VENUE]: 'fast3',
  [BULLBULL_VENUE]: 'bullbull',
  [ZHAJINHUA_VENUE]: 'zhajinhua',
  [ERBAGANG_VENUE]: 'erbagang',
  [QIANGZHUANG_VENUE]: 'qiangzhuang',
  [SSC_VENUE]: 'ssc',
  [PK10_VENUE]: 'pk10',
  [SANGONG_VENUE]: 'sangong',
  [ROULETTE_VENUE]: 'roulette',
}

/** The game a venue opens by default. */
export const venueKind = (code: string): GameKind =>
  SLOT_CONFIGS[code]
    ? 'slot'
    : ((Object.hasOwn(TABLE_VENUES, code) ? TABLE_VENUES[code] : undefined) ??
      (isSportsVenue(code) ? 'sportsbook' : 'partner'))

/** The game a launch opens: the venue's own, or sic bo at the live venue when asked for by code. */
export const launchKind = (code: string, gameCode: string): GameKind =>
  code === SICBO_VENUE && gameCode === 'sicbo' ? 'sicbo' : venueKind(code)

/** Does the venue run this in-house game? */
export const venueOffers = (code: string, kind: GameKind) =>
  venueKind(code) === kind || (kind === 'sicbo' && code === SICBO_VENUE)

export type VenueRow = { code: string; name: string; category: string; category_id: number; state: number }

/** An open venue, or refusal 209 (the venue is unknown or closed). */
export async function openVenue(q: Query, code: string): Promise<VenueRow> {
  const [v] = await q<VenueRow>(
    'SELECT code, name, category, category_id, state FROM venues WHERE code = $1',
    [code],
  )
  if (!v) throw new BizError(1000, 'v.platform')
  if (Number(v.state) !== 1) throw new BizError(209, 'g.venueClosed')
  return v
}

/** The ledger account a player's bets come from: the central wallet in seamless mode (transferstatus 1), else the venue wallet. */
export async function playWallet(q: Query, userId: number, venue: string) {
  const [u] = await q<{ transferstatus: number; status: number }>(
    'SELECT transferstatus, status FROM users WHERE id = $1',
    [userId],
  )
  if (!u) throw new BizError(401, 'err.unauthorized')
  if (Number(u.status) !== 1) throw new BizError(203, 'g.playerBlocked')
  const seamless = Number(u.transferstatus) === 1
  return {
    seamless,
    account: seamless ? acct.central(userId) : acct.venue(userId, venue),
  }
}
