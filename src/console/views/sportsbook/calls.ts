// The sportsbook pages' calls (sportsbookAdminCalls of the contract, docs/sportsbook.md) through the
// console's one client: the seam the sportsbook views use, so none of them imports the HTTP client
// (docs/operator-console.md, "Loading and acting").
import { sportsbookAdminCalls as calls, type SbMatchState } from '../../../../core/contract/admin'
import { call } from '../../api'

export const sportsMatches = (q: {
  league: string
  state: SbMatchState | ''
  page: number
  perPage: number
}) => call(calls.sportsMatches, { league: q.league, state: q.state, page: q.page, per_page: q.perPage })
export const voidMatch = (input: { id: string; reason: string }) => call(calls.voidSportsMatch, input)
export const readSportsSettings = () => call(calls.sportsSettings)
export const saveSportsSettings = (body: Record<string, unknown>) => call(calls.saveSportsSettings, body)
