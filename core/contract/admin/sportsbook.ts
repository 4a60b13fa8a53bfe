// The console's sportsbook calls (issue 24, docs/sportsbook.md): the 'sportsbook' settings row as a
// form (schedule, stake limits, margin per market type) and the match list with its void action. Like
// every settings form, the request is only the wire shape: the server checks each field and answers a
// refusal with code 1000 and `data.field`. Money travels as yuan strings ("10.00"), margins as percent
// strings with two decimals ("6.25" = 625 basis points), converted here on integers only.
import { z } from 'zod'
import { money, wireTime } from '../core'
import type { AdminCall } from './calls'
import type { Permission } from './roles'
import { pageOf } from './shapes'

// ---------------------------------------------------------------- margins: percent <-> basis points

const PERCENT = /^(\d{1,2})(?:\.(\d{1,2}))?$/

/** "6.25" -> 625; anything not 0-99.99 with at most two decimals -> null (range is the caller's). */
export function percentToBp(s: string): number | null {
  const m = PERCENT.exec(s.trim())
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** 625 -> "6.25" (integer arithmetic: a margin is never a float on its way to the form). */
export const bpToPercent = (bp: number) => `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`

// ---------------------------------------------------------------- settings

export const sportsSettingsForm = z.object({
  /** Seconds between matchdays (60-3600, at least play_s + 20). */
  cadence_s: z.number().int(),
  /** Seconds a match plays out (30-600). */
  play_s: z.number().int(),
  /** Betting closes this many seconds before kickoff (0-300). */
  close_s: z.number().int(),
  /** Matchdays ahead open for betting (1-10). */
  open_matchdays: z.number().int(),
  min_stake: z.string(),
  max_stake: z.string(),
  /** The most one bet may return, stake included. */
  max_payout: z.string(),
  /** Percent by market kind, every one of MARKET_KINDS. */
  margins: z.record(z.string(), z.string()),
})
export type SportsSettingsForm = z.infer<typeof sportsSettingsForm>

// ---------------------------------------------------------------- matches

/** The console's names for the match states: open = upcoming, closed = live (its timeline is fixed). */
export const SB_MATCH_STATES = ['open', 'closed', 'finished', 'void'] as const
export type SbMatchState = (typeof SB_MATCH_STATES)[number]

export const sbMatchQuery = z.object({
  league: z.string().max(16).optional(),
  state: z.enum(SB_MATCH_STATES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
})

export const sbMatchRow = z.object({
  id: z.string(),
  league: z.string(),
  season: z.number().int(),
  matchday: z.number().int(),
  home: z.string(),
  away: z.string(),
  /** Team names as the league names them (zh and en). */
  home_zh: z.string(),
  home_en: z.string(),
  away_zh: z.string(),
  away_en: z.string(),
  kickoff_at: wireTime,
  state: z.enum(SB_MATCH_STATES),
  score: z.string().nullable(),
  /** Bets with a leg on this match (a parlay counts once), and their stakes. */
  bets: z.number().int(),
  stake: money,
})
export type SbMatchRow = z.infer<typeof sbMatchRow>

export const voidMatchRequest = z.object({ reason: z.string() })
export const voidMatchResult = z.object({
  id: z.string(),
  state: z.literal('void'),
  /** Open bets that had a leg on the match. */
  bets: z.number().int(),
  /** Of those, settled now (singles refunded, parlays whose other legs were already decided). */
  settled: z.number().int(),
})
export type VoidMatchResult = z.infer<typeof voidMatchResult>

// ---------------------------------------------------------------- the call table

const call = <Req extends z.ZodType, Res extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  permission: Permission,
  request: Req,
  response: Res,
): AdminCall<Req, Res> => ({ method, path, permission, request, response })

export const sportsbookAdminCalls = {
  sportsSettings: call(
    'GET',
    '/admin/api/sportsbook/settings',
    'sportsbook.trade',
    z.object({}),
    sportsSettingsForm,
  ),
  saveSportsSettings: call(
    'POST',
    '/admin/api/sportsbook/settings',
    'sportsbook.trade',
    sportsSettingsForm,
    sportsSettingsForm,
  ),
  sportsMatches: call(
    'GET',
    '/admin/api/sportsbook/matches',
    'sportsbook.trade',
    sbMatchQuery,
    pageOf(sbMatchRow),
  ),
  voidSportsMatch: call(
    'POST',
    '/admin/api/sportsbook/matches/:id/void',
    'sportsbook.trade',
    voidMatchRequest,
    voidMatchResult,
  ),
}
