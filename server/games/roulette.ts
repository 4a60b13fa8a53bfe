// 琉璃轮盘, European roulette at lylive (docs/roulette.md): one spin for every player every 45 seconds
// on the shared lottery draws (draws.ts), which commit the seed, take contributions, stake through the
// wager kernel and settle each spin once. This file supplies the schedule, issue numbers, bets and
// payouts, and the page's longer history of numbers (hot and cold counts).
import {
  drawRoulette,
  isRouletteBet,
  ROULETTE_CLOSE_SECONDS,
  rouletteIssue,
  rouletteNetExposure,
  rouletteNextDrawAt,
  roulettePayout,
} from '../../core/games/engines/roulette'
import { clock } from '../clock'
import type { Db } from '../db/client'
import { lottery } from './draws'
import { ROULETTE_VENUE } from './venues'

/** How many past spins the page's history (hot and cold numbers) reads. */
export const ROULETTE_HISTORY = 100

const roulette = lottery({
  game: 'roulette',
  venue: ROULETTE_VENUE,
  roundPrefix: 'RL',
  roundName: (issue) => `琉璃轮盘 第${issue}期`,
  closeSeconds: ROULETTE_CLOSE_SECONDS,
  nextDrawAt: rouletteNextDrawAt,
  issueOf: rouletteIssue,
  isBet: isRouletteBet,
  draw: drawRoulette,
  payout: roulettePayout,
  exposure: rouletteNetExposure,
  field: 'numbers',
  closedError: 'g.rouletteClosed',
})

/** A roulette slip on the open spin, in the caller's transaction (the money route's). */
export const betRoulette = roulette.bet
/** Spin every due roulette round (at most `limit`), each in its own transaction. */
export const drawRouletteDue = roulette.drawDue
export const contributeRoulette = roulette.contribute
export const rouletteDraw = roulette.drawDetail

/** The shared page state plus the last 100 numbers, newest first (the history and hot/cold counts). */
export async function rouletteState(db: Db, userId: number, now = clock.now()) {
  const state = await roulette.state(db, userId, now)
  const rows = await db.query<{ outcome: string }>(
    `SELECT outcome FROM lottery_draws WHERE game = 'roulette' AND drawn_at IS NOT NULL
     ORDER BY draw_at DESC LIMIT ${ROULETTE_HISTORY}`,
  )
  return { ...state, history: rows.map((r) => Number(r.outcome)) }
}
