// 微澜赛车 (PK10) on the server (vrbet, docs/pk10.md): ten cars in a drawn finishing order every three
// minutes on the shared lottery draws (draws.ts), which commit the seed, take contributions, stake
// through the wager kernel and settle each draw once. This file supplies the schedule, issue numbers,
// bets and payouts.
import {
  drawPk10,
  isPk10Bet,
  PK10_CLOSE_SECONDS,
  pk10Issue,
  pk10NetExposure,
  pk10NextDrawAt,
  pk10Payout,
} from '../../core/games/engines/pk10'
import { lottery } from './draws'
import { PK10_VENUE } from './venues'

const pk10 = lottery({
  game: 'pk10',
  venue: PK10_VENUE,
  roundPrefix: 'PK',
  roundName: (issue) => `微澜赛车 第${issue}期`,
  closeSeconds: PK10_CLOSE_SECONDS,
  nextDrawAt: pk10NextDrawAt,
  issueOf: pk10Issue,
  isBet: isPk10Bet,
  draw: drawPk10,
  payout: pk10Payout,
  exposure: pk10NetExposure,
  field: 'cars',
  closedError: 'g.pk10Closed',
})

/** A PK10 slip on the open issue, in the caller's transaction (the money route's). */
export const betPk10 = pk10.bet
/** Draw every due PK10 issue (at most `limit`), each in its own transaction. */
export const drawPk10Due = pk10.drawDue
export const pk10State = pk10.state
export const contributePk10 = pk10.contribute
export const pk10Draw = pk10.drawDetail
