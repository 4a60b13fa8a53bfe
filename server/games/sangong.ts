// 三公 on the server (ymlive, docs/sangong.md): one deal for every player every 40 seconds on the
// shared lottery draws (draws.ts), which commit the seed, take contributions, stake through the wager
// kernel and settle each deal once. This file supplies the schedule, issue numbers, bets and payouts;
// the draw's numbers are the six dealt cards.
import {
  drawSangong,
  isSangongBet,
  SANGONG_CLOSE_SECONDS,
  sangongIssue,
  sangongNetExposure,
  sangongNextDrawAt,
  sangongPayout,
} from '../../core/games/engines/sangong'
import { lottery } from './draws'
import { SANGONG_VENUE } from './venues'

const sangong = lottery({
  game: 'sangong',
  venue: SANGONG_VENUE,
  // The issue starts with SG already: round ids read SG<date>-<n>-<player>-<k>.
  roundPrefix: '',
  roundName: (issue) => `三公 第${issue}局`,
  closeSeconds: SANGONG_CLOSE_SECONDS,
  nextDrawAt: sangongNextDrawAt,
  issueOf: sangongIssue,
  isBet: isSangongBet,
  draw: drawSangong,
  payout: sangongPayout,
  exposure: sangongNetExposure,
  field: 'cards',
  closedError: 'g.sangongClosed',
})

/** A 三公 slip on the open round, in the caller's transaction (the money route's). */
export const betSangong = sangong.bet
/** Deal every due 三公 round (at most `limit`), each in its own transaction. */
export const drawSangongDue = sangong.drawDue
export const sangongState = sangong.state
export const contributeSangong = sangong.contribute
export const sangongDraw = sangong.drawDetail
