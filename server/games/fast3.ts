// Fast-3 on the server: a shared draw of three dice every minute at jdlottery, run by the shared
// lottery draws (draws.ts: committed seeds, contributions, stake now and settle at the draw through
// the wager kernel, each draw once). This file supplies fast-3's schedule, issue numbers and bets.
import { rollDice } from '../../core/games/engines/dice'
import {
  FAST3_CLOSE_SECONDS,
  fast3Issue,
  fast3NextDrawAt,
  fast3Payout,
  isFast3Bet,
} from '../../core/games/engines/fast3'
import { netExposure } from '../../core/games/turnover'
import { lottery } from './draws'
import { FAST3_VENUE } from './venues'

const fast3 = lottery({
  game: 'fast3',
  venue: FAST3_VENUE,
  roundPrefix: 'F3',
  roundName: (issue) => `快3 第${issue}期`,
  closeSeconds: FAST3_CLOSE_SECONDS,
  nextDrawAt: fast3NextDrawAt,
  issueOf: fast3Issue,
  isBet: isFast3Bet,
  draw: rollDice,
  payout: (bet, stake, dice) => fast3Payout(bet, stake, dice as [number, number, number]),
  exposure: netExposure,
  field: 'dice',
  closedError: 'g.fast3Closed',
})

export { contributions } from './draws'

/** A fast-3 slip on the open issue, in the caller's transaction (the money route's). */
export const betFast3 = fast3.bet
/** Draw every due fast-3 issue (at most `limit`), each in its own transaction. */
export const drawDue = fast3.drawDue
export const fast3State = fast3.state
export const contributeFast3 = fast3.contribute
export const fast3Draw = fast3.drawDetail
