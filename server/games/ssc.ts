// 时时彩 on the server (qxlottery, docs/ssc.md): five digits drawn every two minutes on the shared
// lottery draws (draws.ts), which commit the seed, take contributions, stake through the wager kernel
// and settle each draw once. This file supplies the schedule, issue numbers, bets and payouts.
import {
  drawSsc,
  isSscBet,
  SSC_CLOSE_SECONDS,
  sscIssue,
  sscNetExposure,
  sscNextDrawAt,
  sscPayout,
} from '../../core/games/engines/ssc'
import { lottery } from './draws'
import { SSC_VENUE } from './venues'

const ssc = lottery({
  game: 'ssc',
  venue: SSC_VENUE,
  roundPrefix: 'SC',
  roundName: (issue) => `时时彩 第${issue}期`,
  closeSeconds: SSC_CLOSE_SECONDS,
  nextDrawAt: sscNextDrawAt,
  issueOf: sscIssue,
  isBet: isSscBet,
  draw: drawSsc,
  payout: sscPayout,
  exposure: sscNetExposure,
  field: 'digits',
  closedError: 'g.sscClosed',
})

/** A 时时彩 slip on the open issue, in the caller's transaction (the money route's). */
export const betSsc = ssc.bet
/** Draw every due 时时彩 issue (at most `limit`), each in its own transaction. */
export const drawSscDue = ssc.drawDue
export const sscState = ssc.state
export const contributeSsc = ssc.contribute
export const sscDraw = ssc.drawDetail
