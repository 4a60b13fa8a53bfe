// The one sportsbook call the fairness verifier needs: a match with its timeline, seeds and settled
// markets (sportsCalls.sportsMatch). It goes through the shared client like the game calls do; kept
// apart from the venue page's API module so the verifier loads without the sportsbook's code.
import type { RequestOf, ResponseOf, sportsCalls } from '../../core/contract'
import { sendTo } from './client'

type MatchCall = (typeof sportsCalls)['sportsMatch']
export type SportsMatchDetail = ResponseOf<MatchCall>

export const sportsMatchDetail = async (body: RequestOf<MatchCall>) =>
  (await sendTo<SportsMatchDetail>({ method: 'POST', path: '/api/sports/match' }, body)).data
