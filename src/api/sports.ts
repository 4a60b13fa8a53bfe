// The sportsbook calls (sportsCalls of the contract, docs/sportsbook.md). Like the in-house games they are
// outside the original API's endpoint table, so they go through the same client (token, Lang, timeout,
// envelope, the single 401 path) with a table of their own.
import type { RequestOf, ResponseOf, SbBet, SbMatch, sportsCalls } from '../../core/contract'
import { MEMBER_READ_FRESH_MS, sendTo, sharedRead } from './client'

type SportsCalls = typeof sportsCalls
type Name = keyof SportsCalls

const PATHS: { [N in Name]: SportsCalls[N]['path'] } = {
  sportsBoard: '/api/sports/board',
  sportsBet: '/api/sports/bet',
  sportsMatch: '/api/sports/match',
  sportsSeed: '/api/sports/seed',
  sportsTable: '/api/sports/table',
  sportsBets: '/api/sports/bets',
}

const sportsRequest = async <N extends Name>(
  name: N,
  body: RequestOf<SportsCalls[N]>,
  idempotencyKey?: string,
) =>
  (
    await sendTo<ResponseOf<SportsCalls[N]>>(
      { method: 'POST', path: PATHS[name] },
      body as Record<string, unknown>,
      idempotencyKey ? { idempotencyKey } : {},
    )
  ).data

/**
 * A shared member read: start-up's early ask (src/views/sports/warm.ts) and the board machine's first
 * load are one request. A refresh comes after the freshness has passed, and a placed slip (not a read)
 * forgets member reads, so the board read after it asks the server.
 */
export const sportsBoard = (b: RequestOf<SportsCalls['sportsBoard']>) =>
  sharedRead('sportsBoard', b, () => sportsRequest('sportsBoard', b), {
    freshMs: MEMBER_READ_FRESH_MS,
    member: true,
  })
/** `key`: one Idempotency-Key per placement attempt, reused when the same slip is retried. */
export const sportsBet = (b: RequestOf<SportsCalls['sportsBet']>, key: string) =>
  sportsRequest('sportsBet', b, key)
export const sportsMatch = (b: RequestOf<SportsCalls['sportsMatch']>) => sportsRequest('sportsMatch', b)
export const sportsSeed = (b: RequestOf<SportsCalls['sportsSeed']>) => sportsRequest('sportsSeed', b)
export const sportsTable = (b: RequestOf<SportsCalls['sportsTable']>) => sportsRequest('sportsTable', b)
export const sportsBets = (b: RequestOf<SportsCalls['sportsBets']>) => sportsRequest('sportsBets', b)

export type SportsBoardData = ResponseOf<SportsCalls['sportsBoard']>
export type SportsBetRequest = RequestOf<SportsCalls['sportsBet']>
export type SportsBetData = ResponseOf<SportsCalls['sportsBet']>
export type SportsMatchData = ResponseOf<SportsCalls['sportsMatch']>
export type SportsTableData = ResponseOf<SportsCalls['sportsTable']>
export type SportsLimits = SportsBoardData['limits']
export type SportsLeague = SportsBoardData['leagues'][number]
export type { SbBet, SbMatch }
